#!/bin/sh
# The README's first command: install, build, then the main job: a transform of a
# generated signal checked against its known spectrum, and a short benchmark on the
# default device (a GPU when there is one, else PoCL's CPU device).
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
build/tools/ufft devices
build/ufft_example 4096
build/tools/ufft bench 2^3..2^16 --bytes 32M --runs 5
