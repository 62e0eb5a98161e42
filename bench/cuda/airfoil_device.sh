#!/usr/bin/env bash
# Airfoil on a real GPU beside the OpenMP build on the same machine's CPU:
# RUNS rounds, each running in turn airfoil_cuda_global_device,
# airfoil_cuda_hier_device (hierarchical colouring, staging all indirect
# data, then only increments: LOOM_CUDA_STAGING=inc) and airfoil_openmp (all
# cores) on the built-in mesh; then the median per-call time of each loop
# and the median total of each, and each one's speed relative to the OpenMP
# build. Needs a build configured with -DLOOM_CUDA_DEVICE=ON (docs/cuda.md)
# and a GPU.
#
#   bench/cuda/airfoil_device.sh BUILD_DIR [MESH_SIZE] [ITERATIONS] [RUNS]
#
# DEVICE_SUFFIX= runs the emulated builds instead, to check this script
# without a GPU (the times then mean nothing).
# MESH_SIZE is the built-in generator's IxJ (3*I*J cells; 600x400 gives
# 720,000 cells, the size of OP2's large Airfoil mesh). LOOM_CUDA_BLOCK_SIZE
# and LOOM_CUDA_STRATEGY from the environment apply to the GPU runs.
set -euo pipefail
build=$(cd "${1:?usage: airfoil_device.sh BUILD_DIR [MESH_SIZE] [ITERATIONS] [RUNS]}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
size=${2:-600x400}
iters=${3:-200}
runs=${4:-3}
apps=$build/apps/airfoil
# label|executable|environment
device=${DEVICE_SUFFIX-_device}
configs=("global|$apps/airfoil_cuda_global$device|"
         "hier|$apps/airfoil_cuda_hier$device|LOOM_CUDA_STAGING=all"
         "hier_inc|$apps/airfoil_cuda_hier$device|LOOM_CUDA_STAGING=inc"
         "openmp|$apps/airfoil_openmp|OMP_NUM_THREADS=$(nproc)")
for config in "${configs[@]}"; do
  IFS='|' read -r label exe env <<< "$config"
  [[ -x $exe ]] || { echo "loom: error: $exe not built (LOOM_CUDA_DEVICE=ON?)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

command -v nvidia-smi > /dev/null &&
  echo "GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
echo "CPU: $(nproc --all) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
stream=$build/bench/stream/loom-stream
[[ -x $stream ]] && OMP_NUM_THREADS=$(nproc) "$stream"
echo "mesh: built-in $size, $iters iterations, $runs rounds, alternating"
labels=()
for ((r = 1; r <= runs; ++r)); do
  for config in "${configs[@]}"; do
    IFS='|' read -r label exe env <<< "$config"
    ((r == 1)) && labels+=("$label")
    env $env "$exe" --mesh-size "$size" --iterations "$iters" \
      > "$work/${label}_$r.txt"
  done
done
python3 - "$here/../lib" "$work" "$runs" "${labels[@]}" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from timing_tables import median_table, print_relative
work, runs, labels = sys.argv[2], int(sys.argv[3]), sys.argv[4:]
tables = {label: median_table(f"{work}/{label}_{r}.txt" for r in range(1, runs + 1))
          for label in labels}
print_relative(tables, "openmp", 12, 22)
PY
