//! What programs written for other UPC compilers rely on (issue 14): source files in a legacy
//! encoding, user functions named like the library, and the extensions and spellings other
//! compilers accept. Each program of `tests/in/real` is built under both UPC backends and run on
//! 1, 2 and 4 processes (each run under a time limit); the output must be the expected one,
//! byte for byte, and the same under both backends.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn input(name: &str) -> PathBuf {
    root().join("tests/in/real").join(name)
}

/// Builds `src` with `pgas-xlate cc --to target` into `dir`; panics with the messages on failure.
fn build(dir: &Path, src: &Path, target: &str, extra: &[&str]) -> PathBuf {
    let exe = dir.join(format!(
        "{}_{target}",
        src.file_stem().unwrap().to_string_lossy()
    ));
    check(
        xlate()
            .args(["cc", "--to", target])
            .args(extra)
            .env("PGAS_XLATE_CACHE", cache())
            .arg(src)
            .arg("-o")
            .arg(&exe),
    );
    exe
}

/// Runs `exe` with `pgas-xlate run` on `n` processes (at most 300 s).
fn launch(exe: &Path, n: u32) -> std::process::Output {
    launch_upc(exe, n, 300)
}

/// Runs `exe` on `n` processes (at most 300 s); its standard output.
fn run_on(exe: &Path, n: u32) -> Vec<u8> {
    run_upc(exe, n, 300)
}

/// Runs `exe` with the argument `arg` on `n` processes (at most 300 s).
fn launch_with_arg(exe: &Path, n: u32, arg: &str) -> std::process::Output {
    run(Command::new("timeout")
        .arg("300")
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", &n.to_string()])
        .arg(exe)
        .arg(arg))
}

/// `name` built under both backends and run with the argument `arg` on each count of `procs`:
/// a runtime error whose report contains `message`, status 1, nothing on standard output.
fn fails_everywhere(name: &str, arg: &str, procs: &[u32], message: &str) {
    let dir = scratch(&format!("real-fails-{name}-{arg}"));
    for target in ["upcr", "ga"] {
        let exe = build(&dir, &input(name), target, &[]);
        for &n in procs {
            let out = launch_with_arg(&exe, n, arg);
            let err = text(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "--to {target} on {n}: {err}");
            assert_eq!(text(&out.stdout), "", "--to {target} on {n}");
            assert!(
                err.contains("UPC runtime error (thread ") && err.contains(message),
                "--to {target} on {n}: {err}"
            );
        }
    }
}

/// Builds `name` under both backends and runs it on 1, 2 and 4 processes: the output must be
/// `expected(threads)`.
fn runs_everywhere(name: &str, extra: &[&str], expected: &dyn Fn(u32) -> Vec<u8>) {
    let dir = scratch(&format!("real-{name}"));
    for target in ["upcr", "ga"] {
        let exe = build(&dir, &input(name), target, extra);
        for n in [1, 2, 4] {
            let out = run_on(&exe, n);
            assert_eq!(
                text(&out),
                text(&expected(n)),
                "{name} --to {target} on {n} processes"
            );
            assert_eq!(out, expected(n), "{name} --to {target} on {n}: bytes");
        }
    }
}

/// The comments, string literals and character constants of C text that hold a byte ≥ 0x80.
fn non_ascii_pieces(src: &[u8]) -> Vec<Vec<u8>> {
    let mut pieces = vec![];
    let mut i = 0;
    while i < src.len() {
        let end = if src[i..].starts_with(b"/*") {
            i + 2 + src[i + 2..].windows(2).position(|w| w == b"*/").unwrap() + 2
        } else if src[i..].starts_with(b"//") {
            i + src[i..].iter().position(|&b| b == b'\n').unwrap()
        } else if src[i] == b'"' || src[i] == b'\'' {
            let mut j = i + 1;
            while src[j] != src[i] {
                j += if src[j] == b'\\' { 2 } else { 1 };
            }
            j + 1
        } else {
            i + 1
        };
        if src[i..end].iter().any(|&b| b >= 0x80) {
            pieces.push(src[i..end].to_vec());
        }
        i = end;
    }
    pieces
}

