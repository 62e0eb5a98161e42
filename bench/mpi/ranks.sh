#!/usr/bin/env bash
# Airfoil on 1 and 2 MPI processes (airfoil_mpi_seq, PT-Scotch k-way) and
# the single-node airfoil_seq on OP2's 720K-cell mesh (or MESH),
# alternating, REPEATS rounds (default 3):
# each run's own "Max total runtime" over ITERATIONS (default 100), the
# medians, the 2-process speedup, and the STREAM triad of this machine
# measured in the same run (loom-stream, 1 and 2 threads) beside them.
# Every run must print the same last residual.
#
#   bench/mpi/ranks.sh BUILD_DIR [MESH] [REPEATS] [ITERATIONS]
set -euo pipefail
usage="usage: ranks.sh BUILD_DIR [MESH] [REPEATS] [ITERATIONS]"
build=$(cd "${1:?$usage}" && pwd)
mesh=${2:-}
repeats=${3:-3}
iterations=${4:-100}
here=$(cd "$(dirname "$0")" && pwd)
exe=$build/apps/airfoil/airfoil_mpi_seq
[[ -x $exe ]] || { echo "loom: error: $exe not built (needs MPI and PT-Scotch)" >&2; exit 1; }
if [[ -z $mesh ]]; then
  source "$here/../mesh_path.sh"
  mesh=$(bench_airfoil_big "$build")
fi
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1 OMP_NUM_THREADS=1
echo "machine: $(nproc --all) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
cmake --build "$build" --target airfoil_seq airfoil_mpi_seq loom-stream > /dev/null
stream=$build/bench/stream/loom-stream
source "$here/../lib/median.sh"
declare -A times
last=""
for round in $(seq "$repeats"); do
  for np in seq 1 2; do
    if [[ $np == seq ]]; then # the single-node program, no MPI
      out=$("$build/apps/airfoil/airfoil_seq" "$mesh" --iterations "$iterations")
    else
      out=$(mpirun -np "$np" "$exe" "$mesh" --iterations "$iterations")
      sed -n 's/^op_partition: /  op_partition: /p' <<<"$out"
    fi
    t=$(sed -n 's/^Max total runtime = //p' <<<"$out")
    rms=$(grep -E '^ +[0-9]+  ' <<<"$out" | tail -1 | awk '{print $2}')
    [[ -z $last || $rms == "$last" ]] || { echo "loom: error: $np processes gave rms $rms, others $last" >&2; exit 1; }
    last=$rms
    times[$np]+="$t "
    echo "round $round: $np $t s (rms $rms)"
  done
done
if [[ -x $stream ]]; then
  for threads in 1 2; do
    echo "STREAM, $threads thread(s):"
    OMP_NUM_THREADS=$threads "$stream" | sed 's/^/  /'
  done
fi
t0=$(tr ' ' '\n' <<<"${times[seq]}" | grep . | median)
t1=$(tr ' ' '\n' <<<"${times[1]}" | grep . | median)
t2=$(tr ' ' '\n' <<<"${times[2]}" | grep . | median)
awk -v s="$t0" -v a="$t1" -v b="$t2" -v n="$iterations" 'BEGIN {
  printf "median ms/iteration: airfoil_seq %.2f, 1 process %.2f, 2 processes %.2f; 2 vs 1 process %.2fx, 2 processes vs airfoil_seq %.2fx\n", 1000*s/n, 1000*a/n, 1000*b/n, a/b, s/b }'
