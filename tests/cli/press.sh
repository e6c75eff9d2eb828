# press.sh: press-run, a print run in chunks: its run folder; a run that is
# interrupted, loses a job, fills the disk or fails goes on with --resume
# to the same bytes; the ssh path; distinct boards; invalid boards.
. tests/lib.sh
. tests/interrupt.sh

P=$bin/press-run
OPT="--count 40 --chunk 5"

# same_run A B: the run folders hold the same files, byte for byte, the
# joblog aside (it records times and hosts).
same_run() {
	(cd "$1" && find . -type f ! -name joblog | LC_ALL=C sort) >"$T/l1"
	(cd "$2" && find . -type f ! -name joblog | LC_ALL=C sort) >"$T/l2"
	cmp -s "$T/l1" "$T/l2" || return 1
	while read -r f; do
		cmp -s "$1/$f" "$2/$f" || return 1
	done <"$T/l1"
}

# expect DESC COND: COND, shell code run here, holds.
expect() {
	if eval "$2"; then
		ok "$1"
	else
		not_ok "$1" "status $rc, stderr: $(head -c 600 "$T/err")"
	fi
}

# doc_title PDF: the document's Title, as poppler reads it.
doc_title() {
	pdfinfo "$1" 2>/dev/null | sed -n '1s/^Title: *//p'
}

# joblog_ok DIR N: parallel's joblog in DIR ends with N jobs, each exit 0.
joblog_ok() {
	awk -F'\t' 'NR > 1 { v[$1] = $7 "/" $8 } END { for (k in v) {
	    n++; if (v[k] != "0/0") exit 1 } exit n != '"$2"' }' "$1/joblog"
}

run "$P" -q $OPT --out "$T/a"
check "press-run makes 40 boards, quietly" test "$rc" -eq 0 -a ! -s "$T/err"
for f in deck.pdf manifest.csv report.csv seats.csv lanternfall.rules \
    joblog settings job.xjdf; do
	check "the run folder holds $f" test -s "$T/a/$f"
done
check "and nothing else (the chunks are gone)" test "$(ls -A "$T/a" |
    wc -l)" -eq 8
check "the deck has 40 pages" test "$(qpdf --show-npages "$T/a/deck.pdf")" \
    -eq 40
run qpdf --check "$T/a/deck.pdf"
check "qpdf finds the deck sound" test "$rc" -eq 0
for box in TrimBox BleedBox; do
	run mutool show "$T/a/deck.pdf" pages/40/$box
	check "page 40 keeps its $box through the merge" grep -q '^\[' "$T/out"
done
check "the rules are copied as they are" cmp -s "$T/a/lanternfall.rules" \
    templates/rules/lanternfall.rules
check "the manifest's columns" test "$(head -n 1 "$T/a/manifest.csv")" = \
    "id,seed,attempt,attempts,spread,page,file,sha256,structure"
sum=$(sha256sum "$T/a/deck.pdf" | cut -d' ' -f1)
check "a manifest row per board: id, seed, page and the deck's sha256" \
    awk -F, -v s="$sum" 'NR > 1 { n++; if ($1 != sprintf("lanternfall-%06d",
    n) || $2 != n || $6 != n || $7 != "deck.pdf" || $8 != s) exit 1 }
    END { exit n != 40 }' "$T/a/manifest.csv"
check "the report has every board, with its structure's hash" awk -F, '
    NR == 1 { if ($6 != "structure") exit 1; next } { n++
    if (length($6) != 64 || $6 !~ /^[0-9a-f]+$/) exit 1 }
    END { exit n != 40 }' \
    "$T/a/report.csv"
check "the manifest shows the structure hashes, all distinct" sh -c "
    cut -d, -f9 '$T/a/manifest.csv' | sort | uniq -d | grep -q . && exit 1
    cut -d, -f6 '$T/a/report.csv' | tail -n +2 >'$T/h1'
    cut -d, -f9 '$T/a/manifest.csv' | tail -n +2 | cmp -s - '$T/h1'"
check "the joblog has 8 jobs, all made" joblog_ok "$T/a" 8
# The default chunk depends on the count alone: count/2 within [10, 500].
run "$P" -q --count 44 --out "$T/dc"
expect "by default 44 boards go in 2 chunks of 22, all made" \
    '[ "$rc" -eq 0 ] && grep -qx "chunk 22" "$T/dc/settings" &&
    joblog_ok "$T/dc" 2'
run qpdf --qdf "$T/a/deck.pdf" -
check "the deck's Title is the run's, not its first chunk's" grep -aq \
    "/Title (Lanternfall: lanternfall-000001 to lanternfall-000040)" \
    "$T/out"
check "and the PDF/X keys of the first chunk stay" grep -aq \
    "/GTS_PDFXVersion" "$T/out"
