# assets.sh: the files a style names travel in the deck (issue 18): a
# style's [icon NAME] draws the rules' icon from its own SVG, the deck
# carries each file as an <asset> with its SHA-256, the deck alone lays
# out the same bytes, and hostile files and decks get one line, exit 2,
# nothing written.
. tests/lib.sh
st=templates/style

# A style with two icons of its own, in a folder of its own.
# art_style: $T/s/art.style, drawing the dungeon's hoard and key from
# art/gem.svg and art/skeleton-key.svg beside it (the shipped icons).
art_style() {
	mkdir -p "$T/s/art"
	cp "$st/art/gem.svg" "$st/art/skeleton-key.svg" "$T/s/art/"
	printf '%s\n' '[style]' 'id art' 'kind dungeon' '[icon treasure]' \
	    'file  art/gem.svg' '[icon key]' 'file  art/skeleton-key.svg' \
	    >"$T/s/art.style"
}
art_style

# deck NAME ARGS...: a checked dungeon deck into $T/NAME.xml.
deck() {
	name=$1
	shift
	"$bin/gen-graph" --kind dungeon --seed 3 --count 2 "$@" |
	    "$bin/gen-content" | "$bin/validate" -q >"$T/$name.xml"
}

deck plain
deck art --style "$T/s/art.style"
"$bin/layout-pdf" -o "$T/plain.pdf" "$T/plain.xml"
run "$bin/layout-pdf" -o "$T/art.pdf" "$T/art.xml"
check "a deck with assets lays out" [ "$rc" -eq 0 ]
check "the deck holds the style's 2 files" [ "$(grep -c '<asset ' \
    "$T/art.xml")" -eq 2 ]
check "… in the order the style names them" sh -c "grep -o \
    '<asset name=\"[^\"]*\"' '$T/art.xml' | tr '\n' ' ' | grep -qx \
    '<asset name=\"art/gem.svg\" <asset name=\"art/skeleton-key.svg\" '"
sum=$(sha256sum "$T/s/art/gem.svg" | cut -d' ' -f1)
check "an asset carries the SHA-256 of the file" \
    grep -q "<asset name=\"art/gem.svg\" sha256=\"$sum\">" "$T/art.xml"
awk '/<asset name="art\/gem.svg"/ { a = 1; next } /<\/asset>/ { a = 0 }
    a' "$T/art.xml" | base64 -d >"$T/gem.back" 2>/dev/null
check "its base64 is the file's bytes" cmp -s "$T/gem.back" \
    "$T/s/art/gem.svg"
check "the schema takes a deck with assets" sh -c "xmllint --noout \
    --relaxng templates/schema/deck.rng '$T/art.xml' 2>/dev/null"
check "no style, no asset: the deck is as before" sh -c "! grep -q \
    '<asset' '$T/plain.xml'"
check "the style's icons change the PDF" sh -c "[ -s '$T/art.pdf' ] &&
    ! cmp -s '$T/plain.pdf' '$T/art.pdf'"
# The gem is the only icon with white strokes 5 units wide: its facets.
# Read the page's forms back and count what differs: some paths are new.
forms() {
	qpdf --qdf --object-streams=disable "$1" - 2>/dev/null |
	    grep -a -E '^[-0-9. ]+ (m|l|c)$' | sort -u
}
forms "$T/plain.pdf" >"$T/plain.ops"
forms "$T/art.pdf" >"$T/art.ops"
check "the new icons' paths are drawn" [ "$(comm -13 "$T/plain.ops" \
    "$T/art.ops" | wc -l)" -gt 10 ]
pdftoppm -r 150 -gray "$T/plain.pdf" "$T/p" && pdftoppm -r 150 -gray \
    "$T/art.pdf" "$T/a"
check "the pages rasterise differently" sh -c "[ -s '$T/a-1.pgm' ] &&
    ! cmp -s '$T/p-1.pgm' '$T/a-1.pgm'"

# The deck alone, its files gone, prints the same bytes; through every
# tool, with and without the schema.
rm -r "$T/s"
run "$bin/layout-pdf" -o "$T/again.pdf" "$T/art.xml"
check "the deck alone lays out the same PDF" cmp -s "$T/art.pdf" \
    "$T/again.pdf"
# has_assets FILE: the deck holds the 2 assets (so a cmp means something).
has_assets() {
	[ "$(grep -c '<asset ' "$1")" -eq 2 ]
}
"$bin/validate" -q --no-schema <"$T/art.xml" >"$T/nos.xml"
check "validate without the schema keeps the assets" has_assets \
    "$T/nos.xml"
check "… byte for byte" cmp -s "$T/art.xml" "$T/nos.xml"
"$bin/validate" -q <"$T/art.xml" >"$T/sch.xml"
check "validate with the schema keeps the assets" has_assets \
    "$T/sch.xml"
check "… byte for byte" cmp -s "$T/art.xml" "$T/sch.xml"
art_style # (removed above) again
"$bin/gen-graph" --kind dungeon --seed 3 --count 2 --style "$T/s/art.style" |
    "$bin/gen-content" | "$bin/validate" -q >"$T/again.xml"
check "the same seed and style, the same deck" sh -c "[ -s '$T/again.xml' ] &&
    cmp -s '$T/art.xml' '$T/again.xml'"

# Hostile styles: one line STYLE:LINE, exit 2, nothing on stdout.
mkdir "$T/h"
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">\n<circle cx="4" cy="4" r="3"/>\n</svg>\n' >"$T/h/ok.svg"
# bad DESC PATTERN LINES...: a style of the lines after [style], in $T/h.
bad() {
	desc=$1
	pat=$2
	shift 2
	printf '[style]\nid cinderdeep\nkind dungeon\n' >"$T/h/bad.style"
	printf '%s\n' "$@" >>"$T/h/bad.style"
	fails_cleanly "$desc" 2 "$pat" "$bin/gen-graph" --kind dungeon \
	    --style "$T/h/bad.style"
}
bad "a missing file" 'bad.style:5: file "nosuch.svg": No such file' \
    '[icon key]' 'file nosuch.svg'
