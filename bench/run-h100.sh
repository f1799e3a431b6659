#!/bin/bash
# Side-by-side benchmark on a GPU machine, from a clean checkout (bench/README.md):
# ufft (the `ufft bench` CLI), cuFFT (bench/cufft_bench), VkFFT (bench/vkfft_bench, CUDA
# backend), clFFT (bench/clfft_bench), batched 1D C2C fp32 and fp64, 1 GiB per size, and
# FFTW on the host CPU (bench/fftw_bench, 64 MiB per size), then bench/merge.py.
#
#   OUT=/some/dir bash bench/run-h100.sh        (OUT defaults to ./bench-out)
#
# Uses .deps/root (bench/fetch-deps.sh) for clFFT, VkFFT's header, FFTW and the OpenCL
# loader/headers when present. Every step has a time limit inside an overall budget; a
# failing or slow step is logged and the rest goes on; the merge keeps a reserve of the
# budget. Order: the GPU libraries, their --check, then FFTW (the first to be cut).
# Everything is logged to $OUT/log.txt.
# At the end $OUT holds at most 6 files: log.txt env.txt summary.md merged.csv
# plot.png raw.tar.gz (the per-library CSVs and the summary's header).
#
# Settings (environment):
#   BENCH_BUDGET  seconds for the whole script (480)     BYTES   data per size (1 GiB)
#   SIZES_F32     2^3..2^27        SIZES_F64  2^3..2^26   RUNS/WARMUP  20 / 3
#   CLFFT_RUNS    runs for clFFT (20)                     INPLACE=1  also in-place runs
#   UFFT_DEVICES  devices for `ufft bench --device` ("cuda opencl")
#   PRECISIONS    "f32 f64"        BUILD      build folder (./build-h100)
#   BYTES_FFTW    data per size for FFTW on the CPU (64M)   SIZES_FFTW  2^3..2^22
#   FFTW_RUNS     runs for FFTW ($RUNS)    FFTW_LIMIT  seconds per FFTW precision (120)
#   FFTW=0        skip FFTW
#   CHECK=0       skip the --check of cuFFT, VkFFT, clFFT and FFTW against a reference DFT (f32)
#   TESTS=1       also build the test suite (FFTW from .deps) and run, per ufft device,
#                 badinput and accuracy (TEST_ARGS, default --quick) into tests-DEV.txt
set -u
set -f # sizes like 2^3..2^27 stay words, never globs

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
OUT=${OUT:-$ROOT/bench-out}
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd) || exit 1
BUILD=${BUILD:-$ROOT/build-h100}
RAW=$OUT/raw
DEPS=$ROOT/.deps/root
BUDGET=${BENCH_BUDGET:-480}
BYTES=${BYTES:-1073741824}
SIZES_F32=${SIZES_F32:-2^3..2^27}
SIZES_F64=${SIZES_F64:-2^3..2^26}
RUNS=${RUNS:-20}
WARMUP=${WARMUP:-3}
CLFFT_RUNS=${CLFFT_RUNS:-20}
INPLACE=${INPLACE:-0}
UFFT_DEVICES=${UFFT_DEVICES:-cuda opencl}
PRECISIONS=${PRECISIONS:-f32 f64}
CHECK=${CHECK:-1}
TESTS=${TESTS:-0}
TEST_ARGS=${TEST_ARGS:---quick}
CHECK_SIZES=${CHECK_SIZES:-2^3,2^6,2^10,2^13,2^16,2^20,2^22}
BYTES_FFTW=${BYTES_FFTW:-64M}
SIZES_FFTW=${SIZES_FFTW:-2^3..2^22}
FFTW_RUNS=${FFTW_RUNS:-$RUNS}
FFTW_LIMIT=${FFTW_LIMIT:-120}
FFTW=${FFTW:-1}
MERGE_RESERVE=30 # seconds of the budget that the benchmark steps leave to merge.py
START=$(date +%s)
FAILED=()

log() { echo "[run-h100 +$(( $(date +%s) - START ))s] $*"; }
left() { echo $(( BUDGET - ($(date +%s) - START) )); }

# step NAME CAP_SECONDS COMMAND...: runs with a limit of min(CAP, budget left - reserve),
# the reserve being $STEP_RESERVE (default: MERGE_RESERVE, kept for the merge).
step() {
    local name=$1 cap=$2 l t s rc reserve=${STEP_RESERVE:-$MERGE_RESERVE}
    shift 2
    l=$(left)
    t=$(( cap < l - reserve ? cap : l - reserve ))
    if (( t < 10 )); then
        log "SKIP $name: time budget spent"
        FAILED+=("$name (skipped: budget)")
        return 1
    fi
    log "RUN $name (limit ${t}s): $*"
    s=$(date +%s)
    timeout -k 5 "$t" "$@"
    rc=$?
    log "END $name: exit $rc after $(( $(date +%s) - s ))s"
    if (( rc == 124 || rc == 137 )); then
        log "  $name hit its time limit; the rows it wrote are kept"
    fi
    (( rc != 0 )) && FAILED+=("$name (exit $rc)")
    return $rc
}

