//! Preprocessing with the system C preprocessor (`$CC -E`), keeping line markers.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What the preprocessor is run with.
#[derive(Clone, Debug, Default)]
pub struct PreprocessOptions {
    /// The compiler driver whose `-E` is used (`--cc`, else `$CC`, else `cc`).
    pub cc: String,
    pub include_dirs: Vec<PathBuf>,
    /// `-D` arguments (`NAME` or `NAME=VALUE`).
    pub defines: Vec<String>,
    pub undefines: Vec<String>,
    /// The input is UPC: predefine the UPC macros and put our UPC headers on the path.
    pub upc: bool,
    /// `--threads N`.
    pub static_threads: Option<u32>,
    /// Our headers (`upc.h`, `gasp.h`, …), searched before the system directories.
    pub runtime_include: Option<PathBuf>,
    /// Folders of library headers (`-isystem`): their contents are printed as `#include` lines.
    pub system_dirs: Vec<PathBuf>,
    /// Compiler flags that change what the preprocessor sees (`-fopenmp`, `-m…`, `-std=…`,
    /// `-pthread`, `-Wp,…`) and the dependency-file flags (`-MD -MF FILE -MT TARGET`).
    pub extra_flags: Vec<String>,
}

#[derive(Debug)]
pub enum PreprocessError {
    /// The compiler could not be started (exit status 3).
    MissingCompiler(String, std::io::Error),
    /// The preprocessor reported errors (already on its stderr; exit status 1).
    Failed(String),
}

/// The C compiler whose preprocessor reads the input: `$CC`, unless it is empty or this tool
/// itself (`CC=upcc`, `CC='pgas-xlate cc'` as make and configure export it: it has no `-E`),
/// else `cc`.
pub fn system_cc() -> String {
    std::env::var("CC")
        .ok()
        .filter(|s| {
            let program = s.split_whitespace().next().unwrap_or_default();
            let name = Path::new(program)
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            !s.is_empty() && !s.contains("pgas-xlate") && name != "upcc" && name != "upcrun"
        })
        .unwrap_or_else(|| "cc".to_string())
}

/// The largest block size of a shared type (the phase of a pointer-to-shared has 22 bits).
pub const UPC_MAX_BLOCK_SIZE: u64 = (1 << 22) - 1;

/// The macros a UPC 1.3 compiler predefines.
pub fn upc_predefines(static_threads: Option<u32>) -> Vec<String> {
    let mut v = vec![
        "__UPC__=1".to_string(),
        "__UPC_VERSION__=201311L".to_string(),
        "__UPC_COLLECTIVE__=1".to_string(),
        "__UPC_TICK__=1".to_string(),
        "__UPC_NB__=1".to_string(),
        "__UPC_ATOMIC__=1".to_string(),
        "__UPC_CASTABLE__=1".to_string(),
        "__UPC_IO__=1".to_string(),
        // A number, so that `#if UPC_MAX_BLOCK_SIZE …` works; the lexer also knows the keyword.
        format!("UPC_MAX_BLOCK_SIZE={UPC_MAX_BLOCK_SIZE}"),
    ];
    match static_threads {
        Some(n) => {
            v.push("__UPC_STATIC_THREADS__=1".to_string());
            v.push(format!("__UPC_THREADS__={n}"));
        }
        None => v.push("__UPC_DYNAMIC_THREADS__=1".to_string()),
    }
    v
}

/// Under `--threads N`, what `THREADS` is defined as for the preprocessor: in `#if` it evaluates
/// to N (the identifier inside is 0 there, as every identifier that is not a macro), so that
/// `#if THREADS != 2` works as with other UPC compilers; in the program's text each expansion
/// is turned back into the keyword `THREADS` ([`restore_threads_keyword`]), so the front end
/// sees exactly what it would without the macro.
fn static_threads_expansion(n: u32) -> String {
    format!("(__pgas_xlate_static_THREADS+{n})")
}

/// The preprocessed text with every expansion of [`static_threads_expansion`] turned back into
/// `THREADS` (the C preprocessor prints a macro's replacement list as it was defined: no space
/// inside; nothing else can spell the reserved identifier).
fn restore_threads_keyword(text: String, static_threads: Option<u32>) -> String {
    match static_threads {
        Some(n) => {
            let expansion = static_threads_expansion(n);
            if text.contains(&expansion) {
                text.replace(&expansion, "THREADS")
            } else {
                text
            }
        }
        None => text,
    }
}

/// Refuses a file that is not text (it holds a NUL byte, as object files, archives and images
/// do) in one line, before a preprocessor or compiler reports every byte of it.
pub fn check_text_file(input: &Path) -> Result<(), String> {
    use std::io::Read;
    let mut file =
        std::fs::File::open(input).map_err(|e| format!("cannot read {}: {e}", input.display()))?;
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = file
            .read(&mut buf)
            .map_err(|e| format!("cannot read {}: {e}", input.display()))?;
        if n == 0 {
            return Ok(());
        }
        if buf[..n].contains(&0) {
            return Err(format!("{}: not a text file", input.display()));
        }
    }
}

