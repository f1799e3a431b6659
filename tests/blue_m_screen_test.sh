#!/bin/bash
# bench/blue-m-screen.sh end to end on the host's OpenCL device under the H100 row: the
# f32 class m = 2592 of the sweep of record gets one length and two candidates (the power
# of two among them), each candidate's timed plan is Bluestein in one kernel of that m and
# the row's is 2592's; then the summary's rule on made-up figures: a candidate wins only
# where it ran 1.01 x or more faster in both rounds.
#   blue_m_screen_test.sh SOURCE_DIR BUILD_DIR
set -u
SRC=$1
BUILD=$2
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$SRC/tests/check.sh"

OUT=$T/out SWEEP=$SRC/bench/results/2026-12-07-h100-sweep-full-13.csv.gz BUILD=$BUILD \
    ROW=row=cuda-sm90 DEVICE=opencl BYTES=1M RUNS=2 JOBS=2 CUFFT=0 \
    BANDS_ARGS="--prec f32 --classes 2592 --per 1 --cands 2" bash "$SRC/bench/blue-m-screen.sh"
check "blue-m-screen exits 0 (got $?)" $?
cat "$T/out/bands.txt"
read -r prec m n c1 c2 rest < "$T/out/bands.txt"
[ "$prec $m" = "f32 2592" ] && [ "$n" -ge 1163 ] && [ "$n" -le 1294 ] && [ "$c2" = 4096 ] &&
    [ "$c1" -gt 2592 ] && [ "$c1" -lt 4096 ] && [ -z "$rest" ] && [ "$(wc -l < "$T/out/bands.txt")" = 1 ]
check "one class, f32 2592: length $n of 1163..1294, candidates $c1 and the power of two" $?
csv=$T/out/f32-2592/sweep.csv
for c in "$c1" "$c2"; do
    grep -q "^m$c,.*,f32,$n,.*bluestein m=$c in one kernel" "$csv"
    check "blue_m=$c timed as Bluestein of m = $c in one kernel" $?
done
[ "$(grep -c "^row2\?,.*,f32,$n,.*bluestein m=2592 in one kernel" "$csv")" = 2 ]
check "the row timed twice at m = 2592" $?
grep -q "m'=$c1: [0-9.]* / [0-9.]* x the row" "$T/out/summary.txt" &&
    grep -q "m'=$c2: [0-9.]* / [0-9.]* x the row" "$T/out/summary.txt"
check "the summary gives both candidates both rounds" $?

# the summary's rule: m' 128 at 1.04 / 1.02 x wins, 144 at 1.02 / 1.00 x does not
mkdir -p "$T/rule/f32-100"
{
    echo "config,library,precision,n,gbps,plan"
    for cfg in "row 100 100" "row2 102 102" "m128 104 104" "m144 102 102"; do
        set -- $cfg
        echo "$1,ufft-opencl,f32,53,$2,"
        echo "$1,ufft-opencl,f32,61,$3,"
    done
} > "$T/rule/f32-100/sweep.csv"
echo "f32 100 53,61 128 144" > "$T/rule/bands.txt"
python3 "$SRC/bench/blue_m_bands.py" summary "$T/rule" "$T/rule/bands.txt" | tee "$T/rule/summary.txt"
grep -q "m'=128: 1.040 / 1.020 x the row  wins" "$T/rule/summary.txt" &&
    ! grep -q "m'=144.*wins" "$T/rule/summary.txt" &&
    grep -q "^# 1 candidates" "$T/rule/summary.txt"
check "1.04 x / 1.02 x wins, 1.02 x / 1.00 x does not" $?
exit $fail