register_nvidia_opencl() {
    local lib vendors
    lib=$(ldconfig -p 2>/dev/null | awk '/libnvidia-opencl\.so\.1 /{print $NF; exit}')
    if [ -z "$lib" ]; then
        lib=$(find /usr/local/nvidia /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/lib \
              -maxdepth 3 -name 'libnvidia-opencl.so.1' 2>/dev/null | head -n1)
    fi
    if [ -z "$lib" ]; then
        log "NVIDIA OpenCL library (libnvidia-opencl.so.1) not found: OpenCL runs will use whatever ICDs exist"
        return
    fi
    log "NVIDIA OpenCL library: $lib"
    if mkdir -p /etc/OpenCL/vendors 2>/dev/null &&
       { [ -f /etc/OpenCL/vendors/nvidia.icd ] || echo "$lib" > /etc/OpenCL/vendors/nvidia.icd; } 2>/dev/null; then
        log "registered: /etc/OpenCL/vendors/nvidia.icd = $(cat /etc/OpenCL/vendors/nvidia.icd)"
    else
        vendors=$BUILD/icd
        mkdir -p "$vendors" && echo "$lib" > "$vendors/nvidia.icd"
        export OCL_ICD_VENDORS=$vendors
        log "/etc/OpenCL/vendors not writable: OCL_ICD_VENDORS=$vendors"
    fi
}

record_env() {
    {
        echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
        echo "host: $(uname -a)"
        [ -r /etc/os-release ] && echo "os: $(. /etc/os-release; echo "$PRETTY_NAME")"
        if git -C "$ROOT" rev-parse HEAD >/dev/null 2>&1; then
            echo "ufft commit: $(git -C "$ROOT" rev-parse HEAD)$(git -C "$ROOT" diff --quiet HEAD 2>/dev/null || echo ' (with local changes)')"
        elif [ -f "$ROOT/.deps/COMMIT" ]; then
            echo "ufft commit: $(cat "$ROOT/.deps/COMMIT") (from .deps/COMMIT)"
        else
            echo "ufft commit: unknown (no .git; write it to .deps/COMMIT before the run)"
        fi
        echo "--- nvidia-smi"
        nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.memory,power.limit,pcie.link.gen.max \
            --format=csv 2>&1 || echo "nvidia-smi: not available"
        nvidia-smi 2>&1 | head -n 20
        echo "--- nvcc"
        nvcc --version 2>&1 || /usr/local/cuda/bin/nvcc --version 2>&1 || echo "nvcc: not found"
        echo "--- cmake / cc"
        cmake --version 2>&1 | head -n1
        cc --version 2>&1 | head -n1
        echo "--- .deps"
        cat "$ROOT/.deps/MANIFEST" 2>/dev/null || echo "(no .deps: system packages)"
        echo "--- OpenCL ICDs"
        ls -l /etc/OpenCL/vendors 2>&1
        [ -n "${OCL_ICD_VENDORS:-}" ] && ls -l "$OCL_ICD_VENDORS"
        if [ -x "$BUILD/tools/ufft" ]; then
            echo "--- ufft devices"
            timeout 60 "$BUILD/tools/ufft" devices 2>&1
        fi
    } > "$OUT/env.txt" 2>&1
    cat "$OUT/env.txt"
}

