# playtest.sh: fairness shown by play (issue 32): playtest plays every
# board of a deck with bots (built in, a designer's shared library, a
# designer's program in Python over docs/play.md's protocol) and writes a
# certificate, the same bytes for the same seed, rules and bot; a broken
# bot gives one line naming it and the board, status 2, and no hang; an
# unfair board is found unfair, and validate --play makes it again. The
# game is the test kind dots' race (tests/kinds/dots/play.c), so the
# tools are those built with the test kinds (DIR/kinds, as kinds.sh).
. tests/lib.sh

# (A built tree's bin/ has its test kinds in build/kinds beside it, so
# BP_BIN=/work/base/bin tests the old tools' own.)
case $bin in
"$top/bin") kinds=$top/build/kinds ;;
*) kinds=$(dirname "$bin")/kinds
	[ -x "$kinds/gen-graph" ] || kinds=$(dirname "$bin")/build/kinds ;;
esac
[ -x "$kinds/gen-graph" ] || kinds=$top/build/kinds
export BOARDPRESS_DATA="$top"
py=tests/data/playbot.py
pt=$kinds/playtest

# deck NAME RULES SEED COUNT: a validated deck of dots boards for 2 seats.
deck() {
	"$kinds/gen-graph" --rules "$2" --seed "$3" --count "$4" --players 2 |
	    "$kinds/gen-content" | "$kinds/validate" --no-schema >"$T/$1.xml"
}
deck fair tests/kinds/dots/dots.rules 5 3
printf '[play]\nbias 6\nspread 0.2\n' |
    cat tests/kinds/dots/dots.rules - >"$T/unfair.rules"
deck unfair "$T/unfair.rules" 5 3
check "the tools with the test kinds include playtest" test -x "$pt"

# The designer's Python bot: a certificate, the same twice.
run "$pt" --bot $py --games 200 --out "$T/py1.csv" "$T/fair.xml"
check "playtest plays the dots boards with the Python bot" \
    test "$rc" -eq 0 -a "$(grep -c '^dots-0000[0-9]*,[0-9]*,0,tests/data/playbot.py,2,200,' "$T/py1.csv")" -eq 3
check "the certificate's header names its columns" grep -q \
    '^id,seed,attempt,bot,seats,games,max_games,confidence,boards,spread,wins,shares,low,high,verdict$' \
    "$T/py1.csv"
"$pt" --bot $py --games 200 "$T/fair.xml" >"$T/py2.csv" 2>"$T/err"
check "the Python bot's certificate is the same bytes twice" \
    cmp -s "$T/py1.csv" "$T/py2.csv"

# The C bots: random and the kind's greedy, one row each per board.
run "$pt" --bot random --bot greedy "$T/fair.xml"
check "the built-in random and greedy bots give a row per board and bot" \
    test "$rc" -eq 0 -a "$(grep -c ',random,2,' "$T/out")" -eq 3 -a \
    "$(grep -c ',greedy,2,' "$T/out")" -eq 3
cp "$T/out" "$T/c1.csv"
run "$pt" --bot random --bot greedy "$T/fair.xml"
check "the C bots' certificate is the same bytes twice" \
    eval 'test "$rc" -eq 0 -a -s "$T/c1.csv" && cmp -s "$T/out" "$T/c1.csv"'
check "the sequential test stops at a look (32, 64, ... 2048 games)" \
    awk -F, 'NR > 1 { rows++; g = $6; while (g > 32 && g % 2 == 0) g /= 2;
	if (g != 32 && $6 != 2048) exit 1 } END { exit rows != 6 }' \
    "$T/c1.csv"
run "$pt" --bot greedy --games 100 --spread 1 "$T/fair.xml"
check "with every share within the spread surely, a board is fair" \
    test "$rc" -eq 0 -a "$(grep -c ',fair$' "$T/out")" -eq 3

# A designer's shared library, and one built for another abi.
cc -shared -fPIC -Ilib -o "$T/last.so" tests/data/playbot_lib.c &&
    cc -shared -fPIC -Ilib -DBOT_ABI=99 -o "$T/old.so" \
    tests/data/playbot_lib.c
