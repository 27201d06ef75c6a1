//! Shared by the root tests: the build-script output (`include!`d from
//! `OUT_DIR`), and a flattening of every item of a board module into
//! comparable entries, so that modules from different paths (build
//! script, `board!`, `geometry-tables`, C, JSON) can be compared entry
//! for entry.
#![allow(dead_code)]

/// The modules `build.rs` generated through `geometry_core::codegen`.
pub mod out {
    include!(concat!(env!("OUT_DIR"), "/standard.rs"));
    include!(concat!(env!("OUT_DIR"), "/capablanca.rs"));
    include!(concat!(env!("OUT_DIR"), "/grand_lefr.rs"));
    include!(concat!(env!("OUT_DIR"), "/xiangqi.rs"));
}

/// One table entry: an integer (bitboards as their bits, bools as 0 / 1)
/// or a string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Any integer, bool or bitboard.
    Int(i128),
    /// A square name.
    Str(String),
}

/// Flattens a scalar, list or pair table, row-major.
pub trait Flatten {
    /// The entries, row-major.
    fn flat(&self) -> Vec<Entry>;
}

macro_rules! flatten_int {
    ($($t:ty),*) => {$(
        impl Flatten for $t {
            fn flat(&self) -> Vec<Entry> {
                vec![Entry::Int(*self as i128)]
            }
        }
        impl<const N: usize> Flatten for [$t; N] {
            fn flat(&self) -> Vec<Entry> {
                self.iter().flat_map(Flatten::flat).collect()
            }
        }
        impl<const N: usize, const R: usize> Flatten for [[$t; N]; R] {
            fn flat(&self) -> Vec<Entry> {
                self.iter().flat_map(Flatten::flat).collect()
            }
        }
    )*};
}
flatten_int!(u8, i8, u16, usize, u64, u128, bool);

impl<const N: usize> Flatten for [&str; N] {
    fn flat(&self) -> Vec<Entry> {
        self.iter().map(|s| Entry::Str(s.to_string())).collect()
    }
}

/// Every table of a board module as `(name, entries)`, in `Table::ALL`
/// order, then the `x88` constants and conversions (`from_square` over
/// every square, `to_square` over every padded index, `None` as
/// `u16::MAX` as in the C and JSON tables).
#[macro_export]
macro_rules! tables_of {
    ($($m:ident)::+) => {{
        use $crate::common::Flatten as _;
        let from: Vec<_> = (0..$($m)::+::SQUARES)
            .map(|sq| $crate::common::Entry::Int($($m)::+::x88::from_square($($m)::+::Square::ALL[sq]) as i128))
            .collect();
        let to: Vec<_> = (0..$($m)::+::x88::OFFSET)
            .map(|sq| $crate::common::Entry::Int($($m)::+::x88::to_square(sq).map_or(i128::from(u16::MAX), |s| s.index() as i128)))
            .collect();
        vec![
            ("FILES", $($m)::+::FILES.flat()),
            ("RANKS", $($m)::+::RANKS.flat()),
            ("SQUARES", $($m)::+::SQUARES.flat()),
            ("SQUARE_NAMES", $($m)::+::SQUARE_NAMES.flat()),
            ("SQUARE_COLOR", $($m)::+::SQUARE_COLOR.flat()),
            ("DARK_SQUARES", $($m)::+::DARK_SQUARES.flat()),
            ("LIGHT_SQUARES", $($m)::+::LIGHT_SQUARES.flat()),
            ("KNIGHT_DIST", $($m)::+::KNIGHT_DIST.flat()),
            ("KING_DIST", $($m)::+::KING_DIST.flat()),
            ("TAXI_DIST", $($m)::+::TAXI_DIST.flat()),
            ("DIAGONAL", $($m)::+::DIAGONAL.flat()),
            ("ANTI_DIAGONAL", $($m)::+::ANTI_DIAGONAL.flat()),
            ("SAME_DIAGONAL", $($m)::+::SAME_DIAGONAL.flat()),
            ("SAME_ANTI_DIAGONAL", $($m)::+::SAME_ANTI_DIAGONAL.flat()),
            ("FILE_BB", $($m)::+::FILE_BB.flat()),
            ("RANK_BB", $($m)::+::RANK_BB.flat()),
            ("DIAGONAL_BB", $($m)::+::DIAGONAL_BB.flat()),
            ("ANTI_DIAGONAL_BB", $($m)::+::ANTI_DIAGONAL_BB.flat()),
            ("BETWEEN_BB", $($m)::+::BETWEEN_BB.flat()),
            ("LINE_BB", $($m)::+::LINE_BB.flat()),
            ("X88_ATTACK", $($m)::+::X88_ATTACK.flat()),
            ("X88_STEP", $($m)::+::X88_STEP.flat()),
            ("KNIGHT_ATTACKS", $($m)::+::KNIGHT_ATTACKS.flat()),
            ("KING_ATTACKS", $($m)::+::KING_ATTACKS.flat()),
            ("PAWN_ATTACKS", $($m)::+::PAWN_ATTACKS.flat()),
            ("PAWN_PUSHES", $($m)::+::PAWN_PUSHES.flat()),
            ("PAWN_DOUBLE_PUSH_RANK", $($m)::+::PAWN_DOUBLE_PUSH_RANK.flat()),
            ("PROMOTION_RANK", $($m)::+::PROMOTION_RANK.flat()),
            ("RAYS", $($m)::+::RAYS.flat()),
            ("FORWARD_RANKS_BB", $($m)::+::FORWARD_RANKS_BB.flat()),
            ("FORWARD_FILE_BB", $($m)::+::FORWARD_FILE_BB.flat()),
            ("ADJACENT_FILES_BB", $($m)::+::ADJACENT_FILES_BB.flat()),
            ("PAWN_ATTACK_SPAN", $($m)::+::PAWN_ATTACK_SPAN.flat()),
            ("PASSED_PAWN_SPAN", $($m)::+::PASSED_PAWN_SPAN.flat()),
            ("FILE_EDGE_DIST", $($m)::+::FILE_EDGE_DIST.flat()),
            ("RANK_EDGE_DIST", $($m)::+::RANK_EDGE_DIST.flat()),
            ("CENTER_KING_DIST", $($m)::+::CENTER_KING_DIST.flat()),
            ("CENTER_TAXI_DIST", $($m)::+::CENTER_TAXI_DIST.flat()),
            ("x88::KING", $($m)::+::x88::KING.flat()),
            ("x88::QUEEN", $($m)::+::x88::QUEEN.flat()),
            ("x88::ROOK", $($m)::+::x88::ROOK.flat()),
            ("x88::BISHOP", $($m)::+::x88::BISHOP.flat()),
            ("x88::KNIGHT", $($m)::+::x88::KNIGHT.flat()),
            ("x88::WHITE_PAWN", $($m)::+::x88::WHITE_PAWN.flat()),
            ("x88::BLACK_PAWN", $($m)::+::x88::BLACK_PAWN.flat()),
            ("x88::WIDTH", $($m)::+::x88::WIDTH.flat()),
            ("x88::OFFSET", $($m)::+::x88::OFFSET.flat()),
            ("x88::KNIGHT_STEPS", $($m)::+::x88::KNIGHT_STEPS.flat()),
            ("x88::KING_STEPS", $($m)::+::x88::KING_STEPS.flat()),
            ("x88::ROOK_STEPS", $($m)::+::x88::ROOK_STEPS.flat()),
            ("x88::BISHOP_STEPS", $($m)::+::x88::BISHOP_STEPS.flat()),
            ("x88::from_square", from),
            ("x88::to_square", to),
        ]
    }};
}

