"""Checks that the code blocks a document marks as verbatim copies of a
generated file are still in that file, line for line: each ```cpp block
right after a line `<!-- verbatim from NAME ... -->`. On a mismatch it
prints a diff against the generated lines that start like the block.

Usage: doc_excerpts.py DOC GENERATED"""
import difflib
import os
import re
import sys


def main(doc_path, generated_path):
    with open(doc_path) as f:
        doc = f.read().split("\n")
    with open(generated_path) as f:
        generated = f.read()
    name = os.path.basename(generated_path)
    lines = generated.split("\n")
    checked, failed = 0, 0
    for at, line in enumerate(doc):
        m = re.match(r"<!-- verbatim from (\S+)", line)
        if not m or m.group(1) != name:
            continue
        if at + 1 >= len(doc) or doc[at + 1] != "```cpp":
            sys.exit("FAIL: %s:%d: no ```cpp block after the marker"
                     % (doc_path, at + 1))
        end = doc.index("```", at + 2)
        block = doc[at + 2:end]
        checked += 1
        if "\n".join(block) + "\n" in generated:
            continue
        failed += 1
        print("%s:%d: this block is no longer in %s:"
              % (doc_path, at + 3, generated_path))
        first = next((k for k, g in enumerate(lines) if g == block[0]), 0)
        sys.stdout.writelines(difflib.unified_diff(
            [b + "\n" for b in block],
            [g + "\n" for g in lines[first:first + len(block)]],
            "document", "generated"))
    if checked == 0:
        sys.exit("FAIL: %s has no block marked verbatim from %s"
                 % (doc_path, name))
    if failed:
        sys.exit("FAIL: %d of %d blocks differ; copy them again from %s"
                 % (failed, checked, generated_path))
    print("%d blocks of %s match %s" % (checked, doc_path, name))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
