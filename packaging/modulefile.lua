-- pgas-xlate @VERSION@ for Lmod (installed by `make install`; scripts/install.sh writes
-- @PREFIX@ and @VERSION@)
help([[pgas-xlate @VERSION@: UPC compiler (upcc, upcrun, pgas-xlate cc/run) and
translator between UPC, Global Arrays C and the Berkeley UPC runtime interface.]])
whatis("pgas-xlate @VERSION@: UPC compiler (upcc, upcrun) and UPC/Global Arrays translator")
conflict("pgas-xlate")
local prefix = "@PREFIX@"
prepend_path("PATH", pathJoin(prefix, "bin"))
-- An empty element keeps man's own search path (MANPATH ending in a colon) when none was set.
if os.getenv("MANPATH") == nil then
    append_path("MANPATH", "")
end
prepend_path("MANPATH", pathJoin(prefix, "share/man"))
prepend_path("CMAKE_PREFIX_PATH", prefix)
