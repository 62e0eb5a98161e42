"""Left: effective bandwidth of the block-diagonal tetfv instances against
block size b, per build, with the model's prediction and STREAM (like
Langguth et al.'s Fig. 13). Right: every other instance (meshes as
numbered, permuted, reordered; the face loop) as bars, the model's
prediction marked on each: the reordering comparison. A sweep without
block-diagonal or METIS rows (LOOM_BENCH_ONLY) gets the bars alone.
Usage: plot.py tetfv.csv tetfv.png"""
import csv
import statistics
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main(csv_path, png_path):
    with open(csv_path) as f:
        every = list(csv.DictReader(f))
    if not every:
        sys.exit("loom: error: %s: no rows" % csv_path)
    rows = [r for r in every if r["instance"].startswith("block")]
    # METIS-reordered instances (sweep.sh's "... metis b=B"), at b = B.
    metis = [r for r in every if r.get("part_size")]
    others = [r for r in every if not r["instance"].startswith("block")]
    sweep = rows or metis  # the left panel, against b
    if sweep and others:
        fig, (ax, bars) = plt.subplots(1, 2, figsize=(15, 4.8),
                                       gridspec_kw={"width_ratios": [3, 2]})
    elif sweep:
        fig, ax = plt.subplots(figsize=(11, 4.8))
    else:  # a sweep of other instances only (LOOM_BENCH_ONLY)
        fig, bars = plt.subplots(figsize=(9, 4.8))
    if sweep:
        plot_block_sizes(ax, rows, metis, every)
    if others:
        plot_reorderings(bars, others)
    fig.tight_layout()
    fig.savefig(png_path, dpi=120)


def plot_block_sizes(ax, rows, metis, every):
    """Bandwidth against b: a line per build and thread count over the
    block-diagonal rows, the METIS-reordered meshes at b = part size, the
    model over the block-diagonal rows, STREAM as horizontal lines."""
    for build, threads in sorted({(r["build"], r["threads"]) for r in rows}):
        pts = sorted((float(r["model_b"]), float(r["median_gbs"]))
                     for r in rows
                     if (r["build"], r["threads"]) == (build, threads))
        ax.plot([p[0] for p in pts], [p[1] for p in pts], "o-",
                label="%s, %s thread(s)" % (build, threads))
    for build, threads in sorted({(r["build"], r["threads"]) for r in metis}):
        for mesh in sorted({r["instance"].split(" metis")[0] for r in metis}):
            pts = sorted((float(r["part_size"]), float(r["median_gbs"]))
                         for r in metis
                         if (r["build"], r["threads"]) == (build, threads)
                         and r["instance"].startswith(mesh + " metis"))
            ax.plot([p[0] for p in pts], [p[1] for p in pts], "x:",
                    label="%s + METIS parts of b, %s, %s thr"
                    % (mesh, build, threads))
    if rows:
        model = sorted({(float(r["model_b"]), float(r["predicted_gbs"]))
                        for r in rows})
        ax.plot([p[0] for p in model], [p[1] for p in model], "k--",
                label="model (cache, memory paths measured with the most "
                "threads)")
    for (threads, gbs), style in zip(stream_by_threads(every), STYLES):
        ax.axhline(gbs, color="grey", lw=0.8, ls=style,
                   label="STREAM triad, %s thread(s)" % threads)
    ax.set_xscale("log")
    ax.set_xlabel("block size b (tets)")
    ax.set_ylabel("effective bandwidth, GB/s (64 B/tet)")
    ax.set_title("tetfv: block-diagonal instances and METIS-reordered meshes")
    top = max(max(line.get_ydata()) for line in ax.get_lines())
    ax.set_ylim(0, 1.7 * top)  # room above the curves for the legend
    ax.legend(fontsize=6, loc="upper right", ncol=2)


# STREAM's line for each thread count, fewest threads first.
STYLES = [":", "-.", "--", "-"] * 4


def stream_by_threads(rows):
    """(threads, GB/s) for each thread count: the median of the STREAM
    triad figures sweep.sh measured beside the rows run with it."""
    counts = sorted({r["threads"] for r in rows}, key=int)
    return [(t, statistics.median(float(r["stream_gbs"]) for r in rows
                                  if r["threads"] == t)) for t in counts]


def plot_reorderings(ax, rows):
    """One horizontal bar per instance and run (build, threads), the
    model's prediction as a black tick, STREAM as a vertical line."""
    labels, values, predicted = [], [], []
    runs = {(r["build"], r["threads"]) for r in rows}
    for r in rows:
        labels.append(r["instance"] if len(runs) == 1 else "%s (%s, %s thr)"
                      % (r["instance"], r["build"], r["threads"]))
        values.append(float(r["median_gbs"]))
        predicted.append(float(r["predicted_gbs"]))
    ys = range(len(rows))
    ax.barh(ys, values, color="tab:blue", label="measured (median)")
    ax.plot(predicted, ys, "k|", markersize=14, mew=2, label="model")
    for (threads, gbs), style in zip(stream_by_threads(rows), STYLES):
        ax.axvline(gbs, color="grey", lw=0.8, ls=style,
                   label="STREAM triad, %s thread(s)" % threads)
    ax.set_yticks(list(ys))
    ax.set_yticklabels(labels, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("effective bandwidth, GB/s (64 B/tet)")
    ax.set_title("meshes and orderings" if len(runs) != 1 else
                 "meshes and orderings, %s, %s thread(s)" % min(runs))
    ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.12),
              ncol=3)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
