#!/usr/bin/env python3
"""Merge benchmark CSVs (ufft bench --csv, cufft_bench, vkfft_bench, clfft_bench, fftw_bench).

usage: merge.py [-o DIR] [--header FILE] [--no-plot] [LABEL=]FILE.csv ...

Reads each CSV by column name (lines starting with '#' are skipped). Needed columns:
library (or LABEL=), precision, n, and gbps (or time_ms + batch to compute it);
optional: batch, placement, time_ms, gflops, workspace_bytes, plan. Rows of a
library whose name starts with "memcpy" (n = 0) are the copy ceilings.

Writes into DIR (default .):
  merged.csv  one row per library x precision x placement x n, with ratio_to_cufft
              (GB/s over cuFFT's at the same problem), ratio_to_vkfft (likewise over
              VkFFT's) and pct_of_memcpy (GB/s over the CUDA device-to-device copy of
              the same run, in percent; empty for the CPU library fftw);
  summary.md  one markdown table per precision and placement (GB/s of each library,
              each library over cuFFT, ufft over VkFFT), geometric means of those
              ratios, and the targets of the benchmark issue (>= 0.98 x cuFFT and
              >= 97 % of memcpy for N <= 2^13, >= 0.95 x cuFFT above);
  plot.png    GB/s against N (log2 axis), one line per library, one panel per
              precision (and placement), when matplotlib can be imported.
Standard library only, except matplotlib for the plot.
"""

import argparse
import csv
import gzip
import math
import os
import sys

PREC = {"f32": "f32", "fp32": "f32", "single": "f32", "float": "f32", "c64": "f32",
        "complex64": "f32", "f64": "f64", "fp64": "f64", "double": "f64", "c128": "f64",
        "complex128": "f64"}
PLACE = {"out-of-place": "out-of-place", "outofplace": "out-of-place", "oop": "out-of-place",
         "out": "out-of-place", "out_of_place": "out-of-place", "": "out-of-place",
         "in-place": "in-place", "inplace": "in-place", "in_place": "in-place",
         "ip": "in-place", "in": "in-place"}
COLUMNS = ["library", "precision", "placement", "n", "batch", "time_ms", "gbps", "gflops",
           "workspace_bytes", "plan", "ratio_to_cufft", "ratio_to_vkfft", "pct_of_memcpy"]
REF = "cufft"
VKFFT = "vkfft"
CEILING = "memcpy"
HOST_LIBS = {"fftw"}  # run on the CPU: no percentage of the GPU copy
# Display order after the ufft rows: the reference, then the other libraries.
RANK = {REF: 1, VKFFT: 2, "clfft": 3, "fftw": 4}


def num(text):
    try:
        v = float(text)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def read_csv(path, label):
    rows = []
    # committed results over 64 KB are stored gzip-compressed (bench/README.md)
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", newline="") as f:
        lines = [ln for ln in f if ln.strip() and not ln.lstrip().startswith("#")]
    reader = csv.DictReader(lines)
    if reader.fieldnames is None:
        return rows
    for raw in reader:
        r = {(k or "").strip().lower(): (v or "").strip() for k, v in raw.items()}
        lib = (r.get("library") or "").lower()
        if label:  # LABEL=FILE: the file's own copy row is kept apart from cufft_bench's
            lib = f"{CEILING}-{label}" if lib.startswith(CEILING) else label
        if not lib:
            lib = os.path.basename(path).split(".")[0].split("-")[0].lower()
        prec = PREC.get((r.get("precision") or "").lower())
        place = PLACE.get((r.get("placement") or "").lower())
        n = num(r.get("n"))
        if prec is None or place is None or n is None:
            print(f"merge.py: {path}: skipping row {raw}", file=sys.stderr)
            continue
        n = int(n)
        batch = num(r.get("batch"))
        t = num(r.get("time_ms"))
        gbps = num(r.get("gbps"))
        gflops = num(r.get("gflops"))
        elem = 8 if prec == "f32" else 16
        if gbps is None and t and batch and n > 0:
            gbps = 2.0 * n * batch * elem / (t * 1e-3) * 1e-9
        if gflops is None and t and batch and n > 1:
            gflops = 5.0 * n * math.log2(n) * batch / (t * 1e-3) * 1e-9
        if gbps is None:
            print(f"merge.py: {path}: no gbps for {lib} {prec} n={n}", file=sys.stderr)
            continue
        rows.append({"library": lib, "precision": prec, "placement": place, "n": n,
                     "batch": int(batch) if batch is not None else "",
                     "time_ms": t if t is not None else "", "gbps": gbps,
                     "gflops": gflops if gflops is not None else "",
                     "workspace_bytes": r.get("workspace_bytes", ""),
                     "plan": r.get("plan", ""), "source": path})
    return rows


def lib_order(libs):
    def key(lib):
        if lib.startswith("ufft"):
            return (0, lib)
        if lib.startswith(CEILING):
            return (9, lib)
        return (RANK.get(lib, 5), lib)
    return sorted(libs, key=key)


