/* press.h: a print run's files (press-run's chunks, its report and its
 * manifest), read by the report's column names: press-tool's work. */
#ifndef BP_PRESS_H
#define BP_PRESS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "tool/cli.h"
#include "core/diag.h"

/* What press-tool is asked to do (its subcommands). */
enum press_cmd {
	PRESS_CHUNK,    /* a chunk's report and page map agree */
	PRESS_MERGE,    /* the chunks' reports as one */
	PRESS_CHECK,    /* the run's report: boards left out, or not distinct */
	PRESS_MANIFEST, /* the run's manifest */
	PRESS_SEATS,    /* the chunks' seat summaries as the run's */
	PRESS_TITLE,    /* the rules' title, as layout-pdf titles a deck */
	PRESS_PAGES     /* per-board files numbered: press-tool's own (it
	                   is print/pagemark.h's work, above this layer) */
};

/* press_opt: a press-tool command line, parsed (cmd/press-tool.c). */
struct press_opt {
	enum press_cmd cmd;
	uint64_t seed, count; /* check: the run's seeds */
	int perboard;         /* manifest: each board's file is its own PDF */
	const char *deck;     /* manifest: the deck (its SHA-256 per row) */
	size_t sortbuf;       /* check: bytes its two sorts hold together
	                       * before they spill runs (0: EXTSORT_DEFAULT) */
	uint64_t *runs;       /* check: when not NULL, [0] and [1] set to the
	                       * runs its two sorts spilled */
	char **file;          /* the operands */
	size_t nfile;
};

/*
 * press_run: do what o says, writing to out; problems go into d (file,
 * line, board). Returns the exit status:
 * - chunk REPORT [MAP]: writes the number of boards REPORT passed; 1 when
 *   some passed and MAP does not hold a row for each of them, in order;
 * - merge REPORT...: writes the reports as one: the first's header, then
 *   every row; 2 when one's columns are not the first's;
 * - check REPORT: writes a line per board that failed, per board whose
 *   structure an earlier one has (in the report's order), then per seed
 *   in [seed, seed+count) with no board; 1 when two boards share a
 *   structure. Its memory is bounded whatever the report's length: two
 *   external sorts of sortbuf / 2 bytes each and 64 KiB of seeds, spilled to
 *   nameless temporary files in REPORT's folder (core/extsort.h: made as
 *   sort.XXXXXX.tmp and removed at once: nothing is left on any exit);
 *   2 when they cannot be written;
 * - manifest REPORT CHUNK...: writes the manifest: a row per board that
 *   passed, its pages in the deck (the chunks' page maps, CHUNK/K.map,
 *   after the pages of the chunks before, CHUNK/env), its file and that
 *   file's SHA-256 (CHUNK/SUMS for a board's own PDF);
 * - title RULES: writes the rules file's title (its id when it has none)
 *   and a newline, as the rules reader reads it: what layout-pdf puts
 *   before the boards in a deck's Title.
 * 2 for a file that cannot be read or is malformed; out may then hold
 * part of the output.
 */
int press_run(const struct press_opt *o, FILE *out, struct diag *d);

/*
 * press-run's own work (lib/board/press_util.c, press_plan.c,
 * press_job.c): messages are press-run's ("press-run: ..." on stderr),
 * as the script's were; each returns the status press-run exits with.
 */

/* A tool's output, kept (at most 64 MiB); p is NUL-terminated. */
struct press_buf {
	char *p;
	size_t len, cap;
};
void press_buf_free(struct press_buf *b);
void press_chomp(struct press_buf *b);

/*
 * press_spawn: run argv (PATH searched) with stdin /dev/null, its stdout
 * and stderr kept in out and err (NULL: dropped). Returns its exit
 * status, 128 + the signal that ended it, or -1 when it could not run.
 */
int press_spawn(char *const argv[], struct press_buf *out,
    struct press_buf *err);
int press_run_quiet(char *const argv[]);

/* press_say_where: press_say's lines begin "WHERE: " until it is set
 * again (NULL or "": nothing), for the words of a file read as a command
 * line (a plan's). */
void press_say_where(const char *where);

/* press_epoch_ok: s is SOURCE_DATE_EPOCH's seconds since 1970 (digits,
 * up to the year 9999); 1 or 0. */
int press_epoch_ok(const char *s);

