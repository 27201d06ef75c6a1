#!/usr/bin/env python3
"""Markdown table of the runtime lookup benchmarks (benches/lookup.rs).

`sh benches/lookup.sh` runs the benchmark and then this script. By hand:
    CARGO_TARGET_DIR=$PWD/target/aligned python3 benches/lookup_report.py
Reads criterion's estimates (median time per iteration of 4096 lookups) from
$CARGO_TARGET_DIR/criterion (default target/criterion).
"""
import json
import os
import sys

PAIRS = 4096
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CRIT = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "criterion")
GROUPS = {
    "knight_dist": ["table", "hand", "formula", "bfs"],
    "king_dist": ["table", "hand", "formula"],
    "between_bb": ["table", "hand", "ray_walk"],
    "x88_attack": ["table", "hand", "table_arith", "hand_arith", "simulate"],
}
# Typed access, against the raw static indexed by `Square` casts.
TYPED = {"typed_knight_dist": ["raw", "typed", "generic"]}
# The evaluation tables against the arithmetic they replace.
EVALUATION = {
    "passed_pawn_span": ["table", "typed", "arithmetic"],
    "center_king_dist": ["table", "arithmetic"],
    "file_edge_dist": ["table", "typed", "arithmetic"],
}


def ns_per_lookup(group, name):
    path = os.path.join(CRIT, group, name, "new", "estimates.json")
    with open(path) as f:
        est = json.load(f)
    return est["median"]["point_estimate"] / PAIRS


def main():
    print("| table | variant | ns / lookup | ratio to `hand` |")
    print("|---|---|---:|---:|")
    for group, names in GROUPS.items():
        try:
            hand = ns_per_lookup(group, "hand")
        except OSError as e:
            print(f"missing estimates: {e}", file=sys.stderr)
            return 1
        for name in names:
            t = ns_per_lookup(group, name)
            print(f"| `{group.upper()}` | {name} | {t:.2f} | {t / hand:.2f} |")
    for group, names in TYPED.items():
        raw = ns_per_lookup(group, "raw")
        for name in names:
            t = ns_per_lookup(group, name)
            print(f"| `{group}` | {name} | {t:.2f} | {t / raw:.2f} (to `raw`) |")
    for group, names in EVALUATION.items():
        try:
            table = ns_per_lookup(group, "table")
        except OSError:
            continue
        for name in names:
            t = ns_per_lookup(group, name)
            print(f"| `{group.upper()}` | {name} | {t:.2f} | {t / table:.2f} (to `table`) |")
    print()
    print("Criterion times one function after another, so on a shared machine the")
    print("table / hand ratios above drift with the load; the bench prints an")
    print("interleaved measurement of table vs hand first ('paired ...' lines):")
    print("that is the figure for the 1.00 +/- 0.05 target.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
