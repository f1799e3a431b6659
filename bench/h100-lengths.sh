#!/bin/bash
# On a GPU machine: the accuracy suites on the CUDA and OpenCL backends, every length
# 1..LENGTHS_MAX on CUDA, and GB/s of ufft (CUDA), cuFFT and VkFFT for non-power-of-two
# lengths in one run. Expects a build in $BUILD (tests on); writes under $OUT.
#   OUT=dir BUILD=build-h100 bash bench/h100-lengths.sh
set -u
set -f
BUILD=${BUILD:-build-h100}
OUT=${OUT:-bench-out}
LENGTHS_MAX=${LENGTHS_MAX:-1024}
SIZES=${SIZES:-343,625,1000,1331,2187,2401,3125,6561,10000,14641,28561,59049,100000,248832,1000000,1594323}
BYTES=${BYTES:-1G}
mkdir -p "$OUT"
export UFFT_CACHE_DIR=${UFFT_CACHE_DIR:-$BUILD/kernel-cache}
for dev in cuda opencl; do
    args=--quick # FULL=1: the whole matrix on CUDA
    [ "${FULL:-0}" = 1 ] && [ $dev = cuda ] && args=
    UFFT_DEVICE=$dev timeout 300 "$BUILD/tests/test_accuracy" $args > "$OUT/accuracy-$dev.txt" 2>&1
    echo "accuracy $dev: $(tail -n 1 "$OUT/accuracy-$dev.txt")"
done
UFFT_DEVICE=cuda timeout 300 "$BUILD/tests/test_accuracy" --lengths "1..$LENGTHS_MAX" f32 > "$OUT/lengths-cuda.txt" 2>&1
echo "lengths 1..$LENGTHS_MAX f32 cuda: $(tail -n 1 "$OUT/lengths-cuda.txt")"
UFFT_DEVICE=cuda timeout 120 "$BUILD/tests/test_roundtrip" > "$OUT/roundtrip-cuda.txt" 2>&1
echo "roundtrip cuda: $(tail -n 1 "$OUT/roundtrip-cuda.txt")"
for prec in f32 f64; do
    timeout 120 "$BUILD/bench/cufft_bench" --precision $prec --bytes "$BYTES" --csv "$OUT/cufft-$prec.csv" $SIZES > /dev/null 2>&1
    timeout 120 "$BUILD/bench/vkfft_bench" --precision $prec --bytes "$BYTES" --csv "$OUT/vkfft-$prec.csv" $SIZES > /dev/null 2>&1
    timeout 200 "$BUILD/tools/ufft" bench --device cuda --precision $prec --bytes "$BYTES" --csv "$OUT/ufft-$prec.csv" $SIZES > /dev/null 2>&1
done
python3 - "$OUT" <<'PY'
import csv, glob, os, sys
out = sys.argv[1]
g = {}
for f in glob.glob(os.path.join(out, "*-f*.csv")):
    lib = os.path.basename(f).split("-")[0]
    for r in csv.DictReader(l for l in open(f) if not l.startswith("#")):
        if r.get("library", "").startswith("memcpy"):
            continue
        g[(lib, r["precision"], int(r["n"]))] = float(r["gbps"])
for prec in ("f32", "f64"):
    print(f"\n{prec}: N, ufft GB/s, cuFFT, VkFFT, ufft/cuFFT, ufft/VkFFT")
    for n in sorted({k[2] for k in g if k[1] == prec}):
        u, c, v = (g.get((l, prec, n)) for l in ("ufft", "cufft", "vkfft"))
        rc = f"{u / c:.3f}" if u and c else "-"
        rv = f"{u / v:.3f}" if u and v else "-"
        print(f"{n:>9} {u or 0:8.0f} {c or 0:8.0f} {v or 0:8.0f} {rc:>7} {rv:>7}")
PY
