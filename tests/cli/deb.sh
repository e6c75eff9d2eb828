# deb.sh: make deb's package: lintian finds no error, it holds the tools,
# data, man pages and licences, two builds are the same bytes, and its
# own files, unpacked anywhere, make the build tree's PDFs, SVGs and run.
. tests/lib.sh

v=$(cat VERSION)
arch=$(dpkg --print-architecture)
name=boardpress_${v}_$arch.deb
deb=$T/a/$name
mkdir "$T/a" "$T/b"
run make -s deb DEB_DIR="$T/a"
check "make deb succeeds" test "$rc" -eq 0
check "make deb writes boardpress_VERSION_ARCH.deb ($name)" test -s "$deb"
run make -s deb DEB_DIR="$T/b"
check "a second make deb writes the same bytes" cmp "$deb" "$T/b/$name"

# lintian: no error (the warnings are overridden on purpose:
# pkg/lintian-overrides says why).
if command -v lintian >/dev/null; then
	run lintian "$deb"
	check "lintian finds no error in the package" test "$rc" -eq 0 -a \
	    ! -s "$T/out"
else
	not_ok "lintian finds no error in the package" \
	    "lintian is missing (./setup check installs it)"
fi

# The control fields: the version of VERSION, the libraries' packages
# (dpkg-shlibdeps) and the programs the tools run.
dpkg-deb -f "$deb" Version Architecture Depends Recommends >"$T/fields"
check "its version is VERSION's ($v), its architecture dpkg's" sh -c \
    "grep -qx 'Version: $v' '$T/fields' && grep -qx 'Architecture: $arch' \
    '$T/fields'"
for p in libc6 libxml2 libhpdf-2.3.0 libdeflate0 libnettle8 liblcms2-2 \
    libharfbuzz-subset0 libpng16-16 libjpeg62-turbo libmicrohttpd12 \
    parallel qpdf libgs-common; do
	grep -q "^Depends:.* $p\([ ,]\|$\)" "$T/fields" || echo "$p" >>"$T/nodep"
done
check "it depends on the libraries the tools link and the programs they \
run" test ! -s "$T/nodep"

# Its files: every one root's, at one time; the tools, man pages gzipped,
# the data, the licences.
dpkg-deb -c "$deb" >"$T/list"
check "every file is root's, dated alike" test "$(awk '{ print $2, $4, $5 }' \
    "$T/list" | sort -u | wc -l)" -eq 1 -a "$(awk '$2 != "root/root"' \
    "$T/list" | wc -l)" -eq 0
for t in gen-graph gen-content validate layout-pdf press-tool impose-pdf \
    layout-svg preview playtest press-run; do
	grep -q "^-rwxr-xr-x .* \./usr/bin/$t\$" "$T/list" &&
	    grep -q " \./usr/share/man/man1/$t\.1\.gz\$" "$T/list" ||
	    echo "$t" >>"$T/missing"
done
check "every tool is in /usr/bin with its man page gzipped" test ! -s \
    "$T/missing"
for f in templates/schema/deck.rng templates/schema/xjdf/xjdf.xsd \
    templates/schema/xjdf/LICENSE.md templates/rules/lanternfall.rules \
    templates/page/shop-x4.page templates/style/cinderdeep-art.style \
    templates/style/art/parchment.png fonts/DejaVuSans.ttf \
    fonts/DejaVuSerif.ttf icc/FOGRA39-boardpress.icc icons/lantern.svg; do
	grep -q " \./usr/share/boardpress/$f\$" "$T/list" ||
	    echo "$f" >>"$T/nodata"
done
check "the data (templates, fonts, icons, profile) is in \
/usr/share/boardpress" test ! -s "$T/nodata"
dpkg-deb -x "$deb" "$T/root"
r=$T/root/usr
dep5=https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
check "copyright is DEP-5 and names the fonts' and the profile's licences" \
    grep -qx "Format: $dep5" "$r/share/doc/boardpress/copyright"
check "... bitstream-vera for DejaVu, Zlib for FOGRA39" sh -c "grep -q \
    '^License: bitstream-vera' '$r/share/doc/boardpress/copyright' && grep -q \
    '^License: Zlib' '$r/share/doc/boardpress/copyright'"