# A title with a '#' in it is the rules reader's (press-run read it with
# an awk of its own, which cut it there): the run's deck says what the
# pipe's does.
sed '0,/^title .*/s//title    Lanternfall #2 edition/' \
    templates/rules/lanternfall.rules >"$T/hash.rules"
run "$P" -q --rules "$T/hash.rules" --count 2 --out "$T/hash"
"$bin/gen-graph" --rules "$T/hash.rules" --count 2 | "$bin/gen-content" |
    "$bin/validate" -q | "$bin/layout-pdf" -o "$T/hash.pdf"
expect "press-run titles its deck as the pipe does ('#' kept)" \
    '[ "$rc" -eq 0 ] && t=$(doc_title "$T/hash.pdf") &&
    [ "$t" = "$(doc_title "$T/hash/deck.pdf")" ] &&
    [ "$t" = "Lanternfall #2 edition: lanternfall-000001 to lanternfall-000002" ]'

run "$P" -q $OPT --out "$T/b"
check "the same command in another folder gives the same files" \
    same_run "$T/a" "$T/b"
fails_cleanly "a run folder is never run over without --resume" 2 \
    "holds a run already: add --resume" "$P" -q $OPT --out "$T/a"
run "$P" $OPT --out "$T/a" --resume
expect "--resume on a finished run has nothing to do" \
    '[ "$rc" -eq 0 ] && grep -q "is finished" "$T/err"'
run "$P" -q --count 40 --chunk 4 --out "$T/a" --resume
expect "--resume with other settings is refused, saying which" \
    '[ "$rc" -eq 2 ] && grep -q "other settings" "$T/err" &&
    grep -q "^< chunk 5" "$T/err"'
# The fingerprint takes in the bytes of the output profile the colours
# separate through (issue 30): a profile changed under the same name makes
# another run; a condition layout-pdf has no profile for stops the run
# before its folder is made.
cp "$top/tests/fuzz/icc/fogra39-v2.icc" "$T/shop.icc"
run "$P" -q --count 2 --layout-opt "--icc=$T/shop.icc" --out "$T/ir"
cp "$top/icc/FOGRA39-boardpress.icc" "$T/shop.icc"
[ "$rc" -eq 0 ] &&
    run "$P" -q --count 2 --layout-opt "--icc=$T/shop.icc" --out "$T/ir" \
    --resume
expect "--resume after the profile changed under its name is refused" \
    '[ "$rc" -eq 2 ] && grep -q "^> fingerprint" "$T/err"'
fails_cleanly "a condition layout-pdf has no profile for: refused first" 2 \
    "press-run: layout-pdf: FOGRA51: boardpress has no ICC profile" "$P" \
    --count 2 --layout-opt=--condition=FOGRA51 --out "$T/f51"
check "... before its run folder is made" test ! -e "$T/f51"
fails_cleanly "--count is needed" 2 "--count" "$P"
fails_cleanly "layout-pdf's --max-pages is press-run's business" 2 \
    "press-run chooses layout-pdf's files" "$P" --count 3 \
    --layout-opt=--max-pages=2 --out "$T/none"
SOURCE_DATE_EPOCH=86400 run "$P" -q --count 3 --out "$T/sd"
check "SOURCE_DATE_EPOCH is the run's, kept in its settings" grep -q \
    "^source-date 86400$" "$T/sd/settings"
run "$P" -q --count 3 --out "$T/sd" --resume
expect "--resume with another SOURCE_DATE_EPOCH is refused" \
    '[ "$rc" -eq 2 ] && grep -q "^> source-date 0" "$T/err"'
fails_cleanly "an unknown option" 2 "unknown option" "$P" --count 3 --bogus
fails_cleanly "gen-graph's options are checked first" 2 "^press-run: gen-graph" \
    "$P" --count 3 --players 99 --out "$T/none"
run "$P" -h
check "-h prints the usage" grep -q "^usage: press-run" "$T/out"
printf '[page]\ntitle press-run test\nbleed 5\n' >"$T/test.page"
run "$P" -q --count 3 --template "$T/test.page" --out "$T/tp"
if "$bin/layout-pdf" -h | grep -q -- --template; then
	expect "--template FILE goes to layout-pdf and into the run folder" \
	    '[ "$rc" -eq 0 ] && cmp -s "$T/test.page" "$T/tp/test.page"'
else
	expect "--template: refused while layout-pdf has no templates" \
	    '[ "$rc" -eq 2 ] && grep -q "no page templates" "$T/err"'
fi

run "$P" -q --count 12 --chunk 4 --per-board --out "$T/pb"
check "--per-board: a PDF per board, besides the deck" test "$rc" -eq 0 -a \
    "$(ls "$T/pb/boards" | wc -l)" -eq 12 -a \
    "$(qpdf --show-npages "$T/pb/deck.pdf")" -eq 12
