//! Every piece of every built-in Fairy-Stockfish variant, declared in
//! Betza notation on its variant's board, against Fairy-Stockfish's legal
//! moves of that piece: from every square, for both sides, on the empty
//! board and among 20 random occupancies with blockers of both sides.
//!
//! `data/betza_moves.txt` holds Fairy-Stockfish's moves, one hash per
//! square and side over all 21 occupancies; `betza_moves.py` regenerates it
//! (its docs give the text that is hashed and the occupancies). This test
//! builds the same text from the library's `attacks`, `moves` and
//! `initial_moves` (quiet moves to empty squares, captures where
//! `attacks` meets the other side's pieces), hashes it the same way, and
//! prints its own text on a mismatch.
//!
//! The same comparison runs on random Betza strings on random boards
//! (`data/betza_random.txt`, from `betza_random.py`), to find what the
//! built-in variants never write. Where Fairy-Stockfish departs from the
//! notation (see [`Departure`]), the library's moves are checked against
//! a walk over coordinates written apart from the core instead.

use geometry_core::{Betza, Hop, Mapping, MovePart};
use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare, PieceGeometry};
use geometry_test_support::fairy_data::{self, Block};
use geometry_test_support::reference::Layout;

/// Declares each board as a `board!` module with its Betza strings as
/// pieces (in the order of the module's `Piece` enum), and a function
/// `$check` that runs a [`PieceCheck`] on the piece of a given board and
/// string.
macro_rules! boards {
    (fn $check:ident; $($module:ident: $files:literal x $ranks:literal => [$($piece:ident = $betza:literal),* $(,)?];)*) => {
        $(
            geometry_macros::board! {
                pub mod $module { files = $files, ranks = $ranks, pieces = [$($piece = $betza),*] }
            }
        )*

        fn $check(files: usize, ranks: usize, betza: &str, check: &impl PieceCheck) -> Result<(), String> {
            $(
                if (files, ranks) == ($files, $ranks) {
                    let names = [$($betza),*];
                    let Some(k) = names.iter().position(|&b| b == betza) else {
                        return Err(format!("{files}x{ranks} `{betza}` is not declared in this test"));
                    };
                    return check.run::<$module::Board>(betza, $module::Piece::ALL[k]);
                }
            )*
            Err(format!("no board {files}x{ranks} is declared in this test"))
        }
    };
}

