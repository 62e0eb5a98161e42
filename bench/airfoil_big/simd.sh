#!/usr/bin/env bash
# SIMD groups vs the scalar element loop, Airfoil on OP2's 720,000-cell mesh,
# side by side in one run: STREAM bandwidth (1 and 2 threads), then for 1
# and 2 threads every variant REPEATS times, alternating, and the median
# time per iteration of each with its ratio to the scalar loop:
#   scalar        airfoil_openmp, LOOM_SIMD=0 (the scalar element loop)
#   simd          airfoil_openmp, LOOM_SIMD=1 (SIMD groups in every loop)
#   default       airfoil_openmp, LOOM_SIMD unset (the default: SIMD groups
#                 in every loop that has them where the CPU has AVX2 or
#                 wider, the scalar loop on SSE2-only CPUs)
#   native-scalar airfoil_openmp_native (-march=native), LOOM_SIMD=0
#   native-simd   airfoil_openmp_native, LOOM_SIMD=1
#   seq           airfoil_seq (the seq backend: one thread, no SIMD groups,
#                 no plan), against which `default` on one thread is the
#                 vectorised seq the issue asks about (same kernels, one
#                 thread, SIMD groups); printed as a ratio at the end
#   baseline      $LOOM_BASELINE, when set (e.g. main's airfoil_openmp)
#   base-<commit> with LOOM_BASELINE_COMMIT="<commit> ...": airfoil_openmp
#                 built by this script from each commit (bench/baseline.sh)
# Baselines run with LOOM_SIMD unset: each build's own default.
#
#   bench/airfoil_big/simd.sh BUILD_DIR [ITERATIONS] [REPEATS]
set -euo pipefail
command -v /usr/bin/time > /dev/null || {
  echo "needs /usr/bin/time (apt-get install time)" >&2
  exit 2
}
build=$(cd "${1:?usage: simd.sh BUILD_DIR [ITERATIONS] [REPEATS]}" && pwd)
iters=${2:-100}
repeats=${3:-3}
threads_list=${LOOM_BENCH_THREADS:-1 2}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
source "$here/../baseline.sh"
work=$build/bench/airfoil_big
mkdir -p "$work"
mesh=$work/new_grid.dat
if [[ ! -s $mesh ]]; then
  packed=$(bench_mesh airfoil/new_grid.dat.xz)
  xz -dc "$packed" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
fi
cmake --build "$build" --target airfoil_openmp airfoil_openmp_native airfoil_seq loom-stream > /dev/null

app=$build/apps/airfoil
# LOOM_SIMD per variant; "-" leaves it unset.
names=(scalar simd native-scalar native-simd default)
bins=("$app/airfoil_openmp" "$app/airfoil_openmp" "$app/airfoil_openmp_native" "$app/airfoil_openmp_native" "$app/airfoil_openmp")
simd=(0 1 0 1 -)
seq_index=${#names[@]}
names+=(seq); bins+=("$app/airfoil_seq"); simd+=(0)
if [[ -n ${LOOM_BASELINE:-} ]]; then
  names+=(baseline); bins+=("$LOOM_BASELINE"); simd+=(-)
fi
for commit in ${LOOM_BASELINE_COMMIT:-}; do
  bins+=("$(bench_baseline "$build" "$commit")"); simd+=(-)
  names+=("base-$(git -C "$here" rev-parse --short "$commit")")
done

echo "machine: $(nproc --all) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
for threads in 1 2; do
  echo "STREAM, $threads thread(s):"
  OMP_NUM_THREADS=$threads "$build/bench/stream/loom-stream" | sed 's/^/  /'
done

declare -A times cpu loops
for threads in $threads_list; do
  for ((r = 0; r < repeats; ++r)); do
    for v in "${!names[@]}"; do
      log=$work/simd_${names[$v]}_$threads.log
      simd_env=(-u LOOM_SIMD)
      [[ ${simd[$v]} == - ]] || simd_env=("LOOM_SIMD=${simd[$v]}")
      env "${simd_env[@]}" OMP_NUM_THREADS=$threads /usr/bin/time -f "%U %S" \
        -o "$log.cpu" "${bins[$v]}" "$mesh" --iterations "$iters" > "$log"
      t=$(awk '/^Max total runtime/ {print $NF}' "$log")
      times[$threads,$v]+="$t "
      cpu[$threads,$v]+="$(awk '{print $1 + $2}' "$log.cpu") "
      # Per-loop time per call, for the per-loop medians.
      while read -r loop ms; do
        loops[$threads,$v,$loop]+="$ms "
      done < <(sed -n '/^loop /,/^total/p' "$log" | awk 'NR > 1 && $1 != "total" {print $1, $4}')
    done
  done
done

source "$here/../lib/median.sh"
echo "ms per iteration, median of $repeats alternating runs of $iters iterations (load average now $(cut -d' ' -f1-3 /proc/loadavg)):"
printf "%-14s %10s %10s %10s %10s\n" variant "1 thread" "x scalar" "2 threads" "x scalar"
for v in "${!names[@]}"; do
  row=$(printf "%-14s" "${names[$v]}")
  for threads in 1 2; do
    m=$(echo "${times[$threads,$v]}" | median)
    s=$(echo "${times[$threads,0]}" | median)
    row+=$(awk -v m="$m" -v s="$s" -v n="$iters" 'BEGIN {printf " %10.2f %9.2fx", 1000 * m / n, s / m}')
  done
  echo "$row"
done
echo "process CPU time (user + sys, s; includes reading the mesh), median:"
for v in "${!names[@]}"; do
  printf "%-14s %10s %10s\n" "${names[$v]}" "$(echo "${cpu[1,$v]}" | median)" "$(echo "${cpu[2,$v]}" | median)"
done
for threads in 1 2; do
  echo "ms per call by loop, $threads thread(s), median:"
  printf "%-14s" variant
  for loop in adt_calc res_calc bres_calc update save_soln; do printf " %10s" "$loop"; done
  echo
  for v in "${!names[@]}"; do
    printf "%-14s" "${names[$v]}"
    for loop in adt_calc res_calc bres_calc update save_soln; do
      printf " %10.2f" "$(echo "${loops[$threads,$v,$loop]}" | median)"
    done
    echo
  done
done
# The seq backend against a vectorised seq: the OpenMP build on one thread
# with its default SIMD groups (and with SIMD groups everywhere).
seq_s=$(echo "${times[1,$seq_index]}" | median)
for v in 4 1; do
  awk -v q="$seq_s" -v m="$(echo "${times[1,$v]}" | median)" -v name="${names[$v]}" \
    'BEGIN {printf "seq backend vs %s on 1 thread (a vectorised seq): %.2fx faster\n", name, q / m}'
done
