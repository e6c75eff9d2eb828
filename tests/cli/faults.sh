# faults.sh: a closed pipe, a full disk, an unreadable input and an
# upstream tool that dies midway each end in one clear line and exit 2;
# a downstream tool refuses the deck it was left with.
. tests/lib.sh

# one_line DESC STATUS PATTERN: the last run (status in $rc, stderr in
# $T/err) exited STATUS with exactly one stderr line matching PATTERN.
one_line() {
	lines=$(wc -l <"$T/err")
	if [ "$rc" -eq "$2" ] && [ "$lines" -eq 1 ] &&
	    grep -qE -- "$3" "$T/err"; then
		ok "$1"
	else
		not_ok "$1" "status $rc (want $2), $lines stderr lines:" \
		    "$(head -c 400 "$T/err")"
	fi
}

"$bin/gen-graph" --count 300 -q >"$T/deck.xml"
"$bin/gen-graph" --count 2 -q | "$bin/gen-content" -q |
    "$bin/validate" -q >"$T/small.xml"

# A closed pipe: the reader goes away after 100 bytes. SIGPIPE is ignored,
# so the write fails with EPIPE and the tool says so. Each output is larger
# than a pipe holds and than the 1 MiB the deck writer holds back.
for cmd in "gen-graph --count 300" "gen-content $T/deck.xml" \
    "validate -q --no-schema $T/deck.xml" "layout-pdf $T/deck.xml"; do
	tool=${cmd%% *}
	# shellcheck disable=SC2086
	{ "$bin/"$cmd 2>"$T/err"; echo $? >"$T/st"; } | head -c 100 >/dev/null
	rc=$(cat "$T/st")
	one_line "$tool: a closed pipe is one write error, exit 2" 2 \
	    "^$tool: write error on standard output: Broken pipe$"
done

# A full disk, on standard output and on the files named by options.
for cmd in "gen-graph --count 3" "gen-content $T/small.xml" \
    "validate $T/small.xml" "layout-pdf $T/small.xml"; do
	tool=${cmd%% *}
	run sh -c "exec '$bin/'$cmd >/dev/full"
	one_line "$tool: a full disk is one write error, exit 2" 2 \
	    "^$tool: write error on standard output: No space left on device$"
done
# Files named by options are written beside and renamed into place, but
# never over a device or a link. A copy of /dev/full and of /dev/stdout in
# $T stand in for them where they can be made (as root, renaming in /dev
# would work, so a mistake here must not cost the machine its devices).
full=/dev/full
mknod "$T/full" c 1 7 2>/dev/null && full=$T/full
ln -s /proc/self/fd/1 "$T/stdout"

# A generator whose reader is gone stops at its first failed write, its
# workers too, instead of making the rest of the count for nobody: asked
# for 100 million boards (hours of work), it must be gone long before the
# safety net of timeout (which would make the status 124).
stops() {
	one_line "gen-graph $1: stops at once, one write error, exit 2" 2 \
	    "^gen-graph: write error on standard output: $2$"
}
for jobs in 1 2; do
	{ timeout 300 "$bin/gen-graph" --count 100000000 --jobs $jobs \
	    2>"$T/err"; echo $? >"$T/st"; } | head -c 100 >/dev/null
	rc=$(cat "$T/st")
	stops "--jobs $jobs | head -c 100" "Broken pipe"
	run sh -c "exec timeout 300 '$bin/gen-graph' --count 100000000 \
	    --jobs $jobs >'$full'"
	stops "--jobs $jobs >FULL" "No space left on device"
	if [ -z "${BP_VALGRIND:-}" ]; then
		run sh -c "exec timeout 300 '$bin/gen-graph' --count \
		    100000000 --jobs $jobs >&-"
		stops "--jobs $jobs >&-" "Bad file descriptor"
	fi
done
run "$bin/layout-pdf" -o "$full" "$T/small.xml"
one_line "layout-pdf -o FULL: one write error, exit 2" 2 \
    "^layout-pdf: $full: cannot write: No space left on device$"
check "layout-pdf -o FULL leaves the device a device" test -c "$full"
run "$bin/validate" -q --report "$full" "$T/small.xml"
one_line "validate --report FULL: one write error, exit 2" 2 \
    "^validate: $full: cannot write the report: No space left on device$"
check "validate --report FULL leaves the device a device" test -c "$full"
# The report is written (flushed) row by row, and whole before the deck
# is closed: a report that cannot be written stops the run before the
# deck goes out, and no whole deck comes without its report.
run "$bin/validate" -q --report "$full" "$T/small.xml"
check "validate --report FULL writes no deck (nor any part of one)" \
    test ! -s "$T/out"
