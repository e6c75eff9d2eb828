# svg.sh: SVG icons (print/svg.h): one a rules file names is drawn by
# layout-pdf; hostile ones are each refused with one line naming the tool,
# the file and its line, exit 2, and no PDF written.
. tests/lib.sh

# A data folder of our own: the shipped one, with test icons beside ours.
mkdir -p "$T/data/icons"
ln -s "$top/templates" "$T/data/templates"
ln -s "$top/fonts" "$T/data/fonts"
ln -s "$top/icc" "$T/data/icc"
cp "$top"/icons/* "$T/data/icons/"
export BOARDPRESS_DATA="$T/data"
svg='<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">'
cat >"$T/data/icons/probe.svg" <<EOF2
<?xml version="1.0" encoding="UTF-8"?>
$svg
  <g transform="translate(100 100) rotate(15)" stroke="#000"
      style="stroke-width:8">
    <circle r="60" fill="none"/>
    <path d="M-40 0 L0 -40 l40 40 z" fill="white"/>
    <rect x="-20" y="10" width="40" height="30" rx="5"/>
  </g>
</svg>
EOF2

# The lanternfall rules with the lantern type drawn with the probe icon.
sed '/^\[type lantern\]$/a icon probe' "$top/templates/rules/lanternfall.rules" \
    >"$T/probe.rules"
"$bin/gen-graph" --rules "$T/probe.rules" --count 1 | "$bin/gen-content" |
    "$bin/validate" >"$T/deck.xml"
run "$bin/layout-pdf" -o "$T/a.pdf" "$T/deck.xml"
check "an SVG icon a rules file names is drawn" test "$rc" -eq 0 -a -s "$T/a.pdf"
# Its form: the circle's Béziers, the white triangle in its own form.
qpdf --qdf --object-streams=disable "$T/a.pdf" "$T/q.pdf"
check "the probe's paths are in the PDF (curves, a knock-out form)" \
    test "$(grep -ac ' c$' "$T/q.pdf")" -ge 4
run "$bin/gen-graph" --rules "$T/probe.rules" --count 1
check "gen-graph finds an icon that exists only as NAME.svg" \
    test "$rc" -eq 0

# hostile DESC LINE PATTERN: the probe icon is the file $T/h.svg; drawing
# the deck must fail with probe.svg:LINE: PATTERN (probe.svg: PATTERN for
# a LINE of -) and write no PDF.
hostile() {
	cp "$T/h.svg" "$T/data/icons/probe.svg"
	rm -f "$T/b.pdf"
	at=":$2"
	[ "$2" = - ] && at=
	fails_cleanly "hostile SVG: $1" 2 "probe\\.svg$at: .*$3" \
	    "$bin/layout-pdf" -o "$T/b.pdf" "$T/deck.xml"
	check "hostile SVG: $1: no PDF written" test ! -e "$T/b.pdf"
}

printf '%s\n<path d="M0 0H1"/>\n<g>\n</svg>\n' "$svg" >"$T/h.svg"
hostile "malformed XML" 5 "malformed XML"
{ printf '%s\n' "$svg"; i=0; while [ $i -lt 20000 ]; do
	echo '<path d="M0 0L100 100 L0 100 Z" fill="none" stroke="black"/>'
	i=$((i + 1)); done; echo '</svg>'; } >"$T/h.svg"
hostile "an enormous file (over 1 MiB)" - "more than 1048576 bytes"
{ printf '%s\n' "$svg"; i=0; while [ $i -lt 4001 ]; do
	echo '<path d="M0 0H1"/>'; i=$((i + 1)); done; echo '</svg>'; } \
    >"$T/h.svg"
hostile "too many elements" 4001 "more than 4000 elements"
printf '%s\n<image href="http://example.org/a.png" width="9" height="9"/>\n</svg>\n' \
    "$svg" >"$T/h.svg"
hostile "an image from the network" 2 "pictures are not read"
printf '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 9 9">\n<path d="M0 0H1" xlink:href="file:///etc/passwd"/>\n</svg>\n' \
    >"$T/h.svg"
hostile "an xlink:href" 2 "external references are never followed"
printf '%s\n<use href="other.svg#a"/>\n</svg>\n' "$svg" >"$T/h.svg"
hostile "a use of another file" 2 "references are not followed"
printf '<?xml version="1.0"?>\n<!DOCTYPE svg [\n<!ENTITY x SYSTEM "file:///etc/passwd">]>\n%s<path d="&x;"/></svg>\n' \
    "$svg" >"$T/h.svg"
hostile "an entity with SYSTEM file:///etc/passwd" 2 "DOCTYPE"
printf '%s\n<script>fetch("http://example.org/")</script>\n</svg>\n' \
    "$svg" >"$T/h.svg"
hostile "a script" 2 "scripts are never run"
printf '%s\n<path d="M0 0H1" onload="alert(1)"/>\n</svg>\n' "$svg" >"$T/h.svg"
hostile "an event handler" 2 "scripts are never run"
printf '%s\n<text x="1" y="1">A</text>\n</svg>\n' "$svg" >"$T/h.svg"
hostile "text" 2 "convert it to paths"
printf '%s\n<defs>\n<linearGradient id="g"/>\n</defs>\n</svg>\n' "$svg" \
    >"$T/h.svg"
hostile "a gradient" 2 "definitions are not used"
printf '%s\n<style>path { fill: red }</style>\n</svg>\n' "$svg" >"$T/h.svg"
hostile "a CSS style sheet" 2 "CSS style sheets are not read"
printf '%s\n<path d="M0 0H1" fill="#ff0000"/>\n</svg>\n' "$svg" >"$T/h.svg"
hostile "a colour other than black or white" 2 "only none, black"
printf '%s\n<path d="M0 0H1" clip-path="url(#c)"/>\n</svg>\n' "$svg" \
    >"$T/h.svg"
hostile "a clip path" 2 "attribute clip-path is not supported"
# Only UTF-8 reaches libxml2: in UTF-7 "+ADw-+ACE-DOCTYPE" is a DOCTYPE
# that no byte check sees, and its entity would be drawn.
printf '<?xml version="1.0" encoding="UTF-7"?>\n+ADw-+ACE-DOCTYPE svg [+ADw-+ACE-ENTITY p "M10 10L90 90L10 90Z">]>\n%s<path d="&p;"/></svg>\n' \
    "$svg" >"$T/h.svg"
hostile "an icon declared UTF-7 (a DOCTYPE and an entity in it)" 1 \
    'encoding "UTF-7" declared: only UTF-8'
# EBCDIC-US whose bytes do not convert: libxml2 printed its own lines.
printf '<?xml version="1.0" encoding="EBCDIC-US"?>\n%s<path d="M0 0H9V9z"/></svg>\n' \
    "$svg" >"$T/h.svg"
hostile "an icon declared EBCDIC-US (one line, libxml2's own unsaid)" 1 \
    'encoding "EBCDIC-US" declared'
printf '\376\377' >"$T/h.svg"
printf '<?xml version="1.0" encoding="UTF-16"?>%s<path d="M0 0H9V9z"/></svg>' \
    "$svg" | iconv -f UTF-8 -t UTF-16BE >>"$T/h.svg"
hostile "a UTF-16 icon with its byte-order mark" 1 "UTF-16 byte-order mark"
printf '%s\n<title>caf\303(</title><path d="M0 0H9V9z"/></svg>\n' "$svg" \
    >"$T/h.svg"
hostile "an icon that is not UTF-8" 2 "byte 0xC3: an icon is UTF-8 text"
printf '<?xml version="1.0" encoding="utf-8"?>\n%s<title>caf\303\251</title><path d="M0 0H9V9z"/></svg>\n' \
    "$svg" >"$T/data/icons/probe.svg"
run "$bin/layout-pdf" -q -o "$T/c.pdf" "$T/deck.xml"
check "a UTF-8 icon declared encoding=\"utf-8\" is drawn" \
    test "$rc" -eq 0 -a -s "$T/c.pdf" -a ! -s "$T/err"
echo "1..$n"
