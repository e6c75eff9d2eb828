/* test_pdfmerge.c: the streaming merge, on hand-made PDFs. */
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "merge/pdfmerge.h"
#include "merge/pdfmerge_int.h"

#define MAXOBJ 16

/*
 * mkpdf: write a PDF to a new temporary file whose name goes to path:
 * header %PDF-1.minor, objects 1..n with the bodies given (between
 * "N 0 obj" and "endobj"), a classic table and a trailer with /Size, the
 * extra keys given and /Root 1 0 R unless extra says otherwise.
 */
static void
mkpdf(char path[64], int minor, const char *const *obj, int n,
    const char *extra)
{
	long off[MAXOBJ + 1];
	long xref;
	FILE *f;
	int fd, i;

	snprintf(path, 64, "/tmp/test_pdfmerge.XXXXXX");
	fd = mkstemp(path);
	assert_true(fd >= 0);
	f = fdopen(fd, "wb");
	assert_non_null(f);
	fprintf(f, "%%PDF-1.%d\n%%\xb7\xbe\xad\xaa\n", minor);
	for (i = 0; i < n; i++) {
		off[i + 1] = ftell(f);
		fprintf(f, "%d 0 obj\n%s\nendobj\n", i + 1, obj[i]);
	}
	xref = ftell(f);
	fprintf(f, "xref\n0 %d\n0000000000 65535 f\r\n", n + 1);
	for (i = 1; i <= n; i++)
		fprintf(f, "%010ld 00000 n\r\n", off[i]);
	fprintf(f, "trailer\n<<\n/Size %d\n%s\n%s>>\nstartxref\n%ld\n%%%%EOF\n",
	    n + 1, strstr(extra, "/Root") ? "" : "/Root 1 0 R", extra, xref);
	assert_int_equal(fclose(f), 0);
}

/* merge_argv: merge the n files named into a string (caller frees);
 * *pages as pdfmerge_run returns it. */
static char *
merge_argv(char *const *argv, size_t n, long *pages, char *err,
    size_t errlen)
{
	char *s;
	FILE *out = tmpfile();
	long k;

	assert_non_null(out);
	*pages = pdfmerge_run(out, argv, n, err, errlen);
	k = ftell(out);
	s = malloc((size_t)k + 1);
	assert_non_null(s);
	rewind(out);
	assert_int_equal(fread(s, 1, (size_t)k, out), (size_t)k);
	s[k] = '\0';
	fclose(out);
	return s;
}

/* merge: merge_argv of the files in in. */
static char *
merge(char (*in)[64], int n, long *pages, char *err, size_t errlen)
{
	char *argv[8];
	int i;

	for (i = 0; i < n; i++)
		argv[i] = in[i];
	return merge_argv(argv, (size_t)n, pages, err, errlen);
}

/* A one-page file: its content stream's length is an object of its own,
 * and the stream holds what looks like a reference and an endobj. */
static const char *const one[] = {
	"<< /Type /Catalog /Pages 2 0 R /OutputIntents [ 7 0 R ] >>",
	"<< /Type /Pages /Kids [ 4 0 R ] /Count 1 >>",
	"<< /Title (First \\(5 0 R\\)) /Producer (test) >>",
	"<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 200 100 ] "
	    "/TrimBox [ 10 10 190 90 ] /Contents 5 0 R /Resources << >> >>",
	"<< /Length 6 0 R >>\nstream\nq 5 0 R endobj Q\nendstream",
	"16",
	"<< /Type /OutputIntent /S /GTS_PDFX /Info (5 0 R) >>",
};

/* A two-page file under a nested tree, version 1.5, its own Info, a
 * reference to a free object. */
static const char *const two[] = {
	"<< /Type /Catalog /Pages 2 0 R >>",
	"<< /Type /Pages /Kids [ 3 0 R 6 0 R ] /Count 2 >>",
	"<< /Type /Pages /Parent 2 0 R /Kids [ 4 0 R ] /Count 1 >>",
	"<< /Type /Page /Parent 3 0 R /MediaBox [0 0 300 100] /Contents 5 0 R "
	    "/Resources << /Font << /F1 7 0 R >> >> /Annots 9 0 R >>",
	"<< /Length 3 >>\nstream\nABC\nendstream",
	"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 100] /Contents 8 0 R "
	    "/Resources << /Font << /F1 7 0 R >> >> >>",
	"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	"<< /Length 3 >>\nstream\nDEF\nendstream",
};

