#!/bin/sh
# The README's second command (and CI's): install what is missing, build with warnings
# as errors, run the whole suite. Compiled kernels are cached in build/kernel-cache.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)" "$@"
