//! Unit tests of the analysis on small snippets (no preprocessor: snippets declare what they use).

use super::*;

fn analyze_src(src: &str) -> (Analysis, pgas_grammar::Parsed) {
    analyze_with(
        src,
        SemaOptions {
            upc: true,
            ..SemaOptions::default()
        },
    )
}

fn analyze_with(src: &str, opts: SemaOptions) -> (Analysis, pgas_grammar::Parsed) {
    let parsed =
        pgas_grammar::parse(src, true, "t.upc").unwrap_or_else(|f| panic!("{}", f.error.message));
    let a = analyze(&parsed.unit, parsed.expr_count, &parsed.line_map, &opts);
    (a, parsed)
}

/// The type of the expression statement `n` (0-based) of the last function, as C spelling.
fn stmt_type(src: &str, n: usize) -> String {
    let (a, parsed) = analyze_src(src);
    assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
    let f = parsed
        .unit
        .items
        .iter()
        .rev()
        .find_map(|i| match i {
            ExternalDecl::FnDef(f) => Some(f),
            _ => None,
        })
        .expect("a function");
    let exprs: Vec<&Expr> = f
        .body
        .items
        .iter()
        .filter_map(|i| match i {
            BlockItem::Stmt(Stmt {
                kind: StmtKind::Expr(Some(e)),
                ..
            }) => Some(e),
            _ => None,
        })
        .collect();
    a.type_of(exprs[n]).expect("typed").to_string()
}

const PRELUDE: &str = "struct S { int f; double g[3]; };\nshared [4] double a[8 * THREADS];\nshared int *p;\nshared struct S ss[THREADS];\n";

#[test]
fn types_of_upc_expressions() {
    let src = format!("{PRELUDE}void f(int i) {{ a[i]; p + 1; &ss[0].f; ss[i].g[1]; upc_threadof(p); MYTHREAD; }}\nunsigned long upc_threadof(shared void *);");
    // Declared after use: the call is implicit; declare first instead.
    let src = src.replace(
        "void f",
        "unsigned long upc_threadof(shared void *);\nvoid f",
    );
    assert_eq!(stmt_type(&src, 0), "shared [4] double");
    assert_eq!(stmt_type(&src, 1), "shared int *");
    // A member of a shared struct: indefinite block size (UPC 1.3 6.4.4, address operators).
    assert_eq!(stmt_type(&src, 2), "shared [] int *");
    assert_eq!(stmt_type(&src, 3), "shared [] double");
    assert_eq!(stmt_type(&src, 4), "unsigned long");
    assert_eq!(stmt_type(&src, 5), "int");
}

#[test]
fn types_of_c_expressions() {
    let src = "void f(int i, char *s, long l, unsigned u) { i + l; s + i; s[2]; i < l; u + i; 1.5f * i; sizeof s; 'a'; \"x\"; 10UL; 0xffffffff; }";
    let t: Vec<String> = (0..11).map(|n| stmt_type(src, n)).collect();
    assert_eq!(
        t,
        [
            "long",
            "char *",
            "char",
            "int",
            "unsigned int",
            "float",
            "unsigned long",
            "int",
            "char []",
            "unsigned long",
            "unsigned int"
        ]
    );
}

#[test]
fn layouts_and_sizes() {
    let (a, _) = analyze_src("struct P { char c; int i; short s; }; struct B { unsigned a : 3, b : 7; int c; }; int x[sizeof(struct P) == 12 ? 1 : -1]; int y[sizeof(struct B)];");
    assert!(a.diagnostics.is_empty());
    let p = &a.records[0];
    assert_eq!((p.size, p.align), (Some(12), Some(4)));
    let b = &a.records[1];
    assert_eq!(b.size, Some(8));
}

#[test]
fn typedef_and_scopes() {
    let src = "typedef int T; int g(void) { int T = 3; { typedef double T; T x = 1.5; } for (int T = 0; T < 2; T++) ; return T; }";
    let (a, _) = analyze_src(src);
    assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
}

