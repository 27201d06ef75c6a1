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

use geometry_core::__private::args::{ArgError, KEYWORDS, Key, check_piece_name};
use geometry_core::{
    Betza, Board, FairyPiece, MAX_LEAP, MAX_SIDE, MIN_SIDE, Mapping, PieceKind, Region,
    RegionError, RegionSide, canonical_leap, formula, leap_fits, named_atom, parse_region,
};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::parse::{Parse, ParseStream, Parser};
use syn::{Error, Ident, Lit, Result};

/// One parsed `key = value` argument.
struct Arg<T> {
    value: T,
    /// Position among the arguments, to order spans.
    position: usize,
    /// The argument's tokens, `key = value`, for error spans.
    tokens: Vec<TokenTree>,
}

/// A `leapers` or `riders` argument.
type PieceList = Arg<Vec<PieceArg>>;

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
    leapers: Option<Arg<Vec<PieceArg>>>,
    riders: Option<Arg<Vec<PieceArg>>>,
    pieces: Option<Arg<Vec<PieceArg>>>,
    regions: Option<Arg<Vec<RegionArg>>>,
}

/// One parsed region: its name, side and squares' text, with the tokens
/// for error spans.
struct RegionArg {
    name: Ident,
    side: RegionSide,
    text: String,
    lit: proc_macro2::Literal,
}

/// One parsed piece, with its tokens and each atom's, for error spans.
struct PieceArg {
    piece: FairyPiece,
    /// The name's token.
    name: Ident,
    /// Each atom's tokens, in order.
    atoms: Vec<Vec<TokenTree>>,
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

    /// The fairy pieces: leapers, then riders, then Betza pieces, each
    /// list in source order.
    pub fn pieces(&self) -> Vec<FairyPiece> {
        let mut out = Vec::new();
        for list in [&self.leapers, &self.riders, &self.pieces]
            .into_iter()
            .flatten()
        {
            out.extend(list.value.iter().map(|p| p.piece.clone()));
        }
        out
    }

    /// The regions, in source order; their texts were checked on the
    /// board while parsing.
    pub fn regions(&self) -> Vec<Region> {
        let board = self.board();
        let mut out = Vec::new();
        for r in self.regions.iter().flat_map(|a| &a.value) {
            let name = r.name.to_string();
            if let Ok(region) = Region::parse(&name, &r.text, r.side, &board) {
                out.push(region);
            }
        }
        out
    }

    /// Checks each region's squares on the board and the names against
    /// each other, once every argument is known.
    fn check_regions(&self) -> Result<()> {
        let board = self.board();
        let Some(regions) = &self.regions else {
            return Ok(());
        };
        for (k, r) in regions.value.iter().enumerate() {
            let name = r.name.to_string();
            if regions.value[..k].iter().any(|q| q.name == r.name) {
                return Err(error_on(r.name.span(), ArgError::DuplicateRegion { name }));
            }
            if let Err(error) = parse_region(&board, &r.text) {
                // The offending token inside the string, where the compiler
                // can point into a literal; the literal otherwise.
                let at = match &error {
                    RegionError::Malformed { token } | RegionError::OffBoard { token, .. } => {
                        find_token(&r.text, token)
                    }
                    RegionError::DashNotAlone => find_token(&r.text, "-"),
                    RegionError::Empty => None,
                };
                let span = match at {
                    Some((at, len)) => span_inside(&r.lit, &r.text, at, len),
                    None => r.lit.span(),
                };
                return Err(error_on(span, ArgError::Region { name, error }));
            }
        }
        Ok(())
    }

    /// The piece lists with their keys, in source order. Three at most,
    /// placed by insertion: no sort is pulled into the macro crate for
    /// them (it would be compiled on every build).
    fn piece_lists(&self) -> [Option<(Key, &PieceList)>; 3] {
        let mut out: [Option<(Key, &PieceList)>; 3] = [None; 3];
        let given = [
            self.leapers.as_ref().map(|a| (Key::Leapers, a)),
            self.riders.as_ref().map(|a| (Key::Riders, a)),
            self.pieces.as_ref().map(|a| (Key::Pieces, a)),
        ];
        for (len, (key, arg)) in given.into_iter().flatten().enumerate() {
            let mut at = len;
            while at > 0 && out[at - 1].is_some_and(|(_, o)| o.position > arg.position) {
                out[at] = out[at - 1];
                at -= 1;
            }
            out[at] = Some((key, arg));
        }
        out
    }

