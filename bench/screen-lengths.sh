#!/bin/bash
# Per-length choices for a device's row (tuning fast_lengths_f32/f64), as session 53 chose
# the H200's (bench/results/2026-11-28-h200-lengths.md): each length of SIZES_F32 /
# SIZES_F64 timed under every knob set of KNOBS and the row twice, next to cuFFT; each
# length whose best ran 2 % faster than the row (and than twice its spread) timed again
# against the row, two pairs, in the same run; those that gain 1 % or more in both pairs
# printed as the row's entries.
#
#   OUT=dir BUILD=build-h100 KNOBS="ob2=one_buffer=2 mg8=min_groups=8 rank1=generic_rank=1" \
#       SIZES_F32=@lows-f32.txt SIZES_F64=@lows-f64.txt bash bench/screen-lengths.sh
#
# Or each length under its own knob sets: SETS_F32 / SETS_F64 name files of "N KNOBS"
# lines, as tests/plan_diff DEVICE PREC @FILE LENGTHS... prints the knob sets that give a
# length a program of its own (lines from '#' skipped); SIZES and KNOBS then come from them.
#
#   OUT=dir BUILD=build-h100 SETS_F32=distinct-f32.txt SETS_F64=distinct-f64.txt \
#       bash bench/screen-lengths.sh
#
# An entry holds any of the row's knobs ({n, "key=v,..."}). A length the row lists already
# takes the knobs over its entry: merge the printed entry into it. Writes $OUT/screen.csv, $OUT/abab.csv and
# $OUT/entries.txt. PICK_GAIN / PICK_KEEP change the thresholds (bench/pick_lengths.py).
set -u
set -f
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${OUT:-$ROOT/bench-out}
PRECISIONS=${PRECISIONS:-f32 f64}
mkdir -p "$OUT"
if [ -n "${SETS_F32:-}${SETS_F64:-}" ]; then
    # "PREC N label=knobs ..." per length, a label per distinct knob set over both files
    # (pick_lengths.py's abab step maps labels back to knobs through KNOBS)
    plan=$(for prec in f32 f64; do
               sets=${SETS_F32:-}; [ "$prec" = f64 ] && sets=${SETS_F64:-}
               [ -z "$sets" ] || grep -v '^#' "$sets" | sed "s/^/$prec /"
           done | awk 'NF >= 3 {
               if (!($3 in id)) { id[$3] = "k" ++k; knobs = knobs id[$3] "=" $3 " " }
               key = $1 " " $2
               if (!(key in cfg)) order[++o] = key
               cfg[key] = cfg[key] id[$3] "=" $3 " " }
             END { print "knobs " knobs; for (i = 1; i <= o; i++) print order[i], cfg[order[i]] }')
    KNOBS=$(sed -n 's/^knobs //p' <<< "$plan")
    PRECISIONS=$(awk '$1 != "knobs" { print $1 }' <<< "$plan" | uniq | paste -sd' ' -)
    screens=()
    while read -r prec n configs; do
        OUT=$OUT/screen-$prec-$n CONFIGS="row= $configs row2=" PRECISIONS=$prec \
            SIZES_F32=$n SIZES_F64=$n bash "$ROOT/bench/sweep-tuning.sh" > /dev/null < /dev/null
        screens+=("$OUT/screen-$prec-$n/sweep.csv")
    done < <(grep -v '^knobs ' <<< "$plan")
    # one CSV of every length's screen (their columns may differ: cuFFT's rows or not)
    python3 - "$OUT/screen.csv" "${screens[@]}" <<'PY'
import csv, sys
rows = [r for path in sys.argv[2:] for r in csv.DictReader(open(path))]
keys = list(dict.fromkeys(k for r in rows for k in r))
with open(sys.argv[1], "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=keys)
    w.writeheader()
    w.writerows(rows)
PY
else
    KNOBS=${KNOBS:?KNOBS="label=key=v,key=v ..." or SETS_F32 / SETS_F64 is required}
    OUT=$OUT/screen CONFIGS="row= $KNOBS row2=" PRECISIONS=$PRECISIONS bash "$ROOT/bench/sweep-tuning.sh"
    cp "$OUT/screen/sweep.csv" "$OUT/screen.csv"
fi
python3 "$ROOT/bench/pick_lengths.py" screen "$OUT/screen.csv" | tee "$OUT/winners.txt"
rm -f "$OUT/abab.csv"
for prec in $PRECISIONS; do
    for cfg in $KNOBS; do
        label=${cfg%%=*}
        sizes=$(awk -v p="$prec" -v c="$label" '$1 == p && $3 == c { print $2 }' "$OUT/winners.txt" |
                paste -sd, -)
        [ -n "$sizes" ] || continue
        OUT=$OUT/abab-$prec-$label PRECISIONS=$prec SIZES_F32=$sizes SIZES_F64=$sizes \
            CONFIGS="row= $label=${cfg#*=} row2= ${label}2=${cfg#*=}" \
            bash "$ROOT/bench/sweep-tuning.sh" > /dev/null
        cat "$OUT/abab-$prec-$label/sweep.csv" >> "$OUT/abab.csv"
    done
done
[ -f "$OUT/abab.csv" ] || { echo "no length won"; exit 0; }
python3 "$ROOT/bench/pick_lengths.py" abab "$KNOBS" "$OUT/abab.csv" | tee "$OUT/entries.txt"
