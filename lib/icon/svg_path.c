/* svg_path.c: an SVG icon's geometry: path data, shapes, arcs as Béziers. */
#include "icon/svg_int.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/geom.h"
#include "core/mem.h"

int
svg_number(const char **s, double *x)
{
	const char *p = *s, *q;
	char buf[64];
	int digits = 0;

	while (isspace((unsigned char)*p))
		p++;
	if (*p == ',')
		p++;
	while (isspace((unsigned char)*p))
		p++;
	/* The SVG grammar only: no "inf", "nan" or hex that strtod takes. */
	q = p;
	if (*q == '+' || *q == '-')
		q++;
	for (; isdigit((unsigned char)*q); q++)
		digits++;
	if (*q == '.')
		for (q++; isdigit((unsigned char)*q); q++)
			digits++;
	if (!digits)
		return -1;
	if ((*q == 'e' || *q == 'E') && (isdigit((unsigned char)q[1]) ||
	    ((q[1] == '+' || q[1] == '-') && isdigit((unsigned char)q[2])))) {
		for (q += 2; isdigit((unsigned char)*q); q++)
			;
	}
	if ((size_t)(q - p) >= sizeof(buf))
		return -1;
	memcpy(buf, p, (size_t)(q - p));
	buf[q - p] = '\0';
	*x = strtod(buf, NULL);
	if (!isfinite(*x))
		return -1;
	*s = q;
	return 0;
}

/* put: one segment code and its n points (user units) onto pb. */
static int
put(struct svg_ctx *c, struct svg_pb *pb, int code, const double *pt,
    int n)
{
	double *v, x, y;
	int i;

	if (++c->commands > SVG_MAX_COMMANDS)
		return svg_fail(c, "more than %d path commands in the icon",
		    SVG_MAX_COMMANDS);
	v = VEC_PUSH(pb->v, pb->n, pb->cap);
	*v = code;
	for (i = 0; i < n; i++) {
		x = pb->m[0] * pt[2 * i] + pb->m[2] * pt[2 * i + 1] + pb->m[4];
		y = pb->m[1] * pt[2 * i] + pb->m[3] * pt[2 * i + 1] + pb->m[5];
		if (!(fabs(x) <= SVG_MAX_COORD && fabs(y) <= SVG_MAX_COORD))
			return svg_fail(c, "a point lies too far outside the "
			    "viewBox");
		*VEC_PUSH(pb->v, pb->n, pb->cap) = x;
		*VEC_PUSH(pb->v, pb->n, pb->cap) = y;
	}
	return 0;
}

/*
 * arc_seg: the part of the unit circle from a0 to a1 (|a1 - a0| <= 90
 * degrees) as a Bézier, mapped by the ellipse's frame (centre cx, cy,
 * radii rx, ry, x axis turned by phi).
 */
static int
arc_seg(struct svg_ctx *c, struct svg_pb *pb, const double *e, double a0,
    double a1)
{
	double k = 4.0 / 3 * tan((a1 - a0) / 4), u[6], pt[6];
	int i;

	u[0] = cos(a0) - k * sin(a0);
	u[1] = sin(a0) + k * cos(a0);
	u[2] = cos(a1) + k * sin(a1);
	u[3] = sin(a1) - k * cos(a1);
	u[4] = cos(a1);
	u[5] = sin(a1);
	for (i = 0; i < 3; i++) {
		pt[2 * i] = e[0] + e[2] * cos(e[4]) * u[2 * i] -
		    e[3] * sin(e[4]) * u[2 * i + 1];
		pt[2 * i + 1] = e[1] + e[2] * sin(e[4]) * u[2 * i] +
		    e[3] * cos(e[4]) * u[2 * i + 1];
	}
	return put(c, pb, ICON_SEG_CURVE, pt, 3);
}

/*
 * arc: SVG's endpoint arc from (x0, y0) with a[] = rx ry phi large sweep
 * x y, as Béziers (SVG 1.1, appendix F.6.5, radii scaled up if short).
 */
