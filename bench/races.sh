#!/usr/bin/env bash
# The cost of the data-race checker: kernels of bench/upc (IS, CG, 2-D Jacobi, histogram) built
# with and without `--checks=races`, under both UPC backends, in the same run. Each program
# prints its time per iteration and a checksum; the checksums with and without the checker must
# agree (the script stops otherwise). The checked runs also print the races they report (the
# kernels have none: any report is a finding).
# Usage: bash bench/races.sh   (after cargo build --release)
#   NP=2 (processes)  REPEAT=1 (runs of each program; the best time is kept)
#   KERNELS="is cg jacobi2d histogram"   TIMEOUT=900 (seconds per run; a slower run is `timeout`)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
np="${NP:-2}"
repeat="${REPEAT:-1}"
limit="${TIMEOUT:-900}"
kernels="${KERNELS:-is cg jacobi2d histogram}"
export PGAS_RACES=warn # (a report does not change the status: the run is timed all the same)

for k in $kernels; do
    for to in upcr ga; do
        "$x" cc --to "$to" -O3 "$here/bench/upc/$k.upc" -o "$out/${k}_$to" -lm
        "$x" cc --to "$to" -O3 --checks=races "$here/bench/upc/$k.upc" -o "$out/${k}_${to}_races" -lm
    done
done

# The best time_per_iter_ms of $repeat runs of a program (`timeout` when one took longer than
# $limit seconds), its checksum (the other fields of its line, the time left out), the races
# it reported (the most of one run).
measure() {
    local lines="" line r
    races=0
    for _ in $(seq "$repeat"); do
        line=$(timeout "$limit" "$x" run -n "$np" "$1" 2>"$out/err" | grep time_per_iter_ms) || { best=timeout; check=""; return; }
        lines+="$line"$'\n'
        r=$(grep -c 'UPC data race' "$out/err" || true)
        races=$((races > r ? races : r))
    done
    best=$(grep -o 'time_per_iter_ms=[0-9.]*' <<<"$lines" | cut -d= -f2 | sort -g | head -n1)
    check=$(head -n1 <<<"$lines" | sed -e 's/^[a-z0-9]*_[a-z]*: //' -e 's/time_per_iter_ms=[0-9.]* *//')
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "timeout") print "-"; else printf "%.1f", a / b }'; }

echo "race checker on $np processes (best of $repeat; ms per iteration; slowdown; races reported)"
for k in $kernels; do
    line="$(printf '%-10s' "$k")"
    for to in upcr ga; do
        measure "$out/${k}_$to"
        plain=$best plain_check=$check
        measure "$out/${k}_${to}_races"
        if [ "$best" != timeout ] && [ "$check" != "$plain_check" ]; then
            echo "$k --to $to: checksum differs with the checker: '$check' vs '$plain_check'" >&2
            exit 1
        fi
        line+="$(printf '   --to %-4s %9s -> %9s (%sx, %s races)' "$to" "$plain" "$best" "$(ratio "$best" "$plain")" "$races")"
    done
    echo "$line"
done
