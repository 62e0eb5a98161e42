#!/usr/bin/env bash
# Wall time of translating Airfoil (5 loops) with loomc for both backends,
# best and median of 5 runs.
#
#   bench/translator/time_airfoil.sh BUILD_DIR
set -euo pipefail
build=$(cd "${1:?usage: time_airfoil.sh BUILD_DIR}" && pwd)
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$(mktemp -d)
times=()
for i in 1 2 3 4 5; do
  start=$(date +%s.%N)
  "$build/translator/loomc" --backend seq,openmp -o "$out" \
    "$root/apps/airfoil/airfoil.cpp" -- -std=c++20 \
    -I"$root/runtime/include" -I"$root/apps/airfoil"
  end=$(date +%s.%N)
  times+=("$(awk -v s="$start" -v e="$end" 'BEGIN {print e - s}')")
done
rm -rf "$out"
printf '%s\n' "${times[@]}" | sort -n |
  awk '{t[NR] = $1} END {printf "loomc airfoil.cpp (seq + openmp): best %.2f s, median %.2f s over %d runs\n", t[1], t[3], NR}'