    /// The first key only `board!` takes, with its tokens, if any was given.
    pub fn board_only_key(&self) -> Option<(Key, TokenStream)> {
        let [first, ..] = self.piece_lists();
        let piece = first.map(|(key, arg)| (key, arg.position, &arg.tokens));
        let region = self
            .regions
            .as_ref()
            .map(|arg| (Key::Regions, arg.position, &arg.tokens));
        let (key, _, tokens) = match (piece, region) {
            (Some(p), Some(r)) => {
                if r.1 < p.1 {
                    r
                } else {
                    p
                }
            }
            (p, r) => p.or(r)?,
        };
        Some((key, tokens.first().cloned().into_iter().collect()))
    }

    /// Checks the pieces against the board and each other, once every
    /// argument is known: atoms must move on the board and names must be
    /// unique (the later one is reported).
    fn check_pieces(&self) -> Result<()> {
        let board = self.board();
        let mut all: Vec<&PieceArg> = Vec::new();
        for (_, list) in self.piece_lists().into_iter().flatten() {
            all.extend(&list.value);
        }
        for (k, p) in all.iter().enumerate() {
            if all[..k].iter().any(|q| q.piece.name() == p.piece.name()) {
                let name = p.piece.name().to_string();
                return Err(error_on(p.name.span(), ArgError::DuplicatePiece { name }));
            }
            if p.piece.betza().is_some() && !formula::piece_moves_on(&board, &p.piece) {
                let (name, files, ranks) =
                    (p.piece.name().to_string(), board.files(), board.ranks());
                let error = ArgError::NeverMoves { name, files, ranks };
                return Err(error_over(&p.atoms[0], error));
            }
            for (&(m, n), tokens) in p.piece.atoms().iter().zip(&p.atoms) {
                if !leap_fits(&board, m, n) {
                    let (files, ranks) = (board.files(), board.ranks());
                    let error = ArgError::AtomTooLong { m, n, files, ranks };
                    return Err(error_over(tokens, error));
                }
            }
        }
        Ok(())
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

/// Parses an atom's offset: an unsuffixed integer from 0 to 15.
fn parse_offset(toks: &mut Tokens) -> Result<u8> {
    let found = |toks: &Tokens| {
        let (at, found) = toks.next_value();
        error_over(at, ArgError::AtomOffset { found })
    };
    let Some(TokenTree::Literal(lit)) = toks.peek() else {
        return Err(found(toks));
    };
    let (span, lit) = (lit.span(), Lit::new(lit.clone()));
    let Lit::Int(int) = lit else {
        return Err(found(toks));
    };
    toks.bump();
    let value = int.base10_digits().to_string();
    if !int.suffix().is_empty() || value.starts_with('-') {
        let found = format!("`{int}`", int = int.token());
        return Err(error_on(span, ArgError::AtomOffset { found }));
    }
    match int.base10_parse::<u8>() {
        Ok(v) if v <= MAX_LEAP => Ok(v),
        _ => Err(error_on(span, ArgError::AtomOutOfRange { value })),
    }
}

/// Parses `INT "," INT` (the whole of `toks`) as a leap, not both 0.
fn parse_leap(toks: &mut Tokens, all: &[TokenTree]) -> Result<(u8, u8)> {
    let m = parse_offset(toks)?;
    if !is_punct(toks.peek(), ',') {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::AtomOffset { found }));
    }
    toks.bump();
    let n = parse_offset(toks)?;
    if is_punct(toks.peek(), ',') {
        toks.bump();
    }
    if !toks.is_empty() {
        let (at, found) = toks.next_value();
        return Err(error_over(
            at,
            ArgError::Separator {
                after: tokens_text(toks.since(0)),
                found,
            },
        ));
    }
    if (m, n) == (0, 0) {
        return Err(error_over(all, ArgError::ZeroAtom));
    }
    Ok((m, n))
}

/// Parses one atom of a compound: a name or `(m, n)`.
fn parse_atom(toks: &mut Tokens) -> Result<((u8, u8), Vec<TokenTree>)> {
    let start = toks.pos;
    match toks.peek() {
        Some(TokenTree::Ident(name)) => {
            let name = name.clone();
            let Some(leap) = named_atom(&name.to_string()) else {
                let name_text = name.to_string();
                return Err(error_on(
                    name.span(),
                    ArgError::UnknownAtom { name: name_text },
                ));
            };
            toks.bump();
            Ok((leap, toks.since(start).to_vec()))
        }
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
            let g = g.clone();
            toks.bump();
            let all = toks.since(start).to_vec();
            let leap = parse_leap(&mut Tokens::new(g.stream()), &all)?;
            Ok((leap, all))
        }
        _ => {
            let (at, found) = toks.next_value();
            Err(error_over(at, ArgError::Atom { found }))
        }
    }
}

/// After an element of a bracketed or parenthesized list: a `,` (taken)
/// or the end; anything else is `error(found)` over what is there.
fn list_separator(toks: &mut Tokens, error: impl FnOnce(String) -> ArgError) -> Result<()> {
    match toks.peek() {
        None => Ok(()),
        Some(TokenTree::Punct(p)) if p.as_char() == ',' => {
            toks.bump();
            Ok(())
        }
        Some(_) => {
            let (at, found) = toks.next_value();
            Err(error_over(at, error(found)))
        }
    }
}