/// The codes under `--std=upc1.3 -pedantic-errors`, and with static THREADS (`threads`).
fn codes_strict_threads(src: &str, threads: Option<u32>) -> Vec<&'static str> {
    let opts = SemaOptions {
        upc: true,
        strict_upc13: true,
        pedantic_errors: true,
        static_threads: threads,
        ..SemaOptions::default()
    };
    let (a, _) = analyze_with(src, opts);
    a.diagnostics.iter().map(|d| d.code).collect()
}

/// The codes under `--std=upc1.3 -pedantic-errors`.
fn codes_strict(src: &str) -> Vec<&'static str> {
    codes_strict_threads(src, None)
}

fn codes(src: &str) -> Vec<&'static str> {
    analyze_src(src)
        .0
        .diagnostics
        .iter()
        .map(|d| d.code)
        .collect()
}

#[test]
fn upc_checks() {
    assert_eq!(codes("shared [2] int a[4 * THREADS]; void f(void) { shared [] int *q = (shared [] int *)a; shared int *r = a; }"), ["W0302"]);
    // Objects of incomplete type (C 6.7p7, 6.7.6.2p1); file scope: by the end of the file.
    assert_eq!(
        codes("struct S; struct S x; struct S { int a; };"),
        Vec::<&str>::new()
    );
    assert_eq!(codes("struct S; struct S x; extern struct S e;"), ["E0117"]);
    assert_eq!(
        codes("struct S; struct S y[2]; struct S { int a; };"),
        ["E0117"]
    );
    assert_eq!(codes("struct S; void f(void) { struct S z; }"), ["E0117"]);
    assert_eq!(
        codes("struct S; struct S *p; extern struct S e; void f(void) { extern struct S g; }"),
        Vec::<&str>::new()
    );
    // Declarations of one function have compatible types, block sizes included (C 6.7p4).
    assert_eq!(
        codes("void f(shared [] int *p); void f(shared int *p) { }"),
        ["E0118"]
    );
    assert_eq!(codes("void f(int *p); void f(long *p);"), ["E0118"]);
    assert_eq!(
        codes("void f(shared int *p); void f(shared int *q) { } int f2(); int f2(int a);"),
        Vec::<&str>::new()
    );
    // An implicit change of block size: an error in the strict mode.
    assert_eq!(
        codes_strict(
            "shared [2] int a[4 * THREADS]; void f(void) { static shared int *shared r; r = a; }"
        ),
        ["E0302"]
    );
    assert_eq!(codes("struct T { shared int x; };"), ["E0203"]);
    assert_eq!(
        codes("int n; void f(void) { upc_forall (n = 0; n < 4; n++; 1.0) ; }"),
        ["W0202"]
    );
    assert_eq!(
        codes("struct S { int x; } s; int n; void f(void) { upc_forall (n = 0; n < 4; n++; s) ; }"),
        ["E0202"]
    );
    assert_eq!(codes("shared int m[THREADS][2 * THREADS];"), ["E0201"]);
    // THREADS sizing an indefinitely blocked array: accepted (an extension), an error in the
    // strict mode (UPC 1.3 6.5.1.1), whatever the storage class; not with static THREADS.
    for src in [
        "shared [] int a[THREADS];",
        "static shared [] int a[THREADS];",
        "extern shared [] int a[4 * THREADS];",
        "void f(void) { static shared [] int a[THREADS]; }",
    ] {
        assert_eq!(codes(src), Vec::<&str>::new(), "{src}");
        assert_eq!(codes_strict(src), ["E0216"], "{src}");
    }
    assert_eq!(
        codes_strict("shared [4] int a[4 * THREADS]; shared [] int b[40];"),
        Vec::<&str>::new()
    );
    assert_eq!(
        codes_strict_threads("shared [] int a[THREADS];", Some(4)),
        Vec::<&str>::new()
    );
    // A `case` label `sizeof` of a shared array sized by THREADS: constant only under static
    // THREADS.
    let sw = |lab: &str| {
        format!("shared int A[10][10 * THREADS]; int f(int x) {{ switch (x) {{ case {lab}: return 1; }} return 0; }}")
    };
    assert_eq!(codes(&sw("sizeof(A)")), ["E0217"]);
    assert_eq!(codes(&sw("2 * sizeof A[0] + 1")), ["E0217"]);
    assert_eq!(codes(&sw("sizeof(A[0][0])")), Vec::<&str>::new());
    assert_eq!(codes(&sw("sizeof(int[10])")), Vec::<&str>::new());
    assert_eq!(
        codes_strict_threads(&sw("sizeof(A)"), Some(4)),
        Vec::<&str>::new()
    );
    // `upc_localsizeof`, `upc_elemsizeof` and a constant `upc_blocksizeof` are integer
    // constants under dynamic THREADS too (UPC 1.3 6.4.1).
    for lab in [
        "upc_localsizeof(A)",
        "upc_localsizeof(shared [3] int[7])",
        "upc_elemsizeof(A)",
        "upc_blocksizeof(A)",
    ] {
        assert_eq!(codes(&sw(lab)), Vec::<&str>::new(), "{lab}");
    }
    // `return;` in a function returning a value (C99 6.8.6.4), `sizeof` of void or of a function
    // (6.5.3.4): as GCC by default, errors in the strict mode.
    assert_eq!(codes("int f(void) { return; }"), ["W0105"]);
    assert_eq!(codes_strict("int f(void) { return; }"), ["E0122"]);
    assert_eq!(
        codes("unsigned long n = sizeof(void); int g(void); unsigned long m = sizeof g;"),
        Vec::<&str>::new()
    );
    assert_eq!(
        codes_strict("unsigned long n = sizeof(void); int g(void); unsigned long m = sizeof g;"),
        ["E0121", "E0121"]
    );
    assert_eq!(
        codes_strict("void *p; unsigned long n = sizeof(int) + sizeof p;"),
        Vec::<&str>::new()
    );
    // UPC_MAX_BLOCK_SIZE is the largest block size (6.5.1.1).
    assert_eq!(
        codes("shared [UPC_MAX_BLOCK_SIZE] int a[THREADS * UPC_MAX_BLOCK_SIZE];"),
        Vec::<&str>::new()
    );
    assert_eq!(
        codes("shared [UPC_MAX_BLOCK_SIZE + 1] int b[THREADS * (UPC_MAX_BLOCK_SIZE + 1)];"),
        ["E0200"]
    );
    assert_eq!(
        codes(
            "shared [3] int a[THREADS]; unsigned long b = upc_blocksizeof(a) + upc_elemsizeof a;"
        ),
        Vec::<&str>::new()
    );
    assert_eq!(codes("void f(void) { shared int x; }"), ["W0300"]);
    assert_eq!(
        codes("void f(void) { static shared int x; }"),
        Vec::<&str>::new()
    );
}

