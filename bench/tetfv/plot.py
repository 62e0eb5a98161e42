"""Effective bandwidth of the block-diagonal tetfv instances against block
size b, per build, with the model's prediction and STREAM (like Langguth et
al.'s Fig. 13). Usage: plot.py tetfv.csv tetfv.png"""
import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main(csv_path, png_path):
    with open(csv_path) as f:
        every = list(csv.DictReader(f))
    rows = [r for r in every if r["instance"].startswith("block")]
    # METIS-reordered instances (sweep.sh's "... metis b=B"), at b = B.
    metis = [r for r in every if r.get("part_size")]
    if not rows:
        sys.exit("loom: error: %s: no block-diagonal rows" % csv_path)
    fig, ax = plt.subplots(figsize=(11, 4.8))
    series = sorted({(r["build"], r["threads"]) for r in rows})
    for build, threads in series:
        pts = [(float(r["model_b"]), float(r["median_gbs"])) for r in rows
               if (r["build"], r["threads"]) == (build, threads)]
        pts.sort()
        ax.plot([p[0] for p in pts], [p[1] for p in pts], "o-",
                label="%s, %s thread(s)" % (build, threads))
    for build, threads in sorted({(r["build"], r["threads"]) for r in metis}):
        for mesh in sorted({r["instance"].split(" metis")[0] for r in metis}):
            pts = sorted((float(r["part_size"]), float(r["median_gbs"]))
                         for r in metis if (r["build"], r["threads"]) == (build, threads)
                         and r["instance"].startswith(mesh + " metis"))
            ax.plot([p[0] for p in pts], [p[1] for p in pts], "x:",
                    label="%s + METIS parts of b, %s, %s thr" % (mesh, build, threads))
    model = sorted({(float(r["model_b"]), float(r["predicted_gbs"])) for r in rows})
    ax.plot([p[0] for p in model], [p[1] for p in model], "k--",
            label="model (min over measured cache and memory paths)")
    ax.axhline(float(rows[0]["stream_gbs"]), color="grey", lw=0.8,
               label="STREAM triad")
    ax.set_xscale("log")
    ax.set_xlabel("block size b (tets)")
    ax.set_ylabel("effective bandwidth, GB/s (64 B/tet)")
    ax.set_title("tetfv: block-diagonal instances and METIS-reordered meshes")
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    fig.savefig(png_path, dpi=120)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
