//! A `#![no_std]` crate without `alloc` that uses `geometry-tables` and a
//! `board!` module. It defines its own `#[panic_handler]`: if anything in
//! its dependency graph linked `std`, the build would fail with a duplicate
//! `panic_impl` lang item. `cargo build -p no-std-check` is the proof (under `cargo test` the
//! harness brings std, so the handler is left out there).
// The test harness needs std; every other build of this crate is no_std.
#![cfg_attr(not(test), no_std)]

geometry_macros::board! {
    /// Shogi-sized board, 9x9.
    pub mod shogi { files = 9, ranks = 9 }
}

/// Knight distance on the standard board, through the static table.
pub fn standard_knight_distance(a: u8, b: u8) -> u8 {
    let (a, b) = (usize::from(a) % 64, usize::from(b) % 64);
    geometry_tables::KNIGHT_DIST[a][b]
}

/// King distance on the 9x9 board, through the generated module.
pub fn shogi_king_distance(a: u8, b: u8) -> u8 {
    let n = shogi::SQUARES;
    shogi::KING_DIST[usize::from(a) % n][usize::from(b) % n]
}

#[cfg(not(test))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {
        core::hint::spin_loop();
    }
}
