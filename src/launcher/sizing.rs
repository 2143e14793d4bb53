//! The job's size: the processes per node `-N`/`-c` ask for, and the shared heap as the
//! runtimes read it.

use super::RunOptions;

/// The processes per node `-N`/`-c` ask for (`None`: the launcher's default), or why they
/// cannot be honoured.
pub(super) fn per_node(opts: &RunOptions) -> Result<Option<u32>, String> {
    let n = opts.threads;
    match (opts.nodes, opts.cpus_per_node) {
        (Some(nodes), _) if nodes > n => Err(format!(
            "-N {nodes}: more nodes than threads (-n {n}); each node needs a thread"
        )),
        (Some(nodes), cpus) => {
            let ppn = n.div_ceil(nodes);
            match cpus {
                Some(c) if ppn > c => Err(format!(
                    "-n {n} on -N {nodes} nodes puts {ppn} threads on a node, more than -c {c}"
                )),
                _ => Ok(Some(ppn)),
            }
        }
        (None, Some(c)) => Ok(Some(c.min(n))),
        (None, None) => Ok(None),
    }
}

/// A heap size in bytes as UPC_SHARED_HEAP_SIZE says it to the runtimes, which read a bare
/// number as MB: in the largest unit that holds it exactly (`256MB`, `1536KB`, `100B`).
pub(super) fn heap_size_text(bytes: u64) -> String {
    let units = [(30, "GB"), (20, "MB"), (10, "KB")];
    let (shift, unit) = units
        .into_iter()
        .find(|&(shift, _)| bytes.is_multiple_of(1u64 << shift))
        .unwrap_or((0, "B"));
    format!("{}{unit}", bytes >> shift)
}
