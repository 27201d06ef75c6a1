#!/bin/sh
# Slider attack benchmarks, one command: the default target, then
# `-C target-cpu=x86-64-v3`, then `-C target-cpu=native`, each in its
# own target directory; then the report of benches/sliders_report.py for
# each.
set -e
cd "$(dirname "$0")/.."
for cpu in default x86-64-v3 native; do
    if [ "$cpu" = default ]; then flags="-C llvm-args=-align-loops=64"; else flags="-C llvm-args=-align-loops=64 -C target-cpu=$cpu"; fi
    RUSTFLAGS="$flags" CARGO_TARGET_DIR="$PWD/target/sliders-$cpu" \
        cargo bench --manifest-path benches/Cargo.toml --bench sliders -- --warm-up-time 1 --measurement-time 3 "$@"
    echo "== $cpu"
    CARGO_TARGET_DIR="$PWD/target/sliders-$cpu" python3 benches/sliders_report.py
done