// The boards of the built-in variants and every distinct Betza string
// their pieces use (the immobile piece, `""`, has no move to check).
boards! {
    fn check_block;
    b3x4: 3 x 4 => [p0 = "F", p1 = "K", p2 = "W", p3 = "WfF", p4 = "fW"];
    b4x5: 4 x 5 => [p0 = "B", p1 = "BW", p2 = "FfW", p3 = "K", p4 = "R", p5 = "RF", p6 = "WfF", p7 = "fN", p8 = "fR", p9 = "fW"];
    b5x5: 5 x 5 => [p0 = "B", p1 = "BW", p2 = "FfW", p3 = "K", p4 = "N", p5 = "Q", p6 = "R", p7 = "RF", p8 = "WfF", p9 = "fN", p10 = "fR", p11 = "fW", p12 = "fmWfceFifmnD"];
    b5x6: 5 x 6 => [p0 = "B", p1 = "BW", p2 = "FfW", p3 = "K", p4 = "R", p5 = "RF", p6 = "WfF", p7 = "cW", p8 = "fW"];
    b6x6: 6 x 6 => [p0 = "B", p1 = "BW", p2 = "FfW", p3 = "K", p4 = "N", p5 = "Q", p6 = "R", p7 = "RF", p8 = "WfF", p9 = "fN", p10 = "fW", p11 = "fmWfceFifmnD"];
    b6x8: 6 x 8 => [p0 = "mK"];
    b7x7: 7 x 7 => [p0 = "FsfW", p1 = "FvW", p2 = "K", p3 = "KbRfBbF2", p4 = "R", p5 = "bFfD", p6 = "fAbD", p7 = "fRlbBrbF", p8 = "fRrbBlbF", p9 = "fW", p10 = "fsW", p11 = "mDmNmA", p12 = "mK", p13 = "mRcpR", p14 = "nN"];
    b7x9: 7 x 9 => [p0 = "K", p1 = "R", p2 = "WfFbR", p3 = "fFfR", p4 = "fKbR", p5 = "fRffN", p6 = "fW", p7 = "frlR"];
    b8x8: 8 x 8 => [p0 = "A", p1 = "B", p2 = "BN", p3 = "BW", p4 = "BnN", p5 = "F", p6 = "FAsmW", p7 = "FfW", p8 = "K", p9 = "N", p10 = "NN", p11 = "Q", p12 = "QN", p13 = "R", p14 = "RF", p15 = "RN", p16 = "RNF", p17 = "WD", p18 = "WfF", p19 = "fNsW", p20 = "fW", p21 = "fbmWfceFifmnD", p22 = "fmFfcWimA", p23 = "fmWfF", p24 = "fmWfceFifmnD", p25 = "fsmWfceFifmnD", p26 = "gQ", p27 = "mBcN", p28 = "mF", p29 = "mN", p30 = "mNcB", p31 = "mNcR", p32 = "mRcN", p33 = "mfF", p34 = "mfFcfeWimfnA", p35 = "mflFcflW"];
    b8x10: 8 x 10 => [p0 = "B", p1 = "BN", p2 = "K", p3 = "NN", p4 = "NNQ", p5 = "Q", p6 = "R", p7 = "RN", p8 = "fKifmnD", p9 = "fmWfceFifmnD"];
    b9x9: 9 x 9 => [p0 = "B", p1 = "BN", p2 = "BW", p3 = "FfW", p4 = "FsfW", p5 = "K", p6 = "N", p7 = "Q", p8 = "R", p9 = "RF", p10 = "RN", p11 = "WfF", p12 = "fN", p13 = "fR", p14 = "fW", p15 = "fmWfceFifmnD"];
    b9x10: 9 x 10 => [p0 = "F", p1 = "K", p2 = "R", p3 = "RcpRnN", p4 = "W", p5 = "fsW", p6 = "mRcpR", p7 = "nA", p8 = "nN", p9 = "nZ", p10 = "pR"];
    b10x8: 10 x 8 => [p0 = "B", p1 = "BN", p2 = "K", p3 = "KN", p4 = "N", p5 = "Q", p6 = "QN", p7 = "R", p8 = "RN", p9 = "fmWfceFifmnD"];
    b10x10: 10 x 10 => [p0 = "B", p1 = "BN", p2 = "BW", p3 = "CF", p4 = "DAW", p5 = "FA", p6 = "FDH", p7 = "FfW", p8 = "K", p9 = "N", p10 = "NW", p11 = "Q", p12 = "R", p13 = "RF", p14 = "RN", p15 = "WfF", p16 = "cW", p17 = "fW", p18 = "fmWfceFifmnD", p19 = "mQ", p20 = "mRcpR", p21 = "vR"];
    b12x8: 12 x 8 => [p0 = "A", p1 = "B", p2 = "F", p3 = "K", p4 = "N", p5 = "R", p6 = "W", p7 = "fmWfceFifmnD"];
    b12x10: 12 x 10 => [p0 = "B", p1 = "CF", p2 = "DAW", p3 = "K", p4 = "N", p5 = "Q", p6 = "R", p7 = "fmWfceFifmnD"];
}

// The random strings of `data/betza_random.txt`, each on its board.
include!("../data/betza_random_boards.rs");

// The pieces of Fairy-Stockfish's `variants.ini` (`data/variants_ini.txt`),
// each on its variant's board.
include!("../data/variants_ini_boards.rs");

/// A check of one piece of a declared board.
trait PieceCheck {
    fn run<G: PieceGeometry>(&self, betza: &str, piece: G::Piece) -> Result<(), String>;
}

/// The lerf index of a square: the data's numbering.
fn lerf<G: BitboardGeometry>(sq: G::Square) -> usize {
    sq.rank() as usize * G::FILES + sq.file() as usize
}

/// The text the generator hashes, from the library's functions: for each
/// occupancy, the quiet moves (with the first moves when `initial`), then
/// the captures.
fn moves_text<G: PieceGeometry>(
    piece: G::Piece,
    from: G::Square,
    color: usize,
    initial: bool,
) -> String {
    let (files, ranks) = (G::FILES, G::RANKS);
    let square_at = |i: usize| G::Square::from_coords((i % files) as u8, (i / files) as u8);
    fairy_data::moves_text(files, ranks, lerf::<G>(from), color, &mut |blockers| {
        let mut occupied = G::square_bb(from);
        let mut enemy = G::Bitboard::EMPTY;
        for &(t, side) in blockers {
            let Some(sq) = square_at(t) else { continue };
            occupied |= G::square_bb(sq);
            if side != color {
                enemy |= G::square_bb(sq);
            }
        }
        let mut quiet = G::piece_moves(piece, color, from, occupied);
        if initial {
            quiet |= G::piece_initial_moves(piece, color, from, occupied);
        }
        let captures = G::piece_attacks(piece, color, from, occupied) & enemy;
        (listed::<G>(quiet), listed::<G>(captures))
    })
}

