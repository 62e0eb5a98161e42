#!/usr/bin/env bash
# One part of bench/device/session.sh (its header lists them), run from
# there under the session's time budget.
#
#   bench/device/run_part.sh PART BUILD_DIR KIT_DIR NEW_GRID
set -euo pipefail
part=${1:?usage: run_part.sh PART BUILD_DIR KIT_DIR NEW_GRID}
build=${2:?}
kit=${3:?}
new_grid=${4:?}
src=$(cd "$(dirname "$0")/../.." && pwd)
cores=$(nproc --all)
box=${LOOM_BENCH_BOX:-110}
case $part in
vs_op2) bash "$src/bench/cuda/vs_op2.sh" "$build" "$kit/op2-airfoil" "${VS_OP2_MESH:-$new_grid}" "${VS_OP2_ITERATIONS:-1000}" ;;
check) bash "$src/tests/cuda/device_matches_reference.sh" "$build" "$kit/grid_small.dat" ;;
apps) bash "$src/bench/cuda/apps_vs_openmp.sh" "$build" ;;
tetfv16)
  # TETFV16_THREADS and TETFV16_ONLY narrow it to what a short call can
  # hold; TETFV16_ROUNDS (default 3) sets the rounds; TETFV16_PAGES="huge 4k"
  # runs each with and without huge pages, alternating (sweep.sh)
  LOOM_BENCH_THREADS=${TETFV16_THREADS:-"1 $cores"} LOOM_BENCH_BOX=$box LOOM_BENCH_SEQ=0 \
    LOOM_BENCH_PAGES=${TETFV16_PAGES:-huge} \
    LOOM_BENCH_ONLY=${TETFV16_ONLY:-'^(block b=(8|64|512|4096)|box .*)$'} \
    OMP_PROC_BIND=close OMP_PLACES=cores \
    bash "$src/bench/tetfv/sweep.sh" "$build" "${LOOM_BENCH_N:-8000000}" 20 "${TETFV16_ROUNDS:-3}"
  ;;
face16) # the face loop's strategies on every core, tetfv's 110^3 box
  out=$(mktemp -d)
  RUNS="face_update=block:4096 face_update=block:16384 face_update=owner:4096 face_update=owner:65536" \
    THREADS=$cores OMP_PROC_BIND=close OMP_PLACES=cores \
    bash "$src/bench/strategies/study.sh" "$build" "$out" "$build/apps/tetfv/tetfv_openmp" \
    --box "$box" --face --steps 22
  cp "$out/study.png" "$build/bench/face16.png" 2> /dev/null || true
  ;;
plan16) # plan construction at 1 and every-core threads (issue #27's 0.1 s)
  mkdir -p "$build/bench/airfoil_big"
  ln -sf "$new_grid" "$build/bench/airfoil_big/new_grid.dat"
  LOOM_BASELINE_COMMIT=none LOOM_BENCH_THREADS="1 $cores" LOOM_BENCH_ROUNDS=3 \
    bash "$src/bench/plan/plan_time.sh" "$build"
  ;;
order8m) # each ordering's whole run, no ordering cache
  for m in partition rcm gps; do
    t0=$(date +%s.%N)
    OMP_NUM_THREADS=$cores OMP_PROC_BIND=close OMP_PLACES=cores LOOM_ORDERING_CACHE= \
      "$build/apps/tetfv/tetfv_openmp" --box "$box" --permute --reorder "$m" --steps 2 2>&1 |
      grep -E '^tetfv:|ordering computed in'
    t1=$(date +%s.%N)
    awk -v m="$m" -v a="$t0" -v b="$t1" 'BEGIN {printf "order8m %-9s whole run %.1f s\n", m, b - a}'
  done
  ;;
*)
  echo "loom: error: unknown part '$part' (vs_op2 check apps plan16 tetfv16 face16 order8m)" >&2
  exit 1
  ;;
esac
