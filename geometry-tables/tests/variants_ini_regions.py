#!/usr/bin/env python3
"""Every region that Fairy-Stockfish's `src/variants.ini` writes, with its
variant's board, for the test in regions.rs.

    python3 geometry-tables/tests/variants_ini_regions.py PATH/variants.ini COMMIT

PATH/variants.ini is the file of a Fairy-Stockfish checkout at COMMIT, as
for variants_ini.py, whose reading of sections and boards this shares
(a built-in parent's board comes from pyffish). A region is a
`...Region...` key of a section (`promotionRegionWhite`,
`mobilityRegionBlackKing`, `flagRegion`, ..), taken where the section
writes it.

Output: tests/data/variants_ini_regions.txt, two comment lines, then a
line per region, `region VARIANT FILESxRANKS KEY VALUE` (the value as
written, spaces between its tokens).
"""
import os
import re
import sys

from variants_ini import boards

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "variants_ini_regions.txt")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, commit = sys.argv[1], sys.argv[2]
    lines = []
    for name, _, files, ranks, keys in boards(path):
        for key, values in keys.items():
            if re.search(r"Region", key):
                value = " ".join(values[-1].split())
                lines.append(f"region {name} {files}x{ranks} {key} {value}")
    command = "python3 geometry-tables/tests/variants_ini_regions.py variants.ini " + commit
    with open(DATA, "w") as out:
        print(f"# Fairy-Stockfish's src/variants.ini at {commit}: every region it writes, "
              f"with its variant's board; regenerate with", file=out)
        print(f"# {command}", file=out)
        for line in lines:
            print(line, file=out)
    print(f"{len(lines)} regions", file=sys.stderr)


if __name__ == "__main__":
    main()
