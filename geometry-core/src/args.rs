//! The vocabulary of board arguments, `files = 10, ranks = 8, mapping = lefr`:
//! the keys, the words that cannot name a module, "did you mean"
//! suggestions, and every message the macros' parser can report, as plain
//! data. An implementation detail of the macros, reached through
//! `__private`.
//!
//! ```
//! use geometry_core::__private::args::{suggest, ArgError, Key};
//!
//! assert_eq!(suggest("fils", &Key::NAMES), Some("files"));
//! let error = ArgError::Duplicate { key: Key::Ranks };
//! assert_eq!(
//!     error.to_string(),
//!     "duplicate argument `ranks`; each key may be given at most once"
//! );
//! ```
//!
//! The macros' parser walks the tokens and decides which error applies;
//! the text is written here, once, testable without a compiler, and
//! compiled beside syn rather than after it.

use crate::atom::{BUILT_IN_PIECES, MAX_LEAP, NAMED_ATOMS};
use crate::named::named_enum;
use crate::{MAX_SIDE, MIN_SIDE, Mapping};
use std::fmt;

named_enum! {
    /// An argument key.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Key (exact, UnknownArgument("argument")) {
        /// `files = 1..=16`.
        Files = "files",
        /// `ranks = 1..=16`.
        Ranks = "ranks",
        /// `mapping = lerf | lerbef | ..`.
        Mapping = "mapping",
        /// `leapers = [camel, giraffe(4, 1), mann(wazir, ferz)]`.
        Leapers = "leapers",
        /// `riders = [nightrider(1, 2)]`.
        Riders = "riders",
        /// `pieces = [gold = "WfF", horse = "nN"]`, in Betza notation.
        Pieces = "pieces",
        /// `regions = [palace = white("d1 e1 f1"), flag = "*8"]`, in
        /// Fairy-Stockfish's region syntax.
        Regions = "regions",
    }
}

impl Key {
    /// The keys' names, in [`Key::ALL`] order (for suggestions).
    pub const NAMES: [&'static str; 7] = {
        let mut names = [""; 7];
        let mut i = 0;
        while i < names.len() {
            names[i] = Key::ALL[i].name();
            i += 1;
        }
        names
    };

    /// A complete example argument, for "write `..`" hints.
    pub const fn example(self) -> &'static str {
        match self {
            Key::Files => "files = 10",
            Key::Ranks => "ranks = 8",
            Key::Mapping => "mapping = lerf",
            Key::Leapers => "leapers = [camel, giraffe(4, 1)]",
            Key::Riders => "riders = [nightrider(1, 2)]",
            Key::Pieces => "pieces = [gold = \"WfF\", horse = \"nN\"]",
            Key::Regions => {
                "regions = [palace = white(\"d1 e1 f1 d2 e2 f2 d3 e3 f3\"), flag = \"*8\"]"
            }
        }
    }

    /// True for the keys only `board!` takes: the fairy pieces and the
    /// regions.
    pub const fn is_board_only(self) -> bool {
        matches!(
            self,
            Key::Leapers | Key::Riders | Key::Pieces | Key::Regions
        )
    }
}

/// Words that cannot name a module: Rust's strict and reserved keywords
/// (every edition), and `_`.
pub const KEYWORDS: [&str; 53] = [
    "_", "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
    "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
    "mut", "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true",
    "type", "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "gen",
    "macro", "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
];

