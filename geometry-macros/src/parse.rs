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
//! visibility  := "pub" ( "(" .. ")" )?
//! ```
//!
//! `INT` is an unsuffixed integer literal (decimal, hex, octal or binary,
//! underscores allowed). Every key is optional and may appear at most once,
//! in any order. Values forwarded by `macro_rules!` (`$n:expr`,
//! `$n:literal`) are accepted: their invisible groups are looked through.
//!
//! The parser works on plain token trees and never panics: every misuse is
//! a [`syn::Error`] spanned on the offending tokens, lowercase, saying what
//! is allowed instead.

use geometry_core::{Board, Mapping, MAX_SIDE, MIN_SIDE};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::parse::{Parse, ParseStream, Parser};
use syn::{Error, Ident, Lit, Result};

/// The argument keys, in the order the docs list them.
pub const KEYS: [&str; 3] = ["files", "ranks", "mapping"];

/// Words that cannot name a module (strict and reserved keywords, `_`).
const KEYWORDS: [&str; 53] = [
    "_", "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
    "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
    "mut", "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true",
    "type", "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "gen",
    "macro", "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
];

/// One parsed `key = value` argument.
struct Arg<T> {
    value: T,
    /// Position among the arguments, to order spans.
    position: usize,
    /// The argument's tokens, `key = value`, for error spans.
    tokens: Vec<TokenTree>,
}

/// Parsed `files = .., ranks = .., mapping = ..`, with the tokens of each
/// argument kept for error spans.
#[derive(Default)]
pub struct BoardArgs {
    files: Option<Arg<usize>>,
    ranks: Option<Arg<usize>>,
    mapping: Option<Arg<Mapping>>,
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