static int
arc(struct svg_ctx *c, struct svg_pb *pb, double x0, double y0,
    const double *a)
{
	double phi = a[2] * GEOM_PI / 180, e[5], cp = cos(phi), sp = sin(phi);
	double dx = (x0 - a[5]) / 2, dy = (y0 - a[6]) / 2, x1, y1, l, s, q;
	double t0, dt, cx1, cy1;
	int i, n;

	e[2] = fabs(a[0]);
	e[3] = fabs(a[1]);
	if (e[2] == 0 || e[3] == 0 || (dx == 0 && dy == 0))
		return put(c, pb, ICON_SEG_LINE, a + 5, 1);
	x1 = cp * dx + sp * dy;
	y1 = -sp * dx + cp * dy;
	l = x1 * x1 / (e[2] * e[2]) + y1 * y1 / (e[3] * e[3]);
	if (l > 1) {
		e[2] *= sqrt(l);
		e[3] *= sqrt(l);
	}
	q = e[2] * e[2] * y1 * y1 + e[3] * e[3] * x1 * x1;
	s = sqrt(fmax(0, (e[2] * e[2] * e[3] * e[3] - q) / q));
	if ((a[3] != 0) == (a[4] != 0))
		s = -s;
	cx1 = s * e[2] * y1 / e[3];
	cy1 = -s * e[3] * x1 / e[2];
	e[0] = cp * cx1 - sp * cy1 + (x0 + a[5]) / 2;
	e[1] = sp * cx1 + cp * cy1 + (y0 + a[6]) / 2;
	e[4] = phi;
	t0 = atan2((y1 - cy1) / e[3], (x1 - cx1) / e[2]);
	dt = atan2((-y1 - cy1) / e[3], (-x1 - cx1) / e[2]) - t0;
	if (a[4] != 0 && dt < 0)
		dt += 2 * GEOM_PI;
	else if (a[4] == 0 && dt > 0)
		dt -= 2 * GEOM_PI;
	n = (int)ceil(fabs(dt) / (GEOM_PI / 2) - 1e-9);
	if (n < 1)
		n = 1;
	for (i = 0; i < n; i++)
		if (arc_seg(c, pb, e, t0 + dt * i / n, t0 + dt * (i + 1) / n) <
		    0)
			return -1;
	return 0;
}

/* A path's reading state: current point, subpath start, last control. */
struct pen {
	double x, y, sx, sy, cx, cy;
	int last;          /* the last command, upper case */
};

/* flag: an arc's large-arc or sweep flag, a lone 0 or 1. */
static int
flag(const char **s, double *x)
{
	while (isspace((unsigned char)**s))
		(*s)++;
	if (**s == ',')
		(*s)++;
	while (isspace((unsigned char)**s))
		(*s)++;
	if (**s != '0' && **s != '1')
		return -1;
	*x = **s - '0';
	(*s)++;
	return 0;
}

/* How many numbers each command takes, in "MLHVCSQTAZ" order. */
static const char cmds[] = "MLHVCSQTAZ";
static const int nargs[] = { 2, 2, 1, 1, 6, 4, 4, 2, 7, 0 };

/* quad: a quadratic Bézier (control q, end e) as the cubic it is. */
static int
quad(struct svg_ctx *c, struct svg_pb *pb, struct pen *p, const double *q,
    const double *e)
{
	double pt[6] = { p->x + 2.0 / 3 * (q[0] - p->x),
		p->y + 2.0 / 3 * (q[1] - p->y), e[0] + 2.0 / 3 * (q[0] - e[0]),
		e[1] + 2.0 / 3 * (q[1] - e[1]), e[0], e[1] };

	return put(c, pb, ICON_SEG_CURVE, pt, 3);
}

