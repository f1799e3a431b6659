#!/usr/bin/env python3
"""The most any kernel could reach against cuFFT on a sweep's lengths, by a nominal count.

  ceiling.py SWEEP.csv.gz COPY_GBPS PEAK_F32_TFLOPS PEAK_F64_TFLOPS [EFFICIENCY...]

SWEEP: a sweep CSV of bench/sweep_summary.py (precision, n, class, ufft_gbps, cufft_gbps).
For each length with a prime factor above 13, a transform takes at least the longer of
moving its data once at the copy rate (2 n elements, the benchmarks' GB/s) and its
arithmetic at EFFICIENCY x the device's peak. The arithmetic is a nominal count, generous
to the kernel: 5 m log2 m for the 13-smooth part m of n, and for each larger prime q the
cheapest of a direct DFT (4 q^2 with symmetric pairs), Rader's (two FFTs of q - 1 when it
is 31-smooth) and Bluestein's (two FFTs of the smallest 13-smooth m >= 2q - 1), plus 6 n
for its twiddles. Prints, per precision and efficiency, the geometric mean of that ceiling
over cuFFT's GB/s, next to ufft's measured ratio: a geomean target above the ceiling
cannot be met by any kernel of these algorithms, and one near it only at that efficiency.
"""
import csv
import gzip
import math
import sys

# the sweep's classes and its geometric mean, as the CSV's writer defines them
from sweep_summary import CLASSES, geomean as gm


def factors(n):
    f, p = [], 2
    while p * p <= n:
        while n % p == 0:
            f.append(p)
            n //= p
        p += 1
    return f + [n] if n > 1 else f


def smooth(n, bound):
    return all(p <= bound for p in factors(n))


def fft_flops(m):
    return 5.0 * m * math.log2(m) if m > 1 else 0.0


def prime_flops(q):
    best = 4.0 * q * q
    if smooth(q - 1, 31):
        best = min(best, 2 * fft_flops(q - 1) + 6 * (q - 1) + 8 * q)
    m = 2 * q - 1
    while not smooth(m, 13):
        m += 1
    return min(best, 2 * fft_flops(m) + 6 * m + 12 * q)


def flops(n):
    big = [p for p in factors(n) if p > 13]
    s = n
    for p in big:
        s //= p
    total = fft_flops(s) * (n // s)
    for p in big:
        total += (n // p) * prime_flops(p) + 6 * n
    return total


def main(argv):
    if len(argv) < 5:
        sys.exit(__doc__)
    path, copy = argv[1], float(argv[2]) * 1e9
    peak = {"f32": float(argv[3]) * 1e12, "f64": float(argv[4]) * 1e12}
    effs = [float(e) for e in argv[5:]] or [1.0, 0.5]
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        rows = [r for r in csv.DictReader(f) if r["class"] == CLASSES[2]]
    elem = {"f32": 8, "f64": 16}
    for prec in ("f32", "f64"):
        r = [x for x in rows if x["precision"] == prec]
        if not r:
            continue
        now = gm([float(x["ufft_gbps"]) / float(x["cufft_gbps"]) for x in r])
        for eff in effs:
            ceil, bound = [], 0
            for x in r:
                n = int(x["n"])
                data = 2.0 * n * elem[prec]
                t_mem, t_ops = data / copy, flops(n) / (peak[prec] * eff)
                bound += t_ops > t_mem
                ceil.append(data / max(t_mem, t_ops) / 1e9 / float(x["cufft_gbps"]))
            primes = [c for c, x in zip(ceil, r) if len(factors(int(x["n"]))) == 1]
            print(f"{prec} {len(r)} lengths, {eff:.0%} of peak: ceiling {gm(ceil):.2f}x cuFFT "
                  f"({bound} bound by arithmetic; {len(primes)} primes {gm(primes):.2f}x); "
                  f"ufft {now:.3f}x")


if __name__ == "__main__":
    main(sys.argv)
