#!/usr/bin/env bash
# The cost of `pgas-xlate cc --checks` (bounds-checked shared accesses): bench/checks/access_bench.upc,
# a loop of single-element shared reads (and tests) over a cyclic array, built with and without
# --checks under `--to upcr` and `--to ga`, on NP processes (default 2), REPS passes (default 20),
# best of REPEAT runs (default 3). Prints nanoseconds per access for each build and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
NP=${NP:-2}
REPS=${REPS:-20}
REPEAT=${REPEAT:-3}
X=${PGAS_XLATE:-target/release/pgas-xlate}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
best() { # program: the smallest ns per access of REPEAT runs
    local b=""
    for _ in $(seq "$REPEAT"); do
        v=$("$X" run -n "$NP" "$1" "$REPS" | awk '{print $1}')
        b=$(awk -v a="$b" -v v="$v" 'BEGIN { print (a == "" || v < a) ? v : a }')
    done
    echo "$b"
}
for to in upcr ga; do
    "$X" cc --to "$to" bench/checks/access_bench.upc -o "$out/plain_$to"
    "$X" cc --to "$to" --checks bench/checks/access_bench.upc -o "$out/checks_$to"
    plain=$(best "$out/plain_$to")
    checked=$(best "$out/checks_$to")
    awk -v to="$to" -v p="$plain" -v c="$checked" -v np="$NP" \
        'BEGIN { printf "--to %-4s on %s: %8.1f ns per access, %8.1f with --checks (x%.1f)\n", to, np, p, c, c / p }'
done
