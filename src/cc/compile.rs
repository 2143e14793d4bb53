//! The compile stage: the C compiler on a translated file (or the user's C), its flags, the
//! files each input makes, and the compiler's messages told in the user's terms.

use super::args::{input_kind, CcOptions, InputKind};
use super::cache::Libraries;
use super::link::{program_of, USER_MAIN_SYMBOLS};
use super::translate::{file_includes, translate};
use super::{mpicc, run_status, show};
use crate::driver::{exit, Lang, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The stem of an input's name (`dir/prog.upc` → `prog`).
pub(super) fn stem_of(input: &Path) -> String {
    input
        .file_stem()
        .map_or("input".into(), |s| s.to_string_lossy().into_owned())
}

/// Where `--save-temps` keeps an intermediate file: next to the output (`-o`), else here.
fn kept_file(o: &CcOptions, name: String) -> PathBuf {
    let dir = match &o.output {
        Some(out) => out.parent().map(Path::to_path_buf).unwrap_or_default(),
        None => PathBuf::new(),
    };
    dir.join(name)
}

/// The object `-c` writes for an input: `-o`, else `STEM.o` here.
pub(super) fn object_of(o: &CcOptions, stem: &str) -> PathBuf {
    let ext = if o.assembly { "s" } else { "o" };
    o.output
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("{stem}.{ext}")))
}

/// Where `-trans` writes the translation of an input: `-o`, else `STEM.upcr.c` or `STEM.ga.c`
/// beside it, as the translator names them.
pub(super) fn translation_of(o: &CcOptions, input: &Path) -> PathBuf {
    let target = if o.target == Some(Target::Ga) {
        Target::Ga
    } else {
        Target::Upcr
    };
    o.output
        .clone()
        .unwrap_or_else(|| target.default_output(input))
}

/// The dependency flags of one input: with `-c` named after its object, when linking after the
/// object `-c` would write (`STEM.d`) with the program as the target.
pub(super) fn dep_args(o: &CcOptions, stem: &str) -> Vec<String> {
    if o.compile_only {
        return o.deps.args(&object_of(o, stem));
    }
    let mut deps = o.deps.clone();
    if deps.file.is_none() {
        deps.file = Some(PathBuf::from(format!("{stem}.d")));
    }
    deps.args(&program_of(o))
}

/// The intermediate files `--save-temps` keeps for an input of this kind (in the order they
/// are made), and the extension of the translated C file.
pub(super) fn kept_files(o: &CcOptions, input: &Path, kind: InputKind) -> Vec<PathBuf> {
    let stem = stem_of(input);
    let c_ext = if o.target == Some(Target::Ga) {
        "ga"
    } else {
        "upcr"
    };
    let mut v = vec![];
    if o.target == Some(Target::Upc) && kind == InputKind::C {
        v.push(kept_file(o, format!("{stem}.upc")));
    }
    if kind == InputKind::Upc || (o.target == Some(Target::Upc) && kind == InputKind::C) {
        v.push(kept_file(o, format!("{stem}.{c_ext}.c")));
    }
    v
}

/// Runs the C compiler or the linker on translated code, showing its messages with the user's
/// names: the renamed `main` is `main` again, and the temporary name of the output (`named`:
/// that name and the user's) the user's.
pub(super) fn run_user_names(cmd: &mut Command, named: Option<(&Path, &Path)>) -> i32 {
    show(cmd);
    let out = match cmd.stderr(std::process::Stdio::piped()).output() {
        Ok(out) => out,
        Err(e) => {
            eprintln!("error: cannot run `{:?}`: {e}", cmd.get_program());
            return exit::UNAVAILABLE;
        }
    };
    std::io::Write::write_all(&mut std::io::stdout(), &out.stdout).ok();
    let mut messages = user_names(&String::from_utf8_lossy(&out.stderr));
    if let Some((temporary, user)) = named {
        messages = messages.replace(&*temporary.to_string_lossy(), &user.to_string_lossy());
    }
    eprint!("{messages}");
    out.status.code().unwrap_or(1)
}

/// The functions the translation adds to a file for its shared data (`NAME_TAG`), and how a
/// message names them.
const START_UP_FUNCTIONS: [&str; 4] = [
    "upcrt_alloc_",
    "upcrt_init_",
    "upcga_create_",
    "upcga_init_",
];

