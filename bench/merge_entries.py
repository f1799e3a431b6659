#!/usr/bin/env python3
"""Merges per-length entries into a row's lists in src/plan/tune_sm90.c.

  merge_entries.py [--dry-run] TUNE_C PREFIX ENTRIES...

PREFIX names the arrays PREFIX_f32 and PREFIX_f64 (e.g. h200_lengths). ENTRIES are
bench/pick_lengths.py's entries.txt ("/* f32: ... */" then {n, "knobs"} items) or lines
"f32 N knobs". A length the list holds keeps its knobs first and takes the new knobs
after them, except keys it sets already: a screen's UFFT_TUNING knobs apply below the
entry, so the entry's own value is what was timed. Lines of the list that gain nothing
stay as they are; a line that grows past 100 columns is re-flowed. Prints what changed.
"""
import re
import sys

WIDTH = 100
ITEM = re.compile(r'\{(\d+), "([^"]*)"\}')


def read_entries(paths):
    """{precision: {n: knobs}} from entries files, in file order (a later one adds)."""
    out = {"f32": {}, "f64": {}}
    for path in paths:
        prec = None
        for line in open(path):
            head = re.match(r"\s*/\*\s*(f32|f64):", line)
            if head:
                prec = head.group(1)
                continue
            plain = re.match(r"\s*(f32|f64)\s+(\d+)\s+(\S+)\s*$", line)
            if plain:
                out[plain.group(1)][int(plain.group(2))] = merge_knobs(
                    out[plain.group(1)].get(int(plain.group(2)), ""), plain.group(3))
                continue
            if line.lstrip().startswith("#") or prec is None:
                continue
            for n, knobs in ITEM.findall(line):
                out[prec][int(n)] = merge_knobs(out[prec].get(int(n), ""), knobs)
    return out


def merge_knobs(old, new):
    """old's knobs, then those of new whose key old does not set."""
    have = [k for k in old.split(",") if k]
    keys = {k.split("=")[0] for k in have}
    return ",".join(have + [k for k in new.split(",") if k and k.split("=")[0] not in keys])


def flow(items, indent="    "):
    """Lines of at most WIDTH columns holding items (strings) in order."""
    lines, cur = [], indent
    for it in items:
        piece = it + ","
        if cur.strip() and len(cur) + 1 + len(piece) > WIDTH:
            lines.append(cur.rstrip())
            cur = indent
        cur += ("" if not cur.strip() else " ") + piece
    if cur.strip():
        lines.append(cur.rstrip())
    return lines


def merge_array(lines, start, new, log, prec):
    """Merges new {n: knobs} into the array whose opening line is lines[start]."""
    end = start + 1
    while not lines[end].rstrip().endswith("};"):
        end += 1
    body = []  # [(n, knobs)] per line
    for i in range(start + 1, end + 1):
        body.append([(int(n), k) for n, k in ITEM.findall(lines[i])])
    tail = lines[end].rstrip()
    have = {n: (li, j) for li, row in enumerate(body) for j, (n, _) in enumerate(row)}
    touched = set()
    for n in sorted(new):
        if n in have:
            li, j = have[n]
            merged = merge_knobs(body[li][j][1], new[n])
            if merged != body[li][j][1]:
                log.append(f"{prec} {n}: {body[li][j][1]} -> {merged}")
                body[li][j] = (n, merged)
                touched.add(li)
            continue
        # the line holding the first larger length (or the last line of entries)
        li = next((i for i, row in enumerate(body) if row and row[-1][0] > n),
                  max(i for i, row in enumerate(body) if row))
        body[li].append((n, new[n]))
        body[li].sort()
        have = {m: (a, b) for a, row in enumerate(body) for b, (m, _) in enumerate(row)}
        log.append(f"{prec} {n}: new {new[n]}")
        touched.add(li)
    out = []
    for li, row in enumerate(body):
        line = lines[start + 1 + li]
        last = start + 1 + li == end
        if li not in touched:
            out.append(line.rstrip("\n"))
            continue
        items = [f'{{{n}, "{k}"}}' for n, k in row]
        flowed = flow(items)
        if last:  # the terminator stays on the last line, as it was
            term = tail[tail.index("{0, NULL}"):]
            if len(flowed[-1]) + 1 + len(term) <= WIDTH:
                flowed[-1] += " " + term
            else:
                flowed.append("    " + term)
        out.extend(flowed)
    return lines[:start + 1] + [l + "\n" for l in out] + lines[end + 1:]


def main(argv):
    dry = argv[:1] == ["--dry-run"]
    argv = argv[1:] if dry else argv
    if len(argv) < 3:
        sys.exit(__doc__)
    path, prefix, files = argv[0], argv[1], argv[2:]
    new = read_entries(files)
    lines = open(path).readlines()
    log = []
    for prec in ("f32", "f64"):
        if not new[prec]:
            continue
        head = f"static const ufft__fast_choice {prefix}_{prec}[] = {{"
        start = next((i for i, l in enumerate(lines) if l.startswith(head)), None)
        if start is None:
            sys.exit(f"{path}: no array {prefix}_{prec}")
        lines = merge_array(lines, start, new[prec], log, prec)
    print("\n".join(log) if log else "nothing to change")
    if not dry:
        open(path, "w").writelines(lines)


if __name__ == "__main__":
    main(sys.argv[1:])
