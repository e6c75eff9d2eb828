# xjdf.sh: press-run's job ticket (issue 35, item 3): job.xjdf beside the
# deck and the sheets, valid against CIP4's XJDF 2.2 schema (vendored,
# templates/schema/xjdf) with xmllint, its quantities and positions those
# of the manifest, deck.pdf and sheets.pdf as poppler, pikepdf and
# impose-pdf's own map read them; escaped whatever the run's names; never
# half-written under its name; the same bytes after a resume.
. tests/lib.sh
PR=$bin/press-run
xsd=$top/templates/schema/xjdf/xjdf.xsd
icc=$top/tests/fuzz/icc/fogra39-v2.icc
py=/usr/bin/python3

# valid NAME FILE: the ticket is there and valid against the schema.
valid() {
	run xmllint --noout --schema "$xsd" "$2"
	check "$1: job.xjdf is valid XJDF 2.2 (xmllint --schema)" \
	    test "$rc" -eq 0 -a -s "$2"
}

# facts TICKET DIR: what the ticket says against the run folder DIR's
# files, read by others: the manifest's boards, poppler's pages and boxes
# of deck.pdf and sheets.pdf, pikepdf's PDF/VT records, and impose-pdf's
# map of the deck made again (the grid); one line per difference.
facts() {
	$py - "$1" "$2" "$bin/impose-pdf" "$3" <<'EOF'
import csv, os, re, subprocess, sys
import xml.etree.ElementTree as ET
import pikepdf
tk, d, impose, sheet = sys.argv[1:5]
ns = {'x': 'http://www.CIP4.org/JDFSchema_2_0'}
x = ET.parse(tk).getroot()
bad = []
def want(what, got, exp):
    if got != exp:
        bad.append('%s: the ticket says %r, the run %r' % (what, got, exp))
def near(what, a, b, tol=0.01):
    a = [float(v) for v in a.split()]
    if len(a) != len(b) or any(abs(p - q) > tol for p, q in zip(a, b)):
        bad.append('%s: the ticket says %s, the run %s' % (what, a, b))
rows = list(csv.DictReader(open(os.path.join(d, 'manifest.csv'))))
def npages(r):
    p = r['page'].split('-')
    return int(p[-1]) - int(p[0]) + 1
# The products: the boards by page count, their amounts the manifest's.
by = {}
for r in rows:
    by[npages(r)] = by.get(npages(r), 0) + 1
got = {int(p.find('.//x:LayoutIntent', ns).get('Pages')):
    int(p.get('Amount')) for p in x.findall('.//x:Product', ns)}
want('products (pages: boards)', got, by)
comp = x.find('.//x:ResourceSet[@Name="Component"]//x:PartAmount', ns)
want('boards cut (Component)', int(comp.get('Amount')), len(rows))
# The deck: its pages, level and boxes as poppler reads them.
info = subprocess.run(['pdfinfo', '-box', os.path.join(d, 'deck.pdf')],
    capture_output=True, text=True).stdout
pages = int(re.search(r'^Pages:\s+(\d+)', info, re.M).group(1))
def pbox(name, text):
    return [float(v) for v in re.search('^' + name +
        r':\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)', text,
        re.M).groups()]
rl = x.find('.//x:Resource[@ID="RunList_deck"]/x:RunList', ns)
want('deck pages (RunList NPage)', int(rl.get('NPage')), pages)
near('deck trim (SourceTrimBox)', rl.get('SourceTrimBox'),
    pbox('TrimBox', info))
near('deck bleed (SourceBleedBox)', rl.get('SourceBleedBox'),
    pbox('BleedBox', info))
fmt = rl.find('x:FileSpec', ns).get('FileFormat')
pdf = pikepdf.open(os.path.join(d, 'deck.pdf'))
level = str(pdf.docinfo.get('/GTS_PDFXConformance',
    pdf.docinfo.get('/GTS_PDFXVersion', '')))
want('deck PDF/X level (FileFormat)', fmt.split()[0], level)
if '/DPartRoot' in pdf.Root:
    recs = sum(len(a) for a in pdf.Root.DPartRoot.DPartRootNode.DParts)
    want('PDF/VT named (FileFormat)', fmt.endswith('PDF/VT-1'), True)
    pa = x.find('.//x:Resource[@ID="RunList_records"]//x:PartAmount', ns)
    want('PDF/VT records', None if pa is None else int(pa.get('Amount')),
        recs)
    want('a record a board', recs, len(rows))
else:
    want('no PDF/VT records said',
        x.find('.//x:Resource[@ID="RunList_records"]', ns), None)
fin = x.find('.//x:LayoutIntent', ns).get('FinishedDimensions').split()
tb = pbox('TrimBox', info)
near('finished size', ' '.join(fin[:2]), [tb[2] - tb[0], tb[3] - tb[1]])
media = x.find('.//x:Media', ns)
amount = int(x.find('.//x:Resource[@ID="Media_sheet"]//x:PartAmount',
    ns).get('Amount'))
sheets = os.path.join(d, 'sheets.pdf')
if not sheet:
    mb = pbox('MediaBox', info)
    near('stock: the deck page', media.get('Dimension'),
        [mb[2] - mb[0], mb[3] - mb[1]])
    want('stock: a page each', amount, pages)
    near('the cut: the trim', x.find('.//x:CutBlock', ns).get('Box'), tb)
    want('no sheets, no layout', x.find('.//x:Layout', ns), None)
    print('\n'.join(bad), end='')
    sys.exit(0)
# The sheets: their count and size as poppler reads sheets.pdf.
si = subprocess.run(['pdfinfo', '-box', sheets], capture_output=True,
    text=True).stdout
spages = int(re.search(r'^Pages:\s+(\d+)', si, re.M).group(1))
sb = pbox('MediaBox', si)
near('the press sheet (Media Dimension)', media.get('Dimension'),
    [sb[2] - sb[0], sb[3] - sb[1]])
backs = any(r['side'] == 'front+back' for r in rows)
want('sheets (Media amount) x sides', amount * (2 if backs else 1), spages)
srl = x.find('.//x:Resource[@ID="RunList_sheets"]/x:RunList', ns)
want('sheet sides (RunList NPage)', int(srl.get('NPage')), spages)
# The grid: impose-pdf's own map of the deck, made again.
m = os.path.join(os.path.dirname(tk), 'grid.csv')
subprocess.run([impose, '--sheet', sheet, '--page-map',
    os.path.join(d, 'manifest.csv'), '--map', m, '-o', os.devnull,
    os.path.join(d, 'deck.pdf')], check=True)
grid = {}
for r in csv.DictReader(open(m)):
    grid.setdefault((r['side'], int(r['position'])), r)
H = sb[3] - sb[1]
k = 25.4
for side in ('front', 'back'):
    lay = None
    for res in x.findall('.//x:ResourceSet[@Name="Layout"]/x:Resource', ns):
        if res.find('x:Part', ns).get('Side') == side.capitalize():
            lay = res.find('x:Layout', ns)
    ps = [] if lay is None else lay.findall('x:Position', ns)
    want(side + ' positions', len(ps),
        len([g for g in grid if g[0] == side]))
    for j, p in enumerate(ps, 1):
        g = grid[(side, j)]
        gx, gy, gw, gh = (float(g[v]) * 72 / k for v in 'xywh')
        near('%s position %d (AbsoluteBox)' % (side, j),
            p.get('AbsoluteBox'), [gx, H - gy - gh, gx + gw, H - gy])
        want('%s position %d turn' % (side, j), p.get('Orientation'),
            'Rotate' + g['rotation'])
        depth = len([r for r in rows if int(r['position']) == j])
        want('position %d StackDepth' % j, p.get('StackDepth'), str(depth))
        want('position %d StackOrd' % j, p.get('StackOrd'), str(j - 1))
print('\n'.join(bad), end='')
EOF
}

