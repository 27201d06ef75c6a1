//! The fuzzed property of the macro front end: any input text either fails
//! to lex, or the parse-and-expand entry point returns tokens or an error;
//! it never panics. libFuzzer bounds the time and memory of each input
//! (`-timeout`, `-rss_limit_mb`, `-malloc_limit_mb`).
//!
//! Input format: the first line names the macro (`board` or a table macro
//! such as `knight_dist`), the rest is its input. A first line `betza`
//! makes the rest one piece's Betza string, declared on a board whose size
//! follows from the string's length (`betza 9x10` names it). A first line that names no macro
//! sends the whole text to `board!` and to one table macro.
//!
//! A Betza string that `board!` accepts is also checked differentially
//! (the `rows` module): the rows the core plans for it equal a walk over
//! coordinates on that board, in a mapping and on occupancies drawn from
//! the input.
#![forbid(unsafe_code)]

mod rows;

use geometry_macros_support::{board_tokens, table_tokens, Table};
use proc_macro2::TokenStream;

/// The tables that have a macro.
fn macro_tables() -> Vec<Table> {
    Table::ALL.into_iter().filter(|t| t.has_macro()).collect()
}

/// Runs one fuzz input. Panics (a finding) only if an entry point panics or
/// breaks its contract. Returns, for each entry point called, whether it
/// expanded (`true`) or reported an error (`false`); nothing when the text
/// is not UTF-8 or does not lex.
pub fn check(data: &[u8]) -> Vec<bool> {
    let Ok(text) = std::str::from_utf8(data) else {
        return Vec::new();
    };
    let (name, body) = text.split_once('\n').unwrap_or(("", text));
    if let Some(size) = name.trim().strip_prefix("betza") {
        // `betza FILESxRANKS` names the board; otherwise the string's
        // length gives it.
        let (files, ranks) = size
            .trim()
            .split_once('x')
            .and_then(|(f, r)| Some((f.parse::<usize>().ok()?, r.parse::<usize>().ok()?)))
            .filter(|&(f, r)| (1..=16).contains(&f) && (1..=16).contains(&r))
            .unwrap_or((1 + body.len() % 16, 1 + body.len() / 16 % 16));
        // `{:?}` writes the string as a literal, escapes and all.
        let module =
            format!("mod m {{ files = {files}, ranks = {ranks}, pieces = [p = {body:?}] }}");
        let Ok(input) = module.parse::<TokenStream>() else {
            return Vec::new();
        };
        let accepted = judge(board_tokens(input));
        let seed = body.bytes().fold(0xCBF2_9CE4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
        });
        let compared = rows::rows_match_walk(body, files, ranks, seed);
        assert_eq!(
            accepted, compared,
            "`board!` and the core disagree on `{body}`"
        );
        return vec![accepted];
    }
    let Ok(input) = body.parse::<TokenStream>() else {
        return Vec::new();
    };
    let tables = macro_tables();
    if name.trim() == "board" {
        vec![judge(board_tokens(input))]
    } else if let Some(table) = tables.iter().find(|t| t.lower_name() == name.trim()) {
        vec![judge(table_tokens(*table, input))]
    } else {
        vec![
            judge(board_tokens(input.clone())),
            judge(table_tokens(tables[name.len() % tables.len()], input)),
        ]
    }
}

/// The contract of an entry point's result: tokens that lex again, or an
/// error with a message that turns into `compile_error!` tokens.
fn judge(result: syn::Result<TokenStream>) -> bool {
    match result {
        Ok(tokens) => {
            assert!(!tokens.is_empty(), "an expansion with no tokens");
            let printed = tokens.to_string();
            assert!(
                printed.parse::<TokenStream>().is_ok(),
                "the expansion does not lex again"
            );
            true
        }
        Err(error) => {
            assert!(!error.to_string().is_empty(), "an error with no message");
            assert!(!error.into_compile_error().is_empty());
            false
        }
    }
}