static void
merges(void **state)
{
	char in[3][64], err[512], *s, *s2;
	long pages;

	mkpdf(in[0], 3, one, 7, "/Info 3 0 R\n/ID [<00> <00>]\n");
	mkpdf(in[1], 5, two, 8, "/Info 3 0 R\n");
	mkpdf(in[2], 3, one, 7, "/Info 3 0 R\n");
	s = merge(in, 3, &pages, err, sizeof(err));
	assert_int_equal(pages, 4);
	assert_string_equal(err, "");
	/* The highest version; the root lists the pages in order. */
	assert_memory_equal(s, "%PDF-1.5\n", 9);
	assert_non_null(strstr(s, "2 0 obj\n<<\n/Type /Pages\n/Count 4\n"
	    "/Kids [\n3 0 R\n8 0 R\n9 0 R\n13 0 R\n]"));
	/* Pages point at the one root; the nested node is gone. */
	assert_non_null(strstr(s, "/Parent 2 0 R"));
	assert_null(strstr(s, "/Count 1"));
	/* References renumbered; strings and stream bytes as they were. */
	assert_non_null(strstr(s, "/Contents 6 0 R"));
	assert_null(strstr(s, "/Contents 5 0 R"));
	assert_non_null(strstr(s, "/Length 7 0 R >>\nstream\nq 5 0 R endobj Q"
	    "\nendstream"));
	assert_non_null(strstr(s, "/Title (First \\(5 0 R\\))"));
	assert_non_null(strstr(s, "/Info (5 0 R)"));
	/* The font shared by two pages is copied once; a reference to no
	 * object is null. */
	assert_non_null(strstr(s, "/F1 11 0 R >> >> /Annots null >>"));
	assert_non_null(strstr(s, "/F1 11 0 R >> >> >>"));
	/* The first file's document keys; the second's Info is not copied. */
	assert_non_null(strstr(s, "1 0 obj\n<< /Type /Catalog /Pages 2 0 R "
	    "/OutputIntents [ 4 0 R ] >>"));
	assert_non_null(strstr(s, "/Root 1 0 R\n/Info 5 0 R\n/ID [<"));
	assert_non_null(strstr(s, "xref\n0 16\n0000000000 65535 f\r\n"));
	/* The same inputs, the same bytes. */
	s2 = merge(in, 3, &pages, err, sizeof(err));
	assert_string_equal(s, s2);
	free(s2);
	free(s);
	unlink(in[0]);
	unlink(in[1]);
	unlink(in[2]);
}

/* A page whose forms carry GTS_XIDs (ISO 16612-2): one, a second whose
 * bytes the other file changes under the same identifier, and one that
 * holds a page-number mark (merge/pagemark.h). */
#define XID_FILE(b) { \
	"<< /Type /Catalog /Pages 2 0 R >>", \
	"<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>", \
	"<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 200 100 ] " \
	    "/Contents 7 0 R /Resources << /XObject << /X1 4 0 R /X2 5 0 R " \
	    "/X3 6 0 R >> >> >>", \
	"<< /Type /XObject /Subtype /Form /GTS_XID (uuid:a) /Length 4 >>\n" \
	    "stream\nAAAA\nendstream", \
	"<< /Type /XObject /Subtype /Form /GTS_XID (uuid:b) /Length 4 >>\n" \
	    "stream\n" b "\nendstream", \
	"<< /Type /XObject /Subtype /Form /GTS_XID (uuid:m) /Length 13 >>\n" \
	    "stream\nX %%bp-page Y\nendstream", \
	"<< /Length 3 >>\nstream\nq Q\nendstream", \
}
static const char *const xid_a[] = XID_FILE("BBBB");
static const char *const xid_b[] = XID_FILE("CCCC");

/* occurs: how many times w is in s. */
static int
occurs(const char *s, const char *w)
{
	int k = 0;

	while ((s = strstr(s, w))) {
		k++;
		s += strlen(w);
	}
	return k;
}

