//! The fairy keys of `board!`: `leapers`, `riders`, `pieces` and
//! `regions`, parsed and checked against the board.

use super::{Arg, BoardArgs, Tokens, error_on, error_over, is_punct, tokens_text};
use geometry_core::__private::args::{ArgError, Key, check_piece_name};
use geometry_core::{
    Betza, FairyPiece, MAX_LEAP, PieceKind, Region, RegionError, RegionSide, canonical_leap,
    formula, leap_fits, named_atom, parse_region,
};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::{Ident, Lit, Result};

impl BoardArgs {
    /// Parses the value of the fairy key `key` into its field.
    pub(super) fn parse_fairy(
        &mut self,
        key: Key,
        toks: &mut Tokens,
        position: usize,
        start: usize,
    ) -> Result<()> {
        match key {
            Key::Regions => self.regions = Arg::at(parse_regions(toks)?, position, toks, start),
            Key::Riders => self.riders = Arg::at(parse_pieces(toks, key)?, position, toks, start),
            Key::Pieces => self.pieces = Arg::at(parse_pieces(toks, key)?, position, toks, start),
            _ => self.leapers = Arg::at(parse_pieces(toks, key)?, position, toks, start),
        }
        Ok(())
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
    pub(super) fn check_regions(&self) -> Result<()> {
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
    pub(super) fn check_pieces(&self) -> Result<()> {
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

/// A `leapers` or `riders` argument.
type PieceList = Arg<Vec<PieceArg>>;

/// One parsed region: its name, side and squares' text, with the tokens
/// for error spans.
pub(super) struct RegionArg {
    name: Ident,
    side: RegionSide,
    text: String,
    lit: proc_macro2::Literal,
}

/// One parsed piece, with its tokens and each atom's, for error spans.
pub(super) struct PieceArg {
    piece: FairyPiece,
    /// The name's token.
    name: Ident,
    /// Each atom's tokens, in order.
    atoms: Vec<Vec<TokenTree>>,
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
    let (name, text) = piece_name(toks, |found| ArgError::Piece { found })?;
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

/// Reads a piece's name, the identifier that opens each piece of a list,
/// and checks it: lowercase, not a keyword, not a chess piece's. Anything
/// else there is the list's own error, `expected` of what was found.
fn piece_name(
    toks: &mut Tokens,
    expected: impl FnOnce(String) -> ArgError,
) -> Result<(Ident, String)> {
    let Some(TokenTree::Ident(name)) = toks.peek() else {
        let (at, found) = toks.next_value();
        return Err(error_over(at, expected(found)));
    };
    let name = name.clone();
    toks.bump();
    let text = name.to_string();
    check_piece_name(&text).map_err(|error| error_on(name.span(), error))?;
    Ok((name, text))
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
    let (name, text) = piece_name(toks, |found| ArgError::BetzaPiece { found })?;
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
