/* calibrate.c: static seat scores weighed against play (calibrate.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/style_asset.h"
#include "core/mem.h"
#include "core/num.h"
#include "play/calibrate.h"

#define FOLDS 10

int
calib_init(struct calib *c, const char *spec, struct diag *d)
{
	const char *p = spec;
	size_t n;
	int first = 1;

	memset(c, 0, sizeof(*c));
	while (*p) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		n = strcspn(p, " ");
		if ((!first && c->nkey == CALIB_KEYS) ||
		    n >= sizeof(c->key[0])) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--weigh "
			    "'%s': a section and at most %d keys, each under "
			    "32 characters", spec, CALIB_KEYS);
			return -1;
		}
		if (first)
			memcpy(c->section, p, n);
		else
			memcpy(c->key[c->nkey++], p, n);
		first = 0;
		p += n;
	}
	if (!first && !c->nkey) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--weigh '%s': "
		    "the section's keys are missing", spec);
		return -1;
	}
	return 0;
}

/* line_key: whether line (to end) sets key: the key, then a blank. */
static int
line_key(const char *line, const char *end, const char *key)
{
	size_t n = strlen(key);

	while (line < end && (*line == ' ' || *line == '\t'))
		line++;
	return (size_t)(end - line) > n && strncmp(line, key, n) == 0 &&
	    (line[n] == ' ' || line[n] == '\t');
}

/* put: appends n bytes of s to *out (length *len, capacity *cap). */
static void
put(char **out, size_t *len, size_t *cap, const char *s, size_t n)
{
	*out = mem_grow(*out, cap, *len + n + 1, 1);
	memcpy(*out + *len, s, n);
	*len += n;
	(*out)[*len] = '\0';
}

/* put_keys: the lines of the keys not yet set (done) into *out. */
static void
put_keys(char **out, size_t *len, size_t *cap, char key[][32],
    const double *val, size_t nkey, const int *done)
{
	char line[96];
	size_t k;
	int m;

	for (k = 0; k < nkey; k++) {
		if (done[k])
			continue;
		m = snprintf(line, sizeof(line), "%s %.17g\n", key[k], val[k]);
		put(out, len, cap, line, (size_t)m);
	}
}

/* typed: is s .. eol the rest of a typed section's header (blanks, a
 * comment)? */
static int
typed(const char *s, const char *eol)
{
	while (s < eol && (*s == ' ' || *s == '\t' || *s == '\r' ||
	    *s == '\n'))
		s++;
	return s == eol || *s == '#';
}

char *
calib_set_keys(const char *text, size_t len, const char *section,
    char key[][32], const double *val, size_t nkey, size_t *out_len)
{
	const char *p = text, *end = text + len, *eol, *q;
	char *out = NULL, line[96], head[48];
	size_t olen = 0, cap = 0, k, hn;
	int in = 0, found = 0, done[CALIB_KEYS] = { 0 }, m, set;

	hn = (size_t)snprintf(head, sizeof(head), "[%s]", section);
	while (p < end) {
		eol = memchr(p, '\n', (size_t)(end - p));
		eol = eol ? eol + 1 : end;
		for (q = p; q < eol && (*q == ' ' || *q == '\t'); q++)
			;
		if (q < eol && *q == '[') {
			if (in)
				put_keys(&out, &olen, &cap, key, val, nkey,
				    done);
			/*
			 * "[fairness]" alone: "[fairness] from f.csv" reads
			 * the section from a CSV file, whose keys this text
			 * cannot set.
			 */
			in = (size_t)(eol - q) >= hn &&
			    strncmp(q, head, hn) == 0 && typed(q + hn, eol);
			found |= in;
		}
		set = 0;
		for (k = 0; in && k < nkey && !set; k++)
			if (line_key(p, eol, key[k])) {
				m = snprintf(line, sizeof(line), "%s %.17g\n",
				    key[k], val[k]);
				put(&out, &olen, &cap, line, (size_t)m);
				done[k] = set = 1;
			}
		if (!set) {
			put(&out, &olen, &cap, p, (size_t)(eol - p));
			if (eol == end && eol[-1] != '\n')
				put(&out, &olen, &cap, "\n", 1);
		}
		p = eol;
	}
	if (in)
		put_keys(&out, &olen, &cap, key, val, nkey, done);
	if (!found) {
		free(out);
		return NULL;
	}
	*out_len = olen;
	return out;
}

