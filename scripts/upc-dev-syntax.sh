#!/usr/bin/env bash
# Runs the UPC development set (../shared/upc-dev) through `pgas-xlate --syntax-only`: the 24
# positive programs must be accepted, the 2 negative ones rejected with a diagnostic.
# The programs are third-party code and not in this repository: extract them first (see
# ../shared/upc-dev/README.md) and pass the folder holding berkeley_upc/upc-tests.
#   usage: scripts/upc-dev-syntax.sh CORPUS_ROOT [harness options…]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:?usage: $0 CORPUS_ROOT (the folder holding berkeley_upc/upc-tests)}"
shift
dev="${UPC_DEV:-$here/../shared/upc-dev}"
cargo build --release -q --manifest-path "$here/Cargo.toml"
x="$here/target/release/pgas-xlate"
python3 "$dev/upc_suite.py" "$dev/upc_dev_set.tsv" \
  --corpus "$corpus/berkeley_upc/upc-tests" \
  --work "${WORK:-/tmp/upc-dev-syntax}" \
  --out "${WORK:-/tmp/upc-dev-syntax}/results.tsv" \
  --translate "$x {src} --to upcr --syntax-only {flags} {threads_opt} && : > {out}" \
  --build "true" "$@"
