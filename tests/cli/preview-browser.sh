# preview-browser.sh: preview's page in a real headless browser (issue 19):
# Chromium, driven by chromium-driver through python3-selenium
# (tests/tools/preview_browser.py): the boards and statistics appear, a
# board opens large, a change on disk shows by itself, a broken file
# shows FILE:LINE beside the last good boards. PREVIEW_SHOT=FILE saves
# the page's screenshot there (docs/preview.png, the README's).
. tests/lib.sh
cp "$top/templates/rules/lanternfall.rules" "$T/r.rules"

# Started in the folder of the rules, so the page names them "r.rules".
(cd "$T" && exec "$bin/preview" -q --rules r.rules --port 0) >"$T/url" \
    2>"$T/srv.err" &
pid=$!
check "the server gives its address" until_ok 300 test -s "$T/url"
U=$(head -n 1 "$T/url")
browser_run "mistake goes" "$top/tests/tools/preview_browser.py" "$U" \
    "$T/r.rules" "${PREVIEW_SHOT:-}"
kill -TERM "$pid"
wait "$pid"
check "the server stops with status 0, nothing on stderr" \
    sh -c "[ $? = 0 ] && [ ! -s '$T/srv.err' ]"
echo "1..$n"
