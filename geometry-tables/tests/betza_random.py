#!/usr/bin/env python3
"""Random Betza strings on random boards, with Fairy-Stockfish's moves of
each, for the differential test in betza_fairy_stockfish.rs.

    pip install pyffish
    python3 geometry-tables/tests/betza_random.py            # the fixed sample
    python3 geometry-tables/tests/betza_random.py --count 500 --seed 7 --run

The strings are drawn to find disagreements, not to avoid them: one to
three parts, each with any of the modifiers (m c p g n i e, the
directions f b l r v s alone or paired), any atom (W F D N A H C L Z J G
K R B Q), and a doubled letter or a range digit after it; the boards are
2x2 to 12x10. A string the library refuses on its board (`chess-geometry
show --piece` exits 2) is counted and dropped: the kept ones are those
`board!` accepts. The fixed sample also holds the pinned cases below,
on 8x8, ahead of the random ones.

For every kept string, Fairy-Stockfish's legal moves are hashed exactly
as betza_moves.py hashes the built-in variants' pieces (every square,
both sides, the empty board and 20 random occupancies; first moves
apart). Output, in tests/data:
- betza_random.txt: the hashes, in betza_moves.txt's format;
- betza_random_boards.rs: a `boards!` invocation that declares every
  kept string on its board, included by the test.

`--run` writes both files, runs the test on them and then puts the
files that were there back, so a large run leaves the fixed sample as it
was.
"""
import argparse
import json
import os
import subprocess
import sys

import pyffish as sf

from betza_moves import define, fnv, moves_text, splitmix

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
DATA = os.path.join(HERE, "data", "betza_random.txt")
BOARDS = os.path.join(HERE, "data", "betza_random_boards.rs")

# Cases pinned ahead of the random ones: doubled rider letters with
# modifiers (once a wrong table), Fairy-Stockfish's halves and ranged
# cannons (its variants.ini writes them).
PINNED = [
    "fRR", "mfRR", "fBB", "fsBB", "fsRR", "KK", "cfQQ",
    "hlN", "hrN", "fhN", "mfhNcfW", "mfWcfFfhmnN", "bhK", "hlZ",
    "pR2", "mRpRmFpB2", "mBpBmWpR2", "cpB3",
]

ATOMS = "WFDNAHCLZJGKRBQ"
# `h` pairs with any letter, as Fairy-Stockfish reads it.
VERTICAL = "fbvh"
HORIZONTAL = "rlsh"


class Stream:
    """splitmix64 as a stream of bounded numbers."""

    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state, r = splitmix(self.state)
        return r % n

    def pick(self, items):
        return items[self.below(len(items))]

    def chance(self, percent):
        return self.below(100) < percent


def direction(rng):
    """One direction group: a letter, a doubled letter or a pair."""
    kind = rng.below(3)
    if kind == 0:
        return rng.pick(VERTICAL + HORIZONTAL)
    if kind == 1:
        c = rng.pick(VERTICAL + HORIZONTAL)
        return c + c
    v, h = rng.pick(VERTICAL), rng.pick(HORIZONTAL)
    return v + h if rng.chance(50) else h + v


def part(rng):
    """One part: modifier groups in random order, an atom, a suffix."""
    groups = []
    groups.append(rng.pick(["", "", "", "m", "c", "mc"]))
    groups.append(rng.pick(["", "", "", "p", "g", "n"]))
    if rng.chance(15):
        groups.append("i")
    if rng.chance(10):
        groups.append("e")
    for _ in range(rng.pick([0, 0, 1, 1, 2])):
        groups.append(direction(rng))
    order = []
    while groups:
        order.append(groups.pop(rng.below(len(groups))))
    atom = rng.pick(ATOMS)
    suffix = rng.pick(["", "", "", atom, str(1 + rng.below(9))])
    return "".join(order) + atom + suffix


def draw(rng):
    """A Betza string of one to three parts, and a board for it."""
    betza = "".join(part(rng) for _ in range(1 + rng.below(3)))
    return betza, 2 + rng.below(11), 2 + rng.below(9)


def target_dir():
    meta = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    )
    return json.loads(meta.stdout)["target_directory"]


