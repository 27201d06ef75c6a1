//! One program, written once against the `Geometry` traits, run on two
//! boards: the standard board (`geometry_tables::Board`, squares numbered
//! rank by rank) and a 10x8 Capablanca board numbered file by file
//! (`mapping = lefr`). For squares with the same names the answers are the
//! same, although every index differs.
//!
//! Run: `cargo run -p geometry-tables --example generic`

use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare};

geometry_macros::board! {
    /// Capablanca chess, numbered file by file: a1 = 0, a2 = 1, b1 = 8.
    pub mod capablanca { files = 10, ranks = 8, mapping = lefr }
}

/// The names of the squares in `bb`, in index order of the board.
fn names<G: BitboardGeometry>(mut bb: G::Bitboard) -> Vec<&'static str> {
    let mut out = Vec::new();
    while let Some(index) = bb.pop_lowest() {
        out.extend(G::Square::from_index(index).map(BoardSquare::name));
    }
    out.sort_unstable();
    out
}

/// What an engine asks about a few squares, as lines of text.
fn report<G: BitboardGeometry>(squares: &[&str]) -> Vec<String> {
    let parse = |name: &str| name.parse::<G::Square>().expect("a square of both boards");
    let mut lines = Vec::new();
    for &a in squares {
        let a = parse(a);
        let north_east = a.offset(1, 1).map(BoardSquare::name);
        lines.push(format!(
            "{a}: file {} rank {}, dark {}, north-east {north_east:?}",
            a.file(),
            a.rank(),
            G::is_dark(a)
        ));
        for &b in squares {
            let b = parse(b);
            if a != b {
                lines.push(format!(
                    "  {a}-{b}: knight {}, king {}, between {:?}, x88 flags {}",
                    G::knight_dist(a, b),
                    G::king_dist(a, b),
                    names::<G>(G::between(a, b)),
                    G::x88_attack(a, b)
                ));
            }
        }
    }
    lines
}

fn main() {
    let squares = ["a1", "c3", "e4", "h8", "b7"];
    let standard = report::<geometry_tables::Board>(&squares);
    let capablanca = report::<capablanca::Board>(&squares);
    for line in &standard {
        println!("{line}");
    }
    println!(
        "\nindex of b1: standard {}, capablanca (lefr) {}",
        geometry_tables::Square::B1.index(),
        capablanca::Square::B1.index()
    );
    assert_eq!(standard, capablanca, "the boards disagree");
    println!("the 10x8 lefr board gives the same answers for the same squares");
}
