"""Every text file of the source tree stays under 500 lines (one concept per
file). Binary files (images, compressed meshes) are not counted.

usage: check_length.py <source root>
"""

import os
import sys

from tracked_files import tracked_files

LIMIT = 500


def is_text(path):
    with open(path, "rb") as f:
        return b"\0" not in f.read(8192)


def main():
    root = sys.argv[1]
    too_long = []
    for relative in tracked_files(root):
        path = os.path.join(root, relative)
        if not is_text(path):
            continue
        with open(path, "rb") as f:
            lines = sum(1 for _ in f)
        if lines >= LIMIT:
            too_long.append((relative, lines))
    for relative, lines in too_long:
        print(f"loom: error: {relative}: {lines} lines, the limit is "
              f"{LIMIT - 1}: split it by concept")
    if too_long:
        return 1
    print(f"every text file is under {LIMIT} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