build() {
    local tests=OFF
    [ "$TESTS" = 1 ] && tests=ON
    local args=(-DCMAKE_BUILD_TYPE=Release -DUFFT_BUILD_TESTS=$tests -DUFFT_WERROR=OFF)
    local libdir=$DEPS/usr/lib/x86_64-linux-gnu
    if [ -d "$DEPS" ]; then
        args+=(-DCMAKE_PREFIX_PATH="$DEPS/usr")
        [ -f "$DEPS/usr/include/CL/cl.h" ] && args+=(-DOpenCL_INCLUDE_DIR="$DEPS/usr/include")
        [ -e "$libdir/libOpenCL.so" ] && args+=(-DOpenCL_LIBRARY="$libdir/libOpenCL.so")
        [ -f "$DEPS/usr/include/clFFT.h" ] && args+=(-DCLFFT_INCLUDE_DIR="$DEPS/usr/include")
        [ -e "$libdir/libclFFT.so" ] && args+=(-DCLFFT_LIBRARY="$libdir/libclFFT.so")
        [ -f "$DEPS/usr/include/vkFFT.h" ] && args+=(-DVKFFT_INCLUDE_DIR="$DEPS/usr/include")
        [ -f "$DEPS/usr/include/fftw3.h" ] && args+=(-DFFTW3_INCLUDE_DIR="$DEPS/usr/include")
        local lib var
        for lib in fftw3f fftw3 fftw3f_threads fftw3_threads; do
            var=$(echo "$lib" | tr '[:lower:]' '[:upper:]')_LIBRARY # fftw3f_threads -> FFTW3F_THREADS_LIBRARY
            [ -e "$libdir/lib$lib.so" ] && args+=("-D$var=$libdir/lib$lib.so")
        done
    fi
    if ! command -v nvcc >/dev/null && [ -x /usr/local/cuda/bin/nvcc ]; then
        args+=(-DCUDAToolkit_ROOT=/usr/local/cuda)
    fi
    if ! step "configure" 90 cmake -S "$ROOT" -B "$BUILD" "${args[@]}"; then
        log "configure failed; trying again without the ufft tools (competitors only)"
        rm -rf "$BUILD/CMakeCache.txt"
        step "configure (no tools)" 90 cmake -S "$ROOT" -B "$BUILD" "${args[@]}" -DUFFT_BUILD_TOOLS=OFF || return 1
    fi
    # The competitors do not need the library: build them first, then everything. Only
    # the targets that the configure step made (a library it did not find is skipped).
    local t targets=()
    for t in cufft_bench vkfft_bench clfft_bench fftw_bench; do
        if [ -d "$BUILD/bench/CMakeFiles/$t.dir" ]; then
            targets+=("$t")
        else
            log "$t is not configured (its library was not found; see the configure output)"
        fi
    done
    if ((${#targets[@]})); then
        step "build competitors" 120 cmake --build "$BUILD" -j"$(nproc)" --target "${targets[@]}"
    fi
    step "build all" 240 cmake --build "$BUILD" -j"$(nproc)"
    return 0
}

sizes_for() { if [ "$1" = f64 ]; then echo "$SIZES_F64"; else echo "$SIZES_F32"; fi; }

# run_lib LABEL PROGRAM CAP PREC PLACEMENT RUNS BYTES SIZES [ARGS...]: one library's
# sizes in one precision and placement, into $RAW/LABEL-PREC-PLACEMENT.csv; ARGS go
# first (e.g. "bench --device cuda" for the ufft CLI).
run_lib() {
    local label=$1 bin=$2 cap=$3 prec=$4 pl=$5 runs=$6 bytes=$7 sizes=$8 flag=""
    shift 8
    [ "$pl" = in ] && flag="--inplace"
    if [ -x "$bin" ]; then
        # shellcheck disable=SC2086
        step "$label $prec $pl" "$cap" "$bin" "$@" --precision "$prec" --bytes "$bytes" $flag \
            --runs "$runs" --warmup "$WARMUP" --csv "$RAW/$label-$prec-$pl.csv" $sizes
    else
        log "SKIP $label $prec $pl: $bin was not built"; FAILED+=("$label (not built)")
    fi
}

main() {
    log "ufft side-by-side benchmark: OUT=$OUT BUILD=$BUILD budget ${BUDGET}s bytes $BYTES"
    mkdir -p "$RAW"
    if [ -d "$DEPS" ]; then
        export LD_LIBRARY_PATH="$DEPS/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
        log "using .deps: $(tr '\n' ';' < "$ROOT/.deps/MANIFEST" 2>/dev/null)"
    else
        log "no .deps folder: relying on system clFFT/OpenCL"
    fi
    register_nvidia_opencl
    build
    record_env
    if [ "$TESTS" = 1 ]; then
        local d
        for d in $UFFT_DEVICES; do
            # shellcheck disable=SC2086
            step "tests $d" 200 env UFFT_DEVICE="$d" UFFT_CACHE_DIR="$BUILD/kernel-cache" \
                sh -c "'$BUILD/tests/test_badinput' && '$BUILD/tests/test_accuracy' $TEST_ARGS" \
                > "$OUT/tests-$d.txt" 2>&1
            log "tests $d: $(tail -n 1 "$OUT/tests-$d.txt")"
        done
    fi

    local placements="out" prec pl dev ufft=$BUILD/tools/ufft
    [ "$INPLACE" = 1 ] && placements="out in"
    local cufft=$BUILD/bench/cufft_bench clfft=$BUILD/bench/clfft_bench
    local vkfft=$BUILD/bench/vkfft_bench fftw=$BUILD/bench/fftw_bench
    # cuFFT first (the reference and the copy ceiling), then ufft, VkFFT, then clFFT (slow);
    # FFTW on the CPU after the checks.
    for pl in $placements; do
        for prec in $PRECISIONS; do
            run_lib cufft "$cufft" 90 "$prec" "$pl" "$RUNS" "$BYTES" "$(sizes_for "$prec")"
        done
        for dev in $UFFT_DEVICES; do
            for prec in $PRECISIONS; do
                run_lib "ufft-$dev" "$ufft" 150 "$prec" "$pl" "$RUNS" "$BYTES" \
                    "$(sizes_for "$prec")" bench --device "$dev"
            done
        done
        for prec in $PRECISIONS; do
            run_lib vkfft "$vkfft" 90 "$prec" "$pl" "$RUNS" "$BYTES" "$(sizes_for "$prec")"
        done
        for prec in $PRECISIONS; do
            run_lib clfft "$clfft" 150 "$prec" "$pl" "$CLFFT_RUNS" "$BYTES" "$(sizes_for "$prec")" \
                --device opencl
        done
    done

    # Correctness of the competitors on this device (reference DFT on the host; log only).
    if [ "$CHECK" = 1 ]; then
        [ -x "$cufft" ] && step "cufft check" 60 "$cufft" --check --runs 1 --warmup 0 \
            --bytes 16777216 $CHECK_SIZES
        [ -x "$vkfft" ] && step "vkfft check" 60 "$vkfft" --check --runs 1 --warmup 0 \
            --bytes 16777216 $CHECK_SIZES
        [ -x "$clfft" ] && step "clfft check" 60 "$clfft" --device opencl --check --runs 1 \
            --warmup 0 --bytes 16777216 $CHECK_SIZES
    fi

    # FFTW on the host CPU, all cores, FFTW_MEASURE (planning time goes to the log).
    if [ "$FFTW" = 1 ]; then
        for pl in $placements; do
            for prec in $PRECISIONS; do
                run_lib fftw "$fftw" "$FFTW_LIMIT" "$prec" "$pl" "$FFTW_RUNS" "$BYTES_FFTW" \
                    "$SIZES_FFTW"
            done
        done
        [ "$CHECK" = 1 ] && [ -x "$fftw" ] && step "fftw check" 60 "$fftw" --check --runs 1 \
            --warmup 0 --bytes 16777216 $CHECK_SIZES
    fi

    # Summary header: where the numbers come from.
    {
        echo "# ufft vs cuFFT vs VkFFT vs clFFT vs FFTW: batched 1D C2C, $BYTES bytes per size"
        echo
        echo "Forward transforms, median of $RUNS runs (clFFT: $CLFFT_RUNS) after $WARMUP warm-ups, device timers;"
        echo "GB/s counts one read + one write of the data. ufft devices: $UFFT_DEVICES."
        echo "VkFFT: CUDA backend (NVRTC), CUDA events, same sizes and runs as cuFFT."
        if [ "$FFTW" = 1 ]; then
            echo "FFTW: on the host CPU ($(nproc) cores), FFTW_MEASURE, $BYTES_FFTW bytes per size,"
            echo "N = $SIZES_FFTW, median of $FFTW_RUNS runs, host clock."
        fi
        echo
        echo '```'
        grep -E '^(date|ufft commit|os):' "$OUT/env.txt"
        sed -n '/^--- nvidia-smi/{n;n;p}' "$OUT/env.txt"
        grep -E 'release [0-9]' "$OUT/env.txt" | head -n1
        grep -i -E 'clfft|vkfft|fftw3-(dev|single)' "$ROOT/.deps/MANIFEST" 2>/dev/null
        echo '```'
        if ((${#FAILED[@]})); then
            echo
            echo "Steps that failed or were cut: ${FAILED[*]} (see log.txt)."
        fi
        echo
    } > "$RAW/header.md"

    local files=() f lab
    set +f
    for f in "$RAW"/*.csv; do
        [ -e "$f" ] || continue
        lab=$(basename "$f")
        case $lab in
            ufft-*) files+=("$(echo "$lab" | sed -E 's/^(ufft-[^-]+)-.*/\1/')=$f") ;;
            *) files+=("$f") ;;
        esac
    done
    set -f
    if ((${#files[@]})); then
        STEP_RESERVE=5 step "merge" 60 python3 "$ROOT/bench/merge.py" -o "$OUT" --header "$RAW/header.md" "${files[@]}"
    else
        log "no CSV was written: nothing to merge"
    fi
    tar -czf "$OUT/raw.tar.gz" -C "$OUT" raw && rm -rf "$RAW"
    log "done in $(( $(date +%s) - START ))s; failed or cut: ${FAILED[*]:-none}"
    ls -l "$OUT"
    [ -f "$OUT/summary.md" ]
}

main "$@" 2>&1 | tee -a "$OUT/log.txt"
exit "${PIPESTATUS[0]}"
