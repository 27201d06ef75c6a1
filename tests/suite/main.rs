//! The `chess-geometry` package's integration tests, in one binary (one
//! link instead of one per file): the command-line tool run as a user
//! would, the build script's output, and the three paths to a table (the
//! build script, `board!`, the statics) agreeing with each other and with
//! the C and JSON output.

#[macro_use]
mod common;

mod build_script;
mod c_output;
mod cli;
mod json_output;
mod three_paths;
mod workspace_lints;
