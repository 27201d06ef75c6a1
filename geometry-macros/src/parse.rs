//! Parsing of macro arguments.
//!
//! The accepted grammar:
//!
//! ```text
//! table-args  := ( arg ( "," arg )* ","? )?
//! arg         := "files" "=" INT        1 to 16, default 8
//!              | "ranks" "=" INT        1 to 16, default 8
//!              | "mapping" "=" IDENT    lerf (default), lerbef, berlef, berf,
//!                                       lefr, lefber, befler, befr
//! board-input := attribute* visibility? "mod" IDENT "{" table-args "}"
//! ```
//!
//! Every key is optional and may appear at most once, in any order. Every
//! error is spanned on the offending token and says what is allowed.

use geometry_core::{Board, Mapping, MAX_SIDE, MIN_SIDE};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::{Parse, ParseStream};
use syn::{Error, Ident, Lit, Result, Token};

/// The argument keys, in the order the docs list them.
pub const KEYS: [&str; 3] = ["files", "ranks", "mapping"];

/// Parsed `files = .., ranks = .., mapping = ..`, with the tokens of each
/// value kept for error spans.
#[derive(Default)]
pub struct BoardArgs {
    files: Option<(usize, TokenStream)>,
    ranks: Option<(usize, TokenStream)>,
    mapping: Option<Mapping>,
}

impl BoardArgs {
    /// The board the arguments describe (defaults: 8x8, `lerf`).
    pub fn board(&self) -> Board {
        let files = self.files.as_ref().map_or(8, |f| f.0);
        let ranks = self.ranks.as_ref().map_or(8, |r| r.0);
        // Both sides were range-checked while parsing.
        Board::new(files, ranks, self.mapping.unwrap_or_default()).unwrap_or(Board::STANDARD)
    }

    /// The tokens that set the board's size, for errors about the size.
    pub fn size_tokens(&self) -> TokenStream {
        let mut ts = TokenStream::new();
        for (_, tokens) in self.files.iter().chain(self.ranks.iter()) {
            ts.extend(tokens.clone());
        }
        ts
    }
}

/// An error pointing at `tokens`: their joined span where the compiler
/// can join spans, else the first token.
pub fn error_at(tokens: TokenStream, message: impl std::fmt::Display) -> Error {
    let mut iter = tokens.into_iter();
    let Some(first) = iter.next() else {
        return Error::new(Span::call_site(), message);
    };
    let span = iter
        .last()
        .and_then(|last| first.span().join(last.span()))
        .unwrap_or_else(|| first.span());
    Error::new(span, message)
}

/// Levenshtein distance, for "did you mean" suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The nearest of `candidates` to `word`, if it is close enough to be a typo.
pub fn suggest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    candidates
        .iter()
        .map(|c| (edit_distance(&word.to_ascii_lowercase(), c), *c))
        .filter(|&(d, c)| d <= c.len().div_ceil(2).max(1))
        .min()
        .map(|(_, c)| c)
}

fn keys_list() -> String {
    KEYS.map(|k| format!("`{k}`")).join(", ")
}

/// Describes a token that is not the value we wanted.
fn found(tt: &TokenTree) -> &'static str {
    match tt {
        TokenTree::Literal(lit) => match syn::parse2::<Lit>(lit.to_token_stream()) {
            Ok(Lit::Str(_)) | Ok(Lit::ByteStr(_)) | Ok(Lit::CStr(_)) => "a string",
            Ok(Lit::Float(_)) => "a float",
            Ok(Lit::Char(_)) | Ok(Lit::Byte(_)) => "a character",
            Ok(Lit::Bool(_)) => "a boolean",
            _ => "a literal",
        },
        TokenTree::Ident(id) if id == "true" || id == "false" => "a boolean",
        TokenTree::Ident(_) => "a path",
        TokenTree::Punct(p) if p.as_char() == '-' => "a negative number",
        TokenTree::Punct(_) => "a punctuation mark",
        TokenTree::Group(_) => "a group",
    }
}

