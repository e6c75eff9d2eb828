/* screen.c: boards for screens: SVG from the kinds' drawing, PNG by
 * rsvg-convert. */
#include "sheet/screen.h"

#include <errno.h>
#include <math.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "board/mark.h"
#include "core/num.h"
#include "draw/layout.h"
#include "sheet/die.h"

extern char **environ;

/* screen_scale: pixels a mm for a board w mm wide. */
static double
screen_scale(const struct screen_opts *o, double w)
{
	if (o->width > 0 && w > 0)
		return o->width / w;
	return (o->dpi > 0 ? o->dpi : 96) / NUM_MM_PER_IN;
}

/* page: b's trim alone as a page (the caption on the board, as with
 * "slug off"), and the drawers' options for it. */
static void
page(struct layout_page *pg, struct draw_opts *dop, const struct board *b,
    const struct screen_opts *o)
{
	layout_page(pg, b->width, b->height, 0, 0);
	memset(dop, 0, sizeof(*dop));
	dop->icons = o->icons;
	dop->pictures = o->pictures;
	dop->flip_sideways = o->sideways || layout_turns_sideways(pg);
}

/* face: face f of b (-1: its rules' key page) drawn, then emitted. */
static int
face(struct pdf *p, const struct board *b, const struct rules *r,
    const struct screen_opts *o, const struct draw_opts *dop, int f,
    screen_emit emit, void *ctx, struct diag *d)
{
	double scale = screen_scale(o, b->width);
	struct layout_page pg;
	struct draw_opts unused;
	const char *svg;
	size_t len;

	page(&pg, &unused, b, o);
	pdf_page_begin(p, &pg);
	if ((f < 0 ? draw_key_page(p, b, r, dop, d) :
	    draw_face(p, b, r, dop, f, d)) < 0)
		return -1;
	/* A folding board's hinges, 1 px dashed lines across its front, so
	 * a screen shows where the print folds (the template's panels; the
	 * rules' for a screen with no template). */
	if (f == 0)
		die_hinges(p, 0, 0, b->width, b->height, o->panels ? o->panels :
		    r->panels, 1 / scale, 3, 2);
	/* The die as the print cuts it, stroked 4 px wide on the screen:
	 * the 2 px inside the trim, the view's edge, show. */
	if (o->die && f == 0) {
		struct die dl;

		die_init(&dl);
		die_board(&dl, b->width, b->height, o->panels > 1 ?
		    o->panels : 1, o->panels > 1 ? o->wrap : 0);
		die_draw(p, &dl, DIE_SHOW_PROOF, PDF_MIN_LINE * scale / 4);
		die_fini(&dl);
	}
	svg = pdf_svg_page(p, scale, &len);
	return emit(ctx, b, f, svg, len, lround(b->width * scale),
	    lround(b->height * scale), d);
}

int
screen_board(struct pdf *p, const struct board *b, const struct rules *r,
    const struct screen_opts *o, screen_emit emit, void *ctx,
    struct diag *d)
{
	struct draw_opts dop;
	struct layout_page pg;
	void *plan;
	int f, rc = 0;

	page(&pg, &dop, b, o);
	/* Placed once for the faces, as layout-pdf places it. */
	dop.plan = plan = board_plan(b, r);
	for (f = 0; f < draw_faces(b) && rc == 0; f++)
		rc = face(p, b, r, o, &dop, f, emit, ctx, d);
	board_plan_free(b, plan);
	return rc;
}

int
screen_key(struct pdf *p, const struct board *b, const struct rules *r,
    const struct screen_opts *o, screen_emit emit, void *ctx,
    struct diag *d)
{
	struct draw_opts dop;
	struct layout_page pg;

	page(&pg, &dop, b, o);
	if (draw_key_page(NULL, b, r, &dop, d) <= 0)
		return 0;
	return face(p, b, r, o, &dop, -1, emit, ctx, d);
}

int
screen_name(char *buf, size_t n, const struct board *b, int face,
    const char *ext)
{
	const char *s = b->id;
	size_t k = strlen(s);

	if (k == 0 || k > 200 || s[0] == '.' || strspn(s, "abcdefghijklmnop"
	    "qrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") != k)
		return -1;
	if (face < 0)
		snprintf(buf, n, "%s-key.%s", s, ext);
	else if (face == 0)
		snprintf(buf, n, "%s.%s", s, ext);
	else if (face == 1)
		snprintf(buf, n, "%s-back.%s", s, ext);
	else
		snprintf(buf, n, "%s-face%d.%s", s, face + 1, ext);
	return 0;
}

/* spawn: rsvg-convert for a w x h PNG, reading fd in, writing fd out;
 * its pid in *pid. Returns 0, or an errno. */
static int
spawn(pid_t *pid, int in, int out, long w, long h)
{
	posix_spawn_file_actions_t fa;
	char ws[24], hs[24];
	char *argv[] = { "rsvg-convert", "--width", ws, "--height", hs,
		"--background-color", "white", "--format", "png", NULL };
	int rc;

	snprintf(ws, sizeof(ws), "%ld", w);
	snprintf(hs, sizeof(hs), "%ld", h);
	if ((rc = posix_spawn_file_actions_init(&fa)) != 0)
		return rc;
	/* Its messages would be a second line: it is judged by its status. */
	if ((rc = posix_spawn_file_actions_adddup2(&fa, in, 0)) == 0 &&
	    (rc = posix_spawn_file_actions_adddup2(&fa, out, 1)) == 0 &&
	    (rc = posix_spawn_file_actions_addopen(&fa, 2, "/dev/null",
	    O_WRONLY, 0)) == 0)
		rc = posix_spawnp(pid, argv[0], &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	return rc;
}

/* feed: the whole of svg into socket s; 0, or -1 (errno set). */
static int
feed(int s, const char *svg, size_t len)
{
	ssize_t k;

	while (len > 0) {
		k = send(s, svg, len, MSG_NOSIGNAL);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		svg += k;
		len -= (size_t)k;
	}
	return 0;
}

int
screen_png(const char *svg, size_t len, long w, long h, int fd, char *err,
    size_t n)
{
	int sv[2], rc, st = 0, fed;
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0) {
		snprintf(err, n, "cannot make a socket for rsvg-convert: %s",
		    strerror(errno));
		return -1;
	}
	rc = spawn(&pid, sv[0], fd, w, h);
	close(sv[0]);
	if (rc != 0) {
		close(sv[1]);
		snprintf(err, n, "cannot run rsvg-convert (librsvg2-bin): %s",
		    strerror(rc));
		return -1;
	}
	fed = feed(sv[1], svg, len);
	close(sv[1]);
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	if (WIFEXITED(st) && WEXITSTATUS(st) == 127)
		snprintf(err, n, "cannot run rsvg-convert (librsvg2-bin): not "
		    "found");
	else if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || fed < 0)
		snprintf(err, n, "rsvg-convert failed (%s %d)",
		    WIFEXITED(st) ? "status" : "signal", WIFEXITED(st) ?
		    WEXITSTATUS(st) : WTERMSIG(st));
	else
		return 0;
	return -1;
}
