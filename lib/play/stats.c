/* stats.c: Wilson intervals, the normal quantile and the sequential plan. */
#include "play/stats.h"

#include <math.h>

/*
 * The normal quantile by Acklam's rational approximation (relative error
 * 1.15e-9), then one Halley step on erfc, which brings it to double
 * precision: the intervals a certificate prints must not depend on a
 * libm's own quantile, which C does not have.
 */
double
play_z(double p)
{
	static const double a[] = { -3.969683028665376e+01,
		2.209460984245205e+02, -2.759285104469687e+02,
		1.383577518672690e+02, -3.066479806614716e+01,
		2.506628277459239e+00 };
	static const double b[] = { -5.447609879822406e+01,
		1.615858368580409e+02, -1.556989798598866e+02,
		6.680131188771972e+01, -1.328068155288572e+01 };
	static const double c[] = { -7.784894002430293e-03,
		-3.223964580411365e-01, -2.400758277161838e+00,
		-2.549732539343734e+00, 4.374664141464968e+00,
		2.938163982698783e+00 };
	static const double d[] = { 7.784695709041462e-03,
		3.224671290700398e-01, 2.445134137142996e+00,
		3.754408661907416e+00 };
	double q, r, x, e, u;

	if (!(p > 0 && p < 1))
		return 0;
	if (p < 0.02425) {
		q = sqrt(-2 * log(p));
		x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q +
		    c[4]) * q + c[5]) /
		    ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
	} else if (p <= 1 - 0.02425) {
		q = p - 0.5;
		r = q * q;
		x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r +
		    a[4]) * r + a[5]) * q /
		    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r +
		    b[4]) * r + 1);
	} else {
		q = sqrt(-2 * log(1 - p));
		x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q +
		    c[4]) * q + c[5]) /
		    ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
	}
	e = 0.5 * erfc(-x / sqrt(2)) - p;
	u = e * sqrt(2 * M_PI) * exp(x * x / 2);
	return x - u / (1 + x * u / 2);
}

void
play_wilson(double wins, double games, double z, double *lo, double *hi)
{
	double p, z2, den, mid, half;

	if (games <= 0) {
		*lo = 0;
		*hi = 1;
		return;
	}
	p = wins / games;
	z2 = z * z;
	den = 1 + z2 / games;
	mid = (p + z2 / (2 * games)) / den;
	half = z * sqrt(p * (1 - p) / games + z2 / (4 * games * games)) /
	    den;
	*lo = mid - half < 0 ? 0 : mid - half;
	*hi = mid + half > 1 ? 1 : mid + half;
}

void
play_plan_fixed(struct play_plan *p, uint32_t games, double confidence,
    int boards)
{
	p->looks[0] = games;
	p->nlooks = 1;
	p->alpha = 1 - confidence;
	p->boards = boards;
}

void
play_plan_sequential(struct play_plan *p, uint32_t max_games,
    double confidence, int boards)
{
	uint32_t n;

	p->nlooks = 0;
	for (n = PLAY_FIRST_LOOK; n < max_games &&
	    p->nlooks < PLAY_LOOKS_MAX - 1; n *= 2)
		p->looks[p->nlooks++] = n;
	p->looks[p->nlooks++] = max_games;
	p->alpha = 1 - confidence;
	p->boards = boards;
}

double
play_plan_z(const struct play_plan *p, int seats)
{
	double a = p->alpha / ((double)p->boards * seats * p->nlooks);

	return play_z(1 - a / 2);
}

uint32_t
play_games_for(double half, double z)
{
	double n = ceil(z * z / (4 * half * half) - z * z);

	/* The division can land a hair above a whole number: step back. */
	if (n > 1 && z / (2 * sqrt(n - 1 + z * z)) <= half)
		n -= 1;
	return n < 1 ? 1 : n > 4e9 ? 4000000000u : (uint32_t)n;
}

int
play_verdict(const double *wins, int seats, double games, double z,
    double spread, double *lo, double *hi)
{
	int i, j, fair = 1, unfair = 0;

	for (i = 0; i < seats; i++)
		play_wilson(wins[i], games, z, &lo[i], &hi[i]);
	for (i = 0; i < seats; i++)
		for (j = 0; j < seats; j++) {
			if (i == j)
				continue;
			if (hi[i] - lo[j] > spread)
				fair = 0;
			if (lo[i] - hi[j] > spread)
				unfair = 1;
		}
	return unfair ? PLAY_UNFAIR : fair ? PLAY_FAIR : PLAY_UNDECIDED;
}

const char *
play_verdict_name(int verdict)
{
	return verdict == PLAY_FAIR ? "fair" : verdict == PLAY_UNFAIR ?
	    "unfair" : "undecided";
}
