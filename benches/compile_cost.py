#!/usr/bin/env python3
"""Compile-cost benchmark: how much the tables cost rustc, side by side.

One command, from anywhere in the repository:

    python3 benches/compile_cost.py            # prints a Markdown report
    python3 benches/compile_cost.py --reps 3   # fewer builds, quicker
    python3 benches/compile_cost.py --keep     # keep the scratch directory

It builds scratch crates in a temporary directory (dependencies by path on
this checkout, registry crates offline from the local cache, the
repository's Cargo.lock for the same versions) and prints:

1. the cost of one crate's own rustc run, median of --reps rebuilds, for
   - `geometry-tables` itself (its src/lib.rs, compiled as a scratch crate),
   - the floor: the same module written out as Rust source by our own
     emitter (`geometry_core::emit::source`),
   - the same tables computed by `const fn` in rustc,
   - `board!` on 8x8, 10x8, 12x12 and 16x16, and the 16x16 module as literal
     source, over an empty crate,
   - one table in each candidate emitted form per element type;
2. the macro's own work inside rustc: `board!`'s implementation behind a
   proc macro that times each call, built as cargo builds proc macros;
3. the clean build, dependencies included, of a crate using
   `geometry-tables` vs a proc-macro crate using only syn with
   `["parsing", "proc-macro"]`;
4. which table symbols a release binary that reads one table contains.

How one crate's rustc run is timed: cargo runs every rustc through this
script (RUSTC_WRAPPER); the wrapper times the run of the crate under test
with wait4(), which gives its wall time, CPU time (user + sys, all rustc
threads) and peak resident memory. Between runs only that crate's
src/lib.rs is touched, with CARGO_INCREMENTAL=0, so each run compiles the
whole crate from scratch against already built dependencies, as a clean
build of a registry dependency does. The dev profile is used throughout (as
`cargo build`; proc macros run unoptimized in every profile).
"""

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ---------------------------------------------------------------------------
# Wrapper mode: `compile_cost.py --wrap RUSTC ARGS..` (set up as RUSTC_WRAPPER).


def wrap(argv):
    rustc, args = argv[0], argv[1:]
    target = os.environ.get("COMPILE_COST_CRATE")
    name = args[args.index("--crate-name") + 1] if "--crate-name" in args else None
    if not target or name != target:
        os.execvp(rustc, [rustc] + args)
    env = dict(os.environ)
    extra = []
    passes = os.environ.get("COMPILE_COST_TIME_PASSES") == "1"
    if passes:
        # Stable rustc prints its pass timings only with this escape hatch;
        # it is set for this one measurement run, never for a real build.
        env["RUSTC_BOOTSTRAP"] = "1"
        extra = ["-Z", "time-passes"]
    t0 = time.perf_counter()
    proc = subprocess.Popen([rustc] + args + extra, env=env,
                            stderr=subprocess.PIPE if passes else None)
    err = proc.stderr.read().decode(errors="replace") if passes else ""
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - t0
    record = {
        "crate": name,
        "wall": wall,
        "cpu": usage.ru_utime + usage.ru_stime,
        "rss_kb": usage.ru_maxrss,
    }
    if passes:
        kept = []
        for line in err.splitlines():
            m = re.match(r"time:\s*([0-9.]+);.*\s(\S+)$", line)
            if m:
                record.setdefault("passes", {})[m.group(2)] = float(m.group(1))
            else:
                kept.append(line)
        if kept:
            sys.stderr.write("\n".join(kept) + "\n")
    with open(os.environ["COMPILE_COST_LOG"], "a") as f:
        f.write(json.dumps(record) + "\n")
    sys.exit(proc.returncode)


# ---------------------------------------------------------------------------
# Scratch crates.

GEN_MAIN = r'''
//! Writes the literal crates of the compile-cost benchmark with
//! geometry-core's emitter (and the alternative forms it was chosen over).
use geometry_core::emit::source;
use geometry_core::{Board, BoardModule, Data, Mapping, Shape, Table};
use std::fs;
use std::path::Path;

fn write(root: &Path, krate: &str, body: &str) {
    let dir = root.join(krate).join("src");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("lib.rs"), format!("#![no_std]\n#![allow(dead_code)]\n{body}\n")).unwrap();
}

fn board(files: usize, ranks: usize) -> Board {
    Board::new(files, ranks, Mapping::Lerf).unwrap()
}

fn data(table: Table, files: usize, ranks: usize) -> Data {
    table.compute(&board(files, ranks)).unwrap()
}

fn ints(d: &Data) -> Vec<i128> {
    (0..d.values.len()).map(|i| d.values.int(i).unwrap()).collect()
}

/// `[[e, e, ..], ..]`, one literal per element.
fn nested(d: &Data, f: impl Fn(i128) -> String) -> String {
    let Shape::Pair(n) = d.shape else { panic!("pair table") };
    let v = ints(d);
    let rows: Vec<String> = v
        .chunks(n)
        .map(|r| format!("[{}]", r.iter().map(|&x| f(x)).collect::<Vec<_>>().join(", ")))
        .collect();
    format!("[\n{}\n]", rows.join(",\n"))
}

fn bytes(v: impl Iterator<Item = u8>) -> String {
    let mut s = String::from("*b\"");
    for b in v {
        s.push_str(&format!("\\x{b:02x}"));
    }
    s.push('"');
    s
}

fn main() {
    let root = std::env::args().nth(1).expect("output directory");
    let root = Path::new(&root);

    // The floor: geometry-tables' module as literal source, by our emitter.
    let standard = BoardModule::new("standard", Vec::new(), &Board::STANDARD);
    fs::write(root.join("floor").join("standard.rs"), source::module(&standard)).unwrap();
    let big = BoardModule::new("b", Vec::new(), &board(16, 16));
    write(root, "floor16x16", &source::module(&big));

    // u8: one byte string per row (chosen) vs integer literals.
    let k = data(Table::KnightDist, 16, 16);
    let ty = "[[u8; 256]; 256]";
    write(root, "form-u8-bytes", &format!("pub static T: {ty} = {};", source::value(&k, "")));
    write(root, "form-u8-suffixed", &format!("pub static T: {ty} = {};", nested(&k, |x| format!("{x}u8"))));
    write(root, "form-u8-unsuffixed", &format!("pub static T: {ty} = {};", nested(&k, |x| x.to_string())));

    // bool: each distinct row once, as the positions of its trues (chosen)
    // or as literals, vs plain literals vs bytes + const fn.
    let s = data(Table::SameDiagonal, 16, 16);
    let ty = "[[bool; 256]; 256]";
    write(root, "form-bool-shared", &format!("pub static T: {ty} = {};", source::value(&s, "")));
    let v = ints(&s);
    if let Some(shared) = geometry_core::__private::shared_rows(&s.values, 256) {
        let mut block = String::from("{\n");
        for (k, &a) in shared.first.iter().enumerate() {
            let row: Vec<String> = v[a * 256..(a + 1) * 256].iter().map(|&x| (x == 1).to_string()).collect();
            block += &format!("const R{k}: [bool; 256] = [{}];\n", row.join(", "));
        }
        let names: Vec<String> = shared.class_of.iter().map(|k| format!("R{k}")).collect();
        block += &format!("[{}]\n}}", names.join(", "));
        write(root, "form-bool-shared-literals", &format!("pub static T: {ty} = {block};"));
    }
    write(root, "form-bool-literals", &format!("pub static T: {ty} = {};",
        nested(&s, |x| (x == 1).to_string())));
    let rows: Vec<String> = v.chunks(256).map(|r| format!("b({})", bytes(r.iter().map(|&x| x as u8)))).collect();
    write(root, "form-bool-bytes-fn", &format!(
        "const fn b<const N: usize>(s: [u8; N]) -> [bool; N] {{\n    let mut o = [false; N];\n    let mut i = 0;\n    while i < N {{\n        o[i] = s[i] != 0;\n        i += 1;\n    }}\n    o\n}}\npub static T: {ty} = [\n{}\n];",
        rows.join(",\n")));

    // Bitboards: hex with suffix (chosen) vs without, decimal with / without.
    for (files, ranks, w, digits) in [(8, 8, "u64", 16), (11, 11, "u128", 32)] {
        let d = data(Table::BetweenBb, files, ranks);
        let n = files * ranks;
        let ty = format!("[[{w}; {n}]; {n}]");
        write(root, &format!("form-{w}-hex-suffixed"), &format!("pub static T: {ty} = {};", source::value(&d, "")));
        write(root, &format!("form-{w}-hex"), &format!("pub static T: {ty} = {};",
            nested(&d, |x| format!("0x{x:0digits$X}"))));
        write(root, &format!("form-{w}-dec-suffixed"), &format!("pub static T: {ty} = {};",
            nested(&d, |x| format!("{x}{w}"))));
        write(root, &format!("form-{w}-dec"), &format!("pub static T: {ty} = {};", nested(&d, |x| x.to_string())));
    }

    // i8: suffixed literals (chosen) vs unsuffixed vs bytes + const fn, on
    // the largest i8 table (X88_STEP on 16x16) repeated 64 times to be
    // measurable.
    let st = data(Table::X88Step, 16, 16);
    let len = st.values.len();
    let v = ints(&st);
    let lit = |f: &dyn Fn(i128) -> String| format!("[{}]", v.iter().map(|&x| f(x)).collect::<Vec<_>>().join(", "));
    let rep = |e: String| format!("pub static T: [[i8; {len}]; 64] = [{}];", vec![e; 64].join(",\n"));
    write(root, "form-i8-suffixed", &rep(source::value(&st, "")));
    write(root, "form-i8-unsuffixed", &rep(lit(&|x| x.to_string())));
    let b = bytes(v.iter().map(|&x| x as i8 as u8));
    write(root, "form-i8-bytes-fn", &format!(
        "const fn c<const N: usize>(s: [u8; N]) -> [i8; N] {{\n    let mut o = [0; N];\n    let mut i = 0;\n    while i < N {{\n        o[i] = s[i] as i8;\n        i += 1;\n    }}\n    o\n}}\n{}",
        rep(format!("c({b})"))));
}
'''