check "--per-board: the manifest names each board's file and its sha256" \
    sh -c "cd '$T/pb' && awk -F, 'NR > 1 { print \$8 \"  \" \$7 }' \
    manifest.csv | sha256sum --quiet -c"
check "--per-board: each board's PDF is one page with its TrimBox" sh -c "
    f='$T/pb/boards/lanternfall-000007.pdf'
    test \$(qpdf --show-npages \$f) -eq 1 &&
    mutool show \$f pages/1/TrimBox | grep -q '^\['"

# Boards of several pages (an expedition's back) and pages of several
# boards (proof sheets): the manifest follows layout-pdf's page map.
run "$P" -q --count 8 --chunk 3 --expansion voyage --per-board --out "$T/vy"
expect "boards of two pages: the manifest's page ranges, a 2-page PDF each" \
    '[ "$rc" -eq 0 ] && [ "$(qpdf --show-npages "$T/vy/deck.pdf")" -eq 16 ] &&
    [ "$(cut -d, -f6 "$T/vy/manifest.csv" | tr "\n" " ")" = \
    "page 1-2 3-4 5-6 7-8 9-10 11-12 13-14 15-16 " ] &&
    [ "$(qpdf --show-npages "$T/vy/boards/lanternfall-000005.pdf")" -eq 2 ]'
run "$P" -q --count 8 --chunk 4 --layout-opt=--proof=4 --out "$T/pf"
expect "proof sheets: four boards a page, the manifest says which" \
    '[ "$rc" -eq 0 ] && [ "$(qpdf --show-npages "$T/pf/deck.pdf")" -eq 2 ] &&
    [ "$(cut -d, -f6 "$T/pf/manifest.csv" | tr "\n" " ")" = \
    "page 1 1 1 1 2 2 2 2 " ]'
run "$P" -q --kind transport --count 6 --chunk 3 --out "$T/tr"
expect "transport boards: a run, with their structures" \
    '[ "$rc" -eq 0 ] && [ "$(qpdf --show-npages "$T/tr/deck.pdf")" -eq 6 ] &&
    [ "$(cut -d, -f9 "$T/tr/manifest.csv" | sort -u | wc -l)" -eq 7 ]'

# Seeds past 2^31 (mawk's printf "%d" stops at 2147483647): the boards of
# the seeds the run says, in its manifest and the deck's title.
run "$P" -q --count 3 --seed 999999999990 --out "$T/big"
expect "seeds up to 999999999999: the boards of those seeds, quietly" \
    '[ "$rc" -eq 0 ] && [ ! -s "$T/err" ] &&
    [ "$(tail -n +2 "$T/big/manifest.csv" | cut -d, -f1,2 | tr "\n" " ")" = \
    "lanternfall-999999999990,999999999990 lanternfall-999999999991,999999999991 lanternfall-999999999992,999999999992 " ]'
run qpdf --qdf "$T/big/deck.pdf" -
check "and the deck's Title says those seeds" grep -aq \
    "/Title (Lanternfall: lanternfall-999999999990 to lanternfall-999999999992)" \
    "$T/out"
run "$P" -q --count 20 --chunk 10 --seed 2147483640 --out "$T/wrap"
expect "a run across 2^31: each seed once, in order, no board missing" \
    '[ "$rc" -eq 0 ] && [ ! -s "$T/err" ] &&
    [ "$(tail -n +2 "$T/wrap/manifest.csv" | cut -d, -f2 | tr "\n" " ")" = \
    "$(seq 2147483640 2147483659 | tr "\n" " ")" ] &&
    [ "$(tail -n +2 "$T/wrap/report.csv" | cut -d, -f1 | sort -u | wc -l)" -eq 20 ]'
run "$P" -q --count 2 --seed 010 --out "$T/oct"
expect "--seed 010 is seed 10 (not octal 8, nor \"no board was made\")" \
    '[ "$rc" -eq 0 ] && [ ! -s "$T/err" ] && grep -q "^seed 10$" \
    "$T/oct/settings" && grep -q "^lanternfall-000011,11," \
    "$T/oct/manifest.csv"'
fails_cleanly "an abbreviated --max-pages is refused too (getopt_long)" 2 \
    "--max-p=1: press-run chooses layout-pdf's files" "$P" --count 3 \
    --layout-opt --max-p=1 --out "$T/none"
fails_cleanly "and an abbreviated --output" 2 \
    "press-run chooses layout-pdf's files" "$P" --count 3 \
    --layout-opt=--outp=x.pdf --out "$T/none"