/* unit_rules: c->unit[k], r's rules with key k alone weighing 1. */
static int
unit_rules(struct calib *c, const struct rules *r, struct diag *d)
{
	double val[CALIB_KEYS];
	size_t k, j, n;
	char *t, why[96];

	if (c->have_unit && c->text == r->text)
		return 0;
	if (c->have_unit)
		for (k = 0; k < c->nkey; k++)
			rules_fini(&c->unit[k]);
	if (!c->unit)
		c->unit = mem_calloc(CALIB_KEYS, sizeof(*c->unit));
	c->have_unit = 0;
	for (k = 0; k < c->nkey; k++) {
		for (j = 0; j < c->nkey; j++)
			val[j] = j == k;
		t = calib_set_keys(r->text, strlen(r->text), c->section,
		    c->key, val, c->nkey, &n);
		if (!t) {
			diag_add(d, DIAG_FATAL, r->origin, 0, NULL, NULL,
			    "the rules have no [%s] section to weigh (typed: "
			    "one read from a CSV file is not)", c->section);
			goto fail;
		}
		rules_init(&c->unit[k]);
		/*
		 * The CSV files the rules read their sections from come with
		 * them, as a deck's reader hands them over: without them the
		 * text alone is refused ("not in the deck").
		 */
		if (style_asset_copy_all(&c->unit[k], r, why, sizeof(why)) <
		    0) {
			diag_add(d, DIAG_FATAL, r->origin, 0, NULL, NULL, "%s",
			    why);
			free(t);
			rules_fini(&c->unit[k]);
			goto fail;
		}
		if (rules_load_text(&c->unit[k], t, n, r->origin,
		    r->base_line, NULL, d) != 0) {
			free(t);
			rules_fini(&c->unit[k]);
			goto fail;
		}
		free(t);
	}
	c->text = r->text;
	c->have_unit = 1;
	return 0;
fail:
	while (k-- > 0)
		rules_fini(&c->unit[k]);
	return -1;
}

int
calib_board(struct calib *c, struct board *b, const struct rules *r,
    const double *share, int seats, struct diag *d)
{
	const struct check_kind *ck;
	struct board_seat *keep;
	size_t k, s, nkeep = b->val.nseat;

	if (seats < 2 || (size_t)seats != b->val.nseat)
		return 0;
	if (c->nkey && unit_rules(c, r, d) != 0)
		return -1;
	if (c->n + (size_t)seats > c->cap) {
		size_t cap = c->cap;

		c->board = mem_grow(c->board, &cap, c->n + (size_t)seats,
		    sizeof(*c->board));
		cap = c->cap;
		c->share = mem_grow(c->share, &cap, c->n + (size_t)seats,
		    sizeof(*c->share));
		cap = c->cap;
		c->level = mem_grow(c->level, &cap, c->n + (size_t)seats,
		    sizeof(*c->level));
		cap = c->cap;
		c->score = mem_grow(c->score, &cap, c->n + (size_t)seats,
		    sizeof(*c->score));
		cap = c->cap;
		c->term = mem_grow(c->term, &cap, c->n + (size_t)seats,
		    sizeof(*c->term) * CALIB_KEYS);
		c->cap = cap;
	}
	for (s = 0; s < (size_t)seats; s++) {
		c->board[c->n + s] = c->nboard;
		c->share[c->n + s] = share[s];
		c->level[c->n + s] = b->val.seat[s].level;
		c->score[c->n + s] = b->val.seat[s].score;
	}
	ck = kind_of(b->kind) ? kind_of(b->kind)->check : NULL;
	if (c->nkey && ck && ck->seats) {
		keep = mem_alloc(nkeep * sizeof(*keep));
		memcpy(keep, b->val.seat, nkeep * sizeof(*keep));
		for (k = 0; k < c->nkey; k++) {
			b->val.nseat = 0;
			ck->seats(b, &c->unit[k]);
			for (s = 0; s < (size_t)seats; s++)
				c->term[(c->n + s) * CALIB_KEYS + k] =
				    s < b->val.nseat ? b->val.seat[s].score :
				    0;
		}
		b->val.nseat = 0;
		for (s = 0; s < nkeep; s++)
			*VEC_PUSH(b->val.seat, b->val.nseat, b->val.capseat) =
			    keep[s];
		free(keep);
	}
	c->n += (size_t)seats;
	c->nboard++;
	return 0;
}

/* ranks: the ranks of x[0 .. n - 1] into rk, ties their mean rank. */
static void
ranks(const double *x, double *rk, size_t n)
{
	size_t i, j, less, same;

	for (i = 0; i < n; i++) {
		less = same = 0;
		for (j = 0; j < n; j++) {
			less += x[j] < x[i];
			same += x[j] == x[i];
		}
		rk[i] = (double)less + (double)(same + 1) / 2;
	}
}

/* pearson: the correlation of x and y; 0 when either is constant. */
static double
pearson(const double *x, const double *y, size_t n)
{
	double mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		mx += x[i];
		my += y[i];
	}
	mx /= (double)n;
	my /= (double)n;
	for (i = 0; i < n; i++) {
		sxy += (x[i] - mx) * (y[i] - my);
		sxx += (x[i] - mx) * (x[i] - mx);
		syy += (y[i] - my) * (y[i] - my);
	}
	if (sxx <= 0 || syy <= 0)
		return 0;
	return sxy / sqrt(sxx * syy);
}

