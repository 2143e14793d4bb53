#!/usr/bin/env bash
# Benchmarks of UPC translated to Global Arrays (--to ga) against hand-written native GA C
# programs of the same algorithm, on 2 processes, all built and run in the same invocation:
# triad (upc_forall), 2-D Jacobi stencil, matrix multiply, IS-like bucket sort, local element
# access vs plain C, remote element access vs raw single-element NGA_Get/NGA_Put, and the triad
# with one GA call per element access (the thesis' scheme). Every program checks its result;
# a WRONG answer stops the script. The runs are interleaved (native, translated, then the other
# order in the next round) REPEAT times (default 5); the median and the minimum of each figure
# are reported, with the spread (max/min) as the noise.
# Usage: bash bench/ga.sh   (after cargo build --release; REPEAT=N to change the rounds;
# RESULTS=FILE prints the table of an earlier run's raw results without running anything)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
repeat="${REPEAT:-5}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1

# ga-config as the driver finds it: $GA_CONFIG, the Open MPI flavour, the MPICH one, the PATH.
ga_config="${GA_CONFIG:-}"
for c in /usr/lib/x86_64-linux-gnu/ga/openmpi/bin/ga-config /usr/lib/x86_64-linux-gnu/ga/mpich/bin/ga-config; do
    [ -n "$ga_config" ] || { [ -x "$c" ] && ga_config="$c"; } || true
done
ga_config="${ga_config:-$(command -v ga-config)}"
read -r -a ga_cflags <<<"$("$ga_config" --cppflags) $("$ga_config" --cflags)"
read -r -a ga_libs <<<"$("$ga_config" --ldflags) $("$ga_config" --libs) -lgfortran -lm"

log="${RESULTS:-$out/results.txt}"
if [ -z "${RESULTS:-}" ]; then
    for p in triad stencil matmul remote; do
        "$x" cc --to ga -O2 "$here/bench/ga/$p.upc" -o "$out/$p"
    done
    "$x" cc --to ga -O2 "$here/bench/upc/is.upc" -o "$out/is"
    "$x" cc --to ga -O2 "$here/bench/upc/local_access.upc" -o "$out/local_access"
    for p in triad_ga triad_percall stencil_ga matmul_ga is_ga remote_ga; do
        mpicc -O2 "${ga_cflags[@]}" "$here/bench/ga/$p.c" -o "$out/$p" "${ga_libs[@]}"
    done

    pairs=("triad_ga triad" "stencil_ga stencil" "matmul_ga matmul" "is_ga is" "remote_ga remote"
           "triad_percall local_access")
    for round in $(seq "$repeat"); do
        for pair in "${pairs[@]}"; do
            read -r first second <<<"$pair"
            [ $((round % 2)) -eq 0 ] && { t=$first; first=$second; second=$t; }
            for p in "$first" "$second"; do
                line=$("$x" run -n 2 "$out/$p" | tr '\n' ' ')
                echo "$p $line" >>"$log"
                case "$line" in
                *WRONG*) echo "error: $p computed a wrong result: $line" >&2; exit 1 ;;
                esac
            done
        done
    done
fi

# values PROGRAM KEY: KEY=VALUE of each of the program's rounds, in order, one a line
values() { grep "^$1 " "$log" | grep -o " $2=[0-9.]*" | cut -d= -f2; }
# median, min and max of numbers on standard input
stat() {
    sort -g | awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                                        printf "%s %s %s", m, v[1], v[NR] }'
}
# row LABEL UNIT GOAL TRANSLATED-PROGRAM KEY NATIVE-PROGRAM KEY: medians and minimums of both
# sides, the ratio of the medians, of the minimums, and the median of the ratios of the runs
# of the same round (the pairs that ran next to each other, or in the same program)
row() {
    read -r tm tmin tmax <<<"$(values "$4" "$5" | stat)"
    read -r nm nmin nmax <<<"$(values "$6" "$7" | stat)"
    read -r pm _ <<<"$(paste <(values "$4" "$5") <(values "$6" "$7") | awk '{ print $1 / $2 }' | stat)"
    awk -v l="$1" -v u="$2" -v g="$3" -v tm="$tm" -v tmin="$tmin" -v tmax="$tmax" -v pm="$pm" \
        -v nm="$nm" -v nmin="$nmin" -v nmax="$nmax" 'BEGIN {
        printf "%-34s %9.3f %9.3f %9.3f %9.3f %7.2fx %7.2fx %7.2fx %4s %4.0f%% %4.0f%%  %s\n", l, tm,
               tmin, nm, nmin, tm / nm, tmin / nmin, pm, g, (tmax / tmin - 1) * 100,
               (nmax / nmin - 1) * 100, u }'
}
echo "$(grep -c "^triad " "$log") rounds, 2 processes; xl = translated, ref = native or plain C; median and min of"
echo "each; paired = median of the per-round ratios; noise (xl±, ref±) = max/min - 1"
printf "%-34s %9s %9s %9s %9s %8s %8s %8s %4s %5s %5s  %s\n" benchmark "xl med" "xl min" \
    "ref med" "ref min" "med/med" "min/min" "paired" goal "xl±" "ref±" unit
row "triad (upc_forall) vs native GA" "ns/element" "1.5" triad triad_ns triad_ga triad_ns
row "2-D Jacobi stencil vs native GA" "ms/sweep" "1.5" stencil sweep_ms stencil_ga sweep_ms
row "matrix multiply 512 vs native GA" "ms" "1.5" matmul matmul_ms matmul_ga matmul_ms
row "IS bucket sort vs native GA" "ms/iter" "1.5" is time_per_iter_ms is_ga time_per_iter_ms
row "local: upc_forall &a[i] vs C loop" "ns/element" "1.2" local_access forall_local_ns local_access plain_c_ns
row "local: pointer-to-shared vs C loop" "ns/element" "1.2" local_access pointer_local_ns local_access plain_c_ns
row "remote get vs NGA_Get (1-D block)" "ns/access" "1.2" remote get_ns remote_ga get_ns
row "remote get vs NGA_Get (same rows)" "ns/access" "1.2" remote get_ns remote_ga rows_get_ns
row "remote put vs NGA_Put (1-D block)" "ns/access" "1.2" remote put_ns remote_ga put_ns
row "remote put vs NGA_Put (same rows)" "ns/access" "1.2" remote put_ns remote_ga rows_put_ns
row "per-element GA calls vs native GA" "ns/element" "-" triad_percall triad_ns triad_ga triad_ns
row "per-element GA calls vs translated" "ns/element" "-" triad_percall triad_ns triad triad_ns
echo "raw results: $log"
