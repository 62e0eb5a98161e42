#!/usr/bin/env bash
# Volna and tetfv on a GPU beside the OpenMP build on all cores of the same
# machine (issue #27's target: the GPU builds >= 5x the OpenMP build): RUNS
# rounds, each running in turn, for every case, the cuda_global and
# cuda_hier device builds and the OpenMP build (every core, threads bound to
# cores); then per case the median time per call of each loop, the median
# loop total of each build and its speed relative to OpenMP, the median
# steady-state time (the programs' own: Volna's steps after the first,
# tetfv's timed steps; no plan making, no first upload) and its speed
# relative to OpenMP, and the last GPU run's per-loop table (wall, kernel
# and plan columns). The cases:
#   volna      Volna's built-in dam break on a VOLNA_SIZE mesh (2000x1000:
#              4M cells), VOLNA_STEPS steps;
#   tetfv      tetfv's cell loop on the built-in box of TETFV_BOX^3 cubes
#              (80: 3.07M tets), TETFV_STEPS steps (the first two untimed);
#   tetfv_face the same box through the interior-face loop (OP_INC).
#
#   bench/cuda/apps_vs_openmp.sh BUILD_DIR [RUNS]
#
# BUILD_DIR: a Loom build with -DLOOM_CUDA_DEVICE=ON (docs/cuda.md; packed
# and carried as bench/device/README.md shows). DEVICE_SUFFIX (default
# _device) names the GPU builds: DEVICE_SUFFIX= runs the emulated ones, to
# check this script without a GPU (with small VOLNA_SIZE and TETFV_BOX: the
# emulation is slow, and its times mean nothing).
set -euo pipefail
build=$(cd "${1:?usage: apps_vs_openmp.sh BUILD_DIR [RUNS]}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
runs=${2:-3}
device=${DEVICE_SUFFIX-_device}
volna_size=${VOLNA_SIZE:-2000x1000}
volna_steps=${VOLNA_STEPS:-100}
box=${TETFV_BOX:-80}
tetfv_steps=${TETFV_STEPS:-21}
cores=$(nproc --all)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# case|program|arguments
cases=("volna|volna/volna|--mesh-size $volna_size --steps $volna_steps"
       "tetfv|tetfv/tetfv|--box $box --steps $tetfv_steps"
       "tetfv_face|tetfv/tetfv|--box $box --steps $tetfv_steps --face")
builds=("cuda_global$device" "cuda_hier$device" "openmp")
for c in "${cases[@]}"; do
  IFS='|' read -r _ program _ <<< "$c"
  for b in "${builds[@]}"; do
    exe=$build/apps/${program}_$b
    [[ -x $exe ]] || { echo "loom: error: $exe not built (LOOM_CUDA_DEVICE=ON?)" >&2; exit 1; }
  done
done

if command -v nvidia-smi > /dev/null; then
  echo "GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
fi
echo "CPU: $cores cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
stream=$build/bench/stream/loom-stream
[[ -x $stream ]] && OMP_NUM_THREADS=$cores OMP_PROC_BIND=close OMP_PLACES=cores "$stream"
echo "GPU builds: *_cuda_global$device, *_cuda_hier$device; openmp: $cores threads" \
  "(OMP_PROC_BIND=close OMP_PLACES=cores); $runs rounds, alternating"

for ((r = 1; r <= runs; ++r)); do
  for c in "${cases[@]}"; do
    IFS='|' read -r name program args <<< "$c"
    for b in "${builds[@]}"; do
      # shellcheck disable=SC2086 # args holds several arguments
      OMP_NUM_THREADS=$cores OMP_PROC_BIND=close OMP_PLACES=cores \
        "$build/apps/${program}_$b" $args > "$work/${name}_${b}_$r.txt" 2>&1 ||
        { echo "loom: error: ${program}_$b $args failed (round $r):" \
            "$(tail -1 "$work/${name}_${b}_$r.txt")" >&2; exit 1; }
    done
  done
done

for c in "${cases[@]}"; do
  IFS='|' read -r name _ args <<< "$c"
  echo
  echo "== $name ($args)"
  python3 - "$here/../lib" "$work" "$name" "$runs" "${builds[@]}" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from timing_tables import median_table, print_relative
work, name, runs, builds = sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5:]
tables = {b: median_table(f"{work}/{name}_{b}_{r}.txt" for r in range(1, runs + 1))
          for b in builds}
print_relative(tables, "openmp", 22, 26)
# The steady state, from the programs' own lines: Volna's steps after the
# first, tetfv's timed steps (after two): no plan making, no first upload.
import re, statistics
steady = {}
for b in builds:
    times = []
    for r in range(1, runs + 1):
        text = open(f"{work}/{name}_{b}_{r}.txt").read()
        m = (re.search(r"Steps after the first = (\d+), runtime = ([0-9.]+)", text) or
             re.search(r"steps \((\d+) timed\): ([0-9.]+) s", text))
        if m:
            times.append((int(m.group(1)), float(m.group(2))))
    if times:
        steady[b] = (times[0][0], statistics.median(t for _, t in times))
if "openmp" in steady:
    base = steady["openmp"][1]
    print(f"{'steady state (s)':<22}" + "".join(
        f"{f'{steady[b][1]:.4f} ({base / steady[b][1]:>6.2f}x)':>26}" if b in steady
        else f"{'-':>26}" for b in builds) + f"  ({steady['openmp'][0]} steps)")
PY
  echo "-- the last round's cuda_hier$device table:"
  sed -n '/^loop /,$p' "$work/${name}_cuda_hier${device}_$runs.txt"
done
