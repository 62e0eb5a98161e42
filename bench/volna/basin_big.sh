#!/usr/bin/env bash
# Volna on the shared basin_big.msh (about 0.6M triangles, a basin with an
# island): the machine's STREAM bandwidth, then volna_seq, volna_openmp with
# 1 and 2 threads, alternating, REPEATS rounds; prints the median time per
# step of each, the speed-ups, and the per-loop table of the last OpenMP run.
#
#   bench/volna/basin_big.sh BUILD_DIR [STEPS] [REPEATS]
set -euo pipefail
build=$(cd "${1:?usage: basin_big.sh BUILD_DIR [STEPS] [REPEATS]}" && pwd)
steps=${2:-200}
repeats=${3:-3}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
work=$build/bench/volna
mkdir -p "$work"
mesh=$work/basin_big.msh
if [[ ! -s $mesh ]]; then
  packed=$(bench_mesh tri/basin_big.msh.xz)
  xz -dc "$packed" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
fi

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
OMP_NUM_THREADS=2 "$build/bench/stream/loom-stream"

runs=("volna_seq 1" "volna_openmp 1" "volna_openmp 2")
declare -A times
for ((r = 1; r <= repeats; r++)); do
  for run in "${runs[@]}"; do
    read -r name threads <<< "$run"
    log=$work/$name.$threads.log
    OMP_NUM_THREADS=$threads "$build/apps/volna/$name" "$mesh" --problem wave \
      --steps "$steps" --report-every "$steps" > "$log"
    t=$(awk '/^Max total runtime/ {print $NF}' "$log")
    times[$name.$threads]+="$t "
  done
done

source "$here/../lib/median.sh"
declare -A med
for run in "${runs[@]}"; do
  read -r name threads <<< "$run"
  med[$name.$threads]=$(echo "${times[$name.$threads]}" | median)
  printf "%-14s %d thread(s): median %.3f ms/step over %d runs (%s s)\n" \
    "$name" "$threads" "$(awk -v t="${med[$name.$threads]}" -v n="$steps" 'BEGIN {print 1000 * t / n}')" \
    "$repeats" "${times[$name.$threads]% }"
done
awk -v s="${med[volna_seq.1]}" -v a="${med[volna_openmp.1]}" -v b="${med[volna_openmp.2]}" \
  'BEGIN {printf "speed-up over seq: openmp 1 thread %.2fx, 2 threads %.2fx\n", s / a, s / b}'
grep -m1 "^final:" "$work/volna_openmp.2.log"
sed -n '/^loop /,/^total/p' "$work/volna_openmp.2.log"

# SpaceDiscretization's pattern (interior edges incrementing both cells) as
# loom-plan's built-in `flux` loop over the mesh's faces: plan statistics of
# global against hierarchical colouring.
echo
"$build/tools/loom-plan/loom-plan" --mesh "$mesh" --loop flux \
  --strategy all --block-size 256,448
