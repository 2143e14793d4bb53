//! The filter of the launcher's output (its notices left out, the signal and thread they name
//! kept).

use crate::mpi::MpiKind;
use std::io::{Read, Write};

/// What `run` keeps of the launcher's output: the program's own lines and the launcher's
/// genuine errors pass, in order, line by line; the launcher's own notices go.
///
/// Open MPI (its standard error): left out are the notices that `mpirun -q` would hide — the
/// job aborted because a process ended with a non-zero status (the status is the job's) — and,
/// when the program's runtime reported an error itself (a line holding `UPC runtime error`,
/// before or after them), the notices that follow from its `MPI_Abort`: the `MPI_ABORT was
/// invoked …` banner, the count of processes that sent the same notice, and the messages of the
/// launcher's daemons torn down in mid-sentence. Those are held back to the end and printed
/// then if no report came. The launcher's notice that a signal ended a process gives the thread
/// (`killed`), which `run` names in its own message.
///
/// MPICH (its standard output and error, one filter each): left out are Hydra's banner when a
/// process ends badly (its lines of `=` and its three closing lines, and the blank line before
/// it), whose first closing line gives the signal (`signal`), and the library's line for
/// `MPI_Abort`, which the runtimes report themselves.
#[derive(Debug)]
pub struct LauncherFilter {
    mpi: MpiKind,
    /// Open MPI: the lines of a notice between two rules of dashes, while it is read.
    block: Option<Vec<Vec<u8>>>,
    /// Open MPI: notices held back until it is known whether the runtime reported an error.
    held: Vec<Vec<u8>>,
    /// Open MPI: the runtime reported an error.
    reported: bool,
    /// Open MPI: a notice of `MPI_Abort` was held back.
    abort_seen: bool,
    /// The thread a signal ended (Open MPI's notice).
    pub killed: Option<u32>,
    /// The thread Open MPI says exited without finalizing MPI (its notice).
    pub improper: Option<u32>,
    /// MPICH: inside Hydra's banner (its lines of `=`, then its three closing lines).
    banner: bool,
    /// MPICH: a blank line held back (the banner starts with one).
    blank: bool,
    /// The signal that ended a process (Hydra's banner, Open MPI's notice).
    pub signal: Option<i32>,
}

const BANNER_RULE: &str = "==========";
const BANNER_CLOSING: [&str; 3] = [
    "YOUR APPLICATION TERMINATED WITH THE EXIT STRING:",
    "This typically refers to a problem with your application.",
    "Please see the FAQ page for debugging suggestions",
];

impl LauncherFilter {
    pub fn new(mpi: MpiKind) -> Self {
        LauncherFilter {
            mpi,
            block: None,
            held: vec![],
            reported: false,
            abort_seen: false,
            killed: None,
            improper: None,
            banner: false,
            blank: false,
            signal: None,
        }
    }

    /// One line (with its newline, if any) of the launcher's output; returns what to print now.
    pub fn line(&mut self, line: &[u8]) -> Vec<Vec<u8>> {
        match self.mpi {
            MpiKind::OpenMpi => self.open_mpi_line(line),
            MpiKind::Mpich => self.mpich_line(line),
        }
    }

    /// Whether the job was aborted (`MPI_Abort`'s notices) or a runtime reported an error.
    pub fn aborted(&self) -> bool {
        self.reported || self.abort_seen
    }

    /// The end of the launcher's output: what is left to print.
    pub fn finish(&mut self) -> Vec<Vec<u8>> {
        let mut out = self.block.take().unwrap_or_default();
        if !self.reported {
            out.append(&mut self.held);
        }
        if std::mem::take(&mut self.blank) {
            out.push(b"\n".to_vec());
        }
        out
    }