#[test]
fn latin1_text_is_copied_byte_for_byte_by_every_target() {
    let dir = scratch("real-latin1-translate");
    for (file, targets) in [
        ("latin1.c", &["c", "upc"][..]),
        ("latin1.upc", &["upcr", "ga"][..]),
    ] {
        let src = std::fs::read(input(file)).unwrap();
        assert!(
            std::str::from_utf8(&src).is_err(),
            "{file} must not be UTF-8"
        );
        let pieces = non_ascii_pieces(&src);
        assert!(pieces.len() >= 4, "{file}: {} pieces", pieces.len());
        for target in targets {
            let out = dir.join(format!("{file}.{target}.out"));
            check(
                xlate()
                    .arg(input(file))
                    .args(["--to", target, "-o"])
                    .arg(&out),
            );
            let got = std::fs::read(&out).unwrap();
            for p in &pieces {
                assert!(
                    got.windows(p.len()).any(|w| w == &p[..]),
                    "{file} --to {target}: {:?} not in the output",
                    text(p)
                );
            }
            // Nothing else changed encoding: every non-ASCII byte of the output is one of
            // the input's.
            let count = |b: &[u8]| b.iter().filter(|&&c| c >= 0x80).count();
            let expected: usize = pieces.iter().map(|p| count(p)).sum();
            assert_eq!(count(&got), expected, "{file} --to {target}");
        }
    }
    // The C program also compiles and prints its Latin-1 string as gcc's build of it does.
    let out = dir.join("latin1_c.c");
    check(
        xlate()
            .arg(input("latin1.c"))
            .args(["--to", "c", "-o"])
            .arg(&out),
    );
    let exe = dir.join("latin1_c");
    check(Command::new("cc").arg(&out).arg("-o").arg(&exe));
    assert_eq!(
        run(&mut Command::new(&exe)).stdout,
        b"d\xe9j\xe0 vu 7 252\n".to_vec()
    );
}

#[test]
fn latin1_program_runs_under_both_backends() {
    runs_everywhere("latin1.upc", &[], &|_| {
        b"caf\xe9 na\xefve, \xc3\xa9t\xc3\xa9 (UTF-8)|25|233|1\n\xa7 \xe9\n".to_vec()
    });
}

