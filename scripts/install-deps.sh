#!/bin/sh
# Installs what building and testing ufft needs on Debian 12 (run as root). Skips apt
# when every package is already installed, so it is cheap to call before each build.
set -eu
PACKAGES="build-essential cmake pkg-config ocl-icd-opencl-dev opencl-headers ocl-icd-libopencl1 \
pocl-opencl-icd clinfo libfftw3-dev python3"
missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "installing:$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # shellcheck disable=SC2086
    apt-get install -y -qq --no-install-recommends $missing
fi
