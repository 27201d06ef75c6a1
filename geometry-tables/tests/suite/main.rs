//! `geometry-tables`' integration tests, in one binary (one link instead
//! of one per file): the statics, the typed API and the board modules
//! against computations of their own, the reference articles, and the
//! peers (shakmaty, cozy-chess, haitaka, Fairy-Stockfish's moves).

mod betza_fairy_stockfish;
mod betza_walk;
mod bitboard256;
mod chu_shogi;
mod fairy;
mod formulas;
mod independent_statics;
mod large_shogi;
mod reference_articles;
mod regions;
mod shift;
mod shogi_haitaka;
mod sliders;
mod stockfish_masks;
mod typed_api;
