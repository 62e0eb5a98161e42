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

seconds() { # wall seconds of "$@", output discarded
  local t0 t1
  t0=$(date +%s.%N)
  "$@" >/dev/null
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}
median() { sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

echo "convert ASCII -> HDF5: $(seconds "$tool" convert "$dat" "$h5") s"
echo "sizes: ASCII $(stat -c %s "$dat") bytes, HDF5 $(stat -c %s "$h5") bytes"
ascii=() hdf5=()
for ((i = 1; i <= repeats; i++)); do
  ascii+=("$(seconds "$tool" check "$dat")")
  hdf5+=("$(seconds "$tool" check "$h5")")
  printf 'run %d: ASCII %.3f s, HDF5 %.3f s\n' "$i" "${ascii[-1]}" "${hdf5[-1]}"
done
ma=$(printf '%s\n' "${ascii[@]}" | median)
mh=$(printf '%s\n' "${hdf5[@]}" | median)
printf 'median of %d: ASCII %.3f s, HDF5 %.3f s, HDF5 %.1fx faster\n' \
  "$repeats" "$ma" "$mh" "$(echo "$ma / $mh" | bc -l)"