# An X-1a run (the default template), no sheets, two chunks.
run "$PR" -q --count 6 --chunk 3 --out "$T/x1a"
check "an X-1a run is made" test "$rc" -eq 0
valid "X-1a" "$T/x1a/job.xjdf"
run facts "$T/x1a/job.xjdf" "$T/x1a" ""
check "X-1a: products, pages, boxes and stock those of the run: $(head -c 300 "$T/out")" \
    test "$rc" -eq 0 -a ! -s "$T/out"

# An X-4 PDF/VT run of boards with backs, on SRA3 sheets, cut-and-stack,
# in three chunks.
run "$PR" -q --count 9 --chunk 3 --expansion voyage --template shop-x4 \
    --layout-opt "--icc=$icc" --impose SRA3 --out "$T/vt"
check "an X-4 PDF/VT run on SRA3 is made" test "$rc" -eq 0
valid "X-4 PDF/VT --impose" "$T/vt/job.xjdf"
run facts "$T/vt/job.xjdf" "$T/vt" SRA3
check "X-4 --impose: records, sheets, positions and stacks those of the run: $(head -c 300 "$T/out")" \
    test "$rc" -eq 0 -a ! -s "$T/out"
check "X-4 --impose: the backs' sheets turn (WorkAndTurn)" \
    grep -q 'WorkStyle="WorkAndTurn"' "$T/vt/job.xjdf"

