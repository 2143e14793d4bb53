#!/usr/bin/env bash
# Runs a Global Arrays source tree's own C test programs (global/testing/*.c and
# global/testing/unit-tests/*.c) two ways and compares them:
#   native: mpicc against the installed GA, run with mpirun;
#   UPC:    the program compiled as UPC with `pgas-xlate cc --to upcr -x upc` (its `#include
#           "ga.h"` links the GA-on-UPC library, runtime-aux/ga-upc, built into pgas-xlate),
#           run with `pgas-xlate run`, no heap size or other setting given.
# Usage: bash scripts/ga_tests.sh GA_SOURCE_DIR [OUT_DIR] [PROGRAM_NAME...]
#   NP (default 4) processes, TIMEOUT (default 120) seconds per run; PGAS_XLATE names another
#   pgas-xlate binary (default: this tree's target/release/pgas-xlate).
# Both builds get what GA's own build gives its test programs: a config.h (written to
# OUT_DIR/include, for the installed GA 5.8: Fortran with 8-byte integers, gfortran's
# conventions) with -DHAVE_CONFIG_H, and GA's internal LAPACK/BLAS headers (galinalg.h,
# xgemm.h in GA_SOURCE_DIR/LinAlg/lapack+blas), and OpenMP (-fopenmp: threadsafec.c and
# thread_perf_*.c call GA from several threads only then).
# Writes OUT_DIR/results.txt (one line per program: name, class, reason) and keeps each
# program's outputs (NAME.native.out, NAME.upc.out) in OUT_DIR. Classes:
#   pass  both runs succeed and print the same (modulo addresses, timings and line order)
#   fail  the UPC build or run fails, or the outputs differ (reason given)
#   n/a   the native build or run fails (nothing to compare with), or the program makes MPI
#         calls the library's mpi.h does not map (docs/ga-on-upc.md, "MPI")
# The GA sources are third-party code: keep them outside the repository.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
ga_src="$(cd "${1:?usage: ga_tests.sh GA_SOURCE_DIR [OUT_DIR] [PROGRAM...]}" && pwd)"
if [ -n "${2:-}" ]; then mkdir -p "$2" && out="$(cd "$2" && pwd)"; else out="$(mktemp -d)"; fi
shift $(($# >= 2 ? 2 : 1))
np="${NP:-4}"
limit="${TIMEOUT:-120}"
# No heap size is given: the programs run as a user runs them, the library sizes the UPC
# shared heap itself (docs/ga-on-upc.md, "Shared memory"). An UPC_SHARED_HEAP_SIZE of the
# caller's environment still applies.
x="${PGAS_XLATE:-$here/target/release/pgas-xlate}"
gacfg="${GA_CONFIG:-/usr/lib/x86_64-linux-gnu/ga/openmpi/bin/ga-config}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
testing="$ga_src/global/testing"
mkdir -p "$out/include"
cat >"$out/include/config.h" <<'EOF_CONFIG'
#define HAVE_STDIO_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRING_H 1
#define HAVE_MATH_H 1
#define HAVE_ASSERT_H 1
#define HAVE_UNISTD_H 1
#define ENABLE_F77 1
#define SIZEOF_SHORT 2
#define SIZEOF_INT 4
#define SIZEOF_LONG 8
#define SIZEOF_LONG_LONG 8
#define SIZEOF_F77_INTEGER 8
#define BLAS_SIZE 8
#define F2C_HIDDEN_STRING_LENGTH_AFTER_ARGS 1
#define F77_FUNC(name, NAME) name##_
#define F77_FUNC_(name, NAME) name##_
EOF_CONFIG

# Addresses, numbers next to time/rate words (and the spacing a number's width gives those
# lines: testmatmultc.c's columns), the measurements of a table under an "avg time"
# or "Time per op" header (thread_perf_*.c) or a "usec MB/s" one (perf2.c), to its blank
# line, GA 5.8's own note on a non-blocking handle (nga_wait_internal), the sizes a program
# draws at random from the
# clock (mulmatpatchc.c's "m=4 n=1 k=1") and run-time noise are not compared.
normalize() {
    sed -E -e 's/0x[0-9a-fA-F]+/ADDR/g' -e 's/ m=[0-9]+ n=[0-9]+ k=[0-9]+$/ m=N n=N k=N/' \
        -e '/nga_wait_internal: GA NB handle/d' -e '/avg time|Time per op|usec +MB\/s/,/^[[:space:]]*$/ { s/[0-9]+\.[0-9]+([eE][-+]?[0-9]+)?/N/g; s/[[:space:]]+/ /g }' \
        -e '/[Tt]ime|[Ss]ec|MB\/s|[Bb]andwidth|[Rr]ate|[Ss]eed/ { s/[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/N/g; s/[[:space:]]+/ /g }' \
        -e '/^\[[^]]*\] /d' -e '/^-{20,}$/d' "$1"
}

# What makes a run fail even with exit status 0.
failed_words='(^|[^A-Za-z])(FAIL|FAILED|[Ff]ailed|ERROR|GA ERROR|[Ee]rror:|not OK|NOT OK|mismatch|Mismatch)'

programs=("$@")
if [ ${#programs[@]} -eq 0 ]; then
    for f in "$testing"/*.c "$testing"/unit-tests/*.c; do
        programs+=("$(basename "$f" .c)")
    done
fi

: >"$out/results.txt"
record() { printf '%-28s %-5s %s\n' "$1" "$2" "$3" | tee -a "$out/results.txt"; }

for name in "${programs[@]}"; do
    src="$testing/$name.c"
    [ -f "$src" ] || src="$testing/unit-tests/$name.c"
    [ -f "$src" ] || { record "$name" "n/a" "no such C program"; continue; }
    if ! grep -q 'main *(' "$src"; then
        record "$name" "n/a" "not a program (no main)"
        continue
    fi
    inc=(-fopenmp -DHAVE_CONFIG_H -I"$out/include" -I"$testing" -I"$testing/unit-tests" -I"$ga_src/LinAlg/lapack+blas")
    # native
    if ! mpicc -O2 -w "${inc[@]}" "$src" $("$gacfg" --cflags) $("$gacfg" --libs --ldflags) \
        -lgfortran -lm -o "$out/$name.native" >"$out/$name.native.build" 2>&1; then
        record "$name" "n/a" "native build fails: $(grep -m1 -E 'error' "$out/$name.native.build" | cut -c1-120)"
        continue
    fi
    timeout "$limit" mpirun --allow-run-as-root --oversubscribe -np "$np" "$out/$name.native" \
        >"$out/$name.native.out" 2>&1 </dev/null
    nrc=$?
    if [ $nrc -ne 0 ] || grep -qE "$failed_words" "$out/$name.native.out"; then
        record "$name" "n/a" "native run fails (status $nrc)"
        continue
    fi
    # GA-on-UPC
    if ! "$x" cc --to upcr -O2 -x upc "${inc[@]}" "$src" -lm \
        -o "$out/$name.upc" >"$out/$name.upc.build" 2>&1; then
        mpi=$(grep -oE '(implicit declaration of function|undeclared identifier) .MPI_[A-Za-z_]+' \
            "$out/$name.upc.build" | grep -oE 'MPI_[A-Za-z_]+' | sort -u | tr '\n' ' ')
        if [ -n "$mpi" ]; then
            record "$name" "n/a" "MPI beyond the mapped calls: $mpi"
            continue
        fi
        missing=$(grep -oE "(implicit declaration of function|undefined reference to) .N?GA_[A-Za-z_0-9]+" \
            "$out/$name.upc.build" | grep -oE '[A-Za-z_0-9]+$' | sort -u | tr '\n' ' ')
        if [ -n "$missing" ]; then
            record "$name" "fail" "UPC build: not in the library: $missing"
            continue
        fi
        record "$name" "fail" "UPC build: $(grep -m1 -E 'error' "$out/$name.upc.build" | cut -c1-140)"
        continue
    fi
    timeout "$limit" "$x" run -n "$np" "$out/$name.upc" >"$out/$name.upc.out" 2>&1 </dev/null
    urc=$?
    if [ $urc -eq 124 ]; then
        record "$name" "fail" "UPC run: timeout after ${limit}s"
        continue
    fi
    if [ $urc -ne 0 ] || grep -qE "$failed_words" "$out/$name.upc.out"; then
        record "$name" "fail" "UPC run (status $urc): $(grep -m1 -E "$failed_words|GA error|rror" "$out/$name.upc.out" | cut -c1-140)"
        continue
    fi
    normalize "$out/$name.native.out" >"$out/$name.native.norm"
    normalize "$out/$name.upc.out" >"$out/$name.upc.norm"
    if cmp -s "$out/$name.native.norm" "$out/$name.upc.norm"; then
        record "$name" "pass" ""
    elif cmp -s <(sort "$out/$name.native.norm") <(sort "$out/$name.upc.norm"); then
        record "$name" "pass" "(same lines, another order)"
    else
        first=$(diff "$out/$name.native.norm" "$out/$name.upc.norm" | grep -m1 '^[<>]' | cut -c1-120)
        record "$name" "fail" "outputs differ: $first"
    fi
done

echo "---"
for c in pass fail n/a; do
    printf '%s: %s\n' "$c" "$(awk -v c="$c" '$2 == c' "$out/results.txt" | wc -l)"
done | tee -a "$out/results.txt"
