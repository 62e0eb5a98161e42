#!/usr/bin/env bash
# Partition quality on OP2's 720K-cell Airfoil mesh (new_grid.dat, found
# through bench/mesh_path.sh and decompressed into the build tree) or on
# MESH: loom-partition-quality with METIS, block and random parts into 2, 4,
# 8 and 16 processes (or PARTS, a comma list), one line per method and part
# count: partition time, edge cut, cell imbalance, per-process owned and
# halo sizes of OP2's owner-compute layout.
#
#   bench/mpi/partition_quality.sh BUILD_DIR [MESH] [PARTS]
set -euo pipefail
usage="usage: partition_quality.sh BUILD_DIR [MESH] [PARTS]"
build=$(cd "${1:?$usage}" && pwd)
mesh=${2:-}
parts=${3:-2,4,8,16}
here=$(cd "$(dirname "$0")" && pwd)
tool=$build/bench/mpi/loom-partition-quality
[[ -x $tool ]] || { echo "loom: error: $tool not built (ninja loom-partition-quality)" >&2; exit 1; }
if [[ -z $mesh ]]; then
  source "$here/../mesh_path.sh"
  mesh=$(bench_airfoil_big "$build")
fi
echo "machine: $(nproc --all) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$tool" "$mesh" --parts "$parts"
