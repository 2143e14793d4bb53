//! What an installation holds besides the binary, made by the binary itself
//! (`pgas-xlate generate …`, which `make install` runs): manual pages and shell completions
//! made from the command-line definitions, the UPC headers, and the site-wide cache of
//! prebuilt libraries.
//!
//! `cc` and `run` read their arguments themselves, not through clap: their definitions are
//! their help texts ([`crate::cc::HELP`], [`crate::launcher::HELP`]), read back here into
//! manual pages and into clap commands for the completions.

use crate::driver::exit;
use clap::{Arg, ArgAction, Command, ValueHint};
use std::path::Path;

/// One option of a help text: its spellings as written (`-T N, -T=N, --threads N`) and what it
/// does.
#[derive(Debug, Default, PartialEq)]
struct HelpOption {
    spellings: String,
    text: String,
}

/// A piece of a help text after its usage line and description.
#[derive(Debug, PartialEq)]
enum Block {
    /// `Translation:`: a heading of options.
    Heading(String),
    Option(HelpOption),
    /// `Exit status: …`, `Environment: …`.
    Paragraph(String),
}

/// A help text read back: its usage line (without `usage: `), its description, the rest.
struct Help {
    usage: String,
    about: String,
    blocks: Vec<Block>,
}

/// Whether a line at the margin starts a paragraph of its own (`Exit status: …`): a few words
/// then a colon.
fn starts_paragraph(line: &str) -> bool {
    line.split_once(':')
        .is_some_and(|(head, _)| !head.contains(',') && head.split_whitespace().count() <= 3)
}

/// The column (in characters) where the help texts put the descriptions of the options.
const DESCRIPTION_COLUMN: usize = 27;

/// An option's line split into its spellings and the start of its description: after the
/// first run of two spaces, else (spellings as long as the column) at the column when a word
/// starts there after a spelling that does not go on (`--trace-buffer-size SIZE the …`).
fn split_option(line: &str) -> (&str, &str) {
    let text = line.trim();
    if let Some((spellings, what)) = text.split_once("  ") {
        return (spellings, what);
    }
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    let col = DESCRIPTION_COLUMN;
    match (chars.get(col - 2), chars.get(col - 1), chars.get(col)) {
        (Some((_, before)), Some((_, ' ')), Some((at, first)))
            if *before != ',' && *first != '-' && *first != ' ' =>
        {
            (line[..*at].trim(), line[*at..].trim())
        }
        _ => (text, ""),
    }
}

fn parse_help(help: &str) -> Help {
    let mut lines = help.lines().peekable();
    let usage = lines
        .next()
        .and_then(|l| l.strip_prefix("usage: "))
        .unwrap_or_default()
        .to_string();
    let mut about = String::new();
    while let Some(l) = lines.next_if(|l| !l.is_empty() && !l.starts_with(' ')) {
        about = format!("{about} {l}").trim().to_string();
    }
    let mut blocks: Vec<Block> = vec![];
    for line in lines {
        let indent = line.len() - line.trim_start().len();
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        match (indent, blocks.last_mut()) {
            (0, _) if text.ends_with(':') => blocks.push(Block::Heading(text.to_string())),
            (0, Some(Block::Paragraph(p))) if !starts_paragraph(text) => {
                p.push(' ');
                p.push_str(text);
            }
            (0, _) => blocks.push(Block::Paragraph(text.to_string())),
            // Spellings that went on over the line before (it had no description).
            (2, last) => {
                let (spellings, what) = split_option(line);
                match last {
                    Some(Block::Option(o)) if o.text.is_empty() => {
                        o.spellings = format!("{} {}", o.spellings, spellings.trim());
                        o.text = what.trim().to_string();
                    }
                    _ => blocks.push(Block::Option(HelpOption {
                        spellings: spellings.trim().to_string(),
                        text: what.trim().to_string(),
                    })),
                }
            }
            (_, Some(Block::Option(o))) => {
                o.text = format!("{} {}", o.text, text).trim().to_string();
            }
            _ => blocks.push(Block::Paragraph(text.to_string())),
        }
    }
    Help {
        usage,
        about,
        blocks,
    }
}

/// Text for roff: backslashes and dashes escaped, no line starting with a control character.
fn roff_escape(s: &str) -> String {
    let s = s.replace('\\', "\\e").replace('-', "\\-");
    if s.starts_with('.') || s.starts_with('\'') {
        format!("\\&{s}")
    } else {
        s
    }
}