#[test]
fn c_checks() {
    assert_eq!(codes("int f(void) { return g; }"), ["E0100"]);
    assert_eq!(codes("int f(void) { return g(); }"), ["W0100"]);
    assert_eq!(
        codes("void f(void) { l: ; l: ; goto m; }"),
        ["E0105", "E0104"]
    );
    assert_eq!(codes("int x = 1; int x = 2;"), ["E0101"]);
    assert_eq!(codes("int x; int x; extern int x;"), Vec::<&str>::new());
    assert_eq!(codes("enum { A = 3, B }; int v[B == 4 ? 1 : -1]; int f(void) { switch (1) { case A: case B: break; } return 0; }"), Vec::<&str>::new());
}

/// The stronger typing of pointers-to-shared: each dangerous implicit conversion is reported,
/// the same conversion written as a cast (or provably harmless) is not.
#[test]
fn pointer_to_shared_conversions() {
    let decls = "shared int c[4 * THREADS]; shared double d[4 * THREADS]; shared [4] int b[4 * THREADS]; int x;";
    let check = |body: &str| {
        codes(&format!(
            "{decls} shared int *g(shared int *p) {{ {body} }}"
        ))
    };
    assert_eq!(check("shared int *q = d; return q;"), ["W0303"]);
    assert_eq!(
        check("shared int *q = (shared int *)d; return q;"),
        Vec::<&str>::new()
    );
    assert_eq!(
        check("shared void *v = d; shared char *s = (shared char *)c; return p;"),
        Vec::<&str>::new()
    );
    assert_eq!(check("int *l = c; return p;"), ["W0304"]);
    assert_eq!(
        check("int *l = (int *)&c[MYTHREAD]; return p;"),
        Vec::<&str>::new()
    );
    assert_eq!(
        check("int *l = (int *)&c[MYTHREAD + THREADS]; return p;"),
        Vec::<&str>::new()
    );
    assert_eq!(
        check("int *l = (int *)&c[3 + MYTHREAD]; return p;"),
        ["W0305"]
    );
    assert_eq!(
        check("int *l = (int *)(c + 2 + MYTHREAD - 2); return p;"),
        Vec::<&str>::new()
    );
    assert_eq!(
        check("int *l = (int *)&b[MYTHREAD + 1]; return p;"),
        Vec::<&str>::new()
    );
    assert_eq!(
        check("int *l = (int *)&c[MYTHREAD - 1]; return p;"),
        ["W0305"]
    );
    assert_eq!(check("return &x;"), ["E0204"]);
    assert_eq!(
        check("shared int *q = 0; return (void *)0;"),
        Vec::<&str>::new()
    );
    assert_eq!(check("return b;"), ["W0302"]);
    assert_eq!(check("g(b); return g((shared int *)b);"), ["W0302"]);
}

