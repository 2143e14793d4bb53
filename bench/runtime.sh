#!/usr/bin/env bash
# Runtime benchmark: our upcr operations vs the raw MPI operations, 2 processes on this machine,
# with same-node access (the default) and through the MPI one-sided path (UPCR_FORCE_RMA=1).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
out="$(mktemp -d)"
mpicc -std=gnu11 -O2 "$here/bench/runtime_bench.c" "$here/runtime-aux/upcr/upcr_core.c" "$here/runtime-aux/upcr/upcr_where.c" -o "$out/runtime_bench"
root=""
[ "$(id -u)" -eq 0 ] && root="--allow-run-as-root"
echo "### same-node segments accessed directly"
UPCR_FORCE_RMA=0 mpirun $root --oversubscribe --mca osc sm -x UPCR_FORCE_RMA -np 2 "$out/runtime_bench"
echo
echo "### every access through MPI one-sided calls (UPCR_FORCE_RMA=1)"
UPCR_FORCE_RMA=1 mpirun $root --oversubscribe --mca osc sm -x UPCR_FORCE_RMA -np 2 "$out/runtime_bench"
rm -rf "$out"
