//! Backends: lowering of a checked UPC translation unit to C for one target.

pub mod common;
pub mod forall;
pub mod ga;
pub mod gasp;
pub mod namer;
pub mod place;
pub mod privatize;
pub mod races;
pub mod upc;
pub mod upcr;
pub mod walker;