SOURCE_DATE_EPOCH=253402300800 fails_cleanly \
    "a SOURCE_DATE_EPOCH layout-pdf refuses is refused first, in its words" 2 \
    'SOURCE_DATE_EPOCH: "253402300800" is not seconds since 1970 \(up to the year 9999\)' \
    "$P" --count 3 --out "$T/none"
check "and nothing is made" test ! -e "$T/none"
# A $TMPDIR with no room (a file size limit: EFBIG, as ENOSPC would be).
mkdir "$T/tmpfull"
run bash -c 'trap "" XFSZ; ulimit -f 2; TMPDIR=$1; export TMPDIR; shift
    exec "$@"' _ "$T/tmpfull" "$P" -q --count 3 --out "$T/none"
expect "a TMPDIR with no room is named, in one line, before anything" \
    '[ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
    grep -q "^press-run: cannot write in .*/tmpfull (TMPDIR): File too large" \
    "$T/err" && [ ! -e "$T/none" ] && [ -z "$(ls -A "$T/tmpfull")" ]'

# A start stopped before its settings, as press-run before 2026-11-24 left
# it (chunks/ and the rules' copy made first): --resume starts it.
mkdir -p "$T/s0/chunks"
cp templates/rules/lanternfall.rules "$T/s0/"
run "$P" -q $OPT --out "$T/s0" --resume
expect "a start stopped before its settings is resumed: the same files" \
    '[ "$rc" -eq 0 ] && same_run "$T/a" "$T/s0"'
# A run stopped between its manifest and its clean-up, as press-run before
# 2026-11-24 left it (chunks/ beside the manifest): --resume finishes it.
cp -R "$T/a" "$T/mc"
mkdir -p "$T/mc/chunks/0001"
run "$P" -q $OPT --out "$T/mc" --resume
expect "a run stopped before its clean-up: --resume removes its chunks" \
    '[ "$rc" -eq 0 ] && [ ! -e "$T/mc/chunks" ] && same_run "$T/a" "$T/mc"'
# A finished run whose deck is gone: one --resume, no chunk "damaged".
cp -R "$T/a" "$T/nd"
rm "$T/nd/deck.pdf"
run "$P" $OPT --out "$T/nd" --resume
expect "a finished run without its deck: one --resume makes it, quietly" \
    '[ "$rc" -eq 0 ] && ! grep -v "boards from seed\|boards in .*deck.pdf" \
    "$T/err" && same_run "$T/a" "$T/nd" && [ ! -e "$T/nd/chunks" ]'
# Two press-runs started together in one folder: one makes the run, the
# other says in one line why it does not.
"$P" -q $OPT --out "$T/two" 2>"$T/err1" &
p1=$!
"$P" -q $OPT --out "$T/two" 2>"$T/err2" &
p2=$!
wait $p1
r1=$?
wait $p2
r2=$?
if [ $r1 -eq 0 ]; then rl=$r2 el=$T/err2 ew=$T/err1; else rl=$r1 el=$T/err1 ew=$T/err2; fi
expect "two press-runs at once in a folder: one makes it, the other says why" \
    '[ $((r1 + r2)) -eq 2 ] && [ "$rl" -eq 2 ] && [ ! -s "$ew" ] &&
    [ "$(wc -l <"$el")" -eq 1 ] && grep -Eq \
    "^press-run: .*(another press-run, .* is working there|holds a run already)" \
    "$el" && same_run "$T/a" "$T/two"'

# Faults, made on purpose: a press-run beside a layout-pdf that is slow,
# killed once, or fails, as files in $T/marks say. The other tools are
# the real ones; BOARDPRESS_DATA finds the data from there.
W=$T/w
mkdir -p "$W" "$T/marks"
cp "$P" "$W/"
for t in gen-graph gen-content validate; do
	ln -s "$bin/$t" "$W/$t"
done
# layout-pdf, and press-tool pipe (a job's four tools in one process, the
# jobs' way since issue 34), go slow, hold, die or fail on the marks; the
# other calls of press-tool go straight through.
for t in layout-pdf press-tool; do
	cat >"$W/$t" <<EOF
#!/bin/sh
m=$T/marks
[ "$t" = layout-pdf ] || [ "\$1" = pipe ] || exec "$bin/$t" "\$@"
[ -e \$m/slow ] && sleep 1
case " \$* " in
*" -o "*) while [ -e \$m/hold ]; do sleep 0.05; done ;;
esac
case " \$* " in
*" 0002.pdf "*)
	[ -e \$m/kill-once ] && rm -f \$m/kill-once && kill -9 \$\$
	[ -e \$m/fail ] && echo "layout-pdf: no room for 0002.pdf" >&2 && exit 2
	;;
esac
exec "$bin/$t" "\$@"
EOF
	chmod +x "$W/$t"
done
export BOARDPRESS_DATA="$top"

