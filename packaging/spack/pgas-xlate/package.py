# Spack recipe of pgas-xlate (not tested by the project's CI: Spack is not on its machines).
# It builds with cargo and installs with `make install`, the layout of docs/user-guide.md
# ("Installing"): bin/ (pgas-xlate, upcc, upcrun), include/pgas-xlate, share/man, the
# completions, lib/cmake/PGASXlate, modulefiles/, and lib/pgas-xlate/cache (the runtime
# libraries prebuilt with the MPI of the spec). Use it from a checkout:
#   spack repo create myrepo && cp -r packaging/spack/pgas-xlate myrepo/packages/
#   spack dev-build pgas-xlate@0.1.0   (in the checkout)

from spack.package import *


class PgasXlate(MakefilePackage):
    """UPC compiler (upcc, upcrun) and source-to-source translator between UPC, Global Arrays C
    and the Berkeley UPC runtime interface, with its MPI-3 runtime."""

    maintainers("pgas-xlate developers")
    license("MIT OR Apache-2.0")

    version("0.1.0")

    variant("ga", default=True, description="Global Arrays for --to ga (its library prebuilt)")
    variant(
        "prebuild",
        default=True,
        description="Prebuild the runtime libraries into the installation's site cache",
    )

    depends_on("rust@1.80:", type="build")
    depends_on("gmake", type="build")
    depends_on("c", type=("build", "run"))
    depends_on("mpi", type=("build", "run"))
    depends_on("globalarrays", when="+ga", type=("build", "run"))
    depends_on("otf2", type=("build", "link"))

    def setup_build_environment(self, env):
        env.set("MPICC", self.spec["mpi"].mpicc)
        if self.spec.satisfies("+ga"):
            env.set("GA_CONFIG", join_path(self.spec["globalarrays"].prefix.bin, "ga-config"))

    def setup_run_environment(self, env):
        env.set("MPICC", self.spec["mpi"].mpicc)
        if self.spec.satisfies("+ga"):
            env.set("GA_CONFIG", join_path(self.spec["globalarrays"].prefix.bin, "ga-config"))
        env.prepend_path("CMAKE_PREFIX_PATH", self.prefix)

    def edit(self, spec, prefix):
        pass

    def build(self, spec, prefix):
        cargo = which("cargo")
        cargo("build", "--release", "--locked")

    def install(self, spec, prefix):
        libraries = []
        if spec.satisfies("+prebuild"):
            libraries = ["upcr", "upc"] + (["ga"] if spec.satisfies("+ga") else [])
        make("install", f"PREFIX={prefix}", f"PREBUILD={','.join(libraries)}")
