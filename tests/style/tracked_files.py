"""The files a source tree holds: git's list where the tree is a checkout,
otherwise every file outside build folders and hidden folders."""

import os
import subprocess


def tracked_files(root):
    """Paths relative to root, sorted."""
    if os.path.isdir(os.path.join(root, ".git")):
        listed = subprocess.run(["git", "-C", root, "ls-files", "-z"],
                                capture_output=True, check=True).stdout
        return sorted(p for p in listed.decode().split("\0")
                      if p and os.path.isfile(os.path.join(root, p)))
    found = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [d for d in subfolders
                         if not d.startswith(".") and not d.startswith("build")]
        for name in files:
            found.append(os.path.relpath(os.path.join(folder, name), root))
    return sorted(found)
