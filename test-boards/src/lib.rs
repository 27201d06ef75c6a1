//! The `board!` modules several of `geometry-tables`' integration tests
//! run on, declared once: each carries the union of what its tests need (a
//! set of Betza pieces, leapers and riders, regions). A module used by one
//! test alone stays in that test's file, unless the test reaches it
//! through one of the [`views`] compiled here.
//!
//! A library of its own rather than a module of the test binary: cargo
//! starts a unit that others depend on ahead of the test binaries, so
//! these modules build beside the other crates' tests instead of last,
//! and an edit to a test does not compile them again.
//!
//! | boards | mappings | tests |
//! |---|---|---|
//! | 8x8 `std_*` | all eight | reference articles, typed API, sliders, Betza walk (its pieces, moves of several legs included), fairy (`lefr`), Fairy-Stockfish's leapers (`lerf`) |
//! | 12x10 `grand_*` | all eight | Betza walk (its pieces; moves of several legs on `lerf`), sliders (`lefr`), fairy (`lerbef`), Fairy-Stockfish's leapers (`berlef`) |
//! | 16x16 `huge_*` | four | sliders, regions (`lerf`), typed API and the larger shogi variants' pieces (`befler`), shift (`berf`), fairy (`lefber`) |
//! | 10x8 `capa_*` | four | sliders, typed API, shift, Fairy-Stockfish's leapers (`befr`) |
//! | 13x11 `odd_*` | three | shift and sliders (`lefber`), Betza walk (moves of several legs on `berf`) |
//! | 9x9 `shogi_*` | three | haitaka (shogi's pieces), sliders and fairy (`befr`), Fairy-Stockfish's leapers (`lefber`) |
//! | 6x5 `short_*` | two | Betza walk |
//! | 16x4 `long_*` | two | Betza walk: rays of 15 squares on 64 bits, along ranks (`lerf`) and across files (`lefr`) |
//! | 7x10 `narrow_lefr`, 16x8 `long_berlef`, 8x16 `tall_lerbef` | one each | sliders |
//!
//! [`views`] gives the sliders of the boards the sliders' test runs on
//! behind one interface, compiled here.

// `cargo test --all-targets` compiles a library's test harness even with
// `test = false`, and `cargo test --doc` collects doc tests even with
// `doctest = false`: the fixtures have neither, so those builds hold
// nothing (the doc tests' collection expanded every module, 7 s).
#![cfg(not(any(test, doctest)))]

pub mod typed_view;
pub mod view;

