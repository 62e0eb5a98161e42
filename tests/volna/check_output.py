"""Checks the files a Volna run wrote into FOLDER, reading them back with
meshio (VTK's XML format) and the csv module:

  check_output.py FOLDER [--radial-symmetry TOL]

- volna.pvd lists every snapshot; each .vtu is a triangle mesh with the
  cell fields h, velocity, bed, surface, all finite, h >= 0 and
  surface = h + bed;
- volna.csv is a time series whose volume stays within 1e-5 relative of the
  first row's;
- with --radial-symmetry, the last snapshot of a dam break centred in its
  basin has, in every ring of cells at equal distance from the centre (ring
  width: the mean cell size), a spread of h (max - min) below TOL.
Prints what it checked; exit status 1 with the reason on the first failure.
"""
import csv
import math
import os
import sys
import xml.etree.ElementTree as ET

import meshio
import numpy as np


def fail(message):
    print(f"check_output: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    folder = sys.argv[1]
    tolerance = None
    if len(sys.argv) == 4 and sys.argv[2] == "--radial-symmetry":
        tolerance = float(sys.argv[3])

    pvd = ET.parse(os.path.join(folder, "volna.pvd")).getroot()
    files = [d.get("file") for d in pvd.iter("DataSet")]
    if not files:
        fail("volna.pvd lists no snapshots")
    for name in files:
        mesh = meshio.read(os.path.join(folder, name))
        if len(mesh.cells) != 1 or mesh.cells[0].type != "triangle":
            fail(f"{name}: expected one block of triangles")
        ncell = len(mesh.cells[0].data)
        fields = {k: np.asarray(v[0]).reshape(len(v[0]), -1) for k, v in mesh.cell_data.items()}
        for key in ("h", "velocity", "bed", "surface"):
            if key not in fields or len(fields[key]) != ncell:
                fail(f"{name}: cell field {key} missing or of the wrong size")
            if not np.all(np.isfinite(fields[key])):
                fail(f"{name}: non-finite values in {key}")
        if np.min(fields["h"]) < 0:
            fail(f"{name}: negative depth {np.min(fields['h'])}")
        if np.max(np.abs(fields["h"] + fields["bed"] - fields["surface"])) > 1e-5:
            fail(f"{name}: surface differs from h + bed")
    print(f"{len(files)} snapshots of {ncell} triangles read back")

    with open(os.path.join(folder, "volna.csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    if len(rows) < 2:
        fail("volna.csv has fewer than two rows")
    v0 = float(rows[0]["volume"])
    drift = max(abs(float(r["volume"]) - v0) / v0 for r in rows)
    if drift > 1e-5:
        fail(f"volume drifts by {drift:.3e} relative (limit 1e-5)")
    print(f"{len(rows)} series rows, volume drift {drift:.3e}")

    if tolerance is not None:
        mesh = meshio.read(os.path.join(folder, files[-1]))
        tri = mesh.cells[0].data
        centroids = mesh.points[tri].mean(axis=1)[:, :2]
        centre = (mesh.points[:, :2].min(axis=0) + mesh.points[:, :2].max(axis=0)) / 2
        r = np.linalg.norm(centroids - centre, axis=1)
        h = np.asarray(mesh.cell_data["h"][0]).reshape(-1)
        width = math.sqrt(2 * (np.ptp(mesh.points[:, 0]) * np.ptp(mesh.points[:, 1])) / len(tri))
        rmax = 0.45 * min(np.ptp(mesh.points[:, 0]), np.ptp(mesh.points[:, 1]))
        worst, at = 0.0, 0.0
        for ring in range(int(rmax / width)):
            sel = (r >= ring * width) & (r < (ring + 1) * width)
            if np.count_nonzero(sel) >= 2:
                spread = float(np.ptp(h[sel]))
                if spread > worst:
                    worst, at = spread, ring * width
        if worst > tolerance:
            fail(f"radial spread of h {worst:.4f} at radius {at:.3f} (limit {tolerance})")
        print(f"largest spread of h within a ring: {worst:.4f} at radius {at:.3f}")


main()
