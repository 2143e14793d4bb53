# pgas-xlate: build and install.
#   make                          cargo build --release
#   make install PREFIX=/opt/pgas-xlate
#                                 installs the built binary (builds it if it is not built),
#                                 upcc and upcrun, headers, manual pages, completions, the CMake
#                                 package, module files and the prebuilt runtime libraries
#                                 (scripts/install.sh says where each goes)
#   make uninstall PREFIX=…       removes what install wrote
#   make deb                      a Debian package (target/debian/pgas-xlate_VERSION_ARCH.deb)
# DESTDIR is put before PREFIX when writing (packaging); PREBUILD lists the libraries of the
# site cache (upcr,checks,ga,upc; empty: none), PREBUILD_MPI the MPIs (openmpi mpich).

PREFIX ?= /usr/local
DESTDIR ?=
CARGO ?= cargo
BIN ?= target/release/pgas-xlate
PREBUILD ?= upcr,ga,upc
PREBUILD_MPI ?=

.PHONY: all install uninstall deb

all:
	$(CARGO) build --release

$(BIN):
	$(CARGO) build --release

install: $(BIN)
	scripts/install.sh "$(BIN)" "$(DESTDIR)$(PREFIX)" "$(PREFIX)" "$(PREBUILD)" "$(PREBUILD_MPI)"

uninstall:
	scripts/uninstall.sh "$(DESTDIR)$(PREFIX)"

deb: $(BIN)
	scripts/make-deb.sh "$(BIN)"
