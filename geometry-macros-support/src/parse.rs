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
//!              | "leapers" "=" pieces   board! only
//!              | "riders" "=" pieces    board! only
//!              | "pieces" "=" betzas    board! only
//!              | "regions" "=" regions  board! only
//! pieces      := "[" ( piece ( "," piece )* ","? )? "]"
//! betzas      := "[" ( IDENT "=" STRING ( "," IDENT "=" STRING )* ","? )? "]"
//!                                       gold = "WfF": Betza notation, read as
//!                                       Fairy-Stockfish reads it
//!                                       (`geometry_core::Betza` has the grammar)
//! regions     := "[" ( region ( "," region )* ","? )? "]"
//! region      := IDENT "=" STRING       flag = "*8": one set for both sides
//!              | IDENT "=" ( "white" | "black" ) "(" STRING ")"
//!                                       promotion = white("*7 *8"): given
//!                                       for one side, the other's turned
//!                                       over the middle rank; the squares
//!                                       in Fairy-Stockfish's region syntax
//!                                       (`geometry_core::Region`)
//! piece       := IDENT                  a named atom: camel is (3, 1)
//!              | IDENT "(" INT "," INT ")"          one atom: giraffe(4, 1)
//!              | IDENT "(" atom ( "," atom )* ","? ")"
//!                                       a compound: mann(wazir, ferz)
//! atom        := IDENT | "(" INT "," INT ")"        ferz, (1, 1)
//! board-input := attribute* visibility? "mod" IDENT "{" table-args "}"
//! visibility  := "pub" ( "(" .. ")" )?
//! ```
//!
//! `INT` is an unsuffixed integer literal (decimal, hex, octal or binary,
//! underscores allowed). Every key is optional and may appear at most once,
//! in any order. A piece's name is a lowercase identifier, unique among the
//! pieces and not a chess piece's (`knight`, ..); its atoms are offsets
//! from 0 to 15, not both 0, each given once, each with a move on the
//! board (`geometry_core::NAMED_ATOMS` lists the atom names). Values forwarded by `macro_rules!` (`$n:expr`,
//! `$n:literal`) are accepted: their invisible groups are looked through.
//!
//! The parser works on plain token trees and never panics: every misuse is
//! a [`syn::Error`] spanned on the offending tokens, lowercase, saying what
//! is allowed instead. This module decides which error applies and where;
//! the wording is `geometry_core::__private::args::ArgError`'s `Display` (plain data,
//! tested without a compiler, and compiled outside this crate).

use geometry_core::__private::args::{ArgError, KEYWORDS, Key};
use geometry_core::{Board, MAX_SIDE, MIN_SIDE, Mapping};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::parse::{Parse, ParseStream, Parser};
use syn::{Error, Ident, Lit, Result};

#[cfg(feature = "fairy")]
mod fairy;

/// One parsed `key = value` argument.
// Its position and tokens order and point the fairy keys' errors.
#[cfg_attr(not(feature = "fairy"), allow(dead_code))]
struct Arg<T> {
    value: T,
    /// Position among the arguments, to order spans.
    position: usize,
    /// The argument's tokens, `key = value`, for error spans.
    tokens: Vec<TokenTree>,
}

impl<T> Arg<T> {
    /// The argument parsed from token `start` to the cursor of `toks`.
    fn at(value: T, position: usize, toks: &Tokens, start: usize) -> Option<Arg<T>> {
        Some(Arg {
            value,
            position,
            tokens: toks.since(start).to_vec(),
        })
    }
}

/// Parsed `files = .., ranks = .., mapping = ..`, with the tokens of each
/// argument kept for error spans.
#[derive(Default)]
pub struct BoardArgs {
    files: Option<Arg<usize>>,
    ranks: Option<Arg<usize>>,
    mapping: Option<Arg<Mapping>>,
    #[cfg(feature = "fairy")]
    leapers: Option<Arg<Vec<fairy::PieceArg>>>,
    #[cfg(feature = "fairy")]
    riders: Option<Arg<Vec<fairy::PieceArg>>>,
    #[cfg(feature = "fairy")]
    pieces: Option<Arg<Vec<fairy::PieceArg>>>,
    #[cfg(feature = "fairy")]
    regions: Option<Arg<Vec<fairy::RegionArg>>>,
}