/// Parses one piece of `leapers = [..]` or `riders = [..]`.
fn parse_piece(toks: &mut Tokens, kind: PieceKind) -> Result<PieceArg> {
    let Some(TokenTree::Ident(name)) = toks.peek() else {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::Piece { found }));
    };
    let name = name.clone();
    toks.bump();
    let text = piece_name(&name)?;
    let mut atoms = Vec::new();
    let mut atom_tokens = Vec::new();
    match toks.peek() {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
            let g = g.clone();
            toks.bump();
            let mut inner = Tokens::new(g.stream());
            if matches!(inner.peek(), Some(TokenTree::Literal(_))) {
                let all = toks.since(toks.pos - 1).to_vec();
                atoms.push(parse_leap(&mut inner, &all)?);
                atom_tokens.push(all);
            } else {
                while !inner.is_empty() {
                    let (leap, tokens) = parse_atom(&mut inner)?;
                    let leap = canonical_leap(leap.0, leap.1);
                    if atoms.contains(&leap) {
                        let (m, n) = leap;
                        let error = ArgError::DuplicateAtom { piece: text, m, n };
                        return Err(error_over(&tokens, error));
                    }
                    atoms.push(leap);
                    atom_tokens.push(tokens);
                    list_separator(&mut inner, |found| ArgError::Atom { found })?;
                }
                if atoms.is_empty() {
                    return Err(error_on(
                        g.span(),
                        ArgError::Atom {
                            found: "`()`".into(),
                        },
                    ));
                }
            }
        }
        _ => {
            let Some(leap) = named_atom(&text) else {
                return Err(error_on(name.span(), ArgError::UnknownAtom { name: text }));
            };
            atoms.push(leap);
            atom_tokens.push(vec![TokenTree::Ident(name.clone())]);
        }
    }
    Ok(PieceArg {
        piece: FairyPiece::new(&text, kind, atoms),
        name,
        atoms: atom_tokens,
    })
}

/// Checks a piece's name: a lowercase identifier, not a keyword, not a
/// chess piece's.
fn piece_name(name: &Ident) -> Result<String> {
    let text = name.to_string();
    check_piece_name(&text).map_err(|error| error_on(name.span(), error))?;
    Ok(text)
}

/// The span of bytes `at..at + len` of a string literal's value, where the
/// compiler can point inside a literal (nightly); the whole literal
/// otherwise, or when escapes make the source differ from the value.
fn span_inside(lit: &proc_macro2::Literal, value: &str, at: usize, len: usize) -> Span {
    let source = lit.to_string();
    let open = source.find('"').map_or(0, |q| q + 1);
    if source.get(open..open + value.len()) != Some(value) {
        return lit.span();
    }
    let (start, end) = (open + at, open + at + len.max(1));
    lit.subspan(start..end).unwrap_or_else(|| lit.span())
}

/// Parses one piece of `pieces = [..]`: `name = "Betza"`.
fn parse_betza_piece(toks: &mut Tokens) -> Result<PieceArg> {
    let Some(TokenTree::Ident(name)) = toks.peek() else {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::BetzaPiece { found }));
    };
    let name = name.clone();
    toks.bump();
    let text = piece_name(&name)?;
    if !is_punct(toks.peek(), '=') {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::BetzaPiece { found }));
    }
    toks.bump();
    let lit = match toks.peek() {
        Some(TokenTree::Literal(lit)) => lit.clone(),
        _ => {
            let (at, found) = toks.next_value();
            return Err(error_over(at, ArgError::BetzaValue { name: text, found }));
        }
    };
    let Lit::Str(value) = Lit::new(lit.clone()) else {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::BetzaValue { name: text, found }));
    };
    toks.bump();
    let value = value.value();
    let betza = Betza::parse(&value).map_err(|error| {
        let span = span_inside(&lit, &value, error.at, error.len);
        error_on(
            span,
            ArgError::Betza {
                name: text.clone(),
                error,
            },
        )
    })?;
    Ok(PieceArg {
        piece: FairyPiece::from_betza(&text, betza),
        name,
        atoms: vec![vec![TokenTree::Literal(lit)]],
    })
}

/// The byte offset and length of whitespace-separated `token` in `text`.
fn find_token(text: &str, token: &str) -> Option<(usize, usize)> {
    let mut at = 0;
    for word in text.split_whitespace() {
        let offset = text[at..].find(word)? + at;
        if word == token {
            return Some((offset, word.len()));
        }
        at = offset + word.len();
    }
    None
}

