# errors.sh: bad input gets one clear stderr line, the right status and no
# output.
. tests/lib.sh

fails_cleanly "gen-graph: a missing rules file" 2 \
    "/nonexistent/x.rules.*cannot open" "$bin/gen-graph" --rules /nonexistent/x.rules
fails_cleanly "gen-graph: a non-numeric seed" 2 "--seed: \"seven\"" \
    "$bin/gen-graph" --seed seven
fails_cleanly "gen-graph: a negative seed" 2 "--seed" "$bin/gen-graph" --seed -3
fails_cleanly "gen-graph: a seed beyond 64 bits" 2 "--seed" \
    "$bin/gen-graph" --seed 99999999999999999999
fails_cleanly "gen-graph: a seed range that overflows" 2 "runs past" \
    "$bin/gen-graph" --seed 9223372036854775807 --count 2
fails_cleanly "gen-graph: an unknown option" 2 "unknown option --colour" \
    "$bin/gen-graph" --colour red
fails_cleanly "gen-graph: players out of range" 2 "--players" \
    "$bin/gen-graph" --players 12
fails_cleanly "gen-graph: an unknown paper" 2 "--paper" \
    "$bin/gen-graph" --paper B7
fails_cleanly "gen-graph: an unknown expansion" 2 "no expansion \"ghost\"" \
    "$bin/gen-graph" --expansion ghost
fails_cleanly "gen-graph: an unknown kind" 2 "--kind" \
    "$bin/gen-graph" --kind castle

printf '[rules]\nid x\nkind nodes\n[category c]\n[type a]\nicon lantern\ncategory nope\n' \
    >"$T/bad.rules"
fails_cleanly "gen-graph: a rules mistake names file:line" 2 \
    "bad.rules:7: a: category \"nope\" names no" \
    "$bin/gen-graph" --rules "$T/bad.rules"

"$bin/gen-graph" --count 2 >"$T/good.xml"
sed '0,/<edge a="n/s//<edge a="zz/' "$T/good.xml" >"$T/dangling.xml"
line=$(grep -n '<edge a="zz' "$T/dangling.xml" | cut -d: -f1)
for tool in gen-content validate layout-pdf; do
	fails_cleanly "$tool: a malformed deck names file:line" 2 \
	    "dangling.xml:$line: board lanternfall-000001: .*names no node" \
	    "$bin/$tool" "$T/dangling.xml"
	fails_cleanly "$tool: an unknown option" 2 "unknown option --frobnicate" \
	    "$bin/$tool" --frobnicate
	fails_cleanly "$tool: a missing deck file" 2 "cannot open deck" \
	    "$bin/$tool" /nonexistent/deck.xml
	head -c 12000 "$T/good.xml" >"$T/cut.xml"
	fails_cleanly "$tool: a truncated deck is refused" 2 "truncated" \
	    "$bin/$tool" "$T/cut.xml"
	run "$bin/$tool" -h
	check "$tool -h prints usage and exits 0" test "$rc" -eq 0 -a -s "$T/out"
done
head -c 30 "$T/good.xml" >"$T/tiny.xml"
fails_cleanly "validate: a deck cut in its first tag" 2 "." \
    "$bin/validate" "$T/tiny.xml"
printf 'not xml at all\n' >"$T/junk.xml"
fails_cleanly "gen-content: text that is not XML" 2 "junk.xml:1" \
    "$bin/gen-content" "$T/junk.xml"

run sh -c "'$bin/gen-graph' --count 3 >/dev/full"
check "gen-graph: a full disk is a write error (exit 2)" \
    sh -c "test $rc -eq 2 && grep -q 'write error' '$T/err'"
run sh -c "'$bin/validate' '$T/good.xml' >/dev/full"
check "validate: a full disk is a write error (exit 2)" \
    sh -c "test $rc -eq 2 && grep -q 'write error' '$T/err'"
run sh -c "'$bin/gen-graph' --count 200 | head -c 100 >/dev/null"
check "gen-graph: a closed pipe ends with a message" \
    grep -q 'gen-graph: write error' "$T/err"

# A schema libxml2 cannot read: our one line, none of libxml2's own.
mkdir -p "$T/data/templates/schema"
ln -s "$top/templates/rules" "$T/data/templates/rules"
echo 'not xml' >"$T/data/templates/schema/deck.rng"
"$bin/gen-graph" --count 1 >"$T/deck.xml" 2>/dev/null
BOARDPRESS_DATA="$T/data" fails_cleanly \
    "validate --schema: a schema that is not XML gets one line" 2 \
    "deck.rng: cannot load the deck schema" \
    "$bin/validate" --schema "$T/deck.xml"
