#!/usr/bin/env python3
"""An independent model of the local-memory banks for single register passes, to check
src/plan/banks.c (tests/internals.c register_pass_strides takes its strides from here).

usage: bank_model.py f32|f64 < passes
  each line: N T E COLS STAGED R1 R2 ...  (length, work-items per column, elements per
  work-item, columns per group, 1 where loads and stores are staged, the radices)
prints the wavefronts at column stride N against the fewest a warp's bytes need, and the
stride in N .. N + one row of banks - 1 with the fewest (the first such).

Follows gen/stockham.c and gen/staged_io.c: lane lid of a group is work-item t = lid % T
of column c = lid / T; staged rounds move element lid + i*group of the group's block;
slot i of a work-item is element t + i*T; after a radix-R stage at stride nsl, output m
of butterfly q goes to o + m*nsl with jb = t + q*T, o = (jb / nsl)*nsl*R + jb % nsl.
Every warp of the group counts (banks.c follows the first four). A warp's wavefronts:
the most 4-byte words any of the 32 banks holds. Standard library only.
"""

import sys
from collections import defaultdict

BANKS, LANES, ROW_BYTES = 32, 32, 128


def wavefronts(elements, words):
    banks = defaultdict(int)
    for el in elements:
        for k in range(words):
            banks[(el * words + k) % BANKS] += 1
    return max(banks.values(), default=0)


def pass_cost(n, T, E, cols, staged, radices, ls, eb):
    words, group, total = eb // 4, T * cols, cols * n
    warps = (group + LANES - 1) // LANES
    cost = fewest = 0

    def access(at):
        nonlocal cost, fewest
        for w in range(warps):
            els = [e for e in (at(lid) for lid in range(w * LANES, min(group, (w + 1) * LANES)))
                   if e is not None]
            if els:
                cost += wavefronts(els, words)
                fewest += max(1, (len(els) * eb + ROW_BYTES - 1) // ROW_BYTES)

    def rounds():
        for i in range((total + group - 1) // group):
            access(lambda lid, i=i: None if lid + i * group >= total
                   else (lid + i * group) // n * ls + (lid + i * group) % n)

    def natural():
        for i in range(E):
            access(lambda lid, i=i: lid // T * ls + lid % T + i * T)

    if staged:
        rounds()
        natural()
    nsl = 1
    for R in radices[:-1]:
        for q in range(E // R):
            for m in range(R):
                def at(lid, q=q, m=m, R=R, nsl=nsl):
                    jb = lid % T + q * T
                    return lid // T * ls + jb // nsl * nsl * R + jb % nsl + m * nsl
                access(at)
        natural()
        nsl *= R
    if staged:
        natural()
        rounds()
    return cost, fewest


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("f32", "f64"):
        sys.exit(__doc__)
    eb = 16 if sys.argv[1] == "f64" else 8
    for line in sys.stdin:
        if not line.strip():
            continue
        v = [int(x) for x in line.split()]
        n, T, E, cols, staged, radices = v[0], v[1], v[2], v[3], v[4], v[5:]
        cost, fewest = pass_cost(n, T, E, cols, staged, radices, n, eb)
        best = min((pass_cost(n, T, E, cols, staged, radices, ls, eb)[0], ls)
                   for ls in range(n, n + ROW_BYTES // eb))
        print(f"{n}: {cols} cols x {T} items x {E}, radices {radices}, staged {staged}: "
              f"{cost / fewest:.2f} x the fewest at stride {n}, "
              f"{best[0] / fewest:.2f} x at {best[1]}")


if __name__ == "__main__":
    main()
