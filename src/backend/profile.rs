//! The GASP profile options (`--profile`, `--profile-local`, `--profile-only`,
//! `--inst-functions`, `--noinst`) and the events they can name (gasp_upc.h).

/// What to instrument.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    /// Accesses to shared data with local affinity are events too (`--profile-local`).
    pub local: bool,
    /// `--profile-only`: the symbolic names of the only events to report.
    pub only: Option<Vec<String>>,
    /// `--inst-functions`: `GASP_C_FUNC` at entry and exit of every function.
    pub functions: bool,
}

impl Profile {
    /// The declarations an instrumented file starts with: the access events of the runtime's
    /// `PREFIX_gasp.h` (accesses to this thread's data reported under `--profile-local` only),
    /// and the file's entry (`tag`) in the section that tells start-up to call `gasp_init`.
    /// `prefix`: the runtime's (`upcrt`, `upcga`).
    pub(crate) fn prologue(&self, prefix: &str, tag: &str) -> String {
        let upper = prefix.to_uppercase();
        let local = self.local as i32;
        format!(
            "#include <gasp_upc.h>\n\
             #define {upper}_GASP_LOCAL {local}\n\
             #include <{prefix}_gasp.h>\n\
             static const int {prefix}_gasp_entry_{tag} __attribute__((used, section(\"{prefix}_gasp\"))) = 1;"
        )
    }
}

/// The profile options as the command line gives them (the translator's or `cc`'s), typed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProfileFlags {
    /// `--profile` (or `--inst`).
    pub profile: bool,
    /// `--profile-local` (or `--inst-local`).
    pub local: bool,
    /// `--profile-only=FILE`: the file listing the events to report.
    pub only: Option<String>,
    /// `--inst-functions`.
    pub functions: bool,
    /// `--noinst`: no instrumentation, whatever else is given.
    pub noinst: bool,
}

impl ProfileFlags {
    /// Whether any profile option was given (at link time: the program gets the GASP tool).
    pub fn any(&self) -> bool {
        self.profile || self.local || self.only.is_some() || self.functions || self.noinst
    }
}

/// The instrumentation the profile options ask for (none without any option or with
/// `--noinst`), and warnings (unknown event names in a `--profile-only` list).
pub fn profile_from_flags(flags: &ProfileFlags) -> Result<(Option<Profile>, Vec<String>), String> {
    let mut warnings = vec![];
    if !flags.any() || flags.noinst {
        return Ok((None, warnings));
    }
    let mut p = Profile {
        local: flags.local,
        only: None,
        functions: flags.functions,
    };
    if let Some(file) = &flags.only {
        let text =
            std::fs::read_to_string(file).map_err(|e| format!("--profile-only {file}: {e}"))?;
        let mut names = vec![];
        for name in text.split_whitespace() {
            if EVENTS.contains(&name) {
                names.push(name.to_string());
            } else {
                warnings.push(format!("--profile-only {file}: unknown event `{name}`"));
            }
        }
        p.local = true;
        p.only = Some(names);
    }
    Ok((Some(p), warnings))
}

/// Every event name the backend can report (for `--profile-only` checking).
pub const EVENTS: [&str; 36] = [
    "GASP_C_FUNC",
    "GASP_C_MALLOC",
    "GASP_C_REALLOC",
    "GASP_C_FREE",
    "GASP_UPC_COLLECTIVE_EXIT",
    "GASP_UPC_NONCOLLECTIVE_EXIT",
    "GASP_UPC_NOTIFY",
    "GASP_UPC_WAIT",
    "GASP_UPC_BARRIER",
    "GASP_UPC_FENCE",
    "GASP_UPC_FORALL",
    "GASP_UPC_GLOBAL_ALLOC",
    "GASP_UPC_ALL_ALLOC",
    "GASP_UPC_ALLOC",
    "GASP_UPC_FREE",
    "GASP_UPC_GLOBAL_LOCK_ALLOC",
    "GASP_UPC_ALL_LOCK_ALLOC",
    "GASP_UPC_LOCK_FREE",
    "GASP_UPC_LOCK",
    "GASP_UPC_LOCK_ATTEMPT",
    "GASP_UPC_UNLOCK",
    "GASP_UPC_MEMCPY",
    "GASP_UPC_MEMGET",
    "GASP_UPC_MEMPUT",
    "GASP_UPC_MEMSET",
    "GASP_UPC_GET",
    "GASP_UPC_PUT",
    "GASP_UPC_NB_GET_INIT",
    "GASP_UPC_NB_PUT_INIT",
    "GASP_UPC_NB_SYNC",
    "GASP_UPC_ALL_BROADCAST",
    "GASP_UPC_ALL_SCATTER",
    "GASP_UPC_ALL_GATHER",
    "GASP_UPC_ALL_GATHER_ALL",
    "GASP_UPC_ALL_EXCHANGE",
    "GASP_UPC_ALL_PERMUTE",
];