/// A compiler message on translated code in the user's terms: the translation's names of the
/// user's `main` become `main`, its start-up functions "the initialisation of the shared data",
/// and a line past the end of the user's file (code the translation added after the user's
/// last line, or a last line holding several statements printed on several lines) the file's
/// last line.
pub fn user_names(message: &str) -> String {
    let mut lines_of: std::collections::HashMap<String, Option<usize>> = Default::default();
    let mut out = String::with_capacity(message.len());
    // The "In function" line waits for a diagnostic that is kept.
    let mut context: Option<String> = None;
    // Inside a warning about the translation's own names (dropped with its source lines).
    let mut dropping = false;
    for line in message.split_inclusive('\n') {
        let mut line = USER_MAIN_SYMBOLS
            .iter()
            .fold(line.to_string(), |m, name| m.replace(name, "main"));
        line = internal_types(&line);
        if let Some(at) = line.find("In function ") {
            let rest = &line[at + "In function ".len()..];
            let name = rest.trim_start_matches(['‘', '\'', '`']);
            if START_UP_FUNCTIONS.iter().any(|f| name.starts_with(f)) {
                line = format!("{}In the initialisation of the shared data:\n", &line[..at]);
            }
            context = Some(line);
            dropping = false;
            continue;
        }
        let is_source_line = line.starts_with(' ') || line.starts_with('\t');
        if is_source_line && dropping {
            continue;
        }
        dropping =
            line.contains(": warning: ") && INTERNAL_PREFIXES.iter().any(|p| line.contains(p));
        if dropping {
            continue;
        }
        if let Some(c) = context.take() {
            out.push_str(&c);
        }
        out.push_str(&clamp_location(&line, &mut lines_of));
    }
    if let Some(c) = context {
        out.push_str(&c);
    }
    out
}

/// The prefixes of the names the translation makes (its variables and parameters, the
/// runtimes' types and functions): a warning about one is about generated code, not the user's.
const INTERNAL_PREFIXES: [&str; 4] = ["upcrt_", "upcga_", "upcr_", "gasp_"];

