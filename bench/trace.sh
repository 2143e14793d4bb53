#!/usr/bin/env bash
# Benchmarks of the GASP tracing tool and `pgas-xlate trace`, with the uninstrumented numbers
# in the same run (docs/performance.md, "Tracing"):
#  - cost of one recorded event (bench/trace_event_cost.c: get start/end pairs with their 4
#    arguments), in CPU ns, against tracing switched off (PGAS_TRACE=0) and no calls at all;
#  - trace bytes per event;
#  - `trace merge`, `trace summary` and `trace export` throughput (events/s) on 2 threads'
#    traces;
#  - the overhead of --profile on the IS and CG kernels (bench/upc), 2 processes, best of
#    REPEAT runs (default 3) of each build.
# Usage: bash bench/trace.sh   (after cargo build --release)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
x="$here/target/release/pgas-xlate"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
repeat="${REPEAT:-3}"
pairs="${PAIRS:-1000000}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1

mpicc -O2 -std=gnu11 -I "$here/runtime-aux/include" "$here/bench/trace_event_cost.c" \
    "$here/runtime-aux/gasp/gasp_trace.c" -lpthread -o "$out/cost"
key() { grep -o "$1=[0-9.]*" | cut -d= -f2 | sort -g | head -n1; }

# One process: the writer thread has the other core.
costs=""
for _ in $(seq "$repeat"); do
    rm -rf "$out/t1"
    costs+="$(PGAS_TRACE_DIR="$out/t1" mpirun -np 1 "$out/cost" "$pairs")"$'\n'
done
ns=$(key ns_per_event <<<"$costs")
wall=$(key wall_ns_per_event <<<"$costs")
empty=$(key ns_per_empty_iteration <<<"$costs")
off=$(PGAS_TRACE=0 mpirun -np 1 "$out/cost" "$pairs" | key ns_per_event)
bytes=$(stat -c %s "$out/t1/thread-0.pxt")
echo "recorded event: $ns ns CPU (goal <= 30), $wall ns wall with the writer; tracing off (PGAS_TRACE=0): $off ns; empty loop iteration: $empty ns"
awk -v b="$bytes" -v e=$((2 * pairs)) 'BEGIN { printf "trace bytes per event: %.1f (get start/end with 4 arguments)\n", b / e }'

# Merge and summary of two threads' traces.
rm -rf "$out/t2"
PGAS_TRACE_DIR="$out/t2" mpirun -np 2 --oversubscribe -x PGAS_TRACE_DIR "$out/cost" "$pairs" >/dev/null
events=$((2 * 2 * pairs))
rate() { # events/s of a command by wall and by CPU (user + sys) time, best of $repeat
    local best="" cpu=""
    for _ in $(seq "$repeat"); do
        local t
        t=$(/usr/bin/time -f "%e %U %S" "$@" 2>&1 >/dev/null | tail -n1)
        best=$(awk -v t="$t" -v p="$best" 'BEGIN { split(t, a, " "); if (p == "" || a[1] < p) p = a[1]; print p }')
        cpu=$(awk -v t="$t" -v p="$cpu" 'BEGIN { split(t, a, " "); c = a[2] + a[3]; if (p == "" || c < p) p = c; print p }')
    done
    awk -v e="$events" -v d="$best" -v c="$cpu" \
        'BEGIN { printf "%.2f s wall, %.2f s CPU: %.2f M events/s (%.2f M by CPU time)", d, c, e / d / 1e6, e / c / 1e6 }'
}
echo "trace merge of $events events (2 threads): $(rate "$x" trace merge "$out/t2" -o "$out/m.pxm")"
echo "trace summary of them: $(rate "$x" trace summary "$out/m.pxm")"
for f in chrome-json perfetto otf2; do # otf2 only when built in
    "$x" trace export --format "$f" "$out/m.pxm" -o "$out/e" >/dev/null 2>&1 || continue
    echo "trace export --format $f: $(rate "$x" trace export --format "$f" "$out/m.pxm" -o "$out/e")"
    rm -rf "$out/e"
done
rm -rf "$out/t1" "$out/t2" "$out/m.pxm"

# IS and CG: uninstrumented and --profile, built and run in the same way.
for k in is cg; do
    "$x" cc -O3 "$here/bench/upc/$k.upc" -o "$out/$k" -lm
    "$x" cc -O3 --profile "$here/bench/upc/$k.upc" -o "$out/$k-prof" -lm
done
best() { # best (smallest) time_per_iter_ms over $repeat runs
    for _ in $(seq "$repeat"); do
        rm -rf "$out/trace"
        PGAS_TRACE_DIR="$out/trace" "$x" run -n 2 "$@"
    done | key time_per_iter_ms
}
for k in is cg; do
    plain=$(best "$out/$k")
    prof=$(best "$out/$k-prof")
    n=$("$x" trace merge "$out/trace" -o "$out/$k.pxm" 2>&1 | grep -o "merged [0-9]*" | cut -d' ' -f2)
    awk -v k="$k" -v a="$plain" -v b="$prof" -v n="$n" 'BEGIN {
        printf "%s kernel: %s ms per iteration, --profile %s ms: %+.1f%% (goal <= 5%%), %d events per run\n",
            toupper(k), a, b, (b / a - 1) * 100, n }'
done
