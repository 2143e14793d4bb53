//! Privatization of loops over private pointers-to-shared: which loops are counted
//! (`counted_range`), which pointers get a local pointer (`privatizable_pointers`), which
//! accesses use it (`privatized`), and what counts as the function's own variables
//! (`FunctionLocals`).

use super::*;
use crate::backend::snippet::{expressions, for_loops, Snippet};

const LOOPS: &str = "
shared [4] int *gp;
int g;
void h(void);
void f(shared [4] int *p, shared int *c1, shared [] int *ind, strict shared [4] int *sp,
       shared [4] int *shared *pp, shared [4] int (*rows)[4], int n) {
  int k, m = n, taken;
  static int st;
  int *tp = &taken;
  shared [4] int *r = p;
  for (k = 0; k < n; k++) p[k] = k;
  for (k = 0; k <= m; k++) c1[k] = ind[k];
  for (k = 0; k < n; k++) sp[k] = 0;
  for (k = 0; k < n; k++) { p[k] = 0; p++; }
  for (k = 0; k < n; k++) { r[k] = 0; gp[k] = 1; h(); }
  for (k = 0; k < n; k++) gp[k] = 1;
  for (k = 0; k < g; k++) { p[k] = 0; h(); }
  for (k = 0; k < g; k++) p[k] = 0;
  for (k = 0; k < n; k += 2) p[k] = 0;
  for (k = 0; k < n; k++) p[k + st] = 0;
  for (k = 0; k < n; k++) { p[k] = 0; k = k + 1; }
  for (k = 0; k < n; k++) n--;
  for (int j = 0; j < n; j++) { shared [4] int *loc = p; loc[j] = 0; pp[j] = 0; }
  for (k = 0; k < *tp; k++) p[k] = 0;
  for (k = 0; k < n; k++) p[k++] = 0;
}
";

/// Each `for` loop of `f` in one line: its counted range (`k in [start, end)` or `]`, or
/// `uncounted`) and its privatizable pointers.
fn loops() -> Vec<String> {
    let snippet = Snippet::new(LOOPS);
    let locals = FunctionLocals::of(snippet.function("f"));
    let ty = |e: &Expr| snippet.ty(e);
    let strict = |t: &Type| t.element().quals().strict;
    for_loops(snippet.function("f"))
        .iter()
        .map(|l| {
            let range = match counted_range(l, &ty, &locals) {
                Some(r) => format!(
                    "{} in [{}, {}{}",
                    r.var,
                    text(r.start),
                    text(r.end),
                    if r.inclusive { "]" } else { ")" }
                ),
                None => "uncounted".into(),
            };
            let pointers: Vec<String> = privatizable_pointers(l, &ty, &strict, &locals)
                .iter()
                .map(|(n, _)| n.to_string())
                .collect();
            format!("{range}: {}", pointers.join(" "))
        })
        .collect()
}

/// A bound of the snippet: an identifier or a number.
fn text(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Ident(i) => i.name.to_string(),
        ExprKind::Int(n) => n.to_string(),
        _ => "…".into(),
    }
}

#[test]
fn the_counted_loops_and_their_privatizable_pointers() {
    assert_eq!(
        loops(),
        [
            // a counted loop over a pointer of block 4
            "k in [0, n): p",
            // inclusive bound; a block of 1 is not privatized, an indefinite block is
            "k in [0, m]: ind",
            // a strict pointer is not
            "k in [0, n): ",
            // nor one the body changes
            "k in [0, n): ",
            // a call in the body may change a file-scope pointer, not the function's own
            "k in [0, n): r",
            // nor, without a call, a file-scope pointer: the step's side effect (`k++`) counts
            // as one that may change it
            "k in [0, n): ",
            // a bound read from a file-scope variable the body may change (through a call)
            "uncounted: p",
            // the same bound without a call keeps its value
            "k in [0, g): p",
            // a step of 2, a body that assigns the counter, a bound the body changes: not
            // counted (each access still tests its index)
            "uncounted: p",
            "k in [0, n): p",
            "uncounted: p",
            "uncounted: ",
            // a pointer declared in the body is not in scope before the loop; a pointer to
            // pointers-to-shared is not privatized
            "j in [0, n): ",
            // a bound read through a pointer
            "uncounted: p",
            // an index with side effects is no privatized access
            "uncounted: ",
        ]
    );
}

#[test]
fn the_functions_own_variables() {
    let snippet = Snippet::new(LOOPS);
    let locals = FunctionLocals::of(snippet.function("f"));
    for n in ["p", "c1", "n", "k", "m", "tp", "r"] {
        assert!(locals.contains(n), "{n} is the function's own");
    }
    // a static, a variable whose address is taken, a file-scope one
    for n in ["st", "taken", "g", "gp"] {
        assert!(!locals.contains(n), "{n} is not the function's own");
    }
}

/// `p[i]` on a privatized pointer uses its local pointer; another pointer's access, an index
/// with side effects, or a pointer hidden by a later entry's does not.
#[test]
fn the_accesses_that_use_the_local_pointer() {
    let snippet = Snippet::new(
        "void f(shared [4] int *p, shared [4] int *q, int i) { p[i]; q[i]; p[i++]; p[i + 1]; *p; }",
    );
    let entry = |name: &str, local: &str| PrivatePointer {
        name: name.into(),
        local: local.into(),
        phase: format!("{local}_phase"),
        block: Some(4),
        fast_var: None,
    };
    let list = vec![entry("p", "outer"), entry("p", "inner")];
    let found: Vec<Option<String>> = expressions(snippet.function("f"))
        .iter()
        .map(|e| privatized(&list, e).map(|(p, _)| p.local))
        .collect();
    assert_eq!(
        found,
        [
            Some("inner".to_string()),
            None,
            None,
            Some("inner".to_string()),
            None
        ]
    );
}
