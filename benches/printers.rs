//! The text printers of `geometry_core::emit`: a whole board module as
//! Rust source (what a build script writes through `Codegen`), as a C
//! header and as JSON, for 8x8 and 16x16 (the largest tables: 256-bit
//! pair tables and 65,536-entry distance tables).
//!
//! The module is computed once outside the timing; each iteration prints
//! it. A build script's dependencies are unoptimized by default (cargo's
//! `build-override`), so there the printers run slower than here; the
//! ratios between two commits are what this benchmark is for.
//!
//! Run: `cargo bench --manifest-path benches/Cargo.toml --bench printers`.

use criterion::{Criterion, criterion_group, criterion_main};
use geometry_core::{Board, BoardModule, Mapping, emit};
use std::hint::black_box;

fn printers(c: &mut Criterion) {
    for (files, ranks) in [(8, 8), (16, 16)] {
        let Ok(board) = Board::new(files, ranks, Mapping::Lerf) else {
            panic!("{files}x{ranks} is a board");
        };
        let module = BoardModule::new("bench", Vec::new(), &board);
        let mut g = c.benchmark_group(format!("printers_{files}x{ranks}"));
        g.sample_size(20);
        g.bench_function("rust", |b| {
            b.iter(|| emit::source::module(black_box(&module)).len())
        });
        g.bench_function("c", |b| {
            b.iter(|| emit::c::module(black_box(&module)).len())
        });
        g.bench_function("json", |b| {
            b.iter(|| emit::json::module(black_box(&module), "").len())
        });
        g.finish();
    }
}

criterion_group!(benches, printers);
criterion_main!(benches);
