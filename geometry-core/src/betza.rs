//! Betza notation, as Fairy-Stockfish reads it: a piece is a string of
//! parts (`WfF` is the shogi gold: a wazir, and a ferz forwards), each an
//! atom with the modifiers before it and an optional rider mark after it.
//!
//! ```
//! use geometry_core::{Betza, Hop};
//!
//! let cannon = Betza::parse("mRcpR").unwrap();
//! let [quiet, capture] = cannon.parts() else { panic!() };
//! assert!(quiet.moves && !quiet.captures && quiet.hop == Hop::None);
//! assert!(!capture.moves && capture.captures && capture.hop == Hop::Cannon);
//!
//! // The error says which character and what would be allowed there.
//! let error = Betza::parse("WfX").unwrap_err();
//! assert_eq!(error.at, 2);
//! assert!(error.to_string().starts_with("unknown Betza atom `X`"));
//! ```
//!
//! The grammar:
//!
//! ```text
//! piece     := part+
//! part      := modifier* atom ( atom-again | DIGIT )?
//! modifier  := "m" | "c"                 move only, capture only (both: neither)
//!            | "p" | "g"                 hop: cannon-style (land anywhere past
//!                                        the hurdle, up to the next piece) or
//!                                        grasshopper-style (just past it)
//!            | "n"                       lame: stopped by a piece on a square
//!                                        it passes
//!            | "i"                       initial: only as a piece's first move
//!                                        (move-only parts); the engine decides
//!            | "e"                       en passant, on a capture; the engine
//!                                        decides
//!            | direction
//! direction := "f" | "b" | "l" | "r" | "v" | "s", a vertical and a
//!              horizontal letter (or one letter twice) taken as a pair;
//!              "h" (a half) pairs with any of them: "fh" "bh" "rh" "lh"
//!              are every step forwards, backwards, rightwards,
//!              leftwards; "hr" and "hl" the two chiral halves
//! atom      := "W" (1,0) | "F" (1,1) | "D" (2,0) | "N" (2,1) | "A" (2,2)
//!            | "H" (3,0) | "C" or "L" (3,1) | "Z" or "J" (3,2) | "G" (3,3)
//!            | "K" = WF | "R" = WW | "B" = FF | "Q" = WWFF
//! atom-again := the same atom letter: a rider (`NN`, the nightrider,
//!              `KK` the queen); on `R`, `B` and `Q`, which ride
//!              already, the part is unchanged (`fRR` is `fR`), never
//!              a second part
//! DIGIT     := "1" ..= "9": a rider limited to that many leaps (`R4`);
//!              on a cannon-style hopper ("p"), 2 or more: it lands at
//!              most that many steps from where it stands (`pR2`: over
//!              a piece next to it, onto the square behind)
//! ```
//!
//! Compounds are parts side by side. Asymmetric parts are given for white,
//! moving towards higher ranks; black's steps are white's turned half a
//! turn (`(df, dr)` becomes `(-df, -dr)`), as Fairy-Stockfish turns them:
//! for a piece that is the same on its left and its right, that is the
//! mirror image across the board's middle rank.
//!
//! **The dialect of directions.** An atom has up to eight steps. `f`
//! keeps the forward-most of them, `b` the backward-most, `r` and `l` the
//! right-most and left-most, `v` = `f` and `b`, `s` = `r` and `l`, and a
//! pair such as `fl` the one step that is forward-most among the
//! left-most. Fairy-Stockfish reads one `f` on an oblique atom as its two
//! forward-most leaps, so `fN` is the shogi knight and `ffN` means the
//! same; XBoard and chessvariants.com read `fN` as all four forward
//! leaps. This crate takes Fairy-Stockfish's reading, so its
//! `variants.ini` lines copy over unchanged. On a single orthogonal atom
//! (`W`, `D`, `H`, `R`) a pair means both letters (`fsW` is forward and
//! sideways), as there. A direction pair that selects no step of its
//! atom (`vs` on `N`, `sf` on `F`) is an error rather than nothing.
//!
//! **Halves.** `hrN` and `hlN` are the knight's two chiral halves, each
//! four leaps a quarter turn apart, and `fhN` its four forward leaps
//! (where `fN` is two): Fairy-Stockfish's pairs with `h`. On an
//! orthogonal atom a pair with `h` keeps its other letter (`fhW` is `fW`);
//! `h` alone, or a pair such as `hf` that Fairy-Stockfish reads as no
//! direction, is an error.
//!
//! Moves of several legs, XBetza's `a` (and `y` before a sliding last
//! leg), are read as the [`legs`] module describes.
//!
//! Not accepted, each an error that names it: the other Betza modifiers
//! (`j`, `o`, `t`, `u`, `x`, `z` and `d`), brackets and
//! parentheses; a range on a grasshopper (`g`) or of 1 on a cannon-style
//! hopper, which Fairy-Stockfish reads as the other kind; `n` on a rider
//! or on a step that passes no square (`W`, `F`, `K`); `p` and `g` on a
//! leaper; `i` on a part that captures.

use std::fmt;

use crate::legs::{self, Leg};

/// The most legs a move of several legs (XBetza's `a`) may have. The
/// pieces that have them take four at most (Tamerlane's giraffe, a step
/// then three squares and a slide); each leg more multiplies the ways
/// through a move of king steps by seven, all of which `board!` walks.
pub const MAX_LEGS: usize = 4;

