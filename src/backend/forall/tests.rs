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
    forms_checked::<T>(src, nested, false)
}

/// [`forms`] with `--checks=races` or not (`races`); a walk under it also lists the ranges it
/// logs (`a[i]:w` written, `a[i]:r` read).
fn forms_checked<T: Target>(src: &str, nested: bool, races: bool) -> Vec<String> {
    let mut snippet = Snippet::new(src);
    snippet.options.races = races;
    let mut l = snippet.lowering::<T>();
    l.core.function_locals = FunctionLocals::of(snippet.function("main"));
    let mut out = vec![];
    for f in foralls(snippet.function("main")) {
        out.push(match l.classify_forall(&f, nested) {
            ForallForm::Every { nested } => format!("every nested={nested}"),
            ForallForm::Tested => "tested".into(),
            ForallForm::Stepped { var, block } => format!("stepped {var} by {}", l.text(&block)),
            ForallForm::Walk(w) => format!(
                "walk {} by {} over {} bound {} {}{}",
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
                },
                w.ranges.as_ref().map_or(String::new(), |r| {
                    let list: Vec<String> = r
                        .iter()
                        .map(|r| {
                            format!("{}:{}", l.text(&r.lvalue), if r.write { "w" } else { "r" })
                        })
                        .collect();
                    format!("; ranges {}", list.join(" "))
                })
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

/// Under `--checks=races` a walk keeps its local pointers for the arrays whose accesses `a[i]`
/// one range a run can say (each kind made at every iteration, no call, no strict access), and
/// logs those ranges; the other arrays take the checked generic access, and a loop whose
/// affinity array cannot be said so is only stepped.
const RACE_LOOPS: &str = "
shared int a[100*THREADS];
shared [3] int b[30*THREADS];
shared [3] int c[30*THREADS];
int f(int);
int main(void) {
  int i, t = 0;
  upc_forall (i = 0; i < 100; i++; &a[i]) a[i] = t ? a[i] : 0;
  upc_forall (i = 0; i < 100; i++; &a[i]) if (t) a[i] = 0;
  upc_forall (i = 0; i < 30; i++; &b[i]) b[i] = t ? c[i] : 0;
  upc_forall (i = 0; i < 100; i++; &a[i]) a[i] = a[i] + (t && a[i]);
  upc_forall (i = 0; i < 30; i++; &b[i]) { b[i] += c[i]; t += c[i]; }
  upc_forall (i = 0; i < 30; i++; &b[i]) { c[i] = b[i]; b[i]++; }
  upc_forall (i = 0; i < 100; i++; &a[i]) t = (&a[i] != 0);
  upc_forall (i = 0; i < 100; i++; &a[i]) a[i] = sizeof(a[i]);
  upc_forall (i = 0; i < 30; i++; &b[i]) b[i] = sizeof(c[i]);
  return t;
}
";

#[test]
fn the_race_checker_walks_the_loops_its_ranges_can_say() {
    let loops = [
        // the affinity array read only under `?:`, written only under `if`: stepped
        "stepped i by 1",
        "stepped i by 1",
        // `c[i]` read only under `?:`: not walked (checked at each access)
        "walk i by 3 over 1 bound <30 dependent; ranges b[i]:w",
        // a conditional read of `a[i]` besides one at every iteration
        "walk i by 1 over 1 bound <100 independent; ranges a[i]:w a[i]:r",
        "walk i by 3 over 2 bound <30 independent; ranges b[i]:w b[i]:r c[i]:r",
        "walk i by 3 over 2 bound <30 independent; ranges c[i]:w b[i]:r b[i]:w",
        // `&a[i]`: stepped
        "stepped i by 1",
        // `a[i]` in `sizeof` is not read: no read range, and no walk of `c`
        "walk i by 1 over 1 bound <100 independent; ranges a[i]:w",
        "walk i by 3 over 2 bound <30 independent; ranges b[i]:w",
    ];
    assert_eq!(forms_checked::<Upcr>(RACE_LOOPS, false, true), loops);
    assert_eq!(forms_checked::<Ga>(RACE_LOOPS, false, true), loops);
    // Those of LOOPS: the walks without calls stay walks.
    let mut expected: Vec<String> = expected().into_iter().map(String::from).collect();
    expected[3] += "; ranges a[i]:w";
    expected[4] += "; ranges b[i]:w c[i]:r";
    expected[9] = "stepped i by 1".into();
    expected[10] += "; ranges a[i]:w";
    assert_eq!(forms_checked::<Upcr>(LOOPS, false, true), expected);
    assert_eq!(forms_checked::<Ga>(LOOPS, false, true), expected);
}
