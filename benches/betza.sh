#!/bin/sh
# Betza pieces against the library's own pieces on the same board:
#
#     sh benches/betza.sh             # criterion, then the table of medians and ratios
#     sh benches/betza.sh 8x8         # extra arguments go to criterion (a filter here)
set -e
cd "$(dirname "$0")/.."
cargo bench -p geometry-tables --bench betza -- --warm-up-time 1 --measurement-time 3 "$@"
python3 benches/betza_report.py
