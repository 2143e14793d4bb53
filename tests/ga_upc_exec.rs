//! Execution of Global Arrays C programs translated to UPC (`--to upc`): every sample of
//! samples/ga is built twice, natively against GA 5.8 (mpicc with ga-config's flags) and
//! translated (`pgas-xlate prog.c --to upc`, then `pgas-xlate cc --to upcr prog.upc`, which
//! links the GA-on-UPC library), and run on 1, 2 and 4 processes. Both runs must exit 0, print
//! the sample's `PASS:` line and no `FAIL:`, and print the same standard output, line for line
//! (the samples print floating-point results rounded, so no tolerance is needed: the comparison
//! is exact). The UPC translation is also translated back (`pgas-xlate cc --to ga prog.upc`,
//! real GA again) and must print the same: the round trip GA → UPC → GA; so must the
//! translation laid out as its source (`--layout=source`: the program's own text with its GA
//! and MPI constructs rewritten, its own header kept an `#include`). Plus: the samples call
//! every function of issue 5's list, and the library's run-time errors name the call's file
//! and line.

mod common;
use common::*;
use pgas_xlate::backend::upc::{ga_api, mpi};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The functions GA programs need (issue 5): the samples must call each, and the translator's
/// tables must know each.
const REQUIRED: [&str; 102] = [
    "GA_Add",
    "GA_Add_diagonal",
    "GA_Allocate",
    "GA_Assemble_duplicate",
    "GA_Brdcst",
    "GA_Compare_distr",
    "GA_Copy",
    "GA_Create_handle",
    "GA_Ddot",
    "GA_Destroy",
    "GA_Dgemm",
    "GA_Dgop",
    "GA_Duplicate",
    "GA_Elem_divide_patch",
    "GA_Elem_maximum_patch",
    "GA_Elem_multiply_patch",
    "GA_Error",
    "GA_Fill",
    "GA_Freemem",
    "GA_Get_block_info",
    "GA_Get_diag",
    "GA_Getmem",
    "GA_Igop",
    "GA_Initialize",
    "GA_Initialize_args",
    "GA_Lgop",
    "GA_Ndim",
    "GA_Nnodes",
    "GA_Nodeid",
    "GA_Pack",
    "GA_Patch_enum",
    "GA_Pgroup_create",
    "GA_Pgroup_nnodes",
    "GA_Pgroup_nodeid",
    "GA_Print",
    "GA_Print_distribution",
    "GA_Print_stats",
    "GA_Scale",
    "GA_Scale_cols",
    "GA_Scan_add",
    "GA_Scan_copy",
    "GA_Set_array_name",
    "GA_Set_block_cyclic_proc_grid",
    "GA_Set_chunk",
    "GA_Set_data",
    "GA_Set_diagonal",
    "GA_Set_restricted",
    "GA_Symmetrize",
    "GA_Sync",
    "GA_Terminate",
    "GA_Transpose",
    "GA_Unpack",
    "GA_Uses_fapi",
    "GA_Uses_ma",
    "GA_Wtime",
    "GA_Zero",
    "GA_Zero_diagonal",
    "NGA_Acc",
    "NGA_Access",
    "NGA_Alloc_gatscat_buf",
    "NGA_Allocate",
    "NGA_Copy_patch",
    "NGA_Create",
    "NGA_Create_handle",
    "NGA_Create_irreg",
    "NGA_Distribution",
    "NGA_Fill_patch",
    "NGA_Free_gatscat_buf",
    "NGA_Gather",
    "NGA_Get",
    "NGA_Inquire",
    "NGA_Locate",
    "NGA_Locate_nnodes",
    "NGA_Locate_nnodes64",
    "NGA_Locate_region",
    "NGA_Matmul_patch",
    "NGA_NbAcc",
    "NGA_NbGet",
    "NGA_NbPut",
    "NGA_NbTest",
    "NGA_NbWait",
    "NGA_Print_patch",
    "NGA_Put",
    "NGA_Read_inc",
    "NGA_Release",
    "NGA_Scatter",
    "NGA_Scatter_acc",
    "NGA_Set_data",
    "NGA_Set_tiled_irreg_proc_grid",
    "NGA_Sync",
    "NGA_Zero_patch",
    "ARMCI_Malloc_local",
    "ARMCI_Free_local",
    "MA_init",
    "MPI_Init",
    "MPI_Init_thread",
    "MPI_Finalize",
    "MPI_Abort",
    "MPI_Comm_rank",
    "MPI_Comm_size",
    "MPI_Barrier",
    "MPI_Wtime",
];

/// Seconds a run may take: native GA is slow on an oversubscribed machine (ga_onesided on
/// 4 processes and 2 cores: about 3 minutes).
const RUN_TIMEOUT: &str = "600";

/// Builds `sample` against the real GA.
fn build_native(sample: &Path, exe: &Path) {
    let ga = pgas_xlate::cc::GaConfig::find(pgas_xlate::mpi::MpiKind::OpenMpi).expect("ga-config");
    check(
        Command::new("mpicc")
            .arg("-O2")
            .arg(sample)
            .args(&ga.cppflags)
            .arg("-o")
            .arg(exe)
            .args(&ga.libs)
            .args(["-lgfortran", "-lm"]),
    );
}

/// Translates `sample` to UPC next to `exe` and builds it with `cc --to upcr`.
fn build_translated(sample: &Path, exe: &Path) -> PathBuf {
    build_translated_with(sample, exe, &[], &[])
}

/// [`build_translated`] with more options of the translation (`--layout=source`) and of its
/// build (`-I` the sample's folder: a kept `#include "check.h"` is found there).
fn build_translated_with(
    sample: &Path,
    exe: &Path,
    options: &[&str],
    cc_options: &[&std::ffi::OsStr],
) -> PathBuf {
    let upc = exe.with_extension("upc");
    check(
        xlate()
            .arg(sample)
            .args(["--to", "upc"])
            .args(options)
            .arg("-o")
            .arg(&upc),
    );
    check(
        xlate()
            .args(["cc", "--to", "upcr"])
            .args(cc_options)
            .arg(&upc)
            .arg("-o")
            .arg(exe)
            .env("PGAS_XLATE_CACHE", cache()),
    );
    upc
}

fn mpirun(n: u32, exe: &Path, args: &[&str]) -> Output {
    run_mpi(
        Command::new("timeout")
            .args([
                RUN_TIMEOUT,
                "mpirun",
                "--allow-run-as-root",
                "--oversubscribe",
            ])
            .args(["-np", &n.to_string()])
            .arg(exe)
            .args(args)
            .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
            .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"),
    )
}

