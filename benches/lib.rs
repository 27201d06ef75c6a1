//! The benchmarks of the chess-geometry workspace, each a bench target of
//! this package (see its `Cargo.toml`); this library holds nothing.
