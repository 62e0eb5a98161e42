#!/usr/bin/env bash
# Airfoil on a real GPU beside the OpenMP build on the same machine's CPU:
# RUNS alternating runs of airfoil_cuda_global_device and airfoil_openmp
# (all cores) on the built-in mesh, then the median total and per-call time
# of each loop and the GPU/CPU ratio. Needs a build configured with
# -DLOOM_CUDA_DEVICE=ON (docs/cuda.md) and a GPU.
#
#   bench/cuda/airfoil_device.sh BUILD_DIR [MESH_SIZE] [ITERATIONS] [RUNS]
#
# MESH_SIZE is the built-in generator's IxJ (3*I*J cells; 600x400 gives
# 720,000 cells, the size of OP2's large Airfoil mesh).
set -euo pipefail
build=$(cd "${1:?usage: airfoil_device.sh BUILD_DIR [MESH_SIZE] [ITERATIONS] [RUNS]}" && pwd)
size=${2:-600x400}
iters=${3:-200}
runs=${4:-3}
gpu=$build/apps/airfoil/airfoil_cuda_global_device
cpu=$build/apps/airfoil/airfoil_openmp
for exe in "$gpu" "$cpu"; do
  [[ -x $exe ]] || { echo "loom: error: $exe not built (LOOM_CUDA_DEVICE=ON?)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

command -v nvidia-smi > /dev/null &&
  echo "GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
echo "CPU: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
stream=$build/bench/stream/loom-stream
[[ -x $stream ]] && OMP_NUM_THREADS=$(nproc) "$stream"
echo "mesh: built-in $size, $iters iterations, $runs runs each, alternating"
for ((r = 1; r <= runs; ++r)); do
  "$gpu" --mesh-size "$size" --iterations "$iters" > "$work/gpu_$r.txt"
  OMP_NUM_THREADS=$(nproc) "$cpu" --mesh-size "$size" --iterations "$iters" \
    > "$work/cpu_$r.txt"
done
python3 - "$work" "$runs" <<'PY'
import statistics, sys
work, runs = sys.argv[1], int(sys.argv[2])
def table(kind):
    loops = {}
    for r in range(1, runs + 1):
        for line in open(f"{work}/{kind}_{r}.txt"):
            f = line.split()
            if len(f) >= 4 and f[0] != "loop" and f[1].isdigit():
                loops.setdefault(f[0], []).append(float(f[3]))
            elif f[:1] == ["total"]:
                loops.setdefault("total (s)", []).append(float(f[1]))
    return {k: statistics.median(v) for k, v in loops.items()}
gpu, cpu = table("gpu"), table("cpu")
print(f"{'loop':<12}{'GPU ms/call':>14}{'CPU ms/call':>14}{'CPU/GPU':>10}")
for name in sorted(gpu, key=lambda k: (k.startswith("total"), k)):
    if name in cpu:
        print(f"{name:<12}{gpu[name]:>14.4f}{cpu[name]:>14.4f}"
              f"{cpu[name] / gpu[name]:>10.2f}")
PY