/// How a part hops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hop {
    /// It does not hop: it stops at the first piece in its way.
    None,
    /// `p`: it jumps one piece (the hurdle) and goes on past it, up to and
    /// including the next piece (the xiangqi cannon's capture).
    Cannon,
    /// `g`: it jumps the first piece in its way and lands on the square
    /// just past it (the grasshopper).
    Grasshopper,
}

/// One part of a Betza piece: a set of steps, how far it goes along them,
/// when it may be played and what may stop it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MovePart {
    /// White's (file, rank) steps, each once: towards higher ranks is
    /// forward.
    pub steps: Vec<(i32, i32)>,
    /// `1` for a leaper, `0` for a rider with no limit, `k` for a rider of
    /// at most `k` steps.
    pub range: u8,
    /// It may move to an empty square.
    pub moves: bool,
    /// It may capture.
    pub captures: bool,
    /// `n`: stopped by a piece on a square its leap passes.
    pub lame: bool,
    /// `p` or `g`.
    pub hop: Hop,
    /// `i`: only as the piece's first move.
    pub initial: bool,
    /// `e`: its captures may be en passant.
    pub en_passant: bool,
    /// The part's text, `fR` or `mRcpR`'s `cpR`.
    pub text: String,
    /// A multi-leg move's legs (XBetza's `a`), the first one first: the
    /// first takes `steps`, each later one turns relative to the one
    /// before. The last leg's `empty` and `capture` are `moves` and
    /// `captures`. Empty for a move of one leg.
    pub legs: Vec<Leg>,
}

impl MovePart {
    /// A part made of all the steps of an (m, n) atom, moving and
    /// capturing: the leapers and riders of `leapers = [..]` and
    /// `riders = [..]`.
    pub fn symmetric(m: u8, n: u8, range: u8, text: String) -> MovePart {
        MovePart {
            steps: crate::formula::atom_deltas(m, n),
            range,
            moves: true,
            captures: true,
            lame: false,
            hop: Hop::None,
            initial: false,
            en_passant: false,
            text,
            legs: Vec::new(),
        }
    }

    /// A plain leap: one step, not lame, not hopping.
    pub fn is_plain_leap(&self) -> bool {
        self.range == 1 && !self.lame && self.hop == Hop::None && self.legs.is_empty()
    }

    /// The steps of `color` (0 white, 1 black): black's are white's turned
    /// half a turn.
    pub fn steps_for(&self, color: usize) -> Vec<(i32, i32)> {
        let sign = if color == 0 { 1 } else { -1 };
        self.steps
            .iter()
            .map(|&(f, r)| (sign * f, sign * r))
            .collect()
    }

    /// Whether black's steps are white's, as a set.
    pub fn is_symmetric(&self) -> bool {
        self.steps
            .iter()
            .all(|&(f, r)| self.steps.contains(&(-f, -r)))
    }
}

/// A parsed Betza string: its parts in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Betza {
    text: String,
    parts: Vec<MovePart>,
}

/// Why a Betza string was refused, and where: `at` is the byte offset of
/// the offending character, `len` how many characters it spans.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetzaError {
    /// Byte offset of the offending character in the string.
    pub at: usize,
    /// Its length in bytes (at least 1, except for an empty string).
    pub len: usize,
    /// What is wrong.
    pub kind: BetzaErrorKind,
}