/// Asserts two flattened modules agree entry for entry; returns the number
/// of entries compared.
pub fn assert_same(what: &str, left: &[(&str, Vec<Entry>)], right: &[(&str, Vec<Entry>)]) -> usize {
    assert_eq!(left.len(), right.len(), "{what}: item count");
    let mut count = 0;
    for ((ln, lv), (rn, rv)) in left.iter().zip(right) {
        assert_eq!(ln, rn, "{what}: item order");
        assert_eq!(lv.len(), rv.len(), "{what}: {ln} length");
        for (i, (l, r)) in lv.iter().zip(rv).enumerate() {
            assert_eq!(l, r, "{what}: {ln} entry {i}");
            count += 1;
        }
    }
    count
}

include!(concat!(env!("OUT_DIR"), "/boards.rs"));

/// The boards `build.rs` generates, as `(module name, board)`.
pub fn build_script_boards() -> Vec<(&'static str, geometry_core::Board)> {
    let mut boards = Vec::new();
    for (name, files, ranks, mapping) in BUILD_SCRIPT_BOARDS {
        let board = geometry_core::Board::new(files, ranks, mapping.parse().unwrap());
        boards.push((name, board.unwrap()));
    }
    boards
}

/// The flattened build-script module named `name`.
pub fn out_tables(name: &str) -> Vec<(&'static str, Vec<Entry>)> {
    match name {
        "standard" => tables_of!(out::standard),
        "capablanca" => tables_of!(out::capablanca),
        "grand_lefr" => tables_of!(out::grand_lefr),
        _ => panic!("no module {name}"),
    }
}

/// Runs the `chess-geometry` binary with `args`: (exit code, stdout, stderr).
pub fn run_cli(args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_chess-geometry"))
        .args(args)
        .env_remove("NO_COLOR")
        .output()
        .expect("run chess-geometry");
    (
        out.status.code(),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}

/// The `gen` arguments that reproduce build-script module `name`.
pub fn gen_args(name: &str, format: &'static str) -> Vec<String> {
    let (_, files, ranks, mapping) = BUILD_SCRIPT_BOARDS
        .iter()
        .find(|b| b.0 == name)
        .copied()
        .expect("known board");
    [
        "gen".to_string(),
        "--board".into(),
        format!("{files}x{ranks}"),
        "--mapping".into(),
        mapping.into(),
        "--module".into(),
        name.into(),
        "--format".into(),
        format.into(),
    ]
    .to_vec()
}