# An X-1a run of transport maps on B2 sheets, and an X-4 one without.
run "$PR" -q --count 5 --kind transport --impose B2 --out "$T/b2"
check "an X-1a transport run on B2 is made" test "$rc" -eq 0
valid "X-1a --impose B2" "$T/b2/job.xjdf"
run facts "$T/b2/job.xjdf" "$T/b2" B2
check "X-1a --impose B2: sheets, positions and stacks those of the run: $(head -c 300 "$T/out")" \
    test "$rc" -eq 0 -a ! -s "$T/out"
run "$PR" -q --count 4 --kind dungeon --template shop-x4 \
    --layout-opt "--icc=$icc" --out "$T/x4"
check "an X-4 dungeon run is made" test "$rc" -eq 0
valid "X-4 PDF/VT" "$T/x4/job.xjdf"
run facts "$T/x4/job.xjdf" "$T/x4" ""
check "X-4: records, pages and boxes those of the run: $(head -c 300 "$T/out")" \
    test "$rc" -eq 0 -a ! -s "$T/out"

# What the template asks beyond the page: die and crease lines, a board
# code. steps TICKET DIR CODE: the ticket's die steps and DieLayout
# against the separations and processing-step layers pikepdf finds in
# DIR/sheets.pdf (in its pages' forms), else DIR/deck.pdf; its guillotine
# cut only without a die; its IdentificationField against CODE (zbarimg's reading
# of one page's code, "" when the deck has none) and the run press-run
# made (its settings' fingerprint); one line per difference.
steps() {
	$py - "$@" <<'EOF'
import os, re, sys
import xml.etree.ElementTree as ET
import pikepdf
tk, d, code = sys.argv[1:4]
ns = {'x': 'http://www.CIP4.org/JDFSchema_2_0'}
x = ET.parse(tk).getroot()
bad = []
def want(what, got, exp):
    if got != exp:
        bad.append('%s: the ticket says %r, the deck %r' % (what, got, exp))
# The separations of the die's file (the sheets' through their forms).
dl = x.find('.//x:DieLayout', ns)
url = 'sheets.pdf' if os.path.exists(d + '/sheets.pdf') else 'deck.pdf'
pdf = pikepdf.open(d + '/' + url)
seps, seen = set(), set()
def walk(res):
    if res is None or res.objgen in seen and res.objgen != (0, 0):
        return
    seen.add(res.objgen)
    for _, cs in res.get('/ColorSpace', {}).items():
        if isinstance(cs, pikepdf.Array) and cs[0] == '/Separation':
            seps.add(str(cs[1])[1:])
    for _, xo in res.get('/XObject', {}).items():
        if xo.get('/Subtype') == '/Form':
            walk(xo.get('/Resources'))
for pg in pdf.pages:
    walk(pg.obj.get('/Resources'))
steps = sorted(str(g.GTS_Metadata.GTS_ProcStepsType)[1:] for g in
    pdf.Root.get('/OCProperties', {}).get('/OCGs', [])
    if '/GTS_Metadata' in g)
die = [s for s in ('CutContour', 'Crease') if s in seps]
types = x.get('Types').split()
want('DieCutting in Types', 'DieCutting' in types, 'CutContour' in seps)
want('Creasing in Types', 'Creasing' in types, 'Crease' in seps)
want('a guillotine\'s Cutting (no die)', ('Cutting' in types,
    x.find('.//x:CuttingParams', ns) is not None), ('CutContour' not in
    seps,) * 2)
want('CutLines', None if dl is None else dl.get('CutLines'),
    ' '.join(die) if die else None)
if dl is not None:
    want('the die file', dl.find('x:FileSpec', ns).get('URL'), url)
    r = x.find('.//x:Resource[@ID="DieLayout_1"]', ns)
    want('processing-step layers named', 'ISO 19593-1' in
        r.get('DescriptiveName'), bool(steps))
if steps:
    want('the layers\' steps', sorted(t for t in types
        if t in ('DieCutting', 'Creasing')), sorted('DieCutting' if s ==
        'Cutting' else s for s in steps))
f = x.find('.//x:IdentificationField', ns)
want('a code (IdentificationField)', f is not None, code != '')
if f is not None and code:
    fp = [l.split()[1] for l in open(d + '/settings')
        if l.startswith('fingerprint ')][0]
    want('encoding', f.get('EncodingDetails'), 'QRCode')
    want('ValueFormat', f.get('ValueFormat'), 'BP1:%s:%s:%i/%i')
    want('ValueTemplate', f.get('ValueTemplate'),
        'BoardID RunID BoardPage BoardPages')
    v = code.split(':')
    want('the code matches its Format', bool(re.fullmatch(f.get('Format',
        '^'), code)), True)
    try:
        got = f.get('ValueFormat') % (v[1], v[2], int(v[3].split('/')[0]),
            int(v[3].split('/')[1]))
    except (TypeError, ValueError) as e:
        got = str(e)
    want('the code is its ValueFormat', got, code)
    want('the run in Format', fp[:8] in f.get('Format', ''), True)
    want('the code\'s run, the run\'s', v[2], fp[:8])
print('\n'.join(bad), end='')
EOF
}

