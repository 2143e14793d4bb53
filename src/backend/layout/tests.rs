//! Types as trees (`Lowering::typed`, `Lowering::type_name_of`): a type's keywords, qualifiers,
//! record and pointer-to-shared type become specifier nodes and its pointers, arrays and
//! functions declarator nodes, under each target; records are named by their tag, their
//! typedef name, or a tag of ours.

use crate::backend::declarations::RecordName;
use crate::backend::ga::Ga;
use crate::backend::snippet::{expressions, Snippet};
use crate::backend::target::Target;
use crate::backend::upcr::Upcr;
use pgas_grammar::*;

const TYPES: &str = "
struct pair { int a; };
union word { int i; float f; };
typedef struct { int x; } point;
struct { int y; } untagged;
enum color { RED };
unsigned long ul;
long unsigned int lu;
long long ll;
unsigned char uc;
long double ld;
double _Complex dc;
_Bool b;
enum color c;
const volatile int cv;
struct pair pr;
union word w;
point pt;
int *const cp;
int (*ap)[3];
int (*fp)(int, double);
shared int *sp;
shared [4] int *bp;
shared int *const *csp;
void f(void) {
  ul; lu; ll; uc; ld; dc; b; c; cv; pr; w; pt; untagged; cp; ap; fp; sp; bp; csp;
}
";

/// A type name's tree in words, read from the nodes (not printed): each specifier, then the
/// declarator's nodes from the outermost to the name (`int (*)[3]` is an array node around a
/// pointer node).
fn shape(t: &TypeName) -> String {
    let mut words: Vec<String> = t
        .specs
        .items
        .iter()
        .map(|s| match s {
            DeclSpec::Qual(TypeQual::Const(_)) => "const".to_string(),
            DeclSpec::Qual(TypeQual::Volatile(_)) => "volatile".to_string(),
            DeclSpec::Type(TypeSpec::Basic(b, _)) => b.spelling().to_string(),
            DeclSpec::Type(TypeSpec::Struct(s)) => {
                let name = s.name.as_ref().map_or("?", |n| &n.name);
                format!("{:?}:{name}", s.kind)
            }
            DeclSpec::Type(TypeSpec::TypedefName(i)) => format!("name:{}", i.name),
            other => format!("{other:?}"),
        })
        .collect();
    let mut d = &t.declarator;
    loop {
        match d {
            Declarator::Abstract => break,
            Declarator::Pointer { quals, inner, .. } => {
                words.push(format!("pointer{}", ["", "-const"][quals.len().min(1)]));
                d = inner;
            }
            Declarator::Array { inner, .. } => {
                words.push("array".into());
                d = inner;
            }
            Declarator::Function { inner, params, .. } => {
                words.push(format!("function/{}", params.params.len()));
                d = inner;
            }
            other => {
                words.push(format!("{other:?}"));
                break;
            }
        }
    }
    words.join(" ")
}

/// Each expression statement's type, as its tree's shape and as printed.
fn types<T: Target>() -> Vec<(String, String)> {
    let snippet = Snippet::new(TYPES);
    let l = snippet.lowering::<T>();
    expressions(snippet.function("f"))
        .iter()
        .map(|e| {
            let t = l.type_name_of(&snippet.ty(e));
            let mut p = crate::printer::Printer::bare(&snippet.parsed.line_map);
            p.type_name(&t);
            (shape(&t), p.finish())
        })
        .collect()
}

#[test]
fn a_types_keywords_and_qualifiers_are_specifier_nodes() {
    let upcr = types::<Upcr>();
    let shapes: Vec<&str> = upcr.iter().map(|(s, _)| s.as_str()).collect();
    assert_eq!(
        shapes[..9],
        [
            "unsigned long",
            "unsigned long",
            "long long",
            "unsigned char",
            "long double",
            "double _Complex",
            "_Bool",
            "int",
            "const volatile int",
        ]
    );
    // What the matrix prints: the words one space apart.
    assert_eq!(upcr[5].1, "double _Complex");
    assert_eq!(upcr[8].1, "const volatile int");
    // Two spellings of one type are one tree.
    assert_eq!(upcr[0], upcr[1]);
}

#[test]
fn records_are_named_by_tag_typedef_or_a_tag_of_ours() {
    for (target, tag) in [
        (types::<Upcr>(), Upcr::RECORD_TAG),
        (types::<Ga>(), Ga::RECORD_TAG),
    ] {
        let shapes: Vec<&str> = target.iter().map(|(s, _)| s.as_str()).collect();
        assert_eq!(shapes[9..12], ["Struct:pair", "Union:word", "name:point"]);
        assert!(
            shapes[12].starts_with(&format!("Struct:{tag}")),
            "{}",
            shapes[12]
        );
        assert_eq!(target[9].1, "struct pair");
        assert_eq!(target[10].1, "union word");
    }
    let snippet = Snippet::new(TYPES);
    let l = snippet.lowering::<Upcr>();
    let names: Vec<&RecordName> = l.core.record_names.values().collect();
    assert!(names.contains(&&RecordName::Typedef("point".into())));
    assert!(names.contains(&&RecordName::Tag(StructKind::Union, "word".into())));
}

