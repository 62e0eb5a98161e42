#!/usr/bin/env bash
# Plan construction time per kind for Airfoil's res_calc and adt_calc, on the
# 720K mesh (OP2's new_grid.dat) and the built-in 1200x800 mesh (2.88M
# cells): the global colouring, the OpenMP block plan (at the OpenMP
# backend's default block size for the loop's set) and the hierarchical plan
# (block size 256, every indirect dat staged, as cuda_hier builds it). One
# thread (the planner is serial). Before and after: this tree's loom-plan and
# loom-plan built from LOOM_BASELINE_COMMIT (default ef0bd56, before #27)
# with this tree's tools/loom-plan sources laid over it (the planner library
# is the commit's; the tool only adds --mesh-size and --repeat). Median of 3
# builds in one process each, build.ms (wall) and cpu.ms (user + system).
#
#   bench/plan/plan_time.sh [BUILD_DIR]     (default: build)
# Needs BUILD_DIR/tools/loom-plan/loom-plan and python3; builds the baseline
# in BUILD_DIR/bench/plan-baseline-<commit> the first time (a few minutes).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=$(cd "${1:-build}" && pwd)
tool=$build/tools/loom-plan/loom-plan
source "$here/../mesh_path.sh"
[ -x "$tool" ] || { echo "loom: error: missing $tool (build target loom-plan)" >&2; exit 1; }
mesh=$(bench_airfoil_big "$build")

commit=$(git -C "$repo" rev-parse --short "${LOOM_BASELINE_COMMIT:-ef0bd56}^{commit}") || {
  echo "loom: error: baseline commit '${LOOM_BASELINE_COMMIT:-ef0bd56}' not found" >&2
  exit 1
}
src=$build/bench/plan-baseline-$commit
base=$src/build/tools/loom-plan/loom-plan
if [ ! -x "$base" ]; then
  echo "building the baseline loom-plan of $commit in $src ..." >&2
  [ -e "$src/.git" ] || git -C "$repo" worktree add --detach -f "$src" "$commit" > /dev/null 2>&1
  cp "$repo"/tools/loom-plan/*.cpp "$repo"/tools/loom-plan/*.h "$src/tools/loom-plan/"
  cmake -S "$src" -B "$src/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DLOOM_BUILD_BENCHMARKS=OFF -DLOOM_CUDA_DEVICE=OFF > "$src/configure.log" 2>&1 &&
    cmake --build "$src/build" --target loom-plan > "$src/build.log" 2>&1 || {
      echo "loom: error: building the baseline failed; see $src/build.log" >&2
      exit 1
    }
fi

out=$build/bench/plan_time
mkdir -p "$out"
# One loom-plan call per (tool, mesh, loop, kind): JSON in $out.
for which in baseline current; do
  exe=$tool
  [ $which = baseline ] && exe=$base
  for m in 720k 2880k; do
    if [ $m = 720k ]; then src_args=(--mesh "$mesh"); else src_args=(--mesh-size 1200x800); fi
    for loop in res_calc adt_calc; do
      # The OpenMP default block size: 4096 for both edge sets, 2048 for
      # 720K cells, 4096 for 2.88M cells.
      bs=4096
      [ $m = 720k ] && [ $loop = adt_calc ] && bs=2048
      OMP_NUM_THREADS=1 "$exe" "${src_args[@]}" --loop $loop --strategy global \
        --repeat 3 --json > "$out/$which-$m-$loop-global.json"
      OMP_NUM_THREADS=1 "$exe" "${src_args[@]}" --loop $loop --strategy block \
        --block-size $bs --repeat 3 --json > "$out/$which-$m-$loop-block.json"
      OMP_NUM_THREADS=1 "$exe" "${src_args[@]}" --loop $loop --strategy hierarchical \
        --block-size 256 --repeat 3 --json > "$out/$which-$m-$loop-hierarchical.json"
    done
  done
done

python3 - "$out" "$commit" <<'PY'
import json, sys
d, commit = sys.argv[1], sys.argv[2]
print(f"plan construction, median of 3 (ms): baseline {commit} -> this tree; "
      "wall / cpu; colours before -> after")
print(f"{'mesh':>6} {'loop':>9} {'kind':>13} {'bs':>5} {'before wall/cpu':>16} "
      f"{'after wall/cpu':>15} {'colours':>8} valid")
for m in ("720k", "2880k"):
    for loop in ("res_calc", "adt_calc"):
        for kind in ("global", "block", "hierarchical"):
            b = json.load(open(f"{d}/baseline-{m}-{loop}-{kind}.json"))["plans"][0]
            a = json.load(open(f"{d}/current-{m}-{loop}-{kind}.json"))["plans"][0]
            bs = a.get("block_size", 0) or "-"
            print(f"{m:>6} {loop:>9} {kind:>13} {bs:>5} "
                  f"{b['build_ms']:>7.1f} /{b['build_cpu_ms']:>7.1f} "
                  f"{a['build_ms']:>6.1f} /{a['build_cpu_ms']:>7.1f} "
                  f"{b['ncolours']:>3} -> {a['ncolours']:<3} {a['valid']}")
PY
