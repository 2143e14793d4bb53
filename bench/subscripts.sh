#!/usr/bin/env bash
# The cost of an element access a[i][j] of a 2-D shared array (bench/subscripts/stencil2d.upc:
# a 5-point stencil over 256 x 256 elements, rows in blocks and cyclic, and the rows through a
# pointer to them, p[k][i][j]) under --to upcr, and
# under --to ga for reference, built with `pgas-xlate cc -O2`, on NP processes (default 2).
# OLD=path also measures another pgas-xlate binary's --to upcr and --to ga translations
# (before/after: builds old_upcr and old_ga); the builds run one after the other in each of
# REPEAT rounds (default 5, the order reversed every other round), and
# the median (and minimum) ns per element access of each is printed. Every run's checksum must
# be the same (the script stops otherwise). SWEEPS sets the sweeps per run (default 20).
# Usage: bash bench/subscripts.sh   (after cargo build --release)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
repeat="${REPEAT:-5}"
sweeps="${SWEEPS:-20}"
np="${NP:-2}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
src="$here/bench/subscripts/stencil2d.upc"
builds="upcr ga"
"$x" cc --to upcr -O2 "$src" -o "$out/upcr"
"$x" cc --to ga -O2 "$src" -o "$out/ga"
if [ -n "${OLD:-}" ]; then
    "$OLD" cc --to upcr -O2 "$src" -o "$out/old_upcr"
    "$OLD" cc --to ga -O2 "$src" -o "$out/old_ga"
    builds="old_upcr upcr old_ga ga"
fi
log="$out/results.txt"
reversed=$(echo "$builds" | tr ' ' '\n' | tac | tr '\n' ' ')
for round in $(seq "$repeat"); do
    order="$builds"
    [ $((round % 2)) -eq 0 ] && order="$reversed"
    for b in $order; do
        line=$("$x" run -n "$np" "$out/$b" "$sweeps" | tr '\n' ' ')
        echo "$b $line" >>"$log"
    done
done
for layout in rows cyclic pointer; do
    sums=$(grep -o "${layout}_checksum=[0-9.]*" "$log" | sort -u | wc -l)
    [ "$sums" -eq 1 ] || { echo "error: the $layout checksums differ" >&2; exit 1; }
done
values() { grep "^$1 " "$log" | grep -o " $2=[0-9.]*" | cut -d= -f2; }
stat() {
    sort -g | awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                                        printf "%.2f %.2f", m, v[1] }'
}
echo "$repeat rounds, $np processes, $sweeps sweeps, $(uptime | sed 's/.*load/load/')"
printf "%-10s %-10s %12s %12s\n" build layout "median ns" "min ns"
for b in $builds; do
    for layout in rows cyclic pointer; do
        read -r m mn <<<"$(values "$b" "${layout}_ns" | stat)"
        printf "%-10s %-10s %12s %12s\n" "$b" "$layout" "$m" "$mn"
    done
done
echo "raw results: $log"
