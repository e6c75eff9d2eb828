# tests/tools/fidelity.sh: colour fidelity over every shipped style and
# rules file x page template x overprint (tests/tools/fidelity.py measures).
# Usage: sh tests/tools/fidelity.sh BIN DIR [fidelity.py options]
# (from the repository's root). BIN holds the tools, DIR is a scratch
# folder (decks are kept there and made again only when missing). For each
# style templates/style/NAME.style (its rules: templates/rules/PREFIX.rules,
# PREFIX the name up to its first "-") and each rules file alone, one deck
# of two boards (seeds 1, 2; transport with 8 players); for each template
# templates/page/*.page, the deck laid out for print with --overprint and
# with --no-overprint, and for screen (--colour rgb) to pair them with,
# each with no option but those (what ships: FOGRA39 separated through
# icc/FOGRA39-boardpress.icc, CGATS TR 001 through Ghostscript's SWOP
# profile). The press's profile for each condition is fidelity.py's to
# choose (from the PDF's output intent); one layout-pdf refuses is a
# failed case.
# FIDELITY_TEMPLATES="shop wrapped" measures only those
# templates. Status: fidelity.py's, or 2 when a deck or PDF cannot be made.
bin=$1
dir=$2
shift 2
cases=$dir/cases
mkdir -p "$dir" || exit 2
: >"$cases"

# deck NAME ARGS...: $dir/NAME.xml, two boards, unless it is there
# (transport with 8 players: every seat's colour).
deck() {
	name=$1
	shift
	[ -s "$dir/$name.xml" ] && return 0
	case $name in
	tidewater*) set -- "$@" --players 8 ;;
	esac
	"$bin/gen-graph" --count 2 --seed 1 "$@" | "$bin/gen-content" |
	    "$bin/validate" -q >"$dir/$name.xml.tmp" &&
	    mv "$dir/$name.xml.tmp" "$dir/$name.xml"
}

# layout OUT ARGS...: layout-pdf ARGS into OUT, unless it is there.
layout() {
	out=$1
	shift
	[ -s "$out" ] && return 0
	# (--panels 1: a folding template's pages laid out flat, as the
	# decks are made: its colours are what is measured, not its folds)
	"$bin/layout-pdf" --panels 1 "$@" </dev/null >"$out.tmp" &&
	    mv "$out.tmp" "$out"
}

for r in templates/rules/*.rules; do
	base=${r##*/}
	base=${base%.rules}
	for s in templates/style/"$base".style templates/style/"$base"-*.style
	do
		[ -f "$s" ] || continue
		name=${s##*/}
		name=${name%.style}
		deck "$name" --rules "$r" --style "$s" || {
			echo "fidelity.sh: no deck for $s" >&2
			exit 2
		}
		# The base style last: the defaults of the looks the rules
		# do not name, where the style does not set them.
		echo "$name $s $r templates/style/$base.style"
	done
	deck "$base.rules" --rules "$r" || {
		echo "fidelity.sh: no deck for $r" >&2
		exit 2
	}
	# The rules alone: the colours they name, and the looks they do not
	# at the defaults the base style writes down.
	echo "$base.rules $r templates/style/$base.style"
done >"$dir/decks"

# The templates measured.
for p in templates/page/*.page; do
	t=${p##*/}
	t=${t%.page}
	case " ${FIDELITY_TEMPLATES:-$t} " in *" $t "*) ;; *) continue ;; esac
	echo "$t"
done >"$dir/templates"

while read -r name files; do
	while read -r t; do
		layout "$dir/$name.$t.rgb.pdf" --template "$t" --colour rgb \
		    "$dir/$name.xml" || exit 2
		for op in on off; do
			o=--overprint
			[ $op = off ] && o=--no-overprint
			# A template layout-pdf refuses is a case that
			# fails, with its message (PRINT.pdf.err).
			layout "$dir/$name.$t.$op.pdf" --template "$t" $o \
			    "$dir/$name.xml" 2>"$dir/$name.$t.$op.pdf.err" ||
			    rm -f "$dir/$name.$t.$op.pdf"
			echo "$name $t $op $dir/$name.$t.$op.pdf" \
			    "$dir/$name.$t.rgb.pdf $files"
		done
	done <"$dir/templates"
done <"$dir/decks" >"$cases"
/usr/bin/python3 tests/tools/fidelity.py "$@" "$cases"