/// A set's squares as lerf indices, bit by bit (the set's few squares,
/// not every square of the board: this runs unoptimized for millions of
/// sets).
fn listed<G: BitboardGeometry>(mut set: G::Bitboard) -> Vec<usize> {
    let mut out = Vec::new();
    while let Some(index) = set.pop_lowest() {
        out.extend(G::Square::from_index(index).map(lerf::<G>));
    }
    out
}

/// Fairy-Stockfish's hashes of one piece: a line per square in lerf
/// order, white's and black's hash, then the same with first moves.
struct FairyStockfish<'a> {
    lines: &'a [&'a str],
}

impl PieceCheck for FairyStockfish<'_> {
    fn run<G: PieceGeometry>(&self, betza: &str, piece: G::Piece) -> Result<(), String> {
        let (files, ranks) = (G::FILES, G::RANKS);
        if self.lines.len() != files * ranks {
            return Err(format!(
                "{files}x{ranks} `{betza}`: {} lines",
                self.lines.len()
            ));
        }
        for (i, line) in self.lines.iter().enumerate() {
            let from = square_at::<G>(i)?;
            for (h, expected) in fairy_data::hashes(line)?.into_iter().enumerate() {
                let (color, initial) = (h % 2, h >= 2);
                let text = moves_text::<G>(piece, from, color, initial);
                if fairy_data::fnv(&text) != expected {
                    return Err(format!(
                        "{files}x{ranks} `{betza}` from {from} ({}, first moves {initial}): the library's moves differ from Fairy-Stockfish's; ours:\n{}\n(run `python3 geometry-tables/tests/betza_moves.py --explain {files}x{ranks} {betza} {from} {color}` for theirs)",
                        ["white", "black"][color],
                        text.replace(';', ";\n")
                    ));
                }
            }
        }
        Ok(())
    }
}

/// The walk over coordinates in the test-support crate, on the same
/// occupancies, for the strings where Fairy-Stockfish departs from Betza.
struct CoordinateWalk<'a> {
    parts: &'a [MovePart],
    /// With first moves: whether the piece has any (`i`).
    initial: bool,
}