/* draw: command k (an index into cmds) with absolute numbers a. */
static int
draw(struct svg_ctx *c, struct svg_pb *pb, struct pen *p, int k, double *a)
{
	double r[6];
	int rc = 0, cmd = cmds[k];

	switch (cmd) {
	case 'M':
		rc = put(c, pb, ICON_SEG_MOVE, a, 1);
		p->sx = a[0];
		p->sy = a[1];
		break;
	case 'L': case 'H': case 'V': case 'T':
		if (cmd == 'T') {
			r[0] = p->last == 'Q' || p->last == 'T' ?
			    2 * p->x - p->cx : p->x;
			r[1] = p->last == 'Q' || p->last == 'T' ?
			    2 * p->y - p->cy : p->y;
			rc = quad(c, pb, p, r, a);
			p->cx = r[0];
			p->cy = r[1];
		} else
			rc = put(c, pb, ICON_SEG_LINE, a, 1);
		break;
	case 'C': case 'S':
		if (cmd == 'S') {
			memmove(a + 2, a, 4 * sizeof(*a));
			a[0] = p->last == 'C' || p->last == 'S' ?
			    2 * p->x - p->cx : p->x;
			a[1] = p->last == 'C' || p->last == 'S' ?
			    2 * p->y - p->cy : p->y;
		}
		rc = put(c, pb, ICON_SEG_CURVE, a, 3);
		p->cx = a[2];
		p->cy = a[3];
		break;
	case 'Q':
		rc = quad(c, pb, p, a, a + 2);
		p->cx = a[0];
		p->cy = a[1];
		break;
	case 'A':
		rc = arc(c, pb, p->x, p->y, a);
		break;
	default:
		rc = put(c, pb, ICON_SEG_CLOSE, NULL, 0);
		a[0] = p->sx;
		a[1] = p->sy;
	}
	/* Where the pen is now: the last point of what was drawn. */
	k = cmd == 'C' || cmd == 'S' ? 4 : cmd == 'Q' ? 2 : cmd == 'A' ? 5 : 0;
	p->x = a[k];
	p->y = a[k + 1];
	p->last = cmd == 'T' ? 'T' : cmd;
	return rc;
}

/* args: command k's numbers at *s, made absolute; 0 or -1. */
static int
args(const char **s, int k, int rel, const struct pen *p, double *a)
{
	int i;

	for (i = 0; i < nargs[k]; i++)
		if ((cmds[k] == 'A' && (i == 3 || i == 4) ? flag(s, &a[i]) :
		    svg_number(s, &a[i])) < 0)
			return -1;
	if (cmds[k] == 'H') {
		a[0] += rel ? p->x : 0;
		a[1] = p->y;
	} else if (cmds[k] == 'V') {
		a[1] = a[0] + (rel ? p->y : 0);
		a[0] = p->x;
	} else if (rel) {
		for (i = cmds[k] == 'A' ? 5 : 0; i < nargs[k]; i++)
			a[i] += (i - (cmds[k] == 'A' ? 5 : 0)) % 2 ? p->y :
			    p->x;
	}
	return 0;
}

int
svg_path_data(struct svg_ctx *c, struct svg_pb *pb, const char *d)
{
	struct pen p = { 0, 0, 0, 0, 0, 0, 0 };
	const char *s = d, *hit;
	double a[8];
	int k = -1, rel = 0;

	for (;;) {
		while (isspace((unsigned char)*s) || *s == ',')
			s++;
		if (!*s)
			break;
		if (isalpha((unsigned char)*s)) {
			hit = strchr(cmds, toupper((unsigned char)*s));
			if (!hit || (*s == 'e' || *s == 'E'))
				return svg_fail(c, "path: unknown command "
				    "'%c'", *s);
			k = (int)(hit - cmds);
			rel = islower((unsigned char)*s);
			s++;
			if (p.last == 0 && cmds[k] != 'M')
				return svg_fail(c, "path: it must start with "
				    "M or m");
		} else if (k < 0 || cmds[k] == 'Z')
			return svg_fail(c, "path: a number where a command "
			    "is needed");
		if (args(&s, k, rel, &p, a) < 0)
			return svg_fail(c, "path: command '%c' needs %d "
			    "numbers", cmds[k], nargs[k]);
		if (draw(c, pb, &p, k, a) < 0)
			return -1;
		/* Numbers after a moveto are linetos (SVG 1.1, 8.3.2). */
		if (cmds[k] == 'M')
			k = 1;
	}
	return 0;
}

/* A shape's numeric attributes: name, default (NAN: required), >= 0. */
static const struct {
	const char *el, *attr[6];
	double dflt[6];
} shape_attrs[] = {
	{ "line", { "x1", "y1", "x2", "y2" }, { 0, 0, 0, 0 } },
	{ "rect", { "x", "y", "width", "height", "rx", "ry" },
	    { 0, 0, NAN, NAN, -1, -1 } },
	{ "circle", { "cx", "cy", "r" }, { 0, 0, NAN } },
	{ "ellipse", { "cx", "cy", "rx", "ry" }, { 0, 0, NAN, NAN } },
};

