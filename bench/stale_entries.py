#!/usr/bin/env python3
"""Which per-length entries of a row lost to their switch off, and dropping them.

  stale_entries.py [--gain G] OUT
      Reads OUT/SW-PREC/sweep.csv (bench/stale-entries.sh: configs row, off, row2, off2
      and cuFFT), prints per switch and precision the geomeans over cuFFT of the row and of
      the switch off, and writes OUT/stale.txt: a line "PREC N SW A B" for each length that
      ran G (default 1.01) or more faster off in both rounds (A = off/row, B = off2/row2).

  stale_entries.py --apply [--dry-run] TUNE_C PREFIX STALE...
      Drops those entry parts from the tables of TUNE_C (e.g. src/plan/tune_sm90.c) whose
      names start with PREFIX (e.g. h100): for rank, direct, spread, reg, one, threads,
      groups and composite the fields of PREFIX_lengths_PREC (an entry left all zero goes,
      the table is re-flowed to 100 columns as merge_entries.py does); for narrow,
      split_one and blue the length leaves PREFIX_narrow_off_PREC,
      PREFIX_split_one_off_PREC or PREFIX_blue_on_PREC; for routes the prime's entry
      leaves PREFIX_routes_PREC (its route, group width and rank together); for few the
      length's entry leaves PREFIX_few_on_PREC; for knobs (fast_choices=0) the length's
      {n, "knobs"} leaves PREFIX_knobs_PREC, the table's other lines as they stand.
      Prints what changed; fails if a length is not where its switch says.
Standard library only.
"""
import csv
import glob
import math
import os
import re
import sys

from merge_entries import flow

# ufft__length_choice: n, spread_from, spread_most, direct, reg, rank, one, threads,
# groups, generic, composite; each switch clears its fields (plan/row_lookup.c)
FIELDS = {"spread": (1, 2), "direct": (3,), "reg": (4, 9), "rank": (5,), "one": (6,),
          "threads": (7,), "groups": (8,), "composite": (10,)}
LISTS = {"narrow": "narrow_off", "split_one": "split_one_off", "blue": "blue_on"}
ENTRY = re.compile(r"\{(\d+(?:, *\d+){10})\}")
ROUTE = re.compile(r"\{(\d+(?:, *\d+){3})\}")  # ufft__prime_route: p, rader, threads, rank
COUNT = re.compile(r"\{(\d+, *\d+)\}")  # ufft__length_count: n, count


def geomean(values):
    return math.exp(sum(map(math.log, values)) / len(values)) if values else float("nan")


def summarise(out, gain):
    lines = []
    for path in sorted(glob.glob(os.path.join(out, "*", "sweep.csv"))):
        sw, prec = os.path.basename(os.path.dirname(path)).rsplit("-", 1)
        t = {}
        for r in csv.DictReader(open(path)):
            try:
                t[(int(r["n"]), r["config"])] = float(r["gbps"])
            except (KeyError, ValueError):
                pass
        ns = sorted({n for n, c in t if c == "row"})
        full = [n for n in ns if all((n, c) in t for c in ("row", "off", "row2", "off2"))]
        over = lambda c: geomean([t[(n, c)] / t[(n, "cufft")] for n in full if (n, "cufft") in t])
        won = []
        for n in full:
            a, b = t[(n, "off")] / t[(n, "row")], t[(n, "off2")] / t[(n, "row2")]
            if min(a, b) >= gain:
                won.append(n)
                lines.append(f"{prec} {n} {sw} {a:.3f} {b:.3f}")
        print(f"{sw} {prec}: {len(full)} lengths, row {over('row'):.3f} / {over('row2'):.3f} x cuFFT, "
              f"off {over('off'):.3f} / {over('off2'):.3f}; {len(won)} faster off by {gain} in both"
              + (f": {' '.join(map(str, won))}" if won else ""))
    with open(os.path.join(out, "stale.txt"), "w") as fh:
        fh.write("".join(l + "\n" for l in lines))
    return lines


def flowed(items):
    """The table's body: items flowed as merge_entries.py flows them, closed by "};"."""
    return "\n".join(flow(items))[:-1] + "};"