static void
shares_by_xid(void **state)
{
	char in[3][64], err[512], ref[32], *s, *x1;
	long pages;
	int i;

	mkpdf(in[0], 6, xid_a, 7, "");
	mkpdf(in[1], 6, xid_b, 7, "");
	mkpdf(in[2], 6, xid_a, 7, "");
	s = merge(in, 3, &pages, err, sizeof(err));
	assert_int_equal(pages, 3);
	assert_string_equal(err, "");
	/* The same identifier and bytes: one object, which every page's
	 * resources name. */
	assert_int_equal(occurs(s, "stream\nAAAA\n"), 1);
	assert_non_null(x1 = strstr(s, "/X1 "));
	snprintf(ref, sizeof(ref), "%.*s", (int)(strchr(x1, 'R') + 1 - x1),
	    x1);
	assert_int_equal(occurs(s, ref), 3);
	/* The same identifier on other bytes: copied, never shared. */
	assert_int_equal(occurs(s, "stream\nBBBB\n"), 1);
	assert_int_equal(occurs(s, "stream\nCCCC\n"), 1);
	/* A page-number mark is made each page's by whoever fills it. */
	assert_int_equal(occurs(s, "stream\nX %%bp-page Y\n"), 3);
	free(s);
	for (i = 0; i < 3; i++)
		unlink(in[i]);
}

/* accepted: the two files merge into want pages; both are removed. */
static void
accepted(char (*in)[64], long want)
{
	char err[512], *s;
	long pages;

	s = merge(in, 2, &pages, err, sizeof(err));
	assert_string_equal(err, "");
	assert_int_equal(pages, want);
	free(s);
	unlink(in[0]);
	unlink(in[1]);
}

/* Its own output reads back: the offsets and the table are right. */
static void
reads_its_own(void **state)
{
	char in[2][64], err[512], *s;
	long pages;
	FILE *f;

	mkpdf(in[0], 3, one, 7, "/Info 3 0 R\n");
	mkpdf(in[1], 4, two, 8, "");
	s = merge(in, 2, &pages, err, sizeof(err));
	assert_int_equal(pages, 3);
	unlink(in[0]);
	f = fopen(in[0], "wb");
	assert_non_null(f);
	fputs(s, f);
	fclose(f);
	free(s);
	accepted(in, 5);
}

/* refused: a file made from objs and extra is refused with a message
 * holding want. */
static void
refused(const char *const *objs, int n, const char *extra, const char *want)
{
	char in[2][64], err[512], *s;
	long pages;

	mkpdf(in[0], 3, one, 7, "");
	mkpdf(in[1], 3, objs, n, extra);
	s = merge(in, 2, &pages, err, sizeof(err));
	if (pages != -1 || !strstr(err, want) || !strstr(err, in[1]))
		fail_msg("pages %ld, \"%s\"; wanted -1 and \"%s\"", pages, err,
		    want);
	free(s);
	unlink(in[0]);
	unlink(in[1]);
}

static void
refuses(void **state)
{
	const char *o[MAXOBJ];
	int i;

	refused(one, 7, "/Prev 10\n", "updated");
	refused(one, 7, "/Encrypt 3 0 R\n", "encrypted");
	refused(one, 7, "/Root 3 0 R\n", "not a /Catalog");
	for (i = 0; i < 7; i++)
		o[i] = one[i];
	o[0] = "<< /Type /Catalog /Pages 2 0 R /Outlines 3 0 R >>";
	refused(o, 7, "", "/Outlines");
	o[0] = one[0];
	o[1] = "<< /Type /Pages /Kids [ 4 0 R ] /Count 1 /MediaBox [0 0 1 1] "
	    ">>";
	refused(o, 7, "", "inherited");
	o[1] = "<< /Type /Pages /Kids [ 4 0 R 2 0 R ] /Count 1 >>";
	refused(o, 7, "", "twice in the page tree");
	o[1] = "<< /Type /Pages /Kids [ 4 0 R 12 0 R ] /Count 2 >>";
	refused(o, 7, "", "not an object");
	o[1] = one[1];
	o[4] = "<< /Length 6 0 R >>\nstream\nq 5 0 R endobj Q\nendstream";
	o[5] = "15";
	refused(o, 7, "", "is not 15 bytes long");
	o[5] = "99999";
	refused(o, 7, "", "runs past the end");
	o[5] = "/Name";
	refused(o, 7, "", "not a whole number");
	o[5] = one[5];
	o[3] = "<< /Type /Page /Parent 2 0 R /Contents [ 5 0 R >>";
	refused(o, 7, "", "not a PDF value");
	o[3] = "<< /Type /Thing >>";
	refused(o, 7, "", "neither /Page nor /Pages");
}