check "... and CIP4's for the XJDF schema" grep -q '^License: CIP4' \
    "$r/share/doc/boardpress/copyright"
check "the man pages carry the version on their .TH line" sh -c "gzip -dc \
    '$r/share/man/man1/press-run.1.gz' | head -n 1 |
    grep -q '\"boardpress $v\"'"
check "the changelog is gzipped and names the version" sh -c "gzip -dc \
    '$r/share/doc/boardpress/changelog.gz' | grep -q '^boardpress ($v) '"
check "the programs are stripped and hardened (bound now)" sh -c "! readelf \
    -S '$r/bin/gen-graph' | grep -q debug_info && readelf -d \
    '$r/bin/layout-pdf' | grep -q BIND_NOW"
check "no program holds the build folder's name" sh -c "! grep -l '$top' \
    '$r'/bin/*"

# The tools' --version: the package's version, the build tree's too.
for t in gen-graph gen-content validate layout-pdf press-tool impose-pdf \
    layout-svg preview playtest; do
	[ "$("$r/bin/$t" --version)" = "$t (boardpress) $v" ] &&
	    [ "$("$bin/$t" --version)" = "$t (boardpress) $v" ] ||
	    echo "$t" >>"$T/nover"
done
check "each tool's --version is \"NAME (boardpress) $v\"" test ! -s "$T/nover"

# The pipe from the package's files, from another folder with no
# BOARDPRESS_DATA (the data found as ../share/boardpress), against the
# build tree's: a kind each, with a style and a template.
# pipe DIR GEN-OPTIONS -- LAYOUT-OPTIONS: the PDF of DIR's tools in $T/pdf.
pipe() {
	d=$1
	shift
	g=""
	while [ "$1" != -- ]; do g="$g $1"; shift; done
	shift
	# shellcheck disable=SC2086 # $g: options, one word each
	(cd / && env -u BOARDPRESS_DATA "$d/gen-graph" --seed 5 --count 2 $g |
	    "$d/gen-content" | "$d/validate" -q | "$d/layout-pdf" -q "$@") \
	    >"$T/pdf" 2>"$T/err"
}
for c in "--style lanternfall-woodcut -- --template shop-x4" \
    "--kind transport --style tidewater-atlas -- --template shop-swop240" \
    "--kind dungeon --style cinderdeep-art -- --template pnp-a4"; do
	# shellcheck disable=SC2086 # $c: options, one word each
	pipe "$r/bin" $c
	mv "$T/pdf" "$T/deb.pdf"
	# shellcheck disable=SC2086
	pipe "$bin" $c
	check "the package's pipe makes the build tree's PDF ($c)" \
	    test -s "$T/deb.pdf" -a -s "$T/pdf"
	check "... byte for byte" cmp "$T/deb.pdf" "$T/pdf"
	[ -f "$T/first.pdf" ] || cp "$T/pdf" "$T/first.pdf"
done
(cd / && env -u BOARDPRESS_DATA "$r/bin/impose-pdf" -o "$T/deb-sheets.pdf" \
    "$T/first.pdf") 2>"$T/err"
"$bin/impose-pdf" -o "$T/sheets.pdf" "$T/first.pdf" 2>>"$T/err"
check "the package's impose-pdf makes the build tree's sheets" sh -c \
    "test -s '$T/sheets.pdf' && cmp '$T/deb-sheets.pdf' '$T/sheets.pdf'"

# press-run from the package, run in an empty folder.
mkdir "$T/empty"
(cd "$T/empty" && env -u BOARDPRESS_DATA "$r/bin/press-run" --count 12 \
    --out "$T/run-deb" -q) 2>"$T/err"
check "the package's press-run makes a run from an empty folder" test -s \
    "$T/run-deb/deck.pdf" -a -s "$T/run-deb/manifest.csv"
"$bin/press-run" --count 12 --out "$T/run-tree" -q 2>"$T/err"
for f in deck.pdf report.csv seats.csv manifest.csv; do
	cmp -s "$T/run-deb/$f" "$T/run-tree/$f" || echo "$f" >>"$T/rundiff"
done
check "... whose deck, reports and manifest are the build tree's" test ! -s \
    "$T/rundiff"