/// Parses one region of `regions = [..]`: `name = "squares"` or `name =
/// white("squares")` (`black`).
fn parse_region_arg(toks: &mut Tokens) -> Result<RegionArg> {
    let entry = |toks: &mut Tokens| {
        let (at, found) = toks.next_value();
        error_over(at, ArgError::RegionEntry { found })
    };
    let Some(TokenTree::Ident(name)) = toks.peek() else {
        return Err(entry(toks));
    };
    let name = name.clone();
    let text = name.to_string();
    if !geometry_core::is_region_name(&text) {
        return Err(error_on(
            name.span(),
            ArgError::RegionNameCase { name: text },
        ));
    }
    toks.bump();
    if !is_punct(toks.peek(), '=') {
        return Err(entry(toks));
    }
    toks.bump();
    let (side, lit) = match toks.peek() {
        Some(TokenTree::Literal(lit)) => {
            let lit = lit.clone();
            toks.bump();
            (RegionSide::Both, lit)
        }
        Some(TokenTree::Ident(side)) if side == "white" || side == "black" => {
            let side = if side == "white" {
                RegionSide::White
            } else {
                RegionSide::Black
            };
            toks.bump();
            let Some(TokenTree::Group(g)) = toks.peek() else {
                return Err(entry(toks));
            };
            let mut inner = Tokens::new(g.stream());
            let lit = match (g.delimiter(), inner.peek()) {
                (Delimiter::Parenthesis, Some(TokenTree::Literal(lit))) => lit.clone(),
                _ => return Err(entry(toks)),
            };
            inner.bump();
            if !inner.is_empty() {
                return Err(entry(&mut inner));
            }
            toks.bump();
            (side, lit)
        }
        _ => return Err(entry(toks)),
    };
    let Lit::Str(value) = Lit::new(lit.clone()) else {
        return Err(error_on(
            lit.span(),
            ArgError::RegionEntry {
                found: "a literal that is not a string".to_string(),
            },
        ));
    };
    Ok(RegionArg {
        name,
        side,
        text: value.value(),
        lit,
    })
}

/// Parses the value of `regions`: `[name = "squares", ..]`.
fn parse_regions(toks: &mut Tokens) -> Result<Vec<RegionArg>> {
    let group = match toks.peek() {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => g.clone(),
        _ => {
            let (at, found) = toks.next_value();
            return Err(error_over(at, ArgError::RegionsValue { found }));
        }
    };
    let mut inner = Tokens::new(group.stream());
    toks.bump();
    let mut regions = Vec::new();
    while !inner.is_empty() {
        regions.push(parse_region_arg(&mut inner)?);
        list_separator(&mut inner, |found| ArgError::RegionEntry { found })?;
    }
    Ok(regions)
}

/// Parses the value of `leapers`, `riders` (`[piece, ..]`) or `pieces`
/// (`[name = "Betza", ..]`).
fn parse_pieces(toks: &mut Tokens, key: Key) -> Result<Vec<PieceArg>> {
    let Some(TokenTree::Group(g)) = toks.peek() else {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::PiecesValue { key, found }));
    };
    if g.delimiter() != Delimiter::Bracket {
        let (at, found) = toks.next_value();
        return Err(error_over(at, ArgError::PiecesValue { key, found }));
    }
    let mut inner = Tokens::new(g.stream());
    toks.bump();
    let mut pieces: Vec<PieceArg> = Vec::new();
    while !inner.is_empty() {
        // Duplicate names, in one list or across them, are reported by
        // `check_pieces` once every argument is parsed.
        match key {
            Key::Pieces => {
                pieces.push(parse_betza_piece(&mut inner)?);
                list_separator(&mut inner, |found| ArgError::BetzaPiece { found })?;
            }
            Key::Riders => {
                pieces.push(parse_piece(&mut inner, PieceKind::Rider)?);
                list_separator(&mut inner, |found| ArgError::Piece { found })?;
            }
            _ => {
                pieces.push(parse_piece(&mut inner, PieceKind::Leaper)?);
                list_separator(&mut inner, |found| ArgError::Piece { found })?;
            }
        }
    }
    Ok(pieces)
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
            Key::Leapers => args.leapers.is_some(),
            Key::Riders => args.riders.is_some(),
            Key::Pieces => args.pieces.is_some(),
            Key::Regions => args.regions.is_some(),
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
            Key::Leapers => {
                args.leapers = Arg::at(parse_pieces(toks, key)?, position, toks, start);
            }
            Key::Riders => args.riders = Arg::at(parse_pieces(toks, key)?, position, toks, start),
            Key::Pieces => args.pieces = Arg::at(parse_pieces(toks, key)?, position, toks, start),
            Key::Regions => args.regions = Arg::at(parse_regions(toks)?, position, toks, start),
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
    args.check_pieces()?;
    args.check_regions()?;
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
