/* Internal interface of the ufft command-line program: one function per subcommand
 * (each in its own cmd_*.c) and the helpers they share. Exit codes: 0 success,
 * 1 a runtime failure, 2 bad arguments. */
#ifndef UFFT_TOOLS_CLI_H
#define UFFT_TOOLS_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "ufft.h"

enum { CLI_OK = 0, CLI_FAILED = 1, CLI_USAGE = 2 };

/* Subcommands: argv[0] is the subcommand's name. */
int cmd_devices(int argc, char **argv);
int cmd_fft(int argc, char **argv);
int cmd_bench(int argc, char **argv);

/* Their help texts, for "ufft CMD --help" and "ufft help CMD". */
void cmd_devices_usage(FILE *out);
void cmd_fft_usage(FILE *out);
void cmd_bench_usage(FILE *out);

/* ---------------------------------------------------------------- args.c */

/* True when arg is "--help" or "-h". */
int cli_is_help(const char *arg);
/* Matches an option that takes a value, given as "--name VALUE" or "--name=VALUE".
 * Returns 1 and sets *value (moving *i past a separate value), 0 when argv[*i] is
 * another option, -1 when the value is missing. */
int cli_value(int argc, char **argv, int *i, const char *name, const char **value);
/* Prints "ufft CMD: message" and a pointer to the help to stderr; returns CLI_USAGE. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Strict integer option values: 0, or -1 with a reason in err. */
int cli_parse_int(const char *text, int64_t min, int64_t *out, char *err, size_t errlen);

/* ---------------------------------------------------------------- report.c */

/* The context's detailed error text (malloc'd, never NULL unless out of memory; ""
 * when there is none or ctx is NULL). */
char *cli_last_error(ufft_context *ctx);
/* Prints "ufft CMD: WHAT: STATUS_NAME (status text)" and the context's detail to
 * stderr. */
void cli_report(const char *cmd, ufft_context *ctx, ufft_status st, const char *what);
/* Creates a context for `device` (NULL = auto), reporting a failure with its detail. */
ufft_status cli_open_context(const char *cmd, const char *device, ufft_context **ctx);

#endif