# Ctrl-C once two chunks are made (the joblog's header and two lines).
touch "$T/marks/slow"
interrupt_at "$T/c/joblog" 3 "$W/press-run" $OPT --jobs 1 --out "$T/c" \
    >/dev/null 2>"$T/err"
rm -f "$T/marks/slow"
expect "Ctrl-C stops the run (status 130), saying how to go on" \
    '[ "$rc" -eq 130 ] && grep -q "go on with: press-run.*--resume" "$T/err"'
check "an interrupted run has no deck and no manifest" test ! -e \
    "$T/c/deck.pdf" -a ! -e "$T/c/manifest.csv"
# Chunk 1 as a host with other rules would make it.
sed 's/^title .*/title Other/' templates/rules/lanternfall.rules \
    >"$T/other.rules"
"$P" --chunk-job 0 0001 1 5 "$T/other.rules" "" 0 +validate --no-schema +layout \
    >"$T/c/chunks/0001.tar"
run "$W/press-run" -q $OPT --jobs 1 --out "$T/c" --resume
expect "a chunk made with other rules is refused and struck from the joblog" \
    '[ "$rc" -eq 2 ] && grep -q "chunk 0001 was made on .* other rules" \
    "$T/err" && ! grep -q "^1	" "$T/c/joblog"'
run "$W/press-run" -q $OPT --jobs 1 --out "$T/c" --resume
check "the same command with --resume finishes it" test "$rc" -eq 0
check "and gives the same files as a run never interrupted" \
    same_run "$T/a" "$T/c"
check "the joblog has each job once, made" joblog_ok "$T/c" 8

# press-run itself killed outright (SIGKILL, no trap): its parallel runs
# on, so the folder stays locked until that parallel has ended; then
# --resume finishes the run, each job in the joblog once.
touch "$T/marks/slow"
setsid "$W/press-run" -q $OPT --jobs 1 --out "$T/k9" >/dev/null 2>&1 &
k9=$!
i=0
while [ "$(cat "$T/k9/joblog" 2>/dev/null | wc -l)" -lt 2 ] && [ $i -lt 6000 ]; do
	sleep 0.05
	i=$((i + 1))
done
# (hold: the jobs' layout-pdf waits while it is there, so parallel is
# still at work when the folder is tried, whatever the machine's load.)
touch "$T/marks/hold"
kill -9 "$k9"
run "$W/press-run" -q $OPT --jobs 1 --out "$T/k9" --resume
expect "press-run killed outright: its parallel still holds the folder" \
    '[ "$rc" -eq 2 ] && grep -q "the parallel of one that was killed" "$T/err"'
rm -f "$T/marks/slow" "$T/marks/hold"
# Wait for the event: the folder's lock given up by all it started (its
# parallel and the jobs); ten minutes only as a safety net.
flock -w 600 "$T/k9" true
run "$W/press-run" -q $OPT --jobs 1 --out "$T/k9" --resume
expect "once it has ended, --resume finishes the run: the same files" \
    '[ "$rc" -eq 0 ] && same_run "$T/a" "$T/k9" && joblog_ok "$T/k9" 8'

touch "$T/marks/kill-once"
run "$W/press-run" -q $OPT --out "$T/d"
check "a killed job is tried again and the run finishes" test "$rc" -eq 0 \
    -a ! -e "$T/marks/kill-once"
check "with the same files" same_run "$T/a" "$T/d"

touch "$T/marks/fail"
run "$W/press-run" -q $OPT --retries 1 --out "$T/e"
rm -f "$T/marks/fail"
expect "a chunk failing every try is named, with its tools' words" \
    '[ "$rc" -eq 2 ] &&
    grep -q "chunk 0002 (seeds 6-10) failed .* after 2 tries" "$T/err" &&
    grep -q "no room for 0002.pdf" "$T/err" &&
    grep -q "1 of 8 chunks not made (0002)" "$T/err"'
check "the chunks that were made are kept" test \
    "$(ls -d "$T/e/chunks/0"*[0-9] | wc -l)" -eq 7
run flock "$T/e" "$W/press-run" -q $OPT --retries 1 --out "$T/e" --resume
expect "one press-run at a time in a run folder" \
    '[ "$rc" -eq 2 ] && grep -q "another press-run, .* is working there" "$T/err"'
run "$W/press-run" -q $OPT --retries 1 --out "$T/e" --resume
expect "--resume makes the missing chunk: the same files" \
    '[ "$rc" -eq 0 ] && same_run "$T/a" "$T/e"'

# A full disk, as a file size limit: writes fail (EFBIG), as with ENOSPC.
# A chunk's PDF is about 49 KB, the deck about 390 KB.
limited() {
	bash -c 'trap "" XFSZ; ulimit -f "$1"; shift; exec "$@"' _ "$@"
}
run limited 30 "$P" -q $OPT --retries 0 --out "$T/f"
expect "a disk full for the chunks: every chunk is reported" \
    '[ "$rc" -eq 2 ] && grep -q "8 of 8 chunks not made" "$T/err"'
