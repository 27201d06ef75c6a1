//! `geometry-macros-support`'s integration tests, in one binary: the
//! expansion's determinism across runs and processes, the parser's
//! properties over generated inputs, and which error it reports where.

mod determinism;
mod errors;
mod module_tokens;
mod properties;
