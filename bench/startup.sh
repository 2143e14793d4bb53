#!/usr/bin/env bash
# Start-up time: the wall time of `pgas-xlate run -n P` of a UPC hello (bench/startup/hello.upc)
# built under --to upcr and --to ga, against a plain MPI program that allocates a shared window
# of the size of the default UPC heap (bench/startup/window.c) started by the same launcher
# line, on this machine. Each time is the best of REPEAT runs.
# Usage: bash bench/startup.sh [P ...]   (after cargo build --release; default: 4 16 64;
#   128 and 256 only when named)   REPEAT=3   TIMEOUT=600 (seconds per run)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
repeat="${REPEAT:-3}"
limit="${TIMEOUT:-600}"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(4 16 64)

for to in upcr ga; do
    "$x" cc --to "$to" -O2 "$here/bench/startup/hello.upc" -o "$out/hello_$to"
done
mpicc -O2 "$here/bench/startup/window.c" -o "$out/window"

# The best wall time in seconds of $repeat runs of the command line "$@" ("failed" when a run
# fails or passes $limit seconds).
best() {
    local b="" t0 t1 t
    for _ in $(seq "$repeat"); do
        t0=$(date +%s.%N)
        timeout "$limit" "$@" >/dev/null 2>"$out/err" || { echo failed; sed 's/^/    /' "$out/err" >&2; return; }
        t1=$(date +%s.%N)
        t=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
        if [ -z "$b" ] || awk -v t="$t" -v b="$b" 'BEGIN { exit !(t < b) }'; then b=$t; fi
    done
    printf '%.2f\n' "$b"
}

echo "| P | plain MPI (shared window) | --to upcr | --to ga | load before |"
echo "|---|---|---|---|---|"
for p in "${sizes[@]}"; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    # The launcher line `run` uses, for the plain program.
    read -r -a plain <<<"$("$x" run -t -n "$p" "$out/window")"
    mpi=$(best "${plain[@]}")
    upcr=$(best "$x" run -n "$p" "$out/hello_upcr")
    ga=$(best "$x" run -n "$p" "$out/hello_ga")
    echo "| $p | $mpi | $upcr | $ga | $load |"
done
