//! The `--to ga` output of representative samples, committed as snapshots: a change to the
//! generated GA C shows up in review (user's names and statements in order, helpers named after
//! their arrays, GA calls where a GA programmer would write them).

mod common;
use common::*;
use std::path::Path;

fn snapshot_of(sample: &str, extra: &[&str]) -> String {
    let f = Path::new("samples/upc").join(sample);
    let mut cmd = xlate();
    cmd.current_dir(root())
        .arg(&f)
        .args(["--to", "ga", "--no-line-directives", "-o", "-"])
        .args(extra);
    let o = check(&mut cmd);
    text(&o.stdout)
}

#[test]
fn snapshot_hello() {
    insta::assert_snapshot!("ga_hello", snapshot_of("hello.upc", &[]));
}

#[test]
fn snapshot_app_jacobi() {
    insta::assert_snapshot!("ga_app_jacobi", snapshot_of("app_jacobi.upc", &[]));
}

#[test]
fn snapshot_struct_shared() {
    insta::assert_snapshot!("ga_struct_shared", snapshot_of("struct_shared.upc", &[]));
}

#[test]
fn snapshot_locks_counter() {
    insta::assert_snapshot!("ga_locks_counter", snapshot_of("locks_counter.upc", &[]));
}

#[test]
fn snapshot_idiom_whole() {
    insta::assert_snapshot!("ga_idiom_whole", snapshot_of("idiom_whole.upc", &[]));
}

#[test]
fn snapshot_idiom_dot() {
    insta::assert_snapshot!("ga_idiom_dot", snapshot_of("idiom_dot.upc", &[]));
}

#[test]
fn snapshot_static_threads() {
    insta::assert_snapshot!(
        "ga_static_threads",
        snapshot_of("static_threads_static4.upc", &["--threads", "4"])
    );
}
