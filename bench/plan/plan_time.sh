#!/usr/bin/env bash
# Plan construction time per kind for Airfoil's res_calc and adt_calc, on the
# 720K mesh (OP2's new_grid.dat) and the built-in 1200x800 mesh (2.88M
# cells): the global colouring, the OpenMP block plan (at the OpenMP
# backend's default block size for the loop's set), both serial, and the
# hierarchical plan (block size 256, every indirect dat staged, as cuda_hier
# builds it) with each thread count of LOOM_BENCH_THREADS (default "1 N",
# N = nproc: its blocks are shared among OpenMP threads). Before and after:
# this tree's loom-plan and loom-plan built from LOOM_BASELINE_COMMIT
# (default ef0bd56, before #27) with this tree's tools/loom-plan sources laid
# over it (the planner library is the commit's; the tool only adds
# --mesh-size, --repeat and --digest); LOOM_BASELINE_COMMIT=none times this
# tree alone (where there is no repository: bench/device's plan16 part).
# LOOM_BENCH_ROUNDS rounds (default 3),
# each building every plan once with the baseline, then once with this tree
# (one process per build, alternating); the table gives the median over the
# rounds of build.ms (wall) and cpu.ms (user + system). This tree's plans
# are validated in the first round.
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
threads=${LOOM_BENCH_THREADS:-"1 $(nproc)"}
rounds=${LOOM_BENCH_ROUNDS:-3}
for t in $threads; do
  [[ $t =~ ^[1-9][0-9]*$ ]] || { echo "loom: error: LOOM_BENCH_THREADS: '$t' is not a thread count" >&2; exit 1; }
done
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "loom: error: LOOM_BENCH_ROUNDS: '$rounds' is not a positive number" >&2; exit 1; }

whiches=(baseline current)
commit=none
if [ "${LOOM_BASELINE_COMMIT:-}" = none ]; then
  whiches=(current)
else
  commit=$(git -C "$repo" rev-parse --short "${LOOM_BASELINE_COMMIT:-ef0bd56}^{commit}") || {
    echo "loom: error: baseline commit '${LOOM_BASELINE_COMMIT:-ef0bd56}' not found" >&2
    exit 1
  }
fi
src=$build/bench/plan-baseline-$commit
base=$src/build/tools/loom-plan/loom-plan
if [ $commit != none ] && [ ! -x "$base" ]; then
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
rm -rf "$out"
mkdir -p "$out"
# One loom-plan call per (round, mesh, loop, kind, threads, tool): JSON in $out.
for round in $(seq "$rounds"); do
  for m in 720k 2880k; do
    if [ $m = 720k ]; then src_args=(--mesh "$mesh"); else src_args=(--mesh-size 1200x800); fi
    for loop in res_calc adt_calc; do
      # The OpenMP default block size: 4096 for both edge sets, 2048 for
      # 720K cells, 4096 for 2.88M cells.
      bs=4096
      [ $m = 720k ] && [ $loop = adt_calc ] && bs=2048
      runs=("global 1 --strategy global" "block 1 --strategy block --block-size $bs")
      for t in $threads; do
        runs+=("hierarchical $t --strategy hierarchical --block-size 256")
      done
      for r in "${runs[@]}"; do
        read -r kind t args <<< "$r"
        read -r -a args <<< "$args"
        for which in "${whiches[@]}"; do
          exe=$tool check=()
          [ $which = baseline ] && exe=$base
          [ $which = baseline ] || [ "$round" -gt 1 ] && check=(--no-validate)
          OMP_NUM_THREADS=$t "$exe" "${src_args[@]}" --loop $loop "${args[@]}" \
            "${check[@]}" --json > "$out/$which-$m-$loop-$kind-$t-$round.json"
        done
      done
    done
  done
done

python3 - "$out" "$commit" "$rounds" $threads <<'PY'
import json, statistics, sys
d, commit, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
threads = sys.argv[4:]
before = commit != "none"
def plan(which, m, loop, kind, t, r):
    return json.load(open(f"{d}/{which}-{m}-{loop}-{kind}-{t}-{r}.json"))["plans"][0]
def median(which, m, loop, kind, t, key):
    return statistics.median(plan(which, m, loop, kind, t, r)[key]
                             for r in range(1, rounds + 1))
if before:
    print(f"plan construction (ms), median of {rounds} rounds alternating "
          f"baseline {commit} and this tree; wall / cpu; colours before -> after")
else:
    print(f"plan construction (ms), median of {rounds} rounds; wall / cpu")
print(f"{'mesh':>6} {'loop':>9} {'kind':>13} {'thr':>3} {'bs':>5} "
      + (f"{'before wall/cpu':>16} " if before else "")
      + f"{'after wall/cpu' if before else 'wall/cpu':>15} "
      + (f"{'speed-up':>8} " if before else "") + f"{'colours':>8} valid")
for m in ("720k", "2880k"):
    for loop in ("res_calc", "adt_calc"):
        for kind, ts in (("global", ["1"]), ("block", ["1"]),
                         ("hierarchical", threads)):
            for t in ts:
                a = plan("current", m, loop, kind, t, 1)
                aw, ac = (median("current", m, loop, kind, t, k)
                          for k in ("build_ms", "build_cpu_ms"))
                bs = a.get("block_size", 0) or "-"
                row = f"{m:>6} {loop:>9} {kind:>13} {t:>3} {bs:>5} "
                if before:
                    b = plan("baseline", m, loop, kind, t, 1)
                    bw, bc = (median("baseline", m, loop, kind, t, k)
                              for k in ("build_ms", "build_cpu_ms"))
                    row += f"{bw:>7.1f} /{bc:>7.1f} "
                row += f"{aw:>6.1f} /{ac:>7.1f} "
                if before:
                    row += f"{bw / aw:>7.2f}x {b['ncolours']:>3} -> "
                else:
                    row += f"{'':>3}    "
                print(row + f"{a['ncolours']:<3} {a['valid']}")
PY