double
calib_spearman(const double *x, const double *y, size_t n)
{
	double *rx, *ry, rho;

	if (n < 2)
		return 0;
	rx = mem_alloc(n * sizeof(*rx));
	ry = mem_alloc(n * sizeof(*ry));
	ranks(x, rx, n);
	ranks(y, ry, n);
	rho = pearson(rx, ry, n);
	MEM_FREE(rx, ry);
	return rho;
}

/*
 * solve: the least-squares coefficients of the m predictors (rows of
 * x, stride CALIB_KEYS, those with use[i]) for y, into beta (ridge 1e-9
 * for columns that never vary); Gaussian elimination on the normal
 * equations, m <= CALIB_KEYS.
 */
static void
solve(const double *x, const double *y, size_t n, size_t m, const int *use,
    double *beta)
{
	double a[CALIB_KEYS][CALIB_KEYS + 1], f, t;
	size_t i, j, k, p;

	memset(a, 0, sizeof(a));
	for (i = 0; i < n; i++) {
		if (!use[i])
			continue;
		for (j = 0; j < m; j++) {
			for (k = 0; k < m; k++)
				a[j][k] += x[i * CALIB_KEYS + j] *
				    x[i * CALIB_KEYS + k];
			a[j][m] += x[i * CALIB_KEYS + j] * y[i];
		}
	}
	for (j = 0; j < m; j++)
		a[j][j] += 1e-9 * (1 + a[j][j]);
	for (j = 0; j < m; j++) {
		p = j;
		for (k = j + 1; k < m; k++)
			if (fabs(a[k][j]) > fabs(a[p][j]))
				p = k;
		for (k = 0; k <= m; k++) {
			t = a[j][k];
			a[j][k] = a[p][k];
			a[p][k] = t;
		}
		for (k = j + 1; k < m; k++) {
			f = a[k][j] / a[j][j];
			for (p = j; p <= m; p++)
				a[k][p] -= f * a[j][p];
		}
	}
	for (j = m; j-- > 0;) {
		t = a[j][m];
		for (k = j + 1; k < m; k++)
			t -= a[j][k] * beta[k];
		beta[j] = t / a[j][j];
	}
}

/*
 * centred: per seat, v (stride st, column col) less its board's mean,
 * into out (stride CALIB_KEYS, column oc).
 */
static void
centred(const struct calib *c, const double *v, size_t st, size_t col,
    double *out, size_t oc)
{
	size_t i = 0, j, e;
	double m;

	while (i < c->n) {
		for (e = i; e < c->n && c->board[e] == c->board[i]; e++)
			;
		m = 0;
		for (j = i; j < e; j++)
			m += v[j * st + col];
		m /= (double)(e - i);
		for (j = i; j < e; j++)
			out[j * CALIB_KEYS + oc] = v[j * st + col] - m;
		i = e;
	}
}

/*
 * cv_r2: the cross-validated R² of the least-squares fit of y on the m
 * predictors of x (board b in fold b % FOLDS), against predicting 0 (a
 * fair share); beta, when not NULL, gets the fit on every board.
 */
static double
cv_r2(const struct calib *c, const double *x, const double *y, size_t m,
    double *beta)
{
	double b[CALIB_KEYS], sse = 0, sst = 0, p;
	int *use = mem_alloc(c->n * sizeof(*use));
	size_t f, i, j;

	for (f = 0; f < FOLDS; f++) {
		for (i = 0; i < c->n; i++)
			use[i] = c->board[i] % FOLDS != f;
		solve(x, y, c->n, m, use, b);
		for (i = 0; i < c->n; i++) {
			if (use[i])
				continue;
			p = 0;
			for (j = 0; j < m; j++)
				p += b[j] * x[i * CALIB_KEYS + j];
			sse += (y[i] - p) * (y[i] - p);
			sst += y[i] * y[i];
		}
	}
	if (beta) {
		for (i = 0; i < c->n; i++)
			use[i] = 1;
		solve(x, y, c->n, m, use, beta);
	}
	free(use);
	return sst > 0 ? 1 - sse / sst : 0;
}

