#!/usr/bin/env python3
"""Summary of a length sweep (bench/sweep-lengths.sh): ufft against cuFFT and VkFFT at
every length.

usage: sweep_summary.py [-o DIR] FILE.csv ...

Reads the CSVs of `ufft bench`, cufft_bench and vkfft_bench by column name (library,
precision, n, gbps, plan; lines starting with '#' and memcpy rows skipped) and writes
into DIR (default .):
  sweep.csv  one row per precision and length: its class, GB/s of each library, ufft over
             cuFFT and over VkFFT, ufft's plan;
  sweep.md   per precision and class (powers of two, other lengths whose factors are
             <= 13, lengths with a larger prime factor): count, geometric means, the
             lowest ratio and the lengths below 0.8 x cuFFT; then the targets of the
             lengths issue and the worst lengths;
  sweep.png  GB/s against N, one line per library, one panel per precision (when
             matplotlib can be imported).
A FILE may also be an earlier sweep.csv (its own output, .gz too): read as its three
libraries' rows, so that lengths timed again later (their files after it) replace theirs
and the rest keep the earlier sweep's figures.
Standard library only, except matplotlib for the plot.
"""

import argparse
import csv
import gzip
import math
import os
import sys

LIBS = ("ufft", "cufft", "vkfft")
CLASSES = ("power of two", "factors <= 13", "prime factor > 13")


def length_class(n):
    if n & (n - 1) == 0:
        return CLASSES[0]
    for p in (2, 3, 5, 7, 11, 13):
        while n % p == 0:
            n //= p
    return CLASSES[1] if n == 1 else CLASSES[2]


