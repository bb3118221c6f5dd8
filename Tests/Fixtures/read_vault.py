#!/usr/bin/env python3
"""Reads a mynd Markdown vault the way a Markdown tool does and prints what it found as JSON.

Front matter with python-frontmatter (PyYAML underneath), the body with markdown-it-py; every [[wikilink]] in
the body's inline text is resolved against the vault's note names (file name without .md), as Obsidian, Logseq
and zk resolve them. Usage: read_vault.py DIR
"""
import json
import os
import re
import sys

import frontmatter
from markdown_it import MarkdownIt

WIKILINK = re.compile(r"\[\[([^\]|#]+)(?:[|#][^\]]*)?\]\]")


def main(directory):
    names = {f[:-3] for f in os.listdir(directory) if f.endswith(".md")}
    md = MarkdownIt()
    notes = {}
    unresolved = []
    for name in sorted(names):
        post = frontmatter.load(os.path.join(directory, name + ".md"))
        links = []
        headings = []
        tokens = md.parse(post.content)
        for i, token in enumerate(tokens):
            if token.type == "heading_open":
                headings.append(tokens[i + 1].content)
            if token.type == "inline":
                for target in WIKILINK.findall(token.content):
                    links.append(target)
                    if target not in names:
                        unresolved.append({"from": name, "to": target})
        meta = {k: (v.isoformat() if hasattr(v, "isoformat") else v) for k, v in post.metadata.items()}
        notes[name] = {"meta": meta, "links": links, "headings": headings, "body": post.content}
    print(json.dumps({"notes": notes, "unresolved": unresolved}, sort_keys=True, default=str))


if __name__ == "__main__":
    main(sys.argv[1])