impl BoardArgs {
    /// The board the arguments describe (defaults: 8x8, `lerf`).
    pub fn board(&self) -> Board {
        let files = self.files.as_ref().map_or(8, |f| f.value);
        let ranks = self.ranks.as_ref().map_or(8, |r| r.value);
        let mapping = self.mapping.as_ref().map(|m| m.value).unwrap_or_default();
        // Both sides were range-checked while parsing.
        Board::new(files, ranks, mapping).unwrap_or(Board::STANDARD)
    }

    /// The first key only `board!` takes, with its tokens: none without
    /// the fairy keys, which the parser then rejects.
    #[cfg(not(feature = "fairy"))]
    pub fn board_only_key(&self) -> Option<(Key, TokenStream)> {
        None
    }
}

/// An error spanning `tokens`, from the first to the last (on stable Rust
/// as well: syn carries the start and end spans separately).
pub fn error_at(tokens: TokenStream, message: &str) -> Error {
    if tokens.is_empty() {
        return Error::new(Span::call_site(), message);
    }
    let spanning = |input: ParseStream| -> Result<()> {
        let begin = input.cursor();
        while !input.is_empty() {
            input.parse::<TokenTree>()?;
        }
        Err(Error::new_range(begin..input.cursor(), message))
    };
    match spanning.parse2(tokens) {
        Err(error) => error,
        Ok(()) => Error::new(Span::call_site(), message),
    }
}

/// `error` spanning `tokens`.
fn error_over(tokens: &[TokenTree], error: ArgError) -> Error {
    error_at(tokens.iter().cloned().collect(), &error.to_string())
}

/// `error` at one span.
fn error_on(span: Span, error: ArgError) -> Error {
    Error::new(span, error.to_string())
}

/// Token trees with invisible (`Delimiter::None`) groups flattened, as
/// `macro_rules!` leaves them around `$x:expr` fragments.
fn flatten(tokens: TokenStream) -> Vec<TokenTree> {
    let mut out = Vec::new();
    for tt in tokens {
        match tt {
            TokenTree::Group(g) if g.delimiter() == Delimiter::None => {
                out.extend(flatten(g.stream()));
            }
            tt => out.push(tt),
        }
    }
    out
}

fn is_punct(tt: Option<&TokenTree>, ch: char) -> bool {
    matches!(tt, Some(TokenTree::Punct(p)) if p.as_char() == ch)
}

fn is_brace_group(tt: Option<&TokenTree>) -> bool {
    matches!(tt, Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace)
}

fn is_path_sep(tokens: &[TokenTree]) -> bool {
    matches!(
        tokens,
        [TokenTree::Punct(a), TokenTree::Punct(b), ..]
            if a.as_char() == ':' && b.as_char() == ':' && a.spacing() == proc_macro2::Spacing::Joint
    )
}

/// Kind of a literal token, in words.
fn literal_kind(lit: &proc_macro2::Literal) -> &'static str {
    match Lit::new(lit.clone()) {
        Lit::Str(_) | Lit::ByteStr(_) | Lit::CStr(_) => "a string",
        Lit::Char(_) | Lit::Byte(_) => "a character",
        Lit::Float(_) => "a float",
        Lit::Int(_) => "an integer",
        _ => "a literal",
    }
}