/// Runs `exe` on `n` processes as a user runs a GA program: no heap size given (one of the
/// caller's environment is not passed on), the library sizes the shared heap itself.
fn launch(n: u32, exe: &Path, args: &[&str]) -> Output {
    launch_with(n, exe, args, &[])
}

/// `launch` with more environment variables (`UPCR_FORCE_RMA=1`: every process a node).
fn launch_with(n: u32, exe: &Path, args: &[&str], envs: &[(&str, &str)]) -> Output {
    run(Command::new("timeout")
        .arg(RUN_TIMEOUT)
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", &n.to_string()])
        .arg(exe)
        .args(args)
        .envs(envs.iter().copied())
        .env_remove("UPC_SHARED_HEAP_SIZE"))
}

/// Builds the UPC translation `upc` with `cc --to ga`: the round trip GA → UPC → GA.
fn build_round_trip(upc: &Path, exe: &Path) {
    check(
        xlate()
            .args(["cc", "--to", "ga"])
            .arg(upc)
            .arg("-o")
            .arg(exe)
            .env("PGAS_XLATE_CACHE", cache()),
    );
}

/// Builds one sample both ways and compares the runs on 1, 2 and 4 processes; the UPC
/// translation, translated back to GA (`--to ga`), must print the same again.
fn differential(name: &str) {
    differential_of(&root().join("samples/ga").join(format!("{name}.c")), name);
}

/// [`differential`] of the GA program `sample`; returns its UPC translation (comments removed).
fn differential_of(sample: &Path, name: &str) -> String {
    let dir = scratch(&format!("ga-upc-{name}"));
    let native = dir.join(format!("{name}.native"));
    let translated = dir.join(format!("{name}.upc.exe"));
    let round_trip = dir.join(format!("{name}.ga.exe"));
    // `--layout=source` in a folder of its own: its prelude header is written beside it.
    let laid_dir = scratch(&format!("ga-upc-{name}-layout"));
    let laid = laid_dir.join(format!("{name}.upc.exe"));
    build_native(sample, &native);
    let upc = build_translated(sample, &translated);
    let folder = sample.parent().unwrap().as_os_str();
    build_translated_with(
        sample,
        &laid,
        &["--layout=source"],
        &["-I".as_ref(), folder],
    );
    build_round_trip(&upc, &round_trip);
    let upc_text = strip_comments(&std::fs::read_to_string(&upc).unwrap());
    assert!(upc_text.contains("#include <upc.h>"), "{name}: no upc.h");
    let laid_text = std::fs::read_to_string(laid.with_extension("upc")).unwrap();
    let renames = laid_text
        .lines()
        .next()
        .is_some_and(|l| l.contains("renames the program's identifier"));
    if renames {
        // The program spells names the translation renames (ga_upc_names.c): it is printed as
        // the reprint, which has every use renamed.
        assert!(
            !sample.starts_with(root().join("samples")),
            "{name}: a sample falls back"
        );
    } else {
        assert!(
            !laid_text.contains("--layout=source is not done"),
            "{name}: --layout=source fell back to the reprint:\n{}",
            laid_text.lines().next().unwrap_or("")
        );
        // The program's own header stays an `#include` (the reprint prints its contents).
        assert!(
            laid_text.contains("#include \"check.h\"\n"),
            "{name}: --layout=source did not keep `#include \"check.h\"`"
        );
    }
    // The translation is UPC over the library: no MPI left, GA's headers are the library's;
    // laid out as the source, likewise (its `upc.h` is in the prelude header).
    for (what, t) in [
        ("the translation", &upc_text),
        ("--layout=source", &strip_comments(&laid_text)),
    ] {
        assert!(
            !t.contains("mpi.h"),
            "{name}: mpi.h is still included in {what}"
        );
        for (f, _) in mpi::TRANSLATED {
            assert!(
                !t.contains(&format!("{f}(")),
                "{name}: `{f}` is left in {what}"
            );
        }
    }
    for n in [1, 2, 4] {
        let a = mpirun(n, &native, &[]);
        let b = launch(n, &translated, &[]);
        let c = launch(n, &round_trip, &[]);
        let d = launch(n, &laid, &[]);
        let (ta, tb, tc, td) = (
            text(&a.stdout),
            text(&b.stdout),
            text(&c.stdout),
            text(&d.stdout),
        );
        for (what, out, t) in [
            ("native", &a, &ta),
            ("translated", &b, &tb),
            ("translated back to GA", &c, &tc),
            ("translated with --layout=source", &d, &td),
        ] {
            assert!(
                out.status.success(),
                "{name} ({what}) on {n} processes: {}\n{t}{}",
                out.status,
                text(&out.stderr)
            );
            assert!(
                t.contains(&format!("PASS: {name}")) && !t.contains("FAIL"),
                "{name} ({what}) on {n} processes:\n{t}"
            );
        }
        assert_eq!(
            ta, tb,
            "{name} on {n} processes: the translated program prints something else than GA"
        );
        assert_eq!(
            ta, tc,
            "{name} on {n} processes: the round trip GA → UPC → GA prints something else than GA"
        );
        assert_eq!(
            ta, td,
            "{name} on {n} processes: the translation laid out as its source prints something else than GA"
        );
    }
    upc_text
}

macro_rules! samples {
    ($($name:ident),*) => {
        /// The samples that have their test.
        const SAMPLES: &[&str] = &[$(stringify!($name)),*];
        $(
            #[test]
            fn $name() {
                differential(stringify!($name));
            }
        )*
    };
}

samples!(
    ga_args,
    ga_basic,
    ga_collective,
    ga_distr,
    ga_groups,
    ga_index64,
    ga_matmul,
    ga_memory,
    ga_mutex,
    ga_onesided,
    ga_print,
    ga_scan,
    ga_tcgmsg
);

#[test]
fn every_sample_has_its_test() {
    for f in files_with_ext(&root().join("samples/ga"), "c") {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        assert!(SAMPLES.contains(&name.as_str()), "{name} has no test");
    }
}

/// Whether `text` calls `name` (not a longer name ending with it).
fn calls(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + name.len()..].trim_start();
        !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') && after.starts_with('(')
    })
}

#[test]
fn samples_call_every_required_function_and_the_tables_know_it() {
    let dir = root().join("samples/ga");
    let mut code = String::new();
    for f in files_with_ext(&dir, "c")
        .into_iter()
        .chain(files_with_ext(&dir, "h"))
    {
        code.push_str(&strip_comments(&std::fs::read_to_string(&f).unwrap()));
    }
    let mut missing_in_table = vec![];
    let mut not_called = vec![];
    for name in REQUIRED {
        let known = ga_api::lookup(name).is_some() || mpi::arity(name).is_some();
        if !known {
            missing_in_table.push(name);
        }
        if !calls(&code, name) {
            not_called.push(name);
        }
    }
    assert!(
        missing_in_table.is_empty(),
        "not in the translator's tables: {missing_in_table:?}"
    );
    assert!(
        not_called.is_empty(),
        "samples/ga calls none of: {not_called:?}"
    );
    // The check itself: a name in a comment only, or a longer name, is no call.
    assert!(!calls(&strip_comments("/* NGA_Sync() */ x();"), "NGA_Sync"));
    assert!(!calls("NGA_Allocate(g);", "GA_Allocate"));
    assert!(calls("GA_Allocate (g);", "GA_Allocate"));
}

