//! The perft example's tests, in one binary: the chess and variant counts
//! and the shogi generator against the published counts and haitaka's.

mod chu;
mod perft;
mod shogi;