#[test]
fn latin1_byte_outside_a_literal_is_an_error_at_its_place() {
    let dir = scratch("real-latin1-error");
    let src = dir.join("stray.c");
    std::fs::write(
        &src,
        b"int main(void) {\n  int \xe9t\xe9 = 1;\n  return 0;\n}\n",
    )
    .unwrap();
    let out = run(xlate().arg(&src).args(["--to", "c", "-o", "-"]));
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("error[E0002]: invalid byte 0xE9 in program text (not UTF-8)"),
        "{err}"
    );
    assert!(err.contains("stray.c:2:7"), "{err}");
    // A diagnostic after Latin-1 text on the same line gets the file's byte column.
    let src = dir.join("col.c");
    std::fs::write(
        &src,
        b"int main(void) {\n  const char *s = \"\xe9\xe9\"; int y = nothere;\n  return 0;\n}\n",
    )
    .unwrap();
    let out = run(xlate().arg(&src).args(["--to", "c", "-o", "-"]));
    assert!(
        text(&out.stderr).contains("col.c:2:33"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn program_functions_named_like_the_library_are_the_programs() {
    runs_everywhere("library_names.upc", &[], &|n| {
        format!(
            "tot {}\npick {} 3 3 {}\nowner {}\nheap 50 70\nsum 6\n",
            11 * n,
            4 * n - 1,
            1 % n,
            n - 1
        )
        .into_bytes()
    });
}

#[test]
fn a_library_name_the_program_declares_is_called_as_declared() {
    // upc_all_permute declared by the program's header with a phaseless parameter and defined
    // in the program's other file: the program's function runs (it counts its calls), under
    // both backends.
    let other = input("own_collective_impl.upc");
    runs_everywhere("own_collective.upc", &[other.to_str().unwrap()], &|n| {
        let vals: Vec<String> = (0..n)
            .flat_map(|b| (0..3).map(move |i| (100 * ((b + n - 1) % n) + i).to_string()))
            .collect();
        format!("{}\ncalls 7\n", vals.join(" ")).into_bytes()
    });
}

#[test]
fn early_forall_spelling_is_upc_forall_with_a_warning() {
    let src = input("forall_spelling.upc");
    let out = run(xlate().arg(&src).args(["--to", "upcr", "-o", "/dev/null"]));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert_eq!(err.matches("warning[").count(), 1, "{err}");
    assert!(
        err.contains("warning[W0207]: `forall` is an early spelling of `upc_forall`")
            && err.contains("forall_spelling.upc:13:3"),
        "{err}"
    );
    let strict = run(xlate().arg(&src).args([
        "--to",
        "upcr",
        "--std=upc1.3",
        "-pedantic-errors",
        "-o",
        "/dev/null",
    ]));
    assert_eq!(strict.status.code(), Some(1));
    assert!(text(&strict.stderr).contains("error[E0215]"));
    runs_everywhere("forall_spelling.upc", &[], &|n| {
        let sum: u32 = (1..=4 * n).sum();
        let mut s = format!("sum {sum}\n");
        for t in 0..n {
            s += &format!("thread {t} foreign 0\n");
        }
        s.into_bytes()
    });
}

#[test]
fn sizes_of_shared_arrays_of_2_to_the_32_elements_are_computed_in_size_t() {
    // 4-byte elements: 2^30 * THREADS of them cyclic; 2^32 * THREADS in blocks of 65536
    // (65536 blocks on each thread); 2^32 with indefinite block size (all on one thread).
    runs_everywhere("huge_sizes.upc", &[], &|n| {
        let n = u64::from(n);
        format!(
            "cyclic sizeof {}\ncyclic localsizeof {}\nblocked localsizeof {}\nindefinite localsizeof {}\n",
            4 * (1u64 << 30) * n,
            4 * (1u64 << 30),
            4 * (1u64 << 32),
            4 * (1u64 << 32)
        )
        .into_bytes()
    });
}

/// Shared arrays of private pointers to arrays and to functions, relaxed and strict (under
/// `--to ga` the element helpers return such pointers, spelled around the function's name).
#[test]
fn shared_arrays_of_pointers_to_arrays_and_functions_run_under_both_backends() {
    runs_everywhere("pointer_elements.upc", &[], &|n| {
        (0..n)
            .map(|t| format!("thread {t}: {}\n", (13 + 2 * t) * (t + 2)))
            .collect::<String>()
            .into_bytes()
    });
}

/// A loop over a private pointer-to-shared whose body changes the pointer only in a nested
/// `for`'s declaration, a list initializer, a compound literal or a nested `upc_forall`'s
/// affinity: the pointer is not read through a local pointer computed before the loop (was
/// silently 4 instead of 400 under both backends).
#[test]
fn pointer_changes_in_loop_headers_and_initializers_are_seen() {
    runs_everywhere("loop_changes_in_headers.upc", &[], &|n| {
        (0..n)
            .map(|t| format!("thread {t}: 400 400 400 400\n"))
            .collect::<String>()
            .into_bytes()
    });
}

#[test]
fn spellings_other_compilers_accept_run_under_both_backends() {
    runs_everywhere("accepted_spellings.upc", &[], &|n| {
        format!("sizes 8 0 40 12 0\naffinity mismatches 0\nlocal_alloc {n} of {n}\n").into_bytes()
    });
}

#[test]
fn bupc_utility_functions_run_under_both_backends() {
    runs_everywhere("bupc_utilities.upc", &[], &|n| {
        format!(
            "counter {}\nbits {}\nwinner valid 1\ndistance ok {n} of {n}\nchecks failed 0\n",
            50 * n * (n + 1) / 2,
            (1u32 << n) - 1
        )
        .into_bytes()
    });
}

#[test]
fn bupc_semaphores_pass_data_around_a_ring_under_both_backends() {
    runs_everywhere("bupc_semaphores.upc", &[], &|_| {
        b"rounds 20 errors 0\n".to_vec()
    });
}

#[test]
fn bupc_vis_and_address_utilities_run_under_both_backends() {
    runs_everywhere("bupc_vis.upc", &[], &|n| {
        format!("vis ok on {n}\n").into_bytes()
    });
}

/// bupc_collectivev.h: every collective over values, on integer, floating, structure and
/// pointer-to-shared values (the header was missing: "No such file").
#[test]
fn bupc_value_collectives_run_under_both_backends() {
    runs_everywhere("bupc_collectivev.upc", &[], &|n| {
        format!("collectivev on {n} threads: 0 failures\n").into_bytes()
    });
}

/// bupc_assert_type over UPC types: sharing, block sizes and qualifiers at every level count
/// (the C compiler saw `__typeof__(shared int)` untranslated, and `const int` was `int`).
#[test]
fn bupc_assert_type_compares_upc_types_under_both_backends() {
    runs_everywhere("bupc_assert_type.upc", &[], &|_| {
        b"assert_type: 0 failures\n".to_vec()
    });
}

/// bupc_all_reduce_all<T> of upc_collective.h (it did not exist: implicit declaration, then an
/// undefined symbol at link time).
#[test]
fn bupc_all_reduce_all_runs_under_both_backends() {
    runs_everywhere("bupc_reduce_all.upc", &[], &|n| {
        format!("reduce_all on {n} threads: 0 failures\n").into_bytes()
    });
}

/// The older and `upc_` spellings (upc_dump_shared, UPC_DUMP_MIN_LENGTH, upc_atomic<T>_<op>
/// under BUPC_USE_UPC_NAMESPACE) and bupc_getenv: none of them existed.
#[test]
fn more_bupc_names_run_under_both_backends() {
    runs_everywhere("bupc_more_names.upc", &[], &|n| {
        format!("more names on {n} threads: 0 failures\n").into_bytes()
    });
}

#[test]
fn bupc_exit_ends_the_thread_with_its_status_under_both_backends() {
    let dir = scratch("real-bupc-exit");
    for target in ["upcr", "ga"] {
        let exe = build(&dir, &input("bupc_exit.upc"), target, &[]);
        for n in [1u32, 2, 4] {
            let out = launch(&exe, n);
            assert_eq!(
                out.status.code(),
                Some(3),
                "--to {target} on {n}: {}",
                text(&out.stderr)
            );
            assert_eq!(
                text(&out.stdout),
                format!("leaving with {n} of {n}"),
                "--to {target} on {n}"
            );
            assert_eq!(text(&out.stderr), "", "--to {target} on {n}");
        }
    }
}

/// bupc_extern.h: a C main (with MPI calls) starts the runtime with bupc_init or
/// bupc_init_reentrant and calls UPC functions of another file, the bupc_extern_ functions
/// between (none of them existed: the header was "No such file").
#[test]
fn a_c_main_calls_into_upc_through_bupc_extern_under_both_backends() {
    let dir = scratch("real-bupc-extern");
    for (how, extra) in [("init", &[][..]), ("reentrant", &["-DREENTRANT"][..])] {
        for target in ["upcr", "ga"] {
            let exe = dir.join(format!("extern_{how}_{target}"));
            check(
                xlate()
                    .args(["cc", "--to", target])
                    .args(extra)
                    .env("PGAS_XLATE_CACHE", cache())
                    .arg(input("bupc_extern_main.c"))
                    .arg(input("bupc_extern_part.upc"))
                    .arg("-o")
                    .arg(&exe),
            );
            for n in [1u32, 2, 4] {
                let out = launch(&exe, n);
                assert_eq!(
                    out.status.code(),
                    Some(0),
                    "{how} --to {target} on {n}: {}",
                    text(&out.stderr)
                );
                let sum = 5 + 5 * n * (n + 1);
                let threads = n * (n - 1) / 2;
                assert_eq!(
                    text(&out.stdout),
                    format!(
                        "{n} threads (argc 1): sum {sum}, MPI sum of thread numbers {threads}\n"
                    ),
                    "{how} --to {target} on {n}"
                );
            }
        }
    }
}

/// bupc_init and bupc_init_reentrant called by a UPC main: the runtime has started, neither
/// starts it again (bupc_init would have started it a second time).
#[test]
fn bupc_init_in_a_upc_main_does_not_start_the_runtime_again() {
    runs_everywhere("bupc_init_in_upc.upc", &[], &|n| {
        format!("{n} threads, argc sum {n}\n").into_bytes()
    });
}

/// main runs on zeroed stack, as a fresh process's main does: a local array never written reads
/// as zero (the start-up before main left 2,000 to 9,000 of its 4,096 ints per thread not zero).
#[test]
fn main_finds_its_stack_zeroed_under_both_backends() {
    runs_everywhere("stack_zero.upc", &[], &|_| b"ints not zero: 0\n".to_vec());
}

#[test]
fn upc_spellings_of_the_bupc_extensions_run_under_both_backends() {
    runs_everywhere("bupc_upc_names.upc", &[], &|n| {
        format!("upc_ names ok on {n} of {n}\n").into_bytes()
    });
}

#[test]
fn tentative_shared_scalar_address_in_a_file_scope_initializer() {
    // `shared int *shared p = &x;` at file scope with `x` defined tentatively (also in a header
    // every file includes): `--to ga` wrote the initializer's `x_ref()` without defining it.
    runs_everywhere("tentative_shared.upc", &[], &|n| {
        format!("hits {} total 3 same 1\n", 10 * n).into_bytes()
    });
    // Both files of that shape compile with -c under both backends.
    let dir = scratch("real-tentative-c");
    for target in ["upcr", "ga"] {
        for name in ["tentative_shared.upc", "tentative_shared_other.upc"] {
            let obj = dir.join(format!("{name}.{target}.o"));
            let out = run(xlate()
                .env("PGAS_XLATE_CACHE", cache())
                .args(["cc", "--to", target, "-c"])
                .arg(input(name))
                .arg("-o")
                .arg(&obj));
            assert!(
                out.status.success() && obj.exists(),
                "{name} --to {target}: {}",
                text(&out.stderr)
            );
        }
    }
}

#[test]
fn mythread_and_threads_are_signed_ints_under_both_backends() {
    // Comparisons, divisions and pointer offsets with negative values, a walk from a negative
    // element offset of a pointer-to-shared, a negative integer affinity; 3 processes too (a
    // remainder of a negative value converted to unsigned differs only for a count that does not
    // divide 2^32).
    let dir = scratch("real-thread-ints");
    for target in ["upcr", "ga"] {
        let exe = build(&dir, &input("thread_ints.upc"), target, &[]);
        for n in [1, 2, 3, 4] {
            assert_eq!(
                text(&run_on(&exe, n)),
                format!("signed thread values on {n} threads: 0 errors\n"),
                "--to {target} on {n}"
            );
        }
    }
}

#[test]
fn upc_all_alloc_freed_by_one_thread_is_reused_under_both_backends() {
    // 1200 rounds of upc_all_alloc of 1 MB per thread, each freed by one thread with upc_free;
    // with an argument, two threads free the same array: a double free, reported.
    runs_everywhere("all_alloc_free_loop.upc", &[], &|_| {
        b"1200 rounds, 0 errors\n".to_vec()
    });
    fails_everywhere(
        "all_alloc_free_loop.upc",
        "twice",
        &[1, 2, 4],
        "upc_free of shared memory that was already freed",
    );
}

#[test]
fn threads_in_preprocessor_conditionals_is_the_static_count() {
    // `#if THREADS == 1`, `#elif WIDE` (a macro over THREADS) under `--threads N`; in the text
    // THREADS stays the keyword (nothing of the preprocessor's definition is left in the
    // translation); `#if THREADS != WANT` stops the build with the program's `#error`.
    let src = input("threads_in_if.upc");
    let dir = scratch("real-threads-in-if");
    for target in ["upcr", "ga"] {
        for n in [1u32, 2, 4] {
            let threads = n.to_string();
            let exe = build(&dir, &src, target, &["--threads", &threads]);
            let kind = match n {
                1 => "one",
                2 => "two",
                _ => "wide",
            };
            let m = 3 * n;
            assert_eq!(
                text(&run_on(&exe, n)),
                format!("{kind} {n} THREADS sum {}\n", m * (m - 1) / 2),
                "--to {target} --threads {n}"
            );
            let out =
                check(
                    xlate()
                        .arg(&src)
                        .args(["--to", target, "--threads", &threads, "-o", "-"]),
                );
            assert!(
                !text(&out.stdout).contains("pgas_xlate_static"),
                "--to {target} --threads {n}"
            );
        }
        let out = run(xlate().arg(&src).args([
            "--to",
            target,
            "--threads",
            "3",
            "-DWANT=2",
            "-o",
            dir.join("wrong.c").to_str().unwrap(),
        ]));
        assert_eq!(out.status.code(), Some(1), "--to {target}");
        assert!(
            text(&out.stderr)
                .contains("threads_in_if.upc:18:2: error: #error this program wants another number of threads"),
            "{}",
            text(&out.stderr)
        );
        assert!(!dir.join("wrong.c").exists());
    }
}

#[test]
fn the_address_of_a_member_of_a_shared_struct_is_indefinitely_blocked() {
    // UPC 1.3 6.4.4: `&s.m` is `shared [] T *` for a member of a shared struct, whatever the
    // block size of the struct's array; a member array decays to a pointer that stays on the
    // struct's thread (phase 0, `last - first`, element walks), also through `p->m`.
    runs_everywhere("member_addresses.upc", &[], &|_| {
        b"member addresses: 0 errors\n".to_vec()
    });
    // Assigning such an address to a pointer of block size 1 changes the layout: a warning,
    // an error in the strict mode.
    let src = input("member_address_layout.upc");
    let out = run(xlate().arg(&src).args(["--to", "upcr", "-o", "/dev/null"]));
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains(
            "warning[W0302]: pointer-to-shared with block size [] converted to one with block size 1 without a cast"
        ) && text(&out.stderr).contains("member_address_layout.upc:14:10"),
        "{}",
        text(&out.stderr)
    );
    let strict = run(xlate().arg(&src).args([
        "--to",
        "upcr",
        "--std=upc1.3",
        "-pedantic-errors",
        "-o",
        "/dev/null",
    ]));
    assert_eq!(strict.status.code(), Some(1));
    assert!(
        text(&strict.stderr).contains("error[E0302]"),
        "{}",
        text(&strict.stderr)
    );
}

#[test]
fn access_regions_and_upc_poll_run_under_both_backends() {
    // Implicit-handle puts inside an access region, synced through the handle its end
    // returns; a wait on a strict flag calling upc_poll(); an end without a begin is an error.
    runs_everywhere("access_region.upc", &[], &|n| {
        format!("access region ok on {n} of {n}\n").into_bytes()
    });
    fails_everywhere(
        "access_region.upc",
        "end-only",
        &[1, 2],
        "bupc_end_accessregion without bupc_begin_accessregion",
    );
}

#[test]
fn tentative_definitions_in_a_shared_header_are_common_symbols() {
    // `shared [] double *work; int rounds;` in a header two files include (no `extern`): one
    // object each at the link, under both backends.
    let other = input("tentative_fill.upc");
    runs_everywhere("tentative.upc", &[other.to_str().unwrap()], &|_| {
        b"sum 32 rounds 1\n".to_vec()
    });
}

/// The output of `multi_dim_arrays.upc` on `n` threads: every array's elements, no error.
fn multi_dim_expected(n: u32) -> Vec<u8> {
    let n = u64::from(n);
    format!(
        "b2 [5][7] block 3: 35 elements, 0 errors\n\
         cyc [4][6]: 24 elements, 0 errors\n\
         b3 [3][4][6] block 4: 72 elements, 0 errors\n\
         t3 [3][THREADS][5] block 5: {} elements, 0 errors\n\
         ind [3][4] block []: 12 elements, 0 errors\n\
         star [4][2*THREADS] block [*]: {} elements, 0 errors\n\
         cells [3][THREADS] block 2, struct: {} elements, 0 errors\n\
         flags [2][THREADS] strict: {} elements, 0 errors\n",
        15 * n,
        8 * n,
        3 * n,
        2 * n
    )
    .into_bytes()
}

#[test]
fn elements_of_multi_dimensional_shared_arrays_under_both_backends() {
    // 2-D and 3-D shared arrays (blocked with blocks cutting rows, cyclic, `[*]`, indefinite,
    // a dimension of THREADS, structs with array members, strict elements): writes, reads and
    // compound assignments from every thread, a stencil, sub-array pointers, element addresses,
    // each element checked against a private mirror and the layout's definition. Dynamic
    // THREADS, with `--dynamic-pointers` and with `--checks`; then static THREADS.
    for extra in [&[][..], &["--dynamic-pointers"], &["--checks"]] {
        runs_everywhere("multi_dim_arrays.upc", extra, &multi_dim_expected);
    }
    let dir = scratch("real-multi-dim-static");
    for target in ["upcr", "ga"] {
        for n in [1u32, 2, 4] {
            let exe = build(
                &dir,
                &input("multi_dim_arrays.upc"),
                target,
                &["--threads", &n.to_string()],
            );
            assert_eq!(
                text(&run_on(&exe, n)),
                text(&multi_dim_expected(n)),
                "--to {target} --threads {n}"
            );
        }
    }
}

#[test]
fn places_with_side_effects_are_evaluated_once() {
    // Subscripts and pointers with side effects (`s.a[i++] += 5`, `g[next(2)]++`,
    // `pick(1)->a[i++] = 9`) under compound assignments and increments: each evaluated once,
    // under both backends.
    runs_everywhere("place_side_effects.upc", &[], &|_| {
        b"i 4 j 2 calls 7\ns 15 21 29 40\ng 6 102 4 4 p-g 2\nsa 24 3 52 9 4\nwhole 4 5 sa0 20 24\n"
            .to_vec()
    });
}

#[test]
fn private_pointer_lvalues_with_side_effects_are_evaluated_once() {
    // `ptrs[i++]++`, `ptrs[i++] += 3`, `ptrs[f(2)]--`, `(*pp++)++` on private lvalues that hold
    // pointers-to-shared: the lvalue was evaluated twice (read and write) under both backends,
    // moving the wrong pointer and calling `f` twice, silently.
    runs_everywhere("pointer_lvalue_effects.upc", &[], &|_| {
        b"i 2 calls 3 at 1 4 1 4 old 3 pp 1\n".to_vec()
    });
}

#[test]
fn conversions_to_another_element_size_reset_the_phase() {
    // UPC 1.3 6.4.3: a pointer-to-shared converted to a type of the same block size but another
    // size, or to or from an incomplete type, has phase 0 (cast, return, argument, stored in
    // shared and private arrays; a walk from it stays in the block); the phase stays between
    // types of one size, through `shared void *`, and from a row to its elements.
    runs_everywhere("phase_reset.upc", &[], &|n| {
        format!("phase resets on {n} threads: 0 errors\n").into_bytes()
    });
}

#[test]
fn private_objects_hide_shared_ones_of_enclosing_scopes() {
    // A block-scope private object named like a function's static shared object (or a
    // file-scope one) is the private one inside its scope; `--to upcr` used the shared
    // object's proxy there (a C compiler error).
    runs_everywhere("hidden_shared.upc", &[], &|n| {
        let last = if n == 1 { 0 } else { 1 - n as i32 };
        format!(
            "inner x 16 y 32\ninnermost x 42\ninner again x 16\nouter x 7 total ok cells {last}\n"
        )
        .into_bytes()
    });
}

#[test]
fn atomic_minimum_and_maximum_of_unsigned_types_compare_as_unsigned() {
    // UPC_MIN/UPC_MAX of upc_atomic.h from every thread on `unsigned long`, `unsigned long
    // long`, `uint64_t`, `unsigned` with values above the largest signed value (and `long`):
    // under both backends, and under `--to upcr` also through MPI's one-sided atomics
    // (`UPCR_FORCE_RMA=1`) instead of the processor's.
    let expected =
        |n: u32| format!("unsigned atomic minimum and maximum on {n} threads: 0 errors\n");
    runs_everywhere("atomic_unsigned_minmax.upc", &[], &|n| {
        expected(n).into_bytes()
    });
    let dir = scratch("real-atomic-minmax-rma");
    let exe = build(&dir, &input("atomic_unsigned_minmax.upc"), "upcr", &[]);
    for n in [2, 4] {
        let out = run(Command::new("timeout")
            .arg("300")
            .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
            .args(["run", "-n", &n.to_string()])
            .arg(&exe)
            .env("UPCR_FORCE_RMA", "1"));
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), expected(n), "UPCR_FORCE_RMA=1 on {n}");
    }
}

