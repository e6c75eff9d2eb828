/*
 * mkicc.c: a small ICC profile for the tests, made with Little CMS:
 *   mkicc OUT DESCRIPTION [VERSION]
 * a CMYK output (printer) profile of version VERSION (2.1 by default)
 * whose AToB0 and BToA0 tables are 2-point grids (a grey ramp: what ink
 * there is darkens), the description as given. Nobody prints with it; it
 * is whole and of the right kind, as the shop's would be, in under 1 KB.
 */
#include <lcms2.h>
#include <stdio.h>
#include <stdlib.h>

/* to_lab: CMYK to Lab, the lightness falling with the ink. */
static int
to_lab(const cmsUInt16Number in[], cmsUInt16Number out[], void *cargo)
{
	double ink = (in[0] + in[1] + in[2] + in[3]) / (4.0 * 65535);

	(void)cargo;
	out[0] = (cmsUInt16Number)((1 - ink) * 65535);
	out[1] = out[2] = 32768;
	return 1;
}

/* to_cmyk: Lab to black only. */
static int
to_cmyk(const cmsUInt16Number in[], cmsUInt16Number out[], void *cargo)
{
	(void)cargo;
	out[0] = out[1] = out[2] = 0;
	out[3] = (cmsUInt16Number)(65535 - in[0]);
	return 1;
}

/* table: a pipeline of one 2-point grid from in to out channels. */
static cmsPipeline *
table(int in, int out, cmsSAMPLER16 f)
{
	cmsPipeline *p = cmsPipelineAlloc(NULL, in, out);
	cmsStage *s = cmsStageAllocCLut16bit(NULL, 2, in, out, NULL);

	if (!p || !s || !cmsStageSampleCLut16bit(s, f, NULL, 0) ||
	    !cmsPipelineInsertStage(p, cmsAT_BEGIN, s))
		exit(2);
	return p;
}

/* text: an ASCII text tag's value. */
static cmsMLU *
text(const char *s)
{
	cmsMLU *m = cmsMLUalloc(NULL, 1);

	if (!m || !cmsMLUsetASCII(m, "en", "US", s))
		exit(2);
	return m;
}

int
main(int argc, char **argv)
{
	cmsHPROFILE h;

	if (argc < 3 || argc > 4) {
		fprintf(stderr, "usage: mkicc OUT DESCRIPTION [VERSION]\n");
		return 2;
	}
	h = cmsCreateProfilePlaceholder(NULL);
	if (!h)
		return 2;
	cmsSetProfileVersion(h, argc > 3 ? atof(argv[3]) : 2.1);
	cmsSetDeviceClass(h, cmsSigOutputClass);
	cmsSetColorSpace(h, cmsSigCmykData);
	cmsSetPCS(h, cmsSigLabData);
	if (!cmsWriteTag(h, cmsSigProfileDescriptionTag, text(argv[2])) ||
	    !cmsWriteTag(h, cmsSigCopyrightTag,
	    text("No copyright: made for boardpress's tests")) ||
	    !cmsWriteTag(h, cmsSigMediaWhitePointTag, cmsD50_XYZ()) ||
	    !cmsWriteTag(h, cmsSigAToB0Tag, table(4, 3, to_lab)) ||
	    !cmsWriteTag(h, cmsSigBToA0Tag, table(3, 4, to_cmyk)) ||
	    !cmsSaveProfileToFile(h, argv[1]))
		return 1;
	cmsCloseProfile(h);
	return 0;
}