impl PieceCheck for CoordinateWalk<'_> {
    fn run<G: PieceGeometry>(&self, betza: &str, piece: G::Piece) -> Result<(), String> {
        let (files, ranks) = (G::FILES, G::RANKS);
        let layout = Layout::new(files, ranks, Mapping::Lerf);
        for i in 0..files * ranks {
            let from = square_at::<G>(i)?;
            for color in 0..2 {
                for initial in [false, true].into_iter().filter(|&f| !f || self.initial) {
                    let ours = moves_text::<G>(piece, from, color, initial);
                    let walk = self.walk_text(&layout, i, color, initial);
                    if ours != walk {
                        return Err(format!(
                            "{files}x{ranks} `{betza}` from {from} ({}, first moves {initial}): the library's moves differ from the coordinate walk's; ours:\n{}\nthe walk's:\n{}",
                            ["white", "black"][color],
                            ours.replace(';', ";\n"),
                            walk.replace(';', ";\n")
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

impl CoordinateWalk<'_> {
    /// The hashed text, from the walk (lerf indices are the layout's).
    fn walk_text(&self, layout: &Layout, from: usize, color: usize, initial: bool) -> String {
        fairy_data::moves_text(layout.files, layout.ranks, from, color, &mut |blockers| {
            let mut side = vec![None; layout.n()];
            for &(t, s) in blockers {
                side[t] = Some(s);
            }
            let sets = layout.betza_sets(self.parts, color, from, &|i| side[i].is_some());
            let mut quiet = sets.moves;
            if initial {
                quiet.extend(sets.initial);
            }
            let captures = sets
                .attacks
                .into_iter()
                .filter(|&t| side[t].is_some_and(|s| s != color))
                .collect();
            (quiet, captures)
        })
    }
}

/// The square of lerf index `i`.
fn square_at<G: PieceGeometry>(i: usize) -> Result<G::Square, String> {
    G::Square::from_coords((i % G::FILES) as u8, (i / G::FILES) as u8)
        .ok_or_else(|| format!("square {i} off the board"))
}

#[test]
fn every_built_in_variants_pieces_move_as_in_fairy_stockfish() {
    #[allow(
        clippy::disallowed_macros,
        reason = "a test's fixture; the rule keeps file reads out of the macros' code"
    )]
    let data = include_str!("../data/betza_moves.txt");
    let blocks = fairy_data::blocks(data).expect("the data parses");
    // Every (Betza string, board) of the built-in variants but the immobile
    // piece: see the generator.
    assert_eq!(blocks.len(), 194);
    let mut failures = Vec::new();
    for Block {
        files,
        ranks,
        betza,
        lines,
    } in &blocks
    {
        if let Err(e) = check_block(*files, *ranks, betza, &FairyStockfish { lines }) {
            failures.push(e);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} pieces differ:\n{}",
        failures.len(),
        blocks.len(),
        failures.join("\n\n")
    );
}

/// Where Fairy-Stockfish's moves depart from the Betza notation, each from
/// how it stores a piece: `from_betza` (its `src/piece.cpp`) files every
/// part's steps into one of three maps per modality (leaps and lame leaps,
/// riders, hoppers), direction to distance; `init_pieces` (its
/// `src/bitboard.cpp`) turns each map into precomputed rider tables; and
/// `attacks_bb` / `moves_bb` (its `src/bitboard.h`) take the union of every
/// rider table a modality uses, masked by the squares its parts reach on
/// an empty board. The library follows the notation in each case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Departure {
    /// A rider or hopper on an atom with no rider table, or a range digit
    /// on one (`DD`, `CC`, `GG`, `D1`, `gNN`): `init_pieces` knows rider
    /// tables for the rook's, bishop's and knight's lines only, hopper
    /// tables for the rook's and bishop's, so such a part gets partial
    /// moves or none. A range digit makes any atom a rider there
    /// (`from_betza`: `if (isdigit(betza[i+1]) ...) rider = true`), and a
    /// rider is never lame (`if (!rider && lame) distance = -1`).
    RiderTable,
    /// A lame leap other than N, A, Z and D (`nC`, `nH`, `nG`): a lame
    /// step has distance -1, `init_pieces` gives lame tables to those four
    /// leaps only, and a nonzero distance keeps the step out of the leaper
    /// table (`if (!limit) leaper |= ...`): no move at all.
    LameTable,
    /// Parts of different kinds (slider, cannon, grasshopper, lame leaper)
    /// along one kind of line, in one modality (`fQgR`, `frgBcfQ`):
    /// `attacks_bb` unions their rider tables, each over whole lines, and
    /// masks the union only by where any part reaches, so moves appear that
    /// neither part has alone.
    SharedLines,
    /// Two parts in the same map and modality with a step in common at
    /// different distances (`fRR4`, `fNnN`, `pRgR`): `from_betza` writes
    /// `v[Direction(..)] = distance`, so the later part replaces the
    /// earlier one along that step.
    LaterPartWins,
}

/// Fairy-Stockfish's map of a part: leaps (0), riders (1) or hoppers (2),
/// and the distance it stores for each step.
fn fairy_map(part: &MovePart) -> (u8, i32) {
    let digit = part.text.ends_with(|c: char| c.is_ascii_digit());
    match part.hop {
        Hop::Grasshopper => (2, 1),
        Hop::Cannon => (2, i32::from(part.range)),
        Hop::None if part.range != 1 || digit => (1, i32::from(part.range)),
        Hop::None => (0, if part.lame { -1 } else { 0 }),
    }
}

/// The modalities a part is filed under: quiet, capture, first move.
fn modalities(part: &MovePart) -> [bool; 3] {
    [part.moves && !part.initial, part.captures, part.initial]
}

/// A step's shape: (longer, shorter) of its file and rank offsets.
fn shape(&(f, r): &(i32, i32)) -> (i32, i32) {
    (f.abs().max(r.abs()), f.abs().min(r.abs()))
}

/// The kind of line a step of a rider, hopper or lame leaper moves along,
/// as Fairy-Stockfish's rider tables share them: a rank, a file, a
/// diagonal, a knight's line, or none that another table shares.
fn line_kind(&(f, r): &(i32, i32)) -> char {
    match shape(&(f, r)) {
        _ if r == 0 => 'H',
        _ if f == 0 => 'V',
        (a, b) if a == b => 'D',
        (2, 1) => 'N',
        _ => 'O',
    }
}

/// The eight steps of a step's shape.
fn compass(&(f, r): &(i32, i32)) -> Vec<(i32, i32)> {
    let mut all = Vec::new();
    for (a, b) in [(f, r), (r, f)] {
        for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if !all.contains(&(sa * a, sb * b)) {
                all.push((sa * a, sb * b));
            }
        }
    }
    all
}

/// The departure that makes Fairy-Stockfish's moves of `parts` differ from
/// the notation's, if any.
fn departure(parts: &[MovePart]) -> Option<Departure> {
    let riding: [(i32, i32); 3] = [(1, 0), (1, 1), (2, 1)];
    for part in parts {
        let (map, _) = fairy_map(part);
        let shapes = || part.steps.iter().map(shape);
        if map == 1 && (part.lame || shapes().any(|s| !riding.contains(&s))) {
            return Some(Departure::RiderTable);
        }
        if map == 2 && shapes().any(|s| !riding[..2].contains(&s)) {
            return Some(Departure::RiderTable);
        }
        if map == 0 && part.lame && shapes().any(|s| ![(2, 1), (2, 2), (3, 2), (2, 0)].contains(&s))
        {
            return Some(Departure::LameTable);
        }
    }
    for m in 0..3 {
        let group: Vec<&MovePart> = parts.iter().filter(|p| modalities(p)[m]).collect();
        for (i, a) in group.iter().enumerate() {
            for b in &group[i + 1..] {
                let (a_map, a_distance) = fairy_map(a);
                let (b_map, b_distance) = fairy_map(b);
                let common = a.steps.iter().any(|s| b.steps.contains(s));
                if a_map == b_map && common && !later_covers(a_map, a_distance, b_distance) {
                    return Some(Departure::LaterPartWins);
                }
                if kind(a) != kind(b) && kind(a).is_some() && kind(b).is_some() {
                    let shared = a
                        .steps
                        .iter()
                        .any(|s| b.steps.iter().any(|t| line_kind(s) == line_kind(t)));
                    if shared && !(whole_lines(a) && whole_lines(b)) {
                        return Some(Departure::SharedLines);
                    }
                }
            }
        }
    }
    None
}

/// Whether a later distance `b` reaches everything an earlier `a` did in
/// the same map, so that replacing one by the other changes nothing.
fn later_covers(map: u8, a: i32, b: i32) -> bool {
    match map {
        0 => a == b || b == 0,
        1 => b == 0 || (a != 0 && b >= a),
        _ => a == b,
    }
}

/// The kind of rider table a part is read through, if any: a slider, a
/// cannon, a grasshopper or a lame leaper.
fn kind(part: &MovePart) -> Option<u8> {
    match (fairy_map(part), part.hop) {
        ((1, _), _) => Some(0),
        ((2, _), Hop::Cannon) => Some(1),
        ((2, _), _) => Some(2),
        ((0, -1), _) => Some(3),
        _ => None,
    }
}

/// Whether a part rides or hops, without limit, every step of each kind
/// of line it uses: then the union of rider tables adds nothing there.
fn whole_lines(part: &MovePart) -> bool {
    let unlimited = match (fairy_map(part), part.hop) {
        ((1, distance), _) | ((2, distance), Hop::Cannon) => distance == 0,
        ((2, _), _) => true,
        _ => false,
    };
    unlimited
        && part.steps.iter().all(|s| {
            compass(s)
                .iter()
                .filter(|t| line_kind(t) == line_kind(s))
                .all(|t| part.steps.contains(t))
        })
}

#[test]
fn random_betza_strings_move_as_in_fairy_stockfish_or_as_betza_says() {
    #[allow(
        clippy::disallowed_macros,
        reason = "a test's fixture; the rule keeps file reads out of the macros' code"
    )]
    let data = include_str!("../data/betza_random.txt");
    let blocks = fairy_data::blocks(data).expect("the data parses");
    assert!(blocks.len() >= 40, "{} random strings", blocks.len());
    let mut failures = Vec::new();
    // Per departure: strings, and how many of them Fairy-Stockfish moves
    // otherwise than the notation.
    let mut departures: Vec<(Departure, usize, usize)> = Vec::new();
    for Block {
        files,
        ranks,
        betza,
        lines,
    } in &blocks
    {
        let parts = Betza::parse(betza).unwrap();
        let fairy_stockfish = FairyStockfish { lines };
        let result = match departure(parts.parts()) {
            None => check_random_block(*files, *ranks, betza, &fairy_stockfish),
            Some(d) => {
                let differs = check_random_block(*files, *ranks, betza, &fairy_stockfish).is_err();
                match departures.iter_mut().find(|(e, _, _)| *e == d) {
                    Some((_, n, k)) => (*n, *k) = (*n + 1, *k + usize::from(differs)),
                    None => departures.push((d, 1, usize::from(differs))),
                }
                let initial = parts.parts().iter().any(|p| p.initial);
                let walk = CoordinateWalk {
                    parts: parts.parts(),
                    initial,
                };
                check_random_block(*files, *ranks, betza, &walk)
            }
        };
        if let Err(e) = result {
            failures.push(e);
        }
    }
    println!(
        "{} random strings: {} against Fairy-Stockfish, the rest against the walk",
        blocks.len(),
        blocks.len() - departures.iter().map(|d| d.1).sum::<usize>()
    );
    for (d, n, k) in &departures {
        println!("  {d:?}: {n} strings, {k} of them moving otherwise in Fairy-Stockfish");
    }
    assert!(
        failures.is_empty(),
        "{} of {} random strings differ:\n{}",
        failures.len(),
        blocks.len(),
        failures.join("\n\n")
    );
}