CONST_FN = r'''
//! The standard board's tables, every one of them, computed by `const fn`
//! in rustc (docs and typed API left out, which favours this crate).
#![no_std]

pub const FILES: usize = 8;
pub const RANKS: usize = 8;
pub const SQUARES: usize = 64;

const fn fl(sq: usize) -> i32 {
    (sq % 8) as i32
}
const fn rk(sq: usize) -> i32 {
    (sq / 8) as i32
}
const fn abs(x: i32) -> i32 {
    if x < 0 { -x } else { x }
}
const fn on(f: i32, r: i32) -> bool {
    f >= 0 && f < 8 && r >= 0 && r < 8
}
const fn aligned(a: usize, b: usize) -> bool {
    let (df, dr) = (fl(b) - fl(a), rk(b) - rk(a));
    a != b && (df == 0 || dr == 0 || abs(df) == abs(dr))
}
const fn sign(x: i32) -> i32 {
    if x > 0 { 1 } else if x < 0 { -1 } else { 0 }
}

pub static SQUARE_NAMES: [&str; 64] = [@NAMES@];

pub static SQUARE_COLOR: [u8; 64] = {
    let mut t = [0; 64];
    let mut s = 0;
    while s < 64 {
        t[s] = ((fl(s) + rk(s) + 1) % 2) as u8;
        s += 1;
    }
    t
};

const fn color_bb(dark: bool) -> u64 {
    let mut bb = 0;
    let mut s = 0;
    while s < 64 {
        if ((fl(s) + rk(s)) % 2 == 0) == dark {
            bb |= 1 << s;
        }
        s += 1;
    }
    bb
}
pub const DARK_SQUARES: u64 = color_bb(true);
pub const LIGHT_SQUARES: u64 = color_bb(false);

pub static KNIGHT_DIST: [[u8; 64]; 64] = {
    const J: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    let mut t = [[255u8; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut q = [0usize; 64];
        let (mut h, mut n) = (0, 1);
        q[0] = a;
        t[a][a] = 0;
        while h < n {
            let s = q[h];
            h += 1;
            let mut j = 0;
            while j < 8 {
                let (f, r) = (fl(s) + J[j].0, rk(s) + J[j].1);
                if on(f, r) {
                    let x = (8 * r + f) as usize;
                    if t[a][x] == 255 {
                        t[a][x] = t[a][s] + 1;
                        q[n] = x;
                        n += 1;
                    }
                }
                j += 1;
            }
        }
        a += 1;
    }
    t
};

const fn dist(king: bool) -> [[u8; 64]; 64] {
    let mut t = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (df, dr) = (abs(fl(b) - fl(a)), abs(rk(b) - rk(a)));
            t[a][b] = if king { if df > dr { df } else { dr } } else { df + dr } as u8;
            b += 1;
        }
        a += 1;
    }
    t
}
pub static KING_DIST: [[u8; 64]; 64] = dist(true);
pub static TAXI_DIST: [[u8; 64]; 64] = dist(false);

const fn diag(anti: bool) -> [u8; 64] {
    let mut t = [0; 64];
    let mut s = 0;
    while s < 64 {
        t[s] = if anti { rk(s) + fl(s) } else { 7 + rk(s) - fl(s) } as u8;
        s += 1;
    }
    t
}
pub static DIAGONAL: [u8; 64] = diag(false);
pub static ANTI_DIAGONAL: [u8; 64] = diag(true);

const fn same(anti: bool) -> [[bool; 64]; 64] {
    let d = diag(anti);
    let mut t = [[false; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            t[a][b] = d[a] == d[b];
            b += 1;
        }
        a += 1;
    }
    t
}
pub static SAME_DIAGONAL: [[bool; 64]; 64] = same(false);
pub static SAME_ANTI_DIAGONAL: [[bool; 64]; 64] = same(true);

const fn lines<const N: usize>(kind: u8) -> [u64; N] {
    let mut t = [0; N];
    let mut s = 0;
    while s < 64 {
        let i = match kind {
            0 => fl(s),
            1 => rk(s),
            2 => 7 + rk(s) - fl(s),
            _ => rk(s) + fl(s),
        } as usize;
        t[i] |= 1 << s;
        s += 1;
    }
    t
}
pub static FILE_BB: [u64; 8] = lines(0);
pub static RANK_BB: [u64; 8] = lines(1);
pub static DIAGONAL_BB: [u64; 15] = lines(2);
pub static ANTI_DIAGONAL_BB: [u64; 15] = lines(3);

const fn walk(a: usize, sf: i32, sr: i32, stop: usize) -> u64 {
    let (mut f, mut r) = (fl(a) + sf, rk(a) + sr);
    let mut bb = 0;
    while on(f, r) && (8 * r + f) as usize != stop {
        bb |= 1 << (8 * r + f);
        f += sf;
        r += sr;
    }
    bb
}
const fn rays(line: bool) -> [[u64; 64]; 64] {
    let mut t = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if aligned(a, b) {
                let (sf, sr) = (sign(fl(b) - fl(a)), sign(rk(b) - rk(a)));
                t[a][b] = if line {
                    (1 << a) | walk(a, sf, sr, 64) | walk(a, -sf, -sr, 64)
                } else {
                    walk(a, sf, sr, b)
                };
            }
            b += 1;
        }
        a += 1;
    }
    t
}
pub static BETWEEN_BB: [[u64; 64]; 64] = rays(false);
pub static LINE_BB: [[u64; 64]; 64] = rays(true);

pub static X88_ATTACK: [u8; 257] = {
    let mut t = [0; 257];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (df, dr) = (fl(b) - fl(a), rk(b) - rk(a));
            let mut x = 0;
            if a != b && abs(df) <= 1 && abs(dr) <= 1 {
                x |= 1;
            }
            if aligned(a, b) {
                x |= 2 | if df == 0 || dr == 0 { 4 } else { 8 };
            }
            if abs(df) * abs(dr) == 2 {
                x |= 16;
            }
            if abs(df) == 1 && dr == 1 {
                x |= 32;
            }
            if abs(df) == 1 && dr == -1 {
                x |= 64;
            }
            t[(16 * dr + df + 128) as usize] = x;
            b += 1;
        }
        a += 1;
    }
    t
};

pub static X88_STEP: [i8; 257] = {
    let mut t = [0; 257];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (df, dr) = (fl(b) - fl(a), rk(b) - rk(a));
            if aligned(a, b) {
                t[(16 * dr + df + 128) as usize] = (16 * sign(dr) + sign(df)) as i8;
            }
            b += 1;
        }
        a += 1;
    }
    t
};

/// The 0x88 board's numbers: squares, piece bits and steps.
pub mod x88 {
    pub const KING: u8 = 1;
    pub const QUEEN: u8 = 2;
    pub const ROOK: u8 = 4;
    pub const BISHOP: u8 = 8;
    pub const KNIGHT: u8 = 16;
    pub const WHITE_PAWN: u8 = 32;
    pub const BLACK_PAWN: u8 = 64;
    pub const WIDTH: usize = 16;
    pub const OFFSET: usize = 128;
    pub const SQ_TO_X88: [u16; 64] = {
        let mut t = [0; 64];
        let mut s = 0;
        while s < 64 {
            t[s] = (16 * super::rk(s) + super::fl(s)) as u16;
            s += 1;
        }
        t
    };
    pub const X88_TO_SQ: [u16; 128] = {
        let mut t = [u16::MAX; 128];
        let mut s = 0;
        while s < 64 {
            t[SQ_TO_X88[s] as usize] = s as u16;
            s += 1;
        }
        t
    };
    use super::{steps, KING_STEPS as K};
    pub const KNIGHT_STEPS: [i8; 8] = steps(super::KNIGHT_JUMPS, 16);
    pub const KING_STEPS: [i8; 8] = steps(K, 16);
    pub const ROOK_STEPS: [i8; 4] = steps([K[0], K[2], K[4], K[6]], 16);
    pub const BISHOP_STEPS: [i8; 4] = steps([K[1], K[3], K[5], K[7]], 16);
}

/// Each `(file, rank)` step as a change of index on a board `width` wide.
const fn steps<const N: usize>(d: [(i32, i32); N], width: i32) -> [i8; N] {
    let mut t = [0; N];
    let mut i = 0;
    while i < N {
        t[i] = (width * d[i].1 + d[i].0) as i8;
        i += 1;
    }
    t
}

const KNIGHT_JUMPS: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// N, NE, E, SE, S, SW, W, NW.
const KING_STEPS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

const fn leaps<const N: usize>(s: usize, d: &[(i32, i32); N]) -> u64 {
    let mut bb = 0;
    let mut i = 0;
    while i < N {
        let (f, r) = (fl(s) + d[i].0, rk(s) + d[i].1);
        if on(f, r) {
            bb |= 1 << (8 * r + f);
        }
        i += 1;
    }
    bb
}
const fn leaper<const N: usize>(d: [(i32, i32); N]) -> [u64; 64] {
    let mut t = [0; 64];
    let mut s = 0;
    while s < 64 {
        t[s] = leaps(s, &d);
        s += 1;
    }
    t
}
pub static KNIGHT_ATTACKS: [u64; 64] = leaper(KNIGHT_JUMPS);
pub static KING_ATTACKS: [u64; 64] = leaper(KING_STEPS);
pub static PAWN_ATTACKS: [[u64; 64]; 2] = [leaper([(-1, 1), (1, 1)]), leaper([(-1, -1), (1, -1)])];
pub static PAWN_PUSHES: [[u64; 64]; 2] = [leaper([(0, 1)]), leaper([(0, -1)])];
pub static PAWN_DOUBLE_PUSH_RANK: [u64; 2] = [RANK_BB[1], RANK_BB[6]];
pub static PROMOTION_RANK: [u64; 2] = [RANK_BB[7], RANK_BB[0]];

pub static RAYS: [[u64; 64]; 8] = {
    let mut t = [[0; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < 64 {
            t[d][s] = walk(s, KING_STEPS[d].0, KING_STEPS[d].1, 64);
            s += 1;
        }
        d += 1;
    }
    t
};

const fn coords() -> [[u8; 64]; 3] {
    let mut t = [[0; 64]; 3];
    let mut s = 0;
    while s < 64 {
        t[0][s] = fl(s) as u8;
        t[1][s] = rk(s) as u8;
        t[2][s] = s as u8;
        s += 1;
    }
    t
}
pub const FILE_OF: [u8; 64] = coords()[0];
pub const RANK_OF: [u8; 64] = coords()[1];
pub const SQUARE_AT: [u8; 64] = coords()[2];
pub const STEP_FROM: [u64; 8] = {
    let mut t = [0; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < 64 {
            if on(fl(s) + KING_STEPS[d].0, rk(s) + KING_STEPS[d].1) {
                t[d] |= 1 << s;
            }
            s += 1;
        }
        d += 1;
    }
    t
};
pub const STEP_SHIFT: [i8; 8] = steps(KING_STEPS, 8);

/// The columns a slider on `col` attacks along one row of eight, the six
/// inner columns occupied as the bits of `inner` say.
pub static HQ_RANK: [[u8; 64]; 8] = {
    let mut t = [[0; 64]; 8];
    let mut col = 0;
    while col < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occ = (inner << 1) as u32;
            let mut set = 0u8;
            let mut dir = 0;
            while dir < 2 {
                let step = if dir == 0 { 1 } else { -1 };
                let mut c = col as i32 + step;
                while c >= 0 && c < 8 {
                    set |= 1 << c;
                    if occ & (1 << c) != 0 {
                        break;
                    }
                    c += step;
                }
                dir += 1;
            }
            t[col][inner] = set;
            inner += 1;
        }
        col += 1;
    }
    t
};

/// Per square: its file, diagonal and anti-diagonal without it, then its bit.
pub static HQ_LINES: [[u64; 4]; 64] = {
    let mut t = [[0; 4]; 64];
    let mut s = 0;
    while s < 64 {
        let bit = 1u64 << s;
        t[s] = [
            FILE_BB[fl(s) as usize] & !bit,
            DIAGONAL_BB[(7 + rk(s) - fl(s)) as usize] & !bit,
            ANTI_DIAGONAL_BB[(rk(s) + fl(s)) as usize] & !bit,
            bit,
        ];
        s += 1;
    }
    t
};
'''

