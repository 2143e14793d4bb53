//! The classification of `upc_forall` loops (`Lowering::classify_forall`), the same under both
//! targets: every form of the module documentation, and what keeps a loop out of each.

use crate::backend::forall::ForallForm;
use crate::backend::ga::Ga;
use crate::backend::privatize::FunctionLocals;
use crate::backend::snippet::{foralls, Snippet};
use crate::backend::target::Target;
use crate::backend::upcr::Upcr;

const LOOPS: &str = "
shared int a[100*THREADS];
shared [3] int b[30*THREADS];
shared [3] double c[30*THREADS];
shared [5] int d[50*THREADS];
strict shared int s[10*THREADS];
shared int *shared q[10*THREADS];
shared int m[10][THREADS];
int f(int);
int main(void) {
  int i, t = 0;
  upc_forall (i = 0; i < 100; i++; continue) a[i] = i;
  upc_forall (i = 0; i < 100; i++;) a[i] = i;
  upc_forall (i = 0; i < 100; i++; i) t += i;
  upc_forall (i = 0; i < 100; i++; &a[i]) a[i] = i;
  upc_forall (i = 0; i < 30; i++; &b[i]) { b[i] = c[i] + d[i]; }
  upc_forall (i = 0; i < 30; i++; &b[i]) { if (b[i]) break; }
  upc_forall (i = 0; i < 10; i++; &s[i]) s[i] = 1;
  upc_forall (i = 0; i < 10; i++; &q[i]) q[i] = 0;
  upc_forall (i = 0; i < 100; i++; &a[i]) t++;
  upc_forall (i = 0; i < 100; i++; &a[i]) a[i] = f(i);
  upc_forall (i = 0; i <= t; i++; &a[i]) { a[i] = 0; t--; }
  upc_forall (i = 0; i < 100; i++; &a[f(i)]) a[i] = 0;
  upc_forall (i = 0; i < 100; i += 2; &a[i]) a[i] = 0;
  upc_forall (i = 0; i < 100; i++; &a[i]) { a[i] = 0; i = i + 0; }
  upc_forall (i = 0; i < 100; i++; i * 2) t++;
  upc_forall (i = 0; i < 10; i++; &m[i][0]) t++;
  upc_forall (i = 0; f(i); i++; &a[i]) a[i] = 0;
  return t;
}
";

/// Each forall of `main` (none nested) in one line: its form, counter, block size, and for a
/// walk the arrays it walks, its bound and whether its iterations are independent.
fn forms<T: Target>(src: &str, nested: bool) -> Vec<String> {
    let snippet = Snippet::new(src);
    let mut l = snippet.lowering::<T>();
    l.core.function_locals = FunctionLocals::of(snippet.function("main"));
    let mut out = vec![];
    for f in foralls(snippet.function("main")) {
        out.push(match l.classify_forall(&f, nested) {
            ForallForm::Every { nested } => format!("every nested={nested}"),
            ForallForm::Tested => "tested".into(),
            ForallForm::Stepped { var, block } => format!("stepped {var} by {}", l.text(&block)),
            ForallForm::Walk(w) => format!(
                "walk {} by {} over {} bound {} {}",
                w.var,
                l.text(&w.block),
                w.arrays.len(),
                w.limit.as_ref().map_or("none".into(), |(e, incl)| format!(
                    "{}{}",
                    if *incl { "<=" } else { "<" },
                    l.text(e)
                )),
                if w.independent {
                    "independent"
                } else {
                    "dependent"
                }
            ),
        });
    }
    out
}

fn expected() -> Vec<&'static str> {
    vec![
        // affinity `continue`, or none: every iteration
        "every nested=false",
        "every nested=false",
        // the counter as affinity: cyclic steps
        "stepped i by 1",
        // `&a[i]` with `a[i]` in the body: the local walk
        "walk i by 1 over 1 bound <100 independent",
        // the arrays of the affinity's block size walked along, not `d` (blocks of 5), whose
        // reads make the iterations dependent
        "walk i by 3 over 2 bound <30 dependent",
        // a `break` leaving the body, a strict array, pointer-to-shared elements, a body that
        // does not use `a[i]`: stepped only
        "stepped i by 3",
        "stepped i by 1",
        "stepped i by 1",
        "stepped i by 1",
        // a call in the body: walked, not independent
        "walk i by 1 over 1 bound <100 dependent",
        // a bound the body changes: no bound for the walk
        "walk i by 1 over 1 bound none independent",
        // an affinity of another index, a step of 2, a body that assigns the counter, an
        // integer expression, a two-dimensional array, a condition that is not `i < E`: tested
        "tested",
        "tested",
        "tested",
        "tested",
        "tested",
        "tested",
    ]
}

#[test]
fn every_form_is_found_under_upcr() {
    assert_eq!(forms::<Upcr>(LOOPS, false), expected());
}

#[test]
fn every_form_is_found_under_ga() {
    assert_eq!(forms::<Ga>(LOOPS, false), expected());
}

/// A forall lexically inside one with an affinity runs every iteration, whatever its own.
#[test]
fn a_nested_forall_runs_every_iteration() {
    for form in forms::<Upcr>(LOOPS, true)
        .iter()
        .chain(&forms::<Ga>(LOOPS, true))
    {
        let want = if form.starts_with("every nested=false") {
            "every nested=false"
        } else {
            "every nested=true"
        };
        assert_eq!(form, want);
    }
}

/// Under `--checks=races` every access must reach the runtime: no local walk, under either target.
fn walk_under_races<T: Target>() -> bool {
    let mut snippet = Snippet::new(LOOPS);
    snippet.options.races = true;
    let mut l = snippet.lowering::<T>();
    l.core.function_locals = FunctionLocals::of(snippet.function("main"));
    let walk = &foralls(snippet.function("main"))[3];
    matches!(l.classify_forall(walk, false), ForallForm::Walk(_))
}

#[test]
fn the_race_checker_turns_the_walk_off() {
    assert!(!walk_under_races::<Upcr>());
    assert!(!walk_under_races::<Ga>());
}
