//! The runtime files the binary carries (every file of `runtime-aux/`, embedded by build.rs), and
//! the caches they are written into: nothing refers to the tree the binary was built from.
//!
//! A cache folder holds one entry per content key (`upcr-<hash>/`, `include-<hash>/` …). Two are
//! searched: the site's, made read-only at install time beside the binary
//! (`<prefix>/lib/pgas-xlate/cache`, [`site_cache`]), then the user's ([`user_cache`]: where
//! whatever is missing is built).

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/runtime_files.rs"));

/// The text of an embedded file, by its path under `runtime-aux/`.
pub fn text(name: &str) -> &'static str {
    FILES
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("runtime-aux/{name} is not embedded"))
        .1
}

/// The embedded files under the folders `dirs` of `runtime-aux/`.
pub fn under(dirs: &[&str]) -> Vec<(&'static str, &'static str)> {
    FILES
        .iter()
        .filter(|(n, _)| {
            dirs.iter()
                .any(|d| n.strip_prefix(d).is_some_and(|r| r.starts_with('/')))
        })
        .copied()
        .collect()
}

/// `files` and the headers of `include/` they include, directly or through each other
/// (`#include "x.h"`, `<x.h>`, `"../include/x.h"`).
pub fn with_included_headers(
    mut files: Vec<(&'static str, &'static str)>,
) -> Vec<(&'static str, &'static str)> {
    let mut i = 0;
    while i < files.len() {
        for line in files[i].1.lines() {
            let line = line.trim_start();
            let Some(rest) = line.strip_prefix('#') else {
                continue;
            };
            let Some(rest) = rest.trim_start().strip_prefix("include") else {
                continue;
            };
            let name = rest
                .trim()
                .trim_matches(|c| c == '"' || c == '<' || c == '>');
            let base = name.rsplit('/').next().unwrap_or(name);
            let header = format!("include/{base}");
            if let Some(&f) = FILES.iter().find(|(n, _)| *n == header) {
                if !files.iter().any(|(n, _)| *n == f.0) {
                    files.push(f);
                }
            }
        }
        i += 1;
    }
    files
}

/// The site-wide cache beside the installed binary (`<prefix>/lib/pgas-xlate/cache`, made by
/// `make install`), if there is one. Only read.
pub fn site_cache() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?.parent()?.join("lib/pgas-xlate/cache");
    dir.is_dir().then_some(dir)
}

/// The user's cache: `$PGAS_XLATE_CACHE`, `$XDG_CACHE_HOME/pgas-xlate`, or
/// `~/.cache/pgas-xlate`; what the site cache lacks is built here.
pub fn user_cache() -> PathBuf {
    if let Ok(d) = std::env::var("PGAS_XLATE_CACHE") {
        if !d.is_empty() {
            return PathBuf::from(d);
        }
    }
    if let Ok(d) = std::env::var("XDG_CACHE_HOME") {
        if !d.is_empty() {
            return PathBuf::from(d).join("pgas-xlate");
        }
    }
    let home = std::env::var("HOME").unwrap_or_else(|_| "/tmp".into());
    PathBuf::from(home).join(".cache/pgas-xlate")
}

/// The entry `key` of the site cache or else the user's, if it is complete (`marker`, a file
/// written last, exists in it).
pub fn find_cached(key: &str, marker: &str) -> Option<PathBuf> {
    site_cache()
        .into_iter()
        .chain([user_cache()])
        .map(|root| root.join(key))
        .find(|dir| dir.join(marker).exists())
}

/// Why a cache entry could not be made: the message names the folder and `PGAS_XLATE_CACHE`.
pub fn unwritable(root: &Path, e: &std::io::Error) -> String {
    format!(
        "cannot write the cache folder {}: {e}\n  = help: set PGAS_XLATE_CACHE to a writable folder",
        root.display()
    )
}