/// The preprocessor's command line for `input` (without `-dD` or output redirection).
fn command(input: &Path, opts: &PreprocessOptions) -> Command {
    // A compiler named with its own arguments (`CC='gcc -m64'`, as makefiles pass it; `CC='gcc '`)
    // is the program and its arguments, split at blanks.
    let mut words = opts.cc.split_whitespace();
    let mut cmd = Command::new(words.next().unwrap_or("cc"));
    cmd.args(words);
    // `-C`: the program's comments go through to the lexer, which keeps them for the output.
    cmd.arg("-E").arg("-C").arg("-x").arg("c");
    for d in &opts.include_dirs {
        cmd.arg(format!("-I{}", d.display()));
    }
    for d in &opts.system_dirs {
        cmd.arg("-isystem").arg(d);
    }
    if opts.upc {
        if let Some(dir) = &opts.runtime_include {
            cmd.arg("-isystem").arg(dir);
        }
        for d in upc_predefines(opts.static_threads) {
            cmd.arg(format!("-D{d}"));
        }
        if let Some(n) = opts.static_threads {
            cmd.arg(format!("-DTHREADS={}", static_threads_expansion(n)));
        }
    }
    for d in &opts.defines {
        cmd.arg(format!("-D{d}"));
    }
    for u in &opts.undefines {
        cmd.arg(format!("-U{u}"));
    }
    cmd.args(&opts.extra_flags);
    cmd.arg(input);
    cmd
}

/// A macro definition as the preprocessor saw it (`-dD`): where it stands and its text.
#[derive(Clone, Debug)]
pub struct MacroDef {
    pub name: String,
    /// A function-like macro (`NAME(` with no space).
    pub function_like: bool,
    /// The file and line of the `#define` (`<command-line>` for `-D`, `<built-in>` for the
    /// compiler's own).
    pub file: String,
    pub line: u32,
    /// The definition as the preprocessor prints it: `#define NAME(x) body`.
    pub text: String,
}

/// The macros of a translation unit, for placing an error inside a macro's expansion: each
/// name with its definitions in the order the preprocessor read them.
#[derive(Clone, Debug, Default)]
pub struct Macros {
    pub defs: std::collections::HashMap<String, Vec<MacroDef>>,
}

impl Macros {
    /// The definition of `name` in force at `file`:`line`: the last one before it in that file,
    /// else the last one of another file (a header).
    pub fn at(&self, name: &str, file: &str, line: u32) -> Option<&MacroDef> {
        let defs = self.defs.get(name)?;
        defs.iter()
            .rev()
            .find(|d| d.file == file && d.line < line)
            .or_else(|| defs.iter().rev().find(|d| d.file != file))
            .or(defs.last())
    }
}

/// Runs the preprocessor again with `-dD` (the definitions kept in its output) and reads every
/// `#define` with the place the line markers give it. Only for reporting an error: a failure
/// gives no macros.
pub fn macro_definitions(input: &Path, opts: &PreprocessOptions) -> Macros {
    let mut macros = Macros::default();
    if input.extension().is_some_and(|e| e == "i") {
        return macros;
    }
    let mut cmd = command(input, opts);
    cmd.arg("-dD").stderr(std::process::Stdio::null());
    let Ok(out) = cmd.output() else {
        return macros;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let (mut file, mut line) = (input.to_string_lossy().into_owned(), 1u32);
    for l in text.lines() {
        if let Some((n, name)) = line_marker(l) {
            line = n;
            if let Some(name) = name {
                file = name;
            }
            continue;
        }
        if let Some(def) = l.strip_prefix("#define ") {
            let name: String = def
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$')
                .collect();
            let function_like = def[name.len()..].starts_with('(');
            macros.defs.entry(name.clone()).or_default().push(MacroDef {
                name,
                function_like,
                file: file.clone(),
                line,
                text: l.to_string(),
            });
        }
        line += 1;
    }
    macros
}

/// A line marker of the preprocessor's output (`# 12 "file.c" 1`): the line it names and the
/// file, if it names one.
fn line_marker(l: &str) -> Option<(u32, Option<String>)> {
    let rest = l.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").map_or(rest, str::trim_start);
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let n = rest[..digits].parse().ok()?;
    let name = rest[digits..]
        .trim_start()
        .strip_prefix('"')
        .and_then(|r| r.rfind('"').map(|e| r[..e].replace("\\\\", "\\")));
    Some((n, name))
}

/// Preprocesses `input`; `.i` files are read as they are.
pub fn preprocess(input: &Path, opts: &PreprocessOptions) -> Result<String, PreprocessError> {
    check_text_file(input).map_err(PreprocessError::Failed)?;
    if input.extension().is_some_and(|e| e == "i") {
        return pgas_grammar::encoding::read_file(input)
            .map_err(|e| PreprocessError::Failed(format!("cannot read {}: {e}", input.display())));
    }
    let mut cmd = command(input, opts);
    cmd.stderr(std::process::Stdio::inherit());
    let out = cmd
        .output()
        .map_err(|e| PreprocessError::MissingCompiler(opts.cc.clone(), e))?;
    if !out.status.success() {
        return Err(PreprocessError::Failed(format!(
            "the preprocessor `{}` failed on {}",
            opts.cc,
            input.display()
        )));
    }
    let mut stdout = out.stdout;
    // The text lives as long as the tree that points into it: drop the pipe's spare capacity.
    stdout.shrink_to_fit();
    // Bytes of a legacy encoding (Latin-1 comments and strings) go through the front end
    // mapped, and back to themselves in the output (`pgas_grammar::encoding`).
    let text = pgas_grammar::encoding::decode(stdout);
    Ok(if opts.upc {
        restore_threads_keyword(text, opts.static_threads)
    } else {
        text
    })
}

/// The folder of our UPC headers (`upc.h` …), written out of the binary into the cache on first
/// use ([`crate::runtime_files::include_dir`]).
pub fn runtime_include_dir() -> Result<PathBuf, String> {
    crate::runtime_files::include_dir()
}
