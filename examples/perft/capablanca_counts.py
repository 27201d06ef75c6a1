#!/usr/bin/env python3
"""Capablanca chess perft counts from Fairy-Stockfish, for tests/suite/perft.rs.

    pip install pyffish
    python3 examples/perft/capablanca_counts.py 3

Counts legal move sequences by recursing over pyffish.legal_moves (the
move list Fairy-Stockfish generates for the position after the moves so
far) and prints "FEN depth count" lines.
"""
import sys

import pyffish as sf

VARIANT = "capablanca"
FENS = [
    sf.start_fen(VARIANT),
    # Castling both ways for both sides, an en passant capture, a black
    # pawn about to promote with capture, archbishop and chancellor.
    "r4k3r/ppp3pppp/2n1b1c3/3pPp4/10/2N2A4/PPPP1PPPpP/R4K3R w KQkq f6 0 1",
]


def perft(fen, moves, depth):
    legal = sf.legal_moves(VARIANT, fen, moves)
    if depth == 1:
        return len(legal)
    return sum(perft(fen, moves + [m], depth - 1) for m in legal)


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for fen in FENS:
        assert sf.validate_fen(fen, VARIANT) == 1, fen
        for d in range(1, depth + 1):
            print(f"{fen} {d} {perft(fen, [], d)}", flush=True)


if __name__ == "__main__":
    main()