/* A page's /Contents is a stream, or an array of them: nothing else. */
static void
refuses_contents(void **state)
{
	const char *o[MAXOBJ];
	char in[2][64];
	int i;

	for (i = 0; i < 7; i++)
		o[i] = one[i];
	o[3] = "<< /Type /Page /Parent 2 0 R /Contents 6 0 R >>";
	refused(o, 7, "", "at byte 258: a page's /Contents is not a stream");
	o[3] = "<< /Type /Page /Parent 2 0 R /Contents << /Length 0 >> >>";
	refused(o, 7, "", "/Contents is not a stream");
	o[3] = "<< /Type /Page /Parent 2 0 R /Contents [ 5 0 R 6 0 R ] >>";
	refused(o, 7, "", "/Contents has an element that is not a stream");
	o[3] = "<< /Type /Page /Parent 2 0 R /Contents [ 5 0 R 9 0 R ] >>";
	refused(o, 7, "", "/Contents has an element that is not a stream");
	/* An array of streams, and no /Contents at all, are pages. */
	o[3] = "<< /Type /Page /Parent 2 0 R /Contents [ 5 0 R 5 0 R ] >>";
	mkpdf(in[0], 3, o, 7, "");
	o[3] = "<< /Type /Page /Parent 2 0 R >>";
	mkpdf(in[1], 3, o, 7, "");
	accepted(in, 2);
}

/*
 * A long merge: no /Kids array over the 8,191 elements PDF readers take
 * (PDF 1.4 Annex C). The root keeps the first 4,096 pages, then nodes of
 * 4,096 pages each, every page's /Parent its node.
 */
static void
balanced_tree(void **state)
{
	enum { N = 8300 };
	char path[64], back[80], err[512], **argv, *s, *p, *q;
	long pages;
	FILE *out;
	int i, refs;

	mkpdf(path, 3, one, 7, "/Info 3 0 R\n");
	argv = malloc(N * sizeof(*argv));
	assert_non_null(argv);
	for (i = 0; i < N; i++)
		argv[i] = path;
	s = merge_argv(argv, N, &pages, err, sizeof(err));
	assert_string_equal(err, "");
	assert_int_equal(pages, N);
	/* The root: 4,096 pages and two nodes, 8,300 pages below it. */
	p = strstr(s, "2 0 obj\n<<\n/Type /Pages\n/Count 8300\n/Kids [\n");
	assert_non_null(p);
	q = strchr(p, ']');
	for (refs = 0; p < q; p++)
		refs += *p == 'R';
	assert_int_equal(refs, 4098);
	assert_non_null(strstr(s, "/Type /Pages\n/Parent 2 0 R\n/Count 4096"
	    "\n/Kids [\n"));
	assert_non_null(strstr(s, "/Type /Pages\n/Parent 2 0 R\n/Count 108"
	    "\n/Kids [\n"));
	/* Pages 4,097 on name their node, not the root, as their parent. */
	assert_int_equal(strstr(s, "/Count 4096") != NULL, 1);
	refs = 0;
	for (p = s; (p = strstr(p, "/Parent 2 0 R /MediaBox")); p++)
		refs++;
	assert_int_equal(refs, 4096);
	free(s);
	/* It reads back: the table is right, the tree walks. */
	snprintf(back, sizeof(back), "%s.pdf", path);
	out = fopen(back, "wb");
	assert_non_null(out);
	assert_int_equal(pdfmerge_run(out, argv, N, err, sizeof(err)), N);
	fclose(out);
	argv[0] = back;
	out = tmpfile();
	assert_int_equal(pdfmerge_run(out, argv, 1, err, sizeof(err)), N);
	fclose(out);
	free(argv);
	unlink(back);
	unlink(path);
}