/// The `variants.ini` pieces whose moves in Fairy-Stockfish depart from
/// what their Betza says, and the departure: the tables follow the
/// notation, checked against the walk. elgam's `nC`, a lame camel,
/// parses there but never moves (see [`Departure::LameTable`]).
const NOTATION_OVER_ENGINE: [(&str, Departure); 1] = [("nC", Departure::LameTable)];

/// The variants of Fairy-Stockfish's `variants.ini`, as the data's census
/// gives them: name, board and the Betza strings of its own pieces.
fn census(data: &str) -> Vec<(&str, usize, usize, Vec<&str>)> {
    let mut out = Vec::new();
    for line in data.lines().filter_map(|l| l.strip_prefix("variant ")) {
        let mut words = line.split(' ');
        let (name, size) = (words.next().unwrap(), words.next().unwrap());
        let (files, ranks) = size.split_once('x').unwrap();
        let pieces = words
            .filter(|&w| w != "-")
            .map(|w| w.split_once(':').unwrap().1)
            .collect();
        out.push((name, files.parse().unwrap(), ranks.parse().unwrap(), pieces));
    }
    out
}

#[test]
fn every_variants_ini_piece_moves_as_in_fairy_stockfish() {
    #[allow(
        clippy::disallowed_macros,
        reason = "a test's fixture; the rule keeps file reads out of the macros' code"
    )]
    let data = include_str!("../data/variants_ini.txt");
    let variants = census(data);
    assert_eq!(variants.len(), 143, "variants in variants.ini");
    let blocks = fairy_data::blocks(data).expect("the data parses");
    let mut failures = Vec::new();
    let mut verified: Vec<(usize, usize, &str)> = Vec::new();
    let mut walked = Vec::new();
    for Block {
        files,
        ranks,
        betza,
        lines,
    } in &blocks
    {
        let parts = Betza::parse(betza).unwrap();
        let result = match departure(parts.parts()) {
            None => check_ini_block(*files, *ranks, betza, &FairyStockfish { lines }),
            Some(d) if NOTATION_OVER_ENGINE.contains(&(*betza, d)) => {
                walked.push(*betza);
                let initial = parts.parts().iter().any(|p| p.initial);
                let walk = CoordinateWalk {
                    parts: parts.parts(),
                    initial,
                };
                check_ini_block(*files, *ranks, betza, &walk)
            }
            Some(d) => Err(format!(
                "{files}x{ranks} `{betza}`: Fairy-Stockfish departs from the notation ({d:?}), and the test does not name it"
            )),
        };
        match result {
            Ok(()) => verified.push((*files, *ranks, betza)),
            Err(e) => failures.push(e),
        }
    }
    assert_eq!(walked.len(), NOTATION_OVER_ENGINE.len(), "{walked:?}");
    let mut with_pieces = 0;
    let mut all_verified = 0;
    for (name, files, ranks, pieces) in &variants {
        with_pieces += usize::from(!pieces.is_empty());
        let ok = pieces
            .iter()
            .all(|betza| verified.contains(&(*files, *ranks, betza)));
        if ok {
            all_verified += 1;
        } else {
            failures.push(format!("{name}: a piece is not verified"));
        }
    }
    println!(
        "{all_verified} of {} variants.ini variants verified: {with_pieces} with pieces of their own ({} distinct on their boards, {} of them against the walk: {walked:?}), the rest with built-in pieces only",
        variants.len(),
        blocks.len(),
        walked.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
