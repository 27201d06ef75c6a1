//! `geometry-macros`' integration tests, in one binary: the modules
//! `board!` emits, the table macros' expansions, and the compile errors of
//! every misuse (trybuild).
// The emitted modules' public items must all carry docs.
#![deny(missing_docs)]

pub mod board_modules;
mod compiletest;
mod expansion;