/// Makes the entry `key` of the user's cache: a temporary folder in it, filled with `files`
/// (path in the folder, text) then by `fill`, renamed into place, so that parallel builds
/// (make -j) never see a half-made entry; an entry made meanwhile by another build is taken.
pub fn make_cached(
    key: &str,
    marker: &str,
    files: &[(&str, &str)],
    fill: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<PathBuf, String> {
    let root = user_cache();
    let dir = root.join(key);
    std::fs::create_dir_all(&root).map_err(|e| unwritable(&root, &e))?;
    let work = tempfile::Builder::new()
        .prefix(&format!("{key}.tmp"))
        .tempdir_in(&root)
        .map_err(|e| unwritable(&root, &e))?;
    for (name, text) in files {
        let path = work.path().join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
        }
        std::fs::write(path, text).map_err(|e| e.to_string())?;
    }
    fill(work.path())?;
    let built = work.keep();
    if std::fs::rename(&built, &dir).is_err() {
        // Another build got there first: use its entry.
        let _ = std::fs::remove_dir_all(&built);
        if !dir.join(marker).exists() {
            return Err(format!("cannot create {}", dir.display()));
        }
    }
    Ok(dir)
}

/// A key for `files` and `parts`: `<prefix>-<hash>`.
pub fn key_of(prefix: &str, files: &[(&str, &str)], parts: &impl Hash) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    parts.hash(&mut h);
    for (name, text) in files {
        name.hash(&mut h);
        text.hash(&mut h);
    }
    format!("{prefix}-{:016x}", h.finish())
}

/// The headers a UPC program is preprocessed with (`upc.h`, `gasp.h` …: `runtime-aux/include`),
/// and beside them those of the GA-on-UPC library (`../ga-upc`, which `--to upc` searches last),
/// written out into the cache on first use: `<cache>/headers-<hash>/include`, or
/// `$PGAS_XLATE_HOME/include` when that is set (a folder shaped like `runtime-aux/`, to try
/// headers without rebuilding).
pub fn include_dir() -> Result<PathBuf, String> {
    if let Ok(home) = std::env::var("PGAS_XLATE_HOME") {
        if !home.is_empty() {
            return Ok(PathBuf::from(home).join("include"));
        }
    }
    let files = under(&["include", "ga-upc"]);
    let key = key_of("headers", &files, &env!("CARGO_PKG_VERSION"));
    let marker = "include/upc.h";
    let dir = match find_cached(&key, marker) {
        Some(dir) => dir,
        None => make_cached(&key, marker, &files, |_| Ok(()))?,
    };
    Ok(dir.join("include"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file of runtime-aux/ (but the tests) is embedded, with its text.
    #[test]
    fn the_manifest_is_the_folder() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime-aux");
        let mut seen = 0;
        for dir in ["include", "upcr", "ga-aux", "ga-upc", "gasp"] {
            for entry in std::fs::read_dir(root.join(dir)).unwrap() {
                let path = entry.unwrap().path();
                if path.is_file() {
                    let name = format!("{dir}/{}", path.file_name().unwrap().to_string_lossy());
                    assert_eq!(text(&name), std::fs::read_to_string(&path).unwrap());
                    seen += 1;
                }
            }
        }
        assert_eq!(seen, FILES.len());
        assert!(!FILES.iter().any(|(n, _)| n.contains("tests/")));
    }

    /// The runtime's C sources get exactly the headers of include/ they need (the UPC
    /// language's own headers, upc.h …, are the translator's only).
    #[test]
    fn a_library_takes_the_headers_it_includes() {
        let files = with_included_headers(under(&["upcr", "gasp"]));
        let mut headers: Vec<&str> = files
            .iter()
            .filter_map(|(n, _)| n.strip_prefix("include/"))
            .collect();
        headers.sort();
        assert_eq!(
            headers,
            [
                "bupc_extern.h",
                "gasp.h",
                "gasp_upc.h",
                "pgas_all_free.h",
                "pgas_atomic_api.h",
                "pgas_bupc.h",
                "pgas_bupc_api.h",
                "pgas_bupc_atomic_impl.h",
                "pgas_bupc_decls.h",
                "pgas_checks.h",
                "pgas_collective_api.h",
                "pgas_collective_impl.h",
                "pgas_dynptr.h",
                "pgas_gasp_access.h",
                "pgas_heap_impl.h",
                "pgas_heap_size.h",
                "pgas_io_impl.h",
                "pgas_job_status.h",
                "pgas_layout.h",
                "pgas_mpi_user.h",
                "pgas_names.h",
                "pgas_races.h",
                "pgas_races_impl.h",
                "pgas_report.h",
                "pgas_start.h",
                "pgas_startup.h",
                "pgas_where.h",
                "upc_io.h",
                "upc_types.h"
            ]
        );
    }
}