CONST_FN_CHECK = r'''
//! Every table and constant of the `const fn` twin equals geometry-tables'.
use geometry_tables::standard as g;

macro_rules! same {
    ($($path:ident)::+) => {
        assert!(g::$($path)::+ == constfn::$($path)::+, concat!(stringify!($($path)::+), " differs"));
    };
}

fn main() {
    same!(FILES);
    same!(RANKS);
    same!(SQUARES);
    same!(SQUARE_NAMES);
    same!(SQUARE_COLOR);
    same!(DARK_SQUARES);
    same!(LIGHT_SQUARES);
    same!(KNIGHT_DIST);
    same!(KING_DIST);
    same!(TAXI_DIST);
    same!(DIAGONAL);
    same!(ANTI_DIAGONAL);
    same!(SAME_DIAGONAL);
    same!(SAME_ANTI_DIAGONAL);
    same!(FILE_BB);
    same!(RANK_BB);
    same!(DIAGONAL_BB);
    same!(ANTI_DIAGONAL_BB);
    same!(BETWEEN_BB);
    same!(LINE_BB);
    same!(X88_ATTACK);
    same!(X88_STEP);
    same!(KNIGHT_ATTACKS);
    same!(KING_ATTACKS);
    same!(PAWN_ATTACKS);
    same!(PAWN_PUSHES);
    same!(PAWN_DOUBLE_PUSH_RANK);
    same!(PROMOTION_RANK);
    same!(RAYS);
    same!(FILE_OF);
    same!(RANK_OF);
    same!(SQUARE_AT);
    same!(STEP_FROM);
    same!(STEP_SHIFT);
    same!(HQ_RANK);
    same!(HQ_LINES);
    same!(x88::KING);
    same!(x88::QUEEN);
    same!(x88::ROOK);
    same!(x88::BISHOP);
    same!(x88::KNIGHT);
    same!(x88::WHITE_PAWN);
    same!(x88::BLACK_PAWN);
    same!(x88::WIDTH);
    same!(x88::OFFSET);
    same!(x88::SQ_TO_X88);
    same!(x88::X88_TO_SQ);
    same!(x88::KNIGHT_STEPS);
    same!(x88::KING_STEPS);
    same!(x88::ROOK_STEPS);
    same!(x88::BISHOP_STEPS);
}
'''

