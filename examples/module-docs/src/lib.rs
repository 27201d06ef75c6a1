//! `board!` modules as rustdoc shows them, for reading:
//!
//! ```sh
//! cargo doc -p module-docs-example --open
//! ```
//!
//! Between them the modules hold every kind of item the macro emits: the
//! board's tables and typed accessors, the sliders, leapers with distance
//! tables, riders, pieces that move differently for each side, lame
//! leapers, hoppers, first moves, and 256-bit bitboards. Each item's page
//! names its board and mapping, states its formula and, for a table,
//! draws it; its summary line in the module's list is its own.
//!
//! ```
//! use module_docs_example::{large, shogi, xiangqi};
//!
//! assert_eq!(shogi::gold_attacks(0, shogi::Square::E5).count_ones(), 6);
//! assert_eq!(xiangqi::horse_attacks(xiangqi::Square::B1, 0).count_ones(), 3);
//! assert_eq!(large::camel_dist(large::Square::A1, large::Square::B4), 1);
//! ```
#![no_std]
// No unit tests: `cargo test --all-targets` would compile every module
// again for an empty test harness. The doc tests build against the library
// as it is.
#![cfg(not(test))]

geometry_macros::board! {
    /// Shogi's board: pieces that move differently for each side, a lance
    /// that rides forward, and the promoted bishop and rook.
    pub mod shogi {
        files = 9, ranks = 9,
        pieces = [gold = "WfF", lance = "fR", keima = "fN", horse = "BW", dragon = "RF"],
    }
}

geometry_macros::board! {
    /// Xiangqi's board: lame leapers, a cannon that captures over a screen,
    /// and a soldier.
    pub mod xiangqi {
        files = 9, ranks = 10,
        pieces = [horse = "nN", elephant = "nA", cannon = "mRcpR", soldier = "fsW"],
    }
}

geometry_macros::board! {
    /// A 16x16 board in file-major order, with 256-bit bitboards: a leaper
    /// with a distance table, a rider, a pawn with a first move, a
    /// grasshopper, and a piece that moves otherwise than it captures.
    pub mod large {
        files = 16, ranks = 16, mapping = lefr,
        leapers = [camel], riders = [nightrider(knight)],
        pieces = [peasant = "fmWfceFifmnD", grasshopper = "gQ", knibis = "mNcB"],
    }
}
