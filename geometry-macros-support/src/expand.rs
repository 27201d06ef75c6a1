//! Expansion: parsed arguments to tokens, through geometry-core. Free of
//! `proc_macro` types so that tests, property tests and the fuzzer can call
//! it outside a compiler.

use crate::parse::{self, BoardArgs, BoardInput};
use crate::tokens;
use geometry_core::__private::args::ArgError;
use geometry_core::{BoardModule, Table};
use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use syn::{Error, Result};

/// The array (or scalar) expression of `table` for the board in `args`.
pub fn table(table: Table, args: &BoardArgs) -> Result<TokenStream> {
    if let Some((key, tokens)) = args.board_only_key() {
        return Err(parse::error_at(
            tokens,
            &ArgError::BoardOnly { key }.to_string(),
        ));
    }
    let board = args.board();
    match table.compute(&board) {
        Ok(data) => Ok(tokens::value(&data)),
        // Every board the arguments allow has bitboards; the core's own
        // message stands for any limit it may set.
        Err(error) => Err(Error::new(Span::call_site(), error.to_string())),
    }
}

/// The whole board module for `board!`.
pub fn board(input: &BoardInput) -> Result<TokenStream> {
    let board = input.args.board();
    // A raw identifier (`r#type`) is given to the plan without its `r#`;
    // the module itself is named by the user's token, which keeps its span
    // (go-to-definition in editors) and its `r#`.
    let name = input.name.to_string();
    let bare = name.strip_prefix("r#").unwrap_or(&name);
    #[cfg(feature = "fairy")]
    let module = BoardModule::with_regions(
        bare,
        Vec::new(),
        &board,
        &input.args.pieces(),
        &input.args.regions(),
    );
    #[cfg(not(feature = "fairy"))]
    let module = BoardModule::new(bare, Vec::new(), &board);
    // The user's docs come first, then a blank line, then the generated ones.
    let mut attrs = input.attrs.clone();
    if !attrs.is_empty() {
        let doc = vec![
            TokenTree::Ident(Ident::new("doc", Span::call_site())),
            TokenTree::Punct(Punct::new('=', Spacing::Alone)),
            TokenTree::Literal(Literal::string("")),
        ];
        let blank = vec![
            TokenTree::Punct(Punct::new('#', Spacing::Alone)),
            TokenTree::Group(Group::new(Delimiter::Bracket, doc.into_iter().collect())),
        ];
        attrs.extend(blank);
    }
    let name = TokenTree::Ident(input.name.clone());
    Ok(tokens::module(&module, input.vis.clone(), attrs, name))
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