BOARDS = [(8, 8), (10, 8), (12, 12), (16, 16)]
FAIRY = [
    ("fairy16x16", 16, 16, "leapers = [camel, mann(wazir, ferz)], riders = [nightrider(knight)]"),
    ("fairy12x10", 12, 10, "leapers = [camel, mann(wazir, ferz)], riders = [nightrider(knight)]"),
    # Betza pieces: xiangqi's seven piece types, shogi's fourteen (the
    # promoted ones included), as Fairy-Stockfish defines them.
    ("xiangqi9x10", 9, 10, 'pieces = [chariot = "R", horse = "nN", elephant = "nA", advisor = "F", '
                           'general = "W", cannon = "mRcpR", soldier = "fsW"]'),
    ("shogi9x9", 9, 9, 'pieces = [fuhyo = "fW", kyosha = "fR", keima = "fN", ginsho = "FfW", '
                       'kinsho = "WfF", kakugyo = "B", hisha = "R", gyoku = "K", tokin = "WfF", '
                       'narikyo = "WfF", narikei = "WfF", narigin = "WfF", ryuma = "BW", ryuo = "RF"]'),
    # Chu shogi whole on 12x12 (256-bit bitboards): its 28 distinct pieces,
    # the lion, horned falcon and soaring eagle with moves of two legs, as
    # geometry-tables' `chu_shogi` example declares them.
    ("chu12x12", 12, 12, 'pieces = [chu_pawn = "fW", lance = "fR", ferocious_leopard = "FvW", '
                         'copper = "fKbW", silver = "FfW", gold = "WfF", drunk_elephant = "FsfW", '
                         'blind_tiger = "FsbW", chu_king = "K", reverse_chariot = "vR", chu_bishop = "B", '
                         'chu_rook = "R", phoenix = "WA", kirin = "FD", side_mover = "sRvW", '
                         'vertical_mover = "vRsW", dragon_horse = "BW", dragon_king = "RF", free_king = "Q", '
                         'lion = "KNADcaKmcabK", go_between = "vW", flying_ox = "vRB", flying_stag = "vRK", '
                         'free_boar = "sRB", horned_falcon = "BsbRfWfDfcafWfmcabW", '
                         'soaring_eagle = "RbBfFfAfcafFfmcabF", whale = "vRbB", white_horse = "vRfB"]'),
    # A variants.ini variant whole: xiangqihouse's pieces and its regions
    # (the confined pieces' areas and the drop region), as its lines read.
    ("xiangqihouse9x10", 9, 10, 'pieces = [chariot = "R", horse = "nN", elephant = "nA", advisor = "F", '
                                'general = "W", cannon = "mRcpR", soldier = "fsW"], '
                                'regions = [king = white("d1 e1 f1 d2 e2 f2 d3 e3 f3"), '
                                'fers = white("d1 f1 e2 d3 f3"), elephant = white("c1 g1 a3 e3 i3 c5 g5"), '
                                'soldier = white("a4 a5 c4 c5 e4 e5 g4 g5 i4 i5 *6 *7 *8 *9 *10"), '
                                'drop = white("*1 *2 *3 *4 *5")]'),
]


# `board!` as the proc macro runs it, timed from inside: the wall time from
# the input tokens to the output tokens, appended to the file named by
# COMPILE_COST_MACRO_LOG. Inside rustc proc-macro2 hands every token to the
# compiler's `proc_macro` library, so this includes the compiler's side of
# building the output, as a user's build runs it.
TIMED_BOARD = r'''extern crate proc_macro;
use proc_macro::TokenStream;
use std::io::Write;

#[proc_macro]
pub fn board(input: TokenStream) -> TokenStream {
    let start = std::time::Instant::now();
    let output: TokenStream = geometry_macros_support::board(input.into()).into();
    let ns = start.elapsed().as_nanos();
    if let Some(path) = std::env::var_os("COMPILE_COST_MACRO_LOG") {
        if let Ok(mut log) = std::fs::OpenOptions::new().append(true).create(true).open(path) {
            let _ = writeln!(log, "{ns}");
        }
    }
    output
}
'''

TIMED = [
    ("timed1x1", "files = 1, ranks = 1"),
    ("timed8x8", "files = 8, ranks = 8"),
    ("timed16x16", "files = 16, ranks = 16"),
] + [(f"timed-{name}", f"files = {files}, ranks = {ranks}, {pieces}")
     for name, files, ranks, pieces in FAIRY]

def board_entries(files, ranks):
    """Values in a board! module's tables (the arrays, not the docs)."""
    n = files * ranks
    w = 1
    while w < 2 * files - 1:
        w *= 2
    delta = 2 * w * ranks + 1
    entries = n + n + 2 * n  # names, colour, diagonal indices
    entries += 5 * n * n  # knight, king, taxi, same (anti-)diagonal
    entries += 2 * delta  # x88 attack and step
    if n <= 128:
        entries += 2 + files + ranks + 2 * (files + ranks - 1) + 2 * n * n
    return entries


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def manifest(name, deps="", extra=""):
    return (f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n'
            f"{extra}\n[dependencies]\n{deps}")


def path_dep(crate, options=""):
    return f'{crate} = {{ path = "{os.path.join(REPO, crate)}"{options} }}\n'


def syn_line():
    """syn as the comparison crate uses it: the workspace's version,
    `default-features = false, features = ["parsing", "proc-macro"]`."""
    version = "3"
    with open(os.path.join(REPO, "Cargo.toml")) as f:
        for line in f:
            m = re.match(r'syn = \{ version = "([^"]+)"', line)
            if m:
                version = m.group(1)
    return (f'syn = {{ version = "{version}", default-features = false, '
            'features = ["parsing", "proc-macro"] }\n')


