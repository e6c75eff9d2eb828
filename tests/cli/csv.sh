# csv.sh: a rules file's sections read from CSV files it names (issue 36,
# item 4): the shipped rules with every section but [rules] in CSV files
# (made here from templates/rules/KIND.rules by tests/tools/rules2csv.py,
# which covers every section of every shipped rules file) make the same
# boards and byte-identical PDFs as the typed rules, for every kind, a
# value quoted in its CSV file too; the decks differ only in the <rules>
# text and the <asset>s that carry the CSV files, so a deck whose CSV
# files are gone lays out the same PDF; a malformed CSV is one line
# naming its file, line and column (or the rules' line for a file that
# cannot be read); playtest --calibrate and press-run take CSV rules.
. tests/lib.sh
export BOARDPRESS_DATA="$top"

# pipe RULES NAME: the four tools on 3 boards of seed 11, $T/NAME.xml
# and $T/NAME.pdf; the status of the last that failed in $rc.
pipe() {
	rc=0
	"$bin/gen-graph" --rules "$1" --seed 11 --count 3 >"$T/$2.g.xml" \
	    2>"$T/err" || rc=$?
	[ $rc -eq 0 ] && { "$bin/gen-content" "$T/$2.g.xml" |
	    "$bin/validate" >"$T/$2.xml"; } 2>>"$T/err" || rc=2
	[ $rc -eq 0 ] && { "$bin/layout-pdf" "$T/$2.xml" >"$T/$2.pdf"; } \
	    2>>"$T/err" || rc=2
}

# boards FILE: the deck's boards (what follows its head, the rules and
# assets: the writer starts each board on a line of its own).
boards() {
	sed -n '/^  <board /,$p' "$1"
}

# tocsv RULES DIR [OPTION...]: RULES as CSV-driven rules in DIR (every
# section but [rules] from a CSV file, or what rules2csv.py's OPTIONs
# say). [names]' lists run down their columns, and [type]'s and [good]'s
# records end in CRLF, so the reader takes a spreadsheet's lists and line
# ends too.
tocsv() {
	r=$1 d=$2
	shift 2
	/usr/bin/python3 tests/tools/rules2csv.py --down names \
	    --crlf type,good "$@" "$r" "$d"
}

# Every section of every shipped rules file is read from its CSV file
# (one the converter missed or cannot write is named).
kinds=
for r in templates/rules/*.rules; do
	k=$(basename "$r" .rules)
	kinds="$kinds $k"
	tocsv "$r" "$T/$k" 2>"$T/err"
	check "$k: rules2csv.py converts the shipped rules" sh -c \
	    "[ -s '$T/$k/$k.rules' ] && [ ! -s '$T/err' ]"
	missed=
	for s in $(sed -n 's/^\[\([a-z_]*\)[] ].*/\1/p' "$r" | sort -u); do
		[ "$s" = rules ] && continue
		grep -qx "\[$s\] from $s.csv" "$T/$k/$k.rules" &&
		    [ -s "$T/$k/$s.csv" ] || missed="$missed [$s]"
	done
	d="$k: ... every section but [rules] into a CSV file"
	check "$d${missed:+ (not:$missed)}" test -z "$missed"
done
check "the shipped rules are the three kinds' at least" \
    test "$(echo $kinds | wc -w)" -ge 3