/// How many leading tokens of `rest` form one value (a path, a negative
/// number, a multi-character operator, ...), and what it is in words.
/// `rest` must not be empty.
fn describe(rest: &[TokenTree]) -> (String, usize) {
    match rest {
        [] => ("the end of the arguments".into(), 0),
        [TokenTree::Literal(lit), ..] => (literal_kind(lit).into(), 1),
        [TokenTree::Ident(id), ..] if id == "true" || id == "false" => ("a boolean".into(), 1),
        [TokenTree::Ident(_), ..] => ("a path".into(), path_len(rest)),
        _ if is_path_sep(rest) && matches!(rest.get(2), Some(TokenTree::Ident(_))) => {
            ("a path".into(), path_len(rest))
        }
        [TokenTree::Punct(p), TokenTree::Literal(lit), ..]
            if p.as_char() == '-' && matches!(literal_kind(lit), "an integer" | "a float") =>
        {
            ("a negative number".into(), 2)
        }
        [TokenTree::Punct(_), ..] => {
            // A run of joint punctuation is one operator: `==`, `=>`, `::`.
            let mut text = String::new();
            let mut n = 0;
            for tt in rest {
                let TokenTree::Punct(p) = tt else { break };
                text.push(p.as_char());
                n += 1;
                if p.spacing() == proc_macro2::Spacing::Alone {
                    break;
                }
            }
            (format!("`{text}`"), n)
        }
        [TokenTree::Group(g), ..] => {
            let what = match g.delimiter() {
                Delimiter::Parenthesis => "a parenthesized group",
                Delimiter::Bracket => "a bracketed group",
                Delimiter::Brace => "a block",
                Delimiter::None => "an expression",
            };
            (what.into(), 1)
        }
    }
}

/// Length of the path `::? ident (:: ident)*` at the start of `rest`.
fn path_len(rest: &[TokenTree]) -> usize {
    let mut n = if is_path_sep(rest) { 2 } else { 0 };
    loop {
        if !matches!(rest.get(n), Some(TokenTree::Ident(_))) {
            return n.max(1);
        }
        n += 1;
        if is_path_sep(&rest[n..]) && matches!(rest.get(n + 2), Some(TokenTree::Ident(_))) {
            n += 2;
        } else {
            return n;
        }
    }
}

/// A cursor over flattened token trees.
struct Tokens {
    tts: Vec<TokenTree>,
    pos: usize,
}

impl Tokens {
    fn new(stream: TokenStream) -> Self {
        Tokens {
            tts: flatten(stream),
            pos: 0,
        }
    }

    fn rest(&self) -> &[TokenTree] {
        self.tts.get(self.pos..).unwrap_or(&[])
    }

    fn peek(&self) -> Option<&TokenTree> {
        self.tts.get(self.pos)
    }

    fn is_empty(&self) -> bool {
        self.pos >= self.tts.len()
    }

    fn bump(&mut self) -> Option<TokenTree> {
        let tt = self.tts.get(self.pos).cloned();
        self.pos += usize::from(tt.is_some());
        tt
    }

    /// The tokens from `start` to the current position.
    fn since(&self, start: usize) -> &[TokenTree] {
        self.tts.get(start..self.pos).unwrap_or(&[])
    }

    /// The next value-like run of tokens (a path, a negative number, an
    /// operator, ..), and what it is in words, for an error over it.
    fn next_value(&self) -> (&[TokenTree], String) {
        let rest = self.rest();
        let (found, n) = describe(rest);
        (&rest[..n.min(rest.len())], found)
    }
}

/// Parses the value of `files` or `ranks`: an integer from 1 to 16.
fn parse_side(toks: &mut Tokens, key: Key) -> Result<usize> {
    let Some(TokenTree::Literal(lit)) = toks.peek() else {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::SideValue { key, found }));
    };
    let lit = lit.clone();
    let Lit::Int(int) = Lit::new(lit.clone()) else {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::SideValue { key, found }));
    };
    toks.bump();
    let span = lit.span();
    if int.base10_digits().starts_with('-') {
        // A negative literal token, as `macro_rules!` may forward one.
        let found = "a negative number".to_string();
        return Err(error_on(span, ArgError::SideValue { key, found }));
    }
    if !int.suffix().is_empty() {
        let suffix = int.suffix().to_string();
        let digits = int.base10_digits().to_string();
        return Err(error_on(
            span,
            ArgError::SideSuffix {
                key,
                suffix,
                digits,
            },
        ));
    }
    let Ok(value) = int.base10_parse::<u128>() else {
        return Err(error_on(span, ArgError::SideTooLarge { key }));
    };
    match usize::try_from(value) {
        Ok(n) if (MIN_SIDE..=MAX_SIDE).contains(&n) => Ok(n),
        _ => Err(error_on(span, ArgError::SideOutOfRange { key, value })),
    }
}

