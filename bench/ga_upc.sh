#!/usr/bin/env bash
# GA-on-UPC (runtime-aux/ga-upc through --to upcr) against the native GA library, same run,
# 2 processes: one GA C program (bench/ga_upc/ga_bench.c) built both ways, the two builds run
# alternately REPEAT times (default 5); the best value of each measurement is kept.
# Usage: bash bench/ga_upc.sh   (after cargo build --release)
#   REPS: repetitions inside the program (default 10); GA_CONFIG: the native GA's ga-config.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
lib="$here/runtime-aux/ga-upc"
gacfg="${GA_CONFIG:-/usr/lib/x86_64-linux-gnu/ga/openmpi/bin/ga-config}"
out="$(mktemp -d)"
repeat="${REPEAT:-5}"
reps="${REPS:-10}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
for f in "$lib"/*.upc; do
    "$x" cc --to upcr -O3 -c -I"$lib" "$f" -o "$out/$(basename "$f" .upc).o"
done
"$x" cc --to upcr -O3 -x upc -I"$lib" "$here/bench/ga_upc/ga_bench.c" "$out"/ga_*.o "$out"/ma.o \
    -lm -o "$out/ga_bench_upc"
# shellcheck disable=SC2046
mpicc -O3 "$here/bench/ga_upc/ga_bench.c" $("$gacfg" --cflags) $("$gacfg" --libs --ldflags) \
    -lgfortran -lm -o "$out/ga_bench_native"
for _ in $(seq "$repeat"); do
    "$x" run -n 2 "$out/ga_bench_upc" "$reps" >>"$out/upc.txt"
    mpirun --allow-run-as-root --oversubscribe -np 2 "$out/ga_bench_native" "$reps" >>"$out/native.txt"
done
best() { # best value of a key in a file: the largest for bandwidths, the smallest for times
    local order=-g
    case "$1" in *MBps) order=-gr ;; esac
    grep -o "^$1=[0-9.]*" "$2" | cut -d= -f2 | sort $order | head -n1
}
printf '%-16s %12s %12s %8s  %s\n' measurement GA-on-UPC native ratio goal
for key in put_patch_MBps get_patch_MBps acc_patch_us put_elem_us get_elem_us acc_elem_us \
    dgop1_us dgop1000_us sync_us dgemm512_ms; do
    u=$(best "$key" "$out/upc.txt")
    n=$(best "$key" "$out/native.txt")
    case "$key" in
    *MBps) goal=">= 0.8 (bandwidth ratio)" ;;
    *) goal="<= 1.5 (time ratio)" ;;
    esac
    printf '%-16s %12s %12s %8s  %s\n' "$key" "$u" "$n" \
        "$(awk -v a="$u" -v b="$n" 'BEGIN { printf "%.2f", a / b }')" "$goal"
done
[ -n "${KEEP:-}" ] && echo "kept $out" || rm -rf "$out"