def pretty(lib):
    return {"cufft": "cuFFT", "clfft": "clFFT", "vkfft": "VkFFT", "fftw": "FFTW (CPU)",
            "memcpy": "memcpy (CUDA)", "memcpy-opencl": "memcpy (OpenCL)"}.get(lib, lib)


def size_label(n):
    if n > 0 and n & (n - 1) == 0:
        return f"2^{n.bit_length() - 1}"
    return str(n)


def fmt(v, spec):
    return format(v, spec) if isinstance(v, (int, float)) else ""


def merge(rows):
    table = {}
    for r in rows:
        key = (r["library"], r["precision"], r["placement"], r["n"])
        if key in table:
            print(f"merge.py: duplicate {key} (keeping {r['source']})", file=sys.stderr)
        table[key] = r
    ceilings = {}
    for (lib, prec, place, n), r in table.items():
        if lib == CEILING:
            ceilings[(prec, place)] = r["gbps"]
            ceilings.setdefault((prec, None), r["gbps"])
    for (lib, prec, place, n), r in table.items():
        ref = table.get((REF, prec, place, n))
        r["ratio_to_cufft"] = r["gbps"] / ref["gbps"] if ref and ref["gbps"] else ""
        vk = table.get((VKFFT, prec, place, n))
        r["ratio_to_vkfft"] = r["gbps"] / vk["gbps"] if vk and vk["gbps"] and n > 0 else ""
        c = ceilings.get((prec, place), ceilings.get((prec, None)))
        r["pct_of_memcpy"] = 100.0 * r["gbps"] / c if c and lib not in HOST_LIBS else ""
    return table


def write_csv(table, path):
    order = lib_order({k[0] for k in table})
    keys = sorted(table, key=lambda k: (k[1], k[2], order.index(k[0]), k[3]))
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(COLUMNS)
        for k in keys:
            r = table[k]
            w.writerow([r["library"], r["precision"], r["placement"], r["n"], r["batch"],
                        fmt(r["time_ms"], ".6f"), fmt(r["gbps"], ".3f"), fmt(r["gflops"], ".3f"),
                        r["workspace_bytes"], r["plan"], fmt(r["ratio_to_cufft"], ".4f"),
                        fmt(r["ratio_to_vkfft"], ".4f"), fmt(r["pct_of_memcpy"], ".2f")])


def ratio_series(table, lib, prec, place, sizes, key):
    """(n, ratio) for the sizes where lib has a row and the ratio exists."""
    out = []
    for n in sizes:
        r = table.get((lib, prec, place, n))
        if r and r[key] != "" and r[key] > 0:
            out.append((n, r[key]))
    return out


def geo_line(label, ratios):
    geo = math.exp(sum(math.log(x) for _, x in ratios) / len(ratios))
    lo = min(ratios, key=lambda t: t[1])
    return (f"- {label}: geometric mean {geo:.3f} over {len(ratios)} sizes, "
            f"lowest {lo[1]:.3f} at N = {size_label(lo[0])}")


def summary(table, header_text):
    out = []
    if header_text:
        out.append(header_text.rstrip() + "\n")
    groups = sorted({(k[1], k[2]) for k in table})
    for prec, place in groups:
        keys = [k for k in table if k[1] == prec and k[2] == place]
        libs = lib_order({k[0] for k in keys if not k[0].startswith(CEILING)})
        ceil = {k[0]: table[k]["gbps"] for k in keys if k[0].startswith(CEILING)}
        sizes = sorted({k[3] for k in keys if not k[0].startswith(CEILING)})
        out.append(f"## 1D C2C {prec}, {place}\n")
        if ceil:
            out.append("Copy ceiling (device to device, read + write): " +
                       ", ".join(f"{pretty(lib)} {gb:.0f} GB/s" for lib, gb in sorted(ceil.items())) + "\n")
        others = [lib for lib in libs if lib != REF]
        ufft_libs = [lib for lib in libs if lib.startswith("ufft")]
        vk_libs = ufft_libs if VKFFT in libs else []  # ufft over VkFFT
        pct_libs = ufft_libs or [lib for lib in libs if lib == REF]
        head = ["N"] + [f"{pretty(lib)} GB/s" for lib in libs]
        if REF in libs:
            head += [f"{pretty(lib)}/cuFFT" for lib in others]
        head += [f"{pretty(lib)}/VkFFT" for lib in vk_libs]
        if CEILING in ceil:
            head += [f"{pretty(lib)} % memcpy" for lib in pct_libs]
        out.append("| " + " | ".join(head) + " |")
        out.append("|" + "|".join("---:" for _ in head) + "|")

        def cell(lib, n, key, spec):
            r = table.get((lib, prec, place, n))
            return format(r[key], spec) if r and r[key] != "" else "–"

        for n in sizes:
            cells = [size_label(n)] + [cell(lib, n, "gbps", ".0f") for lib in libs]
            if REF in libs:
                cells += [cell(lib, n, "ratio_to_cufft", ".3f") for lib in others]
            cells += [cell(lib, n, "ratio_to_vkfft", ".3f") for lib in vk_libs]
            if CEILING in ceil:
                cells += [cell(lib, n, "pct_of_memcpy", ".1f") for lib in pct_libs]
            out.append("| " + " | ".join(cells) + " |")
        out.append("")
        if "fftw" in libs:
            out.append("FFTW (CPU) runs on the host's cores, with its own bytes per size "
                       "(the batch column of merged.csv).\n")
        lines = []
        if REF in libs:
            for lib in others:
                ratios = ratio_series(table, lib, prec, place, sizes, "ratio_to_cufft")
                if not ratios:
                    continue
                line = geo_line(f"{pretty(lib)}/cuFFT", ratios)
                if lib.startswith("ufft"):
                    small = [(n, x) for n, x in ratios if n <= 8192]
                    large = [(n, x) for n, x in ratios if n > 8192]
                    ok_s = sum(1 for _, x in small if x >= 0.98)
                    ok_l = sum(1 for _, x in large if x >= 0.95)
                    line += (f"; targets: >= 0.98 for N <= 2^13: {ok_s}/{len(small)}, "
                             f">= 0.95 for N > 2^13: {ok_l}/{len(large)}")
                    if CEILING in ceil:
                        pct = [table[(lib, prec, place, n)]["pct_of_memcpy"] for n, _ in small]
                        pct = [p for p in pct if p != ""]
                        line += f", >= 97 % of memcpy for N <= 2^13: {sum(1 for p in pct if p >= 97)}/{len(pct)}"
                lines.append(line)
        for lib in vk_libs:
            ratios = ratio_series(table, lib, prec, place, sizes, "ratio_to_vkfft")
            if ratios:
                lines.append(geo_line(f"{pretty(lib)}/VkFFT", ratios))
        if lines:
            out += lines + [""]
    return "\n".join(out) + "\n"


