//! Expansion: parsed arguments to tokens, through geometry-core. Free of
//! `proc_macro` types so that tests, property tests and the fuzzer can call
//! it outside a compiler.

use crate::parse::{BoardArgs, BoardInput};
use geometry_core::emit::{self, tokens};
use geometry_core::{Table, TableError};
use proc_macro2::TokenStream;
use quote::quote;
use syn::Result;

/// The array (or scalar) expression of `table` for the board in `args`.
pub fn table(table: Table, args: &BoardArgs) -> Result<TokenStream> {
    let board = args.board();
    match table.compute(&board) {
        Ok(data) => Ok(tokens::value(&data)),
        Err(TableError::TooManySquaresForBitboard { squares, .. }) => {
            let msg = format!(
                "`{}!` is a bitboard table and needs a board of at most {} squares; a {}x{} board has {squares}",
                table.lower_name(),
                geometry_core::MAX_BITBOARD_SQUARES,
                board.files(),
                board.ranks(),
            );
            Err(crate::parse::error_at(args.size_tokens(), msg))
        }
    }
}

/// The whole board module for `board!`.
pub fn board(input: &BoardInput) -> Result<TokenStream> {
    let board = input.args.board();
    let module = emit::board_module(&input.name.to_string(), Vec::new(), &board);
    let attrs = &input.attrs;
    // The user's docs come first, then a blank line, then the generated ones.
    let attrs = if attrs.is_empty() {
        TokenStream::new()
    } else {
        quote!(#attrs #[doc = ""])
    };
    Ok(tokens::module(&module, input.vis.clone(), attrs))
}

/// Parses and expands a table macro's input. The entry point for tests
/// and the fuzzer: returns tokens or an error, never panics.
pub fn table_tokens(table_kind: Table, input: TokenStream) -> Result<TokenStream> {
    let args: BoardArgs = syn::parse2(input)?;
    table(table_kind, &args)
}

/// Parses and expands `board!` input. The entry point for tests and the
/// fuzzer: returns tokens or an error, never panics.
pub fn board_tokens(input: TokenStream) -> Result<TokenStream> {
    let parsed: BoardInput = syn::parse2(input)?;
    board(&parsed)
}
