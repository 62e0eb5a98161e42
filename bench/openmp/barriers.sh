#!/usr/bin/env bash
# The synchronisations of Airfoil's OpenMP build and what they cost on this
# machine: loom-barrier-cost at 1, 2 and 4 threads (4 oversubscribes a
# 2-core machine), then Airfoil's plans (LOOM_PLAN_STATS=1: colours per
# call) on OP2's 720,000-cell mesh (the built-in mesh with --small), and per
# time step: fork/joins (one per loop call), barriers (one per colour of a
# call), their estimated cost at each thread count, beside the measured
# time per iteration at 2 threads.
#
#   bench/openmp/barriers.sh BUILD_DIR [--small]
set -euo pipefail
build=$(cd "${1:?usage: barriers.sh BUILD_DIR [--small]}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
iters=30
cmake --build "$build" --target airfoil_openmp loom-barrier-cost > /dev/null
mesh=()
if [[ ${2:-} != --small ]]; then
  source "$here/../mesh_path.sh"
  mesh=("$(bench_airfoil_big "$build")")
fi
costs=$(mktemp)
run=$(mktemp)
timed=$(mktemp)
trap 'rm -f "$costs" "$run" "$timed"' EXIT
for t in 1 2 4; do
  OMP_NUM_THREADS=$t "$build/bench/openmp/loom-barrier-cost" | tee -a "$costs"
done
# Colours from the plans (computing their statistics slows the first calls,
# so the time per iteration comes from a second run without them).
OMP_NUM_THREADS=2 LOOM_PLAN_STATS=1 "$build/apps/airfoil/airfoil_openmp" \
  --iterations 1 "${mesh[@]}" > "$run" 2>&1
OMP_NUM_THREADS=2 "$build/apps/airfoil/airfoil_openmp" \
  --iterations "$iters" "${mesh[@]}" > "$timed" 2>&1
python3 - "$costs" "$run" "$timed" "$iters" <<'PY'
import re, sys
costs = {}
for line in open(sys.argv[1]):
    m = re.match(r"threads (\d+)\s+fork/join ([\d.]+) us\s+barrier ([\d.]+) us", line)
    costs[int(m.group(1))] = (float(m.group(2)), float(m.group(3)))
colours = {m.group(1): int(m.group(2)) for m in re.finditer(
    r"plan of '(\w+)' \([^)]*\): \d+ \w+, (\d+) colours",
    open(sys.argv[2]).read())}
text = open(sys.argv[3]).read()
iters = int(sys.argv[4])
calls = {m.group(1): int(m.group(2)) for m in re.finditer(
    r"^(\w+)\s+(\d+)\s+[\d.]+\s+[\d.]+", text, re.M) if m.group(1) != "total"}
total = float(re.search(r"Max total runtime = ([\d.]+)", text).group(1))
print(f"\n{'loop':12s} {'calls/iter':>10s} {'colours':>8s} {'barriers/iter':>14s}")
forks = barriers = 0.0
for loop in sorted(calls):
    per = calls[loop] / iters
    c = colours.get(loop, 1)
    forks += per
    barriers += per * c
    print(f"{loop:12s} {per:10.1f} {c:8d} {per * c:14.1f}")
print(f"per iteration: {forks:.0f} fork/joins, {barriers:.0f} barriers; "
      f"measured {total / iters * 1e3:.2f} ms per iteration at 2 threads")
for t, (fj, b) in sorted(costs.items()):
    us = forks * fj + barriers * b
    print(f"  {t} threads: synchronisation {us:.1f} us per iteration "
          f"({us / (total / iters * 1e6) * 100:.3f}% of the 2-thread iteration)")
PY
