//! Progress bars for long merges, exports and summaries: drawn on standard error when it is a
//! terminal and the input is large ([`MIN_BYTES`], or any size with `PGAS_TRACE_PROGRESS=1`);
//! nothing at all otherwise (`PGAS_TRACE_PROGRESS=0` turns them off), so logs and pipes get
//! only the tool's own lines.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::path::Path;

/// Inputs from this size on get a bar.
pub const MIN_BYTES: u64 = 64 << 20;
/// Events between two updates of a bar (an update costs more than reading an event).
const STEP: u64 = 1 << 14;

/// A bar, or nothing.
pub struct Progress {
    bar: Option<ProgressBar>,
    pending: u64,
}

impl Progress {
    /// A bar for `what` (`merging`, `exporting` …) over `total` units (`unit`: events, files)
    /// of an input of `bytes` bytes.
    pub fn new(what: &str, unit: &str, total: u64, bytes: u64) -> Progress {
        let wanted = match std::env::var("PGAS_TRACE_PROGRESS").as_deref() {
            Ok("0") => false,
            Ok("1") => true,
            _ => bytes >= MIN_BYTES,
        };
        if !wanted || !std::io::stderr().is_terminal() {
            return Progress {
                bar: None,
                pending: 0,
            };
        }
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        let template =
            format!("{what} {{bar:40}} {{pos}}/{{len}} {unit} ({{percent}}%, {{eta}} left)");
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.tick();
        Progress {
            bar: Some(bar),
            pending: 0,
        }
    }

    /// The size of a file, or of the files in a folder, for [`Progress::new`].
    pub fn size_of(path: &Path) -> u64 {
        if path.is_dir() {
            std::fs::read_dir(path)
                .map(|d| {
                    d.flatten()
                        .filter_map(|e| e.metadata().ok())
                        .map(|m| m.len())
                        .sum()
                })
                .unwrap_or(0)
        } else {
            std::fs::metadata(path).map_or(0, |m| m.len())
        }
    }

    /// One more unit done.
    #[inline]
    pub fn tick(&mut self) {
        if let Some(bar) = &self.bar {
            self.pending += 1;
            if self.pending == STEP {
                bar.inc(self.pending);
                self.pending = 0;
            }
        }
    }

    /// `n` more units done.
    pub fn add(&mut self, n: u64) {
        if let Some(bar) = &self.bar {
            bar.inc(n);
        }
    }

    /// Removes the bar from the terminal.
    pub fn finish(self) {
        if let Some(bar) = self.bar {
            bar.finish_and_clear();
        }
    }
}