/// What is wrong with a Betza string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BetzaErrorKind {
    /// The string is empty: the piece never moves.
    Empty,
    /// A character that is no Betza at all.
    Unknown(char),
    /// A Betza modifier or construct this crate does not accept.
    Unsupported(char),
    /// Modifiers with no atom after them.
    Dangling,
    /// A range of 0, or of two digits.
    Range,
    /// A range on a grasshopper, or a range of 1 on a cannon-style hopper:
    /// Fairy-Stockfish reads each as the other kind.
    HopperRange,
    /// `n` on an atom that passes no square (`W`, `F`, `K`).
    LameWithoutLeg(char),
    /// `n` on a rider.
    LameRider,
    /// `p` or `g` on a leaper.
    HopperLeaper(char),
    /// Both `p` and `g`, or `n` with either.
    Conflict,
    /// `i` on a part that captures.
    InitialCapture,
    /// `e` on a part that does not capture.
    EnPassantMove,
    /// A direction that selects none of the atom's steps.
    NoDirection(String, char),
    /// `a` on an atom other than `W`, `F` and `K`.
    MultiLegAtom(char),
    /// A modifier a leg of a multi-leg move does not take there.
    MultiLegModifier(char),
    /// A range or a doubled atom on a multi-leg move.
    MultiLegRange,
    /// `y` with no leg after it, or before a leg that is not the last.
    Toggle,
    /// A multi-leg move some path of which needs both empty and occupied
    /// squares on its way, or slides after a leg onto a piece.
    MixedLegs,
    /// A multi-leg move some path of which lands twice on one square other
    /// than its start, on a piece or by a capture there, but for a last
    /// leg back onto a square it captured or hopped on.
    LandsTwice,
    /// A multi-leg move of more than [`MAX_LEGS`] legs.
    TooManyLegs,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BetzaErrorKind::*;
        match &self.kind {
            Empty => f.write_str("empty Betza string: the piece never moves; give at least one atom, such as `W` or `fR`"),
            Unknown(c) if c.is_ascii_uppercase() => write!(
                f,
                "unknown Betza atom `{c}`; atoms are W F D N A H C L Z J G and K R B Q"
            ),
            Unknown(c) => write!(
                f,
                "unexpected `{c}` in Betza; allowed: the atoms W F D N A H C L Z J G K R B Q, the modifiers m c p g n i e f b l r v s h a y, and a digit after an atom"
            ),
            Unsupported(c) => write!(
                f,
                "the Betza construct `{c}` is not supported; supported modifiers are m c p g n i e f b l r v s h, and a and y for moves of several legs"
            ),
            Dangling => f.write_str("Betza modifiers with no atom after them; end each part with an atom such as `W` or `R`"),
            Range => f.write_str("a Betza range is one digit from 1 to 9, such as `R4`"),
            HopperRange => f.write_str("a range on a hopper is a cannon-style hopper's, of 2 or more, such as `pR2` (it lands within 2 steps); Fairy-Stockfish reads `pR1` as `gR` and `gR2` as `pR2`, so write those"),
            LameWithoutLeg(c) => write!(
                f,
                "`n` means nothing on `{c}`: its steps pass no square; lame leapers are D N A H C L Z J G"
            ),
            LameRider => f.write_str("`n` means nothing on a rider, which is stopped by every piece in its way already"),
            HopperLeaper(c) => write!(
                f,
                "`p` and `g` need a rider, such as `pR` or `gQ`; `{c}` is a leaper here"
            ),
            Conflict => f.write_str("a part may be one of cannon-style (`p`), grasshopper-style (`g`) or lame (`n`), not two"),
            InitialCapture => f.write_str("an initial move (`i`) must be move-only, such as `imfnA`; Fairy-Stockfish has no initial captures"),
            EnPassantMove => f.write_str("en passant (`e`) needs a capture, such as `fceF`"),
            NoDirection(dir, atom) if dir.contains('h') => write!(
                f,
                "the direction `{dir}` selects none of `{atom}`'s steps; `h` is half the steps, as `fh`, `bh`, `rh` or `lh` (every step that way) or `hr` or `hl` (a chiral half)"
            ),
            NoDirection(dir, atom) => write!(
                f,
                "the direction `{dir}` selects none of `{atom}`'s steps"
            ),
            MultiLegAtom(c) => write!(
                f,
                "a multi-leg move (`a`) steps as `W`, `F` or `K`, not `{c}`; a leg slides after `y`, such as `FyafsF`"
            ),
            MultiLegModifier(c) => write!(
                f,
                "`{c}` is not read on this leg of a multi-leg move (`a`): each leg takes directions and m and c, a leg before the last also p, and the leg before the last y"
            ),
            MultiLegRange => f.write_str("a multi-leg move (`a`) takes no range; a leg slides after `y`, such as `FyafsF`"),
            Toggle => f.write_str("`y` makes the next leg slide, and a sliding leg ends the move: write it before the last `a` only, such as `FyafsF`"),
            MixedLegs => f.write_str("this multi-leg move needs both empty and occupied squares on one path, or slides after landing on a piece; its legs before the last must all be `m` (the default), or all `c` or `p`"),
            LandsTwice => f.write_str("this multi-leg move lands twice on one square other than its start, and XBetza does not say whether a piece captured there the first time is still there; a leg may come back onto a square only where every leg that lands there is `m`, or, the last leg and not sliding, onto a square the move captured or hopped on, such as `cafcabK`"),
            TooManyLegs => write!(f, "a multi-leg move has at most {MAX_LEGS} legs (three `a`), such as Tamerlane's giraffe `afsafyafF`"),
        }
    }
}

impl std::error::Error for BetzaError {}

/// The steps' offsets of each atom letter, larger first; `K`, `R`, `B`
/// and `Q` are compounds and riders of these.
fn atom_leaps(c: char) -> Option<&'static [(u8, u8)]> {
    Some(match c {
        'W' | 'R' => &[(1, 0)],
        'F' | 'B' => &[(1, 1)],
        'D' => &[(2, 0)],
        'N' => &[(2, 1)],
        'A' => &[(2, 2)],
        'H' => &[(3, 0)],
        'C' | 'L' => &[(3, 1)],
        'Z' | 'J' => &[(3, 2)],
        'G' => &[(3, 3)],
        'K' | 'Q' => &[(1, 0), (1, 1)],
        _ => return None,
    })
}

/// The Betza modifiers and constructs this crate does not accept.
const UNSUPPORTED: &str = "jotuxzdk()[]<>{}-";

/// Direction letters, as Fairy-Stockfish pairs them: `h` (a half) is both
/// vertical and horizontal, so it pairs with any of them.
const VERTICAL: &str = "fbvh";
const HORIZONTAL: &str = "rlsh";

/// The eight steps of atom (a, b), a >= b, each as (file, rank), with the
/// direction pairs that select it (Fairy-Stockfish's reading): the first
/// is forward-most and to the right, then round the compass. The halves:
/// `fh`, `bh`, `rh` and `lh` are every step forwards, backwards, to the
/// right and to the left; `hr` and `hl` the two chiral halves, each four
/// steps turned a quarter turn from one another (`hrN` leaps (1, 2), (2,
/// -1), (-1, -2) and (-2, 1)).
fn oriented_steps(a: i32, b: i32) -> [((i32, i32), &'static [&'static str]); 8] {
    [
        ((b, a), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-b, -a), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((a, -b), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-a, b), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((a, b), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-a, -b), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((b, -a), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-b, a), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ]
}

/// The modifiers read so far in one part.
#[derive(Default)]
struct Pending {
    start: Option<usize>,
    moves: bool,
    captures: bool,
    lame: Option<usize>,
    hop: Option<(Hop, usize)>,
    initial: Option<usize>,
    en_passant: Option<usize>,
    /// Direction pairs with the offset of their first letter.
    directions: Vec<(String, usize, usize)>,
    /// `y`: the leg after this one slides.
    toggle: Option<usize>,
    /// On a leg after the first, its direction letters one by one.
    letters: Vec<char>,
    /// The legs before this one, each with the offset of its `a`.
    done: Vec<(Pending, usize)>,
}

