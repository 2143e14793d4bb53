//! Fuzz target of the front end and the `--to upcr` lowering: lexing, parsing, checking,
//! lowering and printing arbitrary input must never panic, and whatever parses must print to
//! text that parses again. Text with syntax errors: the tree the parser recovered is checked and
//! printed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pgas_xlate::printer::{print_unit, PrintOptions};
use pgas_xlate::sema::{analyze, SemaOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    for upc in [false, true] {
        let opts = SemaOptions { upc, ..SemaOptions::default() };
        let parsed = match pgas_grammar::parse(src, upc, "fuzz.c") {
            Ok(p) => p,
            Err(f) => {
                // The tree read past syntax errors is checked as the driver checks it, and printed.
                if let Some(r) = f.recovered {
                    let _ = analyze(&r.unit, r.expr_count, &f.line_map, &opts);
                    let _ = print_unit(
                        &r.unit,
                        PrintOptions { line_map: &f.line_map, line_directives: false, collapse_system_headers: false },
                    );
                }
                continue;
            }
        };
        let analysis = analyze(&parsed.unit, parsed.expr_count, &parsed.line_map, &opts);
        if upc && !analysis.diagnostics.iter().any(|d| d.is_error()) {
            let lower = pgas_xlate::backend::LowerOptions {
                static_threads: None,
                file_tag: "fuzz".into(),
                profile: Some(Default::default()),
                dynamic_pointers: false,
                checks: true,
                races: true,
            };
            // The program's identifiers seed the generated names, as in the driver.
            use pgas_xlate::backend::namer::{UpcTarget, Namer, ProgramIdentifiers, UserRenames};
            let ids = ProgramIdentifiers::scan(src);
            let namer = Namer::new(&ids, &UserRenames::new(&ids, UpcTarget::Upcr), UpcTarget::Upcr);
            if let Ok(unit) = pgas_xlate::backend::lower(UpcTarget::Upcr, &parsed.unit, &analysis, &parsed.line_map, &lower, namer) {
                let _ = print_unit(
                    &unit,
                    PrintOptions { line_map: &parsed.line_map, line_directives: false, collapse_system_headers: true },
                );
            }
        }
        let printed = print_unit(
            &parsed.unit,
            PrintOptions { line_map: &parsed.line_map, line_directives: false, collapse_system_headers: false },
        );
        if let Err(f) = pgas_grammar::parse(&printed, upc, "printed.c") {
            let e = &f.error;
            panic!("printed output does not parse again: {} at {:?}\n--- input\n{src}\n--- printed\n{printed}", e.message, e.span);
        }
    }
});
