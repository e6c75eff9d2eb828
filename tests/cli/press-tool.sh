# press-tool.sh: press-run's checks, merged report and manifest: reports
# read by their columns' names (in any order), and bad input named in one
# line (tool, file, line), status 2.
. tests/lib.sh

P=$bin/press-tool
H=id,seed,attempt,attempts,verdict,structure,clarity.crossing
H=$H,scores,bonuses,spread
cat >"$T/r.csv" <<EOF
$H
b-1,1,0,1,pass,aa,pass,1;2,0;1,0.5
b-2,2,0,3,fail,bb,fail,1;1,0;0,1.0
b-3,3,1,2,pass,aa,pass,2;2,0;0,0.0
EOF
# The same report, its columns in another order: read by position (the
# awk press-run had: $5 == "pass", $6 the structure), no board passes.
cat >"$T/o.csv" <<EOF
spread,verdict,structure,id,clarity.crossing,seed,attempts,bonuses,scores,attempt
0.5,pass,aa,b-1,pass,1,1,0;1,1;2,0
1.0,fail,bb,b-2,fail,2,3,0;0,1;1,0
0.0,pass,aa,b-3,pass,3,2,0;0,2;2,1
EOF

run "$P" check --seed 1 --count 4 "$T/r.csv"
cp "$T/out" "$T/check.r"
run "$P" check --seed 1 --count 4 "$T/o.csv"
check "check: the same verdict with the columns in another order" \
    sh -c "[ $rc -eq 1 ] && cmp -s '$T/out' '$T/check.r'"
cat >"$T/want" <<EOF
board b-2 (seed 2): no valid board in its attempts; left out of the deck
board b-3 (seed 3) has the same structure as board b-1 (seed 1) [structure aa]
seed 4: no board was made
EOF
check "check: a board failed, one structure twice, a seed with no board" \
    cmp -s "$T/out" "$T/want"
run "$P" chunk "$T/o.csv"
check "chunk: two boards passed, whatever the columns' order" \
    test "$rc" -eq 0 -a "$(cat "$T/out")" = 2
printf 'b-1,x.pdf,1,1\n' >"$T/short.map"
run "$P" chunk "$T/r.csv" "$T/short.map"
check "chunk: a page map without a board that passed: status 1, named" \
    sh -c "[ $rc -eq 1 ] && [ \"\$(cat '$T/out')\" = 2 ] &&
    grep -q 'short.map: board b-3: the report passed it' '$T/err'"

# A run's folder, by hand: two chunks, the second's pages after the first's.
mkdir -p "$T/c/0001" "$T/c/0002"
printf '%s\nb-1,1,0,1,pass,aa,pass,1;2,0;1,0.5\n' "$H" >"$T/c/rep.csv"
printf 'b-4,2,0,1,pass,dd,pass,1;2,0;1,0.7\n' >>"$T/c/rep.csv"
printf 'b-1,0001.pdf,1,2\n' >"$T/c/0001/0001.map"
printf 'b-4,0002.pdf,1,1\n' >"$T/c/0002/0002.map"
printf 'fingerprint x\nhost h\npages 2\n' >"$T/c/0001/env"
printf 'fingerprint x\nhost h\npages 1\n' >"$T/c/0002/env"
printf 'deck' >"$T/c/deck.pdf"
run "$P" manifest --deck "$T/c/deck.pdf" "$T/c/rep.csv" "$T/c/0001" \
    "$T/c/0002"
sum=$(sha256sum "$T/c/deck.pdf" | cut -d' ' -f1)
cat >"$T/want" <<EOF
id,seed,attempt,attempts,spread,page,file,sha256,structure
b-1,1,0,1,0.5,1-2,deck.pdf,$sum,aa
b-4,2,0,1,0.7,3,deck.pdf,$sum,dd
EOF
check "manifest: pages after the chunks before, the deck's sum" \
    sh -c "[ $rc -eq 0 ] && cmp -s '$T/out' '$T/want'"
# The page maps are read as the report is, a row at a time (issue 34):
# chunks given out of the report's order, whose pages would be counted
# after the wrong chunks, and a map's board the report did not pass, are
# refused in one line.
fails_cleanly "manifest: chunks out of the report's order are refused" 2 \
    "^press-tool: .*/0002/0002.map:1: board b-4: not the next board the report passed \(b-1\)" \
    "$P" manifest --deck "$T/c/deck.pdf" "$T/c/rep.csv" "$T/c/0002" \
    "$T/c/0001"