/* press_say: one line "press-run: ..." on stderr (cli_error's quoting). */
/* press_quote: s single-quoted for the shell, to out. */
void press_quote(FILE *out, const char *s);
void press_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * press_step: a kill point of press-run's (see step() in cmd/press-run):
 * NAME added to $PRESS_RUN_STEPS; with PRESS_RUN_STOP=NAME the process
 * writes its pid to $PRESS_RUN_STOPPED and stops itself (SIGSTOP).
 */
void press_step(const char *name);

/*
 * press_copy_each: the files a run folder keeps copies of, so that a
 * resume or a reprint can be made from the folder alone, each given to
 * fn with its path (src) and its name in the folder: the rules (rules,
 * under its base name), each CSV file they read (under its name in the
 * rules, so that the rules' copy reads the CSV files' copies), the page
 * template (tfile) and the pins (pins), under their base names (tfile
 * and pins "" or NULL: none). Stops at fn's first nonzero return, which
 * it returns; -1 (said, as the rules reader says it) when the rules
 * cannot be read.
 */
int press_copy_each(const char *rules, const char *tfile, const char *pins,
    int (*fn)(void *ctx, const char *src, const char *name), void *ctx);

/*
 * press_copies: run's copies of the files press_copy_each names made
 * sure of: each one that is not its file byte for byte written beside as
 * NAME.tmp (step "put NAME") and renamed, its folders made (a CSV file
 * named "data/types.csv"); steps "rules", "template", "pins" after each
 * group. 0, or 2 (said).
 */
int press_copies(const char *run, const char *rules, const char *tfile,
    const char *pins);

/* press_tmpdir: $TMPDIR, or /tmp. */
const char *press_tmpdir(void);

/*
 * press_tempdir: a new folder $TMPDIR/press-run.OWNER.XXXXXX into buf,
 * after removing such folders of this user whose owner process is gone.
 * -1 (said) when it cannot be made.
 */
int press_tempdir(long owner, char *buf, size_t n);

/* press_rmrf: path and all under it removed (rm -rf). */
void press_rmrf(const char *path);

/*
 * press_fingerprint: the SHA-256 (hex) of what decides a run's boards
 * besides its options and seeds: the rules file's bytes, "\ntemplate T\n"
 * and the template file's (when template is not empty), "\nprofile\n"
 * and the output profile's, "\nstyle\n", the style's and each file it
 * names; "\ncsv NAME\n" and the SHA-256 (hex) of each CSV file the rules
 * read a section from. Files that are not regular files count as empty.
 */
void press_fingerprint(const char *rules, const char *template,
    const char *tfile, const char *style, const char *profile,
    char hex[65]);

/*
 * press_fingerprint_add: when path (may be NULL) is given, hex made the
 * SHA-256 of hex, "\nLABEL\n" and path's bytes (press-run --play's bot:
 * a chunk made by another program is refused as one of other rules).
 */
void press_fingerprint_add(char hex[65], const char *label,
    const char *path);

/* press_bot_is_file: a --play spec names a file (a program, a library
 * ending in .so: docs/play.md), not a built-in bot. */
int press_bot_is_file(const char *spec);

/* press_play_bot: the file of validate's --play among its n options v
 * (press-run's vopt), or NULL (no --play, or a built-in bot). */
const char *press_play_bot(char **v, size_t n);

/* press_template_file: the file --template VALUE names, into buf. */
char *press_template_file(const char *value, char *buf, size_t n);

/* press_style_file: the style file gen-graph's options name, or NULL. */
char *press_style_file(char **gen, size_t n, char *buf, size_t len);

/*
 * press_pins_file: the pins file gen-graph's options name (--pins, the
 * full path press-run gave it), or NULL: the run's fingerprint sums it,
 * when the run is planned and when a chunk is sealed.
 */
const char *press_pins_file(char **gen, size_t n);

/*
 * press_profile: the output profile layout-pdf (in bindir) separates
 * through with the options lay (its --show-profile, chomped into out).
 * Returns layout-pdf's status.
 */
int press_profile(const char *bindir, char **lay, size_t n,
    struct press_buf *out, struct press_buf *err);

/*
 * What press-run's work needs of layers above this one, given by
 * press-tool: template: the page template at path read by its reader
 * (x4: its pages are PDF/X-4; tumble: its sheets turn by tumbling), 0 or
 * -1; pages: a board's own PDF's slugs numbered in the board, -1 if not.
 */
