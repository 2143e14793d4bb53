#!/usr/bin/env bash
# The cost of shared allocation and free in both runtimes (bench/alloc/alloc_bench.upc built with
# `pgas-xlate cc --to upcr` and `--to ga`), on NP processes (default 2), REPS pairs per form
# (default 2000), KEPT upc_global_alloc objects per thread kept alive (default 5000), best of
# REPEAT runs (default 3).
set -euo pipefail
cd "$(dirname "$0")/.."
NP=${NP:-2}
REPS=${REPS:-2000}
KEPT=${KEPT:-5000}
REPEAT=${REPEAT:-3}
X=${PGAS_XLATE:-target/release/pgas-xlate}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for to in upcr ga; do
    "$X" cc --to "$to" bench/alloc/alloc_bench.upc -o "$out/alloc_$to"
    for r in $(seq "$REPEAT"); do
        printf '%-5s ' "$to"
        "$X" run -n "$NP" "$out/alloc_$to" "$REPS" "$KEPT"
    done
done
