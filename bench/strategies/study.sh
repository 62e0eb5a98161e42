#!/usr/bin/env bash
# A strategy study of any Loom OpenMP program: the program under its default
# strategies, under each fixed LOOM_STRATEGY of RUNS, and tuned
# (LOOM_AUTOTUNE=1, the choices of a first tuning run re-checked), every run
# once per round, REPEATS rounds alternating. Prints per run the median of
# the loops' time (the timing table's total: plan building excluded) and of
# the whole process, and their ratio to the default; each run's last-round
# loop report goes to OUT/<label>.json and loom-report compares them in one
# table with a summary line per loop and one plot, OUT/study.png. STREAM of
# the machine is printed beside. Each run's times are printed as it ends.
#
#   bench/strategies/study.sh BUILD OUT PROGRAM [ARGS...]
#
# Environment: RUNS (space-separated LOOM_STRATEGY values; default
# "*=block:256 *=block:4096 *=global"), REPEATS (3), THREADS (2).
# Example: bench/strategies/study.sh build /tmp/volna \
#            build/apps/volna/volna_openmp --mesh-size 600x300 --steps 100
set -euo pipefail
usage="usage: study.sh BUILD OUT PROGRAM [ARGS...]"
build=$(cd "${1:?$usage}" && pwd)
out=${2:?$usage}
program=${3:?$usage}
shift 3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
read -r -a runs <<< "${RUNS:-*=block:256 *=block:4096 *=global}"
repeats=${REPEATS:-3}
export OMP_NUM_THREADS=${THREADS:-2}

echo "machine: $(nproc --all) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $OMP_NUM_THREADS threads, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "program: $program $*"
"$build/bench/stream/loom-stream"

# A label a file can be named after: *=block:256 -> block256.
label() { echo "$1" | tr -d '*=:' | tr ',' '_'; }

# The tuning run: every tunable loop tried; its choices saved.
rm -f "$out/tuning.json"
LOOM_AUTOTUNE=1 LOOM_TUNING_FILE=$out/tuning.json \
  LOOM_REPORT=$out/tuning_run.json "$program" "$@" > "$out/tuning_run.log"

labels=(default)
for run in "${runs[@]}"; do labels+=("$(label "$run")"); done
labels+=(tuned)
declare -A loops whole
for ((r = 1; r <= repeats; r++)); do
  for i in "${!labels[@]}"; do
    name=${labels[$i]}
    env=()
    if [[ $name == tuned ]]; then
      env=(LOOM_AUTOTUNE=1 "LOOM_TUNING_FILE=$out/tuning.json")
    elif ((i > 0)); then
      env=("LOOM_STRATEGY=${runs[$((i - 1))]}")
    fi
    start=$(date +%s.%N)
    env "${env[@]}" "LOOM_REPORT=$out/$name.json" "$program" "$@" \
      > "$out/$name.log"
    end=$(date +%s.%N)
    t_loops=$(awk '$1 == "total" {print $2; exit}' "$out/$name.log")
    t_whole=$(awk -v a="$start" -v b="$end" 'BEGIN {print b - a}')
    loops[$name]+="$t_loops "
    whole[$name]+="$t_whole "
    # Each run as it ends, so that a study cut short leaves its figures.
    echo "round $r: $name: loops $t_loops s, process $t_whole s"
  done
done

source "$here/../lib/median.sh"
echo
echo "median of $repeats rounds (alternating): loops' time (timing table total, plans excluded), whole process"
base=$(echo "${loops[default]}" | median)
for name in "${labels[@]}"; do
  m=$(echo "${loops[$name]}" | median)
  w=$(echo "${whole[$name]}" | median)
  printf "  %-24s loops %9.4f s (%.2fx of default)  process %7.2f s   (loops: %s)\n" \
    "$name" "$m" "$(awk -v a="$base" -v b="$m" 'BEGIN {print a / b}')" "$w" \
    "${loops[$name]% }"
done
if [[ -s $out/tuning.json ]]; then
  echo "tuned choices: $(tr -d '\n' < "$out/tuning.json")"
else
  echo "tuned choices: none saved (no loop was decided within the tuning run's calls)"
fi
echo
reports=()
for name in "${labels[@]}"; do reports+=("$out/$name.json"); done
/usr/bin/python3 "$here/../../tools/loom-report/loom-report" "${reports[@]}" \
  --plot "$out/study.png"
