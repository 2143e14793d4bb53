//! Shared places (`Lowering::place`): which base each shared lvalue gets under each target — a
//! declared object `--to ga` reaches by name with its subscripts, or what a pointer-to-shared
//! points to — and the byte offset of members, evaluated once when a subscript has side effects.

use crate::backend::ga::Ga;
use crate::backend::snippet::{expressions, Snippet};
use crate::backend::target::{PlaceBase, Target};
use crate::backend::upcr::Upcr;

const LVALUES: &str = "
struct S { int x; int arr[4]; };
shared struct S s;
shared int a[10][THREADS];
shared [2] int v[8*THREADS];
shared struct S sa[THREADS];
void f(shared int *p, shared struct S *ps, int i, int j) {
  a[i][j];
  v[i];
  s.x;
  s.arr[i];
  s.arr[i++];
  p[i];
  *p;
  ps->arr[j];
  sa[i].x;
  i[v];
}
";

/// Each expression statement of `f` as a place, in one line: `object NAME SUBSCRIPTS` or
/// `pointer`, then `+offset` when it has one and `once` when the offset is evaluated once.
fn places<T: Target>() -> Vec<String> {
    let snippet = Snippet::new(LVALUES);
    let mut l = snippet.lowering::<T>();
    expressions(snippet.function("f"))
        .iter()
        .map(|e| {
            let p = l.place(e).expect("a place");
            let base = match &p.base {
                PlaceBase::Object { name, subs } => format!("object {name} {}", subs.len()),
                PlaceBase::Pointer { .. } => "pointer".to_string(),
            };
            let offset = if p.offset.is_some() { " +offset" } else { "" };
            let once = if p.offset_once { " once" } else { "" };
            format!("{base}{offset}{once}")
        })
        .collect()
}

#[test]
fn ga_reaches_declared_objects_by_name() {
    assert_eq!(
        places::<Ga>(),
        [
            "object a 2",
            "object v 1",
            "object s 0 +offset",
            "object s 0 +offset",
            "object s 0 +offset once",
            "pointer",
            "pointer",
            "pointer +offset",
            "object sa 1 +offset",
            // `i[v]` is `v[i]`
            "object v 1",
        ]
    );
}

#[test]
fn upcr_reaches_every_place_through_a_pointer() {
    assert_eq!(
        places::<Upcr>(),
        [
            "pointer",
            "pointer",
            "pointer +offset",
            "pointer +offset",
            "pointer +offset once",
            "pointer",
            "pointer",
            "pointer +offset",
            "pointer +offset",
            // `i[v]` is `v[i]`
            "pointer",
        ]
    );
}
