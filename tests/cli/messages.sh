# messages.sh: what a user typed is quoted in a message as one line, as
# every diagnostic is (line breaks become spaces, other control characters
# '?'), so no option value can forge a second message line; a --paper name the deck cannot
# hold whole is refused, not cut short; rules a deck could not carry
# (not UTF-8, control characters) are refused with their line.
. tests/lib.sh

nl='
'
esc=$(printf '\033')
forged="x${nl}validate: forged${esc}[2K line"
# one_escaped DESC CMD...: exit 2, one stderr line, the newline a space
# and the escape sequence's ESC a '?'.
one_escaped() {
	desc=$1
	shift
	run "$@"
	if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
	    grep -q 'x validate: forged?\[2K line' "$T/err"; then
		ok "messages: $desc"
	else
		not_ok "messages: $desc" "status $rc, stderr:" \
		    "$(head -c 300 "$T/err")"
	fi
}
one_escaped "gen-graph --seed" "$bin/gen-graph" --seed "$forged"
one_escaped "gen-graph --kind" "$bin/gen-graph" --kind "$forged"
one_escaped "gen-content: a second operand" "$bin/gen-content" a "$forged"
one_escaped "gen-content: an unknown option" "$bin/gen-content" "--$forged"
one_escaped "validate --max-attempts" "$bin/validate" --max-attempts "$forged"
one_escaped "layout-pdf --proof" "$bin/layout-pdf" --proof "$forged"
one_escaped "layout-pdf --paper" "$bin/layout-pdf" --paper "$forged"
one_escaped "layout-pdf SOURCE_DATE_EPOCH" env SOURCE_DATE_EPOCH="$forged" \
    "$bin/layout-pdf"

# --paper: a name the deck's paper attribute (31 characters) cannot hold.
fails_cleanly "messages: a --paper of many leading zeros is refused" 2 \
    'is longer than 31 characters$' \
    "$bin/gen-graph" --paper 0000000000000000000000000000000000297x210
"$bin/gen-graph" -q --paper 000000000000000000000297x210 >"$T/p.xml"
check "messages: a --paper that fits is recorded whole" \
    grep -q 'paper="000000000000000000000297x210"' "$T/p.xml"

# Rules the deck could not carry: refused at their line, not written into
# a deck every reader then refuses.
{ cat templates/rules/lanternfall.rules; printf '# caf\245\n'; } >"$T/u.rules"
line=$(wc -l <"$T/u.rules")
fails_cleanly "messages: rules that are not UTF-8 are refused" 2 \
    "u.rules:$line: byte 0xA5 is not UTF-8 text$" \
    "$bin/gen-graph" --rules "$T/u.rules"
{ cat templates/rules/lanternfall.rules; printf '# a\001b\n'; } >"$T/u.rules"
fails_cleanly "messages: rules with a control character are refused" 2 \
    "u.rules:$line: byte 0x01 is a control character" \
    "$bin/gen-graph" --rules "$T/u.rules"

# File names the user gave are quoted the same way when a file cannot be
# made (-o, --page-map, --report, the merge), and so are press-run's.
"$bin/gen-graph" -q | "$bin/gen-content" -q | "$bin/validate" -q >"$T/ok.xml"
one_escaped "layout-pdf -o" "$bin/layout-pdf" -o "$T/none/$forged" "$T/ok.xml"
one_escaped "layout-pdf --page-map" "$bin/layout-pdf" -o "$T/ok.pdf" \
    --page-map "$T/none/$forged" "$T/ok.xml"
one_escaped "layout-pdf --merge -o" "$bin/layout-pdf" --merge \
    -o "$T/none/$forged" "$T/ok.pdf"
one_escaped "validate --report" "$bin/validate" -q --report "$T/none/$forged" \
    "$T/ok.xml"
one_escaped "press-run --seed" "$bin/press-run" --count 1 --seed "$forged"
one_escaped "press-run --out" "$bin/press-run" --count 1 \
    --out "$T/ok.xml/$forged"