/* Files that are not whole PDFs, or not PDFs at all. */
static void
not_pdfs(void **state)
{
	char in[2][64], err[512], *s, *full;
	long pages, n;
	FILE *f;

	mkpdf(in[0], 3, one, 7, "");
	mkpdf(in[1], 3, one, 7, "");
	f = fopen(in[1], "rb");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	full = malloc((size_t)n);
	assert_int_equal(fread(full, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	/* Cut short: no startxref. */
	f = fopen(in[1], "wb");
	fwrite(full, 1, (size_t)n - 40, f);
	fclose(f);
	s = merge(in, 2, &pages, err, sizeof(err));
	assert_int_equal(pages, -1);
	assert_non_null(strstr(err, "no startxref"));
	free(s);
	/* An object moved: the table no longer says where it is. */
	f = fopen(in[1], "wb");
	fwrite(full, 1, (size_t)n, f);
	fseek(f, 17, SEEK_SET);
	fputs("  1", f);
	fclose(f);
	s = merge(in, 2, &pages, err, sizeof(err));
	assert_int_equal(pages, -1);
	assert_non_null(strstr(err, "not where the cross-reference"));
	free(s);
	/* Not a PDF. */
	f = fopen(in[1], "wb");
	fputs("<board/>\n", f);
	fclose(f);
	s = merge(in, 2, &pages, err, sizeof(err));
	assert_int_equal(pages, -1);
	assert_non_null(strstr(err, "not a PDF"));
	free(s);
	unlink(in[1]);
	/* Missing. */
	s = merge(in, 2, &pages, err, sizeof(err));
	assert_int_equal(pages, -1);
	assert_non_null(strstr(err, in[1]));
	free(s);
	s = merge(in, 0, &pages, err, sizeof(err));
	assert_int_equal(pages, -1);
	free(s);
	free(full);
	unlink(in[0]);
}

/*
 * Files with processing-step layers (ISO 19593-1) as layout-pdf writes
 * them: a Cutting group, off, and a page whose cut is in it. The second
 * has a Creasing group too, listed first, and its Cutting group spaced
 * otherwise: the same dictionary all the same.
 */
#define OC_CUT "/GTS_Metadata << /GTS_ProcStepsGroup /Structural " \
	"/GTS_ProcStepsType /Cutting >>"
static const char *const oc_a[] = {
	"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [ 4 0 R ] "
	    "/D << /Name (Processing steps) /Order [ 4 0 R ] /OFF [ 4 0 R ] "
	    ">> >> >>",
	"<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
	"<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 200 100 ] "
	    "/Contents 5 0 R /Resources << /Properties << /Cut 4 0 R >> >> >>",
	"<< /Type /OCG /Name (Cutting) " OC_CUT " >>",
	"<< /Length 16 >>\nstream\n/OC /Cut BDC EMC\nendstream",
};
static const char *const oc_b[] = {
	"<< /Type /Catalog /Pages 2 0 R /OCProperties 7 0 R >>",
	"<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
	"<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 200 100 ] "
	    "/Contents 5 0 R /Resources << /Properties << /Cut 4 0 R "
	    "/Crease 6 0 R >> >> >>",
	"<</Type/OCG/Name(Cutting)\n/GTS_Metadata<</GTS_ProcStepsGroup"
	    "/Structural/GTS_ProcStepsType/Cutting>>>>",
	"<< /Length 16 >>\nstream\n/OC /Cut BDC EMC\nendstream",
	"<< /Type /OCG /Name (Creasing) /GTS_Metadata << /GTS_ProcStepsGroup "
	    "/Structural /GTS_ProcStepsType /Creasing >> >>",
	"<< /OCGs [ 6 0 R 4 0 R ] /D << /Name (Steps) /Order [ 6 0 R 4 0 R ] "
	    "/OFF [ 6 0 R 4 0 R ] >> >>",
};

/* ref_of: the number after key in s ("/Cut 12 0 R": 12), or 0. */
static unsigned
ref_of(const char *s, const char *key)
{
	const char *p = strstr(s, key);

	return p ? (unsigned)strtoul(p + strlen(key), NULL, 10) : 0;
}

static void
carries_layers(void **state)
{
	char in[4][64], err[512], w[160], *s, *s2;
	unsigned cut, crease, oc;
	long pages;

	(void)state;
	/* The first file without layers, as layout-pdf's document keys. */
	mkpdf(in[0], 6, one, 7, "/Info 3 0 R\n");
	mkpdf(in[1], 6, oc_a, 5, "");
	mkpdf(in[2], 6, oc_b, 7, "");
	mkpdf(in[3], 6, oc_a, 5, "");
	s = merge(in, 4, &pages, err, sizeof(err));
	assert_string_equal(err, "");
	assert_int_equal(pages, 4);
	/* One group a step, which every page names. */
	assert_int_equal(occurs(s, "/Type /OCG"), 2);
	assert_int_equal(occurs(s, "/Type/OCG"), 0);
	assert_int_equal(occurs(s, "/GTS_ProcStepsType /Cutting"), 1);
	assert_int_equal(occurs(s, "/GTS_ProcStepsType /Creasing"), 1);
	cut = ref_of(s, "/Cut ");
	crease = ref_of(s, "/Crease ");
	assert_true(cut > 2 && crease > 2 && cut != crease);
	snprintf(w, sizeof(w), "/Cut %u 0 R", cut);
	assert_int_equal(occurs(s, w), 3);
	/* The catalog's one /OCProperties lists both, off, in order. */
	oc = ref_of(s, "/OCProperties ");
	assert_true(oc > 2);
	assert_int_equal(occurs(s, "/OCProperties"), 1);
	snprintf(w, sizeof(w), "\n%u 0 obj\n<<\n/OCGs [\n%u 0 R\n%u 0 R\n]\n",
	    oc, cut, crease);
	assert_non_null(strstr(s, w));
	snprintf(w, sizeof(w), "/Name (Processing steps)\n/Order [\n%u 0 R\n"
	    "%u 0 R\n]\n/OFF [\n%u 0 R\n%u 0 R\n]\n>>", cut, crease, cut,
	    crease);
	assert_non_null(strstr(s, w));
	/* The same inputs, the same bytes. */
	s2 = merge(in, 4, &pages, err, sizeof(err));
	assert_string_equal(s, s2);
	free(s2);
	free(s);
	unlink(in[0]);
	unlink(in[1]);
	unlink(in[2]);
	unlink(in[3]);
}

/* What one configuration cannot hold is refused, saying why. */
static void
refuses_layers(void **state)
{
	static const struct {
		const char *cat, *why;
	} bad[] = {
		{ "<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs "
		    "[ 4 0 R ] /D << /OFF [ 4 0 R ] /AS [ ] >> >> >>",
		    "/D has /AS, which the merge cannot carry" },
		{ "<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs "
		    "[ 4 0 R ] /D << >> /Configs [ ] >> >>",
		    "/OCProperties has /Configs" },
		{ "<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs "
		    "[ 4 0 R ] /D << /Order [ (label) [ 4 0 R ] ] >> >> >>",
		    "/Order holds other than the groups" },
		{ "<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs "
		    "[ 5 0 R ] /D << >> >> >>",
		    "is not an optional content group" },
		/* on here, off in the first file */
		{ "<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs "
		    "[ 4 0 R ] /D << >> >> >>",
		    "is on here and off in a file before" },
	};
	const char *obj[5];
	char in[2][64], err[512], *s;
	long pages;
	size_t i;

	(void)state;
	mkpdf(in[0], 6, oc_a, 5, "");
	memcpy(obj, oc_a, sizeof(obj));
	for (i = 0; i < sizeof(bad) / sizeof(*bad); i++) {
		obj[0] = bad[i].cat;
		mkpdf(in[1], 6, obj, 5, "");
		s = merge(in, 2, &pages, err, sizeof(err));
		assert_int_equal(pages, -1);
		if (!strstr(err, bad[i].why))
			fail_msg("case %zu: \"%s\"", i, err);
		assert_non_null(strstr(err, in[1]));
		free(s);
		unlink(in[1]);
	}
	unlink(in[0]);
}

/*
 * ten_digits: an object at offset 9999999999 takes the table's last
 * ten-digit entry; one past it would need eleven digits, which would
 * shift every entry after (a corrupt file): the writing stops, saying so.
 */
static void
ten_digits(void **state)
{
	struct merge m;
	char entry[XREF_ENTRY + 1] = "";

	(void)state;
	memset(&m, 0, sizeof(m));
	m.xref = tmpfile();
	assert_non_null(m.xref);
	pdfm_xref_entry(&m, 0, 9999999999ULL);
	assert_int_equal(m.werr, 0);
	rewind(m.xref);
	assert_int_equal(fread(entry, 1, XREF_ENTRY, m.xref), XREF_ENTRY);
	assert_string_equal(entry, "9999999999 00000 n\r\n");
	pdfm_xref_entry(&m, 1, 10000000000ULL);
	assert_int_equal(m.toobig, 1);
	assert_int_not_equal(m.werr, 0);
	assert_non_null(strstr(pdfm_werr_text(&m), "9999999999 bytes"));
	fseek(m.xref, 0, SEEK_END);
	assert_int_equal(ftell(m.xref), XREF_ENTRY);
	fclose(m.xref);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(merges),
    cmocka_unit_test(reads_its_own),
    cmocka_unit_test(refuses),
    cmocka_unit_test(not_pdfs),
    cmocka_unit_test(refuses_contents),
    cmocka_unit_test(balanced_tree),
    cmocka_unit_test(ten_digits),
    cmocka_unit_test(shares_by_xid),
    cmocka_unit_test(carries_layers),
    cmocka_unit_test(refuses_layers))
