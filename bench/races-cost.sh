#!/usr/bin/env bash
# The cost of the data-race checker measured so that the machine's load does not decide it
# (bench/races.sh gives the wall times):
#  - instructions: each kernel of bench/upc built with and without `--checks=races` at a
#    reduced size, run on NP processes under `valgrind --tool=callgrind`, ITERS_A and ITERS_B
#    iterations; the instructions of one iteration are (Ir(B) - Ir(A)) / (B - A), summed over
#    the processes, so that start-up, the first touch of the data and the final check cancel;
#  - memory: the kernels at their full size, each process's peak resident memory (`/usr/bin/time
#    -f %M`, getrusage's ru_maxrss) with and without the checker; the difference divided by the
#    shared bytes the process owns (the kernels' shared arrays and upc_alloc blocks).
# Usage: bash bench/races-cost.sh   (after cargo build --release)
#   NP=2  KERNELS="is cg jacobi2d histogram"  BACKENDS="upcr ga"  ITERS_A=1 ITERS_B=3
#   PART="ir mem" (either or both)  XLATE=path of the pgas-xlate to measure (default the build here)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="${XLATE:-$here/target/release/pgas-xlate}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
np="${NP:-2}"
kernels="${KERNELS:-is cg jacobi2d histogram}"
backends="${BACKENDS:-upcr ga}"
ia="${ITERS_A:-1}"
ib="${ITERS_B:-3}"
part="${PART:-ir mem}"
export PGAS_RACES=warn # (a report does not change the status)

# The reduced sizes of the instruction counts (callgrind runs some 50 times slower).
small() {
    case "$1" in
    is) echo "-DNKEYS=65536" ;;
    cg) echo "-DNPT=16384" ;;
    jacobi2d) echo "-DRPT=16" ;;
    histogram) echo "-DKEYS=65536" ;;
    esac
}
# The shared bytes a process owns at the full size (the kernels' declarations).
shared_bytes() {
    case "$1" in
    is) echo $((2 * (1 << 20) * 4)) ;;      # inbox[MYTHREAD]: upc_alloc(2 * NKEYS ints)
    cg) echo $((4 * (1 << 18) * 8)) ;;      # x, r, p, q: NPT doubles each
    jacobi2d) echo $((2 * 256 * 1024 * 8)) ;; # u, v: RPT x N doubles each
    histogram) echo $((4096 * 8)) ;;        # hist: BPT longs
    esac
}

# The instructions of all processes of one run of $1 under callgrind.
instructions() {
    rm -f "$out"/cg.out.*
    launcher=$("$x" run -t -n "$np" /bin/true | sed 's| /bin/true$||')
    $launcher valgrind --tool=callgrind --callgrind-out-file="$out/cg.out.%p" "$1" >/dev/null 2>"$out/vg.err" ||
        { cat "$out/vg.err" >&2; exit 1; }
    cat "$out"/cg.out.* | awk '/^totals:/ { s += $2 } END { print s }'
}

if [[ " $part " == *" ir "* ]]; then
    echo "instructions of one iteration, all $np processes (callgrind; ($ib - $ia) iterations)"
    for k in $kernels; do
        for to in $backends; do
            line="$(printf '%-10s --to %-4s' "$k" "$to")"
            declare -A ir=()
            for checks in plain races; do
                flag=""
                [ "$checks" = races ] && flag="--checks=races"
                for it in "$ia" "$ib"; do
                    # shellcheck disable=SC2046
                    "$x" cc --to "$to" -O3 $flag $(small "$k") -DITERS="$it" "$here/bench/upc/$k.upc" -o "$out/p" -lm
                    ir[$checks$it]=$(instructions "$out/p")
                done
            done
            awk -v pa="${ir[plain$ia]}" -v pb="${ir[plain$ib]}" -v ra="${ir[races$ia]}" -v rb="${ir[races$ib]}" \
                -v n=$((ib - ia)) -v ib="$ib" -v l="$line" 'BEGIN {
                    p = (pb - pa) / n; r = (rb - ra) / n
                    printf "%s  %12.0f -> %12.0f  (%.1fx; whole runs of %d iterations: %.1fx)\n", l, p, r, r / p, ib, rb / pb }'
        done
    done
fi

if [[ " $part " == *" mem "* ]]; then
    echo "peak resident memory per process, full size (kB; the most of the $np processes)"
    for k in $kernels; do
        for to in $backends; do
            declare -A kb=()
            for checks in plain races; do
                flag=""
                [ "$checks" = races ] && flag="--checks=races"
                "$x" cc --to "$to" -O3 $flag "$here/bench/upc/$k.upc" -o "$out/m" -lm
                launcher=$("$x" run -t -n "$np" /bin/true | sed 's| /bin/true$||')
                $launcher /usr/bin/time -f 'maxrss_kb=%M' "$out/m" >/dev/null 2>"$out/time.err"
                kb[$checks]=$(grep -o 'maxrss_kb=[0-9]*' "$out/time.err" | cut -d= -f2 | sort -n | tail -n1)
            done
            awk -v p="${kb[plain]}" -v r="${kb[races]}" -v s="$(shared_bytes "$k")" -v k="$k" -v to="$to" 'BEGIN {
                printf "%-10s --to %-4s %8d -> %8d kB  (+%d kB; %.2f bytes per shared byte, %d shared bytes a process)\n",
                    k, to, p, r, r - p, (r - p) * 1024 / s, s }'
        done
    done
fi
