//! Perft speed: this example's generator beside shakmaty's `perft` on the
//! 8x8 positions, beside Fairy-Stockfish's own `go perft` (Debian's
//! `fairy-stockfish`, run as a child process; its start-up is measured at
//! depth 1 and taken off) on the variant positions, and its shogi
//! generator beside haitaka's (its perft, bulk-counted as this one is).
//! Each pair counts the same nodes first. One run; the medians of `RUNS`
//! timings per side.
//!
//! Run: `cargo bench --manifest-path benches/Cargo.toml --bench versus_shakmaty` (and with
//! `RUSTFLAGS="-C target-cpu=x86-64-v3"` for that target).

use geometry_tables::PieceGeometry;
use perft_example::{
    CAPABLANCA, CAPABLANCA_START, CHESS, GOTHIC, GOTHIC_START, MAKRUK, MAKRUK_START, Position,
    STANDARD_START, Variant, capablanca, makruk, perft,
};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};
use std::process::Command;
use std::time::Instant;

const RUNS: usize = 3;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// One row of a table of this example against a peer: nodes, each side's
/// seconds and speed, the ratio.
fn pair_row(name: &str, depth: u32, nodes: u64, ours: f64, theirs: f64) {
    println!(
        "| {name} | {depth} | {nodes} | {ours:.3} ({:.0} M/s) | {theirs:.3} ({:.0} M/s) | {:.2} |",
        nodes as f64 / ours / 1e6,
        nodes as f64 / theirs / 1e6,
        ours / theirs
    );
}

/// The median of `RUNS` timings of `f`, and its result.
fn timed<T>(mut f: impl FnMut() -> T) -> (f64, T) {
    let mut times = Vec::new();
    let mut out = None;
    for _ in 0..RUNS {
        let t = Instant::now();
        out = Some(f());
        times.push(t.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    (times[RUNS / 2], out.unwrap())
}

/// Fairy-Stockfish's node count and seconds for `go perft depth`, start-up
/// included; `None` when it is not installed.
fn fairy_stockfish(variant: &str, fen: &str, depth: u32) -> Option<(u64, f64)> {
    let engine = ["fairy-stockfish", "/usr/games/fairy-stockfish"]
        .into_iter()
        .find(|e| Command::new(e).arg("quit").output().is_ok())?;
    let script = format!(
        "setoption name UCI_Variant value {variant}\nposition fen {fen}\ngo perft {depth}\nquit\n"
    );
    let t = Instant::now();
    let mut child = Command::new(engine)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    use std::io::Write;
    child.stdin.take()?.write_all(script.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    let secs = t.elapsed().as_secs_f64();
    let text = String::from_utf8_lossy(&out.stdout);
    let nodes = text
        .lines()
        .find_map(|l| l.strip_prefix("Nodes searched:"))?
        .trim()
        .parse()
        .ok()?;
    Some((nodes, secs))
}

fn variant<G: PieceGeometry>(v: &'static Variant, fen: &str, depth: u32, quick: bool) {
    let depth = if quick { 2 } else { depth };
    let position = Position::<G>::from_fen(fen, v).expect("a valid FEN");
    let (ours, nodes) = timed(|| perft(&position, depth));
    let theirs = if quick {
        None
    } else {
        let startup = timed(|| fairy_stockfish(v.name, fen, 1)).1.map(|(_, s)| s);
        let (t, counted) = timed(|| fairy_stockfish(v.name, fen, depth));
        counted.map(|(n, s)| {
            assert_eq!(n, nodes, "{} {fen}", v.name);
            let _ = t;
            (s - startup.unwrap_or(0.0)).max(1e-9)
        })
    };
    match theirs {
        Some(fs) => println!(
            "| {} | `{fen}` | {depth} | {nodes} | {ours:.3} ({:.0} M/s) | {fs:.3} ({:.0} M/s) | {:.2} |",
            v.name,
            nodes as f64 / ours / 1e6,
            nodes as f64 / fs / 1e6,
            ours / fs
        ),
        None => println!(
            "| {} | `{fen}` | {depth} | {nodes} | {ours:.3} ({:.0} M/s) | - | - |",
            v.name,
            nodes as f64 / ours / 1e6
        ),
    }
}

fn main() {
    // Under `cargo test --all-targets` the bench runs once at depth 2.
    let quick = !std::env::args().any(|a| a == "--bench");
    println!("| position | depth | nodes | this example (s) | shakmaty 0.30 (s) | ratio |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, fen, depth) in [
        ("start", STANDARD_START, 6),
        ("kiwipete", KIWIPETE, 5),
        (
            "position 4",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            5,
        ),
    ] {
        let depth = if quick { 2 } else { depth };
        let ours = Position::<geometry_tables::Board>::from_fen(fen, &CHESS).expect("a valid FEN");
        let theirs: Chess = fen
            .parse::<Fen>()
            .expect("a valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("a legal position");
        let (t_ours, n_ours) = timed(|| perft(&ours, depth));
        let (t_theirs, n_theirs) = timed(|| shakmaty::perft(&theirs, depth));
        assert_eq!(n_ours, n_theirs, "{name}");
        pair_row(name, depth, n_ours, t_ours, t_theirs);
    }
    println!();
    println!(
        "| variant | position | depth | nodes | this example (s) | Fairy-Stockfish `go perft` (s) | ratio |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|");
    variant::<capablanca::Board>(&CAPABLANCA, CAPABLANCA_START, 5, quick);
    variant::<capablanca::Board>(
        &CAPABLANCA,
        "r4k3r/ppp3pppp/2n1b1c3/3pPp4/10/2N2A4/PPPP1PPPpP/R4K3R w KQkq f6 0 1",
        5,
        quick,
    );
    variant::<capablanca::Board>(&GOTHIC, GOTHIC_START, 5, quick);
    variant::<makruk::Board>(&MAKRUK, MAKRUK_START, 5, quick);
    variant::<makruk::Board>(
        &MAKRUK,
        "rns2snr/6m1/p3k1pp/1p1p1p2/1pP1PpP1/P2P3P/1R1SK3/1N2MSNR w - - 0 13",
        5,
        quick,
    );
    shogi(quick);
}

/// The shogi perft against haitaka's: the start and two middlegames with
/// pieces in hand.
fn shogi(quick: bool) {
    use perft_example::shogi::{Position, SHOGI_START, board::Board};
    println!();
    println!("| shogi position | depth | nodes | this example (s) | haitaka 0.3.2 (s) | ratio |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, sfen, depth) in [
        ("start", SHOGI_START, 5),
        (
            "middlegame, pieces in hand",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            4,
        ),
        (
            "middlegame, both sides with pieces in hand",
            "ln1g5/1r2S1k2/p2pppn2/2ps2p2/1p7/2P6/PPSPPPPLP/2G2K1pr/LN4G1b w BGSLPnp 62",
            4,
        ),
    ] {
        let depth = if quick { 2 } else { depth };
        let ours = Position::<Board>::from_sfen(sfen).expect("a valid SFEN");
        let theirs = haitaka::Board::from_sfen(sfen).expect("a valid SFEN");
        let (t_ours, n_ours) = timed(|| perft_example::shogi::perft(&ours, depth));
        let (t_theirs, n_theirs) =
            timed(|| geometry_test_support::peers::haitaka_perft(&theirs, depth));
        assert_eq!(n_ours, n_theirs, "{name}");
        pair_row(name, depth, n_ours, t_ours, t_theirs);
    }
}
