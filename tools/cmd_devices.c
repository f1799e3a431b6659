/* ufft devices: one row per device that ufft_device_list finds. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cmd_devices_usage(FILE *out)
{
    fprintf(out, "Usage: ufft devices\n\n"
                 "Lists every device ufft can use, with the id to pass to --device (or to\n"
                 "put in UFFT_DEVICE). Memory sizes are in binary units (1 GiB = 2^30 bytes).\n");
}

/* "15.6 GiB", "48 KiB": enough digits to compare devices at a glance. */
static void human_bytes(uint64_t bytes, char *out, size_t len)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    double v = (double)bytes;
    size_t u = 0;
    while (v >= 1024.0 && u + 1 < sizeof units / sizeof units[0]) {
        v /= 1024.0;
        u++;
    }
    if (u == 0 || v >= 100.0 || v == (double)(uint64_t)v)
        snprintf(out, len, "%.0f %s", v, units[u]);
    else
        snprintf(out, len, "%.1f %s", v, units[u]);
}

static void print_row(const ufft_device_info *d)
{
    char global[32], alloc[32], local[32];
    human_bytes(d->global_mem, global, sizeof global);
    human_bytes(d->max_alloc, alloc, sizeof alloc);
    human_bytes(d->local_mem, local, sizeof local);
    printf("%-12s %-7s %-4s %-4s %4u %10s %10s %9s  %s\n", d->id, d->backend,
           d->is_gpu ? "gpu" : "cpu", d->has_fp64 ? "yes" : "no", (unsigned)d->compute_units,
           global, alloc, local, d->name);
    printf("%-12s platform: %s, driver: %s\n", "", d->platform, d->driver);
}

int cmd_devices(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            cmd_devices_usage(stdout);
            return CLI_OK;
        }
        return cli_usage_error("devices", "unexpected argument '%s'", argv[i]);
    }
    size_t count = 0;
    ufft_status st = ufft_device_list(NULL, 0, &count);
    if (st != UFFT_SUCCESS) {
        cli_report("devices", NULL, st, "cannot list devices");
        return CLI_FAILED;
    }
    if (count == 0) {
        fprintf(stderr, "ufft devices: no devices found (is a CUDA driver or an OpenCL ICD "
                        "installed?)\n");
        return CLI_FAILED;
    }
    ufft_device_info *infos = calloc(count, sizeof *infos);
    if (!infos) {
        cli_report("devices", NULL, UFFT_ERROR_HOST_MEMORY, "cannot list devices");
        return CLI_FAILED;
    }
    /* The second call may find fewer devices than the first (one went away). */
    size_t found = 0;
    st = ufft_device_list(infos, count, &found);
    if (st != UFFT_SUCCESS) {
        cli_report("devices", NULL, st, "cannot list devices");
        free(infos);
        return CLI_FAILED;
    }
    printf("%-12s %-7s %-4s %-4s %4s %10s %10s %9s  %s\n", "ID", "BACKEND", "TYPE", "FP64", "CU",
           "MEMORY", "MAX ALLOC", "LOCAL", "NAME");
    for (size_t i = 0; i < found && i < count; i++)
        print_row(&infos[i]);
    free(infos);
    return CLI_OK;
}
