#!/usr/bin/env python3
"""Bluestein's convolution lengths, screened per class (bench/blue-m-screen.sh).

  blue_m_bands.py bands [options] SWEEP
      SWEEP: a sweep of record (bench/sweep_summary.py's sweep.csv, .gz too). Its lengths
      that ufft ran as Bluestein in one kernel (not by cosets) fall into classes by their
      convolution length m. For each class of --min lengths or more (--prec, --classes
      narrow it): --per lengths spread over the class, and the candidates m' that could
      serve the whole class instead: 13-smooth, from 2 n_max - 1 up to the power of two at
      or above it, each kept only where `UFFT plan-only` under --row and blue_m=m' plans
      Bluestein in one kernel of that m' for n_max (the rest fall back to another m, and
      would time it twice). At most --cands of them: the nearest --cands - 1 and the power
      of two. Prints one line a class, the most lengths first: "PREC M N1,N2,.. C1 C2 ..".
      A length whose row entry pins its m (a knobs table's blue_m) plans the same under
      every candidate, so its class prints none.

  blue_m_bands.py summary [--gain G] OUT BANDS
      Reads OUT/PREC-M/sweep.csv (bench/sweep-tuning.sh with configs row, m<C>..., row2)
      for each class of BANDS and prints each candidate's geomean GB/s over the row's, in
      round 1 (against row) and round 2 (against row2), with the row's own geomean over
      cuFFT where cuFFT ran. A candidate that ran G (default 1.01) or more faster in both
      rounds is marked "wins".
Standard library only (and blue_m_rates.py and sweep_summary.py beside it).
"""
import csv
import os
import subprocess
import sys
from collections import defaultdict

from blue_m_rates import read_classes
from sweep_summary import CLASSES, geomean, length_class


def plans_one_kernel(ufft, row, prec, n, m):
    tuning = ",".join(x for x in (row, f"blue_m={m}") if x)
    out = subprocess.run([ufft, "bench", "--plan-only", f"{prec}:{n}"], capture_output=True,
                         text=True, env=dict(os.environ, UFFT_TUNING=tuning)).stdout
    return f"bluestein m={m} in one kernel" in out


def bands(args):
    opts = {"--min": "15", "--per": "3", "--cands": "8", "--prec": "f32,f64", "--classes": "",
            "--ufft": "build/tools/ufft", "--row": "row=cuda-sm90"}
    while args and args[0] in opts:
        opts[args[0]] = args[1]
        args = args[2:]
    if len(args) != 1:
        sys.exit(__doc__)
    precs = opts["--prec"].split(",")
    only = {int(c) for c in opts["--classes"].split(",") if c}
    per, ncands = int(opts["--per"]), int(opts["--cands"])
    # by cosets the planner takes before any blue_m: those lengths would not move
    classes = {(prec, m): [n for n, _, _ in rows]
               for prec, byclass in read_classes(args[0], lambda plan: "cosets" not in plan).items()
               if prec in precs for m, rows in byclass.items()}
    # the classes of the most lengths first: a device call that runs out of time has
    # timed those
    for (prec, m), ns in sorted(classes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        if len(ns) < int(opts["--min"]) or (only and m not in only):
            continue
        ns.sort()
        sample = sorted({ns[(2 * i + 1) * len(ns) // (2 * per)] for i in range(per)})
        need = 2 * ns[-1] - 1
        top = 1 << (need - 1).bit_length()
        cands = [c for c in range(need, top + 1)
                 if c != m and length_class(c) != CLASSES[2] and
                 plans_one_kernel(opts["--ufft"], opts["--row"], prec, ns[-1], c)]
        keep = [c for c in cands if c != top][:ncands - 1] + [c for c in cands if c == top]
        if keep:
            print(prec, m, ",".join(map(str, sample)), " ".join(map(str, keep)))


def summary(args):
    gain = 1.01
    if args[:1] == ["--gain"]:
        gain, args = float(args[1]), args[2:]
    if len(args) != 2:
        sys.exit(__doc__)
    out, wins = args[0], 0
    for line in open(args[1]):
        prec, m, _sizes, *cands = line.split()
        path = os.path.join(out, f"{prec}-{m}", "sweep.csv")
        if not os.path.exists(path):
            print(f"{prec} m={m}: not timed")
            continue
        gbps = defaultdict(dict)
        for r in csv.DictReader(open(path, newline="")):
            if r["precision"] == prec and r.get("gbps"):
                gbps[r["config"]][int(r["n"])] = float(r["gbps"])
        row, row2, cufft = gbps.get("row", {}), gbps.get("row2", {}), gbps.get("cufft", {})
        over = [row[n] / cufft[n] for n in row if n in cufft]
        print(f"{prec} m={m}: {len(row)} lengths, row "
              + (f"{geomean(over):.3f} x cuFFT" if over else "(no cuFFT)"))
        for c in cands:
            cand = gbps.get(f"m{c}", {})
            a = geomean([cand[n] / row[n] for n in cand if n in row])
            b = geomean([cand[n] / row2[n] for n in cand if n in row2])
            won = a >= gain and b >= gain
            wins += won
            print(f"  m'={c}: {a:.3f} / {b:.3f} x the row{'  wins' if won else ''}")
    print(f"# {wins} candidates {gain} x or more faster than the row in both rounds")


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("bands", "summary"):
        sys.exit(__doc__)
    (bands if sys.argv[1] == "bands" else summary)(sys.argv[2:])


if __name__ == "__main__":
    main()