impl Betza {
    /// Parses `text` in Fairy-Stockfish's dialect (see the module docs).
    pub fn parse(text: &str) -> Result<Betza, BetzaError> {
        let err = |at: usize, len: usize, kind| BetzaError { at, len, kind };
        if text.is_empty() {
            return Err(err(0, 0, BetzaErrorKind::Empty));
        }
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let mut parts = Vec::new();
        let mut p = Pending::default();
        let mut i = 0;
        while i < chars.len() {
            let (at, c) = chars[i];
            p.start.get_or_insert(at);
            let len = c.len_utf8();
            match c {
                'm' => p.moves = true,
                'c' => p.captures = true,
                'p' | 'g' => {
                    if p.hop.is_some() || p.lame.is_some() {
                        return Err(err(at, len, BetzaErrorKind::Conflict));
                    }
                    let hop = if c == 'p' {
                        Hop::Cannon
                    } else {
                        Hop::Grasshopper
                    };
                    p.hop = Some((hop, at));
                }
                'n' => {
                    if p.hop.is_some() {
                        return Err(err(at, len, BetzaErrorKind::Conflict));
                    }
                    p.lame = Some(at);
                }
                'i' => p.initial = Some(at),
                'e' => p.en_passant = Some(at),
                'y' => p.toggle = Some(at),
                // Again: the modifiers so far are one leg's.
                'a' => {
                    let mut leg = std::mem::take(&mut p);
                    p.start = leg.start;
                    p.done = std::mem::take(&mut leg.done);
                    p.done.push((leg, at));
                }
                // A leg after the first reads its letters as XBoard does.
                _ if !p.done.is_empty() && (VERTICAL.contains(c) || HORIZONTAL.contains(c)) => {
                    p.letters.push(c);
                }
                _ if VERTICAL.contains(c) || HORIZONTAL.contains(c) => {
                    let next = chars.get(i + 1).map(|&(_, c2)| c2);
                    let pairs = |c2: char| {
                        c2 == c
                            || (VERTICAL.contains(c) && HORIZONTAL.contains(c2))
                            || (HORIZONTAL.contains(c) && VERTICAL.contains(c2))
                    };
                    match next {
                        Some(c2) if pairs(c2) => {
                            p.directions.push((format!("{c}{c2}"), at, 2));
                            i += 1;
                        }
                        _ => p.directions.push((format!("{c}{c}"), at, 1)),
                    }
                }
                _ if atom_leaps(c).is_some() => {
                    let (part, used) = finish_part(text, &chars, i, std::mem::take(&mut p))?;
                    parts.push(part);
                    i += used;
                    continue;
                }
                _ if c.is_ascii_digit() => return Err(err(at, len, BetzaErrorKind::Range)),
                _ if UNSUPPORTED.contains(c) => {
                    return Err(err(at, len, BetzaErrorKind::Unsupported(c)));
                }
                _ => return Err(err(at, len, BetzaErrorKind::Unknown(c))),
            }
            i += 1;
        }
        if let Some(start) = p.start {
            return Err(err(start, text.len() - start, BetzaErrorKind::Dangling));
        }
        Ok(Betza {
            text: text.to_string(),
            parts,
        })
    }

    /// The string as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The parts, in order.
    pub fn parts(&self) -> &[MovePart] {
        &self.parts
    }
}

/// Reads the atom at `chars[i]` and what follows it, and builds the part
/// from the modifiers `p`; returns it and how many characters it took.
fn finish_part(
    text: &str,
    chars: &[(usize, char)],
    i: usize,
    p: Pending,
) -> Result<(MovePart, usize), BetzaError> {
    let err = |at: usize, len: usize, kind| BetzaError { at, len, kind };
    if !p.done.is_empty() || p.toggle.is_some() {
        return finish_legs(text, chars, i, p);
    }
    let (at, atom) = chars[i];
    let leaps = atom_leaps(atom).unwrap_or(&[]);
    let mut range: u8 = if "RBQ".contains(atom) { 0 } else { 1 };
    let mut used = 1;
    match chars.get(i + 1) {
        // A doubled letter is one part that rides, whatever the atom: on
        // `R`, `B` and `Q`, which ride already, it changes nothing, and the
        // part keeps its modifiers (`fRR` is `fR`), as Fairy-Stockfish
        // reads it.
        Some(&(_, c)) if c == atom => {
            range = 0;
            used = 2;
        }
        Some(&(d_at, d)) if d.is_ascii_digit() => {
            let two = chars.get(i + 2).is_some_and(|&(_, c)| c.is_ascii_digit());
            if d == '0' || two {
                return Err(err(d_at, if two { 2 } else { 1 }, BetzaErrorKind::Range));
            }
            // Fairy-Stockfish reads a digit on a hopper as its distance,
            // the grasshopper's 1 included: `pR1` is `gR` there and `gR2`
            // is `pR2`. Only the cannon-style reading with a range of 2 or
            // more is taken, so that the letter says what the piece does.
            if let Some((hop, h_at)) = p.hop
                && (hop == Hop::Grasshopper || d == '1')
            {
                return Err(err(h_at, d_at + 1 - h_at, BetzaErrorKind::HopperRange));
            }
            range = d as u8 - b'0';
            used = 2;
        }
        _ => {}
    }
    let start = p.start.unwrap_or(at);
    let end = chars.get(i + used).map_or(text.len(), |&(o, _)| o);
    let part_text = text[start..end].to_string();
    if let Some(n_at) = p.lame {
        if range != 1 {
            return Err(err(n_at, 1, BetzaErrorKind::LameRider));
        }
        if leaps.iter().any(|&(a, b)| a <= 1 && b <= 1) {
            return Err(err(at, 1, BetzaErrorKind::LameWithoutLeg(atom)));
        }
    }
    if let Some((_, h_at)) = p.hop
        && range == 1
    {
        return Err(err(h_at, at + 1 - h_at, BetzaErrorKind::HopperLeaper(atom)));
    }
    let (moves, captures) = match (p.moves, p.captures) {
        (false, false) => (true, true),
        both => both,
    };
    if let Some(i_at) = p.initial
        && captures
    {
        return Err(err(i_at, 1, BetzaErrorKind::InitialCapture));
    }
    if let Some(e_at) = p.en_passant
        && !captures
    {
        return Err(err(e_at, 1, BetzaErrorKind::EnPassantMove));
    }
    let steps = select_steps(text, atom, &p.directions)?;
    let part = MovePart {
        steps,
        range,
        moves,
        captures,
        lame: p.lame.is_some(),
        hop: p.hop.map_or(Hop::None, |(h, _)| h),
        initial: p.initial.is_some(),
        en_passant: p.en_passant.is_some(),
        text: part_text,
        legs: Vec::new(),
    };
    Ok((part, used))
}

