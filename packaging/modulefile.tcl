#%Module1.0
## pgas-xlate @VERSION@ (installed by `make install`; scripts/install.sh writes @PREFIX@ and @VERSION@)
proc ModulesHelp { } {
    puts stderr "pgas-xlate @VERSION@: UPC compiler (upcc, upcrun, pgas-xlate cc/run) and"
    puts stderr "translator between UPC, Global Arrays C and the Berkeley UPC runtime interface."
}
module-whatis "pgas-xlate @VERSION@: UPC compiler (upcc, upcrun) and UPC/Global Arrays translator"
conflict pgas-xlate
set prefix @PREFIX@
prepend-path PATH $prefix/bin
# An empty element keeps man's own search path (MANPATH ending in a colon) when none was set.
if { ![info exists ::env(MANPATH)] } {
    append-path MANPATH {}
}
prepend-path MANPATH $prefix/share/man
prepend-path CMAKE_PREFIX_PATH $prefix
