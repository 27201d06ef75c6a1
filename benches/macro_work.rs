//! The macro's own work for `board!`: formula evaluation
//! (`BoardModule::new`) and emission (`tokens::module`), the two
//! steps `board!` runs inside rustc, for 8x8, 10x8, 12x12 and 16x16.
//!
//! Proc macros run unoptimized (cargo builds them at opt-level 0 even in
//! `--release`), so this figure must be taken from an unoptimized build,
//! in one of two profiles:
//!
//! ```text
//! cargo bench --manifest-path benches/Cargo.toml --bench macro_work --profile dev
//! cargo bench --manifest-path benches/Cargo.toml --bench macro_work --profile macro-work
//! ```
//!
//! Both build the benchmark, the token emitter and geometry-core exactly as
//! a proc macro is built: opt-level 0, debug assertions on. They differ in
//! proc-macro2. Outside a compiler it builds tokens in its own fallback
//! code; inside rustc the same work (escaping a byte string, checking an
//! identifier, storing tokens) is done by the compiler's optimized
//! `proc_macro` library. `dev` leaves the fallback unoptimized, which
//! overstates that part; `macro-work` (defined in the workspace
//! `Cargo.toml`) optimizes proc-macro2 and unicode-ident only, which leaves
//! the macro's own work unoptimized and the compiler's side fast. The
//! binary says which profile built it. Under `cargo test` (`--all-targets`)
//! it runs each board once as a smoke test, without timing claims.
//!
//! Not included: rustc converting the returned `proc_macro2` tokens into
//! its own (that is compiler time, measured by `benches/compile_cost.py`).
// A benchmark reads its command line and the scheduler statistics.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use geometry_core::{Board, BoardModule, Mapping};
use geometry_macros_support::tokens;
use proc_macro2::TokenStream;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The budget for the 16x16 board, unoptimized.
const BUDGET: Duration = Duration::from_millis(50);

/// The module name token, as `board!` passes the user's identifier.
fn name() -> proc_macro2::TokenTree {
    proc_macro2::TokenTree::Ident(proc_macro2::Ident::new("b", proc_macro2::Span::call_site()))
}

fn count(ts: TokenStream) -> usize {
    ts.into_iter()
        .map(|tt| match tt {
            proc_macro2::TokenTree::Group(g) => 1 + count(g.stream()),
            _ => 1,
        })
        .sum()
}

/// This thread's time on a CPU, from Linux's `/proc/thread-self/schedstat`
/// (immune to the other processes sharing the machine); wall time where
/// that file is missing.
fn cpu_now() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// A clock: CPU time of this thread where available, else wall time.
struct Clock {
    wall: Instant,
    cpu: Option<Duration>,
}

impl Clock {
    fn now() -> Clock {
        Clock {
            cpu: cpu_now(),
            wall: Instant::now(),
        }
    }

    fn since(&self, start: &Clock) -> Duration {
        match (self.cpu, start.cpu) {
            (Some(a), Some(b)) => a.saturating_sub(b),
            _ => self.wall - start.wall,
        }
    }
}

/// Median over 5 batches of the time per call of `f`. Each batch runs
/// long enough (about 200 ms) that the CPU clock's granularity (one
/// scheduler tick, 4 ms here) stays below 2% of it.
fn measure<T>(f: impl FnMut() -> T) -> Duration {
    batches(5, f)[2]
}

