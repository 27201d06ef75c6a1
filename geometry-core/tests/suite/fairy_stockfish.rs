//! The core's walk of a Betza piece (`formula::piece_reach`, which the
//! command-line tool draws and the module tests check the tables against)
//! against Fairy-Stockfish's own moves: every piece of every built-in
//! variant, on its variant's board, from every square, for both sides, on
//! the empty board and among 20 random occupancies.
//!
//! The data is `geometry-tables/tests/data/betza_moves.txt` (pyffish; its
//! header names the command that regenerates it), read with
//! `geometry_test_support::fairy_data`. The generated modules are checked
//! against the same data in `geometry-tables`' suite: this check needs no
//! macro and runs on every change to the core.

use geometry_core::formula::{self, SquareSet, Wide};
use geometry_core::{Betza, Board, FairyPiece, Mapping};
use geometry_test_support::bits::squares_of_words;
use geometry_test_support::fairy_data::{self, Block};

/// The squares of `set`, as indices (lerf: the data's numbering), word by
/// word: the set's few squares, not a test of every square of the board.
fn indices(set: Wide) -> Vec<usize> {
    squares_of_words(&set.0)
}

/// Where the core's moves of one block first differ from the data's.
fn check(block: &Block<'_>) -> Result<(), String> {
    let Block {
        files,
        ranks,
        betza,
        lines,
    } = block;
    let board =
        Board::new(*files, *ranks, Mapping::Lerf).map_err(|e| format!("{files}x{ranks}: {e}"))?;
    let parsed = Betza::parse(betza).map_err(|e| format!("`{betza}`: {e}"))?;
    let piece = FairyPiece::from_betza("piece", parsed);
    if lines.len() != board.squares() {
        return Err(format!("{files}x{ranks} `{betza}`: {} lines", lines.len()));
    }
    for (from, line) in lines.iter().enumerate() {
        for (h, expected) in fairy_data::hashes(line)?.into_iter().enumerate() {
            let (color, initial) = (h % 2, h >= 2);
            let text = fairy_data::moves_text(*files, *ranks, from, color, &mut |blockers| {
                let mut occupied = Wide::bit(from);
                let mut enemy = Wide::default();
                for &(sq, side) in blockers {
                    occupied |= Wide::bit(sq);
                    if side != color {
                        enemy |= Wide::bit(sq);
                    }
                }
                let [attacks, moves, first] =
                    formula::piece_reach(&board, &piece, color, from, occupied);
                let quiet = if initial { moves | first } else { moves };
                (indices(quiet), indices(attacks & enemy))
            });
            if fairy_data::fnv(&text) != expected {
                return Err(format!(
                    "{files}x{ranks} `{betza}` from {} ({}, first moves {initial}): the core's moves differ from Fairy-Stockfish's; ours:\n{}",
                    board.square_name(from),
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
    let data = include_str!("../../../geometry-tables/tests/data/betza_moves.txt");
    let blocks = fairy_data::blocks(data).expect("the data parses");
    // Every (Betza string, board) of the built-in variants but the immobile
    // piece, as the tables' check counts them.
    assert_eq!(blocks.len(), 194);
    let failures: Vec<String> = blocks.iter().filter_map(|b| check(b).err()).collect();
    assert!(
        failures.is_empty(),
        "{} of {} pieces differ:\n{}",
        failures.len(),
        blocks.len(),
        failures.join("\n\n")
    );
}