head -n 2 "$T/c/rep.csv" >"$T/c/rep1.csv"
run "$P" manifest --deck "$T/c/deck.pdf" "$T/c/rep1.csv" "$T/c/0001" \
    "$T/c/0002"
check "manifest: a board of the page maps the report did not pass: status 2, named" \
    sh -c "[ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] && grep -q \
    '^press-tool: .*/0002/0002.map:1: board b-4: in the page maps, but not a board the report passed$' \
    '$T/err'"
printf '%s\n' "$H" "b-1,1,0,1,pass,aa,pass,1;2,0;1,0.5" >"$T/c/one.csv"
mkdir -p "$T/c/0001/boards"
printf 'own' >"$T/c/0001/boards/b-1.pdf"
(cd "$T/c/0001" && sha256sum boards/b-1.pdf 0001.map env >SUMS)
own=$(sha256sum "$T/c/0001/boards/b-1.pdf" | cut -d' ' -f1)
run "$P" manifest --per-board "$T/c/one.csv" "$T/c/0001/"
check "manifest --per-board: each board's file and its sum from SUMS" \
    test "$rc" -eq 0 -a "$(tail -n 1 "$T/out")" = \
    "b-1,1,0,1,0.5,1-2,boards/b-1.pdf,$own,aa"

# The check in bounded memory (issue 34): a report of 3,000 rows with
# boards failed, structures met again a thousand rows on, seeds twice, out
# of order, out of the run and missing, checked in memory and with sort
# buffers of 1 KiB (hundreds of runs spilled to files and merged, the seeds'
# blocks written out and read back): the lines the rule gives, in order.
mkdir -p "$T/big"
awk -v n=3000 -v want="$T/big/want" -f tests/tools/dup-report.awk \
    >"$T/big/report.csv"
run "$P" check --seed 101 --count 3003 "$T/big/report.csv"
check "check: 3000 rows: each failed board, structure met again, seed missing, in order" \
    sh -c "[ $rc -eq 1 ] && [ ! -s '$T/err' ] && cmp -s '$T/out' '$T/big/want'"
run "$P" check --buffer 2048 --seed 101 --count 3003 "$T/big/report.csv"
check "check --buffer 2048: the same lines from runs spilled and merged" \
    sh -c "[ $rc -eq 1 ] && cmp -s '$T/out' '$T/big/want' &&
    grep -qE '^press-tool: check: [0-9]{3} and [0-9]+ runs of at most 1024 bytes spilled$' '$T/err'"
check "check: its temporary files gone (nameless: made beside the report)" \
    test "$(ls "$T/big" | tr '\n' ' ')" = "report.csv want "
fails_cleanly "check: a buffer under 2 KiB is refused" 2 \
    "^press-tool: --buffer: " \
    "$P" check --buffer 2000 --seed 101 --count 3003 "$T/big/report.csv"

# Bad input: one line, the tool, the file and the line; status 2.
printf '%s\nb-1,1,0,1,pass,aa,pass,1;2,0;1,0.5\nb-2,2,0,1,pass\n' "$H" \
    >"$T/bad.csv"
fails_cleanly "check: a row short of fields, named by file and line" 2 \
    "^press-tool: .*/bad.csv:3: 5 fields where the header has 10$" \
    "$P" check --seed 1 --count 2 "$T/bad.csv"
printf '%s\nb-"1,1,0,1,pass,aa,pass,1;2,0;1,0.5\n' "$H" >"$T/quote.csv"
fails_cleanly "chunk: a stray quote, named by file, line and field" 2 \
    "^press-tool: .*/quote.csv:2: field 1: a quote in a field not quoted$" \
    "$P" chunk "$T/quote.csv"
sed 's/verdict/verdikt/' "$T/r.csv" >"$T/nocol.csv"
fails_cleanly "merge: a report without a verdict column" 2 \
    "^press-tool: .*/nocol.csv:1: the header has no column \"verdict\"$" \
    "$P" merge "$T/nocol.csv" "$T/r.csv"
run "$P" merge "$T/r.csv" "$T/o.csv"
check "merge: reports whose columns differ are refused, in one line" \
    sh -c "[ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] &&
    grep -q '^press-tool: .*/o.csv:1: its columns are not those of .*/r.csv$' \
    '$T/err'"
printf 'b-1,0001.pdf,1\n' >"$T/c/0001/0001.map"
fails_cleanly "manifest: a page map row short of fields" 2 \
    "^press-tool: .*/0001/0001.map:1: 3 fields where a row has 4$" \
    "$P" manifest --deck "$T/c/deck.pdf" "$T/c/rep.csv" "$T/c/0001"
