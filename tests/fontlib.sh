# tests/fontlib.sh: what the font tests (tests/cli/stylefont.sh,
# cfffont.sh) share, sourced after tests/lib.sh: a deck forged with other
# font bytes, and a run of changed fonts through the tools.

# forge DECK NAME FILE OUT: DECK with its <asset> NAME's bytes those of
# FILE (its sha256 made again), into OUT: a hand-edited deck.
forge() {
	/usr/bin/python3 - "$@" <<'EOF'
import base64, hashlib, re, sys
d = open(sys.argv[1]).read()
m = re.search(r'<asset name="%s" sha256="([0-9a-f]*)">([^<]*)</asset>' %
    re.escape(sys.argv[2]), d)
b = open(sys.argv[3], 'rb').read()
d = (d[:m.start(1)] + hashlib.sha256(b).hexdigest() + d[m.end(1):m.start(2)] +
    base64.b64encode(b).decode() + d[m.end(2):])
open(sys.argv[4], 'w').write(d)
EOF
}

# said: the last run succeeded, or refused (its page, 1; its input, 2)
# in one line. (Widths from other bytes can make a caption too wide for
# the page.)
said() {
	[ $rc -eq 0 ] || { [ $rc -le 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ]; }
}

# mutants STYLE MAKE FILE...: for each FILE, "MAKE FILE" writes the style
# STYLE naming it; gen-graph in STYLE refuses it in one line (status 2),
# or takes it and the deck, which carries it, lays out as PDF and as SVG
# (or is refused in one line). Sets $refused, $took and $bad (with what
# went wrong in $T/err).
mutants() {
	mst=$1 mmk=$2
	shift 2
	bad=0 took=0 refused=0 why=
	for m in "$@"; do
		$mmk "$m"
		run "$bin/gen-graph" --seed 3 --count 1 --style "$mst"
		if [ $rc -eq 2 ] && [ ! -s "$T/out" ] &&
		    [ "$(wc -l <"$T/err")" -eq 1 ]; then
			refused=$((refused + 1))
			continue
		fi
		if [ $rc -ne 0 ] || [ -s "$T/err" ]; then
			bad=$((bad + 1)) why="$why ${m##*/}: gen-graph $rc"
			continue
		fi
		took=$((took + 1))
		cp "$T/out" "$T/mut.xml"
		rm -rf "$T/svg" && mkdir "$T/svg"
		run "$bin/layout-pdf" -q -o "$T/mut.pdf" "$T/mut.xml"
		said || bad=$((bad + 1)) why="$why ${m##*/}: layout-pdf $rc"
		run "$bin/layout-svg" --svg "$T/svg" "$T/mut.xml"
		said || bad=$((bad + 1)) why="$why ${m##*/}: layout-svg $rc"
	done
	echo "$why" >"$T/err"
}

# readers_refuse DECK NAME FILE WHAT: DECK with its <asset> NAME's bytes
# FILE's (forge): gen-content, validate, layout-pdf and layout-svg each
# refuse it in one line, status 2, "font NAME: WHAT", and none crashes.
readers_refuse() {
	forge "$1" "$2" "$3" "$T/forged.xml"
	for t in gen-content validate layout-pdf layout-svg; do
		rm -rf "$T/svg" && mkdir "$T/svg"
		case $t in
		layout-svg) run "$bin/$t" --svg "$T/svg" "$T/forged.xml" ;;
		*) run "$bin/$t" "$T/forged.xml" ;;
		esac
		check "${3##*/} in a deck's <asset>: $t refuses it in one line, status 2 (status $rc)" \
		    sh -c "[ $rc -eq 2 ] && [ ! -s '$T/out' ] &&
		    [ \$(wc -l <'$T/err') -eq 1 ] && grep -q \
		    '^$t: $T/forged.xml:[0-9]*: font $2: $4' '$T/err'"
	done
}