/// Runs the error program on 2 processes with `mode`: it must fail with GA's message for the
/// call at `line`.
fn expect_ga_error(exe: &Path, mode: &str, line: u32, function: &str, message: &str) {
    let out = launch(2, exe, &[mode]);
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(
        !out.status.success(),
        "{mode}: the program did not fail:\n{all}"
    );
    let site = format!("tests/in/ga_upc/ga_errors.c:{line}: GA error in {function}: ");
    let reported = all
        .lines()
        .find(|l| l.starts_with(&site))
        .unwrap_or_else(|| panic!("{mode}: no `{site}` line:\n{all}"));
    assert!(
        reported.contains(message),
        "{mode}: `{reported}` does not say `{message}`"
    );
    assert!(!all.contains("no error"), "{mode}: the program went on");
}

#[test]
fn library_errors_name_the_call_site() {
    let dir = scratch("ga-upc-errors");
    let exe = dir.join("ga_errors");
    // `cc --to upc` translates and builds in one go.
    check(
        xlate()
            .args(["cc", "--to", "upc", "tests/in/ga_upc/ga_errors.c", "-o"])
            .arg(&exe)
            .env("PGAS_XLATE_CACHE", cache()),
    );
    let ok = launch(2, &exe, &["none"]);
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    assert!(text(&ok.stdout).contains("no error"));
    expect_ga_error(&exe, "patch", 24, "NGA_Get", "cannot locate region");
    expect_ga_error(&exe, "handle", 26, "GA_Fill", "invalid array handle");
    expect_ga_error(&exe, "type", 28, "GA_Copy", "type mismatch");
    expect_ga_error(
        &exe,
        "check",
        30,
        "GA_Check_handle",
        "checked: invalid array handle",
    );
    expect_ga_error(
        &exe,
        "rank",
        32,
        "GA_Pgroup_absolute_id",
        "invalid rank 9 of process group -1 (2 processes)",
    );
    expect_ga_error(
        &exe,
        "block",
        34,
        "NGA_Access_block",
        "array A does not use a block-cyclic or tiled data distribution",
    );
    expect_ga_error(
        &exe,
        "blocks",
        36,
        "NGA_Locate_num_blocks",
        "Requested region [0:6,0:3] out of bounds of array A",
    );
    expect_ga_error(
        &exe,
        "segment",
        38,
        "NGA_Access_block_segment",
        "may access its segment of array A (called by ",
    );
    // The error of the outer call names the outer call, not the calls in its arguments.
    expect_ga_error(
        &exe,
        "nested",
        40,
        "GA_Pgroup_absolute_id",
        "invalid rank 9 of process group -1 (2 processes)",
    );
    expect_ga_error(
        &exe,
        "mirror",
        42,
        "GA_Pgroup_destroy",
        "the mirror group cannot be destroyed",
    );
    expect_ga_error(
        &exe,
        "memdev",
        44,
        "GA_Set_memory_dev",
        "invalid (empty) memory device name",
    );
    expect_ga_error(
        &exe,
        "stack",
        46,
        "GA_Register_stack_memory",
        "invalid (null) allocation or free function",
    );
}

#[test]
fn an_untranslatable_mpi_call_leaves_no_output() {
    let dir = scratch("ga-upc-mpi-error");
    let out_file = dir.join("out.upc");
    let r = run(xlate()
        .arg("tests/in/invalid/mpi_unsupported.c")
        .args(["--to", "upc", "-o"])
        .arg(&out_file));
    assert_eq!(r.status.code(), Some(1));
    let stderr = text(&r.stderr);
    assert!(
        stderr.contains("E0402") && stderr.contains("`MPI_Ssend`"),
        "{stderr}"
    );
    assert!(
        stderr.contains("tests/in/invalid/mpi_unsupported.c:11:5"),
        "{stderr}"
    );
    assert!(!out_file.exists(), "an output file was written");
}

/// The translation of one sample, as a reviewed snapshot: GA calls kept (`GA_Nodeid` too: it
/// answers for the default group, which `GA_Pgroup_set_default` changes), MPI's calls and
/// header gone.
#[test]
fn translation_of_ga_scan() {
    let out = check(xlate().args([
        "samples/ga/ga_scan.c",
        "--to",
        "upc",
        "--no-line-directives",
        "-o",
        "-",
    ]));
    insta::assert_snapshot!("upc_ga_scan", text(&out.stdout));
}