run "$pt" --bot "$T/last.so" --games 50 "$T/fair.xml"
check "a shared library's bot plays (dlopen)" \
    test "$rc" -eq 0 -a "$(grep -c "last.so,2,50," "$T/out")" -eq 3
fails_cleanly "a library built for another bot abi is refused" 2 \
    "^playtest: $T/old.so: board dots-000005: is built for bot abi 99, not 1$" \
    "$pt" --bot "$T/old.so" "$T/fair.xml"
cc -shared -fPIC -Ilib -DBOT_ILLEGAL -o "$T/bad.so" tests/data/playbot_lib.c
for j in 1 3; do
	fails_cleanly "a library's illegal move, on $j threads: the first game's" 2 \
	    "^playtest: $T/bad.so: board dots-000005: chose move 3 of 3 \(game 5, turn 2\)$" \
	    "$pt" -j $j --bot "$T/bad.so" --games 50 "$T/fair.xml"
done

# Threads share a board's games out; the certificate is the same bytes.
run "$pt" -j 3 --bot random --bot greedy "$T/fair.xml"
check "-j 3 gives the certificate of one thread, byte for byte" \
    eval 'test "$rc" -eq 0 -a -s "$T/c1.csv" && cmp -s "$T/out" "$T/c1.csv"'
fails_cleanly "an unknown built-in bot is refused" 2 \
    "^playtest: nosuch: board dots-000005: no such built-in bot for dots boards$" \
    "$pt" --bot nosuch "$T/fair.xml"

# gone: the bot whose process id is in $T/pid has ended and was reaped
# (a zombie would still answer kill -0).
gone() {
	test -s "$T/pid" && ! kill -0 "$(cat "$T/pid")" 2>/dev/null
}

# Broken bots: one line naming the bot and the board, status 2, no
# certificate, the program gone (reaped), whatever it did.
broken() {
	mode=$1
	pat=$2
	rm -f "$T/pid" "$T/cert.csv"
	PLAYBOT=$mode PLAYBOT_PIDFILE="$T/pid" fails_cleanly \
	    "a bot that breaks ($mode): one line, status 2" 2 \
	    "^playtest: $py: board dots-000005: $pat" \
	    "$pt" --time-limit 0.3 --bot $py --games 50 --out "$T/cert.csv" \
	    "$T/fair.xml"
	check "... and no certificate, and the bot ($mode) is gone" \
	    eval 'test ! -e "$T/cert.csv" && gone'
}
broken crash 'crashed \(signal 11, .*\) when asked for a move \(game 0, turn 4\)$'
broken hang 'gave no answer in 0.3 s when asked for a move \(game 0, turn 4\)$'
broken illegal 'answered move 3 of 3 \(0 to 2\) when asked for a move'
broken flood 'flooded its output: an answer longer than 63 bytes'
broken garbage 'answered the handshake with something else than'
broken bye 'exited with status 3 at the handshake$'
broken chatter 'wrote more than its one answer line'
# One that ignores quit is killed once the time limit is past.
rm -f "$T/pid"
PLAYBOT=quiet PLAYBOT_PIDFILE="$T/pid" run "$pt" --time-limit 0.3 \
    --bot $py --games 20 "$T/fair.xml"
check "a bot that ignores quit is killed and reaped, the run whole" \
    test "$rc" -eq 0 -a "$(wc -l <"$T/out")" -eq 4 -a -s "$T/pid"
check "... and it is gone" gone
echo '#!/bin/sh' >"$T/notabot"
fails_cleanly "a file that is not a program is refused" 2 \
    "^playtest: $T/notabot: board dots-000005: is not a program" \
    "$pt" --bot "$T/notabot" "$T/fair.xml"

# Unfair boards: seat 1's head start is found, and validate --play makes
# a board that is surely unfair again.
run "$pt" --bot greedy "$T/unfair.xml"
check "a board with a head start for seat 1 is found unfair (status 1)" \
    test "$rc" -eq 1 -a "$(grep -c ',unfair$' "$T/out")" -eq 3
printf '[play]\nbias 1\nspread 0.1\n' |
    cat tests/kinds/dots/dots.rules - >"$T/mild.rules"
