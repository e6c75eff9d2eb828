# fifo.sh: a FIFO or a folder where a regular file is required (issue
# 29, items 3, 4 and 12): the style, each file it names (icon, font,
# picture), the rules, PDFs to merge or impose, the page map, press-tool's
# files, the data folder's font and press-run's files are each refused at
# once with one line, exit 2; preview's watcher never blocks on one, goes
# on following the files and stops on SIGTERM. Each run is under timeout,
# a guard only (the old code waited for a writer for ever: status 124).
. tests/lib.sh
# HOSTILE_TIMEOUT: seconds one run may take (as in hostile.sh).
limit=${HOSTILE_TIMEOUT:-20}
rules=$top/templates/rules/lanternfall.rules
mkfifo "$T/fifo"
mkdir "$T/dir"

# refused DESC PATTERN CMD...: CMD, given no input, exits 2 with one
# stderr line that starts with its name and matches PATTERN, and writes
# nothing to stdout.
refused() {
	desc=$1
	pat=$2
	shift 2
	tool=$(basename "$1")
	timeout "$limit" "$@" </dev/null >"$T/out" 2>"$T/err"
	rc=$?
	lines=$(wc -l <"$T/err")
	if [ "$rc" -eq 2 ] && [ "$lines" -eq 1 ] && [ ! -s "$T/out" ] &&
	    grep -q "^$tool: " "$T/err" && grep -qE -- "$pat" "$T/err"; then
		ok "$desc"
	else
		not_ok "$desc" "status $rc (want 2; 124: it hung), $lines" \
		    "stderr lines, stdout $(wc -c <"$T/out") bytes, stderr:" \
		    "$(head -c 300 "$T/err")"
	fi
}

# A style naming each kind of file, one a FIFO or a folder at a time.
# named KIND WHAT: $T/KIND-WHAT.style, whose KIND ([icon lantern],
# [font], [picture background]) is the file WHAT (fifo or dir) beside it.
named() {
	case $1 in
	icon) sec='[icon lantern]' ;;
	font) sec='[font]' ;;
	picture) sec='[picture background]' ;;
	esac
	printf '%s\n' '[style]' "id $1-$2" 'kind nodes' '' "$sec" "file $2" \
	    >"$T/$1-$2.style"
}
for what in fifo dir; do
	refused "gen-graph --style a $what: one line, exit 2" \
	    "^gen-graph: $T/$what: (not a regular file|a style is a file, not a folder)$" \
	    "$bin/gen-graph" --rules "$rules" --style "$T/$what"
	for kind in icon font picture; do
		named "$kind" "$what"
		refused "a style's $kind file a $what: one line, exit 2" \
		    "^gen-graph: $T/$kind-$what.style:6: file \"$what\": (not a regular file|a folder, not a file)$" \
		    "$bin/gen-graph" --rules "$rules" --style "$T/$kind-$what.style"
	done
done
# A regular file whose read waits: /proc/kmsg (root only) waits for the
# next kernel message; it is read without blocking, so it is refused
# (empty: EAGAIN; holding messages: it is not the size it says), never
# waited on.
if [ -r /proc/kmsg ]; then
	printf '%s\n' '[style]' 'id kmsg' 'kind nodes' '' '[font]' \
	    'file /proc/kmsg' >"$T/kmsg.style"
	refused "a style's font /proc/kmsg (a file whose read waits): refused" \
	    "^gen-graph: $T/kmsg.style:6: file \"/proc/kmsg\": " \
	    "$bin/gen-graph" --rules "$rules" --style "$T/kmsg.style"
else
	ok "a style's font /proc/kmsg # SKIP /proc/kmsg not readable here"
fi
refused "gen-graph --rules a FIFO: one line, exit 2" \
    "^gen-graph: $T/fifo: cannot read rules file: not a regular file$" \
    "$bin/gen-graph" --rules "$T/fifo"

# PDFs to merge or impose, and the page map.
"$bin/gen-graph" --rules "$rules" --count 2 | "$bin/gen-content" |
    "$bin/validate" -q | "$bin/layout-pdf" --page-map "$T/map.csv" \
    -o "$T/deck.pdf" || not_ok "a deck to merge and impose"
