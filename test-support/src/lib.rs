//! Shared by the tests and benchmarks of the workspace (a dev-dependency
//! only, never published):
//!
//! - [`reference`](mod@reference): independent reference computations, written apart from
//!   `geometry-core`'s formulas;
//! - [`fixtures`]: the boards the exhaustive tests run on;
//! - [`fairy_data`]: Fairy-Stockfish's move data and the text it hashes;
//! - [`Stream`]: a fixed pseudo-random stream;
//! - [`bits`]: the squares of a set held as 64-bit words;
//! - [`processes`]: rerunning a test binary in child processes;
//! - [`peers`]: how the peer libraries number a board;
//! - [`timing`]: interleaved minima, for the benchmarks.
//!
//! The walks take the occupancy as `&dyn Fn` rather than a generic
//! closure: they are then compiled once, here, where the profile
//! optimizes them, instead of unoptimized in every test that calls them.

pub mod bits;
pub mod fairy_data;
pub mod fixtures;
mod multi_leg_walk;
pub mod peers;
pub mod processes;
pub mod reference;
mod stream;
pub mod timing;

pub use fixtures::{FIXTURE_SIZES, fixture_boards};
pub use stream::Stream;
