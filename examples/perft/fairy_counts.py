#!/usr/bin/env python3
"""Perft counts of the variant positions from Fairy-Stockfish's own
`go perft`, for tests/suite/perft.rs and the speed comparison.

    apt-get install fairy-stockfish      # Debian's package: /usr/games/fairy-stockfish
    python3 examples/perft/fairy_counts.py [DEPTH]    # default 5

Prints one line per position: variant, FEN, then the counts of depths 1
to DEPTH, and the seconds Fairy-Stockfish took for the deepest.
"""
import shutil
import subprocess
import sys
import time

ENGINE = shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish"

POSITIONS = [
    ("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"),
    # Castling both ways for both sides, an en passant capture, a black
    # pawn about to promote with capture, archbishop and chancellor.
    ("capablanca", "r4k3r/ppp3pppp/2n1b1c3/3pPp4/10/2N2A4/PPPP1PPPpP/R4K3R w KQkq f6 0 1"),
    ("gothic", "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"),
    # Sixteen random moves in: black's king has moved, white keeps both rights.
    ("gothic", "rnbqc2bnr/p2pppk1ap/1pp4p2/6p1p1/3CP5/2N5P1/PPPP1PPP1P/R1B1QKABNR w KQ - 2 9"),
    ("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"),
    # Twenty-four random moves in: pawns a step from promotion, khons and mets.
    ("makruk", "rns2snr/6m1/p3k1pp/1p1p1p2/1pP1PpP1/P2P3P/1R1SK3/1N2MSNR w - - 0 13"),
]


def perft(variant, fen, depth):
    """Fairy-Stockfish's node count and the seconds it took."""
    script = f"setoption name UCI_Variant value {variant}\nposition fen {fen}\ngo perft {depth}\nquit\n"
    start = time.perf_counter()
    out = subprocess.run([ENGINE], input=script, capture_output=True, text=True, check=True).stdout
    elapsed = time.perf_counter() - start
    for line in out.splitlines():
        if line.startswith("Nodes searched:"):
            return int(line.split(":")[1]), elapsed
    raise RuntimeError(f"no count for {variant} {fen}:\n{out}")


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for variant, fen in POSITIONS:
        counts = []
        seconds = 0.0
        for d in range(1, depth + 1):
            n, seconds = perft(variant, fen, d)
            counts.append(n)
        print(variant, fen, " ".join(map(str, counts)), f"{seconds:.3f}s")


if __name__ == "__main__":
    main()
