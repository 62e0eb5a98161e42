#!/usr/bin/env bash
# Airfoil's res_calc on OP2's 720,000-cell mesh in the forms a SIMD backend
# could give it (loom-lane-forms), compiled for SSE2, AVX2 and AVX-512 (those
# this CPU runs), one thread, alternating rounds, median ms per call; STREAM
# printed first. The figures behind the openmp backend's SIMD groups: four
# lanes filled by 256-bit transposes, and the scalar loop on SSE2-only CPUs
# (docs/simd.md).
#
#   bench/openmp/lane_forms.sh BUILD_DIR [ROUNDS]
set -euo pipefail
build=$(cd "${1:?usage: lane_forms.sh BUILD_DIR [ROUNDS]}" && pwd)
rounds=${2:-5}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
mesh=$(bench_airfoil_big "$build")
cmake --build "$build" --target loom-stream loom-lane-forms-x86-64 \
  loom-lane-forms-x86-64-v3 loom-lane-forms-x86-64-v4 > /dev/null
OMP_NUM_THREADS=1 "$build/bench/stream/loom-stream"
for isa in x86-64 x86-64-v3 x86-64-v4; do
  level=${isa#x86-64}
  level=${level#-v}
  if [[ -n $level ]] && ! /lib64/ld-linux-x86-64.so.2 --help 2>/dev/null |
    grep -q "x86-64-v$level (supported, searched)"; then
    echo "$isa: not run (this CPU does not support it)"
    continue
  fi
  echo
  "$build/bench/openmp/loom-lane-forms-$isa" "$mesh" "$rounds"
done