struct press_hooks {
	int (*template)(const char *path, int *x4, int *tumble);
	int (*pages)(const char *pdf);
};

/*
 * press_plan: press-run's command line (argv, argc) checked and planned:
 * shell assignments on out for press-run to eval (its settings, the
 * tools' options, the run folder); 0, or the status to exit with after
 * a message (2), or after -h (0, the usage then being shell code).
 * Its check of $TMPDIR names its folder after $PRESS_RUN_PID (press-run).
 */
int press_plan(const char *bindir, const struct press_hooks *h, int argc,
    char **argv, FILE *out);

/* press_list: the run's chunks, a line each: number, first seed, boards. */
int press_list(uint64_t seed, uint64_t count, uint64_t chunk, FILE *out);

/*
 * press_seal: a chunk's job after its pipe (in the chunk's folder, the
 * current one): its statuses checked, each board's PDF cut out with
 * --per-board, the env file (fingerprint, host, pages) and SUMS written.
 * argv: the pipe's four statuses, then the job's own arguments.
 */
int press_seal(const char *bindir, const struct press_hooks *h, int argc,
    char **argv);

/*
 * press_todo: the jobs to run: those the joblog calls made whose chunk
 * is gone are struck from it. Writes 1 when some job is to run, else 0.
 */
int press_todo(const char *run, FILE *out);

/*
 * press_take: every chunk the joblog calls made unpacked, checked and
 * taken in; writes how many were taken now. 2 (said) when some are not
 * made.
 */
int press_take(const char *run, const char *fp, int retries, int quiet,
    FILE *out);

/*
 * press_folder: run (a folder without settings) holds only what a start
 * stopped before its settings wrote: 0, else 1.
 */
int press_folder(const char *run, const char *rules, const char *tfile);

/*
 * press_summary: the run's last line on stderr: its boards (manifest's
 * rows), its time (end - start, seconds), boards/s when every chunk
 * (all) was made now; the time alone when now is negative (an assembly).
 */
int press_summary(const char *manifest, const char *out, double start,
    double end, long now, long all);

/* press_join: the manifest with impose-pdf's map's sheet, side, position. */
int press_join(const char *map, const char *base, FILE *out);

/*
 * press_chunk_of: chunk number index (0-based, a whole number as text) of
 * run's chunks/list: "KEY SEED COUNT" and a newline on out. 2 (said in
 * one line) when index is not a number or past the last chunk, or the
 * list cannot be read.
 */
int press_chunk_of(const char *run, const char *index, FILE *out);

/*
 * press_put: chunk k's tar (a file NAME.tar in run's chunks/, NAME one
 * task's own) unpacked into NAME/, its sums checked and its env's
 * fingerprint held to fp, then renamed run/chunks/k. 0 when it is in, or
 * when another task put chunk k in first (this one's copy removed); 2
 * (said in one line) when damaged or made with other settings (removed).
 */
int press_put(const char *run, const char *k, const char *fp,
    const char *tar);

/*
 * press_host_fingerprint: this host's boardpress: "boardpress VERSION
 * SHA256" and a newline on out, the SHA-256 over each tool of bindir that
 * shapes a run (press-run, press-tool, the pipe's four, impose-pdf) and
 * each file under datadir's templates/, fonts/, icc/ and icons/ (their
 * names and SHA-256s, in byte order; links followed). 2 (said) when
 * datadir is NULL or holds more than 20,000 files.
 */
int press_host_fingerprint(const char *bindir, const char *datadir,
    FILE *out);

/*
 * press_write_plan: --plan's end (lib/tool/press_sched.c): run's
 * chunks/plan written (through a .tmp renamed): NUL-terminated words, the
 * tag "press-run plan 1", the current folder, date (SOURCE_DATE_EPOCH),
 * this host's fingerprint, then press-run's argv; then on out "chunks N"
 * and a command a line: self --job K --out run for K = 0..nchunk-1, self
 * --assemble --out run. 2 (said) when it cannot be written.
 */
int press_write_plan(const char *bindir, const char *run, const char *self,
    const char *date, uint64_t nchunk, int argc, char **argv, FILE *out);

