#!/bin/bash
# Times `ufft bench` under several UFFT_TUNING overrides in one run, next to cuFFT,
# to choose the rows of src/plan/tune.c from measurements (bench/README.md).
#
#   OUT=dir DEVICE=cuda CONFIGS="label=key=v,key=v ..." bash bench/sweep-tuning.sh
#
# Expects a build in $BUILD (bench/run-h100.sh makes one). Writes $OUT/sweep.csv (every
# row, with a config column) and prints a table of GB/s per N and config.
set -u
set -f
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$ROOT/build-h100}
OUT=${OUT:-$ROOT/bench-out}
DEVICE=${DEVICE:-cuda}
BYTES=${BYTES:-268435456}
RUNS=${RUNS:-10}
SIZES_F32=${SIZES_F32:-2^3..2^22}
SIZES_F64=${SIZES_F64:-2^3..2^22}
PRECISIONS=${PRECISIONS:-f32 f64}
CONFIGS=${CONFIGS:-default=}
mkdir -p "$OUT/sweep"
export UFFT_CACHE_DIR=${UFFT_CACHE_DIR:-$BUILD/kernel-cache}
for prec in $PRECISIONS; do
    sizes=$SIZES_F32; [ "$prec" = f64 ] && sizes=$SIZES_F64
    if [ -x "$BUILD/bench/cufft_bench" ]; then
        timeout 120 "$BUILD/bench/cufft_bench" --precision "$prec" --bytes "$BYTES" --runs "$RUNS" \
            --csv "$OUT/sweep/cufft-$prec.csv" $sizes > /dev/null
    fi
    for cfg in $CONFIGS; do
        label=${cfg%%=*}
        tune=${cfg#*=}
        UFFT_TUNING=$tune timeout 200 "$BUILD/tools/ufft" bench --device "$DEVICE" --precision "$prec" \
            --bytes "$BYTES" --runs "$RUNS" --csv "$OUT/sweep/$label-$prec.csv" $sizes > /dev/null ||
            echo "config $label $prec: exit $?"
    done
done
python3 - "$OUT" <<'PY'
import csv, glob, os, sys
out = sys.argv[1]
rows, table = [], {}
for f in sorted(glob.glob(os.path.join(out, "sweep", "*.csv"))):
    label = os.path.basename(f).rsplit("-", 1)[0]
    for r in csv.DictReader(open(f)):
        if r.get("library", "").startswith("memcpy"):
            continue
        r["config"] = label
        rows.append(r)
        try:
            table[(r["precision"], int(r["n"]), label)] = float(r["gbps"])
        except (KeyError, ValueError):
            pass
if not rows:
    sys.exit("no rows")
keys = ["config"] + [k for k in rows[0] if k != "config"]
with open(os.path.join(out, "sweep.csv"), "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=keys, extrasaction="ignore")
    w.writeheader()
    w.writerows(rows)
labels = sorted({k[2] for k in table}, key=lambda s: (s != "cufft", s))
for prec in sorted({k[0] for k in table}):
    print(f"\n{prec} GB/s")
    print("N        " + " ".join(f"{l[:9]:>9}" for l in labels))
    for n in sorted({k[1] for k in table if k[0] == prec}):
        vals = [table.get((prec, n, l)) for l in labels]
        print(f"2^{n.bit_length() - 1:<6} " + " ".join(f"{v:9.0f}" if v else "        -" for v in vals))
PY
