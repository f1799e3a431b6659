#!/bin/bash
# Whether Bluestein's convolution length still suits each class of lengths. The row's list
# of m (h100_blue_f32/f64) was timed against the kernels of its day; later code (skewed
# exchanges, fold_pad, more groups a unit) changed what each m costs, and f64 n = 1031..1094
# (m = 2187) stand at 1.01 x cuFFT in the sweep of record. So, for each class of the
# sweep's one-kernel Bluestein lengths:
#   1. bands (no GPU): bench/blue_m_bands.py picks a few lengths of the class and the
#      convolution lengths that could serve the whole class instead (13-smooth, from
#      2 n - 1 to the power of two, each checked to plan in one kernel), into $OUT/bands.txt;
#   2. time: each class under the row, under blue_m=m' for each candidate, and the row
#      again (row, m<C>..., row2; bench/sweep-tuning.sh, cuFFT beside them), into
#      $OUT/PREC-M/; a class at a time, the most lengths first, and stop past LIMIT
#      seconds so a device call returns what it timed;
#   3. bench/blue_m_bands.py summary: each candidate against the row in both rounds, into
#      $OUT/summary.txt.
# bench/blue_m_rates.py predicts such moves from the sweep's rates alone; this times them.
# blue_m takes the convolution length with no list entry's groups, padding or looping; a
# winner goes into the row's list (whole = 1 first: split heads were not timed) and is
# timed again on held-out lengths of its class.
#
#   OUT=dir STEP=bands bash bench/blue-m-screen.sh           (here; BANDS_ARGS to narrow)
#   OUT=dir STEP=time BUILD=build-h100 bash bench/blue-m-screen.sh   (on the device)
#
# Settings: SWEEP (the sweep of record), STEP=bands|time|all (all), BANDS (bands.txt;
# default $OUT/bands.txt), BANDS_ARGS (blue_m_bands.py's options, e.g. "--prec f64
# --classes 2187,3375"), UFFT (for bands: $BUILD/tools/ufft, else build/tools/ufft), ROW
# (the row that bands plans under and every timed config starts from: empty on the device
# itself; row=cuda-sm90 to run the H100's schedules elsewhere), LIMIT (seconds, 400),
# and sweep-tuning.sh's DEVICE, BYTES, RUNS, JOBS, CUFFT.
set -u
set -f
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$ROOT/build-h100}
OUT=${OUT:-$ROOT/bench-out}
SWEEP=${SWEEP:-$ROOT/bench/results/2026-12-07-h100-sweep-full-13.csv.gz}
STEP=${STEP:-all}
BANDS=${BANDS:-$OUT/bands.txt}
ROW=${ROW-}
LIMIT=${LIMIT:-400}
UFFT=${UFFT:-$BUILD/tools/ufft}
[ -x "$UFFT" ] || UFFT=$ROOT/build/tools/ufft
mkdir -p "$OUT"

if [ "$STEP" != time ]; then
    # bands plans under the H100's row unless ROW names another
    # shellcheck disable=SC2086
    python3 "$ROOT/bench/blue_m_bands.py" bands --ufft "$UFFT" --row "${ROW:-row=cuda-sm90}" \
        ${BANDS_ARGS:-} "$SWEEP" > "$BANDS" || { echo "blue-m-screen: bands failed" >&2; exit 1; }
    echo "blue-m-screen: $(wc -l < "$BANDS") classes ($BANDS)"
fi
[ "$STEP" = bands ] && exit 0

# a config's UFFT_TUNING: ROW and the knob, without an empty part
tuning() { local t; t=$(printf '%s,%s' "$ROW" "$1"); t=${t#,}; echo "${t%,}"; }

start=$SECONDS
while read -r prec m sizes cands; do
    [ -n "$prec" ] || continue
    if [ $((SECONDS - start)) -gt "$LIMIT" ]; then
        echo "blue-m-screen: past $LIMIT s, $prec m=$m and the classes after it not timed"
        break
    fi
    cfg="row=$(tuning '')"
    for c in $cands; do cfg="$cfg m$c=$(tuning "blue_m=$c")"; done
    cfg="$cfg row2=$(tuning '')"
    OUT=$OUT/$prec-$m CONFIGS=$cfg PRECISIONS=$prec SIZES_F32=$sizes SIZES_F64=$sizes \
        BUILD=$BUILD bash "$ROOT/bench/sweep-tuning.sh" > "$OUT/$prec-$m.log" 2>&1 ||
        echo "blue-m-screen: $prec m=$m: sweep-tuning exit $?"
done < "$BANDS"
python3 "$ROOT/bench/blue_m_bands.py" summary "$OUT" "$BANDS" | tee "$OUT/summary.txt"
