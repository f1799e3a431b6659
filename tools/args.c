/* Command-line option helpers. Hand-written rather than getopt_long, which is a GNU
 * extension and would not give the strict number parsing the tools need. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "checked.h"
#include "cli.h"
#include "parse_int.h"

int cli_is_help(const char *arg) { return !strcmp(arg, "--help") || !strcmp(arg, "-h"); }

int cli_value(int argc, char **argv, int *i, const char *name, const char **value)
{
    const char *arg = argv[*i];
    size_t len = strlen(name);
    if (strncmp(arg, name, len) != 0)
        return 0;
    if (arg[len] == '=') {
        *value = arg + len + 1;
        return 1;
    }
    if (arg[len] != '\0')
        return 0;
    if (*i + 1 >= argc)
        return -1;
    *i += 1;
    *value = argv[*i];
    return 1;
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "ufft%s%s: ", cmd ? " " : "", cmd ? cmd : "");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'ufft %s%s--help' for more information.\n", cmd ? cmd : "",
            cmd ? " " : "");
    return CLI_USAGE;
}

int cli_parse_int(const char *text, int64_t min, int64_t *out, char *err, size_t errlen)
{
    int64_t v = 0;
    tool_int_result r = tool_parse_i64(text, strlen(text), &v);
    if (r != TOOL_INT_OK) {
        snprintf(err, errlen, "'%s' %s", text, tool_int_result_text(r));
        return -1;
    }
    if (v < min) {
        snprintf(err, errlen, "'%s' is below the minimum of %lld", text, (long long)min);
        return -1;
    }
    *out = v;
    return 0;
}
