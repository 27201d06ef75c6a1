#!/usr/bin/env python3
"""Fairy-Stockfish's user catalogue, `src/variants.ini`: every variant's
board and custom pieces, and Fairy-Stockfish's moves of each piece on its
variant's board, for the test in betza_fairy_stockfish.rs.

    pip install pyffish
    python3 geometry-tables/tests/variants_ini.py PATH/variants.ini COMMIT

PATH/variants.ini is the file of a Fairy-Stockfish checkout at COMMIT
(`git show COMMIT:src/variants.ini > variants.ini`); the data names the
commit. Only facts are kept from it: each variant's name, board size and
custom pieces, no text of the file.

A section `[name:parent]` inherits its parent's settings, the parent being
an earlier section or a built-in variant (whose board pyffish gives);
`maxFile` (a number or a file letter) and `maxRank` set the board, and the
pieces are the `customPieceN = letter:Betza` lines and a `king =
letter:Betza` line that gives the king its own moves.

Output, in tests/data:
- variants_ini.txt: two comment lines, then the census, a line per
  variant, `variant NAME FILESxRANKS letter:Betza ..` (`-` for a variant
  with no piece of its own), then the hashes of every distinct (board,
  Betza string), in betza_moves.txt's format (see betza_moves.py);
- variants_ini_boards.rs: a `boards!` invocation that declares each
  distinct string on its board, included by the test.
"""
import os
import re
import sys

import pyffish as sf

from betza_moves import board_size
from betza_random import declarations, hashes

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "variants_ini.txt")
BOARDS = os.path.join(HERE, "data", "variants_ini_boards.rs")


def sections(path):
    """(name, parent or None, {key: value}) for each section, in order."""
    out = []
    for raw in open(path, encoding="utf-8"):
        line = raw.split("#")[0].split(";")[0].strip()
        if not line:
            continue
        header = re.fullmatch(r"\[([^\]:]+)(?::([^\]]+))?\]", line)
        if header:
            out.append((header.group(1).strip(), (header.group(2) or "").strip() or None, {}))
        elif "=" in line and out:
            key, value = (part.strip() for part in line.split("=", 1))
            out[-1][2].setdefault(key, [])
            out[-1][2][key].append(value)
    return out


def size(value):
    """A maxFile or maxRank value: a number, or a file letter."""
    return int(value) if value.isdigit() else ord(value.lower()) - ord("a") + 1


def pieces(keys):
    """{letter: Betza} of the custom pieces and a king with its own moves."""
    out = {}
    for key, values in keys.items():
        if re.fullmatch(r"customPiece\d+|king", key):
            for value in values:
                m = re.fullmatch(r"([A-Za-z*]):(.+)", value)
                if m:
                    out[m.group(1)] = m.group(2)
    return out


def boards(path):
    """(name, parent, files, ranks, {key: value}) for every section, its
    board resolved through the inheritance of `[name:parent]`."""
    known = {}
    for name, parent, keys in sections(path):
        if parent in known:
            files, ranks = known[parent]
        elif parent:
            files, ranks = board_size(parent)
        else:
            files, ranks = 8, 8
        if "maxFile" in keys:
            files = size(keys["maxFile"][-1])
        if "maxRank" in keys:
            ranks = size(keys["maxRank"][-1])
        known[name] = (files, ranks)
        yield name, parent, files, ranks, keys


def resolve(path):
    """(name, files, ranks, {letter: Betza}) for every variant."""
    own_pieces = {}
    out = []
    for name, parent, files, ranks, keys in boards(path):
        own = dict(own_pieces.get(parent, {}))
        own.update(pieces(keys))
        own_pieces[name] = own
        out.append((name, files, ranks, own))
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, commit = sys.argv[1], sys.argv[2]
    variants = resolve(path)
    triples = []
    for _, files, ranks, own in variants:
        for betza in own.values():
            if (files, ranks, betza) not in triples:
                triples.append((files, ranks, betza))
    triples.sort()
    command = "python3 geometry-tables/tests/variants_ini.py variants.ini " + commit
    with open(DATA, "w") as out:
        version = ".".join(map(str, sf.version()))
        print(f"# Fairy-Stockfish's src/variants.ini at {commit}: {len(variants)} variants, "
              f"their boards and pieces, and their moves (pyffish {version}); regenerate with", file=out)
        print(f"# {command}", file=out)
        for name, files, ranks, own in variants:
            listed = " ".join(f"{letter}:{betza}" for letter, betza in own.items()) or "-"
            print(f"variant {name} {files}x{ranks} {listed}", file=out)
        hashes(triples, out)
    with open(BOARDS, "w") as out:
        out.write(declarations(triples, command, "check_ini_block", "i",
                               "Every distinct variants.ini piece, declared on its variant's board."))
    print(f"{len(variants)} variants, {len(triples)} distinct (board, Betza) pairs", file=sys.stderr)


if __name__ == "__main__":
    main()