/// The manual page of a command whose definition is its help text (`cc`, `run`): NAME as clap
/// renders it, SYNOPSIS, DESCRIPTION (the help's and `more`), OPTIONS by heading, and the
/// closing paragraphs (environment, exit status) as sections of their own.
fn man_from_help(name: &str, help: &str, more: &str) -> std::io::Result<Vec<u8>> {
    let h = parse_help(help);
    let cmd = Command::new(name.to_string())
        .about(h.about.clone())
        .version(env!("CARGO_PKG_VERSION"));
    let man = clap_mangen::Man::new(cmd);
    let mut out = vec![];
    man.render_title(&mut out)?;
    man.render_name_section(&mut out)?;
    let mut roff = String::new();
    let (program, rest) = h.usage.split_once(' ').unwrap_or((&h.usage, ""));
    let (sub, rest) = rest.split_once(' ').unwrap_or((rest, ""));
    roff += &format!(
        ".SH SYNOPSIS\n\\fB{} {}\\fR {}\n",
        roff_escape(program),
        roff_escape(sub),
        roff_escape(rest)
    );
    roff += &format!(
        ".SH DESCRIPTION\n{}\n.PP\n{}\n",
        roff_escape(&h.about),
        roff_escape(more)
    );
    roff += ".SH OPTIONS\n";
    for b in &h.blocks {
        match b {
            Block::Heading(t) => roff += &format!(".SS {}\n", roff_escape(t.trim_end_matches(':'))),
            Block::Option(o) => {
                roff += &format!(
                    ".TP\n\\fB{}\\fR\n{}\n",
                    roff_escape(&o.spellings),
                    roff_escape(&o.text)
                )
            }
            Block::Paragraph(p) => match p.split_once(':') {
                Some((head, body)) if starts_paragraph(p) => {
                    roff += &format!(
                        ".SH {}\n{}\n",
                        roff_escape(&head.to_uppercase()),
                        roff_escape(body.trim())
                    )
                }
                _ => roff += &format!(".PP\n{}\n", roff_escape(p)),
            },
        }
    }
    out.extend(roff.into_bytes());
    Ok(out)
}

/// What `cc`'s page says besides its help.
const CC_MORE: &str =
    "Installed as upcc (a link to pgas-xlate), the driver is `pgas-xlate cc -x upc`: \
every source file, .c files too, is UPC, as upcc reads them; `pgas-xlate cc` reads .c files as C \
unless -x upc comes before them. The runtime libraries are taken from the site's cache made at \
installation (<prefix>/lib/pgas-xlate/cache), else built once into the user's cache \
($PGAS_XLATE_CACHE, else $XDG_CACHE_HOME/pgas-xlate, else ~/.cache/pgas-xlate), saying so in \
one line on a terminal.";

/// What `run`'s page says besides its help.
const RUN_MORE: &str =
    "Installed as upcrun (a link to pgas-xlate), the launcher is `pgas-xlate run`.";