run limited 200 "$P" -q $OPT --out "$T/f" --resume
expect "a disk full for the deck: no deck.pdf, nor a partial one" \
    '[ "$rc" -eq 2 ] && [ ! -e "$T/f/deck.pdf" ] &&
    [ ! -e "$T/f/deck.pdf.tmp" ] && grep -q "cannot write .*deck.pdf" "$T/err"'
run "$P" -q $OPT --out "$T/f" --resume
expect "room again: --resume gives the same files" \
    '[ "$rc" -eq 0 ] && same_run "$T/a" "$T/f"'

# Beyond one machine: parallel's ssh is a stand-in that logs each call and
# runs the command here, as sshd would on the host: with SHELL set to the
# login shell (parallel's remote wrapper runs the job with $SHELL; CI runs
# the suite with no SHELL at all).
cat >"$T/ssh" <<EOF
#!/bin/sh
echo "\$*" >>"$T/ssh.log"
while [ \$# -gt 0 ]; do
	case \$1 in
	-[bcDEeFIiJLlmOopQRSWw]) shift 2 ;;
	-*) shift ;;
	*) break ;;
	esac
done
shift
[ "\${1-}" = -- ] && shift
SHELL=/bin/sh
export SHELL
exec sh -c "\$*"
EOF
chmod +x "$T/ssh"
echo "2/far" >"$T/hosts"
PARALLEL_SSH=$T/ssh run "$P" -q $OPT --sshloginfile "$T/hosts" --out "$T/g"
# (8 jobs, and first the question of the host's boardpress; each call
# with press-run's ControlMaster options before the host.)
call="^-o ControlMaster=auto .* far .*GNU_Parallel_worker"
expect "--sshloginfile: every chunk goes through ssh to the host" \
    '[ "$rc" -eq 0 ] && [ "$(grep -c "$call" "$T/ssh.log")" -eq 9 ] &&
    [ "$(cut -f2 "$T/g/joblog" | grep -c "^far$")" -eq 8 ]'
check "and the run gives the same files" same_run "$T/a" "$T/g"
# A connection that drops while a chunk comes back, the job's status still
# 0: each chunk is named with its host, and --resume makes them again.
sed 's|^exec sh -c "\$\*"$|sh -c "$*" \| head -c 3000|' "$T/ssh" >"$T/ssh-cut"
chmod +x "$T/ssh-cut"
PARALLEL_SSH=$T/ssh-cut run "$P" -q $OPT --sshloginfile "$T/hosts" \
    --out "$T/cut"
expect "a chunk cut short on its way back is named with its host" \
    '[ "$rc" -eq 2 ] && grep -q "chunk 0001 (seeds 1-5): its output from far came back damaged or cut short" "$T/err" &&
    grep -q "8 of 8 chunks not made" "$T/err"'
PARALLEL_SSH=$T/ssh run "$P" -q $OPT --sshloginfile "$T/hosts" \
    --out "$T/cut" --resume
expect "and --resume over a sound connection gives the same files" \
    '[ "$rc" -eq 0 ] && same_run "$T/a" "$T/cut"'

# A run by a scheduler's tasks (docs/scheduling.md): --plan writes the
# folder and the plan; --job K makes chunk K, K from its argument or the
# scheduler's variable; --assemble ends the run; the files are a local
# run's. (The real Slurm: tests/cli/slurm.sh.)
run "$P" --plan $OPT --out "$T/s"
expect "--plan: the number of chunks, a --job command each, the assembly" \
    '[ "$rc" -eq 0 ] && [ "$(head -n 1 "$T/out")" = "chunks 8" ] &&
    [ "$(grep -c -- " --job [0-7] --out $T/s\$" "$T/out")" -eq 8 ] &&
    tail -n 1 "$T/out" | grep -q -- " --assemble --out $T/s\$"'
check "--plan makes no chunk: settings, rules, the list and the plan" \
    test "$(cd "$T/s" && find . -type f | LC_ALL=C sort | tr '\n' ' ')" = \
    "./chunks/list ./chunks/plan ./lanternfall.rules ./settings "
unset SLURM_ARRAY_TASK_ID JOB_COMPLETION_INDEX AWS_BATCH_JOB_ARRAY_INDEX \
    PBS_ARRAY_INDEX
fails_cleanly "--job with no K and no scheduler's index" 2 "which chunk\?" \
    "$P" --job --out "$T/s"
fails_cleanly "--job past the last chunk (an array numbered from 1)" 2 \
    "chunk index 8 is out of range: this run has 8 chunks, 0 to 7" \
    "$P" --job 8 --out "$T/s"
