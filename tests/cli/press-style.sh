# press-style.sh: press-run --style (issue 18): every chunk's boards
# wear the style (its spot colour is in the merged deck), a shipped style
# by name is found, a chunk made with another style (or another file the
# style names) is refused on --resume as one with other rules is, and a
# style press-run cannot read is one line and status 2.
. tests/lib.sh
PR=$bin/press-run
export BOARDPRESS_DATA="$top"

sed 's/^light   #F8C1C1/light   spot 0 40 20 0 Warm Red/' \
    templates/style/lanternfall.style >"$T/warm.style"
run "$PR" -q --count 4 --chunk 2 --style "$T/warm.style" --keep-chunks \
    --out "$T/a"
check "press-run --style FILE makes the run" test "$rc" -eq 0
check "... and its deck paints the style's spot colour" sh -c "
    qpdf --qdf --object-streams=disable '$T/a/deck.pdf' - |
    grep -aqx '  /Warm#20Red'"
run "$PR" -q --count 2 --style lanternfall --out "$T/b"
run "$PR" -q --count 2 --out "$T/c"
check "a shipped style by name gives today's colours: the same deck" \
    cmp -s "$T/b/deck.pdf" "$T/c/deck.pdf"

# A chunk made with another style: refused, as with other rules.
sed 's/Warm Red/Warm Blue/' "$T/warm.style" >"$T/blue.style"
rm -r "$T/a/chunks/0001"
"$PR" --chunk-job 0 0001 1 2 "$top/templates/rules/lanternfall.rules" "" 0 \
    --style "$T/blue.style" +validate --no-schema +layout \
    >"$T/a/chunks/0001.tar"
rm -f "$T/a/deck.pdf" "$T/a/manifest.csv"
run "$PR" -q --count 4 --chunk 2 --style "$T/warm.style" --out "$T/a" --resume
check "a chunk made with another style is refused on --resume" sh -c "
    [ $rc -eq 2 ] && grep -q 'chunk 0001 was made on .* other rules' '$T/err'"
run "$PR" -q --count 4 --chunk 2 --style "$T/warm.style" --out "$T/a" --resume
check "... and made again by the next --resume" sh -c "[ $rc -eq 0 ] &&
    qpdf --qdf --object-streams=disable '$T/a/deck.pdf' - |
    grep -aqx '  /Warm#20Red' && ! qpdf --qdf --object-streams=disable \
    '$T/a/deck.pdf' - | grep -aq 'Warm#20Blue'"

fails_cleanly "a style press-run cannot read" 2 '^press-run: --style: cannot read' \
    "$PR" -q --count 2 --style "$T/nosuch.style" --out "$T/d"
printf '[category flora]\n' >"$T/bad.style"
fails_cleanly "a bad style: gen-graph's own line" 2 \
    'gen-graph: .*bad.style:1: the \[style\] section' \
    "$PR" -q --count 2 --style "$T/bad.style" --out "$T/e"
echo "1..$n"