/* rect_data: a rect (v: x y w h rx ry, -1 for an rx or ry not given). */
static void
rect_data(char *buf, size_t len, double *v)
{
	double rx = v[4] < 0 ? v[5] : v[4], ry = v[5] < 0 ? v[4] : v[5];

	rx = fmin(fmax(rx, 0), v[2] / 2);
	ry = fmin(fmax(ry, 0), v[3] / 2);
	if (rx == 0 || ry == 0) {
		snprintf(buf, len, "M%.17g %.17gH%.17gV%.17gH%.17gZ", v[0],
		    v[1], v[0] + v[2], v[1] + v[3], v[0]);
		return;
	}
	snprintf(buf, len, "M%.17g %.17gH%.17gA%.17g %.17g 0 0 1 %.17g %.17g"
	    "V%.17gA%.17g %.17g 0 0 1 %.17g %.17gH%.17g"
	    "A%.17g %.17g 0 0 1 %.17g %.17gV%.17g"
	    "A%.17g %.17g 0 0 1 %.17g %.17gZ", v[0] + rx, v[1],
	    v[0] + v[2] - rx, rx, ry, v[0] + v[2], v[1] + ry,
	    v[1] + v[3] - ry, rx, ry, v[0] + v[2] - rx, v[1] + v[3],
	    v[0] + rx, rx, ry, v[0], v[1] + v[3] - ry, v[1] + ry, rx, ry,
	    v[0] + rx, v[1]);
}

/* points_data: polyline or polygon points as path data (in buf). */
static int
points_data(struct svg_ctx *c, char **buf, const char *points, int closed)
{
	const char *s;
	size_t n = strlen(points);

	for (s = points; *s; s++)
		if (isalpha((unsigned char)*s) && *s != 'e' && *s != 'E')
			return svg_fail(c, "points: '%c' is not part of a "
			    "number", *s);
	*buf = mem_alloc(n + 4);
	snprintf(*buf, n + 4, "M%s%s", points, closed ? "Z" : "");
	return 0;
}

int
svg_shape(struct svg_ctx *c, struct svg_pb *pb, const char *el,
    int (*get)(void *, const char *, double *), void *arg,
    const char *points)
{
	char data[1024], *buf = NULL;
	double v[6];
	size_t j, i;
	int rc;

	if (strcmp(el, "polyline") == 0 || strcmp(el, "polygon") == 0) {
		if (!points)
			return svg_fail(c, "%s: no points", el);
		if (points_data(c, &buf, points, el[4] == 'g') < 0)
			return -1;
		rc = svg_path_data(c, pb, buf);
		free(buf);
		return rc;
	}
	for (j = 0; strcmp(shape_attrs[j].el, el); j++)
		;
	for (i = 0; i < 6 && shape_attrs[j].attr[i]; i++) {
		v[i] = shape_attrs[j].dflt[i];
		if (get(arg, shape_attrs[j].attr[i], &v[i]) < 0)
			return -1;
		if (isnan(v[i]) || (i >= 2 && v[i] < 0 && strcmp(el, "line") &&
		    v[i] != shape_attrs[j].dflt[i]))
			return svg_fail(c, "%s: %s: a number >= 0 is needed",
			    el, shape_attrs[j].attr[i]);
	}
	if (el[0] == 'l')
		snprintf(data, sizeof(data), "M%.17g %.17gL%.17g %.17g", v[0],
		    v[1], v[2], v[3]);
	else if (el[0] == 'r')
		rect_data(data, sizeof(data), v);
	else {
		if (el[0] == 'c')
			v[3] = v[2];
		snprintf(data, sizeof(data), "M%.17g %.17gA%.17g %.17g 0 0 1 "
		    "%.17g %.17gA%.17g %.17g 0 0 1 %.17g %.17gZ", v[0] + v[2],
		    v[1], v[2], v[3], v[0] - v[2], v[1], v[2], v[3],
		    v[0] + v[2], v[1]);
	}
	return svg_path_data(c, pb, data);
}
