//! Properties of the `--to ga` output. The output of representative samples is committed with
//! the others in tests/out/ga (tests/matrix.rs), without `#line` as `*.plain.ga.c`: a change to
//! the generated GA C shows up in review (user's names and statements in order, helpers named
//! after their arrays, GA calls where a GA programmer would write them).

mod common;
use common::*;

/// A UPC program that calls GA itself: GA's start and stop become the library's, `MA_init`
/// stays and is registered for start-up; a function of such a name that the file defines is
/// the user's and is left alone.
#[test]
fn program_calls_of_ga_start_up_and_shut_down() {
    let dir = scratch("ga-program-calls");
    let calls_ga = dir.join("calls_ga.upc");
    std::fs::write(
        &calls_ga,
        "void GA_Initialize_args(int *argc, char ***argv);\nint MA_init(int t, long s, long h);\nvoid GA_Terminate(void);\n\
         int main(int argc, char **argv) {\n    GA_Initialize_args(&argc, &argv);\n    MA_init(1004, 1000, 1000);\n    GA_Terminate();\n    return 0;\n}\n",
    )
    .unwrap();
    let out = text(&check(xlate().arg(&calls_ga).args(["--to", "ga", "-o", "-"])).stdout);
    assert!(
        out.contains("upcga_program_ga_initialize_args(&argc, &argv);"),
        "{out}"
    );
    assert!(out.contains("upcga_program_ga_terminate();"), "{out}");
    assert!(out.contains("MA_init(1004, 1000, 1000)"), "{out}");
    assert!(out.contains("section(\"upcga_program_ma\")"), "{out}");

    let own = dir.join("own_terminate.upc");
    std::fs::write(
        &own,
        "#include <stdio.h>\nvoid GA_Terminate(void) { puts(\"mine\"); }\n\
         int main(void) {\n    GA_Terminate();\n    return 0;\n}\n",
    )
    .unwrap();
    let out = text(&check(xlate().arg(&own).args(["--to", "ga", "-o", "-"])).stdout);
    assert!(out.contains("    GA_Terminate();"), "{out}");
    assert!(!out.contains("upcga_program"), "{out}");
    assert!(!out.contains("upcga_program_ma"), "{out}");
}

/// A strict access is never a plain load or store: inside a `upc_forall` whose other arrays
/// are reached through local pointers into this thread's row, a strict array keeps its
/// fenced helper (affinity on the strict array: no local-pointer loop at all).
#[test]
fn strict_arrays_keep_their_fences_in_forall_loops() {
    let dir = scratch("ga-strict-forall");
    let src = dir.join("strict_forall.upc");
    std::fs::write(
        &src,
        "#include <upc.h>\nstrict shared int flag[4*THREADS];\nshared int data[4*THREADS];\n\
         int main(void)\n{\n    int i;\n\
         upc_forall (i = 0; i < 4*THREADS; i++; &flag[i]) {\n        data[i] = i;\n        flag[i] = 1;\n    }\n\
         upc_forall (i = 0; i < 4*THREADS; i++; &data[i]) {\n        data[i] += 1;\n        flag[i] = 2;\n    }\n\
         return 0;\n}\n",
    )
    .unwrap();
    let out = text(&check(xlate().arg(&src).args(["--to", "ga", "-o", "-"])).stdout);
    assert!(out.contains("flag_set_strict(i, 1);"), "{out}");
    assert!(out.contains("flag_set_strict(i, 2);"), "{out}");
    assert!(!out.contains("upcga_local_flag"), "{out}");
    // the relaxed array of the second loop is still reached through its local pointer
    assert!(out.contains("upcga_local_data"), "{out}");
}