#[test]
fn pointer_to_shared_atomics_run_under_both_backends() {
    // UPC_PTS domains of upc_atomic.h: a shared cursor moved by compare-and-swap from every
    // thread claims each cell once; a compare-and-swap whose expected value differs only in its
    // phase succeeds and fetches the stored phase; a failing one changes nothing.
    runs_everywhere("atomic_pointers.upc", &[], &|n| {
        format!(
            "pointer atomics on {n} threads: {} cells, {} claims, 0 unowned, 0 errors\n",
            12 * n,
            12 * n
        )
        .into_bytes()
    });
}

#[test]
fn typedefs_of_shared_arrays_sized_with_threads_under_dynamic_threads() {
    // `typedef shared [3] long row_t[3 * THREADS];` and friends at file scope without
    // `--threads`: objects, pointers, a typedef of a typedef, a 2-D grid, a static object in a
    // function, `sizeof`/`upc_blocksizeof` of the types (the C compiler rejected the translated
    // typedef, "variably modified at file scope").
    runs_everywhere("shared_typedefs.upc", &[], &|n| {
        let m = 3 * u64::from(n);
        format!(
            "shared typedefs on {n} threads: row sum {}, 0 errors\n",
            10 * m * (m - 1) / 2
        )
        .into_bytes()
    });
}