# qr PDF: zbarimg's reading of the code in PDF's first page's slug (the
# page below its bleed box, at 300 dpi); zbarimg speaks of D-Bus on
# stderr on some machines: only its stdout counts.
qr() {
	eval "$(pdfinfo -box -f 1 -l 1 "$1" | awk '
	    /MediaBox/ { w = $6; h = $7 } /BleedBox/ { b = $5 }
	    END { printf "w=%d h=%d b=%d\n", w * 300 / 72, h * 300 / 72,
	    (h - b) * 300 / 72 }')"
	pdftoppm -r 300 -gray -f 1 -l 1 -singlefile -x 0 -y "$b" -W "$w" \
	    -H $((h - b)) "$1" "$T/qr"
	zbarimg -q --raw "$T/qr.pgm" 2>/dev/null
}

# Folding boards (4 panels) with die lines in their separations.
sed '/^players/a panels   4' templates/rules/lanternfall.rules \
    >"$T/fold.rules"
run "$PR" -q --count 3 --rules "$T/fold.rules" --template fold4 \
    --layout-opt --die=spot --out "$T/fold"
check "a fold4 run with die spot is made" test "$rc" -eq 0
valid "fold4 die spot" "$T/fold/job.xjdf"
run steps "$T/fold/job.xjdf" "$T/fold" ""
check "fold4 die spot: DieCutting and Creasing, CutLines the deck's CutContour and Crease, no code: $(head -c 300 "$T/out")" \
    test "$rc" -eq 0 -a ! -s "$T/out" -a -s "$T/fold/job.xjdf"
check "... its CutLines said" grep -q 'CutLines="CutContour Crease"' \
    "$T/fold/job.xjdf"
# Both, on press sheets: the die's lines are the sheets'.
run "$PR" -q --count 3 --rules "$T/fold.rules" --template fold4 \
    --layout-opt --die=spot --layout-opt --code=qr --impose SRA3 \
    --out "$T/both"
check "a fold4 run with die spot and code qr on SRA3 is made" \
    test "$rc" -eq 0
