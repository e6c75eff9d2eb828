# pages.sh: layout-pdf's files: page templates read within limits.
. tests/lib.sh

L=$bin/layout-pdf
"$bin/gen-graph" --count 10 -q | "$bin/gen-content" -q >"$T/d.xml"

# Page templates: bounded, regular files only, the first mistake the only
# line. (timeout is a safety net for the old code, which hung.)
# fails_cleanly names the tool from its command: timeout's here.
tpl_fails() {
	run timeout 60 "$L" --template "$2" "$T/d.xml"
	lines=$(wc -l <"$T/err")
	if [ "$rc" -eq 2 ] && [ "$lines" -eq 1 ] && [ ! -s "$T/out" ] &&
	    grep -qE -- "^layout-pdf: $3" "$T/err"; then
		ok "template: $1"
	else
		not_ok "template: $1" "status $rc, $lines stderr lines:" \
		    "$(head -c 300 "$T/err")"
	fi
}
tpl_fails "/dev/zero is refused, not read for ever" /dev/zero \
    "/dev/zero: cannot read page template: not a regular file$"
mkfifo "$T/fifo.page"
tpl_fails "a FIFO is refused, not waited on" "$T/fifo.page" \
    ".*fifo.page: cannot read page template: not a regular file$"
tpl_fails "a folder is refused" "$T/" \
    ".*: cannot read page template: not a regular file$"
yes "bogus 1" | head -n 2000000 >"$T/huge.page"
tpl_fails "2,000,000 bogus lines: one line, the size limit" "$T/huge.page" \
    ".*huge.page: cannot read page template: larger than 65536 bytes$"
{ echo '[page]'; yes bogus | head -n 5000; } >"$T/many.page"
tpl_fails "5,000 mistakes: only the first is said" "$T/many.page" \
    ".*many.page:2: bogus: "
{ echo '[page]'; head -c 2000 /dev/zero | tr '\0' x; echo; } >"$T/long.page"
tpl_fails "a line of 2,000 bytes" "$T/long.page" \
    ".*long.page:2: cannot read page template: a line longer than 1024 bytes$"
printf '[page]\nbleed 3\0\n' >"$T/nul.page"
tpl_fails "a NUL byte" "$T/nul.page" \
    ".*nul.page:2: cannot read page template: a NUL byte"
printf '[page]\r\nbleed 3\r\n' >"$T/crlf.page"
run "$L" --template "$T/crlf.page" "$T/d.xml"
check "a template with CRLF line ends still reads" test "$rc" -eq 0
# The ICC profile a template (or --icc) names: a FIFO is refused, not
# waited on.
mkfifo "$T/icc.fifo"
run timeout 60 "$L" --icc "$T/icc.fifo" "$T/d.xml"
check "--icc on a FIFO: refused in one line, not waited on" sh -c "
    [ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] && grep -q \
    '^layout-pdf: $T/icc.fifo: cannot open the ICC profile: not a regular file$' \
    '$T/err'"

