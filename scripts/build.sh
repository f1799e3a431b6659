#!/bin/sh
# Configures and builds ufft in ./build with warnings as errors.
set -eu
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DUFFT_WERROR=ON
cmake --build build -j "$(nproc)"