valid "fold4 die spot code qr --impose SRA3" "$T/both/job.xjdf"
v=$(qr "$T/both/deck.pdf")
run steps "$T/both/job.xjdf" "$T/both" "$v"
check "... DieCutting and Creasing on sheets.pdf's CutContour and Crease, the code's format and run ($v): $(head -c 300 "$T/out")" \
    test "$rc" -eq 0 -a ! -s "$T/out" -a -n "$v"
# The die lines as a file of their own: not through press-run (each
# chunk's layout-pdf would write its own): refused before any chunk.
fails_cleanly "--layout-opt --die-out is refused" 2 \
    "--layout-opt --die-out=.*: press-run chooses layout-pdf's files" \
    "$PR" -q --count 2 --rules "$T/fold.rules" --template fold4 \
    --layout-opt "--die-out=$T/d.pdf" --out "$T/dieout"
check "... no run folder, no die file" sh -c \
    "[ ! -e '$T/dieout' ] && [ ! -e '$T/d.pdf' ]"
# Board codes (shop-code): the ticket's format is the code's.
run "$PR" -q --count 2 --kind transport --template shop-code \
    --out "$T/code"
check "a shop-code run is made" test "$rc" -eq 0
valid "shop-code" "$T/code/job.xjdf"
v=$(qr "$T/code/deck.pdf")
run steps "$T/code/job.xjdf" "$T/code" "$v"
check "shop-code: the IdentificationField's format and run are those of the code zbarimg reads ($v): $(head -c 300 "$T/out")" \
    test "$rc" -eq 0 -a ! -s "$T/out" -a -n "$v"
# Neither asked: no die step, no code.
run steps "$T/x1a/job.xjdf" "$T/x1a" ""
check "shop: no die step, no DieLayout, no code: $(head -c 300 "$T/out")" \
    test "$rc" -eq 0 -a ! -s "$T/out"

# Two pages are a front and its back only where the sheets say so: a
# print-and-play template's are tiles.
check "with --impose, the boards with backs are said to have them" grep -q \
    'DescriptiveName="nodes boards, a front and its back each"' \
    "$T/vt/job.xjdf"
run "$PR" -q --count 2 --kind transport --template pnp-a4 --out "$T/pnp"
check "print-and-play tiles: valid, two pages a board, no back claimed" \
    sh -c "[ $rc -eq 0 ] && xmllint --noout --schema '$xsd' \
    '$T/pnp/job.xjdf' 2>/dev/null && grep -q 'Pages=\"2\"' \
    '$T/pnp/job.xjdf' && ! grep -q 'back\|Sides' '$T/pnp/job.xjdf'"

# Plain order: no stacks claimed.
run "$PR" -q --count 4 --impose SRA3 --impose-opt --order=plain \
    --out "$T/plain"
check "--order=plain: a valid ticket with no StackDepth" sh -c "
    [ $rc -eq 0 ] && xmllint --noout --schema '$xsd' '$T/plain/job.xjdf' \
    2>/dev/null && grep -q '<Position ' '$T/plain/job.xjdf' &&
    ! grep -q StackDepth '$T/plain/job.xjdf'"

# The same run in another folder: the same bytes (no clock, no path).
run "$PR" -q --count 9 --chunk 3 --expansion voyage --template shop-x4 \
    --layout-opt "--icc=$icc" --impose SRA3 --out "$T/again"
check "the same run again: the same ticket, byte for byte" \
    cmp -s "$T/vt/job.xjdf" "$T/again/job.xjdf"

# Stopped once the ticket is written and before its rename, killed
# outright: no job.xjdf under its name and no manifest; the resume makes
# the same bytes and leaves no part behind.
PRESS_RUN_STOP="put job.xjdf" PRESS_RUN_STOPPED=$T/stopped \
    "$PR" -q --count 9 --chunk 3 --expansion voyage --template shop-x4 \
    --layout-opt "--icc=$icc" --impose SRA3 --out "$T/kill/vt" \
    >/dev/null 2>&1 &
