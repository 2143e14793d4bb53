#!/usr/bin/env bash
# Builds a Debian package of a built pgas-xlate: the layout of `make install PREFIX=/usr`
# (scripts/install.sh), with the module files where Debian's environment-modules looks
# (/usr/share/modules/modulefiles) and the runtime libraries prebuilt for this machine's
# compiler and MPI (a machine with others builds its own on first use: the cache is keyed by
# them). Depends on the libraries the binary links (their packages, as dpkg knows them) and on
# what `cc` runs. Called by `make deb`.
# usage: scripts/make-deb.sh BIN [OUT_DIR]   (OUT_DIR default target/debian)
set -euo pipefail

bin=$1
out=${2:-target/debian}
version=$("$bin" --version | awk '{print $2}')
arch=$(dpkg --print-architecture)
here=$(cd "$(dirname "$0")/.." && pwd)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/pgas-xlate_${version}_$arch"
"$here/scripts/install.sh" "$bin" "$root/usr" /usr "${PREBUILD-upcr,ga,upc}" "${PREBUILD_MPI-}"
install -d "$root/usr/share/modules"
mv "$root/usr/modulefiles" "$root/usr/share/modules/modulefiles"
install -d "$root/usr/share/doc/pgas-xlate"
cp "$here/README.md" "$root/usr/share/doc/pgas-xlate/README.md"

# The packages of the shared libraries the binary links.
libs=$(ldd "$bin" | awk '/=> \// {print $3}')
shlibs=$(for l in $libs; do dpkg -S "$(readlink -f "$l")" 2>/dev/null || dpkg -S "$l" 2>/dev/null; done \
  | cut -d: -f1 | sort -u | paste -sd, - | sed 's/,/, /g')

install -d "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<EOC
Package: pgas-xlate
Version: $version
Architecture: $arch
Section: devel
Priority: optional
Maintainer: pgas-xlate developers <pgas-xlate@invalid>
Depends: ${shlibs}, gcc, binutils, libopenmpi-dev | libmpich-dev
Recommends: openmpi-bin | mpich, libglobalarrays-dev, environment-modules | lmod, cmake
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Description: UPC compiler (upcc, upcrun) and UPC / Global Arrays translator
 pgas-xlate translates UPC 1.3 programs to C on the Berkeley UPC runtime interface (run by
 its own MPI-3 runtime) or to Global Arrays C, and Global Arrays C programs to UPC. As upcc
 and upcrun it builds and starts UPC programs; a CMake package, module files, manual pages
 and completions come with it, and the runtime libraries are prebuilt.
EOC
mkdir -p "$out"
dpkg-deb --root-owner-group --build "$root" "$out/pgas-xlate_${version}_$arch.deb" >/dev/null
echo "$out/pgas-xlate_${version}_$arch.deb"
