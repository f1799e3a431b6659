#!/bin/bash
# What the record needs once bench/stale-entries.sh has found a row's stale entries, in the
# same device call: the lent machines come and go, and sessions 78 and 79 lost calls
# between finding entries and timing their lengths again. So, in the tree this runs in
# (the device's copy of the working tree):
#   1. drop the entries from the row's table (bench/stale_entries.py --apply), and keep
#      the table's diff in $OUT/table.diff, to `git apply` where the call came from;
#   2. rebuild $BUILD;
#   3. time the changed lengths again beside cuFFT (bench/sweep-lengths.sh ONLY_F32 /
#      ONLY_F64 into $OUT/sweep: its ufft-*.csv and cufft-*.csv overlay the sweep of
#      record with bench/sweep_summary.py);
#   4. check each changed length's accuracy through the backend (tests/accuracy.c:
#      forward batch 3, inverse in place batch 2; JOBS processes side by side), into
#      $OUT/accuracy.txt.
# Exit 1 if a step fails or a length's accuracy does.
#
#   OUT=dir BUILD=build-h100 bash bench/stale-entries.sh
#   OUT=dir BUILD=build-h100 bash bench/stale-record.sh
#
# Settings: STALE (stale_entries.py's list, $OUT/stale.txt), TABLE
# (src/plan/tune_sm90.c), ROW (h100), DEVICE (cuda: ufft bench's and the accuracy
# suite's device), LIBS ("ufft cufft"), BYTES (sweep-lengths.sh's), JOBS (cores), REBUILD
# (1; 0: $BUILD stays as it is, as when TABLE is a copy: tests/stale_record_test.sh).
# A build with tests (UFFT_BUILD_TESTS) is needed for step 4.
set -u
set -f
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$ROOT/build-h100}
OUT=${OUT:-$ROOT/bench-out}
STALE=${STALE:-$OUT/stale.txt}
TABLE=${TABLE:-$ROOT/src/plan/tune_sm90.c}
ROW=${ROW:-h100}
DEVICE=${DEVICE:-cuda}
LIBS=${LIBS:-ufft cufft}
JOBS=${JOBS:-$(nproc)}
REBUILD=${REBUILD:-1}
mkdir -p "$OUT"
if [ ! -s "$STALE" ]; then
    echo "stale-record: no stale entries in $STALE"
    exit 0
fi

cp "$TABLE" "$OUT/table.orig"
python3 "$ROOT/bench/stale_entries.py" --apply "$TABLE" "$ROW" "$STALE" > "$OUT/apply.txt" ||
    { echo "stale-record: --apply failed" >&2; exit 1; }
diff -u --label "a/${TABLE#"$ROOT"/}" --label "b/${TABLE#"$ROOT"/}" "$OUT/table.orig" "$TABLE" \
    > "$OUT/table.diff"
echo "stale-record: $(wc -l < "$OUT/apply.txt") entries dropped ($OUT/table.diff)"
if [ "$REBUILD" = 1 ]; then
    cmake --build "$BUILD" -j "$JOBS" > "$OUT/build.log" 2>&1 ||
        { tail -20 "$OUT/build.log" >&2; exit 1; }
fi

# stale.txt: "PREC N SWITCH GAIN GAIN2", a length once per switch
awk '$1 == "f32" { print $2 }' "$STALE" | sort -n | uniq > "$OUT/only-f32.txt"
awk '$1 == "f64" { print $2 }' "$STALE" | sort -n | uniq > "$OUT/only-f64.txt"
precs=""
hi=2
for prec in f32 f64; do
    [ -s "$OUT/only-$prec.txt" ] || continue
    precs="$precs $prec"
    top=$(tail -1 "$OUT/only-$prec.txt")
    [ "$top" -gt "$hi" ] && hi=$top
done
only32=$OUT/only-f32.txt only64=$OUT/only-f64.txt
OUT=$OUT/sweep LO=2 HI=$hi PRECISIONS="$precs" LIBS="$LIBS" VKFFT_STRIDE=0 DEVICE="$DEVICE" \
    BUILD=$BUILD ONLY_F32=$only32 ONLY_F64=$only64 bash "$ROOT/bench/sweep-lengths.sh" \
    > "$OUT/sweep.log" 2>&1
swept=$? # the accuracy still runs: the call may be the last one this session gets
[ "$swept" = 0 ] || echo "stale-record: sweep-lengths.sh failed ($OUT/sweep.log)" >&2

set +f # the accuracy suite's parts by name
mkdir -p "$OUT/accuracy"
rm -f "$OUT"/accuracy/part.*
for prec in f32 f64; do
    awk -v p="$prec" '{ print p ":" $1 "*3"; print p ":" $1 "*2,inplace,inverse" }' \
        "$OUT/only-$prec.txt"
done > "$OUT/accuracy/problems.txt"
split -n "l/$JOBS" -d -a 3 "$OUT/accuracy/problems.txt" "$OUT/accuracy/part."
for part in "$OUT"/accuracy/part.*; do
    [ -s "$part" ] || continue
    # shellcheck disable=SC2046 # one problem a word
    UFFT_DEVICE=$DEVICE "$BUILD/tests/test_accuracy" $(cat "$part") > "$part.out" 2>&1 &
done
wait
cat "$OUT"/accuracy/part.*.out 2> /dev/null | grep -E ' (PASS|FAIL)$' > "$OUT/accuracy.txt"
pass=$(grep -c ' PASS$' "$OUT/accuracy.txt")
problems=$(wc -l < "$OUT/accuracy/problems.txt")
echo "stale-record: accuracy through $DEVICE: $pass of $problems pass ($OUT/accuracy.txt)"
grep -q ' FAIL$' "$OUT/accuracy.txt" && exit 1
[ "$pass" -eq "$problems" ] && [ "$swept" = 0 ]