/// A clap command for the completions of a command whose definition is its help text: its
/// options that clap can spell (`--long`, `-x`), each taking a value when the help shows one,
/// and its operands.
fn command_from_help(name: &str, help: &str, operands: Arg) -> Command {
    let h = parse_help(help);
    let mut cmd = Command::new(name.to_string())
        .about(h.about)
        .disable_help_flag(true)
        .disable_version_flag(true);
    let mut taken: Vec<String> = vec![];
    for b in &h.blocks {
        let Block::Option(o) = b else { continue };
        for (k, item) in o.spellings.split(", ").enumerate() {
            let mut words = item.split_whitespace();
            let Some(word) = words.next() else { continue };
            let (flag, inline_value) = match word.split_once('=') {
                Some((f, _)) => (f, true),
                None => (word, false),
            };
            let placeholder = words.next();
            let takes_value = inline_value || placeholder.is_some();
            let long = flag
                .strip_prefix("--")
                .filter(|l| l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
            let short = flag
                .strip_prefix('-')
                .filter(|s| s.len() == 1 && s.chars().all(|c| c.is_ascii_alphanumeric()))
                .and_then(|s| s.chars().next());
            let id = flag.to_string();
            if (long.is_none() && short.is_none()) || taken.contains(&id) {
                continue;
            }
            taken.push(id.clone());
            let mut arg =
                Arg::new(format!("{id}#{k}"))
                    .help(o.text.clone())
                    .action(if takes_value {
                        ArgAction::Append
                    } else {
                        ArgAction::Count
                    });
            if let Some(l) = long {
                arg = arg.long(l.to_string());
            }
            if let Some(s) = short {
                arg = arg.short(s);
            }
            if takes_value {
                let hint = match placeholder.unwrap_or_default() {
                    "OUT" | "FILE" => ValueHint::FilePath,
                    "DIR" => ValueHint::DirPath,
                    _ => ValueHint::Unknown,
                };
                arg = arg
                    .value_name(placeholder.unwrap_or("VALUE").to_string())
                    .value_hint(hint);
            }
            cmd = cmd.arg(arg);
        }
    }
    cmd.arg(operands)
}

fn cc_command(name: &str) -> Command {
    command_from_help(
        name,
        crate::cc::HELP,
        Arg::new("files")
            .value_name("FILES")
            .num_args(1..)
            .value_hint(ValueHint::FilePath),
    )
}

fn run_command(name: &str) -> Command {
    command_from_help(
        name,
        crate::launcher::HELP,
        Arg::new("program")
            .value_name("PROGRAM")
            .num_args(1..)
            .trailing_var_arg(true)
            .value_hint(ValueHint::CommandWithArguments),
    )
}

/// Writes the manual pages into `dir`: `pgas-xlate.1` (the translator, `main`),
/// `pgas-xlate-cc.1`, `pgas-xlate-run.1`, `pgas-xlate-trace.1` (and one per subcommand of
/// trace), and `upcc.1`, `upcrun.1` (links to the pages of cc and run).
pub fn write_man_pages(dir: &Path, main: Command) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let page = |cmd: Command| -> std::io::Result<Vec<u8>> {
        let mut out = vec![];
        clap_mangen::Man::new(cmd).render(&mut out)?;
        Ok(out)
    };
    let pages = [
        ("pgas-xlate.1", page(main)?),
        (
            "pgas-xlate-cc.1",
            man_from_help("pgas-xlate-cc", crate::cc::HELP, CC_MORE)?,
        ),
        (
            "pgas-xlate-run.1",
            man_from_help("pgas-xlate-run", crate::launcher::HELP, RUN_MORE)?,
        ),
        (
            "pgas-xlate-trace.1",
            page(
                crate::trace::command()
                    .name("pgas-xlate-trace")
                    .version(env!("CARGO_PKG_VERSION")),
            )?,
        ),
    ];
    for (name, text) in pages {
        std::fs::write(dir.join(name), text)?;
    }
    // The pages of trace's subcommands, which its page names.
    let mut trace = crate::trace::command();
    trace.build();
    for sub in trace.get_subcommands().filter(|s| s.get_name() != "help") {
        let name = format!("pgas-xlate-trace-{}", sub.get_name());
        let text = page(
            sub.clone()
                .name(name.clone())
                .version(env!("CARGO_PKG_VERSION")),
        )?;
        std::fs::write(dir.join(format!("{name}.1")), text)?;
    }
    for (alias, page) in [
        ("upcc.1", "pgas-xlate-cc.1"),
        ("upcrun.1", "pgas-xlate-run.1"),
    ] {
        let link = dir.join(alias);
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(page, link)?;
    }
    Ok(())
}

/// Writes the completions of `pgas-xlate`, `upcc` and `upcrun` for bash, zsh and fish under
/// `share` (`<prefix>/share`), where each shell looks for them.
pub fn write_completions(share: &Path, main: Command) -> std::io::Result<()> {
    use clap_complete::Shell;
    let main = main
        .subcommand_negates_reqs(true)
        .subcommand(cc_command("cc"))
        .subcommand(run_command("run"))
        .subcommand(crate::trace::command().name("trace"));
    let commands = [
        ("pgas-xlate", main),
        ("upcc", cc_command("upcc")),
        ("upcrun", run_command("upcrun")),
    ];
    for (shell, dir, file) in [
        (Shell::Bash, "bash-completion/completions", "{}"),
        (Shell::Zsh, "zsh/site-functions", "_{}"),
        (Shell::Fish, "fish/vendor_completions.d", "{}.fish"),
    ] {
        let dir = share.join(dir);
        std::fs::create_dir_all(&dir)?;
        for (name, cmd) in &commands {
            let mut out = vec![];
            clap_complete::generate(shell, &mut cmd.clone(), *name, &mut out);
            std::fs::write(dir.join(file.replace("{}", name)), out)?;
        }
    }
    Ok(())
}

/// Writes the UPC headers (`runtime-aux/include`: `upc.h` …) into `dir`.
pub fn write_headers(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for (name, text) in crate::runtime_files::under(&["include"]) {
        let file = name.strip_prefix("include/").unwrap_or(name);
        std::fs::write(dir.join(file), text)?;
    }
    Ok(())
}

