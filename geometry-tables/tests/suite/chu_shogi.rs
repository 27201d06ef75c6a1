//! Chu shogi's pieces, as the example declares them, against lishogi's
//! rules library shogiops 0.18.0 (`tests/data/chu_shogi_attacks.txt`,
//! written by `tests/chu_shogi/attacks.mjs`): what each piece attacks and
//! where it moves without capturing, from every square of the 12x12
//! board, for both sides, on the empty board and 20 random occupancies.
//! shogiops' attack functions apply no rule beyond the geometry (the
//! lion-trading rules live in its move generator), so the comparison
//! needs no position built around them.

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

/// The lerf indices of a set.
fn listed(set: geometry_tables::Bitboard256) -> Vec<usize> {
    (0..144).filter(|&i| set.has(i)).collect()
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
                let text = fairy_data::moves_text(12, 12, from, color, |blockers| {
                    let mut occupied = geometry_tables::Bitboard256::EMPTY;
                    for &(b, _) in blockers {
                        occupied |= geometry_tables::Bitboard256::bit(b);
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
