#!/bin/bash
# Every transform length LO..HI (VkFFT's "2 to 4096" protocol), fp32 and fp64: ufft
# (CUDA), cuFFT and VkFFT side by side on one GPU, BYTES of data per length.
#
#   OUT=dir BUILD=build-h100 bash bench/sweep-lengths.sh
#
# Thousands of lengths mean thousands of kernels to compile (ufft and VkFFT both compile
# with NVRTC per length); compiling them one by one would take longer than timing. So:
#   1. compile: JOBS processes, each on every JOBS-th length, fill the compile caches
#      (UFFT_CACHE_DIR for ufft, VKFFT_BENCH_CACHE for vkfft_bench) with one untimed run;
#   2. time: one library at a time, one process over all lengths, loading from the caches
#      (nothing else runs on the GPU meanwhile);
#   3. bench/sweep_summary.py: sweep.csv, sweep.md (geomeans, worst lengths), sweep.png.
# Settings: LO (2), HI (4096), BYTES (256M), PRECISIONS ("f32 f64"), JOBS (cores),
# RUNS (20; cuFFT and VkFFT: device-event runs), UFFT_RUNS (10; ufft bench samples of
# about 5 ms each), STEP=compile|time|all (all), DEVICE (ufft bench --device, cuda),
# VKFFT_HI (HI; VkFFT's plans take about 1.3 s per length even from the cache),
# SMOOTH (unset: every length; P: only lengths whose prime factors are at most P, e.g. 31
# for the Stockham passes without Bluestein).
set -u
set -f
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$ROOT/build-h100}
OUT=${OUT:-$ROOT/bench-out}
LO=${LO:-2}
HI=${HI:-4096}
BYTES=${BYTES:-256M}
PRECISIONS=${PRECISIONS:-f32 f64}
JOBS=${JOBS:-$(nproc)}
RUNS=${RUNS:-20}
UFFT_RUNS=${UFFT_RUNS:-10}
STEP=${STEP:-all}
VKFFT_HI=${VKFFT_HI:-$HI}
DEVICE=${DEVICE:-cuda}
SMOOTH=${SMOOTH:-0}
mkdir -p "$OUT"
export UFFT_CACHE_DIR=${UFFT_CACHE_DIR:-$BUILD/kernel-cache}
export VKFFT_BENCH_CACHE=${VKFFT_BENCH_CACHE:-$BUILD/vkfft-cache}
mkdir -p "$UFFT_CACHE_DIR" "$VKFFT_BENCH_CACHE"
UFFT=$BUILD/tools/ufft
CUFFT=$BUILD/bench/cufft_bench
VKFFT=$BUILD/bench/vkfft_bench

log() { echo "[$(date +%T)] $*" | tee -a "$OUT/sweep-log.txt"; }

# lengths FIRST STEP LAST: comma-separated, only SMOOTH ones when SMOOTH is set
lengths() {
    seq "$1" "$2" "$3" | awk -v p="$SMOOTH" '{ m = $1
        if (p > 0) for (d = 2; d <= p; d++) while (m % d == 0) m /= d
        if (p == 0 || m == 1) print $1 }' | paste -sd, -
}

compile_all() {
    local prec=$1 k sizes vsizes
    for ((k = 0; k < JOBS; k++)); do
        sizes=$(lengths $((LO + k)) "$JOBS" "$HI")
        vsizes=$(lengths $((LO + k)) "$JOBS" "$VKFFT_HI")
        [ -n "$sizes" ] || continue
        (
            "$UFFT" bench --device "$DEVICE" --precision "$prec" --bytes "$BYTES" --runs 1 --warmup 0 "$sizes" > /dev/null 2>&1
            [ -x "$VKFFT" ] && [ -n "$vsizes" ] && "$VKFFT" --precision "$prec" --bytes "$BYTES" --runs 1 --warmup 0 "$vsizes" > /dev/null 2>&1
        ) &
    done
    wait
}

time_all() {
    local prec=$1 all
    all=$(lengths "$LO" 1 "$HI")
    [ -x "$CUFFT" ] && "$CUFFT" --precision "$prec" --bytes "$BYTES" --runs "$RUNS" --csv "$OUT/cufft-$prec.csv" "$all" > /dev/null 2>> "$OUT/sweep-log.txt"
    log "$prec cufft done (rc $?)"
    [ -x "$VKFFT" ] && "$VKFFT" --precision "$prec" --bytes "$BYTES" --runs "$RUNS" --csv "$OUT/vkfft-$prec.csv" "$(lengths "$LO" 1 "$VKFFT_HI")" > /dev/null 2>> "$OUT/sweep-log.txt"
    log "$prec vkfft done (rc $?)"
    "$UFFT" bench --device "$DEVICE" --precision "$prec" --bytes "$BYTES" --runs "$UFFT_RUNS" --csv "$OUT/ufft-$prec.csv" "$all" > /dev/null 2>> "$OUT/sweep-log.txt"
    log "$prec ufft done (rc $?)"
}

for prec in $PRECISIONS; do
    if [ "$STEP" != time ]; then
        log "$prec: compiling $LO..$HI in $JOBS processes"
        compile_all "$prec"
    fi
    if [ "$STEP" != compile ]; then
        log "$prec: timing $LO..$HI"
        time_all "$prec"
    fi
done
if [ "$STEP" != compile ]; then
    csvs=()
    for prec in $PRECISIONS; do
        for lib in ufft cufft vkfft; do
            [ -s "$OUT/$lib-$prec.csv" ] && csvs+=("$OUT/$lib-$prec.csv")
        done
    done
    python3 "$ROOT/bench/sweep_summary.py" -o "$OUT" "${csvs[@]}" 2>&1 | tail -n 40
fi
