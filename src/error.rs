//! The one error type of the CLI: a one-line message, printed to stderr
//! with exit code 2 (bad input) and nothing on stdout.

use std::fmt;
use std::process::ExitCode;

/// The exit code for bad input.
pub const USAGE_EXIT: u8 = 2;

/// Bad input: one line saying what is wrong and what is allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError(pub String);

impl CliError {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> CliError {
        CliError(message.into())
    }

    /// Prints `error: MESSAGE` as one line on stderr and returns exit code 2.
    pub fn report(&self) -> ExitCode {
        // Keep the promise of one line whatever a message holds.
        let line = self.0.replace(['\n', '\r'], " ");
        eprintln!("error: {line}");
        ExitCode::from(USAGE_EXIT)
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}