void
calib_fit(const struct calib *c, struct calib_fit *out)
{
	double *x = mem_calloc(c->n + 1, sizeof(*x) * CALIB_KEYS);
	double *y = mem_calloc(c->n + 1, sizeof(*y) * CALIB_KEYS);
	double *sy = mem_calloc(c->n + 1, sizeof(*sy));
	double *sy2 = mem_calloc(c->n + 1, sizeof(*sy2));
	double beta[CALIB_KEYS], scale = 0, sum = 0;
	size_t i, j, e, k, m;

	memset(out, 0, sizeof(*out));
	out->boards = c->nboard;
	out->seats = c->n;
	for (i = 0; i < c->n; i = e) {
		for (e = i; e < c->n && c->board[e] == c->board[i]; e++)
			;
		for (j = i + 1; j < e && c->level[j] == c->level[i]; j++)
			;
		if (j == e)
			continue;
		for (j = i + 1; j < e && c->share[j] == c->share[i]; j++)
			;
		if (j == e)
			continue;
		out->rho_within += calib_spearman(c->level + i, c->share + i,
		    e - i);
		out->rho_boards++;
	}
	if (out->rho_boards)
		out->rho_within /= (double)out->rho_boards;
	centred(c, c->share, 1, 0, y, 0);
	for (i = 0; i < c->n; i++)
		sy[i] = y[i * CALIB_KEYS];
	centred(c, c->level, 1, 0, x, 0);
	for (i = 0; i < c->n; i++)
		y[i] = x[i * CALIB_KEYS];
	out->rho_pooled = calib_spearman(y, sy, c->n);
	out->r2_level = cv_r2(c, x, sy, 1, NULL);
	out->nkey = c->nkey;
	if (!c->nkey)
		goto done;
	for (k = 0; k < c->nkey; k++) {
		centred(c, c->term, CALIB_KEYS, k, x, k);
		for (i = 0; i < c->n && !out->seen[k]; i++)
			out->seen[k] = c->term[i * CALIB_KEYS + k] != 0;
	}
	/* the bonus (level less score) beside the terms, when there is one */
	for (i = 0; i < c->n; i++)
		sy2[i] = c->level[i] - c->score[i];
	for (i = 0; i < c->n && !out->bonus_seen; i++)
		out->bonus_seen = sy2[i] != 0;
	m = c->nkey;
	if (out->bonus_seen && m < CALIB_KEYS) {
		centred(c, sy2, 1, 0, x, m);
		m++;
	}
	out->r2_terms = cv_r2(c, x, sy, m, beta);
	/* the current weights: the score is linear in its terms */
	for (i = 0; i < c->n; i++) {
		y[i] = c->score[i];
		for (k = 0; k < c->nkey; k++)
			x[i * CALIB_KEYS + k] = c->term[i * CALIB_KEYS + k];
	}
	cv_r2(c, x, y, c->nkey, out->now);
	for (k = 0; k < c->nkey; k++) {
		scale += fabs(beta[k]);
		sum += fabs(out->now[k]);
	}
	for (k = 0; k < c->nkey; k++)
		out->play[k] = scale > 0 ? beta[k] / scale * sum : 0;
	/* a level point of bonus, in the same units */
	if (m > c->nkey)
		out->bonus = scale > 0 ? beta[c->nkey] / scale * sum : 0;
done:
	MEM_FREE(x, y, sy, sy2);
}

void
calib_write(const struct calib *c, FILE *f)
{
	struct calib_fit fit;
	char num[2][32];
	size_t k;

	calib_fit(c, &fit);
	fprintf(f, "boards %zu\nseats %zu\n", fit.boards, fit.seats);
	fprintf(f, "spearman_within %s\nspearman_boards %zu\n",
	    num_format(num[0], sizeof(num[0]), fit.rho_within, 3),
	    fit.rho_boards);
	fprintf(f, "spearman_pooled %s\n", num_format(num[0],
	    sizeof(num[0]), fit.rho_pooled, 3));
	fprintf(f, "r2_level %s\n", num_format(num[0], sizeof(num[0]),
	    fit.r2_level, 4));
	if (!fit.nkey)
		return;
	fprintf(f, "r2_terms %s\n", num_format(num[0], sizeof(num[0]),
	    fit.r2_terms, 4));
	for (k = 0; k < fit.nkey; k++)
		if (fit.seen[k])
			fprintf(f, "weight %s %s %s\n", c->key[k],
			    num_format(num[0], sizeof(num[0]), fit.now[k], 3),
			    num_format(num[1], sizeof(num[1]), fit.play[k],
			    3));
		else
			fprintf(f, "weight %s - -\n", c->key[k]);
	if (fit.bonus_seen)
		fprintf(f, "bonus %s\n", num_format(num[0], sizeof(num[0]),
		    fit.bonus, 3));
}

void
calib_fini(struct calib *c)
{
	size_t k;

	if (c->have_unit)
		for (k = 0; k < c->nkey; k++)
			rules_fini(&c->unit[k]);
	MEM_FREE(c->unit, c->board, c->share, c->level, c->score, c->term);
	memset(c, 0, sizeof(*c));
}