/// Parses the value of `mapping`: one of the eight names.
fn parse_mapping(toks: &mut Tokens) -> Result<Mapping> {
    match toks.peek() {
        Some(TokenTree::Ident(name)) => {
            let name = name.clone();
            let start = toks.pos;
            let (found, n) = describe(toks.rest());
            if found == "a path" && n > 1 {
                // `Mapping::Lerf`, `geometry_core::Mapping::Lerf`, ...
                toks.pos += n;
                let path = toks.since(start);
                let last = path.last().map(ToString::to_string).unwrap_or_default();
                return Err(error_over(path, ArgError::MappingPath { last }));
            }
            let text = name.to_string();
            let Ok(mapping) = text.parse::<Mapping>() else {
                return Err(error_on(
                    name.span(),
                    ArgError::UnknownMapping { name: text },
                ));
            };
            toks.bump();
            Ok(mapping)
        }
        Some(TokenTree::Literal(lit)) => {
            if let Lit::Str(s) = Lit::new(lit.clone())
                && let Ok(mapping) = s.value().parse::<Mapping>()
            {
                return Err(error_on(lit.span(), ArgError::QuotedMapping { mapping }));
            }
            let (at, found) = toks.next_value();
            Err(error_over(at, ArgError::MappingValue { found }))
        }
        _ => {
            let (at, found) = toks.next_value();
            Err(error_over(at, ArgError::MappingValue { found }))
        }
    }
}

/// Parses table arguments from a token stream.
fn parse_args(tokens: TokenStream) -> Result<BoardArgs> {
    parse_arg_tokens(&mut Tokens::new(tokens))
}

fn parse_arg_tokens(toks: &mut Tokens) -> Result<BoardArgs> {
    let mut args = BoardArgs::default();
    let mut position = 0;
    while !toks.is_empty() {
        let start = toks.pos;
        // The key.
        let ident = match toks.peek() {
            Some(TokenTree::Ident(key)) if key != "true" && key != "false" => key.clone(),
            Some(TokenTree::Punct(p)) if p.as_char() == ',' => {
                return Err(error_over(&toks.rest()[..1], ArgError::LeadingComma));
            }
            _ => {
                let (at, found) = toks.next_value();
                return Err(error_over(at, ArgError::ArgumentName { found }));
            }
        };
        toks.bump();
        let name = ident.to_string();
        let Some(key) = Key::from_name(&name) else {
            return Err(error_on(ident.span(), ArgError::UnknownKey { name }));
        };
        let taken = match key {
            Key::Files => args.files.is_some(),
            Key::Ranks => args.ranks.is_some(),
            Key::Mapping => args.mapping.is_some(),
            #[cfg(feature = "fairy")]
            Key::Leapers => args.leapers.is_some(),
            #[cfg(feature = "fairy")]
            Key::Riders => args.riders.is_some(),
            #[cfg(feature = "fairy")]
            Key::Pieces => args.pieces.is_some(),
            #[cfg(feature = "fairy")]
            Key::Regions => args.regions.is_some(),
            #[cfg(not(feature = "fairy"))]
            Key::Leapers | Key::Riders | Key::Pieces | Key::Regions => {
                return Err(error_on(ident.span(), ArgError::FairyOff { key }));
            }
        };
        if taken {
            return Err(error_on(ident.span(), ArgError::Duplicate { key }));
        }
        // The `=`.
        match toks.peek() {
            None => return Err(error_on(ident.span(), ArgError::EqualsAtEnd { key })),
            Some(TokenTree::Punct(p))
                if p.as_char() == '='
                    && (p.spacing() == proc_macro2::Spacing::Alone
                        || !matches!(toks.rest().get(1), Some(TokenTree::Punct(_)))) =>
            {
                toks.bump();
            }
            Some(_) => {
                let (at, found) = toks.next_value();
                return Err(error_over(at, ArgError::Equals { key, found }));
            }
        }
        // The value.
        if toks.is_empty() || is_punct(toks.peek(), ',') {
            return Err(error_over(
                toks.since(start),
                ArgError::MissingValue { key },
            ));
        }
        match key {
            Key::Files => args.files = Arg::at(parse_side(toks, key)?, position, toks, start),
            Key::Ranks => args.ranks = Arg::at(parse_side(toks, key)?, position, toks, start),
            Key::Mapping => args.mapping = Arg::at(parse_mapping(toks)?, position, toks, start),
            #[cfg(feature = "fairy")]
            Key::Leapers | Key::Riders | Key::Pieces | Key::Regions => {
                args.parse_fairy(key, toks, position, start)?;
            }
            // Rejected with the duplicate check above.
            #[cfg(not(feature = "fairy"))]
            Key::Leapers | Key::Riders | Key::Pieces | Key::Regions => {}
        }
        position += 1;
        // The separator.
        match toks.peek() {
            None => break,
            Some(TokenTree::Punct(p)) if p.as_char() == ',' => {
                toks.bump();
            }
            Some(TokenTree::Ident(next))
                if Key::from_name(&next.to_string()).is_some()
                    && is_punct(toks.rest().get(1), '=') =>
            {
                let before = tokens_text(toks.since(start));
                let next_name = next.to_string();
                let error = ArgError::MissingComma {
                    before,
                    next: next_name,
                };
                return Err(error_on(next.span(), error));
            }
            Some(_) => {
                let after = tokens_text(toks.since(start));
                let (at, found) = toks.next_value();
                return Err(error_over(at, ArgError::Separator { after, found }));
            }
        }
    }
    #[cfg(feature = "fairy")]
    {
        args.check_pieces()?;
        args.check_regions()?;
    }
    Ok(args)
}

