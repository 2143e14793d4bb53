#!/usr/bin/env bash
# Installs everything, then runs the main job on bundled samples: translate, build with mpicc,
# run on 4 MPI processes, show the result.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
export PATH="$HOME/.cargo/bin:$PATH"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
cargo build --release -q
x=target/release/pgas-xlate
out=$(mktemp -d)

echo "== check a UPC program: pgas-xlate samples/upc/hello.upc --to upcr --syntax-only"
$x samples/upc/hello.upc --to upcr --syntax-only && echo "samples/upc/hello.upc: no errors"

echo "== translate a C program with MPI: pgas-xlate samples/c/mpi_pi.c --to c --cc mpicc -o $out/mpi_pi.c"
$x samples/c/mpi_pi.c --to c --cc mpicc -o "$out/mpi_pi.c"
head -n 20 "$out/mpi_pi.c"
echo "..."
mpicc -O2 "$out/mpi_pi.c" -o "$out/mpi_pi" -lm
echo "== run on 4 processes"
mpirun --allow-run-as-root --oversubscribe -np 4 "$out/mpi_pi"