/// Parses the value of `files` or `ranks`: an integer from 1 to 16.
fn parse_side(input: ParseStream, key: &Ident, eq: Span) -> Result<(usize, TokenStream)> {
    let allowed = format!("expected an integer from {MIN_SIDE} to {MAX_SIDE} for `{key}`");
    if input.is_empty() || input.peek(Token![,]) {
        return Err(Error::new(
            eq,
            format!("missing value after `{key} =`; {allowed}"),
        ));
    }
    let tt: TokenTree = input.fork().parse()?;
    if let Ok(Lit::Int(int)) = input.fork().parse::<Lit>() {
        input.parse::<Lit>()?;
        if !int.suffix().is_empty() {
            return Err(Error::new(
                int.span(),
                format!(
                    "unexpected suffix `{}`; {allowed}, without a suffix",
                    int.suffix()
                ),
            ));
        }
        let n = int.base10_parse::<u128>().map_err(|_| {
            Error::new(
                int.span(),
                format!("integer literal is too large for any integer type; {allowed}"),
            )
        })?;
        if n < MIN_SIDE as u128 || n > MAX_SIDE as u128 {
            return Err(Error::new(
                int.span(),
                format!("`{key}` must be from {MIN_SIDE} to {MAX_SIDE}, not {n}"),
            ));
        }
        return Ok((n as usize, int.token().to_token_stream()));
    }
    let what = found(&tt);
    // A negative number is `-` followed by a literal: point at both.
    let mut spanned = tt.to_token_stream();
    if what == "a negative number" {
        let fork = input.fork();
        let _: TokenTree = fork.parse()?;
        if let Ok(next) = fork.parse::<TokenTree>() {
            spanned.extend(next.to_token_stream());
        }
    }
    Err(error_at(spanned, format!("{allowed}, found {what}")))
}

/// Parses the value of `mapping`: one of the eight names.
fn parse_mapping(input: ParseStream, key: &Ident, eq: Span) -> Result<Mapping> {
    let allowed = format!("expected one of: {}", Mapping::names_list());
    if input.is_empty() || input.peek(Token![,]) {
        return Err(Error::new(
            eq,
            format!("missing value after `{key} =`; {allowed}"),
        ));
    }
    let tt: TokenTree = input.parse()?;
    let TokenTree::Ident(name) = &tt else {
        return Err(error_at(
            tt.to_token_stream(),
            format!("expected a mapping name, found {}; {allowed}", found(&tt)),
        ));
    };
    if input.peek(Token![::]) {
        return Err(error_at(
            tt.to_token_stream(),
            format!("expected a bare mapping name, found a path; {allowed}"),
        ));
    }
    let text = name.to_string();
    text.parse::<Mapping>().map_err(|_| {
        let names: Vec<&str> = Mapping::ALL.iter().map(|m| m.name()).collect();
        let hint = suggest(&text, &names)
            .map(|s| format!("did you mean `{s}`? "))
            .unwrap_or_default();
        Error::new(
            name.span(),
            format!("unknown mapping `{text}`; {hint}{allowed}"),
        )
    })
}