#[test]
fn shared_reads_in_the_subscripts_of_an_updated_place_are_made_once() {
    // `s[t].m[sharedindex[t]] += 5`, `sa[… + sharedindex[t]].b++`: the place is read and
    // written, its subscript (a shared read) evaluated once; `--to upcr` read it again for the
    // write (a second remote read, and under a concurrent change a different element).
    let src = input("shared_subscripts.upc");
    for target in ["upcr", "ga"] {
        let out = check(xlate().arg(&src).args(["--to", target, "-o", "-"]));
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let main = &text[text.find("_user_main(").expect("the program's main")..];
        let body = &main[..main.find("\n}\n").expect("its end")];
        let reads = body.matches("sharedindex").count();
        // One at the assignment before the barrier, one for each update.
        assert_eq!(reads, 3, "--to {target}:\n{body}");
    }
    runs_everywhere("shared_subscripts.upc", &[], &|n| {
        // (Thread n - 1 updates element (n - 1 + 1) % 4.)
        let j = n % 4;
        let m: Vec<u32> = (0..4)
            .map(|k| 10 * k + if k == j { 5 } else { 0 })
            .collect();
        let b: Vec<u32> = (0..4).map(|k| k + u32::from(k == j)).collect();
        format!(
            "m {} {} {} {} b {} {} {} {} ({j})\n",
            m[0], m[1], m[2], m[3], b[0], b[1], b[2], b[3]
        )
        .into_bytes()
    });
}