for what in fifo dir; do
	refused "layout-pdf --merge: a $what first: one line, exit 2" \
	    "^layout-pdf: $T/$what: not a regular file of at most 2 GiB$" \
	    "$bin/layout-pdf" --merge -o "$T/m.pdf" "$T/$what" "$T/deck.pdf"
	refused "layout-pdf --merge: a $what after a PDF: one line, exit 2" \
	    "^layout-pdf: $T/$what: not a regular file of at most 2 GiB$" \
	    "$bin/layout-pdf" --merge -o "$T/m.pdf" "$T/deck.pdf" "$T/$what"
	refused "impose-pdf: its input a $what: one line, exit 2" \
	    "^impose-pdf: $T/$what: not a regular file of at most 2 GiB$" \
	    "$bin/impose-pdf" -o "$T/s.pdf" "$T/$what"
	refused "impose-pdf --page-map a $what: one line, exit 2" \
	    "^impose-pdf: $T/$what: (not a regular file|a folder, not a file)$" \
	    "$bin/impose-pdf" --page-map "$T/$what" -o "$T/s.pdf" \
	    "$T/deck.pdf"
	refused "press-tool pages: a $what: one line, exit 2" \
	    "^press-tool: $T/$what: cannot read: (not a regular file|a folder, not a file)$" \
	    "$bin/press-tool" pages "$T/$what"
	refused "press-tool merge: a report a $what: one line, exit 2" \
	    "^press-tool: $T/$what: cannot read: (not a regular file|a folder, not a file)$" \
	    "$bin/press-tool" merge "$T/$what"
done
check "nothing was written under a final name" \
    sh -c "! [ -e '$T/m.pdf' ] && ! [ -e '$T/s.pdf' ]"

# The data folder's font, icons and FOGRA39 profile: a FIFO there is
# refused, not waited on.
mkdir "$T/data" "$T/data/fonts"
ln -s "$top/templates" "$T/data/templates"
ln -s "$top/icons" "$T/data/icons"
ln -s "$top/icc" "$T/data/icc"
mkfifo "$T/data/fonts/DejaVuSans.ttf"
"$bin/gen-graph" --rules "$rules" --count 1 | "$bin/gen-content" |
    "$bin/validate" -q >"$T/deck.xml"
data_was=${BOARDPRESS_DATA-}
BOARDPRESS_DATA=$T/data
export BOARDPRESS_DATA
refused "layout-pdf: the data folder's font a FIFO: one line, exit 2" \
    "DejaVuSans.ttf: cannot read the TrueType font: not a regular file$" \
    "$bin/layout-pdf" -o "$T/f.pdf" "$T/deck.xml"
refused "impose-pdf: the data folder's font a FIFO: one line, exit 2" \
    "DejaVuSans.ttf: cannot read the TrueType font: not a regular file$" \
    "$bin/impose-pdf" -o "$T/f.pdf" "$T/deck.pdf"