/// The constraints of assignment, calls, `return`, initialisation and the arithmetic operators,
/// judged as GCC 12 judges them (`-std=gnu11`): each snippet with the codes it must give.
#[test]
fn conversions_and_initializers_follow_gcc() {
    let none = Vec::<&str>::new();
    let s = "struct P { int x, y; }; struct Q { struct P p[2]; char name[4]; int n; }; union U { int i; float f; };";
    let check = |body: &str| {
        codes(&format!(
            "{s} int f(int a, int *ip, struct P sp) {{ {body} }}"
        ))
    };
    // Assignment-like conversions.
    assert_eq!(check("a = sp; return 0;"), ["E0111"]);
    assert_eq!(check("double *d = 3.5; return 0;"), ["E0111"]);
    assert_eq!(check("ip = a; return 0;"), ["W0101"]);
    assert_eq!(check("ip = 0; ip = 1 - 1; ip = '\\0'; return 0;"), none);
    assert_eq!(check("double *d = ip; return 0;"), ["W0102"]);
    assert_eq!(check("const int *c = ip; ip = c; return 0;"), ["W0103"]);
    assert_eq!(check("void *v = ip; ip = v; _Bool b = ip; return b;"), none);
    assert_eq!(check("unsigned *u = ip; return *u;"), none);
    assert_eq!(check("return ip;"), ["W0101"]);
    assert_eq!(check("return;"), ["W0105"]);
    assert_eq!(check("return f(sp, ip, sp);"), ["E0111"]);
    assert_eq!(check("return f(a, ip, 1);"), ["E0111"]);
    // Operators.
    assert_eq!(check("return *(ip + 1.0);"), ["E0109"]);
    assert_eq!(check("return ip - (double *)0;"), ["E0109"]);
    assert_eq!(check("return (int)(ip - ip) + ip[a] + a[ip];"), none);
    assert_eq!(check("ip += 2; ip -= a; a += 2.5; return a;"), none);
    assert_eq!(check("a <<= 1.0; return a;"), ["E0109"]);
    // Initializers: brace elision, designators, strings.
    assert_eq!(
        check("struct Q q = { 1, 2, 3, 4, \"abc\", 5 }; return 0;"),
        none
    );
    assert_eq!(
        check("struct Q q = { 1, 2, 3, 4, \"abc\", 5, 6 }; return 0;"),
        ["W0106"]
    );
    assert_eq!(
        check("struct Q q = { { { 1 } }, .n = 2, }; return 0;"),
        none
    );
    assert_eq!(check("struct Q q = { .p[1].y = 1, 2 }; return 0;"), none);
    assert_eq!(
        check("struct Q q = { .p[2] = { 0 } }; return 0;"),
        ["E0115"]
    );
    assert_eq!(check("struct Q q = { .name = \"abcd\" }; return 0;"), none);
    assert_eq!(
        check("struct Q q = { .name = \"abcde\" }; return 0;"),
        ["W0107"]
    );
    assert_eq!(check("char s[3] = \"a\\x41\\101\"; return s[0];"), none);
    assert_eq!(
        check("char s[2] = \"a\\x41\\101\"; return s[0];"),
        ["W0107"]
    );
    assert_eq!(
        check("union U u = { .f = 1.5 }; union U v = { 1, 2 }; return 0;"),
        ["W0106"]
    );
    assert_eq!(
        check("struct P ps[] = { sp, 1, 2, { 3 } }; return 0;"),
        none
    );
    assert_eq!(
        check("int m[2][2] = { 1, 2, { 3 }, 4 }; return 0;"),
        ["W0106"]
    );
    assert_eq!(check("int v[] = { [a] = 1 }; return 0;"), ["E0115"]);
    assert_eq!(
        check("int v[3] = { [0 ... 2] = 1 }; int w[2] = { [1 ... 2] = 1 }; return 0;"),
        ["E0115"]
    );
    assert_eq!(check("struct P p = ip; return 0;"), ["E0113"]);
    assert_eq!(
        check("int *q = { ip }; int r = { { 1 } }; return 0;"),
        ["W0108"]
    );
    // An implicitly declared function's `int` is a guess (GCC knows `malloc` returns a pointer).
    assert_eq!(
        check("char *m = malloc(4); ip = calloc(1, 4); return m != 0;"),
        ["W0100", "W0100"]
    );
    // Static storage: constant initializers only.
    assert_eq!(codes("int g; int h = g;"), ["E0116"]);
    assert_eq!(codes("int k(void); int h = k();"), ["E0116"]);
    assert_eq!(
        codes("const int c = 2; int g, v[3]; int *p = &g, *q = v + 1, h = c, i = 1 ? 2 : g; long s = sizeof g;"),
        none
    );
    assert_eq!(
        codes("int g; void k(void) { static int h = g; int i = g; }"),
        ["E0116"]
    );
}