def plot(table, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except Exception as e:  # ImportError, or a broken installation
        return f"no plot: matplotlib cannot be imported ({e}); pip install matplotlib, then run again"
    groups = sorted({(k[1], k[2]) for k in table})
    precs = sorted({g[0] for g in groups})
    places = sorted({g[1] for g in groups}, reverse=True)  # out-of-place first
    fig, axes = plt.subplots(len(places), len(precs), figsize=(6.5 * len(precs), 4.5 * len(places)),
                             squeeze=False)
    styles = {}
    for i, place in enumerate(places):
        for j, prec in enumerate(precs):
            ax = axes[i][j]
            keys = [k for k in table if k[1] == prec and k[2] == place]
            for lib in lib_order({k[0] for k in keys}):
                pts = sorted((k[3], table[k]["gbps"]) for k in keys if k[0] == lib)
                if lib.startswith(CEILING):
                    ax.axhline(pts[0][1], linestyle="--", linewidth=1,
                               color="black" if lib == CEILING else "gray", label=pretty(lib))
                    continue
                if lib not in styles:
                    styles[lib] = "os^vD<>px"[len(styles) % 9]
                ax.plot([p[0] for p in pts], [p[1] for p in pts], marker=styles[lib], markersize=4,
                        linewidth=1.5, label=pretty(lib))
            ax.set_xscale("log", base=2)
            ax.set_ylim(bottom=0)
            ax.set_xlabel("N (complex points per transform)")
            ax.set_ylabel("GB/s (one read + one write)")
            ax.set_title(f"1D C2C {prec}, {place}")
            ax.grid(True, which="both", alpha=0.3)
            ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return None


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", help="[LABEL=]FILE.csv (LABEL replaces the library name)")
    ap.add_argument("-o", "--outdir", default=".")
    ap.add_argument("--header", help="text file put at the top of summary.md")
    ap.add_argument("--no-plot", action="store_true")
    args = ap.parse_args(argv)
    rows = []
    for spec in args.files:
        label = None
        if "=" in spec and not os.path.exists(spec):
            label, spec = spec.split("=", 1)
            label = label.lower()
        if not os.path.exists(spec):
            print(f"merge.py: {spec}: missing, skipped", file=sys.stderr)
            continue
        try:
            rows += read_csv(spec, label)
        except (OSError, csv.Error, UnicodeDecodeError) as e:
            print(f"merge.py: {spec}: {e}; skipped", file=sys.stderr)
    if not rows:
        print("merge.py: no rows read", file=sys.stderr)
        return 1
    table = merge(rows)
    os.makedirs(args.outdir, exist_ok=True)
    write_csv(table, os.path.join(args.outdir, "merged.csv"))
    header = ""
    if args.header and os.path.exists(args.header):
        with open(args.header) as f:
            header = f.read()
    text = summary(table, header)
    note = None
    if not args.no_plot:
        try:
            note = plot(table, os.path.join(args.outdir, "plot.png"))
        except Exception as e:  # a plot must never cost the tables
            note = f"no plot: matplotlib failed ({type(e).__name__}: {e})"

    if note:
        text += f"\n({note})\n"
        print(f"merge.py: {note}", file=sys.stderr)
    with open(os.path.join(args.outdir, "summary.md"), "w") as f:
        f.write(text)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
