#!/usr/bin/env python3
"""Markdown table of the Betza piece benchmarks (benches/betza.rs).

`sh benches/betza.sh` runs the benchmark and then this script. Reads
criterion's estimates (median time per iteration of 4096 lookups) from
$CARGO_TARGET_DIR/criterion (default target/criterion), and gives each
piece's ratio to the piece it is judged against on the same board: a
directional leaper, the lion and the lion dog's legs to `KNIGHT_ATTACKS`, everything
else to the rook.
"""
import sys

# The same criterion layout and lookups per iteration as the lookup
# benchmark's report: its reader serves both.
from lookup_report import ns_per_lookup as criterion_ns

# (board, piece, reference), in the benchmark's order.
ROWS = [
    ("9x9", "knight_attacks", None),
    ("9x9", "gold_attacks", "knight_attacks"),
    ("9x9", "silver_attacks", "knight_attacks"),
    ("9x9", "gold_attacks_any_side", "knight_attacks"),
    ("9x9", "rook_attacks", None),
    ("9x9", "lance_attacks", "rook_attacks"),
    ("9x9", "rook4_attacks", "rook_attacks"),
    ("9x10", "rook_attacks", None),
    ("9x10", "horse_attacks", "rook_attacks"),
    ("9x10", "elephant_attacks", "rook_attacks"),
    ("9x10", "cannon_attacks", "rook_attacks"),
    ("9x10", "cannon_moves", "rook_attacks"),
    ("9x10", "janggi_cannon_attacks", "rook_attacks"),
    ("9x10", "grasshopper_attacks", "rook_attacks"),
    ("8x8", "knight_attacks", None),
    ("8x8", "khon_attacks", "knight_attacks"),
    ("8x8", "khon_attacks_any_side", "knight_attacks"),
    ("8x8", "rook_attacks", None),
    ("8x8", "lance_attacks", "rook_attacks"),
    ("8x8", "rook4_attacks", "rook_attacks"),
    ("8x8", "cannon_attacks", "rook_attacks"),
    ("8x8", "grasshopper_attacks", "rook_attacks"),
    ("12x12", "knight_attacks", None),
    ("12x12", "lion_attacks", "knight_attacks"),
    ("12x12", "lion_legs", "knight_attacks"),
    ("12x12", "lion_leg_targets", "knight_attacks"),
    ("12x12", "lion_slot_leg_targets", "knight_attacks"),
    ("12x12", "lion_slot_leg_targets_looped", "knight_attacks"),
    ("12x12", "lion_dog_leg_mids", "knight_attacks"),
    ("12x12", "lion_dog_slot_leg_mids", "knight_attacks"),
    ("12x12", "lion_dog_mid_leg_targets", "knight_attacks"),
    ("12x12", "lion_dog_slot_mid_leg_targets", "knight_attacks"),
    ("12x12", "lion_dog_slot_mid_leg_targets_looped", "knight_attacks"),
    ("12x12", "rook_attacks", None),
    ("12x12", "horned_falcon_attacks", "rook_attacks"),
    ("12x12", "griffon_attacks", "rook_attacks"),
    ("12x12", "giraffe_attacks", "rook_attacks"),
    ("11x10", "rook_attacks", None),
    ("11x10", "griffon_attacks", "rook_attacks"),
    ("11x10", "aanca_attacks", "rook_attacks"),
    ("11x10", "giraffe_attacks", "rook_attacks"),
    ("8x8", "lion_slot_leg_targets", "knight_attacks"),
    ("8x8", "lion_slot_leg_targets_looped", "knight_attacks"),
    ("8x8", "lion_leg_targets", "knight_attacks"),
]


def ns_per_lookup(board, name):
    return criterion_ns("betza", f"{board}_{name}")


def main():
    print("| board | function | ns / lookup | ratio |")
    print("|---|---|---:|---:|")
    printed = 0
    for board, name, reference in ROWS:
        # A row a filter left out (or its reference) has no estimates:
        # skipped, so that a filtered run reports the rows it ran.
        try:
            t = ns_per_lookup(board, name)
            ratio = f"{t / ns_per_lookup(board, reference):.2f} x `{reference}`" if reference else "1"
        except OSError:
            continue
        print(f"| {board} | `{name}` | {t:.3f} | {ratio} |")
        printed += 1
    if not printed:
        print("missing estimates: run the benchmark first (sh benches/betza.sh)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
