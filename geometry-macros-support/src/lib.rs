//! Implementation detail of `geometry-macros`; not covered by semver.
//!
//! The parser, the expander and the token printer of the proc macros, in an
//! ordinary library: a proc-macro crate can export only its macros, and the
//! tests, the benchmarks and the fuzzer need to call the same code outside
//! a compiler. Every entry point returns tokens or an error and never
//! panics.
//!
//! ```
//! use geometry_macros_support::{board_tokens, Table, table_tokens};
//!
//! let value = table_tokens(Table::KingDist, "files = 3, ranks = 2".parse().unwrap()).unwrap();
//! assert!(value.to_string().starts_with("[* b\""));
//!
//! let error = board_tokens("mod m { files = 17 }".parse().unwrap()).unwrap_err();
//! assert!(error.to_string().starts_with("`files` must be"));
//! ```

mod expand;
mod parse;
pub mod tokens;

pub use expand::{board_tokens, table_tokens};
pub use geometry_core::Table;

use proc_macro2::TokenStream;

/// A table macro's expansion: the table's value, or a `compile_error!`
/// spanned on the offending tokens.
pub fn table(table: Table, input: TokenStream) -> TokenStream {
    table_tokens(table, input).unwrap_or_else(syn::Error::into_compile_error)
}

/// `board!`'s expansion: the whole module, or a `compile_error!` spanned
/// on the offending tokens.
pub fn board(input: TokenStream) -> TokenStream {
    board_tokens(input).unwrap_or_else(syn::Error::into_compile_error)
}