FORMS = [
    ("u8", "16x16 `KNIGHT_DIST`, 65,536 values", [
        ("form-u8-bytes", "one byte string per row `[*b\"\\x00\\x03..\", ..]` (chosen)"),
        ("form-u8-suffixed", "integer literals `[[0u8, 3u8, ..], ..]`"),
        ("form-u8-unsuffixed", "integer literals `[[0, 3, ..], ..]`"),
    ]),
    ("bool", "16x16 `SAME_DIAGONAL`, 65,536 values", [
        ("form-bool-shared", "each distinct row once as a `const` in a block, the positions of its "
                             "`true`s as a byte string through a `const fn` the block defines (chosen)"),
        ("form-bool-shared-literals", "each distinct row once as a `const` in a block, as literals"),
        ("form-bool-literals", "literals `[[true, false, ..], ..]`"),
        ("form-bool-bytes-fn", "byte string per row through a `const fn` to `[bool; N]`"),
    ]),
    ("u64", "8x8 `BETWEEN_BB`, 4,096 values", [
        ("form-u64-hex-suffixed", "hex with suffix `0x..u64` (chosen)"),
        ("form-u64-hex", "hex without suffix"),
        ("form-u64-dec-suffixed", "decimal with suffix"),
        ("form-u64-dec", "decimal without suffix"),
    ]),
    ("u128", "11x11 `BETWEEN_BB`, 14,641 values", [
        ("form-u128-hex-suffixed", "hex with suffix `0x..u128` (chosen)"),
        ("form-u128-hex", "hex without suffix"),
        ("form-u128-dec-suffixed", "decimal with suffix"),
        ("form-u128-dec", "decimal without suffix"),
    ]),
    ("i8", "16x16 `X88_STEP` x 64, 65,600 values", [
        ("form-i8-suffixed", "suffixed literals `-33i8` (chosen)"),
        ("form-i8-unsuffixed", "unsuffixed literals"),
        ("form-i8-bytes-fn", "byte string through a `const fn` cast"),
    ]),
]


def setup(tmp):
    ws = os.path.join(tmp, "ws")
    members = []

    def crate(name, lib, deps="", extra=""):
        write(os.path.join(ws, name, "Cargo.toml"), manifest(name, deps, extra))
        write(os.path.join(ws, name, "src", "lib.rs"), lib)
        members.append(name)

    # geometry-tables' sources, as they are.
    src = os.path.join(REPO, "geometry-tables", "src")
    shutil.copytree(src, os.path.join(ws, "gt", "src"))
    shutil.copytree(src, os.path.join(ws, "floor", "src"))
    with open(os.path.join(src, "lib.rs")) as f:
        crate("gt", f.read(), path_dep("geometry-macros"))
    names = ", ".join(f'"{chr(97 + s % 8)}{s // 8 + 1}"' for s in range(64))
    crate("constfn", CONST_FN.replace("@NAMES@", names))
    # The twin must compute the very tables it is timed against.
    write(os.path.join(ws, "constfn-check", "Cargo.toml"),
          manifest("constfn-check", path_dep("geometry-tables") + 'constfn = { path = "../constfn" }\n'))
    write(os.path.join(ws, "constfn-check", "src", "main.rs"), CONST_FN_CHECK)
    members.append("constfn-check")
    crate("empty", "#![no_std]\n")
    for files, ranks in [(1, 1)] + BOARDS:
        crate(f"board{files}x{ranks}",
              f"#![no_std]\ngeometry_macros::board! {{\n    /// Bench.\n    pub mod b {{ files = {files}, ranks = {ranks} }}\n}}\n",
              path_dep("geometry-macros") + path_dep("geometry-tables"))
    # Fairy pieces: two leapers and a rider on 16x16 (256-bit bitboards)
    # and on 12x10 (u128); Betza pieces on xiangqi's and shogi's boards.
    for name, files, ranks, pieces in FAIRY:
        crate(name,
              f"#![no_std]\ngeometry_macros::board! {{\n    /// Bench.\n    pub mod b {{ files = {files}, ranks = {ranks}, {pieces} }}\n}}\n",
              path_dep("geometry-macros") + path_dep("geometry-tables"))
    # The macro's own work inside rustc: `board!`'s implementation behind a
    # proc macro that times each call, built as cargo builds proc macros.
    crate("timed-board", TIMED_BOARD,
          path_dep("geometry-macros-support"), "\n[lib]\nproc-macro = true\n")
    for name, spec in TIMED:
        crate(name,
              f"#![no_std]\ntimed_board::board! {{\n    /// Bench.\n    pub mod b {{ {spec} }}\n}}\n",
              path_dep("geometry-tables") + 'timed-board = { path = "../timed-board" }\n')
    # Written by the generator; placeholders so the workspace loads.
    write(os.path.join(ws, "floor", "Cargo.toml"), manifest("floor"))
    members.append("floor")
    # The board modules implement geometry-tables' traits.
    crate("floor16x16", "#![no_std]\n", path_dep("geometry-tables"))
    for name in [c for _, _, forms in FORMS for c, _ in forms]:
        crate(name, "#![no_std]\n")
    crate("user-tables",
          "#![no_std]\npub fn knight(a: usize, b: usize) -> u8 {\n    geometry_tables::KNIGHT_DIST[a][b]\n}\n",
          path_dep("geometry-tables"))
    # The same user of the standard module written out as source: what the
    # clean build would cost were the module checked in.
    crate("user-floor",
          "#![no_std]\npub fn knight(a: usize, b: usize) -> u8 {\n    floor::KNIGHT_DIST[a][b]\n}\n",
          'floor = { path = "../floor" }\n')
    crate("user-syn",
          "extern crate proc_macro;\nuse proc_macro::TokenStream;\n\n#[proc_macro]\npub fn ident(input: TokenStream) -> TokenStream {\n    let ident: syn::Ident = syn::parse(input).expect(\"an identifier\");\n    let _ = ident;\n    TokenStream::new()\n}\n",
          syn_line(), "\n[lib]\nproc-macro = true\n")
    # Builds geometry-core as a proc macro's dependency, so that a clean
    # build can start with it done: the layout's floor were it free.
    crate("core-host", "extern crate proc_macro;\n",
          path_dep("geometry-core", ", default-features = false"),
          "\n[lib]\nproc-macro = true\n")
    # A binary reading one table, for the symbol check.
    write(os.path.join(ws, "one-table", "Cargo.toml"), manifest("one-table", path_dep("geometry-tables")))
    write(os.path.join(ws, "one-table", "src", "main.rs"),
          "fn main() {\n    let a = std::env::args().count();\n    println!(\"{}\", geometry_tables::KNIGHT_DIST[a % 64][(a * 7) % 64]);\n}\n")
    members.append("one-table")
    write(os.path.join(ws, "Cargo.toml"),
          "[workspace]\nresolver = \"2\"\nmembers = [\n" + "".join(f'    "{m}",\n' for m in members) + "]\n")
    shutil.copy(os.path.join(REPO, "Cargo.lock"), os.path.join(ws, "Cargo.lock"))

    gen = os.path.join(tmp, "gen")
    write(os.path.join(gen, "Cargo.toml"),
          manifest("gen", path_dep("geometry-core")) + "\n[workspace]\n")
    write(os.path.join(gen, "src", "main.rs"), GEN_MAIN)
    shutil.copy(os.path.join(REPO, "Cargo.lock"), os.path.join(gen, "Cargo.lock"))
    return ws, gen


def make_floor(ws):
    """The floor crate: geometry-tables' lib.rs with its `board!` call
    replaced by the module our emitter writes as source."""
    with open(os.path.join(REPO, "geometry-tables", "src", "lib.rs")) as f:
        lib = f.read()
    with open(os.path.join(ws, "floor", "standard.rs")) as f:
        module = f.read().replace("pub mod standard {", "#[doc(hidden)]\npub mod standard {", 1)
    lib, n = re.subn(r"geometry_macros::board! \{.*?\n\}\n", lambda _: module, lib, count=1, flags=re.S)
    if n != 1:
        sys.exit("could not find the board! call in geometry-tables/src/lib.rs")
    write(os.path.join(ws, "floor", "src", "lib.rs"), lib)


