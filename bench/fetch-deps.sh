#!/bin/bash
# Run on a Debian 12 (bookworm) x86-64 machine WITH package access, in a checkout of
# ufft: downloads the Debian packages that the GPU machine lacks and unpacks them
# (without installing) into .deps/root of the repository, which bench/run-h100.sh
# uses and which travels to the GPU machine as an ignored, carried folder.
#
#   clFFT 2.12.2 runtime + headers      libclfft2, libclfft-dev
#   OpenCL ICD loader + dev link        ocl-icd-libopencl1, ocl-icd-opencl-dev
#   OpenCL C headers                    opencl-c-headers
#   VkFFT 1.2.26 (header only, vkFFT.h) libvkfft-dev            (bench/vkfft_bench)
#
#   FFTW 3 (the tests' oracle and bench/fftw_bench, with its threads libraries)
#                                       libfftw3-dev, libfftw3-{single,double,long,quad}3
#
# Not fetched: CMake
# and the CUDA toolkit (the GPU machine's image has both).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DEPS="$ROOT/.deps"
PKGS=(libclfft2 libclfft-dev ocl-icd-libopencl1 ocl-icd-opencl-dev opencl-c-headers
      libvkfft-dev
      libfftw3-dev libfftw3-single3 libfftw3-double3 libfftw3-long3 libfftw3-quad3)

if [ "$(dpkg --print-architecture)" != amd64 ]; then
    echo "fetch-deps.sh: needs an amd64 Debian machine (the GPU machine is x86-64)" >&2
    exit 1
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
chmod 755 "$TMP" # apt's sandbox user must be able to write there
rm -rf "$DEPS/root"
mkdir -p "$DEPS/root"
(cd "$TMP" && chown _apt "$TMP" 2>/dev/null; apt-get download "${PKGS[@]}")
for deb in "$TMP"/*.deb; do
    dpkg -x "$deb" "$DEPS/root"
done
# Documentation is not needed on the GPU machine.
rm -rf "$DEPS/root/usr/share/doc" "$DEPS/root/usr/share/doc-base" "$DEPS/root/usr/share/lintian" \
    "$DEPS/root/usr/share/man"

{
    echo "# unpacked by bench/fetch-deps.sh on $(date -u +%Y-%m-%dT%H:%M:%SZ) ($(. /etc/os-release; echo "$PRETTY_NAME"))"
    for deb in "$TMP"/*.deb; do
        dpkg-deb --showformat='${Package} ${Version}\n' -W "$deb"
    done
} > "$DEPS/MANIFEST"

cat "$DEPS/MANIFEST"
du -sh "$DEPS"
