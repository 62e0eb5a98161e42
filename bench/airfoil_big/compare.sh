#!/usr/bin/env bash
# Side-by-side benchmark on OP2's 720,000-cell Airfoil mesh, one run:
# machine STREAM bandwidth, then airfoil_seq and airfoil_openmp (2 threads)
# for ITERATIONS iterations; prints time per iteration, the OpenMP/seq
# speed-up, peak memory, and checks the residuals against OP2's reference
# when ITERATIONS is 1000.
#
#   bench/airfoil_big/compare.sh BUILD_DIR [ITERATIONS]
set -euo pipefail
build=$(cd "${1:?usage: compare.sh BUILD_DIR [ITERATIONS]}" && pwd)
iters=${2:-1000}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
work=$build/bench/airfoil_big
mkdir -p "$work"
mesh=$work/new_grid.dat
if [[ ! -s $mesh ]]; then
  packed=$(bench_mesh airfoil/new_grid.dat.xz)
  xz -dc "$packed" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
fi

echo "machine: $(nproc --all) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
OMP_NUM_THREADS=2 "$build/bench/stream/loom-stream"

run() { # name threads
  local name=$1 threads=$2 log=$work/$1.log
  local start end
  start=$(date +%s.%N)
  OMP_NUM_THREADS=$threads /usr/bin/time -f "%M" -o "$log.mem" \
    "$build/apps/airfoil/$name" "$mesh" --iterations "$iters" > "$log"
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN {print e - s}' > "$log.wall"
}
command -v /usr/bin/time > /dev/null || {
  echo "needs /usr/bin/time (apt-get install time)" >&2
  exit 2
}
run airfoil_seq 1
run airfoil_openmp 2

status=0
for name in airfoil_seq airfoil_openmp; do
  log=$work/$name.log
  loop=$(awk '/^Max total runtime/ {print $NF}' "$log")
  printf "%-16s wall %7.2f s, time-march %7.2f s, %.3f ms/iteration, peak RSS %d MB\n" \
    "$name" "$(cat "$log.wall")" "$loop" "$(awk -v t="$loop" -v n="$iters" 'BEGIN {print 1000 * t / n}')" \
    "$(($(cat "$log.mem") / 1024))"
  if [[ $iters -eq 1000 ]]; then
    expected="100 5.02186e-04|200 3.41746e-04|300 2.63430e-04|400 2.16288e-04|500 1.84659e-04|600 1.60866e-04|700 1.42253e-04|800 1.27627e-04|900 1.15810e-04|1000 1.06011e-04"
    got=$(awk '/^ [0-9]+  [0-9.e+-]+ $/ {printf "%s%s %s", sep, $1, $2; sep="|"}' "$log")
    if [[ $got == "$expected" ]]; then
      echo "  residuals: all 10 match OP2's reference"
    else
      echo "  residuals differ from OP2's reference: $got" >&2
      status=1
    fi
  fi
done
seq_t=$(awk '/^Max total runtime/ {print $NF}' "$work/airfoil_seq.log")
omp_t=$(awk '/^Max total runtime/ {print $NF}' "$work/airfoil_openmp.log")
awk -v s="$seq_t" -v o="$omp_t" 'BEGIN {printf "openmp (2 threads) / seq speed-up: %.2fx\n", s / o}'
echo "per-loop table of the OpenMP run:"
sed -n '/^loop /,/^total/p' "$work/airfoil_openmp.log"
exit $status