until_ok 1200 test -s "$T/stopped"
kill -KILL "$(cat "$T/stopped")" 2>/dev/null
wait
check "killed at the ticket: only job.xjdf.tmp, no job.xjdf, no manifest" \
    sh -c "[ -s '$T/kill/vt/job.xjdf.tmp' ] && [ ! -e '$T/kill/vt/job.xjdf' ] \
    && [ ! -e '$T/kill/vt/manifest.csv' ]"
run "$PR" -q --count 9 --chunk 3 --expansion voyage --template shop-x4 \
    --layout-opt "--icc=$icc" --impose SRA3 --out "$T/kill/vt" --resume
check "... resumed: the ticket of an uninterrupted run, nothing left" sh -c "
    [ $rc -eq 0 ] && cmp -s '$T/vt/job.xjdf' '$T/kill/vt/job.xjdf' &&
    [ -z \"\$(ls '$T/kill/vt' | grep tmp)\" ]"

# Odd names: a folder with spaces and XML's specials, rules titled with
# them: the ticket is valid and says them escaped.
sed 's/^title    Lanternfall$/title    Lantern \& <Fall> "1" '"'"'b'"'"'/' \
    templates/rules/lanternfall.rules >"$T/odd.rules"
d="$T/a run & <b> 'c'"
run "$PR" -q --count 2 --rules "$T/odd.rules" --out "$d"
check "a run in \"a run & <b> 'c'\" with an odd title is made" \
    test "$rc" -eq 0
valid "odd names" "$d/job.xjdf"
xmllint --xpath 'string(/*/@DescriptiveName)' "$d/job.xjdf" >"$T/title" \
    2>/dev/null
check "... its title read back whole: $(cat "$T/title")" test \
    "$(cat "$T/title")" = \
    "Lantern & <Fall> \"1\" 'b': lanternfall-000001 to lanternfall-000002"
check "... its JobID the run's name, not its folder's (lanternfall-s1-n2)" \
    grep -q 'JobID="lanternfall-s1-n2"' "$d/job.xjdf"
# A board id with specials and bytes that are not UTF-8 (press-tool xjdf
# on a manifest edited by hand): still a valid file.
run "$PR" -q --count 2 --keep-chunks --out "$T/keep"
awk -F, 'BEGIN { OFS = "," } NR == 2 { $1 = "a<b>&\"c\" \001 \377" } 1' \
    "$T/keep/manifest.csv" >"$T/keep/m.csv"
"$bin/press-tool" xjdf "$T/keep/lanternfall.rules" 1 2 0 \
    "$T/keep/m.csv" "" "" "$T/keep/chunks/0001" >"$T/odd.xjdf" 2>"$T/err"
valid "a board id with specials" "$T/odd.xjdf"
check "... said escaped" grep -q 'a&lt;b&gt;&amp;&quot;c&quot; ? ?' \
    "$T/odd.xjdf"

# What it cannot read: one line of press-run's (press-tool xjdf is its
# step), status 2, nothing on stdout.
# refused DESC PATTERN ARGS...: press-tool xjdf ARGS refused so.
refused() {
	desc=$1 pat=$2
	shift 2
	run "$bin/press-tool" xjdf "$@"
	check "$desc: one line, status 2" sh -c "[ $rc -eq 2 ] &&
	    [ \$(wc -l <'$T/err') -eq 1 ] && [ ! -s '$T/out' ] &&
	    grep -q '^press-run: xjdf: .*$pat' '$T/err'"
}
printf 'not,a,map\n' >"$T/bad.map"
refused "a map that is not impose-pdf's" "bad.map:1: not impose-pdf.s map" \
    "$T/keep/lanternfall.rules" 1 2 0 "$T/keep/manifest.csv" SRA3 \
    "$T/bad.map" "$T/keep/chunks/0001"
refused "a manifest that is not press-run's" \
    "bad.map:1: not press-run.s manifest" \
    "$T/keep/lanternfall.rules" 1 2 0 "$T/bad.map" "" "" "$T/keep/chunks/0001"
refused "a sheet that is none" "A9 is not a press sheet" \
    "$T/keep/lanternfall.rules" 1 2 0 "$T/keep/manifest.csv" A9 "$T/bad.map" \
    "$T/keep/chunks/0001"

echo "1..$n"
