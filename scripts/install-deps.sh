#!/usr/bin/env bash
# Installs everything pgas-xlate needs on a Debian machine, idempotently:
# a C toolchain, Open MPI and MPICH (Open MPI stays the default `mpicc`/`mpirun`: Debian's
# alternatives rank it first whatever the order of installation; MPICH sits beside it as
# mpicc.mpich and mpiexec.hydra, for `pgas-xlate cc --mpi mpich`), Global Arrays 5.8 for both
# (with its ARMCI-MPI, ScaLAPACK and BLAS/LAPACK dependencies), libotf2 and its tools (the trace export to OTF2: build.rs links it whenever it is installed), Csmith
# (and its csmith.h) and C-Reduce for the differential test of the C front end (tests/csmith.rs,
# scripts/csmith-campaign.py), cmake, environment-modules and man-db for the tests of the
# installed tool (its CMake package, its module file, its manual pages), and a Rust toolchain
# when none is present.
set -euo pipefail

packages=(
  build-essential pkg-config python3 python3-venv time
  libopenmpi-dev openmpi-bin
  mpich libmpich-dev
  libglobalarrays-dev libarmci-mpi-dev libscalapack-openmpi-dev libscalapack-mpich-dev
  liblapack-dev libblas-dev gfortran
  libotf2-trace-dev otf2-tools
  cmake environment-modules man-db
  csmith libcsmith-dev creduce
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ "${#missing[@]}" -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -q
  $sudo_cmd apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# The Perfetto export tests read their output back with the trace protos of the perfetto Python
# package, in a Python environment of its own ($HOME/.cache/pgas-xlate/python: Debian's Python
# takes no packages from pip). Under CI those tests fail without it.
pyenv="$HOME/.cache/pgas-xlate/python"
probe='import perfetto.protos.perfetto.trace.perfetto_trace_pb2'
if ! python3 -c "$probe" >/dev/null 2>&1 && ! "$pyenv/bin/python3" -c "$probe" >/dev/null 2>&1; then
  { python3 -m venv "$pyenv" && "$pyenv/bin/python3" -m pip install -q perfetto; } >/dev/null 2>&1 ||
    echo "note: could not install the perfetto Python package in $pyenv" >&2
fi

# Which MPI the generic mpicc/mpirun are (never changed here): Open MPI is expected.
if mpicc --showme:version 2>/dev/null | grep -q 'Open MPI'; then
  echo "default MPI (mpicc, mpirun): Open MPI; MPICH beside it: $(command -v mpicc.mpich mpiexec.hydra | tr '\n' ' ')"
else
  echo "note: the default mpicc is not Open MPI's (a local choice of the alternatives): pgas-xlate still finds both MPIs by their own names" >&2
fi

if ! command -v cargo >/dev/null 2>&1; then
  if [ -x "$HOME/.cargo/bin/cargo" ]; then
    echo "cargo is in $HOME/.cargo/bin: add it to PATH" >&2
  else
    echo "no Rust toolchain found: install one with rustup (https://rustup.rs)" >&2
    exit 1
  fi
fi
echo "dependencies installed"
