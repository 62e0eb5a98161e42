#!/usr/bin/env bash
# Locality reordering on OP2's 720K-cell Airfoil mesh (new_grid.dat, found
# through bench/mesh_path.sh): airfoil_openmp with --reorder none, random,
# rcm, gps and partition (METIS k-way blocks of LOOM_PART_SIZE, default 256),
# alternating, REPEATS rounds per thread count; prints each method's time to
# compute the ordering (first round) and the median time-march time per
# iteration, beside the machine's STREAM bandwidth.
#
#   bench/reorder/airfoil.sh BUILD_DIR [ITERATIONS] [REPEATS] [THREADS...]
set -euo pipefail
usage="usage: airfoil.sh BUILD_DIR [ITERATIONS] [REPEATS] [THREADS...]"
build=$(cd "${1:?$usage}" && pwd)
iters=${2:-100}
repeats=${3:-3}
shift $(($# < 3 ? $# : 3))
thread_counts=(1 2)
[[ $# -gt 0 ]] && thread_counts=("$@")
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
work=$build/bench/reorder
mkdir -p "$work"
mesh=$build/bench/airfoil_big/new_grid.dat
if [[ ! -s $mesh ]]; then
  mkdir -p "$(dirname "$mesh")"
  packed=$(bench_mesh airfoil/new_grid.dat.xz)
  xz -dc "$packed" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
fi
app=$build/apps/airfoil/airfoil_openmp
for f in "$app" "$build/bench/stream/loom-stream"; do
  [[ -x $f ]] || { echo "loom: error: $f not built" >&2; exit 1; }
done

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$build/bench/stream/loom-stream"

methods=(none random rcm gps partition)
source "$here/../lib/median.sh"
for threads in "${thread_counts[@]}"; do
  declare -A times=() setup=()
  for ((r = 1; r <= repeats; r++)); do
    for m in "${methods[@]}"; do
      OMP_NUM_THREADS=$threads "$app" "$mesh" --iterations "$iters" \
        --reorder "$m" > "$work/run.log" 2> "$work/run.err"
      times[$m]+="$(awk '/^Max total runtime/ {print $NF}' "$work/run.log") "
      if [[ $r -eq 1 ]]; then
        setup[$m]=$(awk '/ordering computed in/ {print $(NF-1)}' "$work/run.err")
      fi
    done
  done
  echo
  echo "$threads thread(s), time march of $iters iterations, median of $repeats (alternating):"
  base=$(echo "${times[none]}" | median)
  for m in "${methods[@]}"; do
    t=$(echo "${times[$m]}" | median)
    printf "  %-10s ordering %6s s  %8.3f s  %7.2f ms/iteration  %.2fx of none  (%s)\n" \
      "$m" "${setup[$m]:--}" "$t" \
      "$(awk -v t="$t" -v n="$iters" 'BEGIN {print 1000 * t / n}')" \
      "$(awk -v a="$base" -v b="$t" 'BEGIN {print a / b}')" "${times[$m]% }"
  done
  unset times setup
done
