#!/bin/bash
# Every transform length LO..HI (VkFFT's "2 to 4096" protocol), fp32 and fp64: ufft
# (CUDA), cuFFT and VkFFT side by side on one GPU, BYTES of data per length.
#
#   OUT=dir BUILD=build-h100 bash bench/sweep-lengths.sh
#
# Thousands of lengths mean thousands of kernels to compile (ufft and VkFFT both compile
# with NVRTC per length); compiling them one by one would take longer than timing. So:
#   1. compile: JOBS-1 processes of `ufft bench --plan-only`, each on every (JOBS-1)-th
#      length, fill UFFT_CACHE_DIR on the CPU while cuFFT is timed on the GPU (its
#      device-event timings see nothing else run); then JOBS processes fill
#      VKFFT_BENCH_CACHE with one untimed run each;
#   2. time: VkFFT, then ufft, one process over all lengths, loading from the caches;
#   3. bench/sweep_summary.py: sweep.csv, sweep.md (geomeans, worst lengths), sweep.png.
# Settings: LO (2), HI (4096), STRIDE (1: every length; K: LO, LO+K, ...), BYTES (256M),
# PRECISIONS ("f32 f64"), JOBS (cores), RUNS (20; cuFFT and VkFFT: device-event runs),
# UFFT_RUNS (10; ufft bench samples of about 5 ms each), STEP=compile|time|all (all;
# compile: ufft's and VkFFT's caches only), DEVICE (ufft bench --device, cuda),
# VKFFT_HI (HI), VKFFT_STRIDE (STRIDE; 0: no VkFFT; VkFFT's plans take about 1.3 s per
# length even from its cache), LIBS ("ufft cufft vkfft": which to time),
# SMOOTH (unset: every length; P: only lengths whose prime factors are at most P, e.g. 31
# for the Stockham passes without Bluestein), LARGEST (A..B: only lengths whose largest
# prime factor lies in A..B, e.g. 37..61 for the large-prime codelets), SAMPLE (K: only
# the lengths n whose multiplicative hash (the top 16 bits of n x 2654435761 mod 2^32) is
# a multiple of K: about one in K of every residue class, where a STRIDE would drop the
# multiples of its own factors), VKFFT_SAMPLE (SAMPLE: the same for VkFFT's lengths),
# ONLY_F32 / ONLY_F64 (FILE of lengths, one a line or comma-separated: only those, e.g.
# the lengths a change moved, timed again to overlay an earlier sweep.csv with
# sweep_summary.py).
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
STRIDE=${STRIDE:-1}
VKFFT_STRIDE=${VKFFT_STRIDE:-$STRIDE}
LIBS=${LIBS:-ufft cufft vkfft}
DEVICE=${DEVICE:-cuda}
SMOOTH=${SMOOTH:-0}
LARGEST=${LARGEST:-0..0}
SAMPLE=${SAMPLE:-1}
VKFFT_SAMPLE=${VKFFT_SAMPLE:-$SAMPLE}
for f in ${ONLY_F32:-} ${ONLY_F64:-}; do
    [ -r "$f" ] || { echo "sweep-lengths.sh: cannot read the lengths file $f" >&2; exit 2; }
done
mkdir -p "$OUT"
export UFFT_CACHE_DIR=${UFFT_CACHE_DIR:-$BUILD/kernel-cache}
export VKFFT_BENCH_CACHE=${VKFFT_BENCH_CACHE:-$BUILD/vkfft-cache}
mkdir -p "$UFFT_CACHE_DIR" "$VKFFT_BENCH_CACHE"
UFFT=$BUILD/tools/ufft
CUFFT=$BUILD/bench/cufft_bench
VKFFT=$BUILD/bench/vkfft_bench

log() { echo "[$(date +%T)] $*" | tee -a "$OUT/sweep-log.txt"; }

