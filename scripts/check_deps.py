#!/usr/bin/env python3
"""Offline supply-chain check (issue 7, part 6): the cargo-deny checks
`licenses`, `bans` (duplicate versions) and `sources`, with nothing to
install: it reads `cargo metadata` and `cargo tree` and needs no network
once the dependencies are fetched (CI runs it after `cargo test`).

  python3 scripts/check_deps.py                      # the workspace
  python3 scripts/check_deps.py fuzz/Cargo.toml      # the fuzz crate

Checks:
- licenses: every package in Cargo.lock (all platforms) has an SPDX
  `license` expression satisfied by ALLOWED (OR: one side suffices,
  AND: both sides needed; the old `/` counts as OR);
- duplicates (`cargo tree --duplicates`, for each of TARGETS): no crate in
  two versions in what users build (normal and build dependencies), no
  exception; in the graph with dev-dependencies (tests, benchmarks) only
  the crates in DEV_DUPLICATES_ALLOWED, each with its reason;
- sources: every package comes from crates.io or is a local path inside
  this repository (no git dependencies, no other registries).
Exit status 0 when all pass, 1 otherwise, with one line per problem.
"""

import json
import os
import re
import subprocess
import sys

# Permissive licences, plus the LLVM exception and NCSA (libFuzzer's own
# licence, for libfuzzer-sys in fuzz/ only) and Unicode-3.0 (the Unicode
# data tables inside unicode-ident).
ALLOWED = {
    "MIT",
    "Apache-2.0",
    "Apache-2.0 WITH LLVM-exception",
    "BSD-2-Clause",
    "BSD-3-Clause",
    "ISC",
    "Zlib",
    "Unlicense",
    "Unicode-3.0",
    "NCSA",
}

# Platforms whose build graphs must be free of duplicate versions.
TARGETS = ["x86_64-unknown-linux-gnu", "x86_64-pc-windows-msvc", "aarch64-apple-darwin"]

# name -> reason, for duplicates among dev-dependencies that cannot be avoided.
DEV_DUPLICATES_ALLOWED = {
    "syn": "the project uses syn 3; criterion (benchmarks of geometry-tables) "
    "pulls syn 2 via ciborium -> half -> zerocopy-derive. Dev-only: the "
    "shipped crates build syn 3 alone (checked without dev-dependencies).",
}

CRATES_IO = "registry+https://github.com/rust-lang/crates.io-index"


def cargo(args, manifest):
    cmd = ["cargo"] + args + ["--manifest-path", manifest, "--locked"]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"check_deps: {' '.join(cmd)} failed:\n{out.stderr}")
    return out.stdout


def tokens(expr):
    return re.findall(r"\(|\)|[A-Za-z0-9.+\-]+", expr.replace("/", " OR "))


def satisfied(expr):
    """Evaluates an SPDX expression: a licence id is true when allowed."""
    toks = tokens(expr)
    pos = 0

    def peek():
        return toks[pos] if pos < len(toks) else None

    def take():
        nonlocal pos
        pos += 1
        return toks[pos - 1]

    def atom():
        if peek() == "(":
            take()
            value = disjunction()
            if take() != ")":
                raise ValueError("unbalanced parentheses")
            return value
        lic = take()
        if lic in ("AND", "OR", "WITH", ")", None):
            raise ValueError(f"unexpected {lic!r}")
        if peek() == "WITH":
            take()
            lic = f"{lic} WITH {take()}"
        return lic.removesuffix("+") in ALLOWED or lic in ALLOWED

    def conjunction():
        value = atom()
        while peek() == "AND":
            take()
            value = atom() and value
        return value

    def disjunction():
        value = conjunction()
        while peek() == "OR":
            take()
            value = conjunction() or value
        return value

    value = disjunction()
    if pos != len(toks):
        raise ValueError("trailing tokens")
    return value


def main():
    manifest = sys.argv[1] if len(sys.argv) > 1 else "Cargo.toml"
    repo = os.path.dirname(os.path.abspath(__file__ + "/.."))
    meta = json.loads(cargo(["metadata", "--format-version", "1"], manifest))
    problems = []

    packages = meta["packages"]
    members = set(meta["workspace_members"])
    for p in packages:
        name = f"{p['name']} {p['version']}"
        lic = p.get("license")
        if not lic:
            problems.append(f"license: {name} declares no SPDX license")
            continue
        try:
            ok = satisfied(lic)
        except (ValueError, IndexError) as e:
            problems.append(f"license: {name}: cannot read {lic!r}: {e}")
            continue
        if not ok:
            problems.append(f"license: {name} is {lic!r}, not in the allow-list")
        source = p.get("source")
        if source is None:
            path = os.path.abspath(p["manifest_path"])
            if not path.startswith(repo + os.sep):
                problems.append(f"source: {name} is a path outside the repository: {path}")
        elif source != CRATES_IO:
            problems.append(f"source: {name} comes from {source}, not crates.io")

    for edges, allowed in (("normal,build", {}), ("normal,build,dev", DEV_DUPLICATES_ALLOWED)):
        duplicates = {}
        for target in TARGETS:
            tree = cargo(
                ["tree", "--workspace", "-e", edges, "--duplicates",
                 "--prefix", "none", "--target", target],
                manifest,
            )
            for line in tree.splitlines():
                m = re.match(r"^(\S+) v(\S+)", line)
                if m:
                    duplicates.setdefault(m.group(1), set()).add((m.group(2), target))
        for name, seen in sorted(duplicates.items()):
            versions = sorted({v for v, _ in seen})
            if len(versions) > 1 and name not in allowed:
                targets = sorted({t for _, t in seen})
                problems.append(
                    f"duplicate ({edges}): {name} in versions {', '.join(versions)} "
                    f"(on {', '.join(targets)})"
                )

    for problem in problems:
        print(problem)
    local = sum(1 for p in packages if p["id"] in members or p.get("source") is None)
    print(
        f"check_deps: {len(packages)} packages ({len(packages) - local} from crates.io), "
        f"{len(problems)} problems"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
