#!/usr/bin/env bash
# Which OpenMP strategy wins for each of Airfoil's loops on this machine:
# airfoil_openmp on OP2's 720K-cell mesh with LOOM_AUTOTUNE=1 (every loop
# tries block:64..2048, global:1024 and, where it has that form, owner, in
# interleaved rounds, and keeps one only when its median beats the default's
# by more than the spread), then a second run on the tuned choices, then each
# fixed strategy for all loops, alternating, REPEATS rounds (time-march
# medians). Writes the loop report and loom-report's table and plot into
# BUILD/bench/strategies, beside the machine's STREAM bandwidth.
#
#   bench/strategies/airfoil.sh BUILD_DIR [ITERATIONS] [REPEATS] [THREADS]
set -euo pipefail
build=$(cd "${1:?usage: airfoil.sh BUILD_DIR [ITERATIONS] [REPEATS] [THREADS]}" && pwd)
iters=${2:-200}
repeats=${3:-3}
threads=${4:-2}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
work=$build/bench/strategies
mkdir -p "$work"
mesh=$build/bench/airfoil_big/new_grid.dat
if [[ ! -s $mesh ]]; then
  mkdir -p "$(dirname "$mesh")"
  packed=$(bench_mesh airfoil/new_grid.dat.xz)
  xz -dc "$packed" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
fi
app=$build/apps/airfoil/airfoil_openmp
export OMP_NUM_THREADS=$threads

echo "machine: $(nproc --all) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $threads threads"
"$build/bench/stream/loom-stream"

rm -f "$work/tuning.json"
LOOM_AUTOTUNE=1 LOOM_TUNING_FILE=$work/tuning.json LOOM_REPORT=$work/report.json \
  "$app" "$mesh" --iterations "$iters" > "$work/tuning_run.log"
/usr/bin/python3 "$here/../../tools/loom-report/loom-report" "$work/report.json" \
  --plot "$work/report.png"

runs=("tuned" "*=block:256" "*=block:1024" "*=global")
declare -A times
for ((r = 1; r <= repeats; r++)); do
  for run in "${runs[@]}"; do
    if [[ $run == tuned ]]; then
      LOOM_AUTOTUNE=1 LOOM_TUNING_FILE=$work/tuning.json "$app" "$mesh" \
        --iterations "$iters" > "$work/run.log"
    else
      LOOM_STRATEGY=$run "$app" "$mesh" --iterations "$iters" > "$work/run.log"
    fi
    times[$run]+="$(awk '/^Max total runtime/ {print $NF}' "$work/run.log") "
  done
done
source "$here/../lib/median.sh"
echo
echo "time march, $iters iterations, median of $repeats (alternating):"
base=$(echo "${times[*=block:256]}" | median)
for run in "${runs[@]}"; do
  m=$(echo "${times[$run]}" | median)
  printf "  %-14s %8.3f s  %6.2f ms/iteration  %.2fx of block:256  (%s)\n" "$run" "$m" \
    "$(awk -v t="$m" -v n="$iters" 'BEGIN {print 1000 * t / n}')" \
    "$(awk -v a="$base" -v b="$m" 'BEGIN {print a / b}')" "${times[$run]% }"
done
echo "report: $work/report.json, plot: $work/report.png, choices: $work/tuning.json"