    /// The tokens of the `files` and `ranks` arguments, in source order,
    /// for errors about the board's size.
    pub fn size_tokens(&self) -> TokenStream {
        // Two arguments at most: put them in source order without pulling
        // a sort into the macro crate (it would be compiled on every build).
        let (first, second) = match (&self.files, &self.ranks) {
            (Some(f), Some(r)) if r.position < f.position => (Some(r), Some(f)),
            (files, ranks) => (files.as_ref(), ranks.as_ref()),
        };
        let mut tokens = Vec::new();
        if let Some(arg) = first {
            tokens.extend_from_slice(&arg.tokens);
        }
        if let Some(arg) = second {
            tokens.extend_from_slice(&arg.tokens);
        }
        tokens.into_iter().collect()
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

fn error_over(tokens: &[TokenTree], message: &str) -> Error {
    error_at(tokens.iter().cloned().collect(), message)
}

/// Levenshtein distance, for "did you mean" suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    // Row `i` of the table: distances from `a`'s first `i` characters to
    // each prefix of `b`.
    let mut prev = Vec::with_capacity(b.len() + 1);
    for j in 0..=b.len() {
        prev.push(j);
    }
    // `b` is one of our ASCII names; a non-ASCII character of `a` simply
    // matches none of its bytes.
    for (i, ca) in a.chars().enumerate() {
        let mut cur = Vec::with_capacity(b.len() + 1);
        cur.push(i + 1);
        for j in 0..b.len() {
            let sub = prev[j] + usize::from(ca != char::from(b[j]));
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The nearest of `candidates` to `word`, if it is close enough to be a typo
/// (case is ignored).
pub fn suggest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let word = word.to_ascii_lowercase();
    let mut best: Option<(usize, &'a str)> = None;
    for &c in candidates {
        let d = edit_distance(&word, c);
        let close = d <= c.len().div_ceil(2).max(1);
        // Ties go to the alphabetically first name.
        if close && best.is_none_or(|(bd, bc)| (d, c) < (bd, bc)) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

fn did_you_mean(word: &str, candidates: &[&str]) -> String {
    match suggest(word, candidates) {
        Some(s) => format!("did you mean `{s}`? "),
        None => String::new(),
    }
}

fn quoted(words: &[&str]) -> String {
    let mut list = String::new();
    for w in words {
        if !list.is_empty() {
            list.push_str(", ");
        }
        list.push('`');
        list.push_str(w);
        list.push('`');
    }
    list
}

fn keys_list() -> String {
    quoted(&KEYS)
}

fn mapping_names() -> Vec<&'static str> {
    let mut names = Vec::with_capacity(Mapping::ALL.len());
    for m in Mapping::ALL {
        names.push(m.name());
    }
    names
}

fn mappings_list() -> String {
    quoted(&mapping_names())
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
        Lit::Bool(_) => "a boolean",
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

    /// An error over the next value-like run of tokens, `found <what>`
    /// appended to `expected`.
    fn unexpected(&self, expected: &str) -> Error {
        self.unexpected_then(expected, "")
    }

    /// [`Tokens::unexpected`] with `then` after `found <what>`.
    fn unexpected_then(&self, expected: &str, then: &str) -> Error {
        let rest = self.rest();
        let (what, n) = describe(rest);
        error_over(
            &rest[..n.min(rest.len())],
            &format!("{expected}, found {what}{then}"),
        )
    }
}

/// Parses the value of `files` or `ranks`: an integer from 1 to 16.
fn parse_side(toks: &mut Tokens, key: &str) -> Result<usize> {
    let allowed = format!("expected an integer from {MIN_SIDE} to {MAX_SIDE} for `{key}`");
    let Some(TokenTree::Literal(lit)) = toks.peek() else {
        let (what, _) = describe(toks.rest());
        let hint = if what == "a path" {
            "; the value must be an integer literal, constants are not evaluated"
        } else {
            ""
        };
        return Err(toks.unexpected_then(&allowed, hint));
    };
    let lit = lit.clone();
    let Lit::Int(int) = Lit::new(lit.clone()) else {
        return Err(toks.unexpected(&allowed));
    };
    toks.bump();
    if int.base10_digits().starts_with('-') {
        // A negative literal token, as `macro_rules!` may forward one.
        return Err(Error::new(
            lit.span(),
            format!("{allowed}, found a negative number"),
        ));
    }
    if !int.suffix().is_empty() {
        return Err(Error::new(
            lit.span(),
            format!(
                "unexpected suffix `{}`; `{key}` takes an integer from {MIN_SIDE} to \
                 {MAX_SIDE} without a suffix, as in `{key} = {}`",
                int.suffix(),
                int.base10_digits()
            ),
        ));
    }
    let n = int.base10_parse::<u128>().map_err(|_| {
        Error::new(
            lit.span(),
            format!("integer literal is too large for any integer type; {allowed}"),
        )
    })?;
    match usize::try_from(n) {
        Ok(n) if (MIN_SIDE..=MAX_SIDE).contains(&n) => Ok(n),
        _ => Err(Error::new(
            lit.span(),
            format!("`{key}` must be from {MIN_SIDE} to {MAX_SIDE}, found {n}"),
        )),
    }
}

/// Parses the value of `mapping`: one of the eight names.
fn parse_mapping(toks: &mut Tokens) -> Result<Mapping> {
    let allowed = format!("expected one of: {}", mappings_list());
    let names = mapping_names();
    match toks.peek() {
        Some(TokenTree::Ident(name)) => {
            let name = name.clone();
            let start = toks.pos;
            let (what, n) = describe(toks.rest());
            if what == "a path" && n > 1 {
                // `Mapping::Lerf`, `geometry_core::Mapping::Lerf`, ...
                toks.pos += n;
                let last = toks.since(start).last().map(ToString::to_string);
                let hint = last
                    .and_then(|l| suggest(&l, &names))
                    .map_or_else(|| allowed.clone(), |s| format!("write `mapping = {s}`"));
                return Err(error_over(
                    toks.since(start),
                    &format!("expected a mapping name, found a path; {hint}"),
                ));
            }
            let text = name.to_string();
            let mapping = text.parse::<Mapping>().map_err(|_| {
                Error::new(
                    name.span(),
                    format!(
                        "unknown mapping `{text}`; {}{allowed}",
                        did_you_mean(&text, &names)
                    ),
                )
            })?;
            toks.bump();
            Ok(mapping)
        }
        Some(TokenTree::Literal(lit)) => {
            if let Lit::Str(s) = Lit::new(lit.clone()) {
                let value = s.value();
                if let Ok(m) = value.parse::<Mapping>() {
                    return Err(Error::new(
                        lit.span(),
                        format!(
                            "expected a mapping name without quotes: write `mapping = {}`",
                            m.name()
                        ),
                    ));
                }
            }
            Err(toks.unexpected_then("expected a mapping name", &format!("; {allowed}")))
        }
        _ => Err(toks.unexpected_then("expected a mapping name", &format!("; {allowed}"))),
    }
}

/// Parses table arguments from a token stream.
pub fn parse_args(tokens: TokenStream) -> Result<BoardArgs> {
    parse_arg_tokens(&mut Tokens::new(tokens))
}

fn parse_arg_tokens(toks: &mut Tokens) -> Result<BoardArgs> {
    let mut args = BoardArgs::default();
    let mut position = 0;
    while !toks.is_empty() {
        let start = toks.pos;
        // The key.
        let key = match toks.peek() {
            Some(TokenTree::Ident(key)) if key != "true" && key != "false" => key.clone(),
            Some(TokenTree::Punct(p)) if p.as_char() == ',' => {
                return Err(error_over(
                    &toks.rest()[..1],
                    &format!(
                        "unexpected `,`; expected an argument such as `files = 10`; allowed keys: {}",
                        keys_list()
                    ),
                ));
            }
            _ => {
                return Err(toks.unexpected_then(
                    "expected an argument name",
                    &format!("; allowed keys: {}", keys_list()),
                ));
            }
        };
        toks.bump();
        let name = key.to_string();
        if !KEYS.contains(&name.as_str()) {
            return Err(Error::new(
                key.span(),
                format!(
                    "unknown argument `{name}`; {}allowed keys: {}",
                    did_you_mean(&name, &KEYS),
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
                format!("duplicate argument `{name}`; each key may be given at most once"),
            ));
        }
        let example = match name.as_str() {
            "mapping" => "mapping = lerf",
            "files" => "files = 10",
            _ => "ranks = 8",
        };
        // The `=`.
        match toks.peek() {
            None => {
                return Err(Error::new(
                    key.span(),
                    format!("expected `=` and a value after `{name}`; write `{example}`"),
                ));
            }
            Some(TokenTree::Punct(p))
                if p.as_char() == '='
                    && (p.spacing() == proc_macro2::Spacing::Alone
                        || !matches!(toks.rest().get(1), Some(TokenTree::Punct(_)))) =>
            {
                toks.bump();
            }
            Some(_) => {
                return Err(toks.unexpected_then(
                    &format!("expected `=` after `{name}`"),
                    &format!("; write `{example}`"),
                ));
            }
        }
        // The value.
        if toks.is_empty() || is_punct(toks.peek(), ',') {
            return Err(error_over(
                toks.since(start),
                &format!(
                    "missing value after `{name} =`; {}",
                    match name.as_str() {
                        "mapping" => format!("expected one of: {}", mappings_list()),
                        _ => format!("expected an integer from {MIN_SIDE} to {MAX_SIDE}"),
                    }
                ),
            ));
        }
        match name.as_str() {
            "files" | "ranks" => {
                let value = parse_side(toks, &name)?;
                let arg = Some(Arg {
                    value,
                    position,
                    tokens: toks.since(start).to_vec(),
                });
                if name == "files" {
                    args.files = arg;
                } else {
                    args.ranks = arg;
                }
            }
            _ => {
                let value = parse_mapping(toks)?;
                args.mapping = Some(Arg {
                    value,
                    position,
                    tokens: toks.since(start).to_vec(),
                });
            }
        }
        position += 1;
        // The separator.
        let mut arg_text = String::new();
        for tt in toks.since(start) {
            if !arg_text.is_empty() {
                arg_text.push(' ');
            }
            arg_text.push_str(&tt.to_string());
        }
        match toks.peek() {
            None => break,
            Some(TokenTree::Punct(p)) if p.as_char() == ',' => {
                toks.bump();
            }
            Some(TokenTree::Ident(next))
                if KEYS.contains(&next.to_string().as_str())
                    && is_punct(toks.rest().get(1), '=') =>
            {
                return Err(Error::new(
                    next.span(),
                    format!("expected `,` between `{arg_text}` and `{next}`"),
                ));
            }
            Some(_) => {
                return Err(toks.unexpected(&format!(
                    "expected `,` or the end of the arguments after `{arg_text}`"
                )));
            }
        }
    }
    Ok(args)
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

const BOARD_SHAPE: &str = "`mod NAME { files = .., ranks = .., mapping = .. }`";
const MODULE_EXAMPLE: &str = "`mod capablanca { files = 10, ranks = 8 }`";

/// Parses `board!` input from a token stream.
pub fn parse_board(tokens: TokenStream) -> Result<BoardInput> {
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
                return Err(error_over(
                    toks.since(toks.pos.saturating_sub(1)),
                    &format!("expected an attribute `#[..]` and then {BOARD_SHAPE}"),
                ))
            }
            Some(_) => return Err(toks.unexpected("expected `[` after `#` in an attribute")),
        }
    }
    // Visibility.
    let mut vis = TokenStream::new();
    if matches!(toks.peek(), Some(TokenTree::Ident(i)) if i == "pub") {
        vis.extend(toks.bump());
        if let Some(TokenTree::Group(g)) = toks.peek() {
            if g.delimiter() == Delimiter::Parenthesis {
                vis.extend(toks.bump());
            }
        }
    }
    // `mod`.
    match toks.peek() {
        Some(TokenTree::Ident(i)) if i == "mod" => {
            toks.bump();
        }
        None => {
            let msg = format!("expected {BOARD_SHAPE} after the attributes and visibility");
            return Err(match toks.pos {
                0 => Error::new(
                    Span::call_site(),
                    format!("`board!` needs a module, as in {MODULE_EXAMPLE}; the input is empty"),
                ),
                _ => error_over(toks.since(0), &msg),
            });
        }
        Some(TokenTree::Ident(i)) if KEYS.contains(&i.to_string().as_str()) => {
            return Err(Error::new(
                i.span(),
                format!("`board!` needs a module around its arguments: expected {BOARD_SHAPE}"),
            ));
        }
        Some(TokenTree::Ident(i)) if is_brace_group(toks.rest().get(1)) => {
            return Err(Error::new(
                i.span(),
                format!("expected `mod` before the module name `{i}`"),
            ));
        }
        Some(_) => return Err(toks.unexpected(&format!("expected {BOARD_SHAPE}"))),
    }
    // The name.
    let name = match toks.peek() {
        Some(TokenTree::Ident(name)) => {
            let text = name.to_string();
            if KEYWORDS.contains(&text.as_str()) {
                return Err(Error::new(
                    name.span(),
                    format!("expected a module name after `mod`, found the keyword `{text}`"),
                ));
            }
            let name = name.clone();
            toks.bump();
            name
        }
        None => {
            let msg = format!("expected a module name after `mod`, as in {MODULE_EXAMPLE}");
            return Err(error_over(toks.since(toks.pos.saturating_sub(1)), &msg));
        }
        Some(TokenTree::Group(g)) => {
            let msg = format!("expected a module name after `mod`, as in {MODULE_EXAMPLE}");
            return Err(Error::new(g.span_open(), msg));
        }
        Some(_) => {
            let then = format!("; write {MODULE_EXAMPLE}");
            return Err(toks.unexpected_then("expected a module name after `mod`", &then));
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
            let msg = format!(
                "expected `{{ .. }}` with the board's arguments after `mod {name}`, \
                 as in `mod {name} {{ files = 10, ranks = 8 }}`"
            );
            return Err(Error::new(name.span(), msg));
        }
        Some(TokenTree::Group(g)) => {
            let msg = format!(
                "expected `{{` after `mod {name}`: \
                 the body is `{{ files = .., ranks = .., mapping = .. }}`"
            );
            return Err(Error::new(g.span_open(), msg));
        }
        Some(_) => {
            return Err(toks.unexpected(&format!(
                "expected `{{ .. }}` with the board's arguments after `mod {name}`"
            )))
        }
    };
    if !toks.is_empty() {
        return Err(error_over(
            toks.rest(),
            "unexpected tokens after the module body; `board!` takes one module",
        ));
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