impl Parse for BoardArgs {
    fn parse(input: ParseStream) -> Result<Self> {
        let mut args = BoardArgs::default();
        while !input.is_empty() {
            let lookahead: TokenTree = input.fork().parse()?;
            let TokenTree::Ident(key) = lookahead else {
                return Err(error_at(
                    lookahead.to_token_stream(),
                    format!(
                        "expected an argument such as `files = 10`; allowed keys: {}",
                        keys_list()
                    ),
                ));
            };
            input.parse::<TokenTree>()?;
            let name = key.to_string();
            if !KEYS.contains(&name.as_str()) {
                let hint = suggest(&name, &KEYS)
                    .map(|s| format!("did you mean `{s}`? "))
                    .unwrap_or_default();
                return Err(Error::new(
                    key.span(),
                    format!(
                        "unknown argument `{name}`; {hint}allowed keys: {}",
                        keys_list()
                    ),
                ));
            }
            let taken = match name.as_str() {
                "files" => args.files.is_some(),
                "ranks" => args.ranks.is_some(),
                _ => args.mapping.is_some(),
            };
            if taken {
                return Err(Error::new(
                    key.span(),
                    format!("duplicate argument `{name}`; each key may be given once"),
                ));
            }
            if !input.peek(Token![=]) {
                let span = if input.is_empty() {
                    key.span()
                } else {
                    input.span()
                };
                return Err(Error::new(span, format!("expected `=` after `{name}`")));
            }
            let eq: Token![=] = input.parse()?;
            match name.as_str() {
                "files" => args.files = Some(parse_side(input, &key, eq.span)?),
                "ranks" => args.ranks = Some(parse_side(input, &key, eq.span)?),
                _ => args.mapping = Some(parse_mapping(input, &key, eq.span)?),
            }
            if input.is_empty() {
                break;
            }
            if !input.peek(Token![,]) {
                return Err(Error::new(
                    input.span(),
                    "expected `,` between arguments, or the end of the arguments",
                ));
            }
            input.parse::<Token![,]>()?;
        }
        Ok(args)
    }
}

/// `board!` input: attributes, visibility, `mod NAME { args }`.
pub struct BoardInput {
    /// Outer attributes, including `///` doc comments, passed through.
    pub attrs: TokenStream,
    /// `pub`, `pub(crate)`, ... or empty.
    pub vis: TokenStream,
    /// The module's name.
    pub name: Ident,
    /// The arguments inside the braces.
    pub args: BoardArgs,
}

impl Parse for BoardInput {
    fn parse(input: ParseStream) -> Result<Self> {
        let mut attrs = TokenStream::new();
        while input.peek(Token![#]) {
            let pound: TokenTree = input.parse()?;
            let group: TokenTree = input.parse()?;
            match &group {
                TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket => {
                    attrs.extend([pound, group]);
                }
                _ => {
                    return Err(error_at(
                        group.to_token_stream(),
                        "expected `[` after `#` in an attribute",
                    ))
                }
            }
        }
        let mut vis = TokenStream::new();
        if input.peek(Token![pub]) {
            let kw: TokenTree = input.parse()?;
            vis.extend([kw]);
            if input.peek(syn::token::Paren) {
                let group: TokenTree = input.parse()?;
                vis.extend(group.to_token_stream());
            }
        }
        if !input.peek(Token![mod]) {
            let msg = "expected `mod NAME { files = .., ranks = .., mapping = .. }`";
            return Err(if input.is_empty() {
                Error::new(Span::call_site(), format!("{msg}; the input is empty"))
            } else {
                input.error(msg)
            });
        }
        let kw: Token![mod] = input.parse()?;
        if !input.peek(Ident) {
            let span = if input.is_empty() {
                kw.span
            } else {
                input.span()
            };
            return Err(Error::new(span, "expected a module name after `mod`"));
        }
        let name: Ident = input.parse()?;
        let body: TokenTree = if input.is_empty() {
            return Err(Error::new(
                name.span(),
                format!("expected `{{ .. }}` with the board's arguments after `mod {name}`"),
            ));
        } else {
            input.parse()?
        };
        let args = match &body {
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                syn::parse2::<BoardArgs>(g.stream())?
            }
            other => {
                return Err(error_at(
                    other.to_token_stream(),
                    format!("expected `{{` after `mod {name}`: the body is `{{ files = .., ranks = .., mapping = .. }}`"),
                ))
            }
        };
        if !input.is_empty() {
            return Err(
                input.error("unexpected tokens after the module body; `board!` takes one module")
            );
        }
        Ok(BoardInput {
            attrs,
            vis,
            name,
            args,
        })
    }
}
