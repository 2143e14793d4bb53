#!/usr/bin/env bash
# Installs a built pgas-xlate into ROOT (the prefix, under DESTDIR when packaging):
#   bin/pgas-xlate, bin/upcc and bin/upcrun (links: the binary dispatches on its name),
#   include/pgas-xlate/ (the UPC headers), share/man/man1/ (manual pages), the completions of
#   bash, zsh and fish under share/, lib/cmake/PGASXlate/ (the CMake package),
#   modulefiles/pgas-xlate/VERSION (environment modules, Tcl; VERSION.lua for Lmod), and
#   lib/pgas-xlate/cache/ (the runtime libraries, prebuilt; read only).
# Everything but the binary is written by the binary itself (`pgas-xlate generate`), so what
# is installed is what that binary carries. Called by `make install`.
#
# usage: scripts/install.sh BIN ROOT PREFIX PREBUILD PREBUILD_MPI
#   BIN: the built binary; ROOT: where to write (DESTDIR + PREFIX); PREFIX: where it will live
#   (written into the module files); PREBUILD: libraries of the site cache (upcr,checks,ga,upc;
#   empty for none); PREBUILD_MPI: the MPIs they are built for (space-separated; empty: the
#   one `cc` chooses).
set -euo pipefail
shopt -s nullglob

bin=$1 root=$2 prefix=$3 prebuild=${4-upcr,ga,upc} prebuild_mpi=${5-}
here=$(cd "$(dirname "$0")/.." && pwd)

if [ ! -x "$bin" ]; then
  echo "error: $bin is not built (cargo build --release)" >&2
  exit 1
fi
version=$("$bin" --version | awk '{print $2}')

install -d "$root/bin"
install -m 755 "$bin" "$root/bin/pgas-xlate"
ln -sfn pgas-xlate "$root/bin/upcc"
ln -sfn pgas-xlate "$root/bin/upcrun"
x="$root/bin/pgas-xlate"

"$x" generate headers "$root/include/pgas-xlate"
"$x" generate man "$root/share/man/man1"
"$x" generate completions "$root/share"

install -d "$root/lib/cmake/PGASXlate"
for f in "$here"/packaging/cmake/*.cmake "$here"/packaging/cmake/*.in; do
  sed "s/@VERSION@/$version/g" "$f" > "$root/lib/cmake/PGASXlate/$(basename "$f")"
done

install -d "$root/modulefiles/pgas-xlate"
for f in modulefile.tcl:"$version" modulefile.lua:"$version.lua"; do
  sed -e "s|@PREFIX@|$prefix|g" -e "s/@VERSION@/$version/g" "$here/packaging/${f%%:*}" \
    > "$root/modulefiles/pgas-xlate/${f#*:}"
done

if [ -n "$prebuild" ]; then
  cache="$root/lib/pgas-xlate/cache"
  echo "prebuilding the runtime libraries ($prebuild) into $cache"
  install -d "$cache"
  for mpi in ${prebuild_mpi:-default}; do
    if [ "$mpi" = default ]; then
      "$x" generate site-cache "$cache" --libraries "$prebuild"
    else
      "$x" generate site-cache "$cache" --libraries "$prebuild" --mpi "$mpi"
    fi
  done
  # Read only: every user reads it, nobody writes it (what is missing goes to the user's cache).
  chmod -R a+rX,go-w "$cache"
fi
echo "installed pgas-xlate $version into $root"
