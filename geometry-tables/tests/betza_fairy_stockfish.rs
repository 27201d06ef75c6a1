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

use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare, PieceGeometry};

/// The boards of the built-in variants and every distinct Betza string
/// their pieces use (the immobile piece, `""`, has no move to check). Each
/// becomes a `board!` module and a list of its Betza strings, in the
/// order of the module's `Piece` enum.
macro_rules! boards {
    ($($module:ident: $files:literal x $ranks:literal => [$($piece:ident = $betza:literal),* $(,)?];)*) => {
        $(
            geometry_macros::board! {
                pub mod $module { files = $files, ranks = $ranks, pieces = [$($piece = $betza),*] }
            }
        )*

        /// Checks one block of the data file against the board of its size.
        fn check_block(files: usize, ranks: usize, betza: &str, lines: &[&str]) -> Result<(), String> {
            $(
                if (files, ranks) == ($files, $ranks) {
                    let names = [$($betza),*];
                    let Some(k) = names.iter().position(|&b| b == betza) else {
                        return Err(format!("{files}x{ranks} `{betza}` is not declared in this test"));
                    };
                    return check::<$module::Board>(files, ranks, betza, $module::Piece::ALL[k], lines);
                }
            )*
            Err(format!("no board {files}x{ranks} is declared in this test"))
        }
    };
}

boards! {
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

/// Occupancies per square and side: the empty board, then 20 random ones.
const OCCUPANCIES: u64 = 21;

/// splitmix64, as the generator steps it: (new state, output).
fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// The blockers of occupancy `k` (none for 0), as (square, side) in lerf
/// order, drawn as the generator draws them.
fn occupancy(files: usize, ranks: usize, sq: usize, color: usize, k: u64) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if k == 0 {
        return out;
    }
    let mut state =
        ((((files as u64 * 17 + ranks as u64) * 257 + sq as u64) * 2 + color as u64) * 64) + k;
    let density = 1 + k % 4;
    for t in 0..files * ranks {
        if t == sq {
            continue;
        }
        let (next, r) = splitmix(state);
        state = next;
        if r % 8 < density {
            out.push((t, ((r >> 8) & 1) as usize));
        }
    }
    out
}

/// FNV-1a, 64 bits.
fn fnv(text: &str) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for b in text.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3);
    }
    h
}

/// The lerf index of a square: the data's numbering.
fn lerf<G: BitboardGeometry>(sq: G::Square) -> usize {
    sq.rank() as usize * G::FILES + sq.file() as usize
}

/// A set as ascending lerf indices, comma-separated.
fn listed<G: BitboardGeometry>(set: G::Bitboard) -> String {
    let mut indices: Vec<usize> = Vec::new();
    for sq in (0..G::SQUARES).filter_map(G::Square::from_index) {
        if set.has(sq.index()) {
            indices.push(lerf::<G>(sq));
        }
    }
    indices.sort_unstable();
    let texts: Vec<String> = indices.iter().map(usize::to_string).collect();
    texts.join(",")
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
    let mut text = String::new();
    for k in 0..OCCUPANCIES {
        let mut occupied = G::square_bb(from);
        let mut enemy = G::Bitboard::EMPTY;
        for (t, side) in occupancy(files, ranks, lerf::<G>(from), color, k) {
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
        text.push_str(&format!(
            "{k}:{}|{};",
            listed::<G>(quiet),
            listed::<G>(captures)
        ));
    }
    text
}

fn check<G: PieceGeometry>(
    files: usize,
    ranks: usize,
    betza: &str,
    piece: G::Piece,
    lines: &[&str],
) -> Result<(), String> {
    if lines.len() != files * ranks {
        return Err(format!("{files}x{ranks} `{betza}`: {} lines", lines.len()));
    }
    for (i, line) in lines.iter().enumerate() {
        let hashes: Vec<u64> = line
            .split(' ')
            .map(|h| u64::from_str_radix(h, 16).map_err(|e| format!("{line}: {e}")))
            .collect::<Result<_, _>>()?;
        let from = G::Square::from_coords((i % files) as u8, (i / files) as u8)
            .ok_or_else(|| format!("square {i} off the board"))?;
        for (h, &expected) in hashes.iter().enumerate() {
            let (color, initial) = (h % 2, h >= 2);
            let text = moves_text::<G>(piece, from, color, initial);
            if fnv(&text) != expected {
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

#[test]
fn every_built_in_variants_pieces_move_as_in_fairy_stockfish() {
    #[allow(
        clippy::disallowed_macros,
        reason = "a test's fixture; the rule keeps file reads out of the macros' code"
    )]
    let data = include_str!("data/betza_moves.txt");
    let mut blocks: Vec<(usize, usize, &str, Vec<&str>)> = Vec::new();
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        if let Some((size, betza)) = line.split_once(' ').filter(|(s, _)| s.contains('x')) {
            let (files, ranks) = size.split_once('x').unwrap();
            blocks.push((
                files.parse().unwrap(),
                ranks.parse().unwrap(),
                betza,
                Vec::new(),
            ));
        } else if let Some(block) = blocks.last_mut() {
            block.3.push(line);
        }
    }
    // Every (Betza string, board) of the built-in variants but the immobile
    // piece: see the generator.
    assert_eq!(blocks.len(), 194);
    let mut failures = Vec::new();
    for (files, ranks, betza, lines) in &blocks {
        if let Err(e) = check_block(*files, *ranks, betza, lines) {
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