/*
 * press_plan_words: a plan's bytes (buf, len; buf[len] may be written)
 * split into its NUL-terminated words, in a new array *w (NULL-ended; the
 * caller frees it, not the words, which are buf's) after checking what
 * press_write_plan writes: a last NUL, the tag and at least four words,
 * an absolute folder, a date press_epoch_ok takes, a fingerprint of one
 * line. The number of words, or -1 after one line naming path.
 */
int press_plan_words(const char *path, char *buf, size_t len, char ***w);

/*
 * press_plan_args: press-run's command line (argv, argc) read as
 * press_plan reads it, and nothing done: 0 when it is taken, 1 for -h,
 * 2 after one line. (What a plan's words are checked with before a task
 * runs anything; fuzz_plan's second step.)
 */
int press_plan_args(int argc, char **argv);

/*
 * press_task: a scheduler's task, press-run --job [K] --out DIR [-q] or
 * --assemble --out DIR [-q] (argv), planned: K from the argument or the
 * first of SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX,
 * AWS_BATCH_JOB_ARRAY_INDEX, PBS_ARRAY_INDEX set; DIR's plan read (a
 * regular file of at most 1 MiB), this host's fingerprint held to the
 * planner's, the planner's command line planned again (press_plan) from
 * its folder with its SOURCE_DATE_EPOCH. Writes shell code for press-run
 * to eval: press_plan's, and mode (job or assemble), host, and for a job
 * the chunk's key, cs (first seed), cn (boards) and kvar (the variable K
 * came from, or empty); or "exit 0" after a line when the run is finished
 * or the chunk made. 2 after one line otherwise.
 */
int press_task(const char *bindir, const struct press_hooks *h, int argc,
    char **argv, FILE *out);

/*
 * press_hosts: every host of the sshloginfile slf asked once, by parallel
 * --nonall --ssh ssh, for its press-tool fingerprint (bindir's path
 * there); 0 when each is this one's, else 2 after one line naming the
 * first that differs, has no boardpress, or could not be asked.
 */
int press_hosts(const char *bindir, const char *slf, const char *ssh);

/*
 * press_xjdf's die and crease steps: what the run's template and layout
 * options ask for (its die, panels). cut: the deck's pages carry the
 * boards' cut lines (DieCutting); crease: their crease lines too
 * (Creasing: a folding board's); layer: in ISO 19593-1 processing-step
 * layers (die layer) besides their separations; lines: the separations
 * that hold them (the DieLayout's CutLines, NMTOKENS), in file (a URL
 * relative to the ticket) or, when NULL, in the run's press file (the
 * sheets, or the deck without them). A die cuts the boards out: the
 * ticket then has no guillotine Cutting.
 */
struct press_xjdf_die {
	int cut, crease, layer;
	const char *lines, *file;
};

/*
 * press_xjdf's per-board code (the template's code qr): its XJDF
 * IdentificationField: EncodingDetails (encoding: "QRCode"), ValueFormat
 * (format, printf-like), ValueTemplate (fields: the names of the values
 * format takes, in order) and Format (a regular expression every code's
 * value matches: the format with the run, run, written in).
 */
struct press_xjdf_code {
	const char *encoding, *format, *fields, *run;
};

/*
 * press_xjdf: the run's job ticket, CIP4 XJDF 2.2 (docs/xjdf.md), on out,
 * from argv: RULES (the kind, title and id), SEED and COUNT (the JobID is
 * RULESID-sSEED-nCOUNT, press-run's default folder's name: the same
 * wherever the run is made), DATE (the run's SOURCE_DATE_EPOCH: the
 * ticket's one time), MANIFEST (press-run's: its id and page columns, and
 * with a sheet its sheet and position), SHEET (impose-pdf's --sheet, or
 * "" when the run has no sheets), MAP (impose-pdf's --map, read when
 * SHEET is given), CHUNK... (the chunks' folders: the deck's pages,
 * boxes, PDF/X level and PDF/VT records are read from their PDFs, one at
 * a time); die: the die and crease steps, or NULL (none asked); code:
 * the boards' code, or NULL (none asked: no IdentificationField). Memory
 * grows with the sheet's positions and the boards' page counts, not with
 * the boards. The same files give the same bytes. Returns 0, or 2 after
 * one line on stderr ("press-run: xjdf: FILE:LINE: what"); out may then
 * hold part of it.
 */
int press_xjdf(int argc, char **argv, const struct press_xjdf_die *die,
    const struct press_xjdf_code *code, FILE *out);

#endif
