#!/usr/bin/env bash
# Airfoil per loop under both CUDA strategies, from the emulated builds (no
# GPU needed): plan statistics (LOOM_PLAN_STATS=1: colours, block and thread
# colours, reuse factor, shared bytes per block, modelled global-memory
# sectors) of cuda_global and cuda_hier, the modelled speedup of
# hierarchical over global colouring (ratio of modelled sectors, beside
# Sulyok et al.'s measured 1.2-2.5x), and the emulated wall time per
# iteration of both (alternating, medians of 3; a regression figure for the
# test harness, not a GPU speed).
#
#   bench/cuda/airfoil_strategies.sh [BUILD_DIR] [MESH] [ITERATIONS]
# BUILD_DIR defaults to build (targets airfoil_cuda_global, airfoil_cuda_hier);
# MESH to the shared collection's new_grid.dat (720K cells, unpacked into
# BUILD_DIR/tmp); ITERATIONS (timed runs) to 2. LOOM_CUDA_BLOCK_SIZE applies.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-build}" && pwd)
mesh=${2:-}
iterations=${3:-2}
for b in global hier; do
  [ -x "$build/apps/airfoil/airfoil_cuda_$b" ] ||
    { echo "missing $build/apps/airfoil/airfoil_cuda_$b" >&2; exit 1; }
done
if [ -z "$mesh" ]; then
  source "$here/../mesh_path.sh"
  mesh=$build/tmp/new_grid.dat
  if [ ! -s "$mesh" ]; then
    mkdir -p "$build/tmp"
    mesh_xz=$(bench_mesh airfoil/new_grid.dat.xz)
    xz -dc "$mesh_xz" > "$mesh.part" && mv "$mesh.part" "$mesh"
  fi
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for b in global hier; do
  LOOM_PLAN_STATS=1 "$build/apps/airfoil/airfoil_cuda_$b" "$mesh" \
    --iterations 1 > /dev/null 2> "$work/stats_$b.txt"
done
for run in 1 2 3; do
  for b in global hier; do
    start=$(date +%s.%N)
    "$build/apps/airfoil/airfoil_cuda_$b" "$mesh" --iterations "$iterations" \
      > /dev/null 2>&1
    end=$(date +%s.%N)
    echo "$b $(python3 -c "print(($end - $start) / $iterations)")" >> "$work/times.txt"
  done
done
python3 - "$work" "$mesh" <<'PY'
import re, statistics, sys
work, mesh = sys.argv[1], sys.argv[2]
plans = {}
for b in ("global", "hier"):
    for line in open(f"{work}/stats_{b}.txt"):
        m = re.match(r"loom: plan of '(\w+)' \(cuda (\w+)\): (.*)", line)
        if m:
            plans[(b, m.group(1))] = (m.group(2), m.group(3))
print(f"Airfoil on {mesh}")
print(f"{'loop':<10} {'global: col':>11} {'sectors':>10} | "
      f"{'hier: blk.col':>13} {'thr.col':>11} {'reuse':>5} {'shm.B mean/max':>15} "
      f"{'sectors':>10} | {'model x':>7}")
for loop in ("save_soln", "adt_calc", "res_calc", "bres_calc", "update"):
    g = plans.get(("global", loop))
    h = plans.get(("hier", loop))
    if not g or not h:
        continue
    gcol = re.search(r"(\d+) colours", g[1]).group(1)
    gsec = int(re.search(r"modelled sectors (\d+)", g[1]).group(1))
    if h[0] != "hierarchical":
        print(f"{loop:<10} {gcol:>11} {gsec:>10} | (no data through maps: "
              f"cuda_global's code)")
        continue
    s = h[1]
    bcol = re.search(r"(\d+) block colours", s).group(1)
    tcol = re.search(r"thread colours (\d+) max / ([\d.]+) mean", s)
    reuse = re.search(r"reuse ([\d.]+)", s).group(1)
    shm = re.search(r"shared bytes per block (\d+) mean / (\d+) max", s)
    hsec = int(re.search(r"modelled sectors (\d+)", s).group(1))
    ratio = gsec / hsec if hsec else float("nan")
    print(f"{loop:<10} {gcol:>11} {gsec:>10} | {bcol:>13} "
          f"{tcol.group(1) + '/' + tcol.group(2):>11} {reuse:>5} "
          f"{shm.group(1) + '/' + shm.group(2):>15} {hsec:>10} | {ratio:>6.2f}x")
print("model x: modelled global sectors, global / hierarchical "
      "(Sulyok et al. measured 1.2-2.5x speedups on GPUs)")
times = {"global": [], "hier": []}
for line in open(f"{work}/times.txt"):
    b, t = line.split()
    times[b].append(float(t))
g, h = statistics.median(times["global"]), statistics.median(times["hier"])
print(f"emulated wall time per iteration (median of 3, alternating): "
      f"cuda_global {g:.3f} s, cuda_hier {h:.3f} s, ratio {h / g:.2f}")
PY