    /// Copies `from` to `to` through the filter, line by line. A line not yet ended that cannot
    /// become the launcher's is passed on at once (so a prompt is not held back); under Open
    /// MPI every line waits for its end (a report may be split across reads).
    pub(super) fn copy(&mut self, mut from: impl Read, to: &mut impl Write) {
        let mut pending: Vec<u8> = vec![];
        let mut buf = [0u8; 8192];
        loop {
            let n = match from.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            pending.extend_from_slice(&buf[..n]);
            let mut out: Vec<Vec<u8>> = vec![];
            while let Some(end) = pending.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = pending.drain(..=end).collect();
                out.extend(self.line(&line));
            }
            if !pending.is_empty()
                && self.mpi == MpiKind::Mpich
                && !Self::may_be_banner(&String::from_utf8_lossy(&pending))
            {
                if std::mem::take(&mut self.blank) {
                    out.push(b"\n".to_vec());
                }
                out.push(std::mem::take(&mut pending));
            }
            let _ = to.write_all(&out.concat());
            let _ = to.flush();
        }
        let mut out = if pending.is_empty() {
            vec![]
        } else {
            self.line(&pending)
        };
        out.extend(self.finish());
        let _ = to.write_all(&out.concat());
        let _ = to.flush();
    }

    fn is_rule(line: &[u8]) -> bool {
        let t = line.trim_ascii_end();
        t.len() >= 20 && t.iter().all(|&c| c == b'-')
    }

    fn open_mpi_line(&mut self, line: &[u8]) -> Vec<Vec<u8>> {
        let text = String::from_utf8_lossy(line);
        if let Some(block) = &mut self.block {
            block.push(line.to_vec());
            if Self::is_rule(line) {
                let block = self.block.take().unwrap_or_default();
                return self.notice(block);
            }
            return vec![];
        }
        if Self::is_rule(line) {
            self.block = Some(vec![line.to_vec()]);
            return vec![];
        }
        if text.contains("UPC runtime error") {
            self.reported = true;
        }
        if Self::is_abort_aftermath(&text) {
            self.abort_seen = true;
            self.held.push(line.to_vec());
            return vec![];
        }
        vec![line.to_vec()]
    }

    /// A line of Open MPI's launcher that follows an `MPI_Abort` (its daemons' messages are
    /// `[host:pid] …`).
    fn is_abort_aftermath(text: &str) -> bool {
        let launcher = text.starts_with('[') && text.contains(':') && text.contains(']');
        text.starts_with("[warn] Epoll")
            || launcher
                && (text.contains("help-mpi-api.txt / mpi-abort")
                    || text.contains("orte_base_help_aggregate")
                    || text.contains("ORTE_ERROR_LOG"))
    }

    /// A whole Open MPI notice (rules included).
    fn notice(&mut self, block: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        let text: String = block.iter().map(|l| String::from_utf8_lossy(l)).collect();
        // The launcher names itself as it was started (`mpirun`, `mpirun.openmpi`, …).
        const EXIT_NOTICES: [&str; 4] = [
            "Primary job  terminated normally",
            "Primary job terminated normally",
            " detected that one or more processes exited with non-zero status",
            " has exited due to process rank",
        ];
        if EXIT_NOTICES.iter().any(|n| text.contains(n)) {
            if let Some(rest) = text.split(" has exited due to process rank ").nth(1) {
                self.improper = rest.split_whitespace().next().and_then(|r| r.parse().ok());
            }
            return vec![];
        }
        if let Some(rest) = text.split(" noticed that process rank ").nth(1) {
            if let Some((_, sig)) = rest.split_once("exited on signal ") {
                self.killed = rest.split_whitespace().next().and_then(|r| r.parse().ok());
                self.signal = sig.split_whitespace().next().and_then(|n| n.parse().ok());
                return vec![];
            }
        }
        if text.contains("MPI_ABORT was invoked on rank") {
            self.abort_seen = true;
            self.held.extend(block);
            return vec![];
        }
        block
    }

    /// One MPICH line: dropped when it is the launcher's; a blank line waits for the next.
    fn mpich_line(&mut self, line: &[u8]) -> Vec<Vec<u8>> {
        let text = String::from_utf8_lossy(line);
        let text = text.trim_end_matches(['\n', '\r']);
        if self.is_banner(text) {
            self.blank = false;
            return vec![];
        }
        let mut out = vec![];
        if std::mem::take(&mut self.blank) {
            out.push(b"\n".to_vec());
        }
        if text.is_empty() {
            self.blank = true;
        } else {
            out.push(line.to_vec());
        }
        out
    }

    /// Whether `line` (without its newline) is MPICH's; notes the signal of the banner.
    fn is_banner(&mut self, line: &str) -> bool {
        if line.starts_with(BANNER_RULE) {
            self.banner = true;
            return true;
        }
        if self.banner && line.starts_with('=') {
            return true;
        }
        if let Some(i) = BANNER_CLOSING.iter().position(|c| line.starts_with(c)) {
            if i == 0 {
                self.signal = line
                    .rsplit_once("(signal ")
                    .and_then(|(_, n)| n.trim_end_matches(')').parse().ok());
            }
            self.banner = i < 2;
            return true;
        }
        line.starts_with("Abort(") && line.contains("application called MPI_Abort(")
            || line.starts_with("[mpiexec@") && line.contains("Ctrl-C")
    }

    /// Whether `partial`, an MPICH line not yet ended, may still become the launcher's.
    fn may_be_banner(partial: &str) -> bool {
        let starts = |l: &str| l.starts_with(partial) || partial.starts_with(l);
        partial.starts_with('=') || BANNER_CLOSING.iter().any(|c| starts(c)) || starts("Abort(")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filtered(chunks: &[&str]) -> (String, Option<i32>) {
        let (out, f) = copied(MpiKind::Mpich, chunks);
        (out, f.signal)
    }

    /// `chunks` read one by one through [`LauncherFilter::copy`]: what it wrote, and the filter.
    fn copied(mpi: MpiKind, chunks: &[&str]) -> (String, LauncherFilter) {
        struct Chunks<'a>(Vec<&'a [u8]>);
        impl Read for Chunks<'_> {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                if self.0.is_empty() {
                    return Ok(0);
                }
                let c = self.0.remove(0);
                buf[..c.len()].copy_from_slice(c);
                Ok(c.len())
            }
        }
        let mut filter = LauncherFilter::new(mpi);
        let mut out = vec![];
        filter.copy(
            Chunks(chunks.iter().map(|c| c.as_bytes()).collect()),
            &mut out,
        );
        (String::from_utf8(out).unwrap(), filter)
    }

    #[test]
    fn mpich_launcher_lines_are_removed() {
        let banner = "\n=====================\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\n=   PID 1 RUNNING AT vm\n=   EXIT CODE: 11\n=   CLEANING UP REMAINING PROCESSES\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\n=====================\nYOUR APPLICATION TERMINATED WITH THE EXIT STRING: Segmentation fault (signal 11)\nThis typically refers to a problem with your application.\nPlease see the FAQ page for debugging suggestions\n";
        let (out, signal) = filtered(&["a\n\nb\n", banner, "c"]);
        assert_eq!((out.as_str(), signal), ("a\n\nb\nc", Some(11)));
        // Split anywhere, the same.
        let whole = format!("x\n{banner}y\n");
        for cut in 1..whole.len() {
            let (out, _) = filtered(&[&whole[..cut], &whole[cut..]]);
            assert_eq!(out, "x\ny\n", "cut at {cut}");
        }
        let (out, signal) = filtered(&[
            "msg\nAbort(1) on node 1 (rank 1 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 1) - process 1\n",
        ]);
        assert_eq!((out.as_str(), signal), ("msg\n", None));
        // Lines that only look alike stay, and a prompt is passed on before its end.
        let (out, _) = filtered(&["== a heading\n", "\n", "Please answer: "]);
        assert_eq!(out, "== a heading\n\nPlease answer: ");
    }

    fn stderr_filtered(lines: &[&str]) -> (String, Option<u32>) {
        let mut f = LauncherFilter::new(MpiKind::OpenMpi);
        let mut out = Vec::new();
        for l in lines {
            out.extend(f.line(format!("{l}\n").as_bytes()));
        }
        out.extend(f.finish());
        (String::from_utf8(out.concat()).unwrap(), f.killed)
    }

    const RULE: &str = "--------------------------------------------------------------------------";

    /// Open MPI's notice of a process that exited without finalizing MPI (as mpirun 4.1 printed
    /// it for a process of a passing 256-process job) is left out and gives the thread.
    #[test]
    fn exit_without_finalize_gives_the_thread() {
        let mut f = LauncherFilter::new(MpiKind::OpenMpi);
        let mut out = Vec::new();
        for l in [
            RULE,
            "mpirun.openmpi has exited due to process rank 138 with PID 0 on",
            "node vm exiting improperly. There are three reasons this could occur:",
            "",
            "You can avoid this message by specifying -quiet on the mpirun.openmpi command line.",
            RULE,
        ] {
            out.extend(f.line(format!("{l}\n").as_bytes()));
        }
        out.extend(f.finish());
        assert_eq!(String::from_utf8(out.concat()).unwrap(), "");
        assert_eq!((f.improper, f.aborted()), (Some(138), false));
    }

    /// The `MPI_ABORT` banner goes when the runtime reported (after or before it), stays when
    /// it did not; the notices `-q` would hide go; a killed process gives its thread.
    #[test]
    fn stderr_filter_keeps_the_program_and_genuine_errors() {
        let abort = [
            RULE,
            "MPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD",
            "with errorcode 1.",
            RULE,
            "[vm:01372] 1 more process has sent help message help-mpi-api.txt / mpi-abort",
            "[vm:01372] Set MCA parameter \"orte_base_help_aggregate\" to 0 to see all help / error messages",
        ];
        let report = "p.upc:8: UPC runtime error (thread 1): barrier mismatch";
        let mut after = vec![report];
        after.extend(abort);
        assert_eq!(stderr_filtered(&after), (format!("{report}\n"), None));
        let mut before = abort.to_vec();
        before.push(report);
        assert_eq!(stderr_filtered(&before), (format!("{report}\n"), None));
        let (out, _) = stderr_filtered(&abort);
        assert_eq!(out.lines().count(), abort.len(), "{out}");
        let (out, killed) = stderr_filtered(&[
            "program output",
            RULE,
            "Primary job  terminated normally, but 1 process returned",
            "a non-zero exit code. Per user-direction, the job has been aborted.",
            RULE,
            RULE,
            "mpirun detected that one or more processes exited with non-zero status, thus causing",
            "the job to be terminated. The first process to do so was:",
            "",
            "  Process name: [[30899,1],0]",
            "  Exit code:    5",
            RULE,
            RULE,
            "mpirun.openmpi noticed that process rank 1 with PID 0 on node vm exited on signal 9 (Killed).",
            RULE,
            RULE,
            "some other launcher error",
            RULE,
        ]);
        assert_eq!(
            (out.as_str(), killed),
            (
                format!("program output\n{RULE}\nsome other launcher error\n{RULE}\n").as_str(),
                Some(1)
            )
        );
        assert_eq!(stderr_filtered(&["no newline"]).0, "no newline\n");
    }

    /// Open MPI's standard error copied through the filter in two reads cut anywhere: the
    /// same as line by line (a report split across reads still holds the banner back).
    #[test]
    fn open_mpi_copy_is_line_by_line() {
        let report = "p.upc:8: UPC runtime error (thread 1): barrier mismatch";
        let whole = [
            "before",
            RULE,
            "MPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD",
            RULE,
            report,
            RULE,
            "mpirun noticed that process rank 2 with PID 0 on node vm exited on signal 9 (Killed).",
            RULE,
            "after",
        ]
        .join("\n");
        for cut in 1..whole.len() {
            let (out, f) = copied(MpiKind::OpenMpi, &[&whole[..cut], &whole[cut..]]);
            assert_eq!(
                (out.as_str(), f.killed, f.signal),
                (
                    format!("before\n{report}\nafter").as_str(),
                    Some(2),
                    Some(9)
                ),
                "cut at {cut}"
            );
        }
    }
}
