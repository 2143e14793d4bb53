#!/usr/bin/env bash
# The runtime's one-sided path (UPCR_FORCE_RMA=1: every other thread reached through MPI
# one-sided calls, as across nodes) on strict spin loops and fine-grained accesses:
# bench/rma/spin.upc (a token passed around the threads through strict flags on their readers
# and all on thread 0; relaxed puts to another thread then a barrier; relaxed gets), built
# `--to upcr` for each installed MPI (MPIS, default "openmpi mpich") and run on NP processes
# (default "2 4"), REPEAT runs each (default 5); prints the median of each figure. OLD=path
# also measures another pgas-xlate binary's runtime (before/after); HOPS sets the token's
# rounds (default 200).
set -euo pipefail
cd "$(dirname "$0")/.."
MPIS=${MPIS:-openmpi mpich}
NP=${NP:-2 4}
REPEAT=${REPEAT:-5}
HOPS=${HOPS:-200}
X=${PGAS_XLATE:-target/release/pgas-xlate}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
builds="new=$X"
[ -n "${OLD:-}" ] && builds="old=$OLD $builds"
for mpi in $MPIS; do
    for b in $builds; do
        "${b#*=}" cc --mpi "$mpi" --to upcr bench/rma/spin.upc -o "$out/${b%%=*}_$mpi"
    done
done
for mpi in $MPIS; do
    for n in $NP; do
        for b in $builds; do
            name=${b%%=*}
            : >"$out/runs"
            for _ in $(seq "$REPEAT"); do
                UPCR_FORCE_RMA=1 timeout 600 "$X" run -n "$n" "$out/${name}_$mpi" "$HOPS" >>"$out/runs"
            done
            # the median of each line's figure over the runs
            awk -F: -v who="$name $mpi on $n" '
                { v = $2; sub(/^ */, "", v); split(v, f, " "); vals[$1] = vals[$1] " " f[1]; unit[$1] = substr(v, length(f[1]) + 2) }
                END {
                    for (k in vals) {
                        m = split(substr(vals[k], 2), a, " ")
                        for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
                        printf "%-16s %-32s %10.1f %s\n", who, k, a[int((m + 1) / 2)], unit[k]
                    }
                }' "$out/runs" | sort
        done
    done
done