def run(cmd, cwd, env, quiet=True):
    res = subprocess.run(cmd, cwd=cwd, env=env,
                         stdout=subprocess.PIPE if quiet else None,
                         stderr=subprocess.PIPE if quiet else None, text=True)
    if res.returncode != 0:
        sys.stderr.write(f"command failed: {' '.join(cmd)}\n{res.stdout or ''}{res.stderr or ''}")
        sys.exit(1)
    return res


def measure_crate(ws, env, log, name, reps, passes=False):
    """Rebuilds crate `name` reps times; returns the wrapper's records."""
    rust_name = name.replace("-", "_")
    lib = os.path.join(ws, name, "src", "lib.rs")
    records = []
    for _ in range(reps):
        os.utime(lib)
        open(log, "w").close()
        e = dict(env, COMPILE_COST_CRATE=rust_name)
        if passes:
            e["COMPILE_COST_TIME_PASSES"] = "1"
        run(["cargo", "build", "--offline", "-q", "-p", name], ws, e)
        with open(log) as f:
            recs = [json.loads(line) for line in f if line.strip()]
        if len(recs) != 1:
            sys.stderr.write(f"expected one rustc run of {rust_name}, got {len(recs)}\n")
            sys.exit(1)
        records.append(recs[0])
    return records


def user_waits(ws, env, names, reps):
    """What a user waits for: the wall time of `cargo build -p NAME` after
    `cargo clean -p NAME`, the dependencies already built (cargo's own
    work, loading and running the proc macro, rustc), median of `reps`
    rounds. The timing wrapper stays set, so that no dependency is rebuilt;
    for these crates it only starts rustc, the same few milliseconds for
    every crate, which the differences with the empty crate cancel."""
    times = {name: [] for name in names}
    for _ in range(reps):
        for name in names:
            run(["cargo", "clean", "--offline", "-q", "-p", name], ws, env)
            t0 = time.perf_counter()
            run(["cargo", "build", "--offline", "-q", "-p", name], ws, env)
            times[name].append(time.perf_counter() - t0)
    return {name: statistics.median(ts) for name, ts in times.items()}


def summary(records):
    """Best (minimum) and median of the runs: on a shared machine other
    processes only ever add time, so the best run is the least disturbed
    one; ratios use the best CPU time."""
    return {
        "wall": min(r["wall"] for r in records),
        "cpu": min(r["cpu"] for r in records),
        "cpu_med": statistics.median(r["cpu"] for r in records),
        "rss_mb": max(r["rss_kb"] for r in records) / 1024,
    }


def unit_times(target):
    """Per-crate (start, duration) from cargo's --timings report, best
    effort (the report's layout is not a stable interface)."""
    try:
        path = os.path.join(target, "cargo-timings", "cargo-timing.html")
        with open(path) as f:
            m = re.search(r"const UNIT_DATA = (\[.*?\]);", f.read(), re.S)
        units = json.loads(m.group(1))
        return [(u["name"] + (f" ({u['target'].strip()})" if u.get("target", "").strip() else ""),
                 u["start"], u["duration"]) for u in units]
    except (OSError, AttributeError, ValueError, KeyError):
        return None


def clean_build(ws, env, name, target, timings=False, prebuilt=None):
    """`cargo build -p NAME` in an empty target directory, or in one where
    only the package `prebuilt` (and its dependencies) was built first."""
    shutil.rmtree(target, ignore_errors=True)
    e = dict(env, CARGO_TARGET_DIR=target)
    e.pop("RUSTC_WRAPPER", None)
    if prebuilt:
        run(["cargo", "build", "--offline", "-q", "-p", prebuilt], ws, e)
    cmd = ["cargo", "build", "--offline", "-q", "-p", name] + (["--timings"] if timings else [])
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ws, env=e, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        sys.exit(f"clean build of {name} failed")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss_kb": usage.ru_maxrss}


def machine():
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    rustc = subprocess.run(["rustc", "-V"], capture_output=True, text=True).stdout.strip()
    cargo = subprocess.run(["cargo", "-V"], capture_output=True, text=True).stdout.strip()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (f"{os.cpu_count()} CPUs ({cpu}), {platform.system()} {platform.release()}, "
            f"{rustc}, {cargo}, load average {load:.1f} at start")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--wrap":
        wrap(sys.argv[2:])
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=7, help="rebuilds per crate")
    ap.add_argument("--clean-reps", type=int, default=15, help="interleaved rounds of clean builds with dependencies")
    ap.add_argument("--keep", action="store_true", help="keep the scratch directory")
    ap.add_argument("--no-forms", action="store_true", help="skip the emitted-form comparison")
    ap.add_argument("--only", choices=["rustc", "macro", "clean", "symbols"],
                    help="run one section: one crate's rustc run (with board sizes and forms), "
                         "the macro's own work inside rustc, clean builds with dependencies, "
                         "or the release-binary symbols")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="compile-cost-")
    try:
        report(tmp, args)
    finally:
        if args.keep:
            print(f"\n(scratch crates kept in {tmp})")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


def report(tmp, args):
    out = print
    out(f"Machine: {machine()}\n")
    started = time.time()
    ws, gen = setup(tmp)
    env = dict(os.environ, CARGO_INCREMENTAL="0", CARGO_TERM_COLOR="never")
    env.pop("RUSTFLAGS", None)
    env.pop("CARGO_TARGET_DIR", None)
    log = os.path.join(tmp, "rustc.log")
    wrapper = os.path.join(tmp, "rustc-wrapper.sh")
    write(wrapper, f'#!/bin/sh\nexec "{sys.executable}" "{os.path.abspath(__file__)}" --wrap "$@"\n')
    os.chmod(wrapper, 0o755)
    env["COMPILE_COST_LOG"] = log

    sys.stderr.write("generating literal crates with geometry-core's emitter...\n")
    run(["cargo", "run", "--offline", "-q", "--", ws], gen,
        dict(env, CARGO_TARGET_DIR=os.path.join(tmp, "target-gen")))
    make_floor(ws)
    env["CARGO_TARGET_DIR"] = os.path.join(tmp, "target")
    env["RUSTC_WRAPPER"] = wrapper
    if args.only in (None, "rustc"):
        sys.stderr.write("building dependencies...\n")
        run(["cargo", "build", "--offline", "-q", "--workspace", "--exclude", "one-table"], ws, env)
        rustc_runs(ws, env, log, args, out)
    if args.only in (None, "macro"):
        macro_work(ws, env, tmp, args, out)
    if args.only in (None, "clean"):
        clean_builds(ws, env, tmp, args, out)
    if args.only in (None, "symbols"):
        symbols(ws, env, out)
    out(f"(benchmark took {time.time() - started:.0f} s)")


