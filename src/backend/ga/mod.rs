//! `--to ga` (in progress).
