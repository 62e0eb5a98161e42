"""Every relative link in the tree's Markdown leads somewhere: the file
exists and, for a link into a Markdown file, the #anchor is one of its
headings (GitHub's slugs). Code blocks are skipped.

usage: check_links.py <source root>
"""

import os
import re
import sys

from tracked_files import tracked_files

CODE_BLOCK = re.compile(r"^```.*?^```", re.S | re.M)
LINK = re.compile(r"\]\(([^)\s]+)\)")


def slug(heading):
    """GitHub's anchor for a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        with open(path, encoding="utf-8") as f:
            text = CODE_BLOCK.sub("", f.read())
        cache[path] = {slug(m.group(1))
                       for m in re.finditer(r"^#+ (.*)$", text, re.M)}
    return cache[path]


def main():
    root = sys.argv[1]
    pages = [p for p in tracked_files(root) if p.endswith(".md")]
    broken = 0
    for page in pages:
        with open(os.path.join(root, page), encoding="utf-8") as f:
            text = CODE_BLOCK.sub("", f.read())
        for match in LINK.finditer(text):
            link = match.group(1)
            if re.match(r"[a-z]+:", link):
                continue  # https:, mailto:
            path, _, anchor = link.partition("#")
            target = os.path.normpath(
                os.path.join(root, os.path.dirname(page), path)) \
                if path else os.path.join(root, page)
            if not os.path.exists(target):
                print(f"loom: error: {page}: link '{link}' leads to no file")
                broken += 1
            elif anchor and target.endswith(".md") and \
                    anchor not in anchors(target):
                print(f"loom: error: {page}: link '{link}': no heading "
                      f"'{anchor}' in {os.path.relpath(target, root)}")
                broken += 1
    if broken:
        return 1
    print(f"every relative link of {len(pages)} Markdown files resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