/// The help of `pgas-xlate generate`.
const GENERATE_HELP: &str = "\
usage: pgas-xlate generate man DIR | completions SHARE | headers DIR
       pgas-xlate generate site-cache DIR [--mpi openmpi|mpich] [--libraries upcr,checks,ga,upc]
Write what an installation holds besides the binary (make install runs these): manual pages,
shell completions (under SHARE: bash-completion/, zsh/, fish/), the UPC headers, and a cache of
the prebuilt runtime libraries (default: upcr,ga,upc; ga is skipped without Global Arrays).
";

/// `pgas-xlate generate …`; `main` is the translator's command line.
pub fn main(args: &[String], main: Command) -> i32 {
    let result = match args {
        [what, dir] if what == "man" => write_man_pages(Path::new(dir), main),
        [what, dir] if what == "completions" => write_completions(Path::new(dir), main),
        [what, dir] if what == "headers" => write_headers(Path::new(dir)),
        [what, dir, rest @ ..] if what == "site-cache" => return site_cache(dir, rest),
        [h] if h == "-h" || h == "--help" => {
            print!("{GENERATE_HELP}");
            return exit::OK;
        }
        _ => {
            eprint!("error: bad arguments\n{GENERATE_HELP}");
            return exit::USAGE;
        }
    };
    match result {
        Ok(()) => exit::OK,
        Err(e) => {
            eprintln!("error: {e}");
            exit::UNAVAILABLE
        }
    }
}

/// `generate site-cache DIR …`: the libraries `cc` would build, built into DIR.
fn site_cache(dir: &str, rest: &[String]) -> i32 {
    let mut mpi = None;
    let mut libraries = "upcr,ga,upc".to_string();
    let mut i = 0;
    while i < rest.len() {
        match (rest[i].as_str(), rest.get(i + 1)) {
            ("--mpi", Some(v)) => mpi = Some(v.clone()),
            ("--libraries", Some(v)) => libraries = v.clone(),
            _ => {
                eprint!("error: bad arguments\n{GENERATE_HELP}");
                return exit::USAGE;
            }
        }
        i += 2;
    }
    // The cache the libraries are built into is the user's: here, DIR.
    std::env::set_var("PGAS_XLATE_CACHE", dir);
    let wanted: Vec<&str> = libraries.split(',').collect();
    match crate::cc::prebuild(mpi.as_deref(), &wanted) {
        Ok(()) => exit::OK,
        Err(status) => status,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_texts_read_back() {
        let h = parse_help(crate::cc::HELP);
        assert_eq!(h.usage, "pgas-xlate cc [OPTIONS] FILES…");
        assert!(h.about.starts_with("Compile and link UPC"));
        let option = |spelling: &str| {
            h.blocks.iter().find_map(|b| match b {
                Block::Option(o) if o.spellings.starts_with(spelling) => Some(o),
                _ => None,
            })
        };
        // An option over two lines, its description on the second.
        let pp = option("-I DIR").unwrap();
        assert!(pp.spellings.ends_with("-undef, -nostdinc"), "{pp:?}");
        assert!(pp.text.starts_with("preprocessor"), "{pp:?}");
        let profile = option("--profile,").unwrap();
        assert!(profile.spellings.ends_with("--noinst"), "{profile:?}");
        assert_eq!(profile.text, "GASP instrumentation (tracing)");
        let buffer = option("--trace-buffer-size").unwrap();
        assert_eq!(buffer.spellings, "--trace-buffer-size SIZE");
        // A description over two lines.
        let to = option("--to").unwrap();
        assert!(to.text.ends_with("over the GA-on-UPC library)"), "{to:?}");
        assert!(h
            .blocks
            .contains(&Block::Heading("Translation:".to_string())));
        let run = parse_help(crate::launcher::HELP);
        assert!(run
            .blocks
            .iter()
            .any(|b| matches!(b, Block::Paragraph(p) if p.starts_with("Environment:") && p.ends_with("no limit)."))));
    }

    /// Every option of cc's and run's help is in the completions that clap can spell.
    #[test]
    fn completions_know_the_options() {
        let cc = cc_command("cc");
        for long in ["to", "threads", "save-temps", "mpi", "shared-heap"] {
            assert!(
                cc.get_arguments().any(|a| a.get_long() == Some(long)),
                "--{long}"
            );
        }
        for short in ['c', 'o', 'I', 'T', 'x'] {
            assert!(
                cc.get_arguments().any(|a| a.get_short() == Some(short)),
                "-{short}"
            );
        }
        cc.debug_assert();
        run_command("run").debug_assert();
    }
}
