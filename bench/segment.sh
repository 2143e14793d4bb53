#!/usr/bin/env bash
# The shared segment's mapping (issue 29): bench/segment/mapping.c, the memory-bound update
# over malloc, MPI_Win_allocate_shared (plain, alloc_shared_noncontig, madvise MADV_HUGEPAGE,
# MADV_SEQUENTIAL) and a memfd, built with mpicc -O2 and run on NP processes (default "1 2").
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mpicc -O2 bench/segment/mapping.c -o "$out/mapping"
for n in ${NP:-1 2}; do
    echo "-n $n:"
    mpirun --oversubscribe -n "$n" "$out/mapping"
done
