"""Every C++ and CUDA file of the source tree is as clang-format leaves it
(.clang-format: LLVM). Folders whose inputs pin lines and columns opt out
with their own .clang-format (DisableFormat: true).

With --generated, the loops files loomc wrote under a build folder instead
(*_loops.h, *_kernels.cuh), in the style loomc formats them in: LLVM, the
includes in the order generated.

usage: check_format.py <clang-format> <source root>
       check_format.py <clang-format> --generated <build folder>
"""

import os
import subprocess
import sys

from tracked_files import tracked_files

SUFFIXES = (".cpp", ".h", ".cu", ".cuh", ".hpp", ".cc")
CHUNK = 100
GENERATED_SUFFIXES = ("_loops.h", "_kernels.cuh")
GENERATED_STYLE = "--style={BasedOnStyle: LLVM, SortIncludes: Never}"


def generated_files(build):
    """The loops files loomc wrote under `build`, relative to it."""
    found = []
    for folder, _, names in os.walk(build):
        found += [os.path.relpath(os.path.join(folder, name), build)
                  for name in names if name.endswith(GENERATED_SUFFIXES)]
    return sorted(found)


def main():
    clang_format = sys.argv[1]
    style = []
    if sys.argv[2] == "--generated":
        root = sys.argv[3]
        files = generated_files(root)
        style = [GENERATED_STYLE]
        if not files:
            print(f"loom: error: {root}: no generated loops files found")
            return 1
    else:
        root = sys.argv[2]
        files = [p for p in tracked_files(root) if p.endswith(SUFFIXES)]
    unformatted = set()
    for start in range(0, len(files), CHUNK):
        chunk = files[start:start + CHUNK]
        run = subprocess.run([clang_format, "--dry-run", *style, *chunk], cwd=root,
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
