//! The README examples of the workspace as doctests. Compiled only by
//! rustdoc's doctest pass (`#[cfg(doctest)]` in `lib.rs`), never in a build:
//! geometry-core and geometry-macros are dependencies here, so every
//! crate's README can be tested from this one place.

#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

#[doc = include_str!("../../README.md")]
struct WorkspaceReadmeDoctests;

#[doc = include_str!("../../geometry-macros/README.md")]
struct MacrosReadmeDoctests;

#[doc = include_str!("../../geometry-core/README.md")]
struct CoreReadmeDoctests;
