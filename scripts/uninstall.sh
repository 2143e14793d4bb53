#!/usr/bin/env bash
# Removes what scripts/install.sh installed into ROOT (DESTDIR + PREFIX). Called by
# `make uninstall`.
# usage: scripts/uninstall.sh ROOT
set -euo pipefail
root=$1
rm -f "$root"/bin/pgas-xlate "$root"/bin/upcc "$root"/bin/upcrun
rm -f "$root"/share/man/man1/pgas-xlate*.1 "$root"/share/man/man1/upcc.1 "$root"/share/man/man1/upcrun.1
for name in pgas-xlate upcc upcrun; do
  rm -f "$root/share/bash-completion/completions/$name" "$root/share/zsh/site-functions/_$name" \
    "$root/share/fish/vendor_completions.d/$name.fish"
done
rm -rf "$root/include/pgas-xlate" "$root/lib/cmake/PGASXlate" "$root/modulefiles/pgas-xlate" \
  "$root/lib/pgas-xlate"
echo "removed pgas-xlate from $root"