#[test]
fn pointer_to_shared_operators() {
    let decls = "shared int c[4 * THREADS]; shared [4] int b[4 * THREADS]; int x[4];";
    let check = |body: &str| codes(&format!("{decls} long g(shared void *v) {{ {body} }}"));
    assert_eq!(check("return (c + 1.5) == c;"), ["E0109"]);
    assert_eq!(check("return c - x;"), ["E0109"]);
    assert_eq!(check("return &b[1] - &c[0];"), ["E0109"]);
    assert_eq!(check("return (shared int *)&b[1] - &c[0];"), none());
    assert_eq!(check("v++; return 0;"), ["E0214"]);
    assert_eq!(check("return (shared char *)v - (shared char *)v;"), none());
    assert_eq!(check("shared int *p = 4; return 0;"), ["E0213"]);
    assert_eq!(check("long a = c; return a;"), ["E0213"]);
    assert_eq!(check("shared int *p = 0; _Bool t = p; return t;"), none());
}

fn none() -> Vec<&'static str> {
    Vec::new()
}

/// A `[*]` array's block size is fixed where the array is declared when it is known (over
/// `k * THREADS`, or under static THREADS): `&a[0]` points to `shared [k] T`, and a pointer
/// declared `shared [*] T *` (the block of one element, 1) differs from it (W0302). Over
/// dimensions without THREADS under dynamic THREADS the elements know their count, and the
/// block (ceil(10 / THREADS)) differs from 1 too.
#[test]
fn star_block_sizes_are_fixed_where_the_array_is_declared() {
    let star = "shared [*] int a[4 * THREADS]; typedef shared [*] int T[2 * THREADS]; T t;";
    assert_eq!(
        codes(&format!("{star} void f(void) {{ shared [4] int *p = a; shared [4] int *q = &a[1]; shared [2] int *r = t; }}")),
        Vec::<&str>::new()
    );
    assert_eq!(
        codes(&format!("{star} void f(void) {{ shared [*] int *p = a; shared int *q = &a[1]; shared [4] int *r = p; }}")),
        ["W0302", "W0302", "W0302"]
    );
    assert_eq!(codes("shared [*] int z[10];"), Vec::<&str>::new());
    // A parameter declared as a `[*]` array points with that array's block.
    assert_eq!(
        codes(&format!(
            "{star} void g(shared [*] int p[4 * THREADS]); void f(void) {{ g(a); }}"
        )),
        Vec::<&str>::new()
    );
    let (a, _) = analyze_src("shared [*] int z[10]; void f(void) { shared [*] int *p = z; }");
    let messages: Vec<&str> = a.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        ["pointer-to-shared with block size ceil(10 / THREADS) converted to one with block size 1 without a cast"]
    );
    let fixed = SemaOptions {
        upc: true,
        static_threads: Some(4),
        ..SemaOptions::default()
    };
    let (a, _) = analyze_with(
        "shared [*] int z[10]; void f(void) { shared [3] int *p = z; }",
        fixed,
    );
    assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
}