/// Separate compilation: `cc --to upc -c` makes an object; its link needs the library, which
/// `--ga` brings (without it the library's functions are undefined).
#[test]
fn objects_link_with_the_library_through_ga_flag() {
    let dir = scratch("ga-upc-separate");
    let obj = dir.join("ga_errors.o");
    let cc = |args: &[&str]| {
        let mut c = xlate();
        c.arg("cc").args(args).env("PGAS_XLATE_CACHE", cache());
        c
    };
    check(cc(&["--to", "upc", "-c", "tests/in/ga_upc/ga_errors.c", "-o"]).arg(&obj));
    let without = run(cc(&[]).arg(&obj).arg("-o").arg(dir.join("nolib")));
    assert!(
        !without.status.success(),
        "linked without the GA-on-UPC library"
    );
    assert!(
        text(&without.stderr).contains("gaupc_"),
        "{}",
        text(&without.stderr)
    );
    let exe = dir.join("prog");
    check(cc(&["--ga"]).arg(&obj).arg("-o").arg(&exe));
    let out = launch(2, &exe, &["none"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("no error"));
}

/// A GA program whose own identifiers are UPC's names (keywords such as `THREADS` and
/// `shared`, `upc_…` beside `c_upc_…`): each gets a name of its own, one-to-one, so the
/// `THREADS` that `MPI_Comm_size` becomes is UPC's; built natively, translated (`--to upcr`)
/// and translated back (`--to ga`), the same output on 1, 2 and 4 processes.
#[test]
fn program_names_that_are_upcs_names_match_ga() {
    let sample = root().join("tests/in/ga_upc/ga_upc_names.c");
    let upc_text = differential_of(&sample, "ga_upc_names");
    // `--layout=source` cannot keep the names as written: the file is the reprint, and says why.
    let laid = run(xlate()
        .arg(&sample)
        .args(["--to", "upc", "--layout=source", "-o", "-"]));
    assert!(
        text(&laid.stdout).starts_with(
            "/* pgas-xlate: --layout=source is not done for this file (the translation renames \
             the program's identifier `C_UPC_TOTAL`)"
        ),
        "{}",
        text(&laid.stdout)
    );
    for renamed in [
        "static int c_THREADS = 3;",
        "int c_c_upc_count = 5;",
        "int C_C_UPC_TOTAL = 40;",
        "typedef int c_shared;",
        "static int c_strict(int c_relaxed)",
        "int c_MYTHREAD = 7;",
        "int c_upc_count = 1, C_UPC_TOTAL = 2;",
        "*(pn + 0) = THREADS",
    ] {
        assert!(upc_text.contains(renamed), "{renamed}: {upc_text}");
    }
}

/// Communicator variables named like MPI's own (`mpi_comm_rows`, a split of the world;
/// `my_mpi_comm_world`, a copy of it) are the program's: MPI's rank, size and barrier on them
/// become the library's calls on the group, and print what MPI prints on 1, 2 and 4 processes;
/// a communicator argument with a side effect that the translation does not pass on (the
/// world's, to `upc_barrier` and `MYTHREAD`) is still evaluated.
#[test]
fn communicators_named_like_mpis_match_mpi() {
    let upc_text = matches_native("ga_mpi_names");
    for call in [
        "gaupc_mpi_comm_rank(mpi_comm_rows, &row_rank)",
        "gaupc_mpi_comm_size(mpi_comm_rows, &row_size)",
        "gaupc_mpi_barrier(mpi_comm_rows)",
        "gaupc_mpi_comm_rank(my_mpi_comm_world, &copy_rank)",
        "(void)(calls++, MPI_COMM_WORLD);",
        "(void)(calls++, MPI_COMM_WORLD), me = MYTHREAD;",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// MPI_Ibarrier/MPI_Wait on `GA_MPI_Comm()` (UPC's split-phase barrier through the library)
/// print what MPI prints, on 1, 2 and 4 processes.
#[test]
fn split_barrier_matches_mpi() {
    let upc_text = matches_native("ga_ibarrier");
    assert!(
        upc_text.contains("gaupc_mpi_ibarrier(&req)") && upc_text.contains("gaupc_mpi_wait(&req, "),
        "{upc_text}"
    );
}

/// MPI's collectives beside GA, on the world, a duplicate and a GA group's communicator:
/// translated to the library's calls, no MPI left, the same output as under MPI.
#[test]
fn mpi_collectives_match_mpi() {
    let upc_text = matches_native("ga_mpi");
    for call in [
        "allreduce",
        "alltoallv",
        "scatterv",
        "comm_pgroup",
        "comm_rank",
    ] {
        assert!(
            upc_text.contains(&format!("gaupc_mpi_{call}(")),
            "{call}: {upc_text}"
        );
    }
    assert!(!upc_text.contains("MPI_Allreduce("), "{upc_text}");
    assert!(!upc_text.contains("ompi_"), "{upc_text}");
}

/// The 64-bit forms GA 5.8 gets wrong (NGA_Scatter64 …), translated only: the program checks
/// itself and must pass on 1, 2 and 4 processes, printing the expected values.
#[test]
fn index64_forms_check_themselves() {
    let src = root().join("tests/in/ga_upc/ga_index64_self.c");
    let dir = scratch("ga-upc-index64-self");
    let translated = dir.join("translated");
    build_translated(&src, &translated);
    for n in [1, 2, 4] {
        let out = launch(n, &translated, &[]);
        let t = text(&out.stdout);
        assert!(out.status.success(), "on {n}: {t}{}", text(&out.stderr));
        assert_eq!(
            t,
            format!(
                "gather64: {} {} {}\nPASS: ga_index64_self\n",
                100 + n,
                200 + n,
                300 + n
            ),
            "on {n} processes"
        );
    }
}

/// TCGMSG's original names (sndrcv.h, which only the library has): `cc --to upc` finds the
/// library's header; the program prints the results of its collectives on 1, 2 and 4 processes.
#[test]
fn tcgmsg_original_names() {
    let dir = scratch("ga-upc-sndrcv");
    let exe = dir.join("sndrcv");
    check(
        xlate()
            .args(["cc", "--to", "upc", "tests/in/ga_upc/ga_sndrcv.c", "-o"])
            .arg(&exe)
            .env("PGAS_XLATE_CACHE", cache()),
    );
    for n in [1u32, 2, 4] {
        let out = launch(n, &exe, &[]);
        let t = text(&out.stdout);
        assert!(out.status.success(), "on {n}: {t}{}", text(&out.stderr));
        let s = n * (n - 1) / 2;
        assert_eq!(
            t,
            format!(
                "{n} processes: brdcst {}, dgop {n} {s} -{s}, igop {}: PASS\n",
                41 + n,
                n - 1
            ),
            "on {n} processes"
        );
    }
}

/// Builds tests/in/ga_upc/NAME.c natively and translated, compares the runs on 1, 2 and 4
/// processes (no round trip: the translation calls the library's MPI equivalents); returns
/// the translation.
fn matches_native(name: &str) -> String {
    let src = root().join(format!("tests/in/ga_upc/{name}.c"));
    let dir = scratch(&format!("ga-upc-{name}"));
    let native = dir.join("native");
    let translated = dir.join("translated");
    build_native(&src, &native);
    let upc = build_translated(&src, &translated);
    let upc_text = strip_comments(&std::fs::read_to_string(&upc).unwrap());
    for n in [1, 2, 4] {
        let a = mpirun(n, &native, &[]);
        let b = launch(n, &translated, &[]);
        let (ta, tb) = (text(&a.stdout), text(&b.stdout));
        assert!(
            a.status.success() && b.status.success(),
            "{name} on {n}:\n{ta}\n{tb}{}",
            text(&b.stderr)
        );
        assert!(ta.contains(&format!("PASS: {name}")), "{ta}");
        assert_eq!(ta, tb, "{name} on {n} processes");
    }
    upc_text
}

/// Arrays on process groups and the default group (GA_Set_pgroup, GA_Pgroup_set_default):
/// two disjoint groups work on their own arrays at the same time, GA's process numbers,
/// synchronisation, reductions, broadcasts and new arrays follow the default group, and its
/// communicator (`GA_MPI_Comm_pgroup_default`) is the group's; the same output as GA's.
#[test]
fn arrays_on_groups_match_ga() {
    let upc_text = matches_native("ga_pgroup_arrays");
    for call in ["GA_Set_pgroup(", "GA_Pgroup_set_default(", "GA_Nodeid()"] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
    assert!(
        upc_text.contains("gaupc_mpi_comm_pgroup_default()"),
        "{upc_text}"
    );
    assert!(!upc_text.contains("MYTHREAD"), "{upc_text}");
}

/// MPI's point-to-point calls between GA calls (send/receive, non-blocking with wait and
/// test, sendrecv, any source and tag with the status, MPI_Comm_split, a GA group's
/// communicator, a duplicate): translated to the library's calls, no MPI left, the same
/// output as under MPI.
#[test]
fn mpi_point_to_point_matches_mpi() {
    let upc_text = matches_native("ga_mpi_p2p");
    for call in [
        "send",
        "recv",
        "isend",
        "irecv",
        "waitall",
        "wait",
        "test",
        "sendrecv",
        "get_count",
        "comm_split",
    ] {
        assert!(
            upc_text.contains(&format!("gaupc_mpi_{call}(")),
            "{call}: {upc_text}"
        );
    }
    assert!(!upc_text.contains("MPI_Send("), "{upc_text}");
    assert!(!upc_text.contains("ompi_"), "{upc_text}");
}

/// TCGMSG's messages and shared counter (GA 5.8's `tcg_snd`, `tcg_rcv`, `tcg_probe`,
/// `tcg_nxtval`): the library's, through its MPI messages; the same output as GA's.
#[test]
fn tcgmsg_messages_match_ga() {
    let upc_text = matches_native("ga_tcg_p2p");
    for call in ["tcg_snd(", "tcg_rcv(", "tcg_probe(", "tcg_nxtval("] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// ARMCI's process groups (`ARMCI_Group_create`, rank, size, world, default, absolute id, free)
/// and the calls of its `message.h` (GA's test perf2 includes it, and it needs `ARMCI_Group`
/// from `armci.h`: the UPC build stopped there): the library's, over its process groups; the
/// same output as GA's.
#[test]
fn armci_groups_and_messages_match_ga() {
    let upc_text = matches_native("ga_armci_groups");
    for call in [
        "ARMCI_Group_create(",
        "ARMCI_Absolute_id(",
        "armci_msg_group_igop(",
        "armci_msg_brdcst(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// GA's linear solvers (`GA_Lu_solve`, `GA_Llt_solve`, `GA_Solve` with its LU fallback,
/// `GA_Spd_invert`) on distributed matrices: the same solutions as GA's (printed to 6
/// decimals) and the same results.
#[test]
fn linear_solvers_match_ga() {
    let upc_text = matches_native("ga_linalg");
    for call in [
        "GA_Lu_solve(",
        "GA_Llt_solve(",
        "GA_Solve(",
        "GA_Spd_invert(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// Ghost cells (`NGA_Create_ghosts`, `_irreg_config`, `GA_Update_ghosts`,
/// `NGA_Update_ghost_dir`, `NGA_NbGet_ghost_dir`, `NGA_Access_ghosts`,
/// `NGA_Access_ghost_element`, `GA_Has_ghosts`) in a 5-point stencil, collectives on a ghost
/// array, and the periodic transfers (`NGA_Periodic_get/put/acc`) across the array's ends: the
/// same output as GA's.
#[test]
fn ghost_cells_match_ga() {
    let upc_text = matches_native("ga_ghosts");
    for call in [
        "NGA_Create_ghosts(",
        "NGA_Create_ghosts_irreg_config(",
        "GA_Update_ghosts(",
        "NGA_Update_ghost_dir(",
        "NGA_NbGet_ghost_dir(",
        "NGA_Access_ghosts(",
        "NGA_Access_ghost_element(",
        "GA_Has_ghosts(",
        "NGA_Periodic_get(",
        "NGA_Periodic_put(",
        "NGA_Periodic_acc(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// GA's symmetric eigensolvers, `GA_Symmetrize` and `GA_Transpose`: the sequential forms
/// (`GA_Diag_std_seq`, `GA_Diag_seq`) print what GA prints (eigenvalues to 6 decimals,
/// eigenvectors to 4); the parallel forms (`GA_Diag_std`, `GA_Diag`, `GA_Diag_reuse`), which
/// the installed GA lacks (`peigs not interfaced`), must print what GA's sequential forms print.
#[test]
fn eigensolvers_match_ga() {
    let upc_text = matches_native("ga_diag");
    for call in [
        "GA_Diag_std_seq(",
        "GA_Diag_seq(",
        "GA_Diag_reuse(",
        "GA_Diag(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
    let dir = root().join("target/test-scratch/ga-upc-ga_diag");
    let native = mpirun(2, &dir.join("native"), &[]);
    let reference = text(&native.stdout);
    let lines = |out: &str, prefix: &str| -> Vec<String> {
        out.lines()
            .filter_map(|l| l.strip_prefix(prefix))
            .filter(|l| l.starts_with(' '))
            .map(str::to_string)
            .collect()
    };
    for n in [1, 2, 4] {
        let out = launch(n, &dir.join("translated"), &["all"]);
        let t = text(&out.stdout);
        assert!(out.status.success(), "on {n}: {t}{}", text(&out.stderr));
        for (parallel, sequential) in [
            ("std", "std_seq"),
            ("gen", "gen_seq"),
            ("reuse0", "gen_seq"),
            ("reuse1", "gen_seq"),
        ] {
            let got = lines(&t, parallel);
            assert_eq!(got.len(), 10, "{parallel} on {n}:\n{t}");
            assert_eq!(
                got,
                lines(&reference, sequential),
                "{parallel} on {n} processes"
            );
        }
    }
}

/// The 64-bit-index forms of the patch arithmetic, matrix multiplication, the block-cyclic and
/// tiled distributions, scans, packing and `NGA_Locate_region64`: the same output as GA's.
#[test]
fn index64_operations_match_ga() {
    let upc_text = matches_native("ga_index64_ops");
    for call in [
        "GA_Add_constant_patch64(",
        "NGA_Add_patch64(",
        "GA_Elem_minimum_patch64(",
        "GA_Dgemm64(",
        "GA_Sgemm64(",
        "GA_Cgemm64(",
        "GA_Zgemm64(",
        "GA_Matmul_patch64(",
        "GA_Set_block_cyclic_proc_grid64(",
        "NGA_Set_tiled_irreg_proc_grid64(",
        "NGA_Matmul_patch64(",
        "GA_Scan_copy64(",
        "GA_Unpack64(",
        "NGA_Locate_region64(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// Arrays larger than a fixed heap would hold (3 GB in all: 3 GB on 1 process, 750 MB each on
/// 4), twice, with no heap size given anywhere, as GA programs run: the library reserves the
/// heap from the node's memory and /dev/shm (docs/ga-on-upc.md, "Shared memory"); the same
/// output as GA's. A heap size the user gives still applies: with 256 MB the program stops
/// with the runtime's message.
#[test]
fn big_arrays_without_a_heap_size() {
    let upc_text = matches_native("ga_big_arrays");
    assert!(upc_text.contains("NGA_Create("), "{upc_text}");
    let exe = root().join("target/test-scratch/ga-upc-ga_big_arrays/translated");
    let out = run(Command::new("timeout")
        .arg(RUN_TIMEOUT)
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", "2"])
        .arg(&exe)
        .env("UPC_SHARED_HEAP_SIZE", "256MB"));
    let stderr = text(&out.stderr);
    assert!(
        !out.status.success() && stderr.contains("out of shared memory"),
        "{}{stderr}",
        text(&out.stdout)
    );
}

/// The calls of GA 5.8's ga.h the library added with their 64-bit forms: the patch dot
/// products of every type (transposed too), `GA_Abs_value_patch`, `GA_Recip_patch`,
/// `NGA_Select_elem`, the flat scatter/gather, the strided transfers, `GA_Median` and the
/// tiled distribution; the same output as GA's.
#[test]
fn patch_operations_match_ga() {
    let upc_text = matches_native("ga_patch_ops");
    for call in [
        "NGA_Ddot_patch64(",
        "NGA_Idot_patch64(",
        "NGA_Lldot_patch64(",
        "NGA_Zdot_patch(",
        "NGA_Cdot_patch64(",
        "GA_Abs_value_patch64(",
        "GA_Recip_patch(",
        "NGA_Select_elem64(",
        "NGA_Scatter_acc_flat64(",
        "NGA_Gather_flat64(",
        "NGA_Strided_acc64(",
        "NGA_Strided_get64(",
        "NGA_Set_tiled_proc_grid64(",
        "GA_Median(",
        "GA_Median_patch64(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// The process-group class (`GA_Pgroup_self`, `GA_Pgroup_duplicate`, `GA_Pgroup_absolute_id`,
/// `GA_Get_pgroup`, `GA_Get_pgroup_size`), the queries (`GA_Nblock`, `NGA_Proc_topology`,
/// `GA_Get_proc_index`, `GA_Verify_handle`, `GA_Check_handle`, the debug flag, the node lists
/// …), `GA_Abs_value`, `GA_Recip` and the complex reductions `GA_Zgop`/`GA_Cgop`, with their
/// `NGA_` spellings: the same output as GA's.
#[test]
fn more_api_matches_ga() {
    let upc_text = matches_native("ga_more_api");
    for call in [
        "GA_Pgroup_self()",
        "NGA_Pgroup_self()",
        "GA_Pgroup_duplicate(",
        "NGA_Pgroup_absolute_id(",
        "NGA_Get_pgroup(",
        "NGA_Get_pgroup_size(",
        "NGA_Nblock(",
        "NGA_Get_dimension(",
        "GA_Check_handle(",
        "NGA_Verify_handle(",
        "NGA_Set_debug(",
        "NGA_Get_debug()",
        "NGA_Inquire_name(",
        "NGA_Memory_avail()",
        "NGA_Memory_limited()",
        "NGA_Inquire_memory()",
        "NGA_Is_mirrored(",
        "NGA_Proc_topology(",
        "GA_Cluster_proc_nodeid(",
        "NGA_List_nodeid(",
        "NGA_Get_proc_grid(",
        "NGA_Get_proc_index(",
        "GA_Abs_value(",
        "GA_Recip(",
        "GA_Zgop(",
        "GA_Cgop(",
        "NGA_Igop(",
        "NGA_Dgop(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// GA's step-length helpers for bound-constrained optimisation (`GA_Step_max`,
/// `GA_Step_bound_info` and their patch and `64` forms, on double, float, int and long arrays,
/// with zero and negative direction components and "infinite" steps), `GA_Randomize` (the same
/// values as GA's, from the seeded C generator), `GA_Mask_sync` on the collectives that honour
/// it (a fill masked at both ends runs inside a split-phase barrier, where a barrier would stop
/// the UPC program), and the non-blocking field transfers: the same output as GA's. Then, in the library only
/// (the installed GA 5.8 gets them wrong), the helpers on proper patches against known values
/// and `GA_Print_patch`, which must print what `NGA_Print_patch` prints for the same patch.
#[test]
fn misc_api_matches_ga() {
    let upc_text = matches_native("ga_misc_api");
    for call in [
        "GA_Step_max(",
        "GA_Step_max_patch64(",
        "GA_Step_bound_info(",
        "GA_Step_bound_info_patch(",
        "GA_Step_bound_info_patch64(",
        "GA_Randomize(",
        "NGA_Randomize(",
        "GA_Mask_sync(",
        "NGA_Mask_sync(",
        "NGA_Nbget_field(",
        "NGA_Nbput_field(",
        "NGA_Error(",
        "GA_Print_patch(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
    let exe = root().join("target/test-scratch/ga-upc-ga_misc_api/translated");
    for n in [1, 2, 4] {
        let out = launch(n, &exe, &["self"]);
        let t = text(&out.stdout);
        assert!(out.status.success(), "on {n}: {t}{}", text(&out.stderr));
        assert!(
            t.contains("PASS: ga_misc_api") && !t.contains("FAIL"),
            "on {n}: {t}"
        );
        assert!(
            t.contains("patches: step max 0.6 1.5, bound info 0 0 6\n"),
            "on {n}: {t}"
        );
        // GA_Print_patch(g, 1, 3, 2, 4, 1), then NGA_Print_patch of the same patch; then a
        // column, unpretty, both ways: each pair prints the same text.
        let prints: Vec<&str> = t.split("\n global array: ").skip(1).collect();
        assert_eq!(prints.len(), 4, "on {n}: {t}");
        assert!(prints[0].starts_with("P[3:5,2:4]"), "on {n}: {t}");
        assert!(
            prints[0].contains("   3         12       22       32"),
            "on {n}: {t}"
        );
        assert_eq!(prints[0], prints[1], "on {n}");
        assert!(prints[2].starts_with("P[6:6,1:5]"), "on {n}: {t}");
        assert!(prints[2].contains("P(6,5) = 45"), "on {n}: {t}");
        assert_eq!(
            prints[2],
            prints[3].trim_end_matches("PASS: ga_misc_api\n"),
            "on {n}"
        );
    }
}

/// `NGA_Error` stops every process with its message, naming the call site, and the exit status
/// GA 5.8 gives: the code (42 here), on 1, 2 and 4 processes; the native GA exits with 42 too.
#[test]
fn nga_error_stops_with_its_code() {
    let src = root().join("tests/in/ga_upc/ga_misc_api.c");
    let dir = scratch("ga-upc-nga-error");
    let native = dir.join("native");
    let translated = dir.join("translated");
    build_native(&src, &native);
    build_translated(&src, &translated);
    let ga = mpirun(2, &native, &["error"]);
    assert_eq!(ga.status.code(), Some(42), "{}", text(&ga.stderr));
    for n in [1, 2, 4] {
        let out = launch(n, &translated, &["error"]);
        let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(42), "on {n}: {all}");
        let expected = format!(
            "tests/in/ga_upc/ga_misc_api.c:365: GA error in NGA_Error: {}:the misc test stops here: 42",
            n - 1
        );
        assert!(
            all.lines().any(|l| l.ends_with(&expected)),
            "on {n}: no `{expected}` line:\n{all}"
        );
        assert!(!all.contains("no error"), "on {n}: the program went on");
    }
}

/// GA's block-cyclic distribution without a process grid (`GA_Set_block_cyclic` and its
/// spellings) with the distribution queries and the library's operations on such arrays, the
/// direct access to blocks (`NGA_Access_block`, `_grid`, `_segment`, their 64 forms, the six
/// releases) and `GA_Set_irreg_flag`: the same output as GA's on 1, 2 and 4 processes.
#[test]
fn block_cyclic_matches_ga() {
    let upc_text = matches_native("ga_block_cyclic");
    for call in [
        "GA_Set_block_cyclic(",
        "NGA_Set_block_cyclic(",
        "GA_Set_block_cyclic64(",
        "NGA_Set_block_cyclic64(",
        "NGA_Get_block_info(",
        "NGA_Locate_num_blocks(",
        "NGA_Access_block(",
        "NGA_Access_block64(",
        "NGA_Access_block_grid(",
        "NGA_Access_block_grid64(",
        "NGA_Access_block_segment(",
        "NGA_Access_block_segment64(",
        "NGA_Release_block(",
        "NGA_Release_update_block(",
        "NGA_Release_block_grid(",
        "NGA_Release_update_block_grid(",
        "NGA_Release_block_segment(",
        "NGA_Release_update_block_segment(",
        "GA_Set_irreg_flag(",
        "NGA_Set_irreg_flag(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
}

/// What the installed GA 5.8 gets wrong on block-cyclic and tiled arrays, the library checked
/// against known output instead (`ga_block_cyclic_self_N.txt`): `GA_Print_distribution` of a
/// block-cyclic array (GA's lists only some processes on 2 and 4), an array of fewer blocks
/// than processes (GA stops in `NGA_Get`), `NGA_Locate_num_blocks` of a patch inside one block
/// (GA counts 0) and `NGA_Access_block_grid` on tiled arrays (GA's pointers miss the blocks).
#[test]
fn block_cyclic_where_ga_fails() {
    let src = root().join("tests/in/ga_upc/ga_block_cyclic.c");
    let dir = scratch("ga-upc-block-cyclic-self");
    let translated = dir.join("translated");
    build_translated(&src, &translated);
    for n in [1, 2, 4] {
        let want = std::fs::read_to_string(
            root().join(format!("tests/in/ga_upc/ga_block_cyclic_self_{n}.txt")),
        )
        .unwrap();
        let out = launch(n, &translated, &["self"]);
        let t = text(&out.stdout);
        assert!(out.status.success(), "on {n}: {t}{}", text(&out.stderr));
        assert_eq!(t, want, "on {n} processes");
    }
}

/// Mirrored arrays (`GA_Set_pgroup`/`NGA_Create_config` on `GA_Pgroup_get_mirror()`,
/// `GA_Merge_mirrored`, `NGA_Merge_distr_patch`, `GA_Is_mirrored`), `GA_Overlay`,
/// `GA_Deallocate`, `GA_Set_property`, `GA_Register_stack_memory`, `GA_Set_memory_dev`. The
/// installed GA counts every process as a node, so the translation runs with
/// `UPCR_FORCE_RMA=1` (every process a node of its own, its copy separate) and must print
/// what GA prints on 1, 2 and 4 processes. With "all" (also the calls GA 5.8 gets wrong:
/// `NGA_Merge_distr_patch64` on several nodes, a failed overlay) the program checks every
/// value against what the node layout implies, on one node of n processes (where a mirrored
/// array is the world's, as in GA) and on n nodes.
#[test]
fn mirrored_arrays_match_ga() {
    let src = root().join("tests/in/ga_upc/ga_mirrored.c");
    let dir = scratch("ga-upc-ga_mirrored");
    let native = dir.join("native");
    let translated = dir.join("translated");
    build_native(&src, &native);
    let upc = build_translated(&src, &translated);
    let upc_text = strip_comments(&std::fs::read_to_string(&upc).unwrap());
    for call in [
        "GA_Pgroup_get_mirror()",
        "NGA_Create_config(",
        "GA_Merge_mirrored(",
        "NGA_Merge_mirrored(",
        "NGA_Merge_distr_patch(",
        "NGA_Merge_distr_patch64(",
        "GA_Overlay(",
        "NGA_Overlay(",
        "GA_Deallocate(",
        "NGA_Deallocate(",
        "GA_Set_property(",
        "GA_Unset_property(",
        "GA_Register_stack_memory(",
        "GA_Set_memory_dev(",
    ] {
        assert!(upc_text.contains(call), "{call}: {upc_text}");
    }
    let rma = [("UPCR_FORCE_RMA", "1")];
    for n in [1, 2, 4] {
        let a = mpirun(n, &native, &[]);
        let b = launch_with(n, &translated, &[], &rma);
        let (ta, tb) = (text(&a.stdout), text(&b.stdout));
        assert!(
            a.status.success() && b.status.success(),
            "ga_mirrored on {n}:\n{ta}\n{tb}{}",
            text(&b.stderr)
        );
        assert!(ta.contains("PASS: ga_mirrored"), "{ta}");
        assert!(
            ta.starts_with(&format!("{n} processes, {n} nodes\n")),
            "{ta}"
        );
        assert_eq!(ta, tb, "ga_mirrored on {n} processes");
        for (envs, nodes) in [(&[][..], 1), (&rma[..], n)] {
            let c = launch_with(n, &translated, &["all"], envs);
            let tc = text(&c.stdout);
            assert!(c.status.success(), "on {n}: {tc}{}", text(&c.stderr));
            assert!(
                tc.starts_with(&format!("{n} processes, {nodes} nodes\n"))
                    && tc.contains("\nlast row of d:")
                    && tc.contains("\ntoo large an overlay: 0")
                    && tc.ends_with("PASS: ga_mirrored\n")
                    && !tc.contains("FAIL"),
                "ga_mirrored all on {n} processes, {nodes} nodes:\n{tc}"
            );
        }
    }
}

/// `MPI_Abort` on a communicator variable (a GA group's, as GA's `lock.c` calls it) ends the
/// whole job with its code, as under MPI: translated to `upc_global_exit`, on 1, 2 and 4
/// processes.
#[test]
fn abort_on_a_group_communicator_ends_the_job() {
    let src = root().join("tests/in/ga_upc/ga_abort.c");
    let dir = scratch("ga-upc-abort");
    let translated = dir.join("translated");
    let upc = build_translated(&src, &translated);
    let upc_text = strip_comments(&std::fs::read_to_string(upc).unwrap());
    assert!(upc_text.contains("upc_global_exit(7)"), "{upc_text}");
    for n in [1, 2, 4] {
        let out = launch(n, &translated, &[]);
        let t = text(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(7),
            "on {n}: {t}{}",
            text(&out.stderr)
        );
        assert!(
            t.contains("aborting with 7") && !t.contains("after the abort"),
            "on {n}: {t}"
        );
    }
}

/// Every function the installed GA's `ga.h` declares is a macro of the library's `ga.h` and a
/// row of the translator's table (`src/backend/upc/ga_api.rs`): one interface for both.
#[test]
fn every_function_of_the_installed_ga_h_is_in_the_library() {
    let installed = std::fs::read_to_string("/usr/include/ga.h")
        .expect("the installed GA's header, /usr/include/ga.h (libglobalarrays-dev)");
    let ours = std::fs::read_to_string(root().join("runtime-aux/ga-upc/ga.h")).unwrap();
    let table = std::fs::read_to_string(root().join("src/backend/upc/ga_api.rs")).unwrap();
    // Identifiers followed by `(`: the declared functions.
    let mut names: Vec<&str> = vec![];
    let mut rest = installed.as_str();
    while let Some(start) = rest.find(|c: char| c.is_ascii_alphabetic() || c == '_') {
        rest = &rest[start..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let (word, after) = rest.split_at(end);
        if (word.starts_with("GA_") || word.starts_with("NGA_"))
            && after.trim_start().starts_with('(')
        {
            names.push(word);
        }
        rest = after;
    }
    names.sort_unstable();
    names.dedup();
    assert!(names.len() > 400, "{} functions found", names.len());
    let missing: Vec<&&str> = names
        .iter()
        .filter(|n| {
            !ours.contains(&format!("#define {n}(")) || !table.contains(&format!("\"{n}\""))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "not in the library or its table: {missing:?}"
    );
}

/// New arrays read as zero, as GA 5.8's do in practice (programs read arrays they never wrote):
/// arrays of four types, duplicates and arrays made through a handle, created after others
/// were filled and destroyed, read through `NGA_Get` and `NGA_Access`; the same output as GA's.
/// (The library's heap handed the destroyed arrays' memory to the new ones, values and all.)
#[test]
fn new_arrays_read_as_zero_as_in_ga() {
    matches_native("ga_fresh_zero");
}

/// A local array of main read where `NGA_Get` did not write it, as GA's unit test
/// `ga_add_patch` does: zeros, as natively (main runs on zeroed stack; the start-up before it
/// left 35 to 144 non-zero ints in the 62 never written, on 1 to 4 processes).
#[test]
fn unwritten_stack_reads_as_zero_as_in_ga() {
    matches_native("ga_stack_zero");
}

/// Leading dimensions smaller than the patch's extent, which GA 5.8 takes (its unit tests get
/// a 3 x 3 patch into a buffer with ld 2): the rows overlap as in GA, for `NGA_Get`, `NGA_Put`
/// and `NGA_Acc`, from the owner and from another process, and a one-row patch with ld 0; the
/// same output as GA's (the library stopped with a leading-dimension error).
#[test]
fn leading_dimensions_smaller_than_the_patch_as_in_ga() {
    matches_native("ga_short_ld");
}

/// `NGA_Matmul_patch` with a vector along a middle dimension of a 3-D array, a row or a column
/// of its matrix as the other patches need (a 4 x 1 product into a 1 x 4 x 1 patch of C), as
/// operand and as result; the same output as GA's (the library stopped: dimensions do not
/// agree).
#[test]
fn matmul_patch_vectors_as_in_ga() {
    matches_native("ga_matmul_vectors");
}

/// GA's own names of the LAPACK and BLAS routines it carries (`gal_dgetrf_`, `gal_dgetrs_`,
/// `gal_dtrsm_`, `gal_?gemm_` with GA 5.8's 8-byte Fortran integers, `xb_?gemm`), which its
/// library exports and its test programs call: they link and compute what GA's do (they did
/// not link: undefined references).
#[test]
fn gal_lapack_names_link_as_in_ga() {
    matches_native("ga_gal_lapack");
}

/// `GA_Set_restricted` and `GA_Set_restricted_range` on an array already allocated (GA's unit
/// test ga_set_restricted.c does it): taken as GA 5.8 takes them, the program goes on and a
/// later restricted array works; the same output as GA's (the library stopped: "Cannot set
/// restricted process list on array that has been allocated").
#[test]
fn set_restricted_after_allocation_as_in_ga() {
    matches_native("ga_restricted_late");
}

/// A GA program whose threads call GA at once (`MPI_THREAD_MULTIPLE`, four POSIX threads per
/// process: `NGA_Read_inc`, `NGA_Put`, `NGA_Acc`, `NGA_Get`), as GA's threadsafec.c and
/// thread_perf_*.c: every task done once, every element right; the same output as GA's, also
/// with every process a node of its own (`UPCR_FORCE_RMA=1`, the runtime's MPI path). Two
/// threads of one process took the same UPC lock before ("upc_lock of a lock this thread
/// already holds" on 4 processes).
#[test]
fn threads_calling_ga_at_once_as_in_ga() {
    matches_native("ga_threads");
    let dir = root().join("target/test-scratch/ga-upc-ga_threads");
    for n in [2, 4] {
        let native = mpirun(n, &dir.join("native"), &[]);
        let out = launch_with(n, &dir.join("translated"), &[], &[("UPCR_FORCE_RMA", "1")]);
        assert!(
            out.status.success(),
            "on {n}: {}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        assert_eq!(
            text(&native.stdout),
            text(&out.stdout),
            "{n} processes, each a node"
        );
    }
}

/// MPI's unsigned, short, signed char, long double and fixed-width types (`MPI_UINT64_T` ...)
/// beside GA, in reductions (where an unsigned maximum differs from a signed one), a broadcast
/// and point-to-point messages: the same output as under MPI, on 1, 2 and 4 processes.
#[test]
fn mpi_datatypes_match_mpi() {
    let upc_text = matches_native("ga_mpi_types");
    assert!(upc_text.contains("gaupc_mpi_sendrecv("), "{upc_text}");
}