def accepter():
    """Whether the library accepts a Betza string on a board: asks the
    command-line tool, which checks a piece as `board!` does."""
    subprocess.run(["cargo", "build", "-q", "--bin", "chess-geometry"], cwd=ROOT, check=True)
    tool = os.path.join(target_dir(), "debug", "chess-geometry")

    def accepts(betza, files, ranks):
        run = subprocess.run(
            [tool, "show", "--piece", betza, "--board", f"{files}x{ranks}"],
            capture_output=True, text=True,
        )
        if run.returncode not in (0, 2):
            sys.exit(f"chess-geometry failed on `{betza}` {files}x{ranks}: {run.stderr}")
        return run.returncode == 0

    return accepts


def sample(seed, count, pinned):
    """The kept (files, ranks, betza) and how many strings were drawn."""
    accepts = accepter()
    rng = Stream(seed)
    kept = [(8, 8, b) for b in pinned]
    drawn = 0
    while len(kept) < count + len(pinned):
        betza, files, ranks = draw(rng)
        drawn += 1
        if accepts(betza, files, ranks) and (files, ranks, betza) not in kept:
            kept.append((files, ranks, betza))
    return kept, drawn


def hashes(kept, out):
    for files, ranks, betza in kept:
        print(f"{files}x{ranks} {betza}", file=out)
        plain = define(files, ranks, betza, False)
        initial = define(files, ranks, betza, True) if "i" in betza else None
        for sq in range(files * ranks):
            row = [fnv(moves_text(plain, files, ranks, sq, c)) for c in (0, 1)]
            if initial:
                row += [fnv(moves_text(initial, files, ranks, sq, c)) for c in (0, 1)]
            print(" ".join(f"{h:016x}" for h in row), file=out)


def declarations(kept, command, check="check_random_block", prefix="r",
                 what="Every kept random Betza string, declared on its board."):
    """A `boards!` invocation declaring each (files, ranks, betza) of
    `kept` in a module `{prefix}{files}x{ranks}`, with the function `check`
    that finds a piece (betza_fairy_stockfish.rs)."""
    by_board = {}
    for files, ranks, betza in kept:
        by_board.setdefault((files, ranks), []).append(betza)
    lines = [
        f"// Generated by `{command}`; do not edit.",
        f"// {what}",
        "boards! {",
        f"    fn {check};",
    ]
    for (files, ranks), betzas in sorted(by_board.items()):
        pieces = ", ".join(f'p{k} = "{b}"' for k, b in enumerate(betzas))
        lines.append(f"    {prefix}{files}x{ranks}: {files} x {ranks} => [{pieces}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    args = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    args.add_argument("--seed", type=int, default=1)
    args.add_argument("--count", type=int, default=40, help="random strings to keep")
    args.add_argument("--run", action="store_true", help="run the test on them, then restore the files")
    opts = args.parse_args()

    command = "python3 geometry-tables/tests/betza_random.py"
    if (opts.seed, opts.count) != (1, 40):
        command += f" --seed {opts.seed} --count {opts.count}"
    kept, drawn = sample(opts.seed, opts.count, PINNED)
    saved = {path: open(path).read() for path in (DATA, BOARDS) if os.path.exists(path)}
    with open(DATA, "w") as out:
        version = ".".join(map(str, sf.version()))
        print(f"# Fairy-Stockfish's moves of random Betza strings (pyffish {version}): "
              f"seed {opts.seed}, {len(kept) - len(PINNED)} kept of {drawn} drawn, "
              f"after {len(PINNED)} pinned; regenerate with", file=out)
        print(f"# {command}", file=out)
        hashes(kept, out)
    with open(BOARDS, "w") as out:
        out.write(declarations(kept, command))
    print(f"seed {opts.seed}: {len(kept) - len(PINNED)} kept of {drawn} drawn, "
          f"{len(PINNED)} pinned", file=sys.stderr)
    if not opts.run:
        return
    try:
        test = subprocess.run(
            ["cargo", "test", "-q", "-p", "geometry-tables", "--test", "suite",
             "--", "betza_fairy_stockfish::random", "--nocapture"],
            cwd=ROOT,
        )
    finally:
        for path, text in saved.items():
            with open(path, "w") as out:
                out.write(text)
    sys.exit(test.returncode)


if __name__ == "__main__":
    main()
