#!/usr/bin/env python3
"""Fairy-Stockfish's moves of every built-in variant's pieces, for
tests/suite/betza_fairy_stockfish.rs.

    pip install pyffish
    python3 geometry-tables/tests/betza_moves.py > geometry-tables/tests/data/betza_moves.txt

Reads the variants and their pieces' Betza strings from the census table
(shared notes, `variant-census.md`: `| variant | type: Betza, .. | .. |`)
given as the first argument, or the default path beside the checkout,
and each variant's board size from pyffish's start position. For every
distinct (Betza string, board size), defines a variant with that piece
alone (no king, no check) and asks Fairy-Stockfish for its legal moves
from every square, for each side, among 21 occupancies: the empty board,
then 20 random ones (see `occupancy`) with blockers of both sides. The
moves of one square and side are summarised as one FNV-1a hash over

    for k in 0..21:  "{k}:" quiet targets "|" capture targets ";"

with the targets as lerf indices (file + rank * files), ascending and
comma-separated: the test computes the same text from the library's
functions and compares the hashes, and on a mismatch prints its own
text (run this script with `--explain FILESxRANKS BETZA SQUARE COLOR` for
Fairy-Stockfish's). Pieces with first moves (`i`) get a second hash,
with every square in Fairy-Stockfish's double-step region, whose quiet
moves then include the first moves.

Output: two comment lines (`#`), then a line `FILESxRANKS BETZA` per
piece, then one line per square:
`WHITE BLACK` hashes (16 hex digits each), or `WHITE BLACK WHITE_I
BLACK_I`.
"""
import os
import re
import sys

import pyffish as sf

from fairy_moves import placement

OCCUPANCIES = 21
MASK = (1 << 64) - 1


def splitmix(state):
    """One step of splitmix64: (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def occupancy(files, ranks, sq, color, k):
    """Blockers for occupancy k (0 is the empty board): {square: side}.
    Each other square in lerf order draws one number; it holds a blocker
    when the number mod 8 is below 1 + k % 4, of side (number >> 8) & 1."""
    blockers = {}
    if k == 0:
        return blockers
    state = (((files * 17 + ranks) * 257 + sq) * 2 + color) * 64 + k
    density = 1 + k % 4
    for t in range(files * ranks):
        if t == sq:
            continue
        state, r = splitmix(state)
        if r % 8 < density:
            blockers[t] = (r >> 8) & 1
    return blockers


def fnv(text):
    h = 0xCBF29CE484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001B3) & MASK
    return h


def square_name(files, sq):
    return f"{chr(ord('a') + sq % files)}{sq // files + 1}"


def parse_square(files, text):
    return (ord(text[0]) - ord("a")) + (int(text[1:]) - 1) * files


def fen(files, ranks, sq, color, blockers):
    def cell(f, r):
        t = f + r * files
        if t == sq:
            return "A" if color == 0 else "a"
        if t in blockers:
            return "B" if blockers[t] == 0 else "b"
        return None

    return placement(files, ranks, cell) + (" w" if color == 0 else " b") + " - - 0 1"


def define(files, ranks, betza, initial):
    name = f"betza{files}x{ranks}{'i' if initial else ''}{fnv(betza):x}"
    region = " ".join(f"*{r + 1}" for r in range(ranks)) if initial else "-"
    sf.load_variant_config(
        f"""
[{name}]
maxFile = {files}
maxRank = {ranks}
king = -
checking = false
customPiece1 = a:{betza}
customPiece2 = b:W
doubleStepRegionWhite = {region}
doubleStepRegionBlack = {region}
startFen = {fen(files, ranks, -1, 0, {})}
"""
    )
    return name


def moves_text(variant, files, ranks, sq, color):
    out = []
    for k in range(OCCUPANCIES):
        blockers = occupancy(files, ranks, sq, color, k)
        quiet, captures = set(), set()
        position = fen(files, ranks, sq, color, blockers)
        for move in sf.legal_moves(variant, position, []):
            m = re.match(r"([a-z])(\d+)([a-z])(\d+)", move)
            src = parse_square(files, m.group(1) + m.group(2))
            dst = parse_square(files, m.group(3) + m.group(4))
            if src != sq:
                continue
            (captures if dst in blockers else quiet).add(dst)
        out.append(
            f"{k}:{','.join(map(str, sorted(quiet)))}|{','.join(map(str, sorted(captures)))};"
        )
    return "".join(out)


def board_size(variant):
    board = sf.start_fen(variant).split(" ")[0].split("[")[0]
    rows = board.split("/")
    width = 0
    for m in re.finditer(r"\d+|[A-Za-z*]", rows[0]):
        width += int(m.group()) if m.group().isdigit() else 1
    return width, len(rows)


def census(path):
    pieces = {}
    for line in open(path):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or "`" not in cells[1] or cells[0] in ("variant",):
            continue
        found = re.findall(r"(\w+): `([^`]*)`", cells[1])
        if found:
            pieces[cells[0]] = [betza.replace("(multi-leg)", "") for _, betza in found]
    return pieces


def combos(path):
    out = []
    for variant, betzas in census(path).items():
        files, ranks = board_size(variant)
        for betza in betzas:
            if betza and (files, ranks, betza) not in out:
                out.append((files, ranks, betza))
    return sorted(out)


def main():
    default = os.path.join(
        os.path.dirname(__file__), "..", "..", "..", "shared", "notes", "variant-census.md"
    )
    if len(sys.argv) > 1 and sys.argv[1] == "--explain":
        size, betza, square, color = sys.argv[2:6]
        files, ranks = map(int, size.split("x"))
        variant = define(files, ranks, betza, False)
        text = moves_text(variant, files, ranks, parse_square(files, square), int(color))
        print(text.replace(";", ";\n"))
        return
    path = sys.argv[1] if len(sys.argv) > 1 else default
    print("# Fairy-Stockfish's moves of every built-in variant's pieces (pyffish "
          f"{'.'.join(map(str, sf.version()))}); regenerate with")
    print("# python3 geometry-tables/tests/betza_moves.py > geometry-tables/tests/data/betza_moves.txt")
    for files, ranks, betza in combos(path):
        print(f"{files}x{ranks} {betza}")
        plain = define(files, ranks, betza, False)
        initial = define(files, ranks, betza, True) if "i" in betza else None
        for sq in range(files * ranks):
            hashes = [fnv(moves_text(plain, files, ranks, sq, c)) for c in (0, 1)]
            if initial:
                hashes += [fnv(moves_text(initial, files, ranks, sq, c)) for c in (0, 1)]
            print(" ".join(f"{h:016x}" for h in hashes))


if __name__ == "__main__":
    main()
