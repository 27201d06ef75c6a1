#!/usr/bin/env python3
"""Checks the summary lines of rustdoc's module pages: each public item's
summary (the line under its name in its module's item list, where a
reader chooses what to open) must be its own.

    cargo doc --workspace --no-deps
    python3 .ci/doc_summaries.py [target/doc] [CRATE ...]

For every `index.html` of the named crates (default: the library crates,
and the example crates whose docs show `board!` modules), it fails when
- an item has no summary;
- two items of one module share a summary;
- a summary opens with another item of the module, as in
  "`FILE_BB[f]` and `RANK_BB[r]`: ..." under `RANK_BB`;
- a summary links to its own item, as in "its complement is
  [`LIGHT_SQUARES`]" under `LIGHT_SQUARES`.
Each finding is one line: the page, the item and what is wrong.
"""
import html
import os
import re
import sys
from html.parser import HTMLParser

# The library crates, and the example crates whose docs hold `board!`
# modules (the command-line tool's and the test support's are internal).
LIBRARY_CRATES = [
    "geometry_core",
    "geometry_macros",
    "geometry_macros_support",
    "geometry_tables",
    "module_docs_example",
    "perft_example",
]


class ItemList(HTMLParser):
    """The (name, href, summary html) of every item listed on a page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.items = []
        self.in_dt = self.in_dd = False
        self.name, self.href, self.summary = "", "", []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "dt":
            self.in_dt, self.name, self.href = True, "", ""
        elif tag == "dd" and self.href:
            self.in_dd, self.summary = True, []
        elif self.in_dt and tag == "a" and not self.href:
            self.href = attrs.get("href", "")
        elif self.in_dd:
            self.summary.append(self.get_starttag_text())

    def handle_endtag(self, tag):
        if tag == "dt":
            self.in_dt = False
        elif tag == "dd" and self.in_dd:
            self.in_dd = False
            self.items.append((self.name, self.href, "".join(self.summary)))
            self.href = ""
        elif self.in_dd:
            self.summary.append(f"</{tag}>")

    def handle_data(self, data):
        if self.in_dt:
            self.name += data
        elif self.in_dd:
            self.summary.append(html.escape(data, quote=False))

    def close(self):
        super().close()
        # An item with no docs has no `<dd>`: rustdoc lists it bare.
        return self.items


def text_of(fragment):
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def check_page(path, root):
    page = os.path.relpath(path, root)
    with open(path, encoding="utf-8") as f:
        source = f.read()
    parser = ItemList()
    parser.feed(source)
    items = parser.close()
    listed = set(re.findall(r'<dt><a class="[^"]+" href="([^"]+)"', source))
    described = {href for _, href, _ in items}
    findings = []
    for href in sorted(listed - described):
        findings.append(f"{page}: `{href}` has no summary")
    names = {name.replace("\u200b", "") for name, _, _ in items}
    seen = {}
    for name, href, summary in items:
        name = name.replace("\u200b", "")
        text = text_of(summary)
        if not text:
            findings.append(f"{page}: `{name}` has an empty summary")
            continue
        if text in seen:
            findings.append(f"{page}: `{name}` shares its summary with `{seen[text]}`: {text}")
        else:
            seen[text] = name
        opening = re.match(r"\s*(?:<a [^>]*>)?<code>([A-Za-z_][A-Za-z0-9_]*)", summary)
        if opening and opening.group(1) != name and opening.group(1) in names:
            findings.append(f"{page}: `{name}`'s summary opens with `{opening.group(1)}`: {text}")
        if re.search(rf'<a href="{re.escape(href)}"', summary):
            findings.append(f"{page}: `{name}`'s summary links to `{name}` itself: {text}")
    return findings


def main():
    args = sys.argv[1:]
    root = args.pop(0) if args and os.path.isdir(args[0]) else os.path.join("target", "doc")
    crates = args or [c for c in LIBRARY_CRATES if os.path.isdir(os.path.join(root, c))]
    if not crates:
        sys.exit(f"no crate docs under {root}: run `cargo doc --workspace --no-deps` first")
    findings, pages = [], 0
    for crate in crates:
        for folder, _, files in os.walk(os.path.join(root, crate)):
            if "index.html" in files:
                pages += 1
                findings += check_page(os.path.join(folder, "index.html"), root)
    for crate in crates:
        if not os.path.isfile(os.path.join(root, crate, "index.html")):
            findings.append(f"{crate}: no docs under {root}")
    for finding in findings:
        print(finding)
    print(f"{pages} module pages of {len(crates)} crates: {len(findings)} summary problems")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
