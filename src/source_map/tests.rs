//! The source map on small programs preprocessed by the system's `cc -E -C`, as the driver
//! preprocesses them.

use super::*;
use std::path::Path;

/// Writes `files` (the first is the main file) into a fresh folder, preprocesses the first
/// there and maps it.
fn map_of(name: &str, files: &[(&str, &str)]) -> (String, SourceMap) {
    let dir = std::env::temp_dir().join(format!("pgas-source-map-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (f, text) in files {
        std::fs::write(dir.join(f), text).unwrap();
    }
    let out = std::process::Command::new(crate::preprocess::system_cc())
        .current_dir(&dir)
        .args(["-E", "-C", "-x", "c", files[0].0])
        .output()
        .expect("cc -E");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pp = String::from_utf8(out.stdout).unwrap();
    let read = |n: &str| {
        let p = dir.join(n);
        (!n.starts_with('<') && Path::new(&p).is_file())
            .then(|| std::fs::read_to_string(p).ok())
            .flatten()
    };
    let map = SourceMap::build(&pp, files[0].0, &read);
    let _ = std::fs::remove_dir_all(&dir);
    (pp, map)
}

/// Each token of the program files: `spelling@file:line:col` when verbatim (its place in the
/// file), `spelling<NAME[invocation text]` when made by an expansion.
fn described(pp: &str, map: &SourceMap) -> Vec<String> {
    map.tokens
        .iter()
        .map(|(r, o)| {
            let t = &pp[r.clone()];
            match o {
                Origin::Verbatim(f, s) => {
                    let text = &map.files[*f as usize].1;
                    let source = &text[s.clone()];
                    assert_eq!(
                        directive_spelling(source),
                        directive_spelling(t),
                        "a verbatim token spells its source"
                    );
                    format!("{t}@{}", map.place(*f, s.start))
                }
                Origin::Expansion {
                    invocation: (f, s),
                    macro_name,
                } => format!("{t}<{macro_name}[{}]", &map.files[*f as usize].1[s.clone()]),
            }
        })
        .collect()
}

/// [`map_of`] and [`described`] of its program: the descriptions, and the map.
fn describe(name: &str, files: &[(&str, &str)]) -> (Vec<String>, SourceMap) {
    let (pp, map) = map_of(name, files);
    (described(&pp, &map), map)
}

/// Asserts that `d` holds each of `tokens` (described as by [`described`]).
fn assert_has(d: &[String], tokens: &[&str]) {
    for t in tokens {
        assert!(d.iter().any(|x| x == t), "no {t} in {d:#?}");
    }
}

/// The described tokens from the one whose description starts with `from`, `n` of them.
fn run_from(all: &[String], from: &str, n: usize) -> Vec<String> {
    let i = all
        .iter()
        .position(|d| d.starts_with(from))
        .unwrap_or_else(|| panic!("no token {from} in {all:#?}"));
    all[i..(i + n).min(all.len())].to_vec()
}

#[test]
fn unchanged_lines_map_token_for_token() {
    let (pp, map) = map_of(
        "plain",
        &[(
            "t.c",
            "int  x /* c */ = 1;   // end\nint main(void) { return x; }\n",
        )],
    );
    let d = described(&pp, &map);
    assert_eq!(
        d,
        [
            "int@t.c:1:1",
            "x@t.c:1:6",
            "=@t.c:1:16",
            "1@t.c:1:18",
            ";@t.c:1:19",
            "int@t.c:2:1",
            "main@t.c:2:5",
            "(@t.c:2:9",
            "void@t.c:2:10",
            ")@t.c:2:14",
            "{@t.c:2:16",
            "return@t.c:2:18",
            "x@t.c:2:25",
            ";@t.c:2:26",
            "}@t.c:2:28",
        ]
    );
    assert!(map.invocations.is_empty());
}

#[test]
fn object_like_macro_is_an_expansion_of_its_use() {
    let (pp, map) = map_of(
        "object",
        &[(
            "t.c",
            "#define NL 16\n#define NIL ((void *)0)\ndouble mine[NL]; void *p = NIL;\n",
        )],
    );
    let d = described(&pp, &map);
    assert_eq!(
        run_from(&d, "double", 13),
        [
            "double@t.c:3:1",
            "mine@t.c:3:8",
            "[@t.c:3:12",
            "16<NL[NL]",
            "]@t.c:3:15",
            ";@t.c:3:16",
            "void@t.c:3:18",
            "*@t.c:3:23",
            "p@t.c:3:24",
            "=@t.c:3:26",
            "(<NIL[NIL]",
            "(<NIL[NIL]",
            "void<NIL[NIL]",
        ]
    );
    assert_eq!(map.invocations.len(), 2);
    assert_eq!(map.invocations[0].macro_name, "NL");
    assert_eq!(&pp[map.invocations[1].expansion.clone()], "((void *)0)");
}

#[test]
fn function_like_macro_keeps_its_arguments_in_place() {
    let (pp, map) = map_of(
        "function",
        &[(
            "t.c",
            "#define MIN(a, b) ((a) < (b) ? (a) : (b))\nint p[4], i, q;\nint f(void) { return MIN(p[i], q); }\n",
        )],
    );
    let d = described(&pp, &map);
    let call = run_from(&d, "(<MIN", 19);
    let inv = "MIN[MIN(p[i], q)]";
    assert_eq!(
        call,
        [
            format!("(<{inv}"),
            format!("(<{inv}"),
            "p@t.c:3:26".into(),
            "[@t.c:3:27".into(),
            "i@t.c:3:28".into(),
            "]@t.c:3:29".into(),
            format!(")<{inv}"),
            format!("<<{inv}"),
            format!("(<{inv}"),
            "q@t.c:3:32".into(),
            format!(")<{inv}"),
            format!("?<{inv}"),
            format!("(<{inv}"),
            "p@t.c:3:26".into(),
            "[@t.c:3:27".into(),
            "i@t.c:3:28".into(),
            "]@t.c:3:29".into(),
            format!(")<{inv}"),
            format!(":<{inv}"),
        ]
    );
    assert_has(&d, &[";@t.c:3:34"]);
}

#[test]
fn nested_and_multi_line_invocations() {
    let src = "#define N 4\n#define F(x, y) ((x) + (y))\nint b, c;\nint a = F(N,\n          b) + c;\nint z = 2;\n";
    let (d, _) = describe("nested", &[("t.c", src)]);
    let inv = "F[F(N,\n          b)]";
    assert_eq!(
        run_from(&d, "a@", 15),
        [
            "a@t.c:4:5".to_string(),
            "=@t.c:4:7".into(),
            format!("(<{inv}"),
            format!("(<{inv}"),
            // N, an argument that is itself expanded, is the outer expansion's.
            format!("4<{inv}"),
            format!(")<{inv}"),
            format!("+<{inv}"),
            format!("(<{inv}"),
            "b@t.c:5:11".into(),
            format!(")<{inv}"),
            format!(")<{inv}"),
            "+@t.c:5:14".into(),
            "c@t.c:5:16".into(),
            ";@t.c:5:17".into(),
            "int@t.c:6:1".into(),
        ]
    );
}

#[test]
fn stringizing_pasting_and_line() {
    let src = "#define S(x) #x\n#define C(a, b) a##b\nint pq;\nconst char *s = S(a + b); int *r = &C(p, q); int l = __LINE__;\n";
    let (d, _) = describe("hash", &[("t.c", src)]);
    assert_has(
        &d,
        &[
            "\"a + b\"<S[S(a + b)]",
            "pq<C[C(p, q)]",
            "4<__LINE__[__LINE__]",
            "&@t.c:4:36",
            "l@t.c:4:50",
        ],
    );
}

#[test]
fn included_headers_map_into_their_own_file_each_time() {
    let main = "#define N 3\n#include \"h.h\"\nint after = 1;\n#include \"h.h\"\n";
    let header = "int h_value[N];\n";
    let (d, map) = describe("include", &[("t.c", main), ("h.h", header)]);
    let names: Vec<&str> = map.files.iter().map(|(n, _)| n.as_str()).collect();
    // In the order of their first token.
    assert_eq!(names, ["h.h", "t.c"]);
    let first = run_from(&d, "int@h.h", 6);
    assert_eq!(
        first,
        [
            "int@h.h:1:1",
            "h_value@h.h:1:5",
            "[@h.h:1:12",
            "3<N[N]",
            "]@h.h:1:14",
            ";@h.h:1:15"
        ]
    );
    assert_eq!(
        d.iter().filter(|x| x.as_str() == "h_value@h.h:1:5").count(),
        2
    );
    assert_has(&d, &["after@t.c:3:5"]);
}

#[test]
fn line_continuations_are_spliced() {
    let src = "#define F(x, y) (x + y)\nint \\\n  w = 1;\nint v = F(w, \\\n  2);\n";
    let (d, _) = describe("continuation", &[("t.c", src)]);
    assert_has(
        &d,
        &[
            "w@t.c:3:3",
            "int@t.c:2:1",
            // The argument w of the invocation, the 2 after the continuation.
            "w@t.c:4:11",
            "2@t.c:5:3",
            ";@t.c:5:5",
        ],
    );
}

#[test]
fn a_macro_expanding_to_nothing() {
    let src = "#define EMPTY\n#define NOTHING(x)\nint EMPTY z = 1;\nEMPTY\nNOTHING(z) int y;\n";
    let (d, map) = describe("empty", &[("t.c", src)]);
    assert_eq!(
        run_from(&d, "int@t.c:3", 5),
        [
            "int@t.c:3:1",
            "z@t.c:3:11",
            "=@t.c:3:13",
            "1@t.c:3:15",
            ";@t.c:3:16"
        ]
    );
    assert_has(&d, &["y@t.c:5:16"]);
    let empties: Vec<&str> = map
        .invocations
        .iter()
        .filter(|i| i.expansion.is_empty())
        .map(|i| i.macro_name.as_str())
        .collect();
    assert_eq!(empties, ["EMPTY", "NOTHING"]);
}

#[test]
fn a_macro_named_like_a_variable_of_another_scope() {
    let src = "void f(void) { int size = 3; (void)size; }\n#define size 10\nint g(void) { return size; }\n#undef size\nint h(int size) { return size; }\n";
    let (d, _) = describe("scope", &[("t.c", src)]);
    assert_has(
        &d,
        &[
            "size@t.c:1:20",
            "size@t.c:1:36",
            "10<size[size]",
            "size@t.c:5:11",
            "size@t.c:5:26",
        ],
    );
}

#[test]
fn inactive_branches_and_pragmas() {
    let src = "#define N 2\n#if 0\nint dead = N;\n#else\nint live = N;\n#endif\n#pragma  upc   strict\nint k;\n";
    let (d, _) = describe("branches", &[("t.c", src)]);
    assert_eq!(
        d,
        [
            "int@t.c:5:1",
            "live@t.c:5:5",
            "=@t.c:5:10",
            "2<N[N]",
            ";@t.c:5:13",
            "#pragma upc strict@t.c:7:1",
            "int@t.c:8:1",
            "k@t.c:8:5",
            ";@t.c:8:6",
        ]
    );
}

#[test]
fn a_line_that_fits_no_pattern_is_one_expansion() {
    // `f` expands to a call of itself with one more argument: the source's tokens all appear,
    // in order, among more; no token of the line is claimed verbatim.
    let src = "int f(int a, int b);\n#define f(x) f(x, 1)\nint r = f(2);\nint s;\n";
    let (d, _) = describe("fallback", &[("t.c", src)]);
    let line: Vec<&String> = d.iter().filter(|x| x.contains("[int r = f(2);]")).collect();
    assert_eq!(line.len(), 10, "{d:#?}");
    assert_has(&d, &["s@t.c:4:5"]);
}

#[test]
fn comments_spanning_lines_in_directives() {
    let src = "#define A 1 /* a comment\n   that goes on */\nint a = A;\n";
    let (d, _) = describe("directive-comment", &[("t.c", src)]);
    assert_eq!(
        d,
        [
            "int@t.c:3:1",
            "a@t.c:3:5",
            "=@t.c:3:7",
            "1<A[A]",
            ";@t.c:3:10"
        ]
    );
}

#[test]
fn origin_and_dump() {
    let (pp, map) = map_of("dump", &[("t.c", "#define E\n#define N 5\nint x = N; E\n")]);
    let n = pp.rfind('5').unwrap();
    assert_eq!(
        map.origin(n),
        Some(&Origin::Expansion {
            invocation: (0, 30..31),
            macro_name: "N".into()
        })
    );
    assert_eq!(map.origin(n + 1), Some(&Origin::Verbatim(0, 31..32)));
    // No token starts at the blank before it.
    assert_eq!(map.origin(n - 1), None);
    let dump = map.dump(&pp);
    assert!(dump.contains("\tx\tverbatim t.c:3:5\n"), "{dump}");
    assert!(
        dump.contains("\t5\texpansion of N at t.c:3:9-3:10\n"),
        "{dump}"
    );
    assert!(dump.ends_with("# invocations\nt.c:3:9-3:10\tN\texpands to 1 tokens\nt.c:3:12-3:13\tE\texpands to nothing\n"), "{dump}");
}

#[test]
fn a_system_headers_macro_used_in_a_program_file() {
    // The preprocessor flags the expansion of NULL as a system header's text on the program
    // file's line; it is still the program file's.
    let (pp, map) = map_of(
        "system-macro",
        &[("t.c", "#include <stddef.h>\nint *p = NULL;\n")],
    );
    let d = described(&pp, &map);
    assert_eq!(
        d,
        [
            "int@t.c:2:1",
            "*@t.c:2:5",
            "p@t.c:2:6",
            "=@t.c:2:8",
            "(<NULL[NULL]",
            "(<NULL[NULL]",
            "void<NULL[NULL]",
            "*<NULL[NULL]",
            ")<NULL[NULL]",
            "0<NULL[NULL]",
            ")<NULL[NULL]",
            ";@t.c:2:14",
        ]
    );
    assert_eq!(map.files.len(), 1);
}