def table(src, name, kind):
    m = re.search(r"(static const %s %s\[\] = \{)(.*?\}?\};)" % (kind, re.escape(name)), src, re.S)
    if not m:
        sys.exit(f"stale_entries: no table {name} in the source")
    return m


def apply(tune_c, prefix, stale_paths, dry):
    src = open(tune_c).read()
    todo = {}
    for path in stale_paths:
        for line in open(path):
            f = line.split()
            if len(f) >= 3 and not line.startswith("#"):
                todo.setdefault((f[0], f[2]), set()).add(int(f[1]))
    for (prec, sw), ns in sorted(todo.items()):
        if sw in FIELDS:
            name = f"{prefix}_lengths_{prec}"
            m = table(src, name, "ufft__length_choice")
            entries = [[int(x) for x in e.split(",")] for e in ENTRY.findall(m.group(2))]
            kept = []
            for e in entries:
                if e[0] in ns:
                    before = list(e)
                    if not any(e[f] for f in FIELDS[sw]):
                        sys.exit(f"stale_entries: {name} {e[0]} sets no {sw}")
                    for f in FIELDS[sw]:
                        e[f] = 0
                    ns.discard(e[0])
                    print(f"{name} {e[0]} {sw}: {before[1:]} -> {e[1:]}")
                if e[0] == 0 or any(e[1:]):
                    kept.append(e)
            body = flowed(["{" + ", ".join(map(str, e)) + "}" for e in kept])
        elif sw in ("routes", "few"):
            name, kind, pattern = (f"{prefix}_routes_{prec}", "ufft__prime_route", ROUTE) \
                if sw == "routes" else (f"{prefix}_few_on_{prec}", "ufft__length_count", COUNT)
            m = table(src, name, kind)
            kept = []
            for e in pattern.findall(m.group(2)):
                p = int(e.split(",")[0])
                if p in ns:
                    ns.discard(p)
                    print(f"{name}: {{{e}}} leaves")
                else:
                    kept.append("{" + e + "}")
            body = flowed(kept)
        elif sw == "knobs":
            # one {n, "knobs"} item out of its line, the rest of the table as it stands
            name = f"{prefix}_knobs_{prec}"
            m = table(src, name, "ufft__fast_choice")
            body = m.group(2)
            for n in sorted(ns):
                item = re.compile(r'\{%d, "([^"]*)"\}, ?' % n)
                found = item.search(body)
                if found:
                    print(f'{name}: {{{n}, "{found.group(1)}"}} leaves')
                    body = body[: found.start()] + body[found.end():]
                    ns.discard(n)
            body = "\n".join(l.rstrip() for l in body.split("\n") if l.strip()).lstrip("\n")
        elif sw in LISTS:
            name = f"{prefix}_{LISTS[sw]}_{prec}"
            m = table(src, name, "uint32_t")
            values = [int(x) for x in re.findall(r"\d+", m.group(2))]
            for n in sorted(ns):
                if n in values:
                    values.remove(n)
                    ns.discard(n)
                    print(f"{name}: {n} leaves")
            body = flowed([str(v) for v in values])
        else:
            sys.exit(f"stale_entries: unknown switch {sw}")
        if ns:
            sys.exit(f"stale_entries: {name} holds no {sw} for {sorted(ns)}")
        src = src[: m.start(2)] + "\n" + body + src[m.end(2):]
    if not dry:
        open(tune_c, "w").write(src)


def main(argv):
    if len(argv) >= 4 and argv[1] == "--apply":
        dry = argv[2] == "--dry-run"
        rest = argv[3:] if dry else argv[2:]
        if len(rest) < 3:
            sys.exit(__doc__)
        apply(rest[0], rest[1], rest[2:], dry)
        return
    gain = 1.01
    args = argv[1:]
    if len(args) == 3 and args[0] == "--gain":
        gain, args = float(args[1]), args[2:]
    if len(args) != 1:
        sys.exit(__doc__)
    summarise(args[0], gain)


if __name__ == "__main__":
    main(sys.argv)
