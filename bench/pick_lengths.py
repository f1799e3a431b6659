#!/usr/bin/env python3
"""Per-length choices from bench/sweep-tuning.sh CSVs (bench/screen-lengths.sh).

  pick_lengths.py screen SWEEP.csv
      Each length's fastest knob set, where it ran at least GAIN (2 %) faster than the
      mean of the row's two runs (configs `row` and `row2`) and more than twice their
      spread; prints "precision n label gain" per winner.
  pick_lengths.py abab KNOBS SWEEP.csv...
      ABAB runs (configs row, L, row2, L2 for a label L): keeps the lengths whose knob set
      ran at least KEEP (1 %) faster in both pairs and prints them as entries of the row's
      fast_lengths_f32/f64 (ufft__fast_choice {n, "knobs"}); KNOBS: "label=key=v,key=v ..."
      as given to the screen.
"""
import csv
import math
import os
import sys

# PICK_GAIN / PICK_KEEP override the thresholds (a dry run on a CPU: PICK_GAIN=0 PICK_KEEP=0)
GAIN = float(os.environ.get("PICK_GAIN", "1.02"))
KEEP = float(os.environ.get("PICK_KEEP", "1.01"))
def read(paths):
    """{(precision, n): {config: GB/s}} and cuFFT's GB/s per (precision, n)."""
    runs, cufft = {}, {}
    for path in paths:
        with open(path) as f:
            lines = [l for l in f if not l.startswith("#")]
        header = lines[0]
        for r in csv.DictReader([header] + [l for l in lines[1:] if l != header]):
            key = (r["precision"], int(r["n"]))
            if r["config"] == "cufft":
                cufft[key] = float(r["gbps"])
            elif r.get("gbps"):
                runs.setdefault(key, {})[r["config"]] = float(r["gbps"])
    return runs, cufft


def entry(n, knobs):
    """The ufft__fast_choice initializer of knobs ("key=v,key=v"): any keys of the row."""
    return f'{{{n}, "{knobs}"}}'


def screen(path):
    runs, cufft = read([path])
    for (prec, n), d in sorted(runs.items()):
        if "row" not in d or "row2" not in d:
            continue
        row = (d["row"] + d["row2"]) / 2
        spread = abs(d["row"] - d["row2"]) / row
        others = [c for c in d if c not in ("row", "row2")]
        if not others:
            continue
        best = max(others, key=lambda c: d[c])
        gain = d[best] / row
        if gain >= GAIN + 2 * spread:
            vs = f" ({row / cufft[(prec, n)]:.3f} -> {d[best] / cufft[(prec, n)]:.3f} x cuFFT)" \
                if (prec, n) in cufft else ""
            print(f"{prec} {n} {best} {gain:.3f}{vs}")


def abab(knobs, paths):
    table = dict(k.split("=", 1) for k in knobs.split())
    runs, _ = read(paths)
    kept = {"f32": [], "f64": []}
    for (prec, n), d in sorted(runs.items()):
        labels = [c for c in d if c in table and c + "2" in d]
        for label in labels:
            g1, g2 = d[label] / d["row"], d[label + "2"] / d["row2"]
            verdict = "kept" if min(g1, g2) >= KEEP else "dropped"
            print(f"# {prec} {n} {label}: {g1:.3f} {g2:.3f} {verdict}")
            if verdict == "kept":
                kept[prec].append((n, entry(n, table[label]), math.sqrt(g1 * g2)))
    for prec, rows in kept.items():
        if rows:
            gm = math.exp(sum(math.log(g) for _, _, g in rows) / len(rows))
            print(f"/* {prec}: {len(rows)} lengths, {gm:.3f}x over the row */")
            print(", ".join(e for _, e, _ in rows))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "screen":
        screen(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "abab":
        abab(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
