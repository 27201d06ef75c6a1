#!/usr/bin/env python3
"""What Fairy-Stockfish does with each region of `variants.ini` that a
legal-move query shows, for the test in regions.rs:

- a promotion region (`promotionRegionWhite`, `..Black`): where a pawn's
  step is offered as a promotion;
- a double-step region (`doubleStepRegionWhite`, `..Black`): where a pawn
  may step twice;
- a mobility region (`mobilityRegionWhiteKing`, `..BlackCustomPiece3`,
  ..): where the piece it confines may go, from every square.

    pip install pyffish
    python3 geometry-tables/tests/variants_ini_region_moves.py PATH/variants.ini COMMIT

Each region is tried alone, in a variant of its own on its variant's
board (chess's rules, no king, no check), with the region's line copied
as `variants.ini` writes it: a pawn, or the confined piece, on an
otherwise empty board, every square in turn, the side to move the
region's. A mobility region's piece is given its Betza there: a
built-in piece's as Fairy-Stockfish defines it (`src/piece.cpp`), a
custom piece's from its variant's section or its ancestors'.

Output: tests/data/variants_ini_region_moves.txt, two comment lines, then
a line per region, `KIND VARIANT FILESxRANKS SIDE [BETZA] TEXT | STATES`,
KIND `promotion`, `double` or `mobility`, SIDE `white` or `black`,
BETZA for `mobility` only, and TEXT the region as written; STATES one
entry per square in a1, b1, .. order (rank by rank):
- promotion: `P` a step onto the square is a promotion, `M` a plain
  step, `-` no step reaches it (the first rank's, for white);
- double: `D` a pawn on the square may step twice, `S` once only, `-`
  neither;
- mobility: the piece's destinations from the square, as indices joined
  by `,`, entries separated by `;`.
"""
import os
import re
import sys

import pyffish as sf

from variants_ini import boards
from fairy_moves import placement

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "variants_ini_region_moves.txt")

# Fairy-Stockfish's built-in pieces named in mobility regions, with the
# Betza `src/piece.cpp` gives them.
BUILT_IN = {"King": "K", "Commoner": "K", "Fers": "F", "Elephant": "nA", "Soldier": "fsW",
            "Rook": "R", "Bishop": "B", "Knight": "N", "Queen": "Q", "Wazir": "W"}


def board_fen(files, ranks, cells):
    """A FEN's placement field of the pieces `cells` ({index: letter})."""
    return placement(files, ranks, lambda f, r: cells.get(f + r * files))


def square(files, text):
    return (ord(text[0]) - ord("a")) + (int(text[1:]) - 1) * files


def moves(variant, files, ranks, sq, letter, black):
    """(destination, promotion?) of the piece `letter` alone on `sq`."""
    cells = {sq: letter.lower() if black else letter.upper()}
    fen = board_fen(files, ranks, cells) + (" b" if black else " w") + " - - 0 1"
    out = []
    for move in sf.legal_moves(variant, fen, []):
        m = re.match(r"([a-z])(\d+)([a-z])(\d+)(.*)", move)
        if square(files, m.group(1) + m.group(2)) == sq:
            out.append((square(files, m.group(3) + m.group(4)), m.group(5) != ""))
    return out


LOADED = {}


def variant(key, text, files, ranks, extra=""):
    """The name of a variant with chess's rules and this region alone."""
    spec = (key, text, files, ranks, extra)
    if spec in LOADED:
        return LOADED[spec]
    name = f"region{len(LOADED)}"
    LOADED[spec] = name
    empty = board_fen(files, ranks, {})
    sf.load_variant_config(f"""
[{name}:chess]
maxFile = {files}
maxRank = {ranks}
king = -
checking = false
castling = false
{extra}{key} = {text}
startFen = {empty} w - - 0 1
""")
    return name


def promotion(name, files, ranks, black):
    states = ["-"] * (files * ranks)
    step = -files if black else files
    for sq in range(files * ranks):
        for dst, promotes in moves(name, files, ranks, sq, "p", black):
            if dst == sq + step:
                states[dst] = "P" if promotes else "M"
    return "".join(states)


def double(name, files, ranks, black):
    states = []
    step = -files if black else files
    for sq in range(files * ranks):
        reached = {dst for dst, _ in moves(name, files, ranks, sq, "p", black)}
        states.append("D" if sq + 2 * step in reached else "S" if sq + step in reached else "-")
    return "".join(states)


def mobility(name, files, ranks, black):
    entries = []
    for sq in range(files * ranks):
        reached = sorted({dst for dst, _ in moves(name, files, ranks, sq, "a", black)})
        entries.append(",".join(map(str, reached)))
    return ";".join(entries)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, commit = sys.argv[1], sys.argv[2]
    known = {}
    lines = []
    for name, parent, files, ranks, keys in boards(path):
        custom = dict(known.get(parent, {}))
        for key, values in keys.items():
            m = re.fullmatch(r"customPiece(\d+)", key)
            if m and ":" in values[-1]:
                custom[f"CustomPiece{m.group(1)}"] = values[-1].split(":", 1)[1]
        known[name] = custom
        for key, values in keys.items():
            text = " ".join(values[-1].split())
            m = re.fullmatch(r"(promotion|doubleStep)Region(White|Black)", key)
            if m:
                black = m.group(2) == "Black"
                if m.group(1) == "promotion":
                    states = promotion(variant(key, text, files, ranks, "doubleStep = false\n"),
                                       files, ranks, black)
                    kind = "promotion"
                else:
                    states = double(variant(key, text, files, ranks, "doubleStep = true\n"),
                                    files, ranks, black)
                    kind = "double"
                side = m.group(2).lower()
                lines.append(f"{kind} {name} {files}x{ranks} {side} {text} | {states}")
            m = re.fullmatch(r"mobilityRegion(White|Black)(\w+)", key)
            if m:
                betza = BUILT_IN.get(m.group(2)) or custom.get(m.group(2))
                if betza is None:
                    print(f"{name}: {key}: no Betza known for {m.group(2)}", file=sys.stderr)
                    continue
                black = m.group(1) == "Black"
                region_key = f"mobilityRegion{m.group(1)}CustomPiece1"
                name_v = variant(region_key, text, files, ranks, f"customPiece1 = a:{betza}\n")
                states = mobility(name_v, files, ranks, black)
                side = m.group(1).lower()
                lines.append(f"mobility {name} {files}x{ranks} {side} {betza} {text} | {states}")
    command = "python3 geometry-tables/tests/variants_ini_region_moves.py variants.ini " + commit
    with open(DATA, "w") as out:
        version = ".".join(map(str, sf.version()))
        print(f"# Fairy-Stockfish's src/variants.ini at {commit}: what its promotion, double-step "
              f"and mobility regions do (pyffish {version}); regenerate with", file=out)
        print(f"# {command}", file=out)
        for line in lines:
            print(line, file=out)
    print(f"{len(lines)} regions", file=sys.stderr)


if __name__ == "__main__":
    main()