for k in $kinds; do
	pipe "templates/rules/$k.rules" "$k.typed"
	pipe "$T/$k/$k.rules" "$k.csv"
	check "$k: the CSV-driven rules make the pipe" test "$rc" -eq 0
	boards "$T/$k.typed.xml" >"$T/a"
	boards "$T/$k.csv.xml" >"$T/b"
	check "$k: ... the same boards as the typed rules" sh -c \
	    "[ -s '$T/a' ] && cmp -s '$T/a' '$T/b'"
	check "$k: ... and a byte-identical PDF" cmp -s "$T/$k.typed.pdf" \
	    "$T/$k.csv.pdf"
	nfile=$(ls "$T/$k"/*.csv | wc -l)
	check "$k: the deck carries each of the $nfile CSV files as an <asset>" \
	    test "$(grep -c '^  <asset name="[a-z]*\.csv"' "$T/$k.csv.xml")" \
	    -eq "$nfile"
	check "$k: ... and differs from the typed deck in its head only" \
	    sh -c "! cmp -s '$T/$k.typed.xml' '$T/$k.csv.xml'"
done

# A value with a comma and a quote: quoted in its CSV file (RFC 4180)
# and read back as typed: the same boards, and the PDF, which draws it.
sed 's/^title     Keeper$/title     Keeper, "the Old"/' \
    templates/rules/lanternfall.rules >"$T/q.rules"
tocsv "$T/q.rules" "$T/q"
check "a value with a comma and a quote is quoted in its CSV file" grep -qx \
    'keeper,"Keeper, ""the Old""",reed bramble remedy,' "$T/q/mission.csv"
pipe "$T/q.rules" q.typed
pipe "$T/q/q.rules" q.csv
boards "$T/q.typed.xml" >"$T/a"
boards "$T/q.csv.xml" >"$T/b"
check "... read back: the same boards and a byte-identical PDF" sh -c \
    "[ $rc -eq 0 ] && [ -s '$T/a' ] && cmp -s '$T/a' '$T/b' &&
    cmp -s '$T/q.typed.pdf' '$T/q.csv.pdf'"
check "... which draws the value" sh -c \
    "pdftotext '$T/q.csv.pdf' - | grep -q 'Keeper, \"the Old\"'"

# Some sections from CSV files and the rest typed (--only) make the same.
tocsv templates/rules/lanternfall.rules "$T/only" --only type,mission
pipe "$T/only/lanternfall.rules" only
boards "$T/only.xml" >"$T/b"
boards "$T/lanternfall.typed.xml" >"$T/a"
check "[type] and [mission] from CSV files, the rest typed: the same" \
    sh -c "[ $rc -eq 0 ] && [ -s '$T/a' ] && cmp -s '$T/a' '$T/b' &&
    cmp -s '$T/lanternfall.typed.pdf' '$T/only.pdf' &&
    [ \$(grep -c ' from ' '$T/only/lanternfall.rules') -eq 2 ]"
# What the converter cannot write as the rules say is refused, named.
printf '[rules]\nid x\n\n[board]\ncols 40\ncols 41\n' >"$T/twice.rules"
fails_cleanly "rules2csv.py refuses a key set twice, naming its line" 2 \
    'twice.rules:6: cols: set twice' tests/tools/rules2csv.py \
    "$T/twice.rules" "$T/twice"

# Reprint: the deck alone, its CSV files gone, through the tools again.
rm "$T"/tidewater/*.csv
run "$bin/layout-pdf" "$T/tidewater.csv.xml"
check "the deck lays out the same PDF once its CSV files are gone" sh -c \
    "[ $rc -eq 0 ] && cmp -s '$T/out' '$T/tidewater.csv.pdf'"
"$bin/gen-content" "$T/tidewater.csv.g.xml" | "$bin/validate" --schema \
    >"$T/again.xml" 2>"$T/err"
check "... gen-content and validate --schema read the deck's CSV files" \
    cmp -s "$T/again.xml" "$T/tidewater.csv.xml"
check "... and the deck keeps to templates/schema/deck.rng" sh -c \
    "xmllint --noout --relaxng templates/schema/deck.rng '$T/again.xml' 2>/dev/null"
sed '/^  <asset name="names.csv"/,/^  <\/asset>/d' "$T/tidewater.csv.xml" \
    >"$T/noasset.xml"
fails_cleanly "a deck without the asset its rules read: one line" 2 \
    'noasset.xml:[0-9]+: names.csv: not in the deck' \
    "$bin/layout-pdf" "$T/noasset.xml"

# The <style> comes before the <asset>s, in both readers.
sed '0,/^  <\/asset>$/s//  <\/asset>\n  <style>\n[style]\nid s\nkind transport\n<\/style>/' \
    "$T/tidewater.csv.xml" >"$T/late.xml"
fails_cleanly "a <style> after an <asset> is refused" 2 \
    'late.xml:[0-9]+: <style> does not belong in a deck' \
    "$bin/gen-content" "$T/late.xml"
fails_cleanly "... by the schema's reader too" 2 \
    'late.xml:[0-9]+: <style> does not belong in a deck' \
    "$bin/gen-content" --schema "$T/late.xml"

# A deck's <asset>s are bounded in number as in bytes (each is looked up
# by name as it is added: 60,000 empty ones took a minute): the 4,097th file
# is refused in one line, by both readers.
awk '/^  <asset /&&!done { for (i = 0; i < 4096; i++) printf "  <asset " \
    "name=\"x%d\" sha256=\"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b" \
    "934ca495991b7852b855\"></asset>\n", i; done = 1 } { print }' \
    "$T/tidewater.csv.xml" >"$T/many.xml"
fails_cleanly "a deck of more than 4096 assets is refused in one line" 2 \
    'many.xml:[0-9]+: asset [^ ]+: more than 4096 files' \
    "$bin/gen-content" "$T/many.xml"
fails_cleanly "... by the schema's reader too" 2 \
    'many.xml:[0-9]+: asset [^ ]+: more than 4096 files' \
    "$bin/gen-content" --schema "$T/many.xml"

# playtest --calibrate reads the rules again, with their CSV files; the
# section it weighs is typed (one from a CSV file cannot be: told).
W=$T/weigh
tocsv templates/rules/tidewater.rules "$W" --typed fairness
pipe "$W/tidewater.rules" weigh
run "$bin/playtest" --games 10 --calibrate "$T/cal" --weigh \
    'fairness airport good' "$T/weigh.xml"
check "playtest --calibrate weighs CSV-driven rules" sh -c \
    "[ $rc -eq 0 ] && grep -q '^boards 3' '$T/cal'"
fails_cleanly "... and says a section read from a CSV file cannot be weighed" \
    2 'no \[fairness\] section to weigh \(typed' "$bin/playtest" --games 10 \
    --calibrate "$T/cal2" --weigh 'fairness airport good' \
    "$T/tidewater.csv.xml"

# Malformed CSV files: one line, FILE:LINE:COLUMN. bad WHAT STATUS
# PATTERN: lanternfall's rules with $T/m/type.csv as the test left it.
L=$T/lanternfall
mkdir "$T/m"
cp "$L"/*.csv "$L/lanternfall.rules" "$T/m"
bad() {
	fails_cleanly "$1" "$2" "$3" "$bin/gen-graph" --rules \
	    "$T/m/lanternfall.rules" --count 1
	rm -f "$T/m/type.csv"
	cp "$L/type.csv" "$T/m/type.csv"
}
printf 'name,title\nreed,"Reed\n' >"$T/m/type.csv"
bad "an unterminated quote" 2 'm/type.csv:2:2: a quoted field is not closed'
sed '3s/,4,4,/,4,/' "$L/type.csv" >"$T/m/type.csv"
bad "a row of too few fields" 2 'm/type.csv:3:13: 13 fields, but the header has 14'
sed '3s/,4,4,/,x,4,/' "$L/type.csv" >"$T/m/type.csv"
bad "a bad value names its line, column and key" 2 \
    'm/type.csv:3:5: prob: one number is needed, not "x"'
sed '1s/,prob,/,probability,/' "$L/type.csv" >"$T/m/type.csv"
bad "a column no key of the section" 2 \
    'm/type.csv:1:5: unknown setting "probability" in \[type\]'
sed '3s/^reed/lantern/' "$L/type.csv" >"$T/m/type.csv"
bad "a row naming an entry twice" 2 'm/type.csv:3:1: \[type lantern\] appears twice'
printf 'glade,Gl\000ade,flora,grow,1,1,,,,,,,,\r\n' >>"$T/m/type.csv"
bad "a NUL byte" 2 'm/type.csv:[0-9]+:2: a NUL byte'
printf 'glade,Gl\377ade,flora,grow,1,1,,,,,,,,\r\n' >>"$T/m/type.csv"
bad "bytes that are not UTF-8" 2 'm/type.csv:[0-9]+:2: not UTF-8'
head -c 1048577 /dev/zero | tr '\0' x >"$T/m/type.csv"
bad "a file over 1 MiB" 2 'lanternfall.rules:[0-9]+: .*m/type.csv: larger than 1 MiB'
rm "$T/m/type.csv"
mkfifo "$T/m/type.csv"
bad "a FIFO is refused, never waited on" 2 \
    'lanternfall.rules:[0-9]+: .*m/type.csv: not a regular file'
rm "$T/m/type.csv"
bad "a missing file" 2 'lanternfall.rules:[0-9]+: .*m/type.csv: cannot open it'
sed 's|from type.csv|from ../lanternfall/type.csv|' "$L/lanternfall.rules" \
    >"$T/m/lanternfall.rules"
bad "a path out of the rules' folder" 2 \
    'lanternfall.rules:[0-9]+: \.\./lanternfall/type.csv: a CSV file is named by a path inside'
sed "s|from type.csv|from $L/type.csv|" "$L/lanternfall.rules" \
    >"$T/m/lanternfall.rules"
bad "an absolute path" 2 'a CSV file is named by a path inside the rules'
cp "$L/lanternfall.rules" "$T/m/lanternfall.rules"
{ head -n 1 "$L/type.csv"; i=0; while [ $i -lt 1001 ]; do
	printf 't%d,T,flora,grow,1,0,,,,,,,,\r\n' $i; i=$((i + 1)); done; } \
    >"$T/m/type.csv"
bad "more than 1000 rows" 2 'm/type.csv:1002:1: more than 1001 records'

# A style's file cannot share a name with a CSV file the rules read (the
# deck holds one asset a name).
printf '[style]\nid clash\nkind nodes\n\n[icon lantern]\nfile type.csv\n' \
    >"$T/m/clash.style"
fails_cleanly "a style's file named as the rules' CSV file: one line" 2 \
    'clash.style:6: file "type.csv": the rules read a CSV file of that name' \
    "$bin/gen-graph" --rules "$T/m/lanternfall.rules" --style \
    "$T/m/clash.style" --count 1

# preview reads the rules again when a CSV file they read changes: a
# mistake in it is shown as FILE:LINE:COLUMN, and mended, it is gone.
P=$T/pv
cp -r "$L" "$P"
preview_start -q --rules "$P/lanternfall.rules" --port 0 --seeds 1-2
sed '3s/,4,4,/,x,4,/' "$P/type.csv" >"$P/t" && mv "$P/t" "$P/type.csv"
check "preview: a CSV file changed is read again, its mistake shown" \
    until_ok 100 sh -c "curl -s '${U}api/version' |
    grep -q 'pv/type.csv:3:5: prob'"
cp "$L/type.csv" "$P/type.csv"
check "... and mended, it is gone" until_ok 100 \
    sh -c "curl -s '${U}api/version' | grep -q '\"error\":null'"
kill -TERM "$pid"
wait "$pid"

# press-run: the run is made, and a chunk made with another CSV file
# is one of other rules (the fingerprint sums the CSV files).
run "$bin/press-run" -q --count 4 --chunk 2 --rules "$L/lanternfall.rules" \
    --keep-chunks --out "$T/run"
check "press-run makes a run of CSV-driven rules" test "$rc" -eq 0
cp -r "$L" "$T/other"
sed '3s/,4,4,/,3,4,/' "$L/type.csv" >"$T/other/type.csv"
rm -r "$T/run/chunks/0001" "$T/run/deck.pdf" "$T/run/manifest.csv"
"$bin/press-run" --chunk-job 0 0001 1 2 "$T/other/lanternfall.rules" "" 0 \
    +validate --no-schema +layout >"$T/run/chunks/0001.tar" 2>"$T/err"
run "$bin/press-run" -q --count 4 --chunk 2 --rules "$L/lanternfall.rules" \
    --keep-chunks --out "$T/run" --resume
check "a chunk made with another CSV file is refused on --resume" sh -c \
    "[ $rc -eq 2 ] && grep -q 'chunk 0001 was made on .* other rules' '$T/err'"
# The run folder keeps what a reprint needs: beside the rules' copy each
# CSV file they read under its name in the rules (one in a folder of its
# own here), the pins and the page template given as a file. Those copies
# alone, the originals gone or changed, resume the run and reprint it byte
# for byte (the same run code: a template file is fingerprinted by its
# bytes, not its path).
O=$T/orig
cp -r "$L" "$O"
mkdir "$O/data"
mv "$O/type.csv" "$O/data/type.csv"
sed -i 's|^\[type\] from type.csv|[type] from data/type.csv|' \
    "$O/lanternfall.rules"
printf 'node 150 100 type moth\n' >"$T/keep.pins"
cp templates/page/shop-marks.page "$O/mine.page"
R=$T/kept
run "$bin/press-run" -q --count 4 --chunk 2 --rules "$O/lanternfall.rules" \
    --pins "$T/keep.pins" --template "$O/mine.page" --out "$R"
missed=
for f in $(cd "$O" && find . -name '*.csv') keep.pins; do
	src=$O/$f
	[ "$f" = keep.pins ] && src=$T/keep.pins
	cmp -s "$src" "$R/$f" || missed="$missed $f"
done
check "press-run's folder holds the rules' CSV files and the pins${missed:+ (not:$missed)}" \
    sh -c "[ $rc -eq 0 ] && [ -z '$missed' ] && [ -s '$R/data/type.csv' ]"
cp "$R/deck.pdf" "$R/manifest.csv" "$R/report.csv" "$T/"
rm -r "$O/data" "$T/keep.pins" "$O/mine.page"
sed -i '2s/,3$/,2/' "$O/action.csv"
rm "$R/deck.pdf" "$R/manifest.csv"
run "$bin/press-run" -q --count 4 --chunk 2 --rules "$R/lanternfall.rules" \
    --pins "$R/keep.pins" --template "$R/mine.page" --out "$R" --resume
check "... which resume it, the originals gone or changed" sh -c \
    "[ $rc -eq 0 ] && cmp -s '$T/deck.pdf' '$R/deck.pdf' &&
    cmp -s '$T/manifest.csv' '$R/manifest.csv'"
run "$bin/press-run" -q --count 4 --chunk 2 --rules "$R/lanternfall.rules" \
    --pins "$R/keep.pins" --template "$R/mine.page" --out "$T/again"
check "... and reprint it byte for byte in another folder" sh -c \
    "[ $rc -eq 0 ] && cmp -s '$T/deck.pdf' '$T/again/deck.pdf' &&
    cmp -s '$T/manifest.csv' '$T/again/manifest.csv' &&
    cmp -s '$T/report.csv' '$T/again/report.csv'"
mkdir -p "$T/clash/chunks"
cp "$L"/* "$T/clash/"
mv "$T/clash/type.csv" "$T/clash/chunks/type.csv"
sed -i 's|^\[type\] from type.csv|[type] from chunks/type.csv|' \
    "$T/clash/lanternfall.rules"
fails_cleanly "a CSV file named into one of the run's own folders: one line" \
    2 'chunks/type.csv: the run folder keeps a copy under its name, which is one of the run.s own files' \
    "$bin/press-run" -q --count 2 --rules "$T/clash/lanternfall.rules" \
    --out "$T/clashrun"
echo "1..$n"