#[test]
fn conditional_with_a_null_pointer_constant_has_the_other_operands_type() {
    // C11 6.5.15p6: `c ? NULL : p` is a pointer-to-shared when `p` is one (it was E0204).
    let decls = "shared int *p; shared void *v; int *l;\n";
    let ty = |body: &str| stmt_type(&format!("{decls}void f(int c) {{ {body}; }}"), 0);
    assert_eq!(ty("c ? (void *)0 : p"), "shared int *");
    assert_eq!(ty("c ? p : (void *)0"), "shared int *");
    assert_eq!(ty("c ? 0 : p"), "shared int *");
    assert_eq!(ty("c ? p : 0"), "shared int *");
    assert_eq!(ty("c ? v : p"), "shared void *");
    assert_eq!(ty("c ? p : v"), "shared void *");
    assert_eq!(ty("c ? (void *)0 : l"), "int *");
    let none = Vec::<&str>::new();
    for ok in [
        "shared int *q = c ? (void *)0 : p;",
        "shared int *q = c ? p : (void *)0;",
        "shared int *q; q = c ? (void *)0 : p;",
        "shared void *w = c ? (void *)0 : v;",
        "int b = p == (void *)0 || (void *)0 != p || p == 0 || !p || (p && v);",
    ] {
        assert_eq!(
            codes(&format!("{decls}void f(int c) {{ {ok} }}")),
            none,
            "{ok}"
        );
    }
    // A pointer-to-local where a pointer-to-shared is wanted stays an error.
    assert_eq!(
        codes(&format!(
            "{decls}void f(int c) {{ shared int *q = c ? l : 0; }}"
        )),
        ["E0204"]
    );
}

#[test]
fn generic_selection_on_shared_types_is_made_by_the_analysis() {
    let src = "shared int *p; shared void *v;\nvoid f(int c) { _Generic(c ? (void *)0 : p, shared int *: 1, default: 2.0); _Generic(p, int *: 1.0, shared void *: 2, default: (short)3); _Generic(c, int: 1, default: 2); }";
    let (a, parsed) = analyze_src(src);
    assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
    let mut choices: Vec<usize> = a.generic_choices.values().copied().collect();
    choices.sort();
    // The first selects `shared int *`, the second its default; the third is C's alone.
    assert_eq!(choices, [0, 2]);
    assert_eq!(stmt_type(src, 0), "int");
    assert_eq!(stmt_type(src, 1), "short");
    drop(parsed);
}
