#!/usr/bin/env bash
# Benchmarks of translated UPC (--to upcr + our runtime) against the same work in plain C or
# MPI C, on 2 processes, in the same run: local access and upc_forall vs a C loop, and the IS
# and CG kernels vs their MPI versions. Each program runs REPEAT times (default 3); the best
# time of each is kept. Usage: bash bench/upcr.sh   (after cargo build --release)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
repeat="${REPEAT:-3}"
"$x" cc -O3 "$here/bench/upc/local_access.upc" -o "$out/local_access"
"$x" cc -O3 "$here/bench/upc/is.upc" -o "$out/is"
"$x" cc -O3 "$here/bench/upc/cg.upc" -o "$out/cg" -lm
mpicc -O3 "$here/bench/upc/is_mpi.c" -o "$out/is_mpi"
mpicc -O3 "$here/bench/upc/cg_mpi.c" -o "$out/cg_mpi" -lm

best() { # best (smallest) value of key=VALUE over $repeat runs of a program
    local key=$1; shift
    for _ in $(seq "$repeat"); do "$x" run -n 2 "$@"; done |
        grep -o "$key=[0-9.]*" | cut -d= -f2 | sort -g | head -n1
}
forall=$(best forall_local_ns "$out/local_access")
pointer=$(best pointer_local_ns "$out/local_access")
plain=$(best plain_c_ns "$out/local_access")
is_upc=$(best time_per_iter_ms "$out/is")
is_mpi=$(best time_per_iter_ms "$out/is_mpi")
cg_upc=$(best time_per_iter_ms "$out/cg")
cg_mpi=$(best time_per_iter_ms "$out/cg_mpi")
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "local element, upc_forall over &a[i] (blocked): $forall ns vs plain C $plain ns: $(ratio "$forall" "$plain")x (goal <= 1.2)"
echo "local element through a pointer-to-shared:      $pointer ns vs plain C $plain ns: $(ratio "$pointer" "$plain")x (goal <= 1.2)"
echo "IS kernel: UPC $is_upc ms vs MPI $is_mpi ms per iteration: $(ratio "$is_upc" "$is_mpi")x"
echo "CG kernel: UPC $cg_upc ms vs MPI $cg_mpi ms per iteration: $(ratio "$cg_upc" "$cg_mpi")x"