/// Tokens as text, one space between trees, for messages.
fn tokens_text(tokens: &[TokenTree]) -> String {
    let mut text = String::new();
    for tt in tokens {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&tt.to_string());
    }
    text
}

impl Parse for BoardArgs {
    fn parse(input: ParseStream) -> Result<Self> {
        parse_args(input.parse()?)
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

/// Parses `board!` input from a token stream.
fn parse_board(tokens: TokenStream) -> Result<BoardInput> {
    let mut toks = Tokens::new(tokens);
    // Attributes.
    let mut attrs = TokenStream::new();
    while is_punct(toks.peek(), '#') {
        let pound = toks.bump();
        match toks.peek() {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => {
                attrs.extend(pound);
                attrs.extend(toks.bump());
            }
            None => {
                let at = toks.since(toks.pos.saturating_sub(1));
                return Err(error_over(at, ArgError::AttributeAtEnd));
            }
            Some(_) => {
                let (at, found) = toks.next_value();
                return Err(error_over(at, ArgError::AttributeBracket { found }));
            }
        }
    }
    // Visibility.
    let mut vis = TokenStream::new();
    if matches!(toks.peek(), Some(TokenTree::Ident(i)) if i == "pub") {
        vis.extend(toks.bump());
        if let Some(TokenTree::Group(g)) = toks.peek()
            && g.delimiter() == Delimiter::Parenthesis
        {
            vis.extend(toks.bump());
        }
    }
    // `mod`.
    match toks.peek() {
        Some(TokenTree::Ident(i)) if i == "mod" => {
            toks.bump();
        }
        None if toks.pos == 0 => return Err(error_on(Span::call_site(), ArgError::EmptyBoard)),
        None => return Err(error_over(toks.since(0), ArgError::ModuleAtEnd)),
        Some(TokenTree::Ident(i)) if Key::from_name(&i.to_string()).is_some() => {
            return Err(error_on(i.span(), ArgError::ArgumentsWithoutModule));
        }
        Some(TokenTree::Ident(i)) if is_brace_group(toks.rest().get(1)) => {
            let error = ArgError::MissingMod {
                name: i.to_string(),
            };
            return Err(error_on(i.span(), error));
        }
        Some(_) => {
            let (at, found) = toks.next_value();
            return Err(error_over(at, ArgError::Module { found }));
        }
    }
    // The name.
    let name = match toks.peek() {
        Some(TokenTree::Ident(name)) => {
            let text = name.to_string();
            if KEYWORDS.contains(&text.as_str()) {
                let error = ArgError::KeywordName { keyword: text };
                return Err(error_on(name.span(), error));
            }
            let name = name.clone();
            toks.bump();
            name
        }
        None => {
            let at = toks.since(toks.pos.saturating_sub(1));
            return Err(error_over(at, ArgError::MissingName));
        }
        Some(TokenTree::Group(g)) => return Err(error_on(g.span_open(), ArgError::MissingName)),
        Some(_) => {
            let (at, found) = toks.next_value();
            return Err(error_over(at, ArgError::Name { found }));
        }
    };
    // The body.
    let args = match toks.peek() {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
            let stream = g.stream();
            toks.bump();
            parse_args(stream)?
        }
        None => {
            let error = ArgError::MissingBody {
                name: name.to_string(),
            };
            return Err(error_on(name.span(), error));
        }
        Some(TokenTree::Group(g)) => {
            let error = ArgError::BodyDelimiter {
                name: name.to_string(),
            };
            return Err(error_on(g.span_open(), error));
        }
        Some(_) => {
            let (at, found) = toks.next_value();
            let error = ArgError::Body {
                name: name.to_string(),
                found,
            };
            return Err(error_over(at, error));
        }
    };
    if !toks.is_empty() {
        return Err(error_over(toks.rest(), ArgError::TrailingTokens));
    }
    Ok(BoardInput {
        attrs,
        vis,
        name,
        args,
    })
}

impl Parse for BoardInput {
    fn parse(input: ParseStream) -> Result<Self> {
        parse_board(input.parse()?)
    }
}

/// Without the `fairy` feature, each fairy key is an error at the key,
/// in `board!` and in the table macros alike, and a plain board expands.
#[cfg(test)]
#[cfg(not(feature = "fairy"))]
mod fairy_off {
    use crate::{Table, board_tokens, table_tokens};
    use geometry_core::__private::args::{ArgError, Key};

