#!/usr/bin/env bash
# Runs an Airfoil binary on OP2's standard 720K-cell mesh (new_grid.dat) for
# 1000 iterations, checks all ten printed residuals against OP2's reference
# values, and reports wall time and peak memory.
#
#   bench/airfoil_big/run.sh <airfoil binary> [build dir for the mesh]
set -euo pipefail
exe=${1:?usage: run.sh AIRFOIL_BINARY [WORK_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
work=${2:-$(dirname "$(readlink -f "$exe")")}
source "$here/../mesh_path.sh"
mesh=$work/new_grid.dat
if [[ ! -s $mesh ]]; then
  packed=$(bench_mesh airfoil/new_grid.dat.xz)
  echo "decompressing $packed -> $mesh"
  xz -dc "$packed" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
fi
expected=("100 5.02186e-04" "200 3.41746e-04" "300 2.63430e-04"
  "400 2.16288e-04" "500 1.84659e-04" "600 1.60866e-04" "700 1.42253e-04"
  "800 1.27627e-04" "900 1.15810e-04" "1000 1.06011e-04")
log=$work/airfoil_big.log
start=$(date +%s.%N)
if [[ -x /usr/bin/time ]]; then
  /usr/bin/time -v "$exe" "$mesh" --iterations 1000 > "$log" 2> "$log.time"
  peak=$(awk -F': ' '/Maximum resident set size/ {print $2 " kB"}' "$log.time")
else
  "$exe" "$mesh" --iterations 1000 > "$log"
  peak="unknown (/usr/bin/time not installed)"
  times
fi
end=$(date +%s.%N)
status=0
nlines=$(awk '/^ [0-9]+  [0-9.e+-]+ $/' "$log" | tee /dev/stderr | wc -l)
if [[ $nlines -ne 10 ]]; then
  echo "expected 10 residual lines, got $nlines" >&2
  status=1
fi
for e in "${expected[@]}"; do
  iter=${e% *}
  want=${e#* }
  got=$(awk -v it="$iter" '$1 == it && NF == 2 {print $2}' "$log")
  if [[ $got == "$want" ]]; then
    echo "iteration $iter: $got ok"
  else
    echo "iteration $iter: got '${got}', expected $want" >&2
    status=1
  fi
done
awk -v s="$start" -v e="$end" 'BEGIN {printf "wall time: %.2f s\n", e - s}'
echo "peak memory: $peak"
exit $status