"$bin/layout-pdf" -o "$T/stdout" "$T/small.xml" >"$T/via-stdout.pdf"
"$bin/layout-pdf" "$T/small.xml" >"$T/direct.pdf"
check "layout-pdf -o STDOUT writes the PDF through it" \
    cmp -s "$T/via-stdout.pdf" "$T/direct.pdf"
check "layout-pdf -o STDOUT leaves the link a link" test -L "$T/stdout"
ln -s "$T/target.pdf" "$T/link.pdf"
"$bin/layout-pdf" -o "$T/link.pdf" "$T/small.xml"
check "layout-pdf -o LINK writes through the link" \
    sh -c "test -L '$T/link.pdf' && cmp -s '$T/target.pdf' '$T/direct.pdf'"

# Unreadable input: a folder, a closed standard input.
mkdir "$T/folder.xml"
for tool in gen-content validate layout-pdf; do
	run "$bin/$tool" "$T/folder.xml"
	one_line "$tool: an unreadable file is one line, exit 2" 2 \
	    "^$tool: .*folder.xml: cannot read: Is a directory$"
done
# Closed standard streams: not under valgrind, whose log file takes the
# closed descriptor before the tool starts.
if [ -z "${BP_VALGRIND:-}" ]; then
	for tool in gen-content validate layout-pdf; do
		run sh -c "exec '$bin/$tool' <&-"
		one_line "$tool: a closed standard input is one line, exit 2" \
		    2 "^$tool: stdin: cannot read: Bad file descriptor$"
	done
	for cmd in "gen-graph" "gen-content $T/small.xml" \
	    "validate $T/small.xml" "layout-pdf $T/small.xml"; do
		tool=${cmd%% *}
		run sh -c "exec '$bin/'$cmd >&-"
		one_line "$tool: a closed standard output is one line, exit 2" \
		    2 "^$tool: write error on standard output: Bad file descriptor$"
	done
fi
run "$bin/gen-graph" --rules "$T/folder.xml"
one_line "gen-graph: an unreadable rules file is one line, exit 2" 2 \
    "^gen-graph: .*folder.xml: cannot read rules file: Is a directory$"

# An upstream tool that dies midway: gen-graph is killed while it writes.
# Every tool downstream refuses what it was left with, and no PDF is made.
# Each stage's status and messages are kept apart.
# gen-graph is killed once its output has passed the 1 MiB it holds back:
# a copy of what it wrote is watched, not the clock.
mkfifo "$T/gg"
: >"$T/written"
"$bin/gen-graph" --count 100000 -q 2>/dev/null >"$T/gg" &
pid=$!
{
	tee "$T/written" <"$T/gg" &
	i=0 # (a safety net of 10 minutes, should gen-graph die first)
	while [ "$(wc -c <"$T/written")" -le 1048576 ] &&
	    [ $i -lt 12000 ]; do
		sleep 0.05
		i=$((i + 1))
	done
	kill -9 "$pid"
	wait
} | { "$bin/gen-content" -q 2>"$T/e1"; echo $? >"$T/s1"; } |
    { "$bin/validate" -q 2>"$T/e2"; echo $? >"$T/s2"; } |
    { "$bin/layout-pdf" 2>"$T/e3"; echo $? >"$T/s3"; } >"$T/killed.pdf"
k=0
for tool in gen-content validate layout-pdf; do
	k=$((k + 1))
	rc=$(cat "$T/s$k")
	cp "$T/e$k" "$T/err"
	one_line "$tool: after an upstream tool was killed, one line, exit 2" \
	    2 "^$tool: stdin(:[0-9]+)?: (the deck is truncated: it ends before </deck>|empty input: no deck)$"
done
check "after an upstream tool was killed, no PDF is written" \
    test ! -s "$T/killed.pdf"

# The deck writer closes the document only when it was read whole: the
# output of a tool that met a cut deck is itself refused downstream.
# (Cut in the middle, whatever size the deck is.)
head -c $(($(wc -c <"$T/deck.xml") / 2)) "$T/deck.xml" >"$T/cut.xml"
"$bin/gen-content" -q "$T/cut.xml" >"$T/cut-out.xml" 2>/dev/null
check "a tool given a cut deck does not close its own output" \
    sh -c "! grep -q '</deck>' '$T/cut-out.xml'"
run "$bin/validate" -q "$T/cut-out.xml"
one_line "validate: refuses the unclosed output of a tool that failed" 2 \
    "^validate: .*cut-out.xml(:[0-9]+)?: the deck is truncated"