/// Declares `pub mod $module` on a board of `$files` x `$ranks` in
/// `$mapping` with the named sets of arguments:
///
/// - `walk`: the Betza walk's pieces of one leg, `p0` to `p19` in its
///   order; `walk_legs`: those and its moves of several legs, `p20` to
///   `p35` (on the 8x8 boards in every mapping, one 12x10 and one 13x11);
/// - `shogi`: shogi's seven pieces in Betza, as haitaka's test reads them;
/// - `fairy`: the fairy test's leapers and riders;
/// - `fsf`: the leapers and rider of Fairy-Stockfish's fixture.
macro_rules! shared_board {
    ($module:ident: $files:literal x $ranks:literal, $mapping:ident $(; $($set:ident)*)?) => {
        shared_board!(@args $module, $files, $ranks, $mapping, [] $($($set)*)?);
    };
    (@args $m:ident, $f:literal, $r:literal, $map:ident, [$($acc:tt)*] walk $($rest:ident)*) => {
        shared_board!(@walk $m, $f, $r, $map, [$($acc)*], [], [$($rest)*]);
    };
    (@args $m:ident, $f:literal, $r:literal, $map:ident, [$($acc:tt)*] walk_legs $($rest:ident)*) => {
        shared_board!(@walk $m, $f, $r, $map, [$($acc)*], [
            p20 = "KNADcaKmcabK", p21 = "BsbRfWfDfcafWfmcabW", p22 = "RbBfFfAfcafFfmcabF",
            p23 = "afsW", p24 = "afsF", p25 = "aK", p26 = "FyafsF", p27 = "WyafsW",
            p28 = "cafW", p29 = "pafsK", p30 = "afsafK", p31 = "afsafyafF",
            p32 = "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK", p33 = "fcafmpafK",
            p34 = "mafcWcafmF", p35 = "fcafmpafmWfcafmpafcF",
        ], [$($rest)*]);
    };
    // The walk's pieces of one leg, then `$legs`.
    (@walk $m:ident, $f:literal, $r:literal, $map:ident, [$($acc:tt)*], [$($legs:tt)*], [$($rest:ident)*]) => {
        shared_board!(@args $m, $f, $r, $map, [$($acc)*
            pieces = [
                p0 = "WfF", p1 = "fR", p2 = "R4", p3 = "nN", p4 = "nA", p5 = "nZ",
                p6 = "mRcpR", p7 = "pB", p8 = "gQ", p9 = "fmWfceFifmnD", p10 = "fRrbBlbF",
                p11 = "KbRfBbF2", p12 = "NN", p13 = "fNsW", p14 = "mflFcflW", p15 = "gNN",
                p16 = "fbN", p17 = "vRsW", p18 = "fsgR", p19 = "gB", $($legs)*
            ],
        ] $($rest)*);
    };
    (@args $m:ident, $f:literal, $r:literal, $map:ident, [$($acc:tt)*] shogi $($rest:ident)*) => {
        shared_board!(@args $m, $f, $r, $map, [$($acc)*
            pieces = [
                fuhyo = "fW", lance = "fR", keima = "fN", silver = "FfW",
                gold = "WfF", horse = "BW", dragon = "RF",
            ],
        ] $($rest)*);
    };
    (@args $m:ident, $f:literal, $r:literal, $map:ident, [$($acc:tt)*] fairy $($rest:ident)*) => {
        shared_board!(@args $m, $f, $r, $map, [$($acc)*
            leapers = [camel, zebra, alfil, giraffe(4, 1), mann(wazir, ferz), squirrel(alfil, knight, dabbaba)],
            riders = [nightrider(1, 2), camelrider(camel), rose_free(wazir, (2, 2))],
        ] $($rest)*);
    };
    (@args $m:ident, $f:literal, $r:literal, $map:ident, [$($acc:tt)*] fsf $($rest:ident)*) => {
        shared_board!(@args $m, $f, $r, $map, [$($acc)*
            leapers = [
                wazir, ferz, dabbaba, horse(knight), alfil, threeleaper, camel, zebra,
                tripper, mann(wazir, ferz), squirrel(alfil, dabbaba, knight),
                gnu(knight, camel),
            ],
            riders = [nightrider(knight)],
        ] $($rest)*);
    };
    (@args $m:ident, $f:literal, $r:literal, $map:ident, [$($acc:tt)*]) => {
        geometry_macros::board! {
            pub mod $m { files = $f, ranks = $r, mapping = $map, $($acc)* }
        }
    };
}

/// Declares `pub mod $module` on the 16x16 board numbered `befler` with
/// the larger shogi variants' pieces of `large_shogi.rs`, and
/// `LARGE_SHOGI`, the Betza of each by name, which that test's walk reads:
/// both from one set of literals.
macro_rules! large_shogi_board {
    ($module:ident: $($name:ident = $betza:literal),* $(,)?) => {
        /// The Betza of each piece of the module, by name.
        pub const LARGE_SHOGI: &[(&str, &str)] = &[$((stringify!($name), $betza)),*];

        geometry_macros::board! {
            pub mod $module {
                files = 16, ranks = 16, mapping = befler,
                pieces = [$($name = $betza),*],
            }
        }
    };
}

