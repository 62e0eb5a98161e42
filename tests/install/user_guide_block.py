"""Runs a shell block of the user guide as a reader would, against the
installed prefix of install.first_app_with_find_package: the block that
follows MARKER, with /opt/loom replaced by PREFIX, in a scratch folder
holding a copy of examples/ (so that its `cd examples/first_app` and its
outputs stay out of the source tree). Fails when the block fails.

Usage: user_guide_block.py GUIDE MARKER EXAMPLES_DIR PREFIX WORK_DIR"""
import os
import shutil
import subprocess
import sys


def block_after(text, marker):
    """The first ```sh block after the line holding `marker`."""
    at = text.find(marker)
    if at < 0:
        sys.exit("FAIL: the guide has no line with %r" % marker)
    start = text.find("```sh\n", at)
    if start < 0:
        sys.exit("FAIL: no ```sh block after %r" % marker)
    start += len("```sh\n")
    return text[start:text.index("```", start)]


def main(guide, marker, examples, prefix, work):
    with open(guide) as f:
        block = block_after(f.read(), marker)
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(examples, work + "/examples")
    script = "set -euo pipefail\n" + block.replace(
        "/opt/loom", os.path.abspath(prefix))
    print(script)
    done = subprocess.run(["bash", "-c", script], cwd=work)
    if done.returncode != 0:
        sys.exit("FAIL: the guide's block after %r exited with %d"
                 % (marker, done.returncode))


if __name__ == "__main__":
    main(*sys.argv[1:])
