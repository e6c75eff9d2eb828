# press-play.sh: press-run --play BOT (issue 32): every chunk's validate
# plays each board with the bot, the joint confidence over the run's
# boards; the manifest gets each board's verdict, games, shares and
# intervals (the report's play column, read by its one reader); a run
# without --play keeps its manifest as it was; the bot is part of the
# run's settings and fingerprint (a resume with another bot, or with the
# program changed, is refused); a bot that cannot be found is refused up
# front, in one line.
. tests/lib.sh

P=$bin/press-run
head0='id,seed,attempt,attempts,spread,page,file,sha256,structure'

# agree DIR: the manifest's play columns are the report's play column of
# the same board (Python's csv module).
agree() {
	/usr/bin/python3 - "$1/manifest.csv" "$1/report.csv" <<'PY'
import csv, re, sys
man = list(csv.DictReader(open(sys.argv[1])))
rep = {r["id"]: r for r in csv.DictReader(open(sys.argv[2]))}
seat = re.compile(r"([0-9.]+) \[([0-9.]+), ([0-9.]+)\]")
bad = 0
for m in man:
    d = rep[m["id"]]["play"]
    v = re.match(r"(\w+): (\d+) games by \S+, shares (.*);", d)
    s = seat.findall(v.group(3))
    want = [v.group(1), v.group(2), " ".join(x[0] for x in s),
            " ".join(x[1] for x in s), " ".join(x[2] for x in s)]
    got = [m[k] for k in ("play", "play_games", "play_shares", "play_low",
                          "play_high")]
    if got != want:
        print(m["id"], got, want)
        bad = 1
print(len(man), "rows")
sys.exit(bad)
PY
}

# A run of 4 boards in 2 chunks, played by the greedy bot.
run "$P" -q --count 4 --chunk 2 --kind transport --play greedy \
    --play-games 32 --out "$T/g"
check "--play greedy: the run is made" test "$rc" -eq 0
check "the manifest has the play columns" sh -c \
    "head -1 '$T/g/manifest.csv' | grep -qx \
    '$head0,play,play_games,play_shares,play_low,play_high'"
run agree "$T/g"
check "each row's play columns are its board's play: $(tail -1 "$T/out")" \
    sh -c "[ $rc -eq 0 ] && grep -qx '4 rows' '$T/out'"
check "a row: a verdict, 32 games, four shares in [0, 1]" sh -c \
    "sed -n 2p '$T/g/manifest.csv' | grep -Eq \
    ',(fair|undecided),32,0\.[0-9]{3}( [01]\.[0-9]{3}){3},'"
check "validate plays with the run's boards as the joint confidence's" \
    grep -q -- '--play greedy --play-boards 4 --play-games 32' \
    "$T/g/settings"

# A PDF/X-4 deck (PDF/VT) of 2 chunks: each record's /Play* keys, through
# the chunks' merge, are its manifest row's.
run "$P" -q --count 4 --chunk 2 --kind transport --play greedy \
    --play-games 32 --template shop-x4 \
    --layout-opt "--icc=$top/tests/fuzz/icc/fogra39-v2.icc" --out "$T/vt"
check "--play with a PDF/X-4 template: the run is made" test "$rc" -eq 0
run /usr/bin/python3 -c "
import csv, pikepdf
m = {r['id']: r for r in csv.DictReader(open('$T/vt/manifest.csv'))}
n = 0
pdf = pikepdf.open('$T/vt/deck.pdf')
for pg in pdf.pages:
    d = pg.obj.DPart.DPM
    r = m[str(d.BoardID)]
    assert str(d.PlayVerdict)[1:] == r['play'], d.BoardID
    assert int(d.PlayGames) == int(r['play_games']), d.BoardID
    for k, c in (('/PlayShares', 'play_shares'), ('/PlayLow', 'play_low'),
                 ('/PlayHigh', 'play_high')):
        assert ' '.join('%.3f' % float(x) for x in d[k]) == r[c], k
    n += 1
print(n, 'records')"
check "the deck's records carry the manifest's verdict and shares" \
    sh -c "[ $rc -eq 0 ] && grep -qx '4 records' '$T/out'"

# Without --play: the manifest is as before, no play column.
run "$P" -q --count 2 --kind transport --out "$T/n"
check "without --play, the manifest's header is as before" sh -c \
    "[ $rc -eq 0 ] && head -1 '$T/n/manifest.csv' | grep -qx '$head0'"

# Another bot on resume: refused, as other settings are.
run "$P" -q --count 4 --chunk 2 --kind transport --play random \
    --play-games 32 --out "$T/g" --resume
check "--resume with another bot is refused, saying so" sh -c \
    "[ $rc -eq 2 ] && grep -q 'other settings' '$T/err' &&
    grep -q 'play random' '$T/err'"

# A program bot named relative to the current folder: made absolute, so
# every chunk (each in a folder of its own) finds it.
mkdir "$T/d"
cp tests/data/playbot.py "$T/d/bot.py"
run sh -c "cd '$T/d' && '$P' -q --count 3 --kind nodes --play ./bot.py \
    --play-games 16 --out '$T/py'"
check "--play ./bot.py (a program): the run is made" test "$rc" -eq 0
check "its settings name the bot by its absolute path" \
    grep -q -- "--play $T/d/bot.py" "$T/py/settings"
run agree "$T/py"
check "the program's games are in the manifest" sh -c \
    "[ $rc -eq 0 ] && grep -qx '3 rows' '$T/out'"
echo "# changed" >>"$T/d/bot.py"
run sh -c "cd '$T/d' && '$P' -q --count 3 --kind nodes --play ./bot.py \
    --play-games 16 --out '$T/py' --resume"
check "--resume once the program changed is refused (the fingerprint)" \
    sh -c "[ $rc -eq 2 ] && grep -q 'other settings' '$T/err' &&
    grep -q fingerprint '$T/err'"

# Refused up front, in one line, before any folder is made.
fails_cleanly "a program bot that is not there" 2 \
    'play .*no such executable program' "$P" --count 2 --play ./nobot \
    --out "$T/x1"
fails_cleanly "a built-in bot the kind does not have" 2 \
    'no such built-in bot for dungeon boards' "$P" --count 2 --kind dungeon \
    --play nosuchbot --out "$T/x2"
fails_cleanly "--play-games without --play" 2 'need --play BOT' "$P" \
    --count 2 --play-games 10 --out "$T/x3"
fails_cleanly "--play-games and --play-half-width together" 2 'one or none' \
    "$P" --count 2 --play greedy --play-games 10 --play-half-width 0.1 \
    --out "$T/x4"
check "nothing was made by the refused runs" sh -c \
    "[ ! -e '$T/x1' ] && [ ! -e '$T/x2' ] && [ ! -e '$T/x3' ] &&
    [ ! -e '$T/x4' ]"
echo "1..$n"
