#!/usr/bin/env bash
# One call on the lent GPU / 16-core machine (bench/device/README.md): unpacks
# the kit that bench/device/pack.sh made, then runs the PARTs in order, each
# under what is left of a time budget, writing each part's output to
# OUT_DIR/PART.txt and a summary (the machine, each part's time and exit
# status) to OUT_DIR/session.txt as it goes, so that a part cut short by the
# budget leaves the others' results. The parts:
#   vs_op2   bench/cuda/vs_op2.sh: OP2-Common's CUDA Airfoil beside every
#            Loom CUDA strategy, new_grid.dat (1000 iterations) and the
#            built-in 1200x800 mesh, 3 rounds alternating (issue #27)
#   check    tests/cuda/device_matches_reference.sh: every device build
#            against its reference (issue #27)
#   apps     bench/cuda/apps_vs_openmp.sh: Volna and tetfv's cell and face
#            loops, GPU builds beside OpenMP on every core (issue #27)
#   plan16   bench/plan/plan_time.sh: Airfoil's plans on the 720K and 2.88M
#            meshes, the hierarchical plan on 1 thread and on every core,
#            3 rounds (issue #27's 0.1 s for the 2.88M res_calc plan)
#   tetfv16  bench/tetfv/sweep.sh at 1 and every-core threads on 8M tets:
#            block-diagonal b = 8..4096, the 110^3 box as numbered,
#            permuted, reordered by RCM, GPS and METIS, and its face loop,
#            3 rounds; also writes tetfv.csv and tetfv.png (issue #32)
#   face16   bench/strategies/study.sh: tetfv's face loop on the 110^3 box
#            on every core under block:4096 (the default), block:16384,
#            owner:4096 and owner:65536, and tuned, 3 rounds; face16.png
#            (issue #32)
#   order8m  the whole run of tetfv_openmp --box 110 --permute --reorder M
#            --steps 2 on every core for M = partition, rcm, gps, no
#            ordering cache (issue #32's 30 s target)
#
#   bench/device/session.sh KIT_DIR OUT_DIR [PART ...]   (default: vs_op2 check apps plan16)
#
# LOOM_SESSION_SECONDS (default 540) is the budget; a part does not start
# with less than 20 s of it left. The parts' own variables pass through
# (DEVICE_SUFFIX= runs the emulated builds, as the scripts' headers say:
# that checks this script on a machine without a GPU).
set -uo pipefail
usage="usage: session.sh KIT_DIR OUT_DIR [PART ...]"
[[ -d ${1:?$usage} ]] || { echo "loom: error: no kit folder '$1' (bench/device/pack.sh makes it)" >&2; exit 1; }
kit=$(cd "$1" && pwd)
out=${2:?$usage}
shift 2
parts=("$@")
((${#parts[@]})) || parts=(vs_op2 check apps plan16)
budget=${LOOM_SESSION_SECONDS:-540}
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
start=$(date +%s)
mkdir -p "$out"
summary=$out/session.txt
say() { echo "$*" | tee -a "$summary"; }

for part in "${parts[@]}"; do
  case $part in
  vs_op2 | check | apps | plan16 | tetfv16 | face16 | order8m) ;;
  *) echo "loom: error: unknown part '$part' (vs_op2 check apps plan16 tetfv16 face16 order8m)" >&2; exit 1 ;;
  esac
done
unpacked=${TMPDIR:-/tmp}/loom-session
rm -rf "$unpacked" && mkdir -p "$unpacked"
unxz() { # standard input to output; Python's lzma where xz is missing
  if command -v xz > /dev/null; then
    xz -dc
  else
    python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.stdin.buffer), sys.stdout.buffer)'
  fi
}
unxz < "$kit/loom-build.tar.xz" | tar -C "$unpacked" -xf - ||
  { echo "loom: error: cannot unpack $kit/loom-build.tar.xz" >&2; exit 1; }
unxz < "$kit/new_grid.dat.xz" > "$unpacked/new_grid.dat" ||
  { echo "loom: error: cannot unpack $kit/new_grid.dat.xz" >&2; exit 1; }
build=$unpacked/loom-build/build
export LD_LIBRARY_PATH=$unpacked/loom-build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
cores=$(nproc --all)

: > "$summary"
say "session $(date -u +%FT%TZ), budget ${budget} s, parts: ${parts[*]}"
say "source: $(git -C "$src" rev-parse --short HEAD 2> /dev/null || echo unknown)$(git -C "$src" diff --quiet HEAD 2> /dev/null || echo ' (+ uncommitted changes)')"
say "CPU: $cores cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
if command -v lscpu > /dev/null; then # sockets, NUMA nodes, caches: where first touch matters
  say "$(lscpu | grep -E '^(Socket|NUMA node|L[23] cache|Thread)' | sed 's/  */ /g' | paste -sd ';' -)"
fi
if [[ -r /sys/kernel/mm/transparent_hugepage/enabled ]]; then # large_array.h
  say "transparent huge pages: $(cat /sys/kernel/mm/transparent_hugepage/enabled), defrag $(cat /sys/kernel/mm/transparent_hugepage/defrag)"
fi
if command -v nvidia-smi > /dev/null; then
  say "GPU: $(nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader)"
else
  say "GPU: none (no nvidia-smi)"
fi

for part in "${parts[@]}"; do
  left=$((budget - ($(date +%s) - start)))
  if ((left < 20)); then
    say "$part: not run ($left s of the budget left)"
    continue
  fi
  t0=$(date +%s)
  # timeout signals the part's whole process group
  timeout "$left" bash "$here/run_part.sh" "$part" "$build" "$kit" "$unpacked/new_grid.dat" \
    > "$out/$part.txt" 2>&1
  rc=$?
  status="exit $rc"
  ((rc == 124)) && status="cut short by the budget"
  say "$part: $status after $(($(date +%s) - t0)) s ($out/$part.txt)"
  case $part in
  tetfv16) cp "$build/bench/tetfv/tetfv.csv" "$build/bench/tetfv/tetfv.png" "$out/" 2> /dev/null ;;
  face16) cp "$build/bench/face16.png" "$out/" 2> /dev/null ;;
  esac
done
say "session done after $(($(date +%s) - start)) s"