#[test]
fn file_scope_initializers_known_only_at_run_time_are_set_at_start_up() {
    // `int threads = THREADS;`, `MYTHREAD`, `sizeof` and `upc_*sizeof` of arrays sized by
    // `THREADS`: set at start-up under both backends (`--to ga` left them in the C
    // initializer, which the C compiler rejects); with `--threads 4` too.
    let expected = |n: u32| {
        format!(
            "threads {n} whole {} local 12 block 2 twice {} constant 16\n",
            12 * n,
            2 * n + 1
        )
        .into_bytes()
    };
    runs_everywhere("file_scope_runtime_inits.upc", &[], &expected);
    let dir = scratch("real-file-scope-static");
    for target in ["upcr", "ga"] {
        let src = input("file_scope_runtime_inits.upc");
        let exe = build(&dir, &src, target, &["--threads", "4"]);
        assert_eq!(text(&run_on(&exe, 4)), text(&expected(4)), "--to {target}");
    }
}

#[test]
fn upc_localsizeof_is_an_integer_constant_under_dynamic_threads() {
    // `case upc_localsizeof(a):`, an enumerator and a file-scope array's size: the translation
    // printed the local size on the running count of threads, which the C compiler rejects
    // there (sema reported E0217 for the case labels). Every thread's share is checked against
    // the value: equal for arrays whose blocks every thread has whole, at most otherwise.
    runs_everywhere("localsizeof_constant.upc", &[], &|_| {
        b"a b c d e f g h ok\n".to_vec()
    });
}

