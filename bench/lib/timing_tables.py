"""For the benchmark scripts: the median per-call times of the timing tables
that Loom's programs print (loop, calls, time (s), per call (ms), ...; and
the `total` line's time), over several runs, and a table of several builds'
medians relative to one of them."""
import statistics


def median_table(paths):
    """{loop: median ms per call, "total (s)": median total} over the runs'
    output files."""
    loops = {}
    for path in paths:
        with open(path) as f:
            for line in f:
                words = line.split()
                if len(words) >= 4 and words[0] != "loop" and words[1].isdigit():
                    loops.setdefault(words[0], []).append(float(words[3]))
                elif words[:1] == ["total"] and len(words) >= 2:
                    loops.setdefault("total (s)", []).append(float(words[1]))
    return {k: statistics.median(v) for k, v in loops.items()}


def print_relative(tables, base, name_width, cell_width):
    """One row per loop of tables[base], one column per build: its median and
    in brackets its speed relative to base."""
    labels = list(tables)
    print(f"median ms per call (total in s); in brackets: speed relative to {base}")
    print(f"{'loop':<{name_width}}" + "".join(f"{label:>{cell_width}}" for label in labels))
    reference = tables[base]
    for name in sorted(reference, key=lambda k: (k.startswith("total"), k)):
        cells = []
        for label in labels:
            t = tables[label].get(name)
            cells.append(f"{t:>{cell_width - 10}.4f} ({reference[name] / t:>6.2f}x)"
                         if t else f"{'-':>{cell_width}}")
        print(f"{name:<{name_width}}" + "".join(f"{c:>{cell_width}}" for c in cells))