/// The time per call of `f` in each of `count` batches, fastest first.
fn batches<T>(count: usize, mut f: impl FnMut() -> T) -> Vec<Duration> {
    let t0 = Instant::now();
    black_box(f());
    let once = t0.elapsed().max(Duration::from_micros(10));
    let reps = (Duration::from_millis(200).as_nanos() / once.as_nanos()).clamp(3, 100_000) as u32;
    let mut per_call: Vec<Duration> = (0..count)
        .map(|_| {
            let t0 = Clock::now();
            for _ in 0..reps {
                black_box(f());
            }
            Clock::now().since(&t0) / reps
        })
        .collect();
    per_call.sort();
    per_call
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let bench = std::env::args().any(|a| a == "--bench");
    let boards = [(8, 8), (10, 8), (12, 12), (16, 16)];
    if !bench {
        // Smoke test under `cargo test`: every board expands.
        for (files, ranks) in boards {
            let board = Board::new(files, ranks, Mapping::Lerf).expect("valid board");
            let module = BoardModule::new("b", Vec::new(), &board);
            assert!(
                count(tokens::module(
                    &module,
                    TokenStream::new(),
                    TokenStream::new(),
                    name()
                )) > 0
            );
        }
        return;
    }
    let optimized = !cfg!(debug_assertions);
    // Cargo puts each profile's binaries in a directory of its name
    // (`debug` for `dev`).
    let exe = std::env::current_exe().unwrap_or_default();
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .and_then(|dir| dir.file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    println!(
        "build: {}; profile directory `{profile_dir}`{}",
        if optimized {
            "OPTIMIZED (rerun with `--profile dev` or `--profile macro-work` for the proc-macro figure)"
        } else {
            "unoptimized (debug assertions on), as proc macros run"
        },
        match profile_dir.as_str() {
            "debug" => " (proc-macro2's fallback unoptimized too)",
            "macro-work" => " (proc-macro2 optimized, as the compiler's side is)",
            _ => "",
        }
    );
    println!(
        "clock: {}; per call, median of 5 batches\n",
        if cpu_now().is_some() {
            "this thread's CPU time (/proc/thread-self/schedstat)"
        } else {
            "wall time"
        }
    );
    println!("| board | squares | tokens | evaluate (ms) | emit (ms) | total (ms) |");
    println!("|---|---:|---:|---:|---:|---:|");

    for (files, ranks) in boards {
        let board = Board::new(files, ranks, Mapping::Lerf).expect("valid board");
        let module = BoardModule::new("b", Vec::new(), &board);
        let emit_once = || tokens::module(&module, TokenStream::new(), TokenStream::new(), name());
        let tokens_out = count(emit_once());
        let eval = measure(|| BoardModule::new("b", Vec::new(), black_box(&board)));
        let emit = measure(emit_once);
        let total = measure(|| {
            let module = BoardModule::new("b", Vec::new(), black_box(&board));
            tokens::module(&module, TokenStream::new(), TokenStream::new(), name())
        });
        println!(
            "| {files}x{ranks} | {} | {tokens_out} | {:.1} | {:.1} | {:.1} |",
            files * ranks,
            ms(eval),
            ms(emit),
            ms(total)
        );
    }
    // Where the 16x16 time goes: each table's evaluation and emission.
    let board = Board::new(16, 16, Mapping::Lerf).expect("valid board");
    let module = BoardModule::new("b", Vec::new(), &board);
    println!("\n16x16 by table:\n");
    println!("| table | evaluate (ms) | emit (ms) |");
    println!("|---|---:|---:|");
    for item in module.items() {
        let Some(table) = item.table() else {
            continue;
        };
        let eval = measure(|| table.compute(black_box(&board)));
        let emit = measure(|| tokens::item(item));
        println!("| `{table}` | {:.2} | {:.2} |", ms(eval), ms(emit));
    }
    // The verdict: 16x16 again, over 9 batches. A busy spell of the
    // machine (another process on the same physical core) slows a few
    // batches; the median of 9 rides it out, and the spread shows it.
    let board = Board::new(16, 16, Mapping::Lerf).expect("valid board");
    let all = batches(9, || {
        let module = BoardModule::new("b", Vec::new(), black_box(&board));
        tokens::module(&module, TokenStream::new(), TokenStream::new(), name())
    });
    let median = all[4];
    println!(
        "\n16x16 total {:.1} ms (median of 9 batches; fastest {:.1}, slowest {:.1}), budget {:.0} ms: {}",
        ms(median),
        ms(all[0]),
        ms(all[8]),
        ms(BUDGET),
        if median < BUDGET { "met" } else { "NOT met" }
    );
}