/// `‘upcr_thread_t’ {aka ‘unsigned int’}` → `‘unsigned int’`: a runtime's type shown as the C
/// type it is.
fn internal_types(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find('‘') {
        out.push_str(&rest[..at]);
        let after = &rest[at + '‘'.len_utf8()..];
        let internal = INTERNAL_PREFIXES.iter().any(|p| after.starts_with(p));
        match (internal, after.find("’ {aka ‘")) {
            (true, Some(end)) if !after[..end].contains('’') => {
                let aka = &after[end + "’ {aka ".len()..];
                match aka.find("’}") {
                    Some(close) => {
                        out.push_str(&aka[..close + '’'.len_utf8()]);
                        rest = &aka[close + "’}".len()..];
                    }
                    None => {
                        out.push('‘');
                        rest = after;
                    }
                }
            }
            _ => {
                out.push('‘');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `FILE:LINE:` at the start of a compiler message, with LINE past the end of FILE, becomes the
/// file's last line.
fn clamp_location(
    line: &str,
    lines_of: &mut std::collections::HashMap<String, Option<usize>>,
) -> String {
    let mut parts = line.splitn(3, ':');
    let (Some(file), Some(num), Some(rest)) = (parts.next(), parts.next(), parts.next()) else {
        return line.to_string();
    };
    let Ok(n) = num.parse::<usize>() else {
        return line.to_string();
    };
    let count = *lines_of.entry(file.to_string()).or_insert_with(|| {
        std::fs::read(file)
            .ok()
            .map(|b| b.split(|&c| c == b'\n').count() - usize::from(b.ends_with(b"\n")))
    });
    match count {
        Some(last) if last > 0 && n > last => format!("{file}:{last}:{rest}"),
        _ => line.to_string(),
    }
}

/// Flags for compiling one C file: the user's, the runtime headers, and for translated files
/// debug information that maps to the UPC source (runtime errors name UPC lines).
pub(super) fn compile_flags(cmd: &mut Command, o: &CcOptions, lib: &Path, translated: bool) {
    if !o.cflags.iter().any(|f| f.starts_with("-O")) {
        cmd.arg("-O2");
    }
    if translated {
        // A UPC file's tentative definitions (`T *p;` in a header several files include) are
        // common symbols, as UPC compilers have always made them (GCC's default before 10); the
        // user's `-fno-common`, after it, wins.
        cmd.arg("-fcommon");
        // A runtime error is placed at the return address of the runtime call: identical calls
        // at two lines must keep a call instruction each (GCC's cross-jumping kept one, and an
        // error at the first call was reported at the second's line). The user's
        // `-fcrossjumping`, after it, wins.
        cmd.arg("-fno-crossjumping");
    }
    cmd.args(&o.cflags);
    if translated {
        cmd.args(["-g", "-gdwarf-4", "-std=gnu11"]);
    } else {
        cmd.args(&o.forced_includes);
    }
    if o.checks {
        cmd.arg("-DUPCR_CHECKS");
    }
    cmd.arg("-I").arg(lib.join(if o.target == Some(Target::Ga) {
        "ga-aux"
    } else {
        "upcr"
    }));
    cmd.arg("-I").arg(lib.join("include"));
    for i in &o.include {
        cmd.arg("-I").arg(i);
    }
    for d in &o.defines {
        cmd.arg(format!("-D{d}"));
    }
    for u in &o.undefines {
        cmd.arg(format!("-U{u}"));
    }
}

/// Compiles one input (the `n`th) of the build: translated first when it is UPC (or GA C under
/// `--to upc`), then compiled with the MPI C compiler into an object in `temp` (or where `-c`
/// puts it). The object to link (an object or library input is linked as it is); `None` when
/// nothing is left to link (`-trans`).
pub(super) fn input(
    o: &CcOptions,
    n: usize,
    input: &Path,
    lang: Option<Lang>,
    libs: &Libraries,
    temp: &Path,
) -> Result<Option<PathBuf>, i32> {
    let mut kind = input_kind(input, lang);
    if kind == InputKind::Linked {
        return Ok(Some(input.to_path_buf()));
    }
    if !input.exists() {
        eprintln!("error: {}: no such file", input.display());
        return Err(exit::DIAGNOSTICS);
    }
    if let Err(e) = crate::preprocess::check_text_file(input) {
        eprintln!("error: {e}");
        return Err(exit::DIAGNOSTICS);
    }
    let stem = stem_of(input);
    // The translations: kept next to the output with `--save-temps`, else temporary.
    let mut steps = kept_files(o, input, kind).into_iter().map(|kept| {
        if o.save_temps {
            kept
        } else {
            let name = kept.file_name().unwrap_or_default().to_string_lossy();
            temp.join(format!("{n}_{name}"))
        }
    });
    // The dependency file is written by the stage that reads the user's source.
    let deps = dep_args(o, &stem);
    let mut source = input.to_path_buf();
    let mut source_deps = deps.clone();
    if o.target == Some(Target::Upc) && kind == InputKind::C {
        // A GA C program: to UPC first, then like any UPC file. Translated exactly as
        // `pgas-xlate FILE --to upc` does (GA's and MPI's own headers, the folders the
        // translator finds), so both give the same diagnostics.
        source = steps.next().expect("a .upc step");
        translate(o, input, &source, Target::Upc, &[], &source_deps)?;
        source_deps.clear();
        kind = InputKind::Upc;
    }
    let (c_file, compile_deps) = if kind == InputKind::Upc {
        let step = steps.next().expect("a .c step");
        let c_file = if o.translate_only {
            translation_of(o, input)
        } else {
            step
        };
        let target = if libs.ga_config.is_some() {
            Target::Ga
        } else {
            Target::Upcr
        };
        translate(
            o,
            &source,
            &c_file,
            target,
            &libs.translate_include,
            &source_deps,
        )?;
        if o.translate_only {
            return Ok(None);
        }
        (c_file, vec![])
    } else if o.translate_only {
        return Ok(None);
    } else {
        if o.target != Some(Target::Upc) && file_includes(input, &["upc.h"]) {
            eprintln!(
                "error: {} is UPC (it includes upc.h) but is compiled as C: put `-x upc` before it, or build with upcc, which reads .c files as UPC",
                input.display()
            );
            return Err(exit::DIAGNOSTICS);
        }
        (input.to_path_buf(), deps)
    };
    let object = if o.compile_only {
        object_of(o, &stem)
    } else {
        temp.join(format!("{n}_{stem}.o"))
    };
    let mut cmd = Command::new(mpicc());
    cmd.arg(if o.assembly { "-S" } else { "-c" });
    cmd.arg(&c_file).arg("-o").arg(&object);
    compile_flags(&mut cmd, o, &libs.lib, kind == InputKind::Upc);
    cmd.args(&compile_deps);
    if o.layout_source && kind == InputKind::Upc {
        // The translation keeps the program's own `#include "…"` of a header it leaves as
        // written: looked for beside the source, as when the source was preprocessed.
        if let Some(d) = input.parent() {
            let d = if d.as_os_str().is_empty() {
                Path::new(".")
            } else {
                d
            };
            cmd.arg("-iquote").arg(d);
        }
    }
    for d in &libs.ga_upc_include {
        cmd.arg("-I").arg(d);
    }
    if let Some(g) = &libs.ga_config {
        cmd.args(&g.cppflags);
    }
    let status = if kind == InputKind::Upc {
        run_user_names(&mut cmd, None)
    } else {
        run_status(&mut cmd)
    };
    if status != 0 {
        return Err(status);
    }
    Ok(Some(object))
}
