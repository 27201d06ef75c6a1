//! Pieces of three variants declared in Betza notation, as Fairy-Stockfish
//! defines them: shogi's gold and knight, xiangqi's horse and cannon among
//! pieces, makruk's khon. Each is drawn from one square, written once
//! against `PieceGeometry` so that any board's pieces go through the same
//! code.
//!
//! Run: `cargo run -p geometry-tables --example betza`

use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare, PieceGeometry};

geometry_macros::board! {
    /// Shogi, 9x9.
    pub mod shogi { files = 9, ranks = 9, pieces = [gold = "WfF", keima = "fN", lance = "fR"] }
}

geometry_macros::board! {
    /// Xiangqi, 9x10.
    pub mod xiangqi { files = 9, ranks = 10, pieces = [horse = "nN", cannon = "mRcpR"] }
}

geometry_macros::board! {
    /// Makruk, 8x8.
    pub mod makruk { pieces = [khon = "FfW", met = "F"] }
}

/// Draws what `piece` of `color` on `from` does through `occupied`: `x`
/// where it attacks, `o` where it moves quietly, `*` both, `#` another
/// piece, `@` the piece itself.
fn draw<G: PieceGeometry>(
    label: &str,
    piece: G::Piece,
    color: usize,
    from: G::Square,
    occupied: G::Bitboard,
) {
    let attacks = G::piece_attacks(piece, color, from, occupied);
    let moves = G::piece_moves(piece, color, from, occupied);
    println!("{label} ({}) on {from}", ["white", "black"][color.min(1)]);
    for rank in (0..G::RANKS as u8).rev() {
        let mut row = format!("{:>3} ", rank + 1);
        for file in 0..G::FILES as u8 {
            let Some(sq) = G::Square::from_coords(file, rank) else {
                continue;
            };
            let i = sq.index();
            let cell = match (sq == from, attacks.has(i), moves.has(i), occupied.has(i)) {
                (true, ..) => '@',
                (_, true, true, _) => '*',
                (_, true, false, _) => 'x',
                (_, false, true, _) => 'o',
                (_, false, false, true) => '#',
                _ => '.',
            };
            row.push(cell);
            row.push(' ');
        }
        println!("{}", row.trim_end());
    }
    let files: String = (0..G::FILES as u8)
        .map(|f| format!("{} ", (b'a' + f) as char))
        .collect();
    println!("    {}\n", files.trim_end());
}

fn main() {
    use shogi::Square as S;
    draw::<shogi::Board>("shogi gold `WfF`", shogi::Piece::Gold, 0, S::E5, 0);
    draw::<shogi::Board>("shogi gold `WfF`", shogi::Piece::Gold, 1, S::E5, 0);
    draw::<shogi::Board>("shogi knight `fN`", shogi::Piece::Keima, 0, S::E5, 0);
    let blocker = shogi::square_bb(S::E7);
    draw::<shogi::Board>("shogi lance `fR`", shogi::Piece::Lance, 0, S::E2, blocker);

    use xiangqi::Square as X;
    let bb = xiangqi::square_bb;
    draw::<xiangqi::Board>(
        "xiangqi horse `nN`",
        xiangqi::Piece::Horse,
        0,
        X::E5,
        bb(X::E6),
    );
    let pieces = bb(X::E7) | bb(X::E9) | bb(X::C5);
    draw::<xiangqi::Board>(
        "xiangqi cannon `mRcpR`",
        xiangqi::Piece::Cannon,
        0,
        X::E5,
        pieces,
    );

    use makruk::Square as M;
    draw::<makruk::Board>("makruk khon `FfW`", makruk::Piece::Khon, 0, M::D4, 0);
    let met = makruk::Piece::Met;
    let squares = <makruk::Board as BitboardGeometry>::Bitboard::EMPTY;
    println!(
        "makruk: the met attacks {} squares from d4; every piece of the module: {:?}",
        makruk::Board::piece_attacks(met, 0, M::D4, squares).count(),
        makruk::Piece::ALL.map(makruk::Piece::name)
    );
}
