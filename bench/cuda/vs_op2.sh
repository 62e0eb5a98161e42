#!/usr/bin/env bash
# Loom's CUDA Airfoil beside OP2-Common's own CUDA Airfoil on the same GPU
# (issue #27): RUNS rounds, each running in turn OP2's airfoil_cuda and
# Loom's airfoil_cuda_hier_device under every CUDA strategy
# (LOOM_CUDA_STRATEGY=*=S: global, atomic, hier, hier_atomic) and its
# default, the default also with LOOM_CUDA_UPLOAD=first-use (the data
# copied by the first loop calls, inside the timed loop, not at its
# declaration as OP2 and Loom's default copy it), with LOOM_AUTOTUNE=1
# (each loop's strategy chosen by kernel time, the first round's trials
# inside its timed loop; later rounds start from the choices it saved in
# the work folder and re-check them) and translated with --soa=all (every dat of dim
# > 1 in struct-of-arrays layout: the tests' airfoil_soa build), on MESH (OP2's new_grid.dat, 720K cells; OP2's program reads
# ./new_grid.dat, so it runs in a folder holding a link to MESH); then, on
# the built-in 1200x800 mesh (2.88M cells; Loom only: OP2's program has no
# mesh generator), every Loom variant again. Prints the GPU, the device's
# own bandwidth (a triad kernel, bench/cuda/gpu_triad.cu, when nvcc is
# there), each variant's median total time, its speed relative to OP2, and
# per loop the median host time, kernel time and plan time per call; and
# Airfoil's traffic floor (bytes per iteration from Loom's estimate over
# the triad bandwidth).
#
#   bench/cuda/vs_op2.sh BUILD_DIR OP2_DIR MESH [ITERATIONS] [RUNS]
#
# BUILD_DIR: a Loom build with -DLOOM_CUDA_DEVICE=ON (packed and carried
# as ../shared/gpu/README.md shows); OP2_DIR: the folder holding OP2's
# airfoil_cuda (and its lib/, put on LD_LIBRARY_PATH); ITERATIONS defaults
# to 1000 (OP2's program always runs 1000), RUNS to 3. Needs a GPU.
# To check this script without one: DEVICE_SUFFIX= runs Loom's emulated
# build, OP2_PROGRAM names OP2's program in OP2_DIR (default airfoil_cuda;
# e.g. airfoil_openmp_rmsonly), BUILTIN_SIZE the built-in mesh (default
# 1200x800); with a small MESH (grid_small.dat) the times mean nothing.
set -euo pipefail
usage="usage: vs_op2.sh BUILD_DIR OP2_DIR MESH [ITERATIONS] [RUNS]"
build=$(cd "${1:?$usage}" && pwd)
op2=$(cd "${2:?$usage}" && pwd)
mesh=$(realpath "${3:?$usage}")
iters=${4:-1000}
runs=${5:-3}
here=$(cd "$(dirname "$0")" && pwd)
device=${DEVICE_SUFFIX-_device}
op2_program=$op2/${OP2_PROGRAM:-airfoil_cuda}
builtin_size=${BUILTIN_SIZE:-1200x800}
loom=$build/apps/airfoil/airfoil_cuda_hier$device
for exe in "$loom" "$op2_program" "$build/tests/cuda/airfoil_soa_cuda_hier$device"; do
  [[ -x $exe ]] || { echo "loom: error: $exe not found" >&2; exit 1; }
done
if [[ -n $device ]] && ! command -v nvidia-smi > /dev/null; then
  echo "loom: error: no nvidia-smi: this benchmark needs a GPU" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$mesh" "$work/new_grid.dat"

[[ -n $device ]] &&
  echo "GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
if [[ -n $device ]] && command -v nvcc > /dev/null; then
  nvcc -O3 -arch=native -o "$work/gpu_triad" "$here/gpu_triad.cu" &&
    "$work/gpu_triad" | tee "$work/triad.txt"
fi
echo "OP2: $op2_program; Loom: $loom"
echo "mesh: $mesh and built-in $builtin_size; $iters iterations; $runs rounds," \
  "alternating"

# label|environment|program, when not Loom's default build (OP2 runs only
# on MESH)
soa=$build/tests/cuda/airfoil_soa_cuda_hier$device
variants=("default|" "first_use|LOOM_CUDA_UPLOAD=first-use"
          "autotune|LOOM_AUTOTUNE=1 LOOM_TUNING_FILE=$work/tuning.json" "soa_all||$soa"
          "global|LOOM_CUDA_STRATEGY=*=global"
          "atomic|LOOM_CUDA_STRATEGY=*=atomic" "hier|LOOM_CUDA_STRATEGY=*=hier"
          "hier_atomic|LOOM_CUDA_STRATEGY=*=hier_atomic")
