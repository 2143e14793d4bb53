#!/usr/bin/env bash
# upc_forall over local data against the plain C loop over a private array of the same local
# size, measured side by side in one run (bench/forall/forall.upc: an update and a read-reduce,
# over a blocked [4096] and a cyclic array), translated with --to upcr and --to ga at -O2, on
# 1 and 4 processes. Each configuration runs REPEAT times (default 5); for each run the ratio
# forall / plain C of the same run is taken, and the median of those ratios is printed with
# the median times. Goal: <= 1.1x. Times are CPU time of the thread (see forall.upc).
#
# Usage: bash bench/forall.sh   (after cargo build --release)
#   REPEAT=N     runs per configuration (default 5)
#   NPS="1 4"    process counts
#   LOCAL=N      elements per thread of each array (default 65536: 512 KiB, in cache; a
#                multiple of 4096), REPS=N sweeps per timing (default 100)
#   OLD=path     also measure the programs translated by another pgas-xlate binary (for a
#                before/after comparison; the same runtime library cache is not shared)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
repeat="${REPEAT:-5}"
nps="${NPS:-1 4}"
src="$here/bench/forall/forall.upc"
defs=(-DLOCAL="${LOCAL:-65536}" -DREPS="${REPS:-100}")

builds=""
for t in upcr ga; do
    "$x" cc --to "$t" -O2 "${defs[@]}" "$src" -o "$out/new_$t"
    builds="$builds new_$t"
    if [ -n "${OLD:-}" ]; then
        PGAS_XLATE_CACHE="$out/old-cache" "$OLD" cc --to "$t" -O2 "${defs[@]}" "$src" -o "$out/old_$t"
        builds="$builds old_$t"
    fi
done

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
value() { grep -o "^$1_ns=[0-9.]*" "$2" | cut -d= -f2; }

printf "%-8s %-3s %-15s %10s %10s %8s\n" build np kernel forall_ns plain_ns ratio
for np in $nps; do
    # Interleaved: every build once per round.
    for r in $(seq "$repeat"); do
        for b in $builds; do
            "$x" run -n "$np" "$out/$b" > "$out/$b.$np.$r"
            if grep -q FAIL "$out/$b.$np.$r"; then
                cat "$out/$b.$np.$r" >&2
                exit 1
            fi
        done
    done
    for b in $builds; do
        for kernel in update_blocked update_cyclic reduce_blocked reduce_cyclic; do
            plain="${kernel%_*}_plain"
            f=$(for r in $(seq "$repeat"); do value "$kernel" "$out/$b.$np.$r"; done | median)
            p=$(for r in $(seq "$repeat"); do value "$plain" "$out/$b.$np.$r"; done | median)
            ratio=$(for r in $(seq "$repeat"); do
                awk -v a="$(value "$kernel" "$out/$b.$np.$r")" -v b="$(value "$plain" "$out/$b.$np.$r")" \
                    'BEGIN { print a / b }'
            done | median)
            printf "%-8s %-3s %-15s %10.4f %10.4f %7.2fx\n" "$b" "$np" "$kernel" "$f" "$p" "$ratio"
        done
    done
done
echo "goal: forall / plain C <= 1.1x (ratios: median over $repeat runs of the per-run ratio)"
