#!/usr/bin/env bash
# Instruction counts of the kernels of bench/kernels.sh, the timed part only: each program is
# copied with a call to kernels_ir_toggle (kernels_ir/toggle.c: callgrind's collection on/off)
# beside each reading of its clock, built as bench/kernels.sh builds it, and run with every
# process under callgrind; kernels_ir/irsum.py splits each process's count by where it ran.
# Prints, per kernel and version, the instructions per iteration per process (the mean over the
# processes): in the program (the translated code and the runtime linked into it), in the
# runtime's waiting (upcr_wait, where --to upcr's barrier spins), in the C library, in the MPI
# and GA libraries (communication, and waiting that spins there), and in all.
# Usage: bash bench/kernels_ir.sh   (after cargo build --release; valgrind needed)
#   NP="1 2 4"  KERNELS="cg is jacobi2d matmul histogram"  VERSIONS="mpi upcr ga"
#   UPCR_FORCE_RMA=1 (the one-sided path)  KEEP=DIR (keep the callgrind files there)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="${KEEP:-$(mktemp -d)}"
mkdir -p "$out"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$out"' EXIT
nps="${NP:-1 2 4}"
kernels="${KERNELS:-cg is jacobi2d matmul histogram}"
versions="${VERSIONS:-mpi upcr ga}"

mpicc -O3 -c "$here/bench/kernels_ir/toggle.c" -o "$out/toggle.o"
for k in $kernels; do
    # UPC: the clock is now(); MPI: MPI_Wtime().
    { echo 'void kernels_ir_toggle(void);'; sed 's/\bnow()/(kernels_ir_toggle(), now())/g' "$here/bench/upc/$k.upc"; } >"$out/$k.upc"
    { echo 'void kernels_ir_toggle(void);'; sed 's/\bMPI_Wtime()/(kernels_ir_toggle(), MPI_Wtime())/g' "$here/bench/upc/${k}_mpi.c"; } >"$out/${k}_mpi.c"
    for v in $versions; do
        case $v in
            mpi) mpicc -O3 "$out/${k}_mpi.c" "$out/toggle.o" -o "$out/${k}_mpi" -lm ;;
            *) "$x" cc --to "$v" -O3 "$out/$k.upc" "$out/toggle.o" -o "$out/${k}_$v" -lm ;;
        esac
    done
done

iters() { sed -n 's/^#define ITERS \([0-9]*\).*/\1/p' "$here/bench/upc/$1.upc"; }
echo "instructions per iteration per process, the timed part${UPCR_FORCE_RMA:+, UPCR_FORCE_RMA=$UPCR_FORCE_RMA}"
printf '%-10s %-5s %3s %12s %12s %12s %12s %12s\n' kernel ver np program wait libc mpi_ga total
for k in $kernels; do
    for np in $nps; do
        for v in $versions; do
            rm -f "$out"/cg."$k.$v.$np".*
            "$x" run -n "$np" valgrind -q --tool=callgrind --collect-atstart=no \
                --callgrind-out-file="$out/cg.$k.$v.$np.%p" "$out/${k}_$v" >"$out/log.$k.$v.$np" 2>&1 ||
                { echo "$k $v -n $np failed:" >&2; cat "$out/log.$k.$v.$np" >&2; exit 1; }
            python3 "$here/bench/kernels_ir/irsum.py" "$(iters "$k")" "$out"/cg."$k.$v.$np".* |
                awk -v k="$k" -v v="$v" -v np="$np" '
                    { for (f = 2; f <= NF; f++) { split($f, kv, "="); s[kv[1]] += kv[2] } n++ }
                    END { printf "%-10s %-5s %3d %12.4g %12.4g %12.4g %12.4g %12.4g\n", k, v, np,
                          s["program"] / n, s["wait"] / n, s["libc"] / n, s["mpi_ga"] / n,
                          s["total"] / n }'
        done
    done
done