labels=()
for ((r = 1; r <= runs; ++r)); do
  (cd "$work" && LD_LIBRARY_PATH="$op2/lib:${LD_LIBRARY_PATH:-}" \
     "$op2_program" > "$work/op2_$r.txt")
  ((r == 1)) && labels+=("op2")
  for mesh_arg in file builtin; do
    for v in "${variants[@]}"; do
      IFS='|' read -r label env exe <<< "$v"
      args=("$mesh" --iterations "$iters")
      [[ $mesh_arg == builtin ]] && args=(--mesh-size "$builtin_size" --iterations "$iters")
      env $env "${exe:-$loom}" "${args[@]}" > "$work/${mesh_arg}_${label}_$r.txt"
      ((r == 1)) && labels+=("${mesh_arg}_${label}")
    done
  done
done

python3 - "$work" "$runs" "${labels[@]}" <<'PY'
import re, statistics, sys
work, runs, labels = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def parse(label, r):
    text = open(f"{work}/{label}_{r}.txt").read()
    # Loom: "Max total runtime = S"; OP2-Common's profiler: "Airfoil *1
    # total: 980.4ms" or "... 1.0266s".
    total = re.search(r"Max total runtime = ([0-9.eE+-]+)", text)
    op2 = re.search(r"Airfoil \*1 total: ([0-9.]+)(ms|s)", text)
    if not total and op2:
        scale = 1e-3 if op2.group(2) == "ms" else 1.0
        total = [None, float(op2.group(1)) * scale]
    elif total:
        total = [None, float(total.group(1))]
    loops = {}
    for line in text.splitlines():
        f = line.split()
        # loop calls time per-call GB/s [kernel ms, kernel GB/s] plan ...
        if len(f) >= 8 and f[1].isdigit() and f[0] not in ("loop", "total"):
            try:
                loops[f[0]] = (float(f[3]), float(f[5]) if f[5] != "-" else None,
                               float(f[7]) / int(f[1]), " ".join(f[8:]))
            except ValueError:
                pass
    return total[1] if total else None, loops
results = {l: [parse(l, r) for r in range(1, runs + 1)] for l in labels}
def median_total(label):
    ts = [t for t, _ in results[label] if t is not None]
    return statistics.median(ts) if ts else None
op2 = median_total("op2")
triad = None
try:
    m = re.search(r"([0-9.]+) GB/s", open(f"{work}/triad.txt").read())
    triad = float(m.group(1)) if m else None
except OSError:
    pass
def last_rms(label):
    # Airfoil's residual lines, Loom's and OP2's: " 1000  1.06011e-04..."
    lines = re.findall(r"^\s*(\d+)\s+([0-9.]+e[+-]\d+)", open(f"{work}/{label}_1.txt").read(),
                       re.M)
    return f"{lines[-1][1]} at {lines[-1][0]}" if lines else "-"
print(f"\n{'variant':<26}{'total (s)':>12}{'x OP2 speed':>14}  rms (first round)")
for label in labels:
    t = median_total(label)
    rel = f"{op2 / t:>14.2f}" if op2 and t and label.startswith("file_") else f"{'':>14}"
    print(f"{label:<26}{t if t else float('nan'):>12.4f}{rel}  {last_rms(label)}")
for label in labels[1:]:
    print(f"\n{label}: median per call, ms (host / kernel / plan), strategy (first round)")
    names = sorted(results[label][0][1])
    for n in names:
        host = statistics.median(r[1][n][0] for r in results[label] if n in r[1])
        kern = [r[1][n][1] for r in results[label] if n in r[1] and r[1][n][1] is not None]
        plan = statistics.median(1e3 * r[1][n][2] for r in results[label] if n in r[1])
        k = f"{statistics.median(kern):.4f}" if kern else "-"
        strategy = results[label][0][1][n][3]
        print(f"  {n:<14}{host:>10.4f} {k:>10} {plan:>10.4f}  {strategy}")
if triad:
    print(f"\ndevice triad: {triad:.0f} GB/s")
    # Bytes per iteration: each loop's GB/s (of its host time) times that
    # time, from the default variant's first run on MESH.
    label = "file_default"
    text = open(f"{work}/{label}_1.txt").read()
    total_bytes = 0.0
    for line in text.splitlines():
        f = line.split()
        if len(f) >= 5 and f[1].isdigit() and f[0] not in ("loop", "total"):
            total_bytes += float(f[2]) * float(f[4]) * 1e9
    t = median_total(label)
    if total_bytes and t:
        floor = total_bytes / (triad * 1e9)
        print(f"traffic floor on MESH: {total_bytes / 1e9:.2f} GB over the run,"
              f" {floor:.4f} s at the triad's bandwidth; default variant at "
              f"{t / floor:.2f}x the floor")
PY
