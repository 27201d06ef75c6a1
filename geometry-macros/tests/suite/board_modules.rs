//! `board!` accepts attributes and doc comments, any visibility, any key
//! order, a trailing comma, raw identifiers, and nests in other modules;
//! the module it emits has the `geometry-tables` names and types for its
//! board.

geometry_macros::board! {
    /// Capablanca chess.
    #[allow(dead_code)]
    pub(crate) mod capablanca { files = 10, ranks = 8, }
}

geometry_macros::board! {
    /// Shogi, counted from the far corner.
    pub mod shogi { mapping = berf, ranks = 9, files = 9 }
}

geometry_macros::board! {
    /// The standard board with every default.
    pub mod standard {}
}

geometry_macros::board! {
    #[doc = "The largest board: no bitboards."]
    #[cfg(all())]
    pub mod largest { ranks = 16, files = 16, mapping = lefr }
}

geometry_macros::board! {
    /// A module named with a raw identifier.
    pub mod r#type { files = 3, ranks = 3 }
}

mod outer {
    geometry_macros::board! {
        /// Nested, visible to the parent only.
        pub(super) mod gardner { files = 5, ranks = 5 }
    }

    geometry_macros::board! {
        /// Private to `outer`.
        mod hidden { files = 1, ranks = 1 }
    }

    pub fn hidden_squares() -> usize {
        hidden::SQUARES
    }
}

/// Code written against `geometry_tables`' shape, generic over the board.
fn knight_moves_from<const N: usize>(dist: &[[u8; N]; N], from: usize) -> usize {
    dist[from].iter().filter(|&&d| d == 1).count()
}

#[test]
fn modules_have_the_board_sized_items() {
    assert_eq!(
        (capablanca::FILES, capablanca::RANKS, capablanca::SQUARES),
        (10, 8, 80)
    );
    let _: &[[u8; 80]; 80] = &capablanca::KNIGHT_DIST;
    let _: &[[u128; 80]; 80] = &capablanca::BETWEEN_BB;
    let _: &[&str; 80] = &capablanca::SQUARE_NAMES;
    let _: &[u8; 513] = &capablanca::X88_ATTACK;
    assert_eq!(capablanca::x88::WIDTH, 32);
    assert_eq!(capablanca::x88::OFFSET, 256);
    assert_eq!((shogi::FILES, shogi::RANKS), (9, 9));
    let _: &[[u128; 81]; 81] = &shogi::LINE_BB;
    assert_eq!((standard::FILES, standard::RANKS), (8, 8));
    let _: &[[u64; 64]; 64] = &standard::BETWEEN_BB;
    assert_eq!(standard::x88::OFFSET, 128);
    assert_eq!(largest::SQUARES, 256);
    let _: &[[u8; 256]; 256] = &largest::KING_DIST;
    assert_eq!(r#type::SQUARES, 9);
    assert_eq!(outer::gardner::SQUARES, 25);
    assert_eq!(outer::hidden_squares(), 1);
}

#[test]
fn the_square_enum_follows_the_mapping() {
    use capablanca::Square as C;
    use shogi::Square as S;
    assert_eq!(capablanca::SQUARE_NAMES[C::J8 as usize], "j8");
    assert_eq!((C::A1 as usize, C::B1 as usize, C::A2 as usize), (0, 1, 10));
    // berf: i9 is index 0, a1 the last.
    assert_eq!((S::I9 as usize, S::A1 as usize), (0, 80));
    assert_eq!(shogi::SQUARE_NAMES[S::E5 as usize], "e5");
    assert_eq!(largest::Square::A2 as usize, 1);
    assert_eq!(largest::SQUARE_NAMES[largest::Square::P16 as usize], "p16");
}

#[test]
fn tables_agree_across_mappings_through_the_square_enum() {
    use shogi::Square as S;
    // A knight on a1 has two moves whatever the numbering; on e5 eight.
    assert_eq!(knight_moves_from(&shogi::KNIGHT_DIST, S::A1 as usize), 2);
    assert_eq!(knight_moves_from(&shogi::KNIGHT_DIST, S::E5 as usize), 8);
    assert_eq!(
        knight_moves_from(&capablanca::KNIGHT_DIST, capablanca::Square::J8 as usize),
        2
    );
    assert_eq!(shogi::KING_DIST[S::A1 as usize][S::I9 as usize], 8);
    assert_eq!(
        shogi::BETWEEN_BB[S::A1 as usize][S::I9 as usize].count_ones(),
        7
    );
    assert_eq!(largest::TAXI_DIST[0][255], 30);
}