mkdir "$T/h/dir.svg"
bad "a folder" 'bad.style:5: file "dir.svg": a folder' \
    '[icon key]' 'file dir.svg'
head -c 9000000 /dev/zero >"$T/h/big.svg"
bad "a file over 8 MiB" 'bad.style:5: file "big.svg": larger than 8 MiB' \
    '[icon key]' 'file big.svg'
bad "an icon the rules do not draw" 'bad.style:4: \[icon cog\]: the rules' \
    '[icon cog]' 'file ok.svg'
bad "an unknown key" 'bad.style:5: unknown setting "path" in \[icon\]' \
    '[icon key]' 'path ok.svg'
printf '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 9 9">\n<image xlink:href="http://example.com/x.png"/>\n</svg>\n' >"$T/h/ext.svg"
bad "an SVG with an external reference" 'ext.svg:2: ' \
    '[icon key]' 'file ext.svg'
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">\n<script>alert(1)</script>\n</svg>\n' >"$T/h/js.svg"
bad "an SVG with a script" 'js.svg:2: ' '[icon key]' 'file js.svg'
bad "an absolute path is read" 'bad.style:5: file "/nonexistent/x.svg"' \
    '[icon key]' 'file /nonexistent/x.svg'

# An icon only the style draws: the rules name "opal", icons/ has none.
mkdir "$T/o" "$T/o/art"
cp templates/style/art/gem.svg "$T/o/art/"
sed 's/^title    Hoard$/title    Hoard\nicon     opal/' \
    templates/rules/cinderdeep.rules >"$T/o/opal.rules"
oline=$(grep -n '^\[feature treasure\]' "$T/o/opal.rules" | cut -d: -f1)
printf '[style]\nid cinderdeep\nkind dungeon\n[icon opal]\nfile art/gem.svg\n' \
    >"$T/o/opal.style"
fails_cleanly "an icon neither in icons/ nor the style" 2 \
    "opal.rules:$oline: treasure: icon \"opal\" does not exist" \
    "$bin/gen-graph" --rules "$T/o/opal.rules"
printf '[style]\nid cinderdeep\nkind dungeon\n' >"$T/o/none.style"
fails_cleanly "… nor drawn by the style given" 2 \
    "opal.rules:$oline: treasure: icon \"opal\" does not exist.*the style" \
    "$bin/gen-graph" --rules "$T/o/opal.rules" --style "$T/o/none.style"
"$bin/gen-graph" --rules "$T/o/opal.rules" --style "$T/o/opal.style" \
    >"$T/opal.xml"
run "$bin/layout-pdf" -o "$T/opal.pdf" "$T/opal.xml"
check "an icon only the style draws is accepted and drawn" sh -c \
    "[ $rc -eq 0 ] && [ -s '$T/opal.pdf' ] && grep -q 'icon     opal' \
    '$T/opal.xml'"

# Hostile decks: the deck's line, "asset NAME: what", exit 2, no PDF.
deck art2 --style cinderdeep-art
aline=$(grep -n '<asset name="art/gem.svg"' "$T/art2.xml" | cut -d: -f1)
# spoil DESC PATTERN SED: the deck edited by SED, read by both readers.
spoil() {
	sed "$3" "$T/art2.xml" >"$T/spoilt.xml"
	fails_cleanly "$1" 2 "$2" "$bin/layout-pdf" -o "$T/x.pdf" \
	    "$T/spoilt.xml"
	check "… and no PDF" sh -c "[ ! -e '$T/x.pdf' ] &&
	    [ -s '$T/art2.xml' ]"
	fails_cleanly "$1 (the schema's reader)" 2 "$2" "$bin/validate" \
	    "$T/spoilt.xml"
}
spoil "tampered base64" "spoilt.xml:$aline: asset art/gem.svg: not base64" \
    "$((aline + 1))s/^./*/"
spoil "tampered bytes" "spoilt.xml:$aline: asset art/gem.svg: its bytes" \
    "$((aline + 1))s/^..../AAAA/"
spoil "a tampered sha256" "spoilt.xml:$aline: asset art/gem.svg: its bytes" \
    "${aline}s/sha256=\"./sha256=\"f/"
spoil "an asset missing from the deck" \
    'file "art/gem.svg": not in the deck' \
    "/<asset name=\"art\/gem.svg\"/,/<\/asset>/d"
spoil "two assets of one name" 'asset art/gem.svg: a second asset' \
    "s/<asset name=\"art\/skeleton-key.svg\"/<asset name=\"art\/gem.svg\"/"
spoil "an element inside an asset" 'inside <asset>' \
    "$((aline + 1))s/^/<b\/>/"
# A deck whose asset is an SVG that would fetch: refused when drawn.
b64=$(base64 -w0 "$T/h/ext.svg")
sum=$(sha256sum "$T/h/ext.svg" | cut -d' ' -f1)
awk -v b="$b64" -v s="$sum" '
    /<asset name="art\/gem.svg"/ { print "  <asset name=\"art/gem.svg\" sha256=\"" s "\">"; print b; skip = 1; next }
    skip && /<\/asset>/ { skip = 0 } !skip' "$T/art2.xml" >"$T/ext.xml"
fails_cleanly "a deck's SVG with an external reference" 2 \
    'art/gem.svg:2: ' "$bin/layout-pdf" -o "$T/x.pdf" "$T/ext.xml"
echo "1..$n"
