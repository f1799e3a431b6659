/* Error reporting for the command-line program: a status alone rarely says enough
 * (which kernel failed to compile, which field was rejected), so every report adds
 * the context's detailed text. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

char *cli_last_error(ufft_context *ctx)
{
    size_t len = ctx ? ufft_context_last_error(ctx, NULL, 0) : 0;
    char *text = malloc(len + 1);
    if (!text)
        return NULL;
    text[0] = '\0';
    if (ctx && len > 0)
        ufft_context_last_error(ctx, text, len + 1);
    return text;
}

static void print_report(const char *cmd, ufft_status st, const char *what, const char *detail)
{
    fprintf(stderr, "ufft %s: %s: %s (%s)\n", cmd, what, ufft_status_name(st),
            ufft_status_string(st));
    if (detail && detail[0])
        fprintf(stderr, "  detail: %s\n", detail);
}

void cli_report(const char *cmd, ufft_context *ctx, ufft_status st, const char *what)
{
    char *detail = cli_last_error(ctx);
    print_report(cmd, st, what, detail);
    free(detail);
}

ufft_status cli_open_context(const char *cmd, const char *device, ufft_context **ctx)
{
    char detail[1024] = "";
    ufft_status st = ufft_context_create_with_detail(ctx, device, detail, sizeof detail);
    if (st != UFFT_SUCCESS) {
        char what[160];
        snprintf(what, sizeof what, "cannot open device '%s'", device ? device : "auto");
        print_report(cmd, st, what, detail);
        *ctx = NULL;
    }
    return st;
}
