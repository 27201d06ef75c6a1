#!/usr/bin/env python3
"""Markdown table of the slider benchmarks (benches/sliders.rs).

`sh benches/sliders.sh` runs the benchmark and then this script. Reads
criterion's median time per iteration of 4096 lookups from
$CARGO_TARGET_DIR/criterion.
"""
import json
import os
import sys

N = 4096
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CRIT = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "criterion")


def ns(group, name, mode):
    path = os.path.join(CRIT, group, f"{name}_{mode}", "new", "estimates.json")
    with open(path) as f:
        return json.load(f)["median"]["point_estimate"] / N


def main():
    print("| group | implementation | throughput (ns) | latency (ns) | throughput / shakmaty | latency / shakmaty |")
    print("|---|---|---:|---:|---:|---:|")
    for group in sorted(os.listdir(CRIT)):
        if not group.startswith(("queen_", "rook_", "bishop_", "lance_", "nightrider")):
            continue
        names = sorted({n.rsplit("_", 1)[0] for n in os.listdir(os.path.join(CRIT, group)) if n != "report"})
        try:
            ref = (ns(group, "shakmaty", "throughput"), ns(group, "shakmaty", "latency"))
        except OSError:
            ref = None
        for name in names:
            try:
                t, l = ns(group, name, "throughput"), ns(group, name, "latency")
            except OSError as e:
                print(f"missing estimates: {e}", file=sys.stderr)
                continue
            ratio = f"{t / ref[0]:.2f} | {l / ref[1]:.2f}" if ref else " | "
            print(f"| {group} | {name} | {t:.2f} | {l:.2f} | {ratio} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
