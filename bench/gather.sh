#!/usr/bin/env bash
# The reduction through partial[THREADS] read in one bulk read against one read per element
# (bench/gather/allsum.upc, both loops in one program), built with `pgas-xlate cc -O2` under
# each backend in VERSIONS (default "upcr ga") and run on NP processes (default "2 4"), and
# under `--to upcr` again with UPCR_FORCE_RMA=1 (the one-sided path between nodes).
# Prints the microseconds per reduction in the loop itself (between its barriers), the best
# of the program's rounds.
set -euo pipefail
cd "$(dirname "$0")/.."
X=${PGAS_XLATE:-target/release/pgas-xlate}
NP=${NP:-2 4}
VERSIONS=${VERSIONS:-upcr ga}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for v in $VERSIONS; do
    "$X" cc --to "$v" -O2 bench/gather/allsum.upc -o "$out/allsum_$v"
done
for n in $NP; do
    for v in $VERSIONS; do
        printf '%-5s -n %d: ' "$v" "$n"
        "$X" run -n "$n" "$out/allsum_$v"
    done
    case " $VERSIONS " in *" upcr "*)
        printf 'upcr  -n %d UPCR_FORCE_RMA=1: ' "$n"
        UPCR_FORCE_RMA=1 "$X" run -n "$n" "$out/allsum_upcr" ;;
    esac
done
