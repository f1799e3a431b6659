#!/bin/bash
# Instructions per work-item of generated CUDA kernels, by opcode, from their SASS.
#
#   UFFT_DEVICE=cuda UFFT_DUMP_KERNELS=dump ufft bench --plan-only f32:2523
#   (or, with no GPU: build/tests/plan_diff --source h100 f32 - 2523 > dump/k.cu)
#   bash bench/sass-mix.sh dump/*.cu
#
# Each file is compiled as NVRTC compiles it (nvcc -cubin, sm_$ARCH, C++14, fused
# multiply-adds, no fast math) and disassembled with nvdisasm; the kernels are straight-line
# code, so the static count of a kernel's instructions is what each work-item executes
# (16 bytes each on sm_90). Prints per kernel: registers, spilled bytes, the total, the
# shares of floating-point, integer and memory instructions, and the ten commonest opcodes.
# nvcc comes with the CUDA toolkit and needs no GPU; nvdisasm too, or PyPI's
# nvidia-cuda-nvdisasm (NVDISASM=path/to/nvdisasm). bench/results/2026-11-27-h100-direct-base.md
# found that way that each direct access of a single generic pass took five integer
# instructions.
set -u
ARCH=${ARCH:-90}
NVCC=${NVCC:-nvcc}
NVDISASM=${NVDISASM:-nvdisasm}
[ $# -gt 0 ] || { echo "usage: bash bench/sass-mix.sh FILE.cu..." >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for src in "$@"; do
    cubin=$work/k.cubin
    if ! "$NVCC" -arch=sm_$ARCH -cubin -std=c++14 -fmad=true -Xptxas -v -o "$cubin" "$src" \
        > "$work/log" 2>&1; then
        echo "$src: nvcc failed" >&2
        grep -m5 -i error "$work/log" >&2
        continue
    fi
    "$NVDISASM" -c "$cubin" > "$work/sass" || { echo "$src: nvdisasm failed" >&2; continue; }
    # ptxas -v prints, per kernel, "Compiling entry function 'NAME'" then its registers
    awk '/Compiling entry function/ { match($0, /'"'"'[^'"'"']*'"'"'/); k = substr($0, RSTART + 1, RLENGTH - 2) }
         /bytes spill stores/ { match($0, /[0-9]+ bytes spill stores/); sp[k] = substr($0, RSTART, RLENGTH) + 0 }
         /Used [0-9]+ registers/ { match($0, /Used [0-9]+ registers/); rg[k] = substr($0, RSTART + 5, RLENGTH - 15) + 0 }
         END { for (k in rg) print k, rg[k], sp[k] + 0 }' "$work/log" > "$work/regs"
    awk -v src="$src" -v regsfile="$work/regs" '
        BEGIN { while ((getline line < regsfile) > 0) { split(line, f, " "); rg[f[1]] = f[2]; sp[f[1]] = f[3] } }
        /^\/\/-+ \.text\./ { flush(); k = $2; sub(/^\.text\./, "", k); next }
        k != "" && match($0, /\/\*[0-9a-f]+\*\/ +(@!?U?P[0-9T] +)?[A-Z][A-Z0-9_.]*/) {
            op = substr($0, RSTART, RLENGTH); sub(/.*\*\/ +/, "", op); sub(/^@!?U?P[0-9T] +/, "", op)
            sub(/\..*/, "", op); n[op]++; total++
        }
        function flush(   o, fp, ints, mem, line, i, top, best) {
            if (k == "" || !total) return
            for (o in n) {
                if (o ~ /^(F|D|H)(FMA|ADD|MUL|MNMX|SETP|SEL)|^MUFU/) fp += n[o]
                else if (o ~ /^(IADD3|IMAD|LEA|LOP3|SHF|ISETP|VIADD|IABS|SEL|PRMT|MOV|UMOV|ULDC|ULEA|IADD)$/) ints += n[o]
                else if (o ~ /^(LDG|STG|LDS|STS|LD|ST|LDL|STL|LDC)$/) mem += n[o]
            }
            line = sprintf("%s %s: %d registers, %d bytes spilled, %d instructions (fp %.0f%%, integer %.0f%%, memory %.0f%%):",
                           src, k, rg[k], sp[k], total, 100 * fp / total, 100 * ints / total, 100 * mem / total)
            for (i = 0; i < 10; i++) {
                best = ""
                for (o in n) if (!(o in top) && (best == "" || n[o] > n[best])) best = o
                if (best == "") break
                top[best] = 1
                line = line sprintf(" %s %d", best, n[best])
            }
            print line
            delete n; total = 0
        }
        END { flush() }' "$work/sass"
done