def rustc_runs(ws, env, log, args, out):
    """Sections 1 and 2 of the report: one crate's rustc run."""

    def round_robin(names):
        """reps rebuilds of each crate, in rounds (one rebuild of every crate
        per round), so that a busy spell of the machine hits all alike."""
        records = {name: [] for name in names}
        for rep in range(args.reps):
            sys.stderr.write(f"round {rep + 1}/{args.reps}: {', '.join(names)}\n")
            for name in names:
                records[name] += measure_crate(ws, env, log, name, 1)
        return {name: summary(recs) for name, recs in records.items()}, records

    run(["cargo", "run", "--offline", "-q", "-p", "constfn-check"], ws, env)
    core = (["empty", "gt", "floor", "constfn", "floor16x16"]
            + [f"board{f}x{r}" for f, r in [(1, 1)] + BOARDS]
            + [name for name, *_ in FAIRY])
    res, rounds = round_robin(core)

    def per_round(a, b):
        """Median, lowest and highest of a's CPU over b's, round by round:
        each round's two builds shared the machine's state of the moment."""
        ratios = [x["cpu"] / y["cpu"] for x, y in zip(rounds[a], rounds[b])]
        return statistics.median(ratios), min(ratios), max(ratios)
    passes = {}
    for name in core:
        if name.startswith(("board", "floor")) or name == "gt":
            passes[name] = measure_crate(ws, env, log, name, 1, passes=True)[0].get("passes", {})
    empty = res["empty"]

    def row(label, r, base=None):
        over = f"{r['cpu'] - empty['cpu']:+.3f}"
        ratio = f"{r['cpu'] / base['cpu']:.2f}x" if base else ""
        return (f"| {label} | {r['cpu']:.3f} | {r['cpu_med']:.3f} | {r['wall']:.3f} | {over} | {ratio} | "
                f"{r['rss_mb']:.0f} |")

    head = ("| {} | CPU best (s) | CPU median (s) | wall best (s) | CPU over empty crate (s) | "
            "ratio (CPU) | peak RSS (MB) |")
    out(f"## One crate's rustc run (dev profile, {args.reps} runs each)\n")
    out(head.format("crate"))
    out("|---|---:|---:|---:|---:|---:|---:|")
    out(row("empty `#![no_std]` crate", empty))
    out(row("literal floor: geometry-tables with the module as `emit::source` literals", res["floor"]))
    out(row("`geometry-tables` (`board!` 8x8), vs floor", res["gt"], res["floor"]))
    out(row("the same tables by `const fn`, vs `geometry-tables`", res["constfn"], res["gt"]))
    out()
    gt_floor = res["gt"]["cpu"] / res["floor"]["cpu"]
    const_gt = res["constfn"]["cpu"] / res["gt"]["cpu"]
    gt_floor_wall = res["gt"]["wall"] / res["floor"]["wall"]
    const_gt_wall = res["constfn"]["wall"] / res["gt"]["wall"]
    gt_floor_rounds = per_round("gt", "floor")
    const_gt_rounds = per_round("constfn", "gt")
    out(f"- `geometry-tables` / floor: best / best {gt_floor:.2f} CPU, {gt_floor_wall:.2f} wall; "
        f"median of the rounds {gt_floor_rounds[0]:.2f} ({gt_floor_rounds[1]:.2f} to {gt_floor_rounds[2]:.2f}) "
        f"(target <= 1.10, by the median round: {'met' if gt_floor_rounds[0] <= 1.10 else 'NOT met'})")
    out(f"- `const fn` / `geometry-tables`: best / best {const_gt:.1f} CPU, {const_gt_wall:.1f} wall; "
        f"median of the rounds {const_gt_rounds[0]:.1f} ({const_gt_rounds[1]:.1f} to {const_gt_rounds[2]:.1f}) "
        f"(target >= 10: {'met' if const_gt_rounds[0] >= 10 else 'NOT met'})")
    for name in ("floor", "gt"):
        p = passes.get(name, {})
        if p:
            out(f"- {name}: rustc passes (one run, `-Z time-passes`): parse {p.get('parse_crate', 0):.3f} s, "
                f"macro expansion {p.get('expand_crate', 0):.3f} s, type check {p.get('type_check_crate', 0):.3f} s, "
                f"total {p.get('total', 0):.3f} s")
    out()

    out(f"## `board!` by board size (dev profile, {args.reps} runs each)\n")
    out("| board | squares | table values | CPU best (s) | CPU median (s) | wall best (s) | CPU over empty (s) | "
        "us per 1000 values | macro expansion (s) | peak RSS (MB) |")
    out("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    base_rate = None
    growth_ok = True
    for files, ranks in [(1, 1)] + BOARDS:
        name = f"board{files}x{ranks}"
        r = res[name]
        entries = board_entries(files, ranks)
        over = r["cpu"] - empty["cpu"]
        rate = over / entries * 1e6
        if (files, ranks) == (8, 8):
            base_rate = rate
        elif base_rate is not None and rate > 1.25 * base_rate:
            growth_ok = False
        expand = passes.get(name, {}).get("expand_crate")
        expand = f"{expand:.3f}" if expand is not None else "n/a"
        out(f"| {files}x{ranks} | {files * ranks} | {entries} | {r['cpu']:.3f} | {r['cpu_med']:.3f} | "
            f"{r['wall']:.3f} | {over:+.3f} | {rate:.1f} | {expand} | {r['rss_mb']:.0f} |")
    f16 = res["floor16x16"]
    out(f"| 16x16 as `emit::source` literals | 256 | {board_entries(16, 16)} | {f16['cpu']:.3f} | "
        f"{f16['cpu_med']:.3f} | {f16['wall']:.3f} | {f16['cpu'] - empty['cpu']:+.3f} | | "
        f"{passes.get('floor16x16', {}).get('expand_crate', float('nan')):.3f} | {f16['rss_mb']:.0f} |")
    over16 = res["board16x16"]["cpu"] - empty["cpu"]
    over16_wall = res["board16x16"]["wall"] - empty["wall"]
    out()
    out(f"- 16x16 over the empty crate: {over16:.3f} s CPU, {over16_wall:.3f} s wall "
        f"(target <= 0.5 s: {'met' if max(over16, over16_wall) <= 0.5 else 'NOT met'})")
    out(f"- growth: cost per table value of every larger board within 1.25x of 8x8's: "
        f"{'yes' if growth_ok else 'NO'} (linear or better in the number of values)")
    for name, files, ranks, pieces in FAIRY:
        r = res[name]
        plain = res.get(f"board{files}x{ranks}")
        extra = f", {r['cpu'] - plain['cpu']:+.3f} s over the plain {files}x{ranks} module" if plain else ""
        out(f"- {files}x{ranks} with `{pieces}`: {r['cpu'] - empty['cpu']:+.3f} s CPU, "
            f"{r['wall'] - empty['wall']:+.3f} s wall over the empty crate{extra}")
    waits = user_waits(ws, env, ["empty", "board8x8", "board16x16"] + [name for name, *_ in FAIRY],
                       args.reps)
    out()
    out(f"What a user waits for: `cargo build` of the crate after `cargo clean -p` of it, "
        f"dependencies built, wall, median of {args.reps} rounds, over the empty crate's "
        f"{waits['empty']:.3f} s:\n")
    out("| crate | wall (s) | over the empty crate (s) |")
    out("|---|---:|---:|")
    for name, wall in waits.items():
        out(f"| {name} | {wall:.3f} | {wall - waits['empty']:+.3f} |")
    out()
    out("- macro expansion: rustc's `expand_crate` pass (`-Z time-passes`, one extra run with "
        "RUSTC_BOOTSTRAP=1): the proc macro's work, the token hand-over and the parse of its output; "
        "1x1 shows the fixed cost of loading and calling the macro\n")

    if not args.no_forms:
        out(f"## Emitted forms, one table each (dev profile, {args.reps} runs each)\n")
        out("| element | table | form | CPU best (s) | CPU median (s) | wall best (s) | CPU over empty (s) | "
            "peak RSS (MB) |")
        out("|---|---|---|---:|---:|---:|---:|---:|")
        form_res, _ = round_robin(["empty"] + [name for _, _, forms in FORMS for name, _ in forms])
        empty = form_res["empty"]
        for elem, what, forms in FORMS:
            for name, desc in forms:
                r = form_res[name]
                out(f"| `{elem}` | {what} | {desc} | {r['cpu']:.3f} | {r['cpu_med']:.3f} | {r['wall']:.3f} | "
                    f"{r['cpu'] - empty['cpu']:+.3f} | {r['rss_mb']:.0f} |")
        out()



def macro_work(ws, env, tmp, args, out):
    """The macro's own work as a user's build runs it: `board!`'s
    implementation called by a proc macro that cargo builds like any
    (opt-level 0), timed from inside rustc around the call."""
    sys.stderr.write("the macro's work inside rustc...\n")
    log = os.path.join(tmp, "macro.log")
    e = dict(env, COMPILE_COST_MACRO_LOG=log)
    names = [name for name, _ in TIMED]
    run(["cargo", "build", "--offline", "-q", "-p", names[0]], ws, e)
    times = {name: [] for name in names}
    for rep in range(args.reps):
        sys.stderr.write(f"round {rep + 1}/{args.reps}\n")
        for name in names:
            os.utime(os.path.join(ws, name, "src", "lib.rs"))
            open(log, "w").close()
            run(["cargo", "build", "--offline", "-q", "-p", name], ws, e)
            with open(log) as f:
                calls = [int(line) for line in f if line.strip()]
            if len(calls) != 1:
                sys.exit(f"expected one board! call in {name}, got {len(calls)}")
            times[name].append(calls[0] / 1e6)
    out(f"## The macro's own work inside rustc (`board!`, dev profile, {args.reps} rounds)\n")
    out("| board | median (ms) | best (ms) |")
    out("|---|---:|---:|")
    for name, spec in TIMED:
        ts = times[name]
        out(f"| `{spec}` | {statistics.median(ts):.1f} | {min(ts):.1f} |")
    med16 = statistics.median(times["timed16x16"])
    out()
    out(f"- 16x16, every table: {med16:.1f} ms, median (target < 50 ms: "
        f"{'met' if med16 < 50 else 'NOT met'}); every run, fastest first: "
        f"{', '.join(f'{t:.1f}' for t in sorted(times['timed16x16']))} ms")
    out("- the wall time of one `board!` call, from its input tokens to its output tokens, "
        "measured inside the proc macro; proc-macro2 builds the tokens through the compiler's "
        "`proc_macro` library, so the compiler's side of the hand-over is included\n")


def clean_builds(ws, env, tmp, args, out):
    """Clean builds with dependencies, interleaved with the syn-only crate."""
    sys.stderr.write("clean builds with dependencies...\n")
    out(f"## Clean build with dependencies (`cargo build`, dev profile, {args.clean_reps} interleaved rounds)\n")
    out("| crate | wall best (s) | wall median (s) | CPU best (s) | peak RSS (MB) |")
    out("|---|---:|---:|---:|---:|")
    clean = {}
    units = {}
    # (key, package, package built first, label); the third row starts
    # with geometry-core built, which prices the chain after syn alone.
    crates = [("user-syn", "user-syn", None, "proc-macro crate on syn `[\"parsing\", \"proc-macro\"]` only"),
              ("user-tables", "user-tables", None, "crate using `geometry-tables`"),
              ("core-built", "user-tables", "core-host",
               "the same, `geometry-core` already built (untimed)"),
              ("user-floor", "user-floor", None,
               "the same user of the standard module written out as source (no dependencies)")]
    target = os.path.join(tmp, "target-clean")
    # Interleaved (syn-only, tables, tables after core, syn-only, ...) so
    # that the machine's drift hits all alike; ratios are taken per round.
    recs = {key: [] for key, _, _, _ in crates}
    for k in range(args.clean_reps):
        for key, name, first, _ in crates:
            recs[key].append(clean_build(ws, env, name, target, prebuilt=first))
    for key, name, first, label in crates:
        # One more build, with --timings, for the per-unit table only.
        clean_build(ws, env, name, target, timings=True, prebuilt=first)
        units[key] = unit_times(target)
        c = clean[key] = summary(recs[key])
        c["wall_med"] = statistics.median(r["wall"] for r in recs[key])
        out(f"| {label} | {c['wall']:.2f} | {c['wall_med']:.2f} | {c['cpu']:.2f} | {c['rss_mb']:.0f} |")

    def over_syn(key):
        """key's wall time over the syn-only crate's, round by round."""
        return [t["wall"] / s_["wall"] for s_, t in zip(recs["user-syn"], recs[key])]

    round_ratios = over_syn("user-tables")
    ratio = statistics.median(round_ratios)
    ratio_best = clean["user-tables"]["wall"] / clean["user-syn"]["wall"]
    ratio_med = clean["user-tables"]["wall_med"] / clean["user-syn"]["wall_med"]
    ratio_cpu = clean["user-tables"]["cpu"] / clean["user-syn"]["cpu"]
    out(f"\n- `geometry-tables` user / syn-only, wall: median of the {len(round_ratios)} interleaved rounds "
        f"{ratio:.2f} (rounds {min(round_ratios):.2f} to {max(round_ratios):.2f}); best / best {ratio_best:.2f}; "
        f"median / median {ratio_med:.2f}; CPU {ratio_cpu:.2f} "
        f"(target <= 1.3, by the median round: {'met' if ratio <= 1.3 else 'NOT met'}); CPU is every process "
        "of the build, wall is what a user waits for with both cores")
    floor = over_syn("core-built")
    out(f"- the same with `geometry-core` already built / syn-only: median {statistics.median(floor):.2f} "
        f"(rounds {min(floor):.2f} to {max(floor):.2f}): the proc-macro2, syn, support crate, macro crate "
        "and `geometry-tables` chain alone, what no change to `geometry-core` can go below")
    source = over_syn("user-floor")
    out(f"- the standard module as source / syn-only: median {statistics.median(source):.2f} "
        f"(rounds {min(source):.2f} to {max(source):.2f})\n")
    for name, unit_list in units.items():
        if unit_list:
            out(f"`{name}`, last clean build, per unit (`cargo build --timings`):\n")
            out("| unit | start (s) | duration (s) |")
            out("|---|---:|---:|")
            for unit, start, duration in unit_list:
                out(f"| {unit} | {start:.2f} | {duration:.2f} |")
            out()



def symbols(ws, env, out):
    """Which table symbols a release binary reading one table keeps."""
    sys.stderr.write("symbol check...\n")
    out("## Symbols in a release binary reading only `KNIGHT_DIST`\n")
    e = dict(env)
    e.pop("RUSTC_WRAPPER", None)
    run(["cargo", "build", "--offline", "-q", "--release", "-p", "one-table"], ws, e)
    binary = os.path.join(env["CARGO_TARGET_DIR"], "release", "one-table")
    nm = subprocess.run(["nm", "-C", "--size-sort", "-S", binary], capture_output=True, text=True).stdout
    tables = ["KNIGHT_DIST", "KING_DIST", "TAXI_DIST", "SAME_DIAGONAL", "SAME_ANTI_DIAGONAL",
              "BETWEEN_BB", "LINE_BB", "X88_ATTACK", "X88_STEP", "SQUARE_NAMES", "SQUARE_COLOR",
              "FILE_BB", "RANK_BB", "DIAGONAL_BB", "ANTI_DIAGONAL_BB", "DIAGONAL", "ANTI_DIAGONAL"]
    found = []
    for line in nm.splitlines():
        parts = line.split(None, 3)
        if len(parts) == 4 and "geometry_tables" in parts[3]:
            found.append((parts[3], int(parts[1], 16), parts[2]))
    out("`nm -C --size-sort -S target/release/one-table`, symbols of geometry_tables:\n")
    out("| symbol | size (bytes) | nm type |")
    out("|---|---:|---|")
    for sym, size, kind in found:
        out(f"| `{sym}` | {size} | {kind} |")
    present = {t for t in tables for sym, _, _ in found if sym.rsplit("::", 1)[-1] == t}
    size = os.path.getsize(binary)
    out(f"\n- tables present: {sorted(present) or 'none'}; binary {size} bytes")
    ok = present == {"KNIGHT_DIST"}
    out(f"- only the table it uses: {'yes' if ok else 'NO'}\n")


if __name__ == "__main__":
    main()
