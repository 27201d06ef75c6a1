//! `geometry-macros-support`'s integration tests, in one binary: the
//! expansion's determinism across runs and processes, and the parser's
//! properties over generated inputs.

mod determinism;
mod properties;
