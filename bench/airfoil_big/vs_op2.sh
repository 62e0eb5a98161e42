#!/usr/bin/env bash
# Loom's OpenMP Airfoil beside OP2's own OpenMP Airfoil, on OP2's 720,000-cell
# mesh, side by side in one run: STREAM bandwidth, then for 1 and 2 threads
# REPEATS rounds, each running every variant once (alternating), and the
# median time per iteration (each program's own timer around its time
# march, over its iterations), the speed relative to OP2, peak memory, and the last
# residual each printed; then the memory-traffic floor: the bytes one
# iteration must move (the runtime's per-loop byte estimate from Loom's
# timing table: each dat once per loop, indirect data once per distinct
# element) over this machine's STREAM triad, and each variant's time as a
# multiple of it:
#   op2          OP2_AIRFOIL, OP2's airfoil_plain/dp built with OP2's
#                OpenMP library (it reads new_grid.dat from its folder and
#                has its iteration count compiled in: niter)
#   loom         airfoil_openmp (the compiler's default ISA)
#   loom-native  airfoil_openmp_native (-march=native, as OP2's Makefiles)
#   baseline     $LOOM_BASELINE, when set (an older airfoil_openmp)
#   base-<commit> with LOOM_BASELINE_COMMIT="<commit> ...": airfoil_openmp
#                built by this script from each commit (bench/baseline.sh),
#                e.g. aecc049, the main the speed issue (#11) measured
#                against; every variant's speed-up over the first is printed
# Loom runs as many iterations as OP2 printed residuals for.
#
#   bench/airfoil_big/vs_op2.sh BUILD_DIR OP2_AIRFOIL [REPEATS]
set -euo pipefail
command -v /usr/bin/time > /dev/null || {
  echo "needs /usr/bin/time (apt-get install time)" >&2
  exit 2
}
build=$(cd "${1:?usage: vs_op2.sh BUILD_DIR OP2_AIRFOIL [REPEATS]}" && pwd)
op2=$(realpath "${2:?usage: vs_op2.sh BUILD_DIR OP2_AIRFOIL [REPEATS]}")
repeats=${3:-3}
[[ -x $op2 ]] || { echo "loom: error: $op2 is not an executable" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
source "$here/../baseline.sh"
work=$build/bench/airfoil_big
mkdir -p "$work/op2_run"
mesh=$work/new_grid.dat
if [[ ! -s $mesh ]]; then
  packed=$(bench_mesh airfoil/new_grid.dat.xz)
  xz -dc "$packed" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
fi
ln -sf "$mesh" "$work/op2_run/new_grid.dat"
cmake --build "$build" --target airfoil_openmp airfoil_openmp_native loom-stream > /dev/null

# OP2's iteration count: the last residual it prints (one every 100).
(cd "$work/op2_run" && OMP_NUM_THREADS=2 "$op2" > op2_probe.log 2>&1)
iters=$(awk '/^ *[0-9]+ +[0-9.e+-]+/ {n = $1} END {print n}' "$work/op2_run/op2_probe.log")
[[ $iters =~ ^[0-9]+$ ]] || { echo "loom: error: $op2 printed no residuals" >&2; exit 1; }

app=$build/apps/airfoil
names=(op2 loom loom-native)
bins=("$op2" "$app/airfoil_openmp" "$app/airfoil_openmp_native")
if [[ -n ${LOOM_BASELINE:-} ]]; then
  names+=(baseline)
  bins+=("$LOOM_BASELINE")
fi
# The first commit's build is the baseline each variant's speed-up is
# printed against (column "vs base").
base_index=
for commit in ${LOOM_BASELINE_COMMIT:-}; do
  bins+=("$(bench_baseline "$build" "$commit")")
  base_index=${base_index:-${#names[@]}}
  names+=("base-$(git -C "$here" rev-parse --short "$commit")")
done

echo "machine: $(nproc --all) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A triad
for threads in 1 2; do
  echo "STREAM, $threads thread(s):"
  line=$(OMP_NUM_THREADS=$threads "$build/bench/stream/loom-stream")
  echo "$line" | sed 's/^/  /'
  triad[$threads]=$(echo "$line" | sed -n 's/.*triad \([0-9.]*\) GB\/s.*/\1/p')
done
echo "new_grid.dat (720,000 cells), $iters iterations, $repeats rounds alternating"

# The time march's wall time in seconds: Loom's Airfoil prints "Max total
# runtime = S"; OP2's current Airfoil times the same loop with its profiler,
# "Airfoil *1 total: 7.97s" (unit s, ms or us).
seconds_of() {
  awk '/^Max total runtime/ {print $NF; exit}
       /^Airfoil \*1 total:/ {v = $4; f = 1
         if (v ~ /ms$/) f = 1e-3; else if (v ~ /us$/) f = 1e-6
         sub(/[a-z]+$/, "", v); print v * f; exit}' "$1"
}

declare -A times mem last
for threads in 1 2; do
  for ((r = 0; r < repeats; ++r)); do
    for v in "${!names[@]}"; do
      log=$work/vs_op2_${names[$v]}_$threads.log
      if [[ ${names[$v]} == op2 ]]; then
        (cd "$work/op2_run" && OMP_NUM_THREADS=$threads /usr/bin/time -f "%M" \
          -o "$log.mem" "$op2" > "$log" 2>&1)
      else
        OMP_NUM_THREADS=$threads LOOM_STREAM_GBS=off /usr/bin/time -f "%M" \
          -o "$log.mem" "${bins[$v]}" "$mesh" --iterations "$iters" > "$log"
      fi
      times[$threads,$v]+="$(seconds_of "$log") "
      mem[$threads,$v]+="$(cat "$log.mem") "
      last[$threads,$v]=$(awk -v n="$iters" '$1 == n && NF >= 2 {sub(",", "", $2); print $2; exit}' "$log")
    done
  done
done

source "$here/../lib/median.sh"
for threads in 1 2; do
  echo
  echo "$threads thread(s):"
  printf '  %-12s %14s %12s %12s %12s %14s\n' variant "ms/iteration" "vs op2" "vs base" "peak MB" "rms at $iters"
  op2_ms=$(echo "${times[$threads,0]}" | median | awk -v n="$iters" '{print 1000 * $1 / n}')
  base_ms=
  [[ -n $base_index ]] &&
    base_ms=$(echo "${times[$threads,$base_index]}" | median | awk -v n="$iters" '{print 1000 * $1 / n}')
  for v in "${!names[@]}"; do
    ms=$(echo "${times[$threads,$v]}" | median | awk -v n="$iters" '{print 1000 * $1 / n}')
    mb=$(echo "${mem[$threads,$v]}" | median | awk '{print $1 / 1024}')
    vs_base=-
    [[ -n $base_ms ]] && vs_base=$(awk -v a="$base_ms" -v b="$ms" 'BEGIN {printf "%.2fx", a / b}')
    printf '  %-12s %14.2f %11.2fx %12s %12.0f %14s\n' "${names[$v]}" "$ms" \
      "$(awk -v a="$op2_ms" -v b="$ms" 'BEGIN {print a / b}')" "$vs_base" "$mb" "${last[$threads,$v]}"
  done
  echo "  (vs op2 / vs base: OP2's / ${names[${base_index:-0}]}'s time over the variant's; above 1 is faster; every value a median of $repeats)"
  # Bytes per iteration from Loom's table (time x GB/s per loop).
  gb=$(awk -v n="$iters" '/^loop / {t = 1; next} /^total/ {t = 0}
         t && NF >= 5 {b += $3 * $5} END {printf "%.4f", b / n}' \
         "$work/vs_op2_loom_$threads.log")
  floor_ms=$(awk -v g="$gb" -v s="${triad[$threads]}" 'BEGIN {printf "%.2f", 1000 * g / s}')
  printf '  traffic floor: %s GB per iteration / STREAM triad %s GB/s = %s ms;' \
    "$gb" "${triad[$threads]}" "$floor_ms"
  for v in "${!names[@]}"; do
    ms=$(echo "${times[$threads,$v]}" | median | awk -v n="$iters" '{print 1000 * $1 / n}')
    printf ' %s %.2fx' "${names[$v]}" "$(awk -v a="$ms" -v f="$floor_ms" 'BEGIN {print a / f}')"
  done
  echo " the floor"
done