SLURM_ARRAY_TASK_ID=x fails_cleanly "a scheduler's index that is no number" \
    2 'chunk index "x" is not a whole number' "$P" --job --out "$T/s"
# A plan is a file from outside the task: each fault gets one line naming
# the plan, before anything is run; a FIFO in its place is not waited on.
# bad_plan NAME SED: the run folder copied to T/NAME, its plan's words
# (one a line) edited by SED.
bad_plan() {
	rm -rf "$T/$1" && cp -R "$T/s" "$T/$1" &&
	    tr '\0' '\n' <"$T/s/chunks/plan" | sed "$2" | tr '\n' '\0' \
	    >"$T/$1/chunks/plan"
}
bad_plan pc '' && truncate -s -1 "$T/pc/chunks/plan"
fails_cleanly "a plan cut short" 2 "pc/chunks/plan: not a plan press-run --plan wrote \(cut short\)" \
    "$P" --job 0 --out "$T/pc"
bad_plan pr '2s|^/|./|'
fails_cleanly "a plan whose folder is not absolute" 2 \
    "pr/chunks/plan: .*its folder is not an absolute path" \
    "$P" --job 0 --out "$T/pr"
bad_plan pd '3s/.*/12ab/'
fails_cleanly "a plan whose date is not seconds" 2 \
    "pd/chunks/plan: .*its date is not seconds since 1970" \
    "$P" --job 0 --out "$T/pd"
bad_plan pf "4s/\$/$(printf '\033')[2J/"
fails_cleanly "a plan whose fingerprint holds an escape" 2 \
    "pf/chunks/plan: .*its fingerprint is not one line of text" \
    "$P" --job 0 --out "$T/pf"
bad_plan po '$a --frobnicate'
fails_cleanly "a plan whose command line is not press-run's" 2 \
    'po/chunks/plan: unknown option "--frobnicate"' \
    "$P" --job 0 --out "$T/po"
bad_plan ph '2s|.*|/nonexistent/planner|'
run "$P" -q --job 0 --out "$T/ph"
expect "a plan made in a folder this host has not: planned here, made" \
    '[ "$rc" -eq 0 ] && [ ! -s "$T/err" ] &&
    [ "$(find "$T/ph/chunks" -mindepth 1 -maxdepth 1 -type d | wc -l)" -eq 1 ]'
rm -rf "$T/pq" && cp -R "$T/s" "$T/pq" && rm "$T/pq/chunks/plan" &&
    mkfifo "$T/pq/chunks/plan"
run timeout 20 "$P" --job 0 --out "$T/pq"
expect "a FIFO for a plan: no wait, one line" \
    '[ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
    grep -q "pq/chunks/plan: not a regular file" "$T/err"'
SLURM_ARRAY_TASK_ID=1 JOB_COMPLETION_INDEX=2 run "$P" --job --out "$T/s"
expect "SLURM_ARRAY_TASK_ID comes before JOB_COMPLETION_INDEX" \
    '[ "$rc" -eq 0 ] && [ -d "$T/s/chunks/0002" ] &&
    [ ! -e "$T/s/chunks/0003" ] && grep -q \
    "chunk 0002 (seeds 6-10) made on .* (SLURM_ARRAY_TASK_ID=1)" "$T/err"'
JOB_COMPLETION_INDEX=2 AWS_BATCH_JOB_ARRAY_INDEX=3 run "$P" -q --job \
    --out "$T/s"
AWS_BATCH_JOB_ARRAY_INDEX=3 PBS_ARRAY_INDEX=4 run "$P" -q --job --out "$T/s"
PBS_ARRAY_INDEX=4 run "$P" -q --out "$T/s" --job
check "then JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX, PBS_ARRAY_INDEX" \
    test -d "$T/s/chunks/0003" -a -d "$T/s/chunks/0004" -a \
    -d "$T/s/chunks/0005" -a ! -e "$T/s/chunks/0006"
ls -i "$T/s/chunks/0002/SUMS" >"$T/inode"
run "$P" --job 1 --out "$T/s"
expect "a chunk made is not made again" \
    '[ "$rc" -eq 0 ] && grep -q "chunk 0002 .* is made already" "$T/err" &&
    ls -i "$T/s/chunks/0002/SUMS" | cmp -s - "$T/inode"'
fails_cleanly "--assemble names the chunks not made, in one line" 2 \
    "4 of 8 chunks not made \(0001 0006 0007 0008\); the others are kept" \
    "$P" --assemble --out "$T/s"
"$P" -q --job 5 --out "$T/s" & j1=$!
"$P" -q --job 5 --out "$T/s" & j2=$!
wait $j1; r1=$?
wait $j2; r2=$?
expect "two tasks of one chunk at once: both end well, one chunk" \
    '[ $r1 -eq 0 ] && [ $r2 -eq 0 ] && [ -f "$T/s/chunks/0006/SUMS" ] &&
    [ -z "$(ls "$T/s/chunks" | grep task)" ]'