/// True when `name` can name a module: an ASCII identifier that is not in
/// [`KEYWORDS`].
pub fn is_module_name(name: &str) -> bool {
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    (first == '_' || first.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
        && !KEYWORDS.contains(&name)
}

/// Whether `name` can name a fairy piece: a lowercase identifier, not a
/// keyword, not a chess piece's name.
pub fn check_piece_name(name: &str) -> Result<(), ArgError> {
    let lowercase = name
        .chars()
        .all(|c| c == '_' || c.is_ascii_lowercase() || c.is_ascii_digit())
        && name.starts_with(|c: char| c.is_ascii_lowercase());
    if !lowercase || KEYWORDS.contains(&name) {
        return Err(ArgError::PieceNameCase {
            name: name.to_string(),
        });
    }
    if BUILT_IN_PIECES.contains(&name) {
        return Err(ArgError::BuiltInPiece {
            name: name.to_string(),
        });
    }
    Ok(())
}

#[cfg(feature = "fairy")]
/// The piece `name = "betza"` on `board`, checked as `board!` checks it:
/// its name, its Betza string, and that it moves on the board.
///
/// ```
/// use geometry_core::__private::args::betza_piece;
/// use geometry_core::Board;
///
/// assert!(betza_piece("gold", "WfF", &Board::STANDARD).is_ok());
/// let error = betza_piece("gold", "WfX", &Board::STANDARD).unwrap_err();
/// assert!(error.to_string().contains("at character 3"));
/// ```
pub fn betza_piece(
    name: &str,
    betza: &str,
    board: &crate::Board,
) -> Result<crate::FairyPiece, ArgError> {
    check_piece_name(name)?;
    let parsed = crate::Betza::parse(betza).map_err(|error| ArgError::Betza {
        name: name.to_string(),
        error,
    })?;
    let piece = crate::FairyPiece::from_betza(name, parsed);
    if !crate::formula::piece_moves_on(board, &piece) {
        return Err(ArgError::NeverMoves {
            name: name.to_string(),
            files: board.files(),
            ranks: board.ranks(),
        });
    }
    Ok(piece)
}

/// The shape of `board!` input, for messages.
const BOARD_SHAPE: &str = "`mod NAME { files = .., ranks = .., mapping = .. }`";
/// A complete `board!` module, for messages.
const MODULE_EXAMPLE: &str = "`mod capablanca { files = 10, ranks = 8 }`";

/// Levenshtein distance between `a` and the ASCII name `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    // Row `i` of the table: distances from `a`'s first `i` characters to
    // each prefix of `b`. A non-ASCII character of `a` matches no byte.
    let mut prev = Vec::with_capacity(b.len() + 1);
    for j in 0..=b.len() {
        prev.push(j);
    }
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

/// The nearest of `candidates` (ASCII names) to `word`, if it is close
/// enough to be a typo: at most half the candidate's length in edits, and
/// at least one. Case is ignored; ties go to the alphabetically first.
pub fn suggest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let word = word.to_ascii_lowercase();
    let mut best: Option<(usize, &'a str)> = None;
    for &c in candidates {
        let d = edit_distance(&word, c);
        let close = d <= c.len().div_ceil(2).max(1);
        if close && best.is_none_or(|b| (d, c) < b) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// Writes `` `a`, `b`, `c` ``.
fn write_quoted(f: &mut fmt::Formatter<'_>, words: &[&str]) -> fmt::Result {
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "`{w}`")?;
    }
    Ok(())
}

/// Writes "allowed keys: `files`, `ranks`, `mapping`".
fn write_keys(f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str("allowed keys: ")?;
    write_quoted(f, &Key::NAMES)
}

/// Writes "expected one of: `lerf`, ..".
fn write_mappings(f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str("expected one of: ")?;
    write_quoted(f, &mapping_names())
}

/// Writes "did you mean `x`? " when `word` is near one of `candidates`.
fn write_did_you_mean(f: &mut fmt::Formatter<'_>, word: &str, candidates: &[&str]) -> fmt::Result {
    match suggest(word, candidates) {
        Some(s) => write!(f, "did you mean `{s}`? "),
        None => Ok(()),
    }
}

/// The forms of a piece, for messages.
const PIECE_FORMS: &str = "write an atom's name (`camel`), a name and a leap (`giraffe(4, 1)`) or a name and atoms (`mann(wazir, ferz)`)";

/// The named atoms' names, in [`NAMED_ATOMS`] order.
fn atom_names() -> [&'static str; NAMED_ATOMS.len()] {
    NAMED_ATOMS.map(|atom| atom.name)
}

/// The mappings' names, in `Mapping::ALL` order.
fn mapping_names() -> [&'static str; 8] {
    Mapping::ALL.map(Mapping::name)
}

/// Something the macros' parser rejects. `found` fields describe the
/// offending tokens in words ("a path", "a string", "`==`", ..); the
/// parser points the error at those tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgError {
    /// A `,` where an argument should start.
    LeadingComma,
    /// Something other than a key where an argument should start.
    ArgumentName {
        /// What was there instead.
        found: String,
    },
    /// A key that is not `files`, `ranks` or `mapping`.
    UnknownKey {
        /// The key as written.
        name: String,
    },
    /// A key given twice.
    Duplicate {
        /// The key.
        key: Key,
    },
    /// A key at the end of the input, without `=`.
    EqualsAtEnd {
        /// The key.
        key: Key,
    },
    /// Something other than `=` after a key.
    Equals {
        /// The key.
        key: Key,
        /// What was there instead.
        found: String,
    },
    /// `key =` with no value.
    MissingValue {
        /// The key.
        key: Key,
    },
    /// A `files` or `ranks` value that is not an integer literal.
    SideValue {
        /// `Files` or `Ranks`.
        key: Key,
        /// What was there instead ("a path" adds a hint that constants are
        /// not evaluated).
        found: String,
    },
    /// An integer literal with a type suffix (`10u8`).
    SideSuffix {
        /// `Files` or `Ranks`.
        key: Key,
        /// The suffix.
        suffix: String,
        /// The literal's digits in base 10.
        digits: String,
    },
    /// An integer literal beyond `u128`.
    SideTooLarge {
        /// `Files` or `Ranks`.
        key: Key,
    },
    /// An integer outside 1 to 16.
    SideOutOfRange {
        /// `Files` or `Ranks`.
        key: Key,
        /// The value.
        value: u128,
    },
    /// A path as the mapping (`Mapping::Lefr`).
    MappingPath {
        /// The path's last segment; the message suggests the mapping it
        /// names, if it is near one.
        last: String,
    },
    /// An identifier that names no mapping.
    UnknownMapping {
        /// The identifier.
        name: String,
    },
    /// A mapping name in quotes.
    QuotedMapping {
        /// The mapping the string names.
        mapping: Mapping,
    },
    /// Something other than a name as the mapping.
    MappingValue {
        /// What was there instead.
        found: String,
    },
    /// Two arguments without a `,` between them.
    MissingComma {
        /// The first argument's tokens, as text.
        before: String,
        /// The second argument's key.
        next: String,
    },
    /// Something other than `,` or the end after an argument.
    Separator {
        /// The argument's tokens, as text.
        after: String,
        /// What was there instead.
        found: String,
    },
    /// `#` at the end of `board!` input.
    AttributeAtEnd,
    /// `#` not followed by `[..]`.
    AttributeBracket {
        /// What was there instead.
        found: String,
    },
    /// Empty `board!` input.
    EmptyBoard,
    /// Attributes or visibility, then nothing.
    ModuleAtEnd,
    /// Arguments without `mod NAME { .. }` around them.
    ArgumentsWithoutModule,
    /// `NAME { .. }` without `mod`.
    MissingMod {
        /// The name.
        name: String,
    },
    /// Something else where `mod` should be.
    Module {
        /// What was there instead.
        found: String,
    },
    /// A keyword as the module name.
    KeywordName {
        /// The keyword.
        keyword: String,
    },
    /// No module name (the end, or a group, after `mod`).
    MissingName,
    /// Something other than a name after `mod`.
    Name {
        /// What was there instead.
        found: String,
    },
    /// `mod NAME` and nothing after it.
    MissingBody {
        /// The module name.
        name: String,
    },
    /// `mod NAME (..)` or `mod NAME [..]`.
    BodyDelimiter {
        /// The module name.
        name: String,
    },
    /// Something other than `{ .. }` after `mod NAME`.
    Body {
        /// The module name.
        name: String,
        /// What was there instead.
        found: String,
    },
    /// Tokens after the module body.
    TrailingTokens,
    /// Something other than `[..]` as the value of `leapers` or `riders`.
    PiecesValue {
        /// `Leapers` or `Riders`.
        key: Key,
        /// What was there instead.
        found: String,
    },
    /// Something other than a piece inside `leapers = [..]`.
    Piece {
        /// What was there instead.
        found: String,
    },
    /// A piece name that is not a lowercase identifier.
    PieceNameCase {
        /// The name as written.
        name: String,
    },
    /// A piece given by an atom name that names no atom.
    UnknownAtom {
        /// The name.
        name: String,
    },
    /// Something other than an atom in a piece's parentheses.
    Atom {
        /// What was there instead.
        found: String,
    },
    /// Something other than an integer literal as an atom's offset.
    AtomOffset {
        /// What was there instead.
        found: String,
    },
    /// An offset above [`MAX_LEAP`].
    AtomOutOfRange {
        /// The value as written, in base 10.
        value: String,
    },
    /// The atom `(0, 0)`.
    ZeroAtom,
    /// An atom that has no move on the board.
    AtomTooLong {
        /// The larger offset.
        m: u8,
        /// The smaller offset.
        n: u8,
        /// Files of the board.
        files: usize,
        /// Ranks of the board.
        ranks: usize,
    },
    /// A piece name given twice.
    DuplicatePiece {
        /// The name.
        name: String,
    },
    /// A piece named like a chess piece whose items every module has.
    BuiltInPiece {
        /// The name.
        name: String,
    },
    /// An atom given twice in one piece.
    DuplicateAtom {
        /// The piece.
        piece: String,
        /// The larger offset.
        m: u8,
        /// The smaller offset.
        n: u8,
    },
    /// `leapers` or `riders` given to a table macro.
    BoardOnly {
        /// The key.
        key: Key,
    },
    /// A fairy key (`leapers`, `riders`, `pieces`, `regions`) given to a
    /// `board!` built without geometry-macros' `fairy` feature.
    FairyOff {
        /// The key.
        key: Key,
    },
    /// Not `name = "Betza"` in `pieces = [..]`.
    BetzaPiece {
        /// What was found, in words.
        found: String,
    },
    /// Not a string after `name =` in `pieces = [..]`.
    BetzaValue {
        /// The piece.
        name: String,
        /// What was found, in words.
        found: String,
    },
    /// A Betza string that does not parse.
    #[cfg(feature = "fairy")]
    Betza {
        /// The piece.
        name: String,
        /// Why, and at which character.
        error: crate::BetzaError,
    },
    /// Something other than `[..]` after `regions =`.
    RegionsValue {
        /// What was there instead.
        found: String,
    },
    /// Not `name = "squares"`, `name = white("squares")` or `name =
    /// black("squares")` in `regions = [..]`.
    RegionEntry {
        /// What was found, in words.
        found: String,
    },
    /// A region name that is not a lowercase identifier.
    RegionNameCase {
        /// The name as written.
        name: String,
    },
    /// A region name given twice.
    DuplicateRegion {
        /// The name.
        name: String,
    },
    /// A region's squares that do not parse on the board.
    #[cfg(feature = "fairy")]
    Region {
        /// The region.
        name: String,
        /// Why.
        error: crate::RegionError,
    },
    /// A piece with no move on the board.
    NeverMoves {
        /// The piece.
        name: String,
        /// Files of the board.
        files: usize,
        /// Ranks of the board.
        ranks: usize,
    },
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ArgError::*;
        let range = (MIN_SIDE, MAX_SIDE);
        match self {
            LeadingComma => {
                f.write_str("unexpected `,`; expected an argument such as `files = 10`; ")?;
                write_keys(f)
            }
            ArgumentName { found } => {
                write!(f, "expected an argument name, found {found}; ")?;
                write_keys(f)
            }
            UnknownKey { name } => {
                write!(f, "unknown argument `{name}`; ")?;
                write_did_you_mean(f, name, &Key::NAMES)?;
                write_keys(f)
            }
            Duplicate { key } => write!(
                f,
                "duplicate argument `{key}`; each key may be given at most once"
            ),
            EqualsAtEnd { key } => write!(
                f,
                "expected `=` and a value after `{key}`; write `{}`",
                key.example()
            ),
            Equals { key, found } => write!(
                f,
                "expected `=` after `{key}`, found {found}; write `{}`",
                key.example()
            ),
            MissingValue { key: Key::Mapping } => {
                f.write_str("missing value after `mapping =`; ")?;
                write_mappings(f)
            }
            MissingValue { key } => write!(
                f,
                "missing value after `{key} =`; expected an integer from {} to {}",
                range.0, range.1
            ),
            SideValue { key, found } => {
                write!(
                    f,
                    "expected an integer from {} to {} for `{key}`, found {found}",
                    range.0, range.1
                )?;
                if found == "a path" {
                    f.write_str(
                        "; the value must be an integer literal, constants are not evaluated",
                    )?;
                }
                Ok(())
            }
            SideSuffix {
                key,
                suffix,
                digits,
            } => write!(
                f,
                "unexpected suffix `{suffix}`; `{key}` takes an integer from {} to {} \
                 without a suffix, as in `{key} = {digits}`",
                range.0, range.1
            ),
            SideTooLarge { key } => write!(
                f,
                "integer literal is too large for any integer type; \
                 expected an integer from {} to {} for `{key}`",
                range.0, range.1
            ),
            SideOutOfRange { key, value } => write!(
                f,
                "`{key}` must be from {} to {}, found {value}",
                range.0, range.1
            ),
            MappingPath { last } => match suggest(last, &mapping_names()) {
                Some(name) => write!(
                    f,
                    "expected a mapping name, found a path; write `mapping = {name}`"
                ),
                None => {
                    f.write_str("expected a mapping name, found a path; ")?;
                    write_mappings(f)
                }
            },
            UnknownMapping { name } => {
                write!(f, "unknown mapping `{name}`; ")?;
                write_did_you_mean(f, name, &mapping_names())?;
                write_mappings(f)
            }
            QuotedMapping { mapping } => write!(
                f,
                "expected a mapping name without quotes: write `mapping = {mapping}`"
            ),
            MappingValue { found } => {
                write!(f, "expected a mapping name, found {found}; ")?;
                write_mappings(f)
            }
            MissingComma { before, next } => {
                write!(f, "expected `,` between `{before}` and `{next}`")
            }
            Separator { after, found } => write!(
                f,
                "expected `,` or the end of the arguments after `{after}`, found {found}"
            ),
            AttributeAtEnd => write!(f, "expected an attribute `#[..]` and then {BOARD_SHAPE}"),
            AttributeBracket { found } => {
                write!(f, "expected `[` after `#` in an attribute, found {found}")
            }
            EmptyBoard => write!(
                f,
                "`board!` needs a module, as in {MODULE_EXAMPLE}; the input is empty"
            ),
            ModuleAtEnd => write!(
                f,
                "expected {BOARD_SHAPE} after the attributes and visibility"
            ),
            ArgumentsWithoutModule => write!(
                f,
                "`board!` needs a module around its arguments: expected {BOARD_SHAPE}"
            ),
            MissingMod { name } => write!(f, "expected `mod` before the module name `{name}`"),
            Module { found } => write!(f, "expected {BOARD_SHAPE}, found {found}"),
            KeywordName { keyword } => write!(
                f,
                "expected a module name after `mod`, found the keyword `{keyword}`"
            ),
            MissingName => write!(
                f,
                "expected a module name after `mod`, as in {MODULE_EXAMPLE}"
            ),
            Name { found } => write!(
                f,
                "expected a module name after `mod`, found {found}; write {MODULE_EXAMPLE}"
            ),
            MissingBody { name } => write!(
                f,
                "expected `{{ .. }}` with the board's arguments after `mod {name}`, \
                 as in `mod {name} {{ files = 10, ranks = 8 }}`"
            ),
            BodyDelimiter { name } => write!(
                f,
                "expected `{{` after `mod {name}`: \
                 the body is `{{ files = .., ranks = .., mapping = .. }}`"
            ),
            Body { name, found } => write!(
                f,
                "expected `{{ .. }}` with the board's arguments after `mod {name}`, found {found}"
            ),
            TrailingTokens => {
                f.write_str("unexpected tokens after the module body; `board!` takes one module")
            }
            PiecesValue { key, found } => write!(
                f,
                "expected `[..]` with pieces after `{key} =`, found {found}; write `{}`",
                key.example()
            ),
            Piece { found } => write!(f, "expected a piece, found {found}; {PIECE_FORMS}"),
            PieceNameCase { name } => write!(
                f,
                "a piece name is a lowercase identifier, found `{name}`; write `{}`",
                name.to_ascii_lowercase()
            ),
            UnknownAtom { name } => {
                write!(f, "unknown atom `{name}`; ")?;
                write_did_you_mean(f, name, &atom_names())?;
                f.write_str("known atoms: ")?;
                for (k, atom) in NAMED_ATOMS.iter().enumerate() {
                    if k > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "`{}` {:?}", atom.name, atom.leap)?;
                }
                write!(f, "; or give the leap, as in `{name}(3, 1)`")
            }
            Atom { found } => write!(
                f,
                "expected an atom, found {found}; an atom is a name such as `ferz` \
                 or a leap such as `(1, 2)`"
            ),
            AtomOffset { found } => write!(
                f,
                "expected an offset from 0 to {MAX_LEAP}, found {found}; \
                 an atom is two integers such as `(1, 2)`"
            ),
            AtomOutOfRange { value } => write!(
                f,
                "an atom's offsets are from 0 to {MAX_LEAP} (the leap must fit on a 16x16 board), found {value}"
            ),
            ZeroAtom => write!(
                f,
                "`(0, 0)` is no leap; an atom's offsets are from 0 to {MAX_LEAP}, not both 0"
            ),
            AtomTooLong { m, n, files, ranks } => write!(
                f,
                "a ({m}, {n}) leap never fits on this {files}x{ranks} board: one offset must be \
                 below the files ({files}) and the other below the ranks ({ranks})"
            ),
            DuplicatePiece { name } => write!(
                f,
                "duplicate piece `{name}`; each piece name may be given once, in `leapers`, `riders` or `pieces`"
            ),
            BuiltInPiece { name } => {
                write!(
                    f,
                    "`{name}` is a chess piece whose items every module has; "
                )?;
                f.write_str("give the fairy piece another name (not ")?;
                write_quoted(f, &BUILT_IN_PIECES)?;
                f.write_str(")")
            }
            DuplicateAtom { piece, m, n } => write!(
                f,
                "the ({m}, {n}) leap is given twice in `{piece}`; list each atom once"
            ),
            RegionsValue { found } => write!(
                f,
                "expected `[..]` with regions after `regions =`, found {found}; write `{}`",
                Key::Regions.example()
            ),
            RegionEntry { found } => write!(
                f,
                "expected a region as `name = \"squares\"`, `name = white(\"squares\")` or \
                 `name = black(\"squares\")`, found {found}; write `promotion = white(\"*7 *8\")`"
            ),
            RegionNameCase { name } => write!(
                f,
                "a region name is a lowercase identifier, found `{name}`; write `{}`",
                name.to_ascii_lowercase()
            ),
            DuplicateRegion { name } => write!(
                f,
                "duplicate region `{name}`; each region name may be given once"
            ),
            #[cfg(feature = "fairy")]
            Region { name, error } => write!(f, "region `{name}`: {error}"),
            BetzaPiece { found } => write!(
                f,
                "expected a piece as `name = \"Betza\"`, found {found}; write `gold = \"WfF\"`"
            ),
            BetzaValue { name, found } => write!(
                f,
                "expected a Betza string after `{name} =`, found {found}; write `{name} = \"WfF\"`"
            ),
            #[cfg(feature = "fairy")]
            Betza { name, error } => {
                let at = error.at + 1;
                write!(
                    f,
                    "in the Betza string of `{name}`, at character {at}: {error}"
                )
            }
            NeverMoves { name, files, ranks } => write!(
                f,
                "`{name}` never moves on a {files}x{ranks} board: none of its steps fits; give it a shorter step or a larger board"
            ),
            FairyOff { key } => write!(
                f,
                "`{key}` needs the `fairy` feature of geometry-macros, a default feature; \
                 depend on it with `features = [\"fairy\"]`"
            ),
            BoardOnly { key } => {
                write!(
                    f,
                    "`{key}` is an argument of `board!` only; table macros take "
                )?;
                write_quoted(
                    f,
                    &Key::ALL
                        .iter()
                        .filter(|k| !k.is_board_only())
                        .map(|k| k.name())
                        .collect::<Vec<_>>(),
                )
            }
        }
    }
}