"$kinds/gen-graph" --rules "$T/mild.rules" --seed 5 --count 1 --players 2 |
    "$kinds/gen-content" >"$T/mild.xml"
run "$kinds/validate" --no-schema --play greedy --report "$T/rep.csv" \
    "$T/mild.xml"
check "validate --play makes the unfair board again, naming the check" \
    grep -q '^validate: .*: board dots-000005: made again at attempt 1, as attempt 0 failed: unfair: 128 games by greedy, shares 0.766 \[0.564, 0.892\], 0.234 \[0.108, 0.436\]; spread 0.1 allowed \[fairness.play\]$' \
    "$T/err"
check "the verdict and intervals are in <validation>" grep -q \
    '<check id="fairness.play" result="pass" detail="undecided: 1024 games by greedy, shares 0.451 \[0.381, 0.523\], 0.549 \[0.477, 0.619\]; spread 0.1 allowed"/>' \
    "$T/out"
check "... and in the report's fairness.play and play columns" \
    grep -q ',fairness.play,.*,play$' "$T/rep.csv"
check "... the report's row of the board made again" grep -q \
    '^dots-000005,5,1,2,pass,.*,pass,pass,,,0.000,"undecided: 1024 games by greedy, shares 0.451' \
    "$T/rep.csv"
cp "$T/out" "$T/mild1.xml"
run "$kinds/validate" --no-schema --play greedy --play-threads 2 "$T/mild.xml"
check "validate --play on 2 threads gives the same deck, byte for byte" \
    eval 'test "$rc" -eq 0 -a -s "$T/mild1.xml" && cmp -s "$T/out" "$T/mild1.xml"'
run "$kinds/validate" --no-schema "$T/mild.xml"
check "without --play, validate plays nothing" \
    test "$rc" -eq 0 -a "$(grep -c 'fairness.play' "$T/out")" -eq 0
PLAYBOT=crash run "$kinds/validate" --no-schema --play $py "$T/mild.xml"
check "validate --play with a bot that breaks: one line naming the bot and the board, status 2" \
    test "$rc" -eq 2 -a "$(wc -l <"$T/err")" -eq 1 -a \
    "$(grep -c "^validate: $py: board dots-000005: crashed" "$T/err")" -eq 1

# A deck not validated has no seats to play.
"$kinds/gen-graph" --rules tests/kinds/dots/dots.rules --seed 5 --count 1 \
    >"$T/raw.xml"
fails_cleanly "a board without <validation> is refused" 2 \
    "board dots-000005: not validated \(no <validation>\): run validate first" \
    "$pt" "$T/raw.xml"

# Usage mistakes: one line, status 2.
fails_cleanly "a confidence out of (0, 1) is refused" 2 \
    '^playtest: --confidence: "2" is not a number in' \
    "$pt" --confidence 2 "$T/fair.xml"
fails_cleanly "--games and --half-width together are refused" 2 \
    '^playtest: --games and --half-width: one or the other$' \
    "$pt" --games 5 --half-width 0.1 "$T/fair.xml"
fails_cleanly "a missing deck file is refused" 2 "cannot open deck" \
    "$pt" /nonexistent/deck.xml
head -c "$(($(wc -c <"$T/fair.xml") - 400))" "$T/fair.xml" >"$T/cut.xml"
fails_cleanly "a truncated deck: no certificate, status 2" 2 "truncated" \
    "$pt" --games 10 "$T/cut.xml"
run sh -c "'$pt' --games 10 '$T/fair.xml' >/dev/full"
check "a full disk is a write error (status 2)" \
    sh -c "test $rc -eq 2 && grep -q 'write error' '$T/err'"
run "$pt" -h
check "playtest -h prints its usage, status 0" test "$rc" -eq 0 -a -s "$T/out"

# A kind without a game (the test kind rings): refused once, status 2.
"$kinds/gen-graph" --rules tests/kinds/rings/rings.rules --seed 5 --count 2 |
    "$kinds/gen-content" | "$kinds/validate" --no-schema >"$T/rings.xml"
fails_cleanly "a deck of a kind without a game is refused at its first board" 2 \
    "board rings-000005: boards of kind rings have no game to play" \
    "$pt" "$T/rings.xml"
echo "1..$n"
