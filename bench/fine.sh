#!/usr/bin/env bash
# Fine-grained shared accesses under --to ga against --to upcr, in the same run, on 4 processes:
# the heat-conduction stencil of bench/fine/heat.upc (every grid access through a shared array of
# pointers-to-shared) and the scalar accesses of bench/fine/fine_access.upc (another thread's
# elements by array name, through a pointer-to-shared, strict; this thread's through a pointer).
# Both programs are built with `pgas-xlate cc --to upcr|ga -O2`; each round runs the two builds
# one after the other (the order alternates), REPEAT rounds (default 5). Every run checks its
# result (a WRONG line or two different heat checksums stop the script). Prints per figure the
# median (and minimum) of each backend and the ratio of the medians, against the goal of 1.5x.
# Usage: bash bench/fine.sh   (after cargo build --release; REPEAT=N rounds, SWEEPS=N heat sweeps
# per run, default 4, THREADS=N processes, default 4)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
repeat="${REPEAT:-5}"
sweeps="${SWEEPS:-4}"
threads="${THREADS:-4}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
log="$out/results.txt"
for t in upcr ga; do
    "$x" cc --to "$t" -O2 "$here/bench/fine/heat.upc" -o "$out/heat_$t"
    "$x" cc --to "$t" -O2 "$here/bench/fine/fine_access.upc" -o "$out/fine_$t"
done
for round in $(seq "$repeat"); do
    order="upcr ga"
    [ $((round % 2)) -eq 0 ] && order="ga upcr"
    for t in $order; do
        for p in heat fine; do
            args=()
            [ "$p" = heat ] && args=("$sweeps")
            line=$("$x" run -n "$threads" "$out/${p}_$t" "${args[@]}" | tr '\n' ' ')
            echo "${p}_$t $line" >>"$log"
            case "$line" in
            *WRONG*) echo "error: ${p}_$t computed a wrong result: $line" >&2; exit 1 ;;
            esac
        done
    done
done
sums=$(grep -o "checksum=[0-9.]*" "$log" | sort -u | wc -l)
[ "$sums" -eq 1 ] || { echo "error: the heat checksums differ: $(grep -o "checksum=[0-9.]*" "$log" | sort -u | tr '\n' ' ')" >&2; exit 1; }

# values PROGRAM KEY: KEY=VALUE of each round, one a line
values() { grep "^$1 " "$log" | grep -o " $2=[0-9.]*" | cut -d= -f2; }
# median and minimum of numbers on standard input
stat() {
    sort -g | awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                                        printf "%s %s", m, v[1] }'
}
row() { # LABEL PROGRAM KEY UNIT
    read -r um umin <<<"$(values "$2_upcr" "$3" | stat)"
    read -r gm gmin <<<"$(values "$2_ga" "$3" | stat)"
    awk -v l="$1" -v um="$um" -v umin="$umin" -v gm="$gm" -v gmin="$gmin" -v u="$4" 'BEGIN {
        r = um > 0 ? gm / um : 0
        printf "%-38s %11.3f %11.3f %11.3f %11.3f %8.2fx %s  %s\n", l, um, umin, gm, gmin, r,
               r <= 1.5 ? "met" : "MISSED", u }'
}
echo "$repeat rounds, $threads processes, $(uptime | sed 's/.*load/load/')"
printf "%-38s %11s %11s %11s %11s %9s %s  %s\n" figure "upcr med" "upcr min" "ga med" "ga min" \
    "ga/upcr" "(goal 1.5x)" unit
row "heat: stencil through row pointers" heat sweep_ms "ms/sweep"
row "read another thread's x[i]" fine name_get_ns "ns/access"
row "write another thread's x[i]" fine name_put_ns "ns/access"
row "read another thread's p[i]" fine ptr_get_ns "ns/access"
row "write another thread's p[i]" fine ptr_put_ns "ns/access"
row "strict read, another thread" fine strict_get_ns "ns/access"
row "strict write, another thread" fine strict_put_ns "ns/access"
row "read own element through p[i]" fine own_ptr_get_ns "ns/access"
echo "raw results: $log"
