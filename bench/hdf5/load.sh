#!/usr/bin/env bash
# HDF5 against ASCII for OP2's 720K-cell Airfoil mesh: converts new_grid.dat
# to OP2-layout HDF5 with loom-mesh, then reads and validates each file with
# `loom-mesh check` (ASCII: parse + range checks; HDF5: every dataset's
# attributes + map ranges + bound values), alternating, REPEATS times
# (default 5); prints every time, the medians and their ratio.
#
#   bench/hdf5/load.sh BUILD [REPEATS]
set -euo pipefail
build=${1:?usage: bench/hdf5/load.sh BUILD [REPEATS]}
repeats=${2:-5}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
xz_mesh=$(bench_mesh airfoil/new_grid.dat.xz)
tool=$build/tools/loom-mesh/loom-mesh
work=$build/bench/hdf5
mkdir -p "$work"
dat=$work/new_grid.dat
h5=$work/new_grid.h5
[[ -s $dat ]] || xz -dc "$xz_mesh" >"$dat"

seconds() { # "WALL CPU" seconds of "$@" (CPU = user + sys), output discarded
  local t
  t=$( { /usr/bin/time -f '%e %U %S' "$@" >/dev/null; } 2>&1 | tail -1)
  awk '{printf "%s %.2f\n", $1, $2 + $3}' <<<"$t"
}
source "$here/../lib/median.sh"

echo "convert ASCII -> HDF5 (wall, CPU): $(seconds "$tool" convert "$dat" "$h5") s"
echo "sizes: ASCII $(stat -c %s "$dat") bytes, HDF5 $(stat -c %s "$h5") bytes"
aw=() ac=() hw=() hc=()
for ((i = 1; i <= repeats; i++)); do
  read -r w c < <(seconds "$tool" check "$dat")
  aw+=("$w") ac+=("$c")
  read -r w c < <(seconds "$tool" check "$h5")
  hw+=("$w") hc+=("$c")
  printf 'run %d: ASCII wall %s s CPU %s s, HDF5 wall %s s CPU %s s\n' \
    "$i" "${aw[-1]}" "${ac[-1]}" "${hw[-1]}" "${hc[-1]}"
done
for kind in wall CPU; do
  if [[ $kind == wall ]]; then a=("${aw[@]}") h=("${hw[@]}"); else a=("${ac[@]}") h=("${hc[@]}"); fi
  ma=$(printf '%s\n' "${a[@]}" | median)
  mh=$(printf '%s\n' "${h[@]}" | median)
  printf 'median %s of %d: ASCII %.2f s, HDF5 %.2f s, HDF5 %.1fx faster\n' \
    "$kind" "$repeats" "$ma" "$mh" "$(echo "$ma / $mh" | bc -l)"
done