/// The steps of `atom` that `directions` (pairs, with their offsets and
/// lengths) select, or all of them when there are none.
fn select_steps(
    text: &str,
    atom: char,
    directions: &[(String, usize, usize)],
) -> Result<Vec<(i32, i32)>, BetzaError> {
    let err = |at: usize, len: usize, kind| BetzaError { at, len, kind };
    let leaps = atom_leaps(atom).unwrap_or(&[]);
    let mut steps: Vec<(i32, i32)> = Vec::new();
    for (dir, d_at, d_len) in directions {
        // On one orthogonal atom, a pair of letters means each letter (and
        // `hh`, from a pair with `h`, means none).
        let mut letters = dir.chars();
        let (c1, c2) = (letters.next().unwrap_or('f'), letters.next().unwrap_or('f'));
        let split = if leaps.len() == 1 && leaps[0].1 == 0 && c1 != c2 {
            vec![format!("{c1}{c1}"), format!("{c2}{c2}")]
        } else {
            vec![dir.clone()]
        };
        let mut selected = false;
        for dir in &split {
            for &(a, b) in leaps {
                for (step, pairs) in oriented_steps(i32::from(a), i32::from(b)) {
                    if pairs.contains(&dir.as_str()) {
                        selected = true;
                        if !steps.contains(&step) {
                            steps.push(step);
                        }
                    }
                }
            }
        }
        if !selected {
            return Err(err(
                *d_at,
                *d_len,
                BetzaErrorKind::NoDirection(text[*d_at..d_at + d_len].to_string(), atom),
            ));
        }
    }
    if directions.is_empty() {
        for &(a, b) in leaps {
            for d in crate::formula::atom_deltas(a, b) {
                if !steps.contains(&d) {
                    steps.push(d);
                }
            }
        }
    }
    Ok(steps)
}

/// Builds a multi-leg part (XBetza's `a`) from the legs `p` holds, the
/// last leg's modifiers in `p` itself, on the atom at `chars[i]`.
fn finish_legs(
    text: &str,
    chars: &[(usize, char)],
    i: usize,
    mut p: Pending,
) -> Result<(MovePart, usize), BetzaError> {
    use BetzaErrorKind::*;
    let err = |at: usize, len: usize, kind| BetzaError { at, len, kind };
    let (at, atom) = chars[i];
    if !"WFK".contains(atom) {
        return Err(err(at, 1, MultiLegAtom(atom)));
    }
    if let Some(&(n_at, n)) = chars.get(i + 1)
        && (n == atom || n.is_ascii_digit())
    {
        return Err(err(n_at, 1, MultiLegRange));
    }
    let start = p.start.unwrap_or(at);
    let end = chars.get(i + 1).map_or(text.len(), |&(o, _)| o);
    let default_turns = if atom == 'K' { 0xEF } else { 0x45 };
    let mut pending: Vec<Pending> = std::mem::take(&mut p.done)
        .into_iter()
        .map(|(leg, _)| leg)
        .collect();
    pending.push(p);
    let count = pending.len();
    if count > MAX_LEGS {
        return Err(err(start, end - start, TooManyLegs));
    }
    let mut legs: Vec<Leg> = Vec::with_capacity(count);
    let mut steps = Vec::new();
    let mut slides = false;
    for (k, leg) in pending.iter().enumerate() {
        let last = k + 1 == count;
        for (flag, c) in [(leg.lame, 'n'), (leg.initial, 'i'), (leg.en_passant, 'e')] {
            if let Some(o) = flag {
                return Err(err(o, 1, MultiLegModifier(c)));
            }
        }
        let hop = match leg.hop {
            Some((Hop::Grasshopper, o)) => return Err(err(o, 1, MultiLegModifier('g'))),
            Some((Hop::Cannon, o)) if last => return Err(err(o, 1, MultiLegModifier('p'))),
            Some(_) => true,
            None => false,
        };
        if let Some(o) = leg.toggle {
            if k + 2 != count {
                return Err(err(o, 1, Toggle));
            }
            if leg.captures || hop {
                return Err(err(o, 1, MultiLegModifier('y')));
            }
        }
        // By default a leg before the last lands on an empty square, and
        // the last one on an empty square or a capture.
        let (empty, capture) = match (leg.moves, leg.captures, hop) {
            (false, false, false) => (true, last),
            (m, c, _) => (m, c),
        };
        let turns = if k == 0 {
            steps = select_steps(text, atom, &leg.directions)?;
            0
        } else {
            legs::turns(&leg.letters, default_turns)
        };
        legs.push(Leg {
            turns,
            slides,
            empty,
            capture,
            hop,
        });
        slides = leg.toggle.is_some();
    }
    let (moves, captures) = legs.last().map_or((true, true), |l| (l.empty, l.capture));
    let part = MovePart {
        steps,
        range: 1,
        moves,
        captures,
        lame: false,
        hop: Hop::None,
        initial: false,
        en_passant: false,
        text: text[start..end].to_string(),
        legs,
    };
    if !legs::gates_are_uniform(&part) {
        return Err(err(start, end - start, MixedLegs));
    }
    if legs::lands_twice(&part) {
        return Err(err(start, end - start, LandsTwice));
    }
    Ok((part, 1))
}

