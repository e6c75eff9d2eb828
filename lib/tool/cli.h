/* cli.h: what the tools' mains share: data lookup, numbers, stdout. */
#ifndef BP_TOOL_CLI_H
#define BP_TOOL_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/diag.h"

/*
 * cli_datadir: the folder holding templates/, fonts/ and icons/: the
 * environment's BOARDPRESS_DATA if set; else, next to the running program,
 * "../share/boardpress" (an installed copy) or ".." (the repository).
 * Writes it into buf (size n) and returns buf, or NULL when none exists.
 */
char *cli_datadir(char *buf, size_t n);

/*
 * cli_path: "<datadir>/<rel>" into buf; returns buf, or NULL (with a
 * message in d) when the data folder cannot be found.
 */
char *cli_path(char *buf, size_t n, const char *rel, struct diag *d);

/*
 * cli_named: the file an option names into buf (size n): arg itself when
 * it holds a "/" or a "." (a file), else the shipped
 * "<datadir>/templates/<folder>/<arg>.<folder>" (folder "style": the
 * styles). Returns buf, or NULL (with a message in d) when the data
 * folder cannot be found.
 */
char *cli_named(char *buf, size_t n, const char *arg, const char *folder,
    struct diag *d);

/*
 * cli_u64: parse option value s for option opt as an integer in
 * [lo, hi]; on failure print "tool: --opt: ..." and return -1.
 */
int cli_u64(const char *tool, const char *opt, const char *s, uint64_t lo,
    uint64_t hi, uint64_t *out);

/*
 * cli_double: parse option value s for option opt as a decimal number in
 * [lo, hi]; on failure print "tool: --opt: ..." and return -1.
 */
int cli_double(const char *tool, const char *opt, const char *s, double lo,
    double hi, double *out);

/*
 * cli_finish: flush and close stdout, reporting a write error (full disk,
 * closed pipe) as "tool: write error: ..."; returns status, or 2 when
 * the output could not be written.
 */
int cli_finish(const char *tool, int status);

/*
 * cli_main: a tool's whole main: "--version" as the first argument prints
 * "NAME (boardpress) VERSION" on stdout (NAME: argv[0]'s last part,
 * VERSION: the top folder's file VERSION, the Debian package's version
 * too) and returns 0 at once (2 when stdout cannot be written); else
 * cli_start (status 2 at once when it
 * fails), then parse, which reads the command line into opts (the tool's
 * struct of options) and returns -1 to go on, or the status to exit with
 * at once (--help, or a mistake it told on stderr); then run, the tool
 * with opts, which returns the exit status.
 */
int cli_main(int argc, char **argv, void *opts,
    int (*parse)(int argc, char **argv, void *opts),
    int (*run)(void *opts));

/* cli_help: --help: usage on stdout, closed; returns the status, 0 or 2. */
int cli_help(const char *tool, void (*usage)(FILE *f));

/*
 * cli_bad_option: after getopt_long (called with opterr = 0 and an option
 * string starting with ':') returned c, '?' or ':', print one line naming
 * the bad option and return 2, the status to exit with.
 */
int cli_bad_option(const char *tool, int c, char **argv, int optind,
    int optopt);

/*
 * cli_input: the one optional file operand after the options (argv[ind]),
 * or "-" for stdin, into *in. More operands: a message and -1.
 */
int cli_input(const char *tool, int argc, char **argv, int ind,
    const char **in);

/*
 * cli_schema: the deck schema's path in the data folder, into buf; NULL
 * (with a message) when the data folder cannot be found.
 */
const char *cli_schema(const char *tool, char *buf, size_t n);

/*
 * cli_error: one line "tool: <fmt>" on stderr, made one line of print as
 * diag_add makes every message (line breaks and tabs become spaces, other
 * control characters '?'), so an option's value or a file name quoted in
 * it cannot forge a second line or move the terminal's cursor.
 */
void cli_error(const char *tool, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* cli_print_diag: d's messages on stderr, each prefixed with tool. */
void cli_print_diag(const char *tool, const struct diag *d);

#endif
