//! Perft on the standard board, on three variants, on shogi and chu shogi, with move
//! generators written against the `PieceGeometry` trait; `divide` prints
//! the count after each legal move, to locate a wrong count.
//!
//! Run: `cargo run --release -p perft-example [DEPTH]` (default 4), or
//! `cargo run --release -p perft-example -- divide [VARIANT] FEN DEPTH`
//! with VARIANT one of chess (the default on 8x8), capablanca (the default
//! on 10 files), gothic, makruk, or `divide shogi SFEN DEPTH`.

use perft_example::{
    CAPABLANCA, CAPABLANCA_START, CHESS, GOTHIC, GOTHIC_START, MAKRUK, MAKRUK_START, Position,
    STANDARD_START, Variant, capablanca, chu, divide, makruk, perft, shogi,
};
use std::process::ExitCode;
use std::time::Instant;

/// Counts depths 1 to `depth` from `fen` on board `G`.
fn run<G: geometry_tables::PieceGeometry>(variant: &'static Variant, fen: &str, depth: u32) {
    let position = match Position::<G>::from_fen(fen, variant) {
        Ok(position) => position,
        Err(e) => return eprintln!("error: {}", e.0),
    };
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&position, d);
        let secs = t.elapsed().as_secs_f64();
        println!("{:<10} depth {d}: {n:>12} ({secs:.3} s)", variant.name);
    }
}

/// Prints each legal move's count and the total.
fn print_divide<G: geometry_tables::PieceGeometry>(
    variant: &'static Variant,
    fen: &str,
    depth: u32,
) -> ExitCode {
    print_counts(
        Position::<G>::from_fen(fen, variant)
            .map(|position| divide(&position, depth))
            .map_err(|e| e.0),
    )
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("divide") {
        let mut rest: Vec<&str> = args[1..].iter().map(String::as_str).collect();
        if rest.first() == Some(&"shogi") {
            return shogi_divide(&rest[1..]);
        }
        let named = match rest.first() {
            Some(&"chess") => Some(&CHESS),
            Some(&"capablanca") => Some(&CAPABLANCA),
            Some(&"gothic") => Some(&GOTHIC),
            Some(&"makruk") => Some(&MAKRUK),
            _ => None,
        };
        if named.is_some() {
            rest.remove(0);
        }
        let [fen, depth] = rest[..] else {
            eprintln!(
                "error: usage: perft-example divide [chess|capablanca|gothic|makruk] FEN DEPTH"
            );
            return ExitCode::from(2);
        };
        let Ok(depth) = depth.parse::<u32>() else {
            eprintln!("error: the depth `{depth}` is not a number");
            return ExitCode::from(2);
        };
        let wide = fen.split('/').next().is_some_and(|rank| {
            rank.bytes().filter(u8::is_ascii_alphabetic).count()
                + rank
                    .split(|c: char| !c.is_ascii_digit())
                    .filter_map(|d| d.parse::<usize>().ok())
                    .sum::<usize>()
                == 10
        });
        return match (named, wide) {
            (Some(v), _) if v.name == "makruk" => print_divide::<makruk::Board>(v, fen, depth),
            (Some(v), true)
            | (
                Some(
                    v @ &Variant {
                        name: "capablanca" | "gothic",
                        ..
                    },
                ),
                _,
            ) => print_divide::<capablanca::Board>(v, fen, depth),
            (None, true) => print_divide::<capablanca::Board>(&CAPABLANCA, fen, depth),
            (Some(v), false) => print_divide::<geometry_tables::Board>(v, fen, depth),
            (None, false) => print_divide::<geometry_tables::Board>(&CHESS, fen, depth),
        };
    }
    let depth = args.first().and_then(|d| d.parse().ok()).unwrap_or(4);
    run::<geometry_tables::Board>(&CHESS, STANDARD_START, depth);
    run::<capablanca::Board>(&CAPABLANCA, CAPABLANCA_START, depth);
    run::<capablanca::Board>(&GOTHIC, GOTHIC_START, depth);
    run::<makruk::Board>(&MAKRUK, MAKRUK_START, depth);
    let start = shogi::Position::<shogi::board::Board>::from_sfen(shogi::SHOGI_START);
    if let Ok(start) = start {
        for d in 1..=depth {
            let t = Instant::now();
            let n = shogi::perft(&start, d);
            let secs = t.elapsed().as_secs_f64();
            println!("{:<10} depth {d}: {n:>12} ({secs:.3} s)", "shogi");
        }
    }
    if let Ok(start) = chu::Position::from_sfen(chu::CHU_START) {
        for d in 1..=depth {
            let t = Instant::now();
            let n = chu::perft(&start, d);
            let secs = t.elapsed().as_secs_f64();
            println!("{:<10} depth {d}: {n:>12} ({secs:.3} s)", "chu shogi");
        }
    }
    ExitCode::SUCCESS
}

/// `divide shogi SFEN DEPTH`: each legal move in USI with its count.
fn shogi_divide(args: &[&str]) -> ExitCode {
    let usage = || {
        eprintln!("error: usage: perft-example divide shogi SFEN DEPTH");
        ExitCode::from(2)
    };
    let Some((depth, sfen)) = args.split_last() else {
        return usage();
    };
    let Ok(depth) = depth.parse::<u32>() else {
        return usage();
    };
    print_counts(
        shogi::Position::<shogi::board::Board>::from_sfen(&sfen.join(" "))
            .map(|position| shogi::divide(&position, depth))
            .map_err(|e| e.0),
    )
}

/// Prints each move's count and the total, or the error on one line.
fn print_counts(counts: Result<Vec<(String, u64)>, String>) -> ExitCode {
    match counts {
        Ok(counts) => {
            for (name, count) in &counts {
                println!("{name}: {count}");
            }
            println!(
                "\n{} moves, {} nodes",
                counts.len(),
                counts.iter().map(|c| c.1).sum::<u64>()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
