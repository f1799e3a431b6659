#!/bin/bash
# bench/stale-record.sh end to end on the host's OpenCL device, on a copy of the H100
# table: two entries it holds (f64 1083's few_on {1083, 64}, f32 1061's knobs
# {1061, "blue_m=2304"}) marked stale must leave the copy and nothing else, and their
# lengths must be timed and pass the accuracy suite.
#   stale_record_test.sh SOURCE_DIR BUILD_DIR
set -u
SRC=$1
BUILD=$2
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cp "$SRC/src/plan/tune_sm90.c" "$T/table.c"
printf 'f64 1083 few 1.050 1.040\nf32 1061 knobs 1.030 1.020\n' > "$T/stale.txt"
OUT=$T/out STALE=$T/stale.txt TABLE=$T/table.c BUILD=$BUILD REBUILD=0 DEVICE=opencl \
    LIBS=ufft BYTES=1M JOBS=2 bash "$SRC/bench/stale-record.sh"
rc=$?
. "$SRC/tests/check.sh"
check "stale-record exits 0 (got $rc)" "$rc"
# the entries the diff removes and does not add again (the rest of a list is rewrapped)
left=$( (grep '^-  ' "$T/out/table.diff" | grep -o '{[0-9]*, [^}]*}'
         grep '^+  ' "$T/out/table.diff" | grep -o '{[0-9]*, [^}]*}') | sort | uniq -u |
       paste -sd ' ')
[ "$left" = '{1061, "blue_m=2304"} {1083, 64}' ]
check "the two entries leave, and no other: $left" $?
grep -q '^ufft[^,]*,f64,1083,' "$T/out/sweep/ufft-f64.csv"; check "f64 1083 timed" $?
grep -q '^ufft[^,]*,f32,1061,' "$T/out/sweep/ufft-f32.csv"; check "f32 1061 timed" $?
cat "$T/out/accuracy.txt"
pass=$(grep -c ' PASS$' "$T/out/accuracy.txt")
check "4 of 4 accuracy problems pass ($pass)" $((pass != 4))
exit $fail