fails_cleanly "a report that is not there" 2 \
    "^press-tool: $T/none.csv: cannot read: No such file or directory$" \
    "$P" check --seed 1 --count 1 "$T/none.csv"
fails_cleanly "no subcommand" 2 "which subcommand" "$P"
fails_cleanly "an unknown subcommand" 2 "no subcommand \"bogus\"" "$P" bogus
fails_cleanly "check without its seeds" 2 "usage: press-tool check" \
    "$P" check "$T/r.csv"
run "$P" merge "$T/r.csv"
check "merge of one report is that report" cmp -s "$T/out" "$T/r.csv"
run sh -c '"$1" merge "$2" >/dev/full' _ "$P" "$T/r.csv"
check "a write error is status 2, in one line" sh -c "[ $rc -eq 2 ] &&
    [ \$(wc -l <'$T/err') -eq 1 ] &&
    grep -q '^press-tool: write error' '$T/err'"

# press-run is a driver (issue 31): the lock, the traps, GNU parallel and
# the kill points; the work is press-tool's, with the library's readers.
# (300 lines until issue 34 gave it a scheduler's task and ssh's
# ControlMaster: their work is press-tool's too, task, writeplan, hosts,
# put, chunkof.)
R=$bin/press-run
check "press-run is a driver: at most 360 lines" \
    test "$(wc -l <"$R")" -le 360
check "press-run parses no rules, template or style itself (no awk, xmllint)" \
    sh -c "! grep -nE '(^|[|(; ])(awk|xmllint)( |\$)' '$R'"
printf '[page]\ntitle two duplex lines\nduplex turn\nduplex tumble\n' \
    >"$T/dup.page"
run "$R" -q --count 2 --template "$T/dup.page" --impose SRA3 --out "$T/dup"
check "a template's duplex is its reader's: given twice, the last (tumble)" \
    sh -c "[ $rc -eq 0 ] && [ \"\$(cut -d, -f10- '$T/dup/manifest.csv' |
    tr '\n' ' ')\" = 'sheet,side,position 1,front,1 2,front,1 ' ]"
printf '[page]\ntitle x4 last\npdfx X-1a:2001\npdfx X-4\n' >"$T/x4.page"
run "$P" plan --count 2 --template "$T/x4.page" --out "$T/x4"
check "plan: a template whose last pdfx is X-4 makes a PDF/VT deck" \
    sh -c "[ $rc -eq 0 ] && grep -q \"^lay=(.*'--vt' 'yes'\" '$T/out'"
run "$P" plan --count 2 --seed 1x
check "plan: press-run's refusals, in its words, one line" sh -c "[ $rc -eq 2 ] &&
    [ ! -s '$T/out' ] && [ \$(wc -l <'$T/err') -eq 1 ] && grep -qx \
    'press-run: --seed: \"1x\" is not a whole number in \\[0, 999999999999\\]' \
    '$T/err'"

# fingerprint: this host's boardpress, for press-run's check of hosts
# and tasks: its version and a SHA-256 over the tools and data files.
run "$P" fingerprint
cp "$T/out" "$T/fp1"
check "fingerprint: boardpress, its version and a SHA-256" sh -c "
    [ $rc -eq 0 ] && grep -Eqx 'boardpress [^ ]+ [0-9a-f]{64}' '$T/fp1'"
D=${BOARDPRESS_DATA:-$top}
mkdir "$T/data"
cp -R "$D/templates" "$T/data/"
for d in fonts icc icons; do ln -s "$D/$d" "$T/data/$d"; done
BOARDPRESS_DATA=$T/data run "$P" fingerprint
check "the same data in another folder: the same fingerprint" \
    cmp -s "$T/out" "$T/fp1"
printf '\n' >>"$T/data/templates/rules/lanternfall.rules"
BOARDPRESS_DATA=$T/data run "$P" fingerprint
check "one byte more in a template: another fingerprint" sh -c "
    [ $rc -eq 0 ] && ! cmp -s '$T/out' '$T/fp1'"
# A FIFO among the data files is hashed as unreadable, never waited on.
mkfifo "$T/data/templates/fifo"
BOARDPRESS_DATA=$T/data run timeout 20 "$P" fingerprint
check "a FIFO in the data folder: no wait, a fingerprint still" sh -c "
    [ $rc -eq 0 ] && grep -Eqx 'boardpress [^ ]+ [0-9a-f]{64}' '$T/out'"