/// The squares a lame leap of `(df, dr)` passes, as (file, rank) offsets
/// from its start, in order: each step is diagonal while the file and
/// rank still to go are equal, and otherwise straight along the longer of
/// the two (the xiangqi horse's leg is the orthogonal neighbour; the
/// janggi elephant's (3, 2) passes one orthogonal and one diagonal
/// square). Fairy-Stockfish walks its lame leaps the same way.
pub fn lame_legs((df, dr): (i32, i32)) -> Vec<(i32, i32)> {
    let (mut f, mut r) = (0, 0);
    let mut legs = Vec::new();
    loop {
        let (left_f, left_r) = (df - f, dr - r);
        if (left_f, left_r) == (0, 0) {
            break;
        }
        match left_f.abs().cmp(&left_r.abs()) {
            std::cmp::Ordering::Greater => f += left_f.signum(),
            std::cmp::Ordering::Less => r += left_r.signum(),
            std::cmp::Ordering::Equal => {
                f += left_f.signum();
                r += left_r.signum();
            }
        }
        if (f, r) != (df, dr) {
            legs.push((f, r));
        }
    }
    legs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(text: &str) -> Vec<Vec<(i32, i32)>> {
        let mut out = Vec::new();
        for part in Betza::parse(text).unwrap().parts() {
            let mut s = part.steps.clone();
            s.sort_unstable();
            out.push(s);
        }
        out
    }

    #[test]
    fn shogi_pieces_read_as_fairy_stockfish_reads_them() {
        assert_eq!(steps("fN"), [vec![(-1, 2), (1, 2)]]);
        assert_eq!(steps("ffN"), steps("fN"));
        assert_eq!(steps("fW"), [vec![(0, 1)]]);
        assert_eq!(steps("fsW"), [vec![(-1, 0), (0, 1), (1, 0)]]);
        assert_eq!(steps("fF")[0], [(-1, 1), (1, 1)]);
        assert_eq!(steps("fK")[0].len(), 3);
        assert_eq!(steps("flF")[0], [(-1, 1)]);
        assert_eq!(steps("rbB")[0], [(1, -1)]);
        assert_eq!(steps("vR")[0], [(0, -1), (0, 1)]);
    }

    #[test]
    fn ranges_riders_and_modalities() {
        let p = Betza::parse("KbRfBbF2").unwrap();
        let ranges: Vec<u8> = p.parts().iter().map(|p| p.range).collect();
        assert_eq!(ranges, [1, 0, 0, 2]);
        assert_eq!(Betza::parse("NN").unwrap().parts()[0].range, 0);
        let pawn = Betza::parse("fmWfceFifmnD").unwrap();
        let texts: Vec<&str> = pawn.parts().iter().map(|p| p.text.as_str()).collect();
        assert_eq!(texts, ["fmW", "fceF", "ifmnD"]);
        assert!(pawn.parts()[2].initial && pawn.parts()[2].lame);
        assert!(pawn.parts()[1].en_passant);
    }

    #[test]
    fn halves_read_as_fairy_stockfish_reads_them() {
        // The chiral halves: four leaps each, a quarter turn apart.
        assert_eq!(steps("hrN"), [vec![(-2, 1), (-1, -2), (1, 2), (2, -1)]]);
        assert_eq!(steps("hlN"), [vec![(-2, -1), (-1, 2), (1, -2), (2, 1)]]);
        let (mut right, left) = (steps("hrN")[0].clone(), steps("hlN")[0].clone());
        right.extend(left);
        right.sort_unstable();
        assert_eq!(right, steps("N")[0]);
        // Every step forwards, backwards, to one side.
        assert_eq!(steps("fhN"), [vec![(-2, 1), (-1, 2), (1, 2), (2, 1)]]);
        assert_eq!(steps("bhN")[0].iter().filter(|s| s.1 < 0).count(), 4);
        assert_eq!(steps("rhN")[0].iter().filter(|s| s.0 > 0).count(), 4);
        assert_eq!(steps("lhF"), [vec![(-1, -1), (-1, 1)]]);
        // On an orthogonal atom the pair keeps its other letter.
        assert_eq!(steps("fhW"), steps("fW"));
        assert_eq!(steps("hlR"), steps("lR"));
        // Khans' and xhess's pieces.
        assert_eq!(Betza::parse("mfhNcfW").unwrap().parts().len(), 2);
        assert_eq!(
            Betza::parse("mfWcfFfhmnN").unwrap().parts()[2].steps.len(),
            4
        );
    }

    #[test]
    fn a_range_on_a_cannon_style_hopper() {
        let piece = Betza::parse("mBpBmWpR2").unwrap();
        let last = &piece.parts()[3];
        assert_eq!(
            (last.hop, last.range, last.text.as_str()),
            (Hop::Cannon, 2, "pR2")
        );
        assert_eq!(Betza::parse("pB9").unwrap().parts()[0].range, 9);
    }

    #[test]
    fn a_doubled_rider_letter_keeps_its_part_and_modifiers() {
        for (doubled, single) in [
            ("fRR", "fR"),
            ("mfRR", "mfR"),
            ("fBB", "fB"),
            ("fsRR", "fsR"),
            ("fsBB", "fsB"),
            ("vQQ", "vQ"),
        ] {
            let (d, s) = (
                Betza::parse(doubled).unwrap(),
                Betza::parse(single).unwrap(),
            );
            assert_eq!(d.parts().len(), 1, "{doubled}");
            let (d, s) = (&d.parts()[0], &s.parts()[0]);
            assert_eq!(d.steps, s.steps, "{doubled}");
            assert_eq!((d.range, d.moves, d.captures), (0, s.moves, s.captures));
            assert_eq!(d.text, doubled);
        }
        assert_eq!(steps("fRR"), [vec![(0, 1)]]);
        assert_eq!(steps("KK")[0].len(), 8);
        assert_eq!(Betza::parse("KK").unwrap().parts()[0].range, 0);
        // A third letter starts a new part.
        assert_eq!(steps("fRRR"), [vec![(0, 1)], steps("R")[0].clone()]);
    }

    #[test]
    fn errors_point_at_the_character() {
        let kind = |t: &str| Betza::parse(t).map(|_| ()).unwrap_err();
        assert_eq!(kind("").kind, BetzaErrorKind::Empty);
        assert_eq!(kind("Wf").kind, BetzaErrorKind::Dangling);
        assert_eq!(kind("Wf").at, 1);
        // Dangling modifiers span to the end; a digit needs an atom before it.
        let dangling = kind("Wfs");
        assert_eq!((dangling.at, dangling.len), (1, 2));
        assert_eq!(kind("3W").kind, BetzaErrorKind::Range);
        assert_eq!(kind("f3W").at, 1);
        assert_eq!(kind("R0").kind, BetzaErrorKind::Range);
        assert_eq!(kind("R12").at, 1);
        assert_eq!(kind("nW").kind, BetzaErrorKind::LameWithoutLeg('W'));
        assert_eq!(kind("nR").kind, BetzaErrorKind::LameRider);
        assert_eq!(kind("pN").kind, BetzaErrorKind::HopperLeaper('N'));
        assert_eq!(kind("gR2").kind, BetzaErrorKind::HopperRange);
        assert_eq!(kind("pR1").kind, BetzaErrorKind::HopperRange);
        assert_eq!(kind("pR1").at, 0);
        assert_eq!(
            kind("hN").kind,
            BetzaErrorKind::NoDirection("h".into(), 'N')
        );
        assert_eq!(
            kind("hfN").kind,
            BetzaErrorKind::NoDirection("hf".into(), 'N')
        );
        assert_eq!(kind("iN").kind, BetzaErrorKind::InitialCapture);
        assert_eq!(kind("meW").kind, BetzaErrorKind::EnPassantMove);
        assert_eq!(kind("oW").kind, BetzaErrorKind::Unsupported('o'));
        assert_eq!(kind("jW").kind, BetzaErrorKind::Unsupported('j'));
        assert_eq!(kind("WX").at, 1);
        // A letter no dialect uses is unknown, not unsupported.
        assert_eq!(kind("WX").kind, BetzaErrorKind::Unknown('X'));
        assert_eq!(kind("W?").kind, BetzaErrorKind::Unknown('?'));
        // A hopper's range error spans the hopper letter to the digit, a
        // hopping leaper's the hopper letter to the atom.
        let leaper = kind("WpN");
        assert_eq!((leaper.at, leaper.len), (1, 2));
        let range = kind("WgR2");
        assert_eq!((range.at, range.len), (1, 3));
        assert_eq!(
            kind("vsN").kind,
            BetzaErrorKind::NoDirection("vs".into(), 'N')
        );
        assert_eq!(kind("npR").kind, BetzaErrorKind::Conflict);
    }

    /// Each message says what is wrong in the terms of its case: an
    /// unknown capital is an atom, anything else a character; `h` gets its
    /// own explanation.
    #[test]
    fn error_messages_name_the_construct() {
        let message = |t: &str| Betza::parse(t).map(|_| ()).unwrap_err().to_string();
        let cases = [
            ("", "empty Betza string"),
            ("WX", "unknown Betza atom `X`; atoms are"),
            ("W#", "unexpected `#` in Betza; allowed:"),
            ("W?", "unexpected `?` in Betza; allowed:"),
            ("oW", "the Betza construct `o` is not supported"),
            (
                "aN",
                "a multi-leg move (`a`) steps as `W`, `F` or `K`, not `N`",
            ),
            ("yaaK", "`y` makes the next leg slide"),
            ("hN", "`h` is half the steps"),
            ("hfN", "`h` is half the steps"),
        ];
        for (text, part) in cases {
            let got = message(text);
            assert!(got.contains(part), "{text:?}: {got}");
        }
        // A direction without `h` gets no word about `h`.
        assert_eq!(
            message("vsN"),
            "the direction `vs` selects none of `N`'s steps"
        );
    }

    /// Multi-leg moves: each leg's landing, its turns, and a slide after
    /// `y`.
    #[test]
    fn multi_leg_moves_read_each_leg() {
        let parse = |t: &str| Betza::parse(t).unwrap().parts().to_vec();
        let lion = parse("KNADcaKmcabK");
        assert_eq!(lion.len(), 6);
        let (hit, back) = (&lion[4], &lion[5]);
        assert_eq!((hit.text.as_str(), back.text.as_str()), ("caK", "mcabK"));
        assert_eq!(hit.steps.len(), 8);
        let landings = |part: &MovePart| -> Vec<(bool, bool, bool)> {
            part.legs
                .iter()
                .map(|l| (l.empty, l.capture, l.hop))
                .collect()
        };
        // A capture, then a step anywhere but back, to any square.
        assert_eq!(landings(hit), [(false, true, false), (true, true, false)]);
        assert_eq!(hit.legs[1].turns, 0xEF);
        assert!((hit.moves, hit.captures) == (true, true));
        // Anything, then straight back.
        assert_eq!(landings(back), [(true, true, false), (true, true, false)]);
        assert_eq!(back.legs[1].turns, 0x10);
        // The mao: an empty square by default, then 45 degrees outwards.
        let mao = &parse("afsW")[0];
        assert_eq!(landings(mao), [(true, false, false), (true, true, false)]);
        assert_eq!(mao.legs[1].turns, 0x82);
        // On a `W` or `F` a later leg goes on or turns a quarter by default.
        assert_eq!(parse("aF")[0].legs[1].turns, 0x45);
        // `y`: the last leg slides; `p`: a hop on the way; the last leg's
        // modality is the part's.
        let griffon = &parse("FyafsF")[1];
        assert_eq!(
            (griffon.legs[0].slides, griffon.legs[1].slides),
            (false, true)
        );
        let hop = &parse("pamfW")[0];
        assert_eq!(landings(hop), [(false, false, true), (true, false, false)]);
        assert!((hop.moves, hop.captures) == (true, false));
        assert!(!hop.is_plain_leap());
        // Three legs, each turn read relative to the leg before.
        let three = &parse("afsafK")[0];
        assert_eq!(three.legs.len(), 3);
        assert_eq!(three.legs[2].turns, 0x01);
    }

    #[test]
    fn multi_leg_errors_name_the_construct() {
        use BetzaErrorKind::*;
        let kind = |t: &str| Betza::parse(t).map(|_| ()).unwrap_err();
        let cases = [
            ("WaN", MultiLegAtom('N'), 2),
            ("aR", MultiLegAtom('R'), 1),
            ("aKK", MultiLegRange, 2),
            ("aW2", MultiLegRange, 2),
            ("naW", MultiLegModifier('n'), 0),
            ("aiW", MultiLegModifier('i'), 1),
            ("ceaW", MultiLegModifier('e'), 1),
            ("gaW", MultiLegModifier('g'), 0),
            ("apW", MultiLegModifier('p'), 1),
            ("cyaW", MultiLegModifier('y'), 1),
            ("yW", Toggle, 0),
            ("yaaK", Toggle, 0),
            ("ayW", Toggle, 1),
            ("WaaaaK", TooManyLegs, 1),
            ("alalalalW", TooManyLegs, 0),
        ];
        for (text, expected, at) in cases {
            let error = kind(text);
            assert_eq!((&error.kind, error.at), (&expected, at), "{text}");
        }
        // Empty squares and pieces on one path, or a slide after a piece.
        for mixed in ["acafK", "WcamaK", "pabyaK"] {
            let error = kind(mixed);
            assert_eq!(error.kind, MixedLegs, "{mixed}");
        }
        let error = kind("WcamaK");
        assert_eq!((error.at, error.len), (1, 5));
        // A square landed on twice: after a capture, then stepping on
        // (`cafcabaW`); after an empty square, capturing (`afabcaW`) or
        // ending where it may capture (`afabW`, and four king steps
        // round a triangle, `aaaK`); a slide over a square landed on
        // before (`afafyabW`).
        for twice in [
            "cafcabaW",
            "KcafcabaK",
            "afabcaW",
            "afabW",
            "aaaK",
            "afafyabW",
        ] {
            let error = kind(twice);
            assert_eq!(error.kind, LandsTwice, "{twice}");
        }
        let error = kind("KcafcabaK");
        assert_eq!((error.at, error.len), (1, 8));
        let error = kind("WaaaaK");
        assert_eq!((error.at, error.len), (1, 5));
        // Back onto the start square, a last leg back onto a square the
        // move captured or hopped on (the lion, the lion dog), and empty
        // squares landed on again without a capture there.
        for once in [
            "KNADcaKmcabK",
            "cafcabK",
            "cafpabK",
            "pafcabK",
            "mabK",
            "KaKaaK",
            "afabmW",
            "afabafW",
        ] {
            assert!(Betza::parse(once).is_ok(), "{once}");
        }
        assert!(Betza::parse("KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK").is_ok());
    }

    #[test]
    fn lame_legs_follow_the_orthogonal_first_path() {
        assert_eq!(lame_legs((1, 2)), [(0, 1)]);
        assert_eq!(lame_legs((-2, -2)), [(-1, -1)]);
        assert_eq!(lame_legs((0, 2)), [(0, 1)]);
        assert_eq!(lame_legs((2, 3)), [(0, 1), (1, 2)]);
        assert!(lame_legs((1, 1)).is_empty());
    }
}
