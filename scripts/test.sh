#!/usr/bin/env bash
# Runs the whole test suite on a fresh Debian machine: installs the dependencies, then the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# Versions before 2026-11-25 renamed their output over `-o /dev/null` when run as root, leaving a
# regular file there that later commands read as input (cargo's rustc probe among them): a
# machine they ran on gets its device back.
if [ ! -c /dev/null ] && [ "$(id -u)" = 0 ]; then
    rm -f /dev/null && mknod -m 666 /dev/null c 1 3
fi
bash scripts/install-deps.sh
export PATH="$HOME/.cargo/bin:$PATH"
# Open MPI refuses to run as root unless told; our tests start real MPI jobs.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# Style is part of the suite: formatting and lints fail it like a test would.
cargo fmt --all --check
cargo clippy --release --all-targets -- -D warnings
cargo build --release --all-targets
log=$(mktemp)
status=0
cargo test --release --no-fail-fast --workspace --lib --bins --tests 2>&1 | tee "$log" || status=$?
# One closing line for the whole suite.
awk '/^test result:/ { p += $4; f += $6 } END { printf "%d passed, %d failed\n", p, f }' "$log"
rm -f "$log"
exit "$status"
