#!/bin/bash
# Times `ufft bench` under several UFFT_TUNING overrides in one run, next to cuFFT,
# to choose the rows of src/plan/tune_sm90.c and tune_rows.c from measurements (bench/README.md).
#
#   OUT=dir DEVICE=cuda CONFIGS="label=key=v,key=v ..." bash bench/sweep-tuning.sh
#
# Expects a build in $BUILD (bench/run-h100.sh makes one). Each config's kernels are
# compiled first, by JOBS processes of `ufft bench --plan-only` on every JOBS-th size (a
# list of a hundred odd lengths compiles in seconds instead of minutes), then cuFFT and
# each config are timed one after the other on the idle GPU. Writes $OUT/sweep.csv (every
# row, with a config column) and prints a table of GB/s per N and config, and each
# config's geometric mean over cuFFT.
# SIZES_F32 / SIZES_F64: N, 2^K, A..B (powers of two) or comma-separated lists of them;
# @FILE reads the list from FILE. CUFFT=0 leaves cuFFT out (configs compared to each other
# only; the table's geomeans over cuFFT then print nothing).
set -u
set -f
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$ROOT/build-h100}
OUT=${OUT:-$ROOT/bench-out}
DEVICE=${DEVICE:-cuda}
BYTES=${BYTES:-268435456}
RUNS=${RUNS:-10}
JOBS=${JOBS:-$(nproc)}
SIZES_F32=${SIZES_F32:-2^3..2^22}
SIZES_F64=${SIZES_F64:-2^3..2^22}
PRECISIONS=${PRECISIONS:-f32 f64}
CONFIGS=${CONFIGS:-default=}
mkdir -p "$OUT/sweep"
export UFFT_CACHE_DIR=${UFFT_CACHE_DIR:-$BUILD/kernel-cache}
UFFT=$BUILD/tools/ufft

# spawn CMD...: CMD in the background, output dropped, at most JOBS at a time
spawn() {
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
    "$@" > /dev/null 2>&1 &
}

# precompile PREC SIZES TUNING: every JOBS-th item of the comma list in one process, the
# configs' processes side by side (a screen of many configs on one length compiles as
# fast as one config on many lengths); the caller waits
precompile() {
    local prec=$1 tune=$3 k part
    IFS=, read -r -a items <<< "$2"
    for ((k = 0; k < JOBS; k++)); do
        part=$(for ((i = k; i < ${#items[@]}; i += JOBS)); do echo "${items[i]}"; done | paste -sd, -)
        [ -n "$part" ] || continue
        spawn env UFFT_TUNING="$tune" timeout 300 "$UFFT" bench --plan-only --device "$DEVICE" \
            --precision "$prec" --bytes "$BYTES" "$part"
    done
}

for prec in $PRECISIONS; do
    sizes=$SIZES_F32; [ "$prec" = f64 ] && sizes=$SIZES_F64
    [ "${sizes#@}" != "$sizes" ] && sizes=$(tr -d ' \n' < "${sizes#@}")
    for cfg in $CONFIGS; do
        precompile "$prec" "$sizes" "${cfg#*=}"
    done
    wait
    if [ "${CUFFT:-1}" = 1 ] && [ -x "$BUILD/bench/cufft_bench" ]; then
        timeout 300 "$BUILD/bench/cufft_bench" --precision "$prec" --bytes "$BYTES" --runs "$RUNS" \
            --csv "$OUT/sweep/cufft-$prec.csv" "$sizes" > /dev/null
    fi
    for cfg in $CONFIGS; do
        label=${cfg%%=*}
        tune=${cfg#*=}
        UFFT_TUNING=$tune timeout 300 "$UFFT" bench --device "$DEVICE" --precision "$prec" \
            --bytes "$BYTES" --runs "$RUNS" --csv "$OUT/sweep/$label-$prec.csv" "$sizes" > /dev/null ||
            echo "config $label $prec: exit $?"
    done
done
python3 - "$OUT" <<'PY'
import csv, glob, math, os, sys
out = sys.argv[1]
rows, table = [], {}
for f in sorted(glob.glob(os.path.join(out, "sweep", "*.csv"))):
    label = os.path.basename(f).rsplit("-", 1)[0]
    for r in csv.DictReader(l for l in open(f) if not l.startswith("#")):
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
keys = ["config"] + list(dict.fromkeys(k for r in rows for k in r if k != "config"))
with open(os.path.join(out, "sweep.csv"), "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=keys, extrasaction="ignore")
    w.writeheader()
    w.writerows(rows)
labels = sorted({k[2] for k in table}, key=lambda s: (s != "cufft", s))
name = lambda n: f"2^{n.bit_length() - 1}" if n & (n - 1) == 0 else str(n)
for prec in sorted({k[0] for k in table}):
    ns = sorted({k[1] for k in table if k[0] == prec})
    print(f"\n{prec} GB/s")
    print("N        " + " ".join(f"{l[:9]:>9}" for l in labels))
    for n in ns:
        vals = [table.get((prec, n, l)) for l in labels]
        print(f"{name(n):<8} " + " ".join(f"{v:9.0f}" if v else "        -" for v in vals))
    for l in labels:
        r = [table[(prec, n, l)] / table[(prec, n, "cufft")] for n in ns
             if (prec, n, l) in table and (prec, n, "cufft") in table]
        if l != "cufft" and r:
            g = math.exp(sum(map(math.log, r)) / len(r))
            print(f"# {prec} {l}: {len(r)} sizes, geomean {g:.3f} x cuFFT, "
                  f"lowest {min(r):.3f}, below 1x: {sum(x < 1 for x in r)}")
PY
