# outputs.sh: the catalog of what the tools print: the SHA-256 of the
# validated deck of each board kind (nodes with and without expansions, a
# voyage board with its back, transport in two scenarios, dungeons), and
# of the PDF each page template and each way of laying out makes of it.
# A restructuring must leave every line as it is; after a deliberate
# change to what is made or drawn, review, then make golden.
set -u
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
unset SOURCE_DATE_EPOCH
sum() {
	sha256sum <"$1" | cut -c1-64
}
deck() {
	name=$1
	shift
	bin/gen-graph -q --jobs 1 --count 3 "$@" | bin/gen-content -q |
	    bin/validate -q >"$T/$name.xml"
	echo "deck $name $(sum "$T/$name.xml")"
}
deck nodes
deck nodes-9p --players 9 --expansion thorns --expansion clockwork \
    --expansion scissors --expansion wonders
deck voyage --expansion voyage
deck transport --kind transport
deck transport-8p --kind transport --scenario rare_cargo --players 8
deck dungeon --kind dungeon --seed 3
for name in nodes nodes-9p voyage transport transport-8p dungeon; do
	for t in shop shop-marks shop-us shop-x4 shop-swop240 wrapped pnp-a4 \
	    pnp-letter; do
		# (PDF/X-4 embeds its profile: the test FOGRA39 one)
		icc=
		[ "$t" = shop-x4 ] && icc="--icc tests/fuzz/icc/fogra39-v2.icc"
		# shellcheck disable=SC2086
		bin/layout-pdf -q --template "$t" $icc -o "$T/p.pdf" \
		    "$T/$name.xml"
		echo "pdf $name --template $t $(sum "$T/p.pdf")"
	done
done
# The other ways of laying out: sheets, tiles, proofs, screens, a split deck.
bin/layout-pdf -q --paper A3 -o "$T/p.pdf" "$T/nodes.xml"
echo "pdf nodes --paper A3 $(sum "$T/p.pdf")"
bin/layout-pdf -q --tile A4 -o "$T/p.pdf" "$T/voyage.xml"
echo "pdf voyage --tile A4 $(sum "$T/p.pdf")"
bin/layout-pdf -q --split -o "$T/p.pdf" "$T/transport-8p.xml"
echo "pdf transport-8p --split $(sum "$T/p.pdf")"
bin/layout-pdf -q --proof 4 -o "$T/p.pdf" "$T/nodes-9p.xml"
echo "pdf nodes-9p --proof 4 $(sum "$T/p.pdf")"
bin/layout-pdf -q --colour rgb -o "$T/p.pdf" "$T/dungeon.xml"
echo "pdf dungeon --colour rgb $(sum "$T/p.pdf")"
# (in the folder of its files: the page map names them as -o does)
top=$(pwd)
(cd "$T" && "$top/bin/layout-pdf" -q --max-pages 2 --page-map map -o s.pdf \
    voyage.xml)
for f in "$T"/s-*.pdf "$T/map"; do
	echo "pdf voyage --max-pages 2 ${f##*/} $(sum "$f")"
done
# Press sheets (impose-pdf): the voyage boards cut and stack on SRA3, backs
# turned, and the map; the nodes boards in plain order on SRA2, tumbled.
bin/layout-pdf -q --page-map "$T/vmap" -o "$T/v.pdf" "$T/voyage.xml"
bin/impose-pdf --page-map "$T/vmap" --map "$T/sheets.csv" -o "$T/p.pdf" \
    "$T/v.pdf"
echo "impose voyage $(sum "$T/p.pdf")"
echo "impose voyage --map $(sum "$T/sheets.csv")"
bin/layout-pdf -q -o "$T/n.pdf" "$T/nodes.xml"
bin/impose-pdf --sheet SRA2 --order plain --duplex tumble -o "$T/p.pdf" \
    "$T/n.pdf"
echo "impose nodes --sheet SRA2 --order plain $(sum "$T/p.pdf")"