/// UPC 1.3 6.5.1.1: `upc_blocksizeof` is an integer constant; a `[*]` array over `k * THREADS`
/// has a block of `k` elements on any number of threads, known under dynamic THREADS. The
/// translation computed it on the running count of threads, which the C compiler rejects as a
/// case label, an enumerator, a file-scope array's size (sema reported E0217 for the labels).
#[test]
fn upc_blocksizeof_of_a_star_array_over_threads_is_an_integer_constant() {
    runs_everywhere("blocksizeof_constant.upc", &[], &|_| b"d m s ok\n".to_vec());
}

#[test]
fn upc_h_brings_stdlib_and_inttypes_as_other_compilers_do() {
    runs_everywhere("upc_h_stdlib.upc", &[], &|_| {
        "rand out of range 0, RAND_MAX ok\ntimeval 5 7, size ok 1\nsorted -2 0 3 4 9\n\
         abs 5 atoi 42 strtol 255 div 2\nint64 1099511627776 exit 0\n"
            .into()
    });
    runs_everywhere("collective_stdlib.upc", &[], &|n| {
        format!("sum {} abs {n}\n", n * (n + 1) / 2).into_bytes()
    });
}

#[test]
fn pointers_to_shared_and_null_pointer_constants_as_operands_everywhere_c_allows() {
    runs_everywhere("shared_pointer_operands.upc", &[], &|n| {
        format!("{} checks on {n} threads, 0 failed\n", 55 * n).into_bytes()
    });
}