# lengths FIRST STEP LAST [SAMPLE]: comma-separated, only SMOOTH ones when SMOOTH is set,
# only those whose largest prime factor is in LARGEST when that is set, one in SAMPLE
# (default $SAMPLE) by hash
lengths() {
    seq "$1" "$2" "$3" | awk -v only="$only" '
        BEGIN { while (only != "" && (getline l < only) > 0)
                    for (i = split(l, f, ","); i > 0; i--) if (f[i] != "") keep[f[i] + 0] = 1 }
        only == "" || ($1 + 0) in keep' | awk -v p="$SMOOTH" -v lp="$LARGEST" -v k="${4:-$SAMPLE}" 'BEGIN { split(lp, r, /[.][.]/) }
        { m = $1
        if (k > 1 && int(($1 * 2654435761 % 4294967296) / 65536) % k != 0) next
        if (p > 0) for (d = 2; d <= p; d++) while (m % d == 0) m /= d
        if (p > 0 && m != 1) next
        if (r[2] > 0) {
            big = 1; m = $1
            for (d = 2; d * d <= m; d++) while (m % d == 0) { big = d; m /= d }
            if (m > big) big = m
            if (big < r[1] || big > r[2]) next
        }
        print $1 }' | paste -sd, -
}

has() { case " $LIBS " in *" $1 "*) return 0 ;; esac; return 1; }

# ufft's kernels into its cache, on the CPU only, in the background
compile_ufft() {
    local prec=$1 k n=$((JOBS > 1 ? JOBS - 1 : 1)) sizes
    for ((k = 0; k < n; k++)); do
        sizes=$(lengths $((LO + k * STRIDE)) $((n * STRIDE)) "$HI")
        [ -n "$sizes" ] || continue
        "$UFFT" bench --plan-only --device "$DEVICE" --precision "$prec" --bytes "$BYTES" "$sizes" > /dev/null 2>&1 &
    done
}

# vkfft_bench has no plan-only mode: one untimed run per length, so not beside timings
compile_vkfft() {
    local prec=$1 k sizes
    for ((k = 0; k < JOBS; k++)); do
        sizes=$(lengths $((LO + k * VKFFT_STRIDE)) $((JOBS * VKFFT_STRIDE)) "$VKFFT_HI" "$VKFFT_SAMPLE")
        [ -n "$sizes" ] || continue
        "$VKFFT" --precision "$prec" --bytes "$BYTES" --runs 1 --warmup 0 "$sizes" > /dev/null 2>&1 &
    done
    wait
}

for prec in $PRECISIONS; do
    only=${ONLY_F32:-}; [ "$prec" = f64 ] && only=${ONLY_F64:-}
    all=$(lengths "$LO" "$STRIDE" "$HI")
    vk=0
    has vkfft && [ -x "$VKFFT" ] && [ "$VKFFT_STRIDE" -gt 0 ] && vk=1
    if [ "$STEP" != time ] && has ufft; then
        log "$prec: compiling ufft $LO..$HI step $STRIDE in $((JOBS > 1 ? JOBS - 1 : 1)) processes"
        compile_ufft "$prec"
    fi
    if [ "$STEP" != compile ] && has cufft && [ -x "$CUFFT" ]; then
        "$CUFFT" --precision "$prec" --bytes "$BYTES" --runs "$RUNS" --csv "$OUT/cufft-$prec.csv" "$all" > /dev/null 2>> "$OUT/sweep-log.txt"
        log "$prec cufft done (rc $?)"
    fi
    wait
    if [ "$STEP" != time ] && [ $vk = 1 ]; then
        log "$prec: compiling VkFFT $LO..$VKFFT_HI step $VKFFT_STRIDE in $JOBS processes"
        compile_vkfft "$prec"
    fi
    [ "$STEP" = compile ] && continue
    if [ $vk = 1 ]; then
        "$VKFFT" --precision "$prec" --bytes "$BYTES" --runs "$RUNS" --csv "$OUT/vkfft-$prec.csv" "$(lengths "$LO" "$VKFFT_STRIDE" "$VKFFT_HI" "$VKFFT_SAMPLE")" > /dev/null 2>> "$OUT/sweep-log.txt"
        log "$prec vkfft done (rc $?)"
    fi
    if has ufft; then
        "$UFFT" bench --device "$DEVICE" --precision "$prec" --bytes "$BYTES" --runs "$UFFT_RUNS" --csv "$OUT/ufft-$prec.csv" "$all" > /dev/null 2>> "$OUT/sweep-log.txt"
        log "$prec ufft done (rc $?)"
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
