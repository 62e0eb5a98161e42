#!/usr/bin/env python3
"""Renders one Volna snapshot (.vtu) as a PNG with matplotlib's tripcolor:

  plot_snapshot.py SNAPSHOT.vtu OUT.png [FIELD]

FIELD is a cell field of the snapshot (surface, h, bed; default surface).
Needs Debian's python3-meshio and python3-matplotlib (run with /usr/bin/python3).
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import meshio
import numpy as np


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    source, target = sys.argv[1], sys.argv[2]
    field = sys.argv[3] if len(sys.argv) == 4 else "surface"
    mesh = meshio.read(source)
    triangles = mesh.cells[0].data
    values = np.asarray(mesh.cell_data[field][0]).reshape(-1)
    x, y = mesh.points[:, 0], mesh.points[:, 1]
    width = 8.0
    height = width * np.ptp(y) / np.ptp(x) + 0.8
    fig, ax = plt.subplots(figsize=(width, height), dpi=100)
    shade = ax.tripcolor(x, y, triangles, facecolors=values, cmap="viridis")
    ax.set_aspect("equal")
    ax.set_xlabel("x (m)")
    ax.set_ylabel("y (m)")
    fig.colorbar(shade, ax=ax, label=field + " (m)", shrink=0.8)
    fig.tight_layout()
    fig.savefig(target)


main()