#[test]
fn pointers_arrays_and_functions_are_declarator_nodes() {
    let upcr = types::<Upcr>();
    let tail: Vec<(&str, &str)> = upcr[13..16]
        .iter()
        .map(|(s, p)| (s.as_str(), p.as_str()))
        .collect();
    assert_eq!(
        tail,
        [
            ("int pointer-const", "int *const"),
            ("int array pointer", "int (*)[3]"),
            ("int function/2 pointer", "int (*)(int, double)"),
        ]
    );
}

#[test]
fn a_pointer_to_shared_is_the_targets_type_name() {
    let upcr = types::<Upcr>();
    let ga = types::<Ga>();
    let shapes = |v: &[(String, String)]| -> Vec<String> {
        v[16..].iter().map(|(s, _)| s.clone()).collect()
    };
    assert_eq!(
        shapes(&upcr),
        [
            "name:upcr_pshared_ptr_t",
            "name:upcr_shared_ptr_t",
            "const name:upcr_pshared_ptr_t pointer",
        ]
    );
    assert_eq!(
        shapes(&ga),
        [
            "name:upcga_ptr_t",
            "name:upcga_ptr_t",
            "const name:upcga_ptr_t pointer",
        ]
    );
}

const UPC_TYPES: &str = "
struct pair { int a; };
union word { int i; float f; };
typedef struct { int x; } point;
enum color { RED };
shared int si;
shared [4] int blocked[4 * THREADS];
shared [] double indefinite[10];
shared [*] long star[120];
strict shared int flags[2][THREADS];
relaxed shared const volatile unsigned char bytes[THREADS];
shared [3] struct pair pairs[6 * THREADS][5];
shared union word words[THREADS];
shared point points[3];
shared enum color colors[THREADS];
shared int *shared pointer;
shared [2] const int *shared volatile published;
int *shared private_target;
shared long (*shared rows)[4];
int (*shared callback)();
int (*shared prototyped)(int, double, ...);
void f(void) {
  si; blocked; indefinite; star; flags; bytes; pairs; words; points; colors; pointer;
  published; private_target; rows; callback; prototyped;
}
";

/// The program's UPC types quoted as text (the `--to upcr` start-up tables' type strings, the
/// comments of `--to ga`) are built as trees and printed: UPC's qualifiers and layouts kept,
/// pointers-to-shared as UPC writes them. The tables' strings are the words sema spells for
/// messages (records unnamed, lengths `n * THREADS`, `enum`); the comments name the records and
/// write `THREADS` alone.
#[test]
fn the_programs_types_are_quoted_from_their_trees() {
    let snippet = Snippet::new(UPC_TYPES);
    let upcr = snippet.lowering::<Upcr>();
    let ga = snippet.lowering::<Ga>();
    let mut table = vec![];
    let mut comments = vec![];
    for e in expressions(snippet.function("f")) {
        let t = snippet.ty(&e);
        let text = upcr.table_type_text(&t);
        assert_eq!(text, t.spelling(""));
        table.push(text);
        comments.push(ga.upc_declaration_text(&t, "x"));
    }
    assert_eq!(
        table,
        [
            "shared int",
            "shared [4] int [4 * THREADS]",
            "shared [] double [10]",
            "shared [*] long [120]",
            "strict shared int [2][1 * THREADS]",
            "relaxed shared const volatile unsigned char [1 * THREADS]",
            "shared [3] struct <anonymous> [6 * THREADS][5]",
            "shared struct <anonymous> [1 * THREADS]",
            "shared struct <anonymous> [3]",
            "shared enum [1 * THREADS]",
            "shared int *shared",
            "shared [2] const int *shared volatile",
            "int *shared",
            "shared long (*shared)[4]",
            "int (*shared)()",
            "int (*shared)(int, double, ...)",
        ]
    );
    assert_eq!(
        comments,
        [
            "shared int x",
            "shared [4] int x[4 * THREADS]",
            "shared [] double x[10]",
            "shared [*] long x[120]",
            "strict shared int x[2][THREADS]",
            "relaxed shared const volatile unsigned char x[THREADS]",
            "shared [3] struct pair x[6 * THREADS][5]",
            "shared union word x[THREADS]",
            "shared point x[3]",
            "shared int x[THREADS]",
            "shared int *shared x",
            "shared [2] const int *shared volatile x",
            "int *shared x",
            "shared long (*shared x)[4]",
            "int (*shared x)()",
            "int (*shared x)(int, double, ...)",
        ]
    );
}
