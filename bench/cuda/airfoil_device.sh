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
# MESH_SIZE is the built-in generator's IxJ (3*I*J cells; 600x400 gives
# 720,000 cells, the size of OP2's large Airfoil mesh). LOOM_CUDA_BLOCK_SIZE
# and LOOM_CUDA_STRATEGY from the environment apply to the GPU runs.
set -euo pipefail
build=$(cd "${1:?usage: airfoil_device.sh BUILD_DIR [MESH_SIZE] [ITERATIONS] [RUNS]}" && pwd)
size=${2:-600x400}
iters=${3:-200}
runs=${4:-3}
apps=$build/apps/airfoil
# label|executable|environment
configs=("global|$apps/airfoil_cuda_global_device|"
         "hier|$apps/airfoil_cuda_hier_device|LOOM_CUDA_STAGING=all"
         "hier_inc|$apps/airfoil_cuda_hier_device|LOOM_CUDA_STAGING=inc"
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
python3 - "$work" "$runs" "${labels[@]}" <<'PY'
import statistics, sys
work, runs, labels = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def table(label):
    loops = {}
    for r in range(1, runs + 1):
        for line in open(f"{work}/{label}_{r}.txt"):
            f = line.split()
            if len(f) >= 4 and f[0] != "loop" and f[1].isdigit():
                loops.setdefault(f[0], []).append(float(f[3]))
            elif f[:1] == ["total"]:
                loops.setdefault("total (s)", []).append(float(f[1]))
    return {k: statistics.median(v) for k, v in loops.items()}
tables = {label: table(label) for label in labels}
cpu = tables["openmp"]
print("median ms per call (total in s); in brackets: speed relative to openmp")
print(f"{'loop':<12}" + "".join(f"{label:>22}" for label in labels))
for name in sorted(cpu, key=lambda k: (k.startswith("total"), k)):
    cells = []
    for label in labels:
        t = tables[label].get(name)
        cells.append(f"{t:>12.4f} ({cpu[name] / t:>6.2f}x)" if t else f"{'-':>22}")
    print(f"{name:<12}" + "".join(f"{c:>22}" for c in cells))
PY