shared_board!(std_lerf: 8 x 8, lerf; walk_legs fsf);
shared_board!(std_lerbef: 8 x 8, lerbef; walk_legs);
shared_board!(std_berlef: 8 x 8, berlef; walk_legs);
shared_board!(std_berf: 8 x 8, berf; walk_legs);
shared_board!(std_lefr: 8 x 8, lefr; walk_legs fairy);
shared_board!(std_lefber: 8 x 8, lefber; walk_legs);
shared_board!(std_befler: 8 x 8, befler; walk_legs);
shared_board!(std_befr: 8 x 8, befr; walk_legs);

shared_board!(grand_lerf: 12 x 10, lerf; walk_legs);
shared_board!(grand_lerbef: 12 x 10, lerbef; walk fairy);
shared_board!(grand_berlef: 12 x 10, berlef; walk fsf);
shared_board!(grand_berf: 12 x 10, berf; walk);
shared_board!(grand_lefr: 12 x 10, lefr; walk);
shared_board!(grand_lefber: 12 x 10, lefber; walk);
shared_board!(grand_befler: 12 x 10, befler; walk);
shared_board!(grand_befr: 12 x 10, befr; walk);

geometry_macros::board! {
    pub mod huge_lerf {
        files = 16, ranks = 16,
        regions = [promotion = white("*14 *15 *16"), corner = "a1 P16 p1"],
    }
}
large_shogi_board!(huge_befler:
    lion_dog = "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK",
    area_mover = "KaKaaK",
    fire_demon = "BsRKaKaaK",
);
shared_board!(huge_berf: 16 x 16, berf);
shared_board!(huge_lefber: 16 x 16, lefber; fairy);

shared_board!(capa_lerf: 10 x 8, lerf);
shared_board!(capa_berlef: 10 x 8, berlef);
shared_board!(capa_lefr: 10 x 8, lefr);
shared_board!(capa_befr: 10 x 8, befr; fsf);

shared_board!(odd_lefber: 13 x 11, lefber);
shared_board!(odd_berf: 13 x 11, berf; walk_legs);
shared_board!(odd_befler: 13 x 11, befler; walk);

shared_board!(shogi_lerf: 9 x 9, lerf; shogi);
shared_board!(shogi_befr: 9 x 9, befr; shogi fairy);
shared_board!(shogi_lefber: 9 x 9, lefber; fsf);

shared_board!(short_lerf: 6 x 5, lerf; walk);
shared_board!(short_lefber: 6 x 5, lefber; walk);
shared_board!(long_lerf: 16 x 4, lerf; walk);
shared_board!(long_lefr: 16 x 4, lefr; walk);

// The sliders' test's own grids, here for their views: 7 columns
// (file-major), 16 columns of `u128` bitboards, and 8 columns of 16 ranks
// (file-major).
shared_board!(narrow_lefr: 7 x 10, lefr);
shared_board!(long_berlef: 16 x 8, berlef);
shared_board!(tall_lerbef: 8 x 16, lerbef);

/// The sliders of the modules the sliders' checks run on, each as a
/// [`SliderView`](view::SliderView) named as
/// its module (`views::capa_lerf`, ...), compiled here, optimized.
///
/// The pieces' checks build their
/// [`PieceView`](view::PieceView)s
/// themselves, unoptimized: optimizing every piece's functions here cost
/// more to build than the checks saved.
#[allow(non_upper_case_globals, reason = "each view is named as its module")]
pub mod views {
    use crate::typed_view::View;
    use crate::view::SliderView;

    macro_rules! views {
        ($($module:ident),* $(,)?) => {
            $(
                #[doc = concat!("The module `", stringify!($module), "`.")]
                pub static $module: &dyn SliderView =
                    &View::<crate::$module::Board>::new(crate::$module::Piece::name);
            )*
        };
    }

    views!(
        std_lefber,
        std_berf,
        std_befler,
        capa_lerf,
        capa_berlef,
        shogi_befr,
        narrow_lefr,
        grand_lefr,
        long_berlef,
        tall_lerbef,
        huge_lerf,
        huge_befler,
        odd_lefber,
    );

    /// The standard board, `geometry_tables`' own module.
    pub static standard: &dyn SliderView =
        &View::<geometry_tables::Board>::new(|piece| match piece {});
}
