"""Every C++ and CUDA file of the source tree is as clang-format leaves it
(.clang-format: LLVM). Folders whose inputs pin lines and columns opt out
with their own .clang-format (DisableFormat: true).

usage: check_format.py <clang-format> <source root>
"""

import os
import subprocess
import sys

from tracked_files import tracked_files

SUFFIXES = (".cpp", ".h", ".cu", ".cuh", ".hpp", ".cc")
CHUNK = 100


def main():
    clang_format, root = sys.argv[1], sys.argv[2]
    files = [p for p in tracked_files(root) if p.endswith(SUFFIXES)]
    unformatted = set()
    for start in range(0, len(files), CHUNK):
        chunk = files[start:start + CHUNK]
        run = subprocess.run([clang_format, "--dry-run", *chunk], cwd=root,
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stderr, end="")
            print(f"loom: error: {clang_format} failed "
                  f"(exit {run.returncode}) on {chunk[0]} and the next "
                  f"{len(chunk) - 1} files")
            return 1
        for line in run.stderr.splitlines():
            if "-Wclang-format-violations" in line:
                unformatted.add(line.split(":", 1)[0])
    for path in sorted(unformatted):
        print(f"loom: error: {path}: not as clang-format leaves it "
              f"(run: {os.path.basename(clang_format)} -i {path})")
    if unformatted:
        return 1
    print(f"{len(files)} files, each as {os.path.basename(clang_format)} "
          f"leaves it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