impl std::error::Error for ArgError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_catch_typos_only() {
        assert_eq!(suggest("fils", &Key::NAMES), Some("files"));
        assert_eq!(suggest("Ranks", &Key::NAMES), Some("ranks"));
        assert_eq!(suggest("maping", &Key::NAMES), Some("mapping"));
        assert_eq!(suggest("colour", &Key::NAMES), None);
        assert_eq!(suggest("", &Key::NAMES), None);
        assert_eq!(suggest("lerff", &mapping_names()), Some("lerf"));
        // A tie (two edits each) goes to the alphabetically first name.
        assert_eq!(suggest("lfer", &mapping_names()), Some("lefber"));
    }

    #[test]
    fn edit_distance_is_levenshtein() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", ""), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("flaw", "lawn"), 2);
        assert_eq!(edit_distance("é", "e"), 1);
    }

    #[test]
    fn messages_say_what_is_allowed() {
        let path = |last: &str| ArgError::MappingPath { last: last.into() }.to_string();
        assert_eq!(
            path("Lefr"),
            "expected a mapping name, found a path; write `mapping = lefr`"
        );
        assert!(path("Square").ends_with(
            "expected one of: `lerf`, `lerbef`, `berlef`, `berf`, `lefr`, `lefber`, `befler`, `befr`"
        ));
        let side = |found: &str| {
            let key = Key::Files;
            ArgError::SideValue {
                key,
                found: found.into(),
            }
            .to_string()
        };
        assert_eq!(
            side("a path"),
            "expected an integer from 1 to 16 for `files`, found a path; \
             the value must be an integer literal, constants are not evaluated"
        );
        assert_eq!(
            side("a string"),
            "expected an integer from 1 to 16 for `files`, found a string"
        );
        let unknown = ArgError::UnknownKey {
            name: "fils".into(),
        }
        .to_string();
        assert_eq!(
            unknown,
            "unknown argument `fils`; did you mean `files`? \
             allowed keys: `files`, `ranks`, `mapping`, `leapers`, `riders`, `pieces`, `regions`"
        );
    }

    #[test]
    fn keys_round_trip() {
        for key in Key::ALL {
            assert_eq!(Key::from_name(key.name()), Some(key));
            assert!(key.example().starts_with(key.name()));
        }
        assert_eq!(Key::from_name("Files"), None);
    }

    /// A Betza error names the piece and counts characters from 1.
    #[cfg(feature = "fairy")]
    #[test]
    fn betza_errors_count_characters_from_one() {
        let error = crate::Betza::parse("R0").unwrap_err();
        let text = ArgError::Betza {
            name: "rook".to_string(),
            error,
        }
        .to_string();
        assert!(
            text.starts_with("in the Betza string of `rook`, at character 2: "),
            "{text}"
        );
    }

    /// A board-only key in a table macro lists the keys table macros take.
    #[test]
    fn board_only_keys_list_what_table_macros_take() {
        let text = ArgError::BoardOnly { key: Key::Pieces }.to_string();
        assert_eq!(
            text,
            "`pieces` is an argument of `board!` only; table macros take `files`, `ranks`, `mapping`"
        );
    }
}
