#!/usr/bin/env bash
# Fuzzes the front end (fuzz/fuzz_targets/frontend.rs) for SECONDS seconds (default 1800) with
# libFuzzer, built by plain cargo with the coverage flags cargo-fuzz passes (no cargo-fuzz and
# no nightly toolchain needed; no sanitizer: the target is safe Rust, a panic is the failure).
# The corpus (fuzz/corpus/frontend) is seeded with tests/in and samples; a failing input is
# written to fuzz/artifacts/frontend/. Runs niced: the machine may be shared.
#   scripts/fuzz.sh [SECONDS] [more libFuzzer flags]
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
seconds=${1:-1800}
shift || true
export PATH="$HOME/.cargo/bin:$PATH"
target=$(rustc -vV | sed -n 's/^host: //p')
RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cdebug-assertions" \
    nice -n 19 cargo build --release --target "$target" --bin frontend
mkdir -p corpus/frontend artifacts/frontend
if [ -z "$(ls -A corpus/frontend)" ]; then
    find ../tests/in ../samples -type f \( -name '*.upc' -o -name '*.c' -o -name '*.h' \) |
        while read -r f; do cp "$f" "corpus/frontend/$(echo "${f#../}" | tr / _)"; done
fi
exec nice -n 19 "target/$target/release/frontend" -max_total_time="$seconds" -timeout=20 \
    -rss_limit_mb=3072 -print_final_stats=1 -artifact_prefix=artifacts/frontend/ "$@" corpus/frontend
