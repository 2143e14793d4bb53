#!/usr/bin/env bash
# Whole kernels written the natural UPC way against the same algorithm in hand-written MPI, under
# both UPC backends, in the same run: CG (1-D Laplacian), IS (counting exchange + upc_memput),
# a 2-D Jacobi stencil, a dense matrix multiply with upc_memget of remote rows, a histogram with
# locks (MPI: MPI_Accumulate). Every program prints its time per iteration and a checksum; the
# checksums of the three versions must agree (the script stops otherwise).
# Usage: bash bench/kernels.sh   (after cargo build --release)
#   NP=2 (processes)  REPEAT=3 (runs of each program; the best time is kept)
#   KERNELS="cg is jacobi2d matmul histogram"   UPCR_FORCE_RMA=1 (the one-sided path)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
np="${NP:-2}"
repeat="${REPEAT:-3}"
kernels="${KERNELS:-cg is jacobi2d matmul histogram}"

for k in $kernels; do
    for to in upcr ga; do
        "$x" cc --to "$to" -O3 "$here/bench/upc/$k.upc" -o "$out/${k}_$to" -lm
    done
    mpicc -O3 "$here/bench/upc/${k}_mpi.c" -o "$out/${k}_mpi" -lm
done

# The best time_per_iter_ms of $repeat runs of a program, and its checksum (the other fields of
# its line, the time left out).
measure() {
    local lines
    lines=$(for _ in $(seq "$repeat"); do "$x" run -n "$np" "$1" | grep time_per_iter_ms; done)
    best=$(grep -o 'time_per_iter_ms=[0-9.]*' <<<"$lines" | cut -d= -f2 | sort -g | head -n1)
    check=$(head -n1 <<<"$lines" | sed -e 's/^[a-z0-9]*_[a-z]*: //' -e 's/time_per_iter_ms=[0-9.]* *//')
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "kernels on $np processes (best of $repeat; ms per iteration)${UPCR_FORCE_RMA:+, UPCR_FORCE_RMA=$UPCR_FORCE_RMA}"
for k in $kernels; do
    measure "$out/${k}_mpi"
    mpi=$best mpi_check=$check
    line="$(printf '%-10s MPI %9s' "$k" "$mpi")"
    for to in upcr ga; do
        measure "$out/${k}_$to"
        if [ "$check" != "$mpi_check" ]; then
            echo "$k --to $to: checksum differs from MPI's: '$check' vs '$mpi_check'" >&2
            exit 1
        fi
        line+="$(printf '   --to %-4s %9s (%sx)' "$to" "$best" "$(ratio "$best" "$mpi")")"
    done
    echo "$line"
done
