#!/bin/bash
# Whether a row's per-length entries still win. Each entry was timed against the code of
# its day; later code changes the programs it chooses between. Session 77 timed every
# H100 entry part (645 lengths and parts) against its switch off and found 35 stale, f64
# 4851's rank among them (0.95 -> 1.02x cuFFT; bench/results/2026-12-07-h100-smooth-lows.md).
#
#   OUT=dir BUILD=build-h100 bash bench/stale-entries.sh
#
#   1. lists: for each switch SW of SWITCHES and each precision, the lengths LO..HI whose
#      Stockham program or route SW's off knobs change (SW_listed=0; few_threads=0 for
#      few, fast_choices=0 for the knobs tables: off_knobs below), by tests/plan_diff
#      ROW PREC OFF with and without --routes, into $OUT/lists/SW-PREC.txt. plan_diff
#      needs no GPU: STEP=lists makes them anywhere (a build with tests), LISTS=dir takes
#      them from there.
#   2. time: each list under the row and with SW off, twice in the order row, off, row2,
#      off2 (bench/sweep-tuning.sh, cuFFT beside them), into $OUT/SW-PREC/.
#   3. bench/stale_entries.py: each switch's geomeans over its lengths and the entry parts
#      that ran GAIN (1.01) or more faster off in both rounds, into $OUT/stale.txt; then
#          python3 bench/stale_entries.py --apply src/plan/tune_sm90.c h100 dir/stale.txt
#      drops them from the row's tables (the length entries' fields, the lists of
#      narrow_off, split_one_off, blue_on and few_on, the primes' routes, the knobs
#      tables' entries).
# Settings: SWITCHES (the per-length switches: rank direct spread reg one threads groups
# composite narrow split_one blue routes few knobs), PRECISIONS ("f32 f64"), LO/HI (2/8192),
# ROW (h100: plan_diff's row), PLAN_DIFF (its path; default $BUILD/tests/plan_diff, else
# build/tests/plan_diff), STEP=lists|time|all (all), BYTES, RUNS (sweep-tuning.sh's).
# Timing takes about 0.2 s a length and configuration (five each: cuFFT and four), plus
# compiling: 500 lengths took 11 minutes on the H100 in session 77; keep a device call's
# share below its limit with SWITCHES or LO/HI.
set -u
set -f
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$ROOT/build-h100}
OUT=${OUT:-$ROOT/bench-out}
SWITCHES=${SWITCHES:-rank direct spread reg one threads groups composite narrow split_one blue routes few knobs}
PRECISIONS=${PRECISIONS:-f32 f64}
LO=${LO:-2}
HI=${HI:-8192}
ROW=${ROW:-h100}
STEP=${STEP:-all}
PLAN_DIFF=${PLAN_DIFF:-$BUILD/tests/plan_diff}
[ -x "$PLAN_DIFF" ] || PLAN_DIFF=$ROOT/build/tests/plan_diff
LISTS=${LISTS:-$OUT/lists}
mkdir -p "$OUT" "$LISTS"

# the knobs that turn switch $1's entries off: few_listed=0 would put every length in
# the few-work-items shape instead, so few's entries are timed against few_threads=0
off_knobs() {
    case $1 in
        few) echo few_threads=0 ;;
        knobs) echo fast_choices=0 ;;
        *) echo "${1}_listed=0" ;;
    esac
}

if [ "$STEP" != time ]; then
    [ -x "$PLAN_DIFF" ] || { echo "stale-entries: no plan_diff (build with tests, or PLAN_DIFF=)" >&2; exit 1; }
    for sw in $SWITCHES; do
        for prec in $PRECISIONS; do
            # plan_diff prints a changed length first on its line (routes: then the two
            # routes), its summary after '#'
            { "$PLAN_DIFF" "$ROW" "$prec" "$(off_knobs "$sw")" "$LO..$HI"
              "$PLAN_DIFF" --routes "$ROW" "$prec" "$(off_knobs "$sw")" "$LO..$HI"; } 2> /dev/null |
                awk '$1 ~ /^[0-9]+$/ { print $1 }' | sort -n | uniq > "$LISTS/$sw-$prec.txt"
            echo "$sw $prec: $(wc -l < "$LISTS/$sw-$prec.txt") lengths"
        done
    done
fi
[ "$STEP" = lists ] && exit 0

for sw in $SWITCHES; do
    for prec in $PRECISIONS; do
        list=$LISTS/$sw-$prec.txt
        [ -s "$list" ] || continue
        sizes=$(paste -sd, "$list")
        off=$(off_knobs "$sw")
        OUT=$OUT/$sw-$prec CONFIGS="row= off=$off row2= off2=$off" \
            PRECISIONS=$prec SIZES_F32=$sizes SIZES_F64=$sizes BUILD=$BUILD \
            bash "$ROOT/bench/sweep-tuning.sh" > "$OUT/$sw-$prec.log" 2>&1
        grep '^#' "$OUT/$sw-$prec.log"
    done
done
python3 "$ROOT/bench/stale_entries.py" "$OUT"
