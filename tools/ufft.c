/* ufft: the command-line program. This file only dispatches to the subcommands
 * (cmd_*.c) and prints the overall help and version. */
#include <string.h>

#include "cli.h"

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    void (*usage)(FILE *out);
    const char *summary;
} command;

static const command commands[] = {
    {"devices", cmd_devices, cmd_devices_usage, "list the devices ufft can run on"},
    {"fft", cmd_fft, cmd_fft_usage, "transform the last axis of a .npy array"},
    {"bench", cmd_bench, cmd_bench_usage, "time transforms of many sizes"},
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

static const command *find_command(const char *name)
{
    for (size_t i = 0; i < N_COMMANDS; i++)
        if (!strcmp(commands[i].name, name))
            return &commands[i];
    return NULL;
}

static void usage(FILE *out)
{
    fprintf(out, "Usage: ufft COMMAND [OPTIONS] [ARGS]\n"
                 "       ufft help [COMMAND] | ufft --help | ufft --version\n\n"
                 "Fast Fourier transforms on GPUs (CUDA, OpenCL).\n\nCommands:\n");
    for (size_t i = 0; i < N_COMMANDS; i++)
        fprintf(out, "  %-9s %s\n", commands[i].name, commands[i].summary);
    fprintf(out, "\nRun 'ufft help COMMAND' for a command's options.\n"
                 "The environment variable UFFT_DEVICE chooses the default device.\n"
                 "Exit status: 0 success, 1 failure, 2 bad arguments.\n");
}

static int help(int argc, char **argv)
{
    if (argc < 2) {
        usage(stdout);
        return CLI_OK;
    }
    const command *c = find_command(argv[1]);
    if (!c)
        return cli_usage_error(NULL, "no command '%s'", argv[1]);
    c->usage(stdout);
    return CLI_OK;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    const char *name = argv[1];
    if (cli_is_help(name))
        return help(1, argv + 1);
    if (!strcmp(name, "help"))
        return help(argc - 1, argv + 1);
    if (!strcmp(name, "--version") || !strcmp(name, "-V")) {
        /* The header's version: the library offers no run-time version query. */
        printf("ufft %d.%d.%d\n", UFFT_VERSION_MAJOR, UFFT_VERSION_MINOR, UFFT_VERSION_PATCH);
        return CLI_OK;
    }
    const command *c = find_command(name);
    if (!c)
        return cli_usage_error(NULL, "unknown command '%s'", name);
    return c->run(argc - 1, argv + 1);
}
