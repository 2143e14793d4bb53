//! The translation stage: a UPC file (or a GA C file under `--to upc`) to C, in-process, and
//! upcc's `-E` (the inputs preprocessed as the translation reads them).

use super::args::{input_kind, CcOptions, InputKind};
use super::{show, VERBOSE};
use crate::driver::{self, exit, Lang, Target, TranslateOptions};
use crate::preprocess::{runtime_include_dir, PreprocessOptions};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The inputs of the program ({upcc's `-E`}) preprocessed as the translation reads them (UPC
/// inputs with the UPC headers and macros, C inputs as C), one after the other, on standard
/// output or in `-o`.
pub(super) fn preprocess_inputs(o: &CcOptions) -> Result<(), i32> {
    let mut text = String::new();
    for (input, lang) in &o.inputs {
        let kind = input_kind(input, *lang);
        if kind == InputKind::Linked {
            continue;
        }
        let opts = PreprocessOptions {
            cc: crate::preprocess::system_cc(),
            include_dirs: o.include.clone(),
            defines: o.defines.clone(),
            undefines: o.undefines.clone(),
            upc: kind == InputKind::Upc,
            static_threads: o.threads,
            runtime_include: if kind == InputKind::Upc {
                Some(runtime_include_dir().map_err(|e| {
                    eprintln!("error: {e}");
                    exit::UNAVAILABLE
                })?)
            } else {
                None
            },
            system_dirs: if kind == InputKind::Upc {
                // The MPI the build would choose (none found: `mpicc`, if any).
                let mpicc = crate::mpi::for_build(o.mpi.as_deref())
                    .map_or_else(|_| "mpicc".to_string(), |(_, cc)| cc);
                mpi_include(&[], &mpicc)
            } else {
                vec![]
            },
            extra_flags: o.ppflags.clone(),
        };
        match crate::preprocess::preprocess(input, &opts) {
            Ok(t) => text.push_str(&t),
            Err(crate::preprocess::PreprocessError::MissingCompiler(cc, e)) => {
                eprintln!("error: cannot run the preprocessor `{cc}`: {e}");
                return Err(exit::UNAVAILABLE);
            }
            Err(crate::preprocess::PreprocessError::Failed(e)) => {
                eprintln!("error: {e}");
                return Err(exit::DIAGNOSTICS);
            }
        }
    }
    match &o.output {
        Some(out) if out.as_os_str() != "-" => driver::write_atomically(out, &text).map_err(|e| {
            eprintln!("error: cannot write {}: {e}", out.display());
            exit::DIAGNOSTICS
        }),
        _ => {
            print!("{text}");
            Ok(())
        }
    }
}

/// Translates `input` for `target`: GA C for `--to upc`, else UPC; `system_dirs` holds the
/// GA-on-UPC library's headers when the program uses them, GA's under `--to ga`.
pub(super) fn translate(
    o: &CcOptions,
    input: &Path,
    output: &Path,
    target: Target,
    system_dirs: &[PathBuf],
    deps: &[String],
) -> Result<(), i32> {
    let cc = crate::preprocess::system_cc();
    if VERBOSE.load(std::sync::atomic::Ordering::Relaxed) > 0 {
        let mut line =
            Command::new(std::env::current_exe().unwrap_or_else(|_| "pgas-xlate".into()));
        line.arg(input)
            .arg("--to")
            .arg(target.name())
            .arg("-o")
            .arg(output);
        line.args(o.include.iter().map(|i| format!("-I{}", i.display())));
        line.args(o.defines.iter().map(|d| format!("-D{d}")));
        line.args(o.undefines.iter().map(|u| format!("-U{u}")));
        line.args(o.threads.map(|t| format!("--threads={t}")));
        show(&line);
    }
    let opts = TranslateOptions {
        input: input.to_path_buf(),
        target,
        output: Some(output.to_path_buf()),
        preprocess: PreprocessOptions {
            cc,
            include_dirs: o.include.clone(),
            defines: o.defines.clone(),
            undefines: o.undefines.clone(),
            upc: true,
            static_threads: o.threads,
            runtime_include: Some(runtime_include_dir().map_err(|e| {
                eprintln!("error: {e}");
                exit::UNAVAILABLE
            })?),
            system_dirs: mpi_include(system_dirs, &super::mpicc()),
            extra_flags: o.ppflags.iter().chain(deps).cloned().collect(),
        },
        syntax_only: false,
        line_directives: true,
        lang: Some(if target == Target::Upc {
            Lang::C
        } else {
            Lang::Upc
        }),
        strict_upc13: false,
        pedantic_errors: false,
        expand_headers: false,
        profile: o.profile_settings.clone(),
        dynamic_pointers: o.dynamic_pointers,
        checks: o.checks,
        races: o.races,
        access_texts: true,
        layout: if o.layout_source {
            crate::driver::Layout::Source
        } else {
            crate::driver::Layout::Reprint
        },
    };
    match driver::run(&opts) {
        0 => Ok(()),
        s => Err(s),
    }
}

/// `dirs` and after them the include folders of the MPI compiler `mpicc`, for a
/// program's `#include <mpi.h>` (unless `dirs` has an `mpi.h`: the GA-on-UPC library's).
fn mpi_include(dirs: &[PathBuf], mpicc: &str) -> Vec<PathBuf> {
    let mut v = dirs.to_vec();
    if !crate::backend::upc::mpi::has_mpi_header(dirs) {
        v.extend(crate::backend::upc::mpi::include_dirs_of(mpicc));
    }
    v
}

/// Whether the program needs the GA-on-UPC library: `--ga`, `--to upc`, or a UPC input that
/// includes one of GA's headers (`ga.h`, `macdecls.h`, `armci.h`).
pub(super) fn needs_ga_upc(o: &CcOptions) -> bool {
    o.ga_upc
        || o.target == Some(Target::Upc)
        || includes_header(o, InputKind::Upc, &["ga.h", "macdecls.h", "armci.h"])
}

/// Whether an input of this kind has an `#include` line of one of `headers`.
pub(super) fn includes_header(o: &CcOptions, kind: InputKind, headers: &[&str]) -> bool {
    o.inputs
        .iter()
        .any(|(path, lang)| input_kind(path, *lang) == kind && file_includes(path, headers))
}

/// Whether the file at `path` has an `#include` line of one of `headers`.
pub(super) fn file_includes(path: &Path, headers: &[&str]) -> bool {
    pgas_grammar::encoding::read_file(path).is_ok_and(|text| {
        text.lines().any(|l| {
            let l = l.trim_start();
            l.starts_with('#')
                && l.contains("include")
                && headers
                    .iter()
                    .any(|h| l.contains(&format!("<{h}>")) || l.contains(&format!("\"{h}\"")))
        })
    })
}