def read(files):
    rows = {}  # (lib, prec, n) -> (gbps, plan)
    for f in files:
        # committed results over 64 KB are stored gzip-compressed (bench/README.md)
        opener = gzip.open if f.endswith(".gz") else open
        with opener(f, "rt", newline="") as fh:
            for r in csv.DictReader(line for line in fh if not line.startswith("#")):
                if "ufft_gbps" in r:  # an earlier sweep.csv
                    for lib in LIBS:
                        if r.get(lib + "_gbps"):
                            plan = r.get("ufft_plan", "") if lib == "ufft" else ""
                            rows[(lib, r["precision"], int(r["n"]))] = (float(r[lib + "_gbps"]), plan)
                    continue
                lib = (r.get("library") or "").split("-")[0].lower()
                if lib not in LIBS or not r.get("gbps"):
                    continue
                try:
                    rows[(lib, r["precision"], int(r["n"]))] = (float(r["gbps"]), r.get("plan", ""))
                except ValueError:
                    continue
    return rows


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-o", default=".")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    rows = read(a.files)
    precs = sorted({k[1] for k in rows})
    table = []
    for prec in precs:
        for n in sorted({k[2] for k in rows if k[1] == prec}):
            g = {lib: rows.get((lib, prec, n), (None, ""))[0] for lib in LIBS}
            u = g["ufft"]
            table.append({
                "precision": prec, "n": n, "class": length_class(n),
                "ufft_gbps": u, "cufft_gbps": g["cufft"], "vkfft_gbps": g["vkfft"],
                "ufft_over_cufft": u / g["cufft"] if u and g["cufft"] else None,
                "ufft_over_vkfft": u / g["vkfft"] if u and g["vkfft"] else None,
                "ufft_plan": rows.get(("ufft", prec, n), (None, ""))[1],
            })
    os.makedirs(a.o, exist_ok=True)
    cols = ["precision", "n", "class", "ufft_gbps", "cufft_gbps", "vkfft_gbps",
            "ufft_over_cufft", "ufft_over_vkfft", "ufft_plan"]
    with open(os.path.join(a.o, "sweep.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(cols)
        for r in table:
            w.writerow(["" if r[c] is None else (f"{r[c]:.4g}" if isinstance(r[c], float) else r[c])
                        for c in cols])

    md = ["# Length sweep: ufft (CUDA) against cuFFT and VkFFT", ""]
    for prec in precs:
        # lengths that ufft ran (a sweep cut short leaves the competitors' others)
        sel = [r for r in table if r["precision"] == prec and r["ufft_gbps"]]
        if not sel:
            continue
        lo, hi = min(r["n"] for r in sel), max(r["n"] for r in sel)
        md += [f"## {prec}, N = {lo}..{hi}", "",
               "| lengths | count | ufft/cuFFT geomean | ufft/VkFFT geomean (lengths) | lowest ufft/cuFFT | below 0.8 x cuFFT | at or above cuFFT |",
               "|---|---:|---:|---:|---:|---:|---:|"]
        for cls in CLASSES + ("all",):
            s = [r for r in sel if cls in ("all", r["class"])]
            rc = [r for r in s if r["ufft_over_cufft"]]
            rv = [r["ufft_over_vkfft"] for r in s if r["ufft_over_vkfft"]]
            if not s:
                continue
            low = min(rc, key=lambda r: r["ufft_over_cufft"]) if rc else None
            md.append(f"| {cls} | {len(s)} | {geomean([r['ufft_over_cufft'] for r in rc]):.3f} | "
                      f"{geomean(rv):.3f} ({len(rv)}) | "
                      + (f"{low['ufft_over_cufft']:.3f} (N={low['n']})" if low else "-")
                      + f" | {sum(r['ufft_over_cufft'] < 0.8 for r in rc)} | "
                      f"{sum(r['ufft_over_cufft'] >= 1.0 for r in rc)} |")
        worst = sorted((r for r in sel if r["ufft_over_cufft"]), key=lambda r: r["ufft_over_cufft"])[:12]
        md += ["", f"Lowest ufft/cuFFT ({prec}):", "", "| N | class | ufft GB/s | cuFFT GB/s | VkFFT GB/s | ufft/cuFFT |",
               "|---:|---|---:|---:|---:|---:|"]
        for r in worst:
            md.append(f"| {r['n']} | {r['class']} | {r['ufft_gbps']:.0f} | {r['cufft_gbps']:.0f} | "
                      f"{r['vkfft_gbps'] or 0:.0f} | {r['ufft_over_cufft']:.3f} |")
        md.append("")
    md += ["Targets of the lengths issue: geomean >= 1.0 x cuFFT and >= 1.0 x VkFFT over every "
           "length, none below 0.8 x cuFFT; lengths with a prime factor > 13: >= 3 x cuFFT geomean, "
           "none below 1 x.", ""]
    with open(os.path.join(a.o, "sweep.md"), "w") as fh:
        fh.write("\n".join(md))
    print("\n".join(md))

    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not found: no plot", file=sys.stderr)
        return
    fig, axes = plt.subplots(len(precs), 1, figsize=(12, 4.5 * len(precs)), squeeze=False)
    for ax, prec in zip(axes[:, 0], precs):
        sel = [r for r in table if r["precision"] == prec]
        for lib, color in (("cufft", "tab:green"), ("vkfft", "tab:orange"), ("ufft", "tab:blue")):
            pts = [(r["n"], r[lib + "_gbps"]) for r in sel if r[lib + "_gbps"]]
            if pts:
                ax.plot(*zip(*pts), ".", ms=2, color=color, label={"cufft": "cuFFT", "vkfft": "VkFFT", "ufft": "ufft (CUDA)"}[lib])
        ax.set_title(f"{prec}: batched 1D C2C, every length")
        ax.set_xlabel("N")
        ax.set_ylabel("GB/s (read + write)")
        ax.grid(alpha=0.3)
        ax.legend(markerscale=5)
    fig.tight_layout()
    fig.savefig(os.path.join(a.o, "sweep.png"), dpi=110)


if __name__ == "__main__":
    main()
