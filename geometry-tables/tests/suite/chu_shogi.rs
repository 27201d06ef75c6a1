//! Chu shogi's pieces, as the example declares them, against lishogi's
//! rules library shogiops 0.18.0 (`tests/data/chu_shogi_attacks.txt`,
//! written by `tests/chu_shogi/attacks.mjs`): what each piece attacks and
//! where it moves without capturing, from every square of the 12x12
//! board, for both sides, on the empty board and 20 random occupancies.
//! shogiops' attack functions apply no rule beyond the geometry (the
//! lion-trading rules live in its move generator), so the comparison
//! needs no position built around them.
//!
//! The lion's, the falcon's and the eagle's second steps
//! (`secondLionStepDests`, `tests/data/chu_shogi_lion_steps.txt`, written
//! by `tests/chu_shogi/lion_steps.mjs`) against the module's legs
//! (`Piece::leg_targets`), from every first step onto an enemy piece, on
//! 20 random positions per square and side. The positions hold no lion
//! but the piece, so that the lion-trading rules never apply. A first
//! step onto an empty square is left out: shogiops counts the square
//! reached past it as a second step, where the module has the piece's
//! direct jump (`D`, `A`, the lion's `KNAD`).

use geometry_tables::Bitboard256;
use geometry_test_support::fairy_data;

include!("../../examples/chu_shogi/board.rs");

/// shogiops' role for each piece of the module; the promoted roles and
/// the prince move as one of these.
const ROLES: [(&str, chu::Piece); 28] = {
    use chu::Piece::*;
    [
        ("pawn", ChuPawn),
        ("lance", Lance),
        ("leopard", FerociousLeopard),
        ("copper", Copper),
        ("silver", Silver),
        ("gold", Gold),
        ("elephant", DrunkElephant),
        ("tiger", BlindTiger),
        ("king", ChuKing),
        ("chariot", ReverseChariot),
        ("bishop", ChuBishop),
        ("rook", ChuRook),
        ("phoenix", Phoenix),
        ("kirin", Kirin),
        ("sidemover", SideMover),
        ("verticalmover", VerticalMover),
        ("horse", DragonHorse),
        ("dragon", DragonKing),
        ("queen", FreeKing),
        ("lion", Lion),
        ("gobetween", GoBetween),
        ("ox", FlyingOx),
        ("stag", FlyingStag),
        ("boar", FreeBoar),
        ("falcon", HornedFalcon),
        ("eagle", SoaringEagle),
        ("whale", Whale),
        ("whitehorse", WhiteHorse),
    ]
};

/// The lerf indices of a set, in order: its own squares one by one, not
/// a test of every square (this runs unoptimized for every square, side
/// and occupancy).
fn listed(set: Bitboard256) -> Vec<usize> {
    set.into_iter().collect()
}

#[test]
fn every_piece_attacks_and_moves_as_shogiops_says() {
    #[allow(
        clippy::disallowed_macros,
        reason = "a test's fixture; the rule keeps file reads out of the macros' code"
    )]
    let data = include_str!("../data/chu_shogi_attacks.txt");
    let blocks = fairy_data::blocks(data).expect("the data parses");
    assert_eq!(blocks.len(), ROLES.len(), "a block per role");
    for (block, (role, piece)) in blocks.iter().zip(ROLES) {
        assert_eq!((block.files, block.ranks, block.betza), (12, 12, role));
        assert_eq!(block.lines.len(), 144, "{role}");
        for (from, line) in block.lines.iter().enumerate() {
            let expected = fairy_data::hashes(line).expect("two hashes");
            let sq = chu::Square::ALL[from];
            for (color, &expected) in expected.iter().enumerate().take(2) {
                let text = fairy_data::moves_text(12, 12, from, color, &mut |blockers| {
                    let mut occupied = Bitboard256::EMPTY;
                    for &(b, _) in blockers {
                        occupied |= Bitboard256::bit(b);
                    }
                    (
                        listed(piece.moves(color, sq, occupied)),
                        listed(piece.attacks(color, sq, occupied)),
                    )
                });
                assert_eq!(
                    fairy_data::fnv(&text),
                    expected,
                    "`{}` ({role}) of side {color} on {sq}: ours, by occupancy, `k:quiet|attacks;`: {text}",
                    piece.name()
                );
            }
        }
    }
}

#[test]
fn the_lions_second_steps_are_shogiops() {
    #[allow(
        clippy::disallowed_macros,
        reason = "a test's fixture; the rule keeps file reads out of the macros' code"
    )]
    let data = include_str!("../data/chu_shogi_lion_steps.txt");
    let blocks = fairy_data::blocks(data).expect("the data parses");
    let pieces = [
        ("lion", chu::Piece::Lion),
        ("falcon", chu::Piece::HornedFalcon),
        ("eagle", chu::Piece::SoaringEagle),
    ];
    assert_eq!(blocks.len(), pieces.len(), "a block per piece");
    let mut steps = 0;
    for (block, (role, piece)) in blocks.iter().zip(pieces) {
        assert_eq!((block.files, block.ranks, block.betza), (12, 12, role));
        for (from, line) in block.lines.iter().enumerate() {
            let expected = fairy_data::hashes(line).expect("two hashes");
            let sq = chu::Square::ALL[from];
            for (color, &expected) in expected.iter().enumerate().take(2) {
                let mut text = String::new();
                for k in 1..fairy_data::OCCUPANCIES {
                    let blockers = fairy_data::occupancy(12, 12, from, color, k);
                    let (mut occupied, mut own) = (Bitboard256::EMPTY, Bitboard256::EMPTY);
                    for &(b, side) in &blockers {
                        occupied |= Bitboard256::bit(b);
                        if side == color {
                            own |= Bitboard256::bit(b);
                        }
                    }
                    let (file, rank) = (from % 12, from / 12);
                    for mid in 0..144 {
                        let (mf, mr) = (mid % 12, mid / 12);
                        // A first step onto an enemy a king step away; the
                        // blockers searched only for the squares near.
                        let near = mid != from && mf.abs_diff(file) <= 1 && mr.abs_diff(rank) <= 1;
                        if !near || !blockers.iter().any(|&(b, s)| b == mid && s != color) {
                            continue;
                        }
                        let ends =
                            piece.leg_targets(color, sq, chu::Square::ALL[mid], occupied) & !own;
                        let listed: Vec<String> =
                            listed(ends).iter().map(usize::to_string).collect();
                        text.push_str(&format!("{k}.{mid}:{};", listed.join(",")));
                        steps += 1;
                    }
                }
                assert_eq!(
                    fairy_data::fnv(&text),
                    expected,
                    "`{}` of side {color} on {sq}: ours, `k.first step:second steps;`: {text}",
                    piece.name()
                );
            }
        }
    }
    // Every piece, square and side had first steps onto enemies.
    assert!(steps > 3 * 144 * 2 * 10, "{steps} first steps");
}
