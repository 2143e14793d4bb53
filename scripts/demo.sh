#!/usr/bin/env bash
# Installs everything, then runs the main job on a bundled sample: translate a UPC program to C
# on the runtime interface, build it with the MPI C compiler and our runtime, run it on 4 MPI
# processes, show the result.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release -q
x="$PWD/target/release/pgas-xlate"
out=$(mktemp -d)

echo "== translate: pgas-xlate samples/upc/hello.upc --to upcr -o $out/hello.upcr.c"
$x samples/upc/hello.upc --to upcr -o "$out/hello.upcr.c"
grep -n -A12 'int upcrt_user_main' "$out/hello.upcr.c" | head -n 24
echo "..."
echo "== build: pgas-xlate cc samples/upc/hello.upc -o $out/hello   (translate + mpicc + runtime library)"
$x cc samples/upc/hello.upc -o "$out/hello"
echo "== run on 4 processes: pgas-xlate run -n 4 $out/hello"
$x run -n 4 "$out/hello"