    /// The message of `error` and the text of `source` its span covers.
    fn message_and_span(error: syn::Error, source: &str) -> (String, String) {
        let message = error.to_string();
        let tokens: Vec<proc_macro2::TokenTree> = error.into_compile_error().into_iter().collect();
        let (first, last) = (tokens.first().unwrap(), tokens.last().unwrap());
        let range = first.span().byte_range().start..last.span().byte_range().end;
        (message, source[range].to_string())
    }

    #[test]
    fn each_fairy_key_is_an_error_at_the_key() {
        for key in Key::ALL.into_iter().filter(|key| key.is_board_only()) {
            let expected = (
                ArgError::FairyOff { key }.to_string(),
                key.name().to_string(),
            );
            let source = format!("mod m {{ files = 9, {} }}", key.example());
            let error = board_tokens(source.parse().unwrap()).unwrap_err();
            assert_eq!(message_and_span(error, &source), expected, "{source}");
            let source = format!("ranks = 9, {}", key.example());
            let error = table_tokens(Table::KingDist, source.parse().unwrap()).unwrap_err();
            assert_eq!(message_and_span(error, &source), expected, "{source}");
        }
        let message = ArgError::FairyOff { key: Key::Pieces }.to_string();
        assert!(
            message.starts_with("`pieces` needs the `fairy` feature"),
            "{message}"
        );
    }

    #[test]
    fn a_board_without_fairy_keys_expands() {
        let tokens = board_tokens("mod shogi { files = 9, ranks = 9 }".parse().unwrap()).unwrap();
        let text = tokens.to_string();
        assert!(text.contains("KNIGHT_DIST") && text.contains("__piece_set_api"));
    }
}
