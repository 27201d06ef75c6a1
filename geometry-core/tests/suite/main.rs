//! `geometry-core`'s integration tests, in one binary (one link instead of
//! one per file): each module checks the core's tables and emitters
//! against a computation of its own.

#[cfg(feature = "codegen")]
mod codegen_checks;
mod data_reads;
#[cfg(feature = "codegen")]
mod determinism;
mod fairy_stockfish;
mod independent_attacks;
mod independent_distance;
#[cfg(feature = "codegen")]
mod independent_emit;
mod independent_leapers;
mod independent_leg_rows;
mod independent_lines;
mod independent_mappings;
mod independent_masks;
mod independent_piece_rows;
mod independent_slider_tables;
mod independent_squares;
mod independent_x88;
mod invariants;
mod multi_leg_dialects;
mod piece_arguments;
mod piece_row_kinds;
mod plan_items;
#[cfg(feature = "codegen")]
mod printers;
#[cfg(feature = "codegen")]
mod row_refs;
mod table_catalogue;
mod table_diagrams;