#[test]
fn pointers_to_shared_initialised_with_addresses_in_every_storage_class() {
    runs_everywhere("static_pointer_inits.upc", &[], &|n| {
        format!("{} checks on {n} threads, 0 failed\n", 40 * n + 3).into_bytes()
    });
}

#[test]
fn library_functions_are_values_named_alone_and_called_through_pointers() {
    runs_everywhere("library_function_values.upc", &[], &|n| {
        format!("{} checks on {n} threads, 0 failed\n", 18 * n).into_bytes()
    });
}

/// Pointers to functions declared without a prototype (`int (*)()`) in shared memory, read and
/// called with arguments: the lowering declared and cast them as `int (*)(void)`, and the C
/// compiler refused the calls ("too many arguments") under both backends.
#[test]
fn unprototyped_function_pointers_in_shared_memory_are_called_with_arguments() {
    runs_everywhere("unprototyped_function_pointers.upc", &[], &|n| {
        format!("{} checks on {n} threads, 0 failed\n", 4 * n + 1).into_bytes()
    });
}

/// A shared pointer to a function called by its name: the call was taken for a call of a library
/// function of that name and the pointer was not read (under --to upcr the C compiler refused
/// `scale(21L)` on the pointer-to-shared, under --to ga the link did not find `scale`).
#[test]
fn a_shared_pointer_to_a_function_called_by_its_name_is_read_first() {
    runs_everywhere("shared_function_pointer_call.upc", &[], &|_| {
        b"scale(21) 42, (*scale)(4) 8, unprototyped(9) 81\n".to_vec()
    });
}

/// What a hybrid UPC and MPI program prints on `n` threads (tests/in/real/hybrid_mpi.upc).
fn hybrid_mpi_output(n: u32) -> Vec<u8> {
    let sum = 10 * n * (n + 1) / 2;
    let mut s = format!("half {:.1}\n", f64::from(sum) / 2.0);
    for t in 0..n {
        s += &format!(
            "thread {t}: initialized 1 provided 1 rank ok 1, sum {sum}, from {}, agree 1, finalized 0\n",
            (t + n - 1) % n
        );
    }
    s.into_bytes()
}

/// A UPC program that includes <mpi.h> and calls MPI_Init, MPI_Init_thread, collectives and
/// messages on MPI_COMM_WORLD between barriers, then MPI_Finalize: its preprocessing finds the
/// headers of the MPI the build uses (it was "mpi.h: No such file" under --to upcr), and the
/// program's MPI_Init does not initialise MPI a second time (Open MPI aborted), under both
/// backends; with MPICH too, whose handles differ from Open MPI's, and `cc -E`.
#[test]
fn hybrid_upc_and_mpi_programs_build_and_run_under_both_backends() {
    runs_everywhere("hybrid_mpi.upc", &[], &hybrid_mpi_output);
    let pre = check(
        xlate()
            .args(["cc", "-E"])
            .env("PGAS_XLATE_CACHE", cache())
            .arg(input("hybrid_mpi.upc")),
    );
    assert!(text(&pre.stdout).contains("MPI_Allreduce"));
    if pgas_xlate::mpi::in_path("mpicc.mpich").is_none()
        || pgas_xlate::mpi::in_path("mpiexec.hydra").is_none()
    {
        eprintln!("SKIPPED the MPICH builds: MPICH is not installed (scripts/install-deps.sh)");
        return;
    }
    let dir = scratch("real-hybrid-mpich");
    for target in ["upcr", "ga"] {
        let exe = build(&dir, &input("hybrid_mpi.upc"), target, &["--mpi", "mpich"]);
        for n in [1, 4] {
            assert_eq!(
                text(&run_on(&exe, n)),
                text(&hybrid_mpi_output(n)),
                "MPICH --to {target} on {n}"
            );
        }
    }
}