# An icon of the data folder's (the lantern, which lanternfall draws).
mkdir "$T/data2" "$T/data2/icons"
ln -s "$top/templates" "$T/data2/templates"
ln -s "$top/fonts" "$T/data2/fonts"
ln -s "$top/icc" "$T/data2/icc"
for f in "$top"/icons/*; do
	ln -s "$f" "$T/data2/icons/"
done
rm "$T/data2/icons/lantern.svg"
mkfifo "$T/data2/icons/lantern.svg"
BOARDPRESS_DATA=$T/data2
refused "layout-pdf: a data folder's icon a FIFO: one line, exit 2" \
    "lantern.svg: cannot read icon: not a regular file$" \
    "$bin/layout-pdf" -o "$T/f.pdf" "$T/deck.xml"
check "no PDF was written" sh -c "! [ -e '$T/f.pdf' ]"
# The profile FOGRA39 separates through when none is given (issue 30).
mkdir "$T/data3" "$T/data3/icc"
ln -s "$top/templates" "$T/data3/templates"
ln -s "$top/fonts" "$T/data3/fonts"
ln -s "$top/icons" "$T/data3/icons"
mkfifo "$T/data3/icc/FOGRA39-boardpress.icc"
BOARDPRESS_DATA=$T/data3
refused "layout-pdf: the data folder's FOGRA39 profile a FIFO: one line, \
exit 2" "FOGRA39-boardpress.icc: cannot open the ICC profile: not a \
regular file$" "$bin/layout-pdf" -o "$T/f.pdf" "$T/deck.xml"
check "no PDF was written" sh -c "! [ -e '$T/f.pdf' ]"
if [ -n "$data_was" ]; then
	BOARDPRESS_DATA=$data_was
else
	unset BOARDPRESS_DATA
fi

# press-run: each file option, and a file the style names.
if [ -x "$bin/press-run" ] && command -v parallel >/dev/null; then
	for what in fifo dir; do
		for opt in --style --rules --sshloginfile --template; do
			refused "press-run $opt a $what: one line, exit 2" \
			    "^press-run: $T/$what: not a regular file$" \
			    "$bin/press-run" --count 2 "$opt" "$T/$what" \
			    --out "$T/run$opt-$what"
		done
	done
	refused "press-run: a style naming a FIFO: one line, exit 2" \
	    "^press-run: gen-graph: $T/icon-fifo.style:6: file \"fifo\": not a regular file$" \
	    "$bin/press-run" --count 2 --rules "$rules" \
	    --style "$T/icon-fifo.style" --out "$T/run"
	check "no run folder was made" sh -c "! ls -d '$T'/run* 2>/dev/null"
fi

# preview: the rules, the style and a file the style names each become a
# FIFO while it watches them; the server answers, shows the mistake, and
# follows the files once they are good again; SIGTERM ends it.
py=/usr/bin/python3
mkdir "$T/w"
cp "$rules" "$T/w/r.rules"
cp "$top/icons/amber.svg" "$T/w/icon.svg"
printf '%s\n' '[style]' 'id watched' 'kind nodes' '' '[icon lantern]' \
    'file icon.svg' >"$T/w/s.style"
cp "$T/w/s.style" "$T/w/s.good"
pid=""

# says PY: /api/version answers 200 and its JSON (d) holds PY.
says() {
	code=$(curl -s -o "$T/body" -w '%{http_code}' --max-time 10 \
	    "${U%/}/api/version") && [ "$code" = 200 ] &&
	    $py -c "import json,sys; d=json.load(open('$T/body')); \
sys.exit(0 if ($1) else 1)" 2>/dev/null
}

# fifo_for FILE: FILE replaced by a FIFO; back FILE COPY: by COPY again.
fifo_for() {
	rm -f "$1"
	mkfifo "$1"
}
back() {
	rm -f "$1"
	cp "$2" "$1"
}

# stops: SIGTERM ends the server ($pid); it is killed outright if not.
stops() {
	kill -TERM "$pid" 2>/dev/null
	if until_ok 100 sh -c "! kill -0 $pid 2>/dev/null"; then
		ok "$1"
	else
		not_ok "$1" "the server went on after SIGTERM"
		kill -KILL "$pid" 2>/dev/null
	fi
	wait "$pid" 2>/dev/null
}

bad="'not a regular file' in (d['error'] or '')"
preview_start --rules "$T/w/r.rules" --style "$T/w/s.style" --port 0 --seeds 1-2
check "preview: the rules and style read, no mistake" \
    until_ok 300 says "d['error'] is None"
v=0
says "True" && v=$($py -c "import json; print(json.load(open('$T/body'))\
['version'])")
for f in r.rules s.style icon.svg; do
	case $f in
	r.rules) good=$rules ;;
	s.style) good=$T/w/s.good ;;
	icon.svg) good=$top/icons/amber.svg ;;
	esac
	fifo_for "$T/w/$f"
	# The watcher reads the style's files when the style changes.
	[ "$f" != icon.svg ] || back "$T/w/s.style" "$T/w/s.good"
	check "preview: $f a FIFO: the mistake shown, the server answers" \
	    until_ok 300 says "$bad and d['version'] > $v"
	says "True" && v=$($py -c "import json; print(json.load(open(\
'$T/body'))['version'])")
	back "$T/w/$f" "$good"
	[ "$f" != icon.svg ] || back "$T/w/s.style" "$T/w/s.good"
	check "preview: $f good again: followed, no mistake" \
	    until_ok 300 says "d['error'] is None and d['version'] > $v"
	says "True" && v=$($py -c "import json; print(json.load(open(\
'$T/body'))['version'])")
done
fifo_for "$T/w/r.rules"
until_ok 300 says "$bad" >/dev/null
stops "preview: SIGTERM ends it after a FIFO was watched"

# At start: the rules a FIFO are a mistake shown, not a wait.
fifo_for "$T/w/r.rules"
rm -f "$T/url"
"$bin/preview" --rules "$T/w/r.rules" --port 0 --seeds 1-2 >"$T/url" \
    2>"$T/srv.err" &
pid=$!
if until_ok 100 test -s "$T/url"; then
	U=$(head -n 1 "$T/url")
	check "preview --rules FIFO: it starts, one line on stderr" sh -c \
	    "grep -q 'r.rules: cannot read rules file: not a regular file$' \
	    '$T/srv.err' && [ \$(wc -l <'$T/srv.err') -eq 1 ]"
	check "preview --rules FIFO: the mistake shown" \
	    until_ok 300 says "$bad"
	back "$T/w/r.rules" "$rules"
	check "preview --rules FIFO: the rules followed once good" \
	    until_ok 300 says "d['error'] is None"
else
	not_ok "preview --rules FIFO: it starts" "no address printed"
fi
stops "preview --rules FIFO: SIGTERM ends it"