# A task killed midway leaves a tar and a folder of its own.
: >"$T/s/chunks/0008.task-far-1.tar"
mkdir "$T/s/chunks/0008.task-far-1"
# A host whose boardpress differs: one file more in its data folder.
mkdir "$T/od"
cp -R "${BOARDPRESS_DATA:-$top}/templates" "$T/od/"
for d in fonts icc icons; do
	ln -s "${BOARDPRESS_DATA:-$top}/$d" "$T/od/$d"
done
: >"$T/od/templates/extra"
BOARDPRESS_DATA=$T/od fails_cleanly \
    "a task on a host whose boardpress differs" 2 \
    "host .*: its boardpress \(boardpress .*\) differs from the one that" \
    "$P" --job 0 --out "$T/s"
for k in 0 6 7; do "$P" -q --job $k --out "$T/s"; done
run "$P" -q --assemble --out "$T/s"
expect "--assemble: the files of a local run, byte for byte (no joblog)" \
    '[ "$rc" -eq 0 ] && [ ! -s "$T/err" ] && [ ! -e "$T/s/chunks" ] &&
    rm -rf "$T/a2" && cp -R "$T/a" "$T/a2" && rm "$T/a2/joblog" &&
    same_run "$T/a2" "$T/s"'
run "$P" --job 3 --out "$T/s"
expect "a task on a finished run has nothing to do" \
    '[ "$rc" -eq 0 ] && grep -q "is finished; nothing to do" "$T/err"'
# With --per-board: each board's own PDF too, in the local run's bytes.
"$P" --plan -q --count 12 --chunk 4 --per-board --out "$T/sp" >/dev/null &&
    for k in 2 0 1; do "$P" -q --job $k --out "$T/sp"; done
run "$P" -q --assemble --out "$T/sp"
expect "--per-board by tasks: the deck, the boards' PDFs, the manifest" \
    '[ "$rc" -eq 0 ] && rm -rf "$T/pb2" && cp -R "$T/pb" "$T/pb2" &&
    rm "$T/pb2/joblog" && same_run "$T/pb2" "$T/sp"'

# Boards must be distinct: a dungeon so small that seeds dig the same one.
cat >"$T/tiny.rules" <<EOF
[rules]
id       tiny
kind     dungeon
players  1 6
[board]
cols      6
rows      5
length    3
floor     0.5
tunnels   1500
cell_min  4
cell_max  40
[content]
starts         1
exit_distance  0.1
start_spacing  1
EOF
run "$P" -q --rules "$T/tiny.rules" --count 20 --out "$T/t"
expect "two boards with one structure: status 1, both named, no deck" \
    '[ "$rc" -eq 1 ] && [ ! -e "$T/t/deck.pdf" ] &&
    [ ! -e "$T/t/manifest.csv" ] &&
    grep -q "has the same structure as board tiny-" "$T/err" &&
    grep -q "boards must be distinct" "$T/err"'

# Seed 416 fails its first attempt (fairness.sides): its chunk of one has
# no valid board.
run "$P" -q --seed 414 --count 4 --chunk 1 --players 6 --expansion thorns \
    --expansion scissors --max-attempts 1 --out "$T/v"
expect "a board never made valid: status 1, named, left out of the deck" \
    '[ "$rc" -eq 1 ] &&
    grep -q "board lanternfall-000416 (seed 416): no valid" "$T/err" &&
    ! grep -q "lanternfall-000416" "$T/v/manifest.csv" &&
    [ "$(qpdf --show-npages "$T/v/deck.pdf")" -eq 3 ] && joblog_ok "$T/v" 4'

# A rules file named as one of the run's own files: its copy in the run
# folder would overwrite that file (a rules file called settings made the
# run's settings the rules, and --resume then refused the folder).
mkdir -p "$T/own"
cp templates/rules/lanternfall.rules "$T/own/settings"
fails_cleanly "a rules file named settings is refused, before any work" 2 \
    "settings: the run folder keeps a copy under its name" \
    "$P" --count 1 --rules "$T/own/settings" --out "$T/own/run"
check "and no run folder is made" test ! -e "$T/own/run"

run make -s install PREFIX="$T/usr"
check "make install installs press-run and its man page" test -x \
    "$T/usr/bin/press-run" -a -f "$T/usr/share/man/man1/press-run.1"
unset BOARDPRESS_DATA
(cd "$T" && "$T/usr/bin/press-run" -q --count 3 --out "$T/i") 2>"$T/err"
check "the installed press-run runs from another folder" test -s \
    "$T/i/manifest.csv"
