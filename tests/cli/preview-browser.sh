# preview-browser.sh: preview's page in a real headless browser (issue 19):
# Chromium, driven by chromium-driver through python3-selenium
# (tests/tools/preview_browser.py): the boards and statistics appear, a
# board opens large, a change on disk shows by itself, a broken file
# shows FILE:LINE beside the last good boards. PREVIEW_SHOT=FILE saves
# the page's screenshot there (docs/preview.png, the README's).
. tests/lib.sh
py=/usr/bin/python3
cp "$top/templates/rules/lanternfall.rules" "$T/r.rules"

# Started in the folder of the rules, so the page names them "r.rules".
(cd "$T" && exec "$bin/preview" -q --rules r.rules --port 0) >"$T/url" \
    2>"$T/srv.err" &
pid=$!
check "the server gives its address" until_ok 300 test -s "$T/url"
U=$(head -n 1 "$T/url")
HOME=$T PREVIEW_TAP_FROM=$n timeout 300 $py \
    "$top/tests/tools/preview_browser.py" "$U" "$T/r.rules" \
    "${PREVIEW_SHOT:-}" >"$T/tap" 2>"${PREVIEW_ERR:-$T/py.err}"
rc=$?
cat "$T/tap"
n=$((n + $(grep -c '^\(not \)\?ok ' "$T/tap")))
check "the browser's test ran to its end" \
    sh -c "[ $rc = 0 ] && grep -q 'mistake goes' '$T/tap'"
kill -TERM "$pid"
wait "$pid"
check "the server stops with status 0, nothing on stderr" \
    sh -c "[ $? = 0 ] && [ ! -s '$T/srv.err' ]"
echo "1..$n"
