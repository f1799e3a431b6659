#!/usr/bin/env python3
"""Which whole-length Bluestein lengths of a sweep would run faster on another
convolution length m that the same sweep measured.

usage: blue_m_rates.py [--min-gain G] [--min-class K] SWEEP.csv[.gz]

SWEEP is bench/sweep_summary.py's sweep.csv (e.g. bench/results/*-sweep-full-*.csv.gz).
Every length that ufft ran as Bluestein in one kernel (plan "bluestein m=M in one
kernel") belongs to the class of its m. A class's rate is the geometric mean over its
lengths of GB/s x m / n: the convolution points it moves a second, which depends on m's
kernel, not on n (one kernel serves every n <= (m + 1) / 2). A length n on m could run
on any measured m2 >= 2n - 1 at rate(m2) x n / m2; where that beats its own GB/s by G
(default 1.03), it is printed with the m2 and the predicted gain, grouped by (m, m2).
Classes of fewer than K lengths (default 5) are not used as targets.

Prints per precision: each class (m, lengths, range of n, GB/s, x cuFFT, rate), then
the moves. A prediction, not a timing: time the moves (bench/sweep-tuning.sh with
blue_m=M2) before listing them. Session 70 found f32 2188..2247 on m = 4500 predicted at
1.10x on 4608 and measured at 1.107x (2026-12-06-h100-primes-61.md), and 4802 -> 5184
ranked 0.99x where it ran 0.99x; but f32 1458 -> 1536, ranked 1.03x, ran 0.96x: a gain
that small is within the spread of a class's rate. Shorter m of fewer instructions a
point but lower rates lost as ranked (0.83-0.97x).
Standard library only (and sweep_summary.py beside it).
"""
import argparse
import csv
import gzip
import re
import sys
from collections import defaultdict

from sweep_summary import geomean

PLAN = re.compile(r": bluestein m=(\d+) in one kernel")


def read_classes(path, keep=lambda plan: True):
    """{precision: {m: [(n, gbps, ufft/cuFFT)]}} of the sweep's one-kernel Bluestein rows
    whose plan keep() accepts."""
    opener = gzip.open if path.endswith(".gz") else open
    classes = defaultdict(lambda: defaultdict(list))
    with opener(path, "rt", newline="") as f:
        for row in csv.DictReader(f):
            hit = PLAN.search(row.get("ufft_plan", ""))
            try:
                gbps = float(row["ufft_gbps"])
                ratio = float(row["ufft_over_cufft"])
            except (KeyError, ValueError):
                continue
            if hit and gbps > 0 and keep(row["ufft_plan"]):
                classes[row["precision"]][int(hit.group(1))].append((int(row["n"]), gbps, ratio))
    return classes


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--min-gain", type=float, default=1.03)
    ap.add_argument("--min-class", type=int, default=5)
    ap.add_argument("sweep")
    args = ap.parse_args(argv)
    if not args.min_gain > 0 or args.min_class < 1:
        ap.error("--min-gain must be above 0 and --min-class at least 1")
    min_gain, min_class = args.min_gain, args.min_class
    try:
        classes = read_classes(args.sweep)
    except OSError as e:
        print(f"blue_m_rates.py: {e}", file=sys.stderr)
        return 2
    for prec in sorted(classes):
        byclass = classes[prec]
        rate = {m: geomean([g * m / n for n, g, _ in rows]) for m, rows in byclass.items()}
        targets = {m: r for m, r in rate.items() if len(byclass[m]) >= min_class}
        print(f"## {prec}: {sum(map(len, byclass.values()))} lengths on {len(byclass)} m")
        print("| m | lengths | n | GB/s | x cuFFT | rate (m-points GB/s) |")
        print("|---:|---:|---|---:|---:|---:|")
        for m in sorted(byclass):
            rows = byclass[m]
            ns = [n for n, _, _ in rows]
            print(f"| {m} | {len(rows)} | {min(ns)}..{max(ns)} | "
                  f"{geomean([g for _, g, _ in rows]):.0f} | "
                  f"{geomean([r for _, _, r in rows]):.3f} | {rate[m]:.0f} |")
        moves = defaultdict(list)
        for m, rows in byclass.items():
            for n, g, _ in rows:
                options = [(targets[m2] * n / m2 / g, m2) for m2 in targets
                           if m2 != m and m2 >= 2 * n - 1]
                if options:
                    gain, m2 = max(options)
                    if gain >= min_gain:
                        moves[(m, m2)].append((n, gain))
        print(f"\nMoves predicted {min_gain:g}x or more faster:")
        if not moves:
            print("none")
        for (m, m2), rows in sorted(moves.items()):
            ns = sorted(n for n, _ in rows)
            print(f"- m = {m} -> {m2}: {len(rows)} lengths ({ns[0]}..{ns[-1]}), "
                  f"{geomean([x for _, x in rows]):.3f}x: {','.join(map(str, ns))}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
