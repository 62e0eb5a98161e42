#!/usr/bin/env bash
# tetfv (Langguth et al.'s cell-centred FV kernel on tets): the machine's
# STREAM triad bandwidth, then for the block-diagonal instances of N tets
# over block sizes b, the structured box (as numbered, randomly permuted,
# and permuted then reordered by METIS parts of b tets, by RCM and by GPS;
# runtime/reorder; and its interior-face loop), and the shared fin_1m mesh
# (as numbered, randomly permuted, RCM, permuted then METIS parts of b
# tets, face loop), tetfv_seq and tetfv_openmp with 1 and 2 threads
# (LOOM_BENCH_THREADS="1 2 ..." for others; the model's STREAM and cache
# bandwidths are measured with the most), alternating, REPEATS rounds.
# Prints the median GFLOPS and effective GB/s (64 B/tet) of each beside the
# bandwidth model's prediction (every cache level's refill bandwidth
# measured by loom-stream at a size that fits the level behind it, memory
# at STREAM; the limiting path) and beside its share of STREAM: in every
# round STREAM triad runs again, with each thread count, just before each
# instance, and a run's share is of the STREAM beside it (the median of
# the rounds' shares is printed). It writes BUILD_DIR/bench/tetfv/tetfv.csv
# and, with python3-matplotlib, tetfv.png (performance against b, like
# their Fig. 13). OpenMP threads wait passively unless OMP_WAIT_POLICY says
# otherwise: on a machine shared with other work, spinning barriers (one
# per colour) collapse when a thread is descheduled. Orderings are computed
# once and reused through LOOM_ORDERING_CACHE (BUILD_DIR/bench/tetfv/
# orderings); LOOM_BENCH_ONLY=RE keeps only the instances whose label
# matches the extended regex RE; LOOM_BENCH_BOX=N sets the box's size
# (default 55: 998k tets; 110 gives 8M); LOOM_BENCH_SEQ=0 leaves tetfv_seq
# out; LOOM_BENCH_PAGES="huge 4k" runs each OpenMP run twice, alternating,
# with Loom's arrays on huge pages (the default) and on 4 KiB pages
# (LOOM_HUGE_PAGES=0; build tetfv_openmp_4k); LOOM_BENCH_PREFETCH="default
# 16" runs each OpenMP run once per software prefetch distance, alternating
# (LOOM_PREFETCH=N, build tetfv_openmp_pfN; default: as the environment
# sets LOOM_PREFETCH, unset: Loom's own choice);
# LOOM_BENCH_OUT=DIR writes the logs, CSV, plot and orderings there instead
# of BUILD_DIR/bench/tetfv.
#
#   bench/tetfv/sweep.sh BUILD_DIR [N] [STEPS] [REPEATS]
set -euo pipefail
export OMP_WAIT_POLICY=${OMP_WAIT_POLICY:-passive}
build=$(cd "${1:?usage: sweep.sh BUILD_DIR [N] [STEPS] [REPEATS]}" && pwd)
n=${2:-4000000}
steps=${3:-50}
repeats=${4:-3}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../mesh_path.sh"
work=${LOOM_BENCH_OUT:-$build/bench/tetfv}
mkdir -p "$work"
apps=$build/apps/tetfv

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), OMP_WAIT_POLICY=$OMP_WAIT_POLICY"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
read -r -a thread_counts <<< "${LOOM_BENCH_THREADS:-1 2}"
# Pages of Loom's arrays per OpenMP run: huge (Loom's default) or 4k
# (LOOM_HUGE_PAGES=0, shown as build tetfv_openmp_4k).
default_pages=huge
[[ ${LOOM_HUGE_PAGES:-1} == 0 ]] && default_pages=4k
read -r -a page_kinds <<< "${LOOM_BENCH_PAGES:-$default_pages}"
for pages in "${page_kinds[@]}"; do
  [[ $pages == huge || $pages == 4k ]] || {
    echo "loom: error: LOOM_BENCH_PAGES: expected huge or 4k, got '$pages'" >&2
    exit 1
  }
done
# Software prefetch distances per OpenMP run: default (LOOM_PREFETCH as the
# environment has it) or N elements ahead (0: off).
read -r -a prefetches <<< "${LOOM_BENCH_PREFETCH:-default}"
for pf in "${prefetches[@]}"; do
  [[ $pf == default || $pf =~ ^[0-9]+$ ]] || {
    echo "loom: error: LOOM_BENCH_PREFETCH: expected default or a number of elements, got '$pf'" >&2
    exit 1
  }
done
thp=/sys/kernel/mm/transparent_hugepage
[[ -r $thp/enabled ]] && echo "transparent huge pages: $(cat $thp/enabled), defrag $(cat $thp/defrag); Loom's arrays on pages: ${page_kinds[*]}"
most=$(printf "%s\n" "${thread_counts[@]}" | sort -n | tail -1)
stream_line=$(OMP_NUM_THREADS=$most "$build/bench/stream/loom-stream")
echo "$stream_line"
# triad LINE: the triad GB/s of a loom-stream line.
triad() { echo "$1" | sed -n 's/.*triad \([0-9.]*\) GB\/s.*/\1/p'; }
stream=$(triad "$stream_line")
# The refill bandwidth of each inner cache level k (from level k+1): triad
# with a footprint of half of each level-k+1 cache the threads use (beyond
# level k, inside level k+1): one per thread for a private cache, one per
# `shared` threads for a cache that many CPUs share (--list-caches' fourth
# column; 0, not known, counts as private), arrays at most 256 MB; the
# model takes the minimum over these paths and memory (tetfv --cache-gbs).
cache_gbs=""
mapfile -t levels < <("$apps/tetfv_seq" --list-caches)
for ((k = 0; k + 1 < ${#levels[@]}; ++k)); do
  read -r name _ _ <<< "${levels[k]}"
  read -r _ behind _ shared <<< "${levels[k + 1]}"
  kib=$(awk -v c="$behind" -v t="$most" -v s="${shared:-0}" 'BEGIN {
          caches = s > 1 ? int((t + s - 1) / s) : t
          k = int(c / 2 * caches / 3 / 1024); if (k > 262144) k = 262144; print k}')
  line=$(OMP_NUM_THREADS=$most "$build/bench/stream/loom-stream" "${kib}K")
  gbs=$(triad "$line")
  echo "$name refill: $line"
  cache_gbs+="${cache_gbs:+,}$name=$gbs"
done

instances=()
for b in 8 64 512 4096 32768 262144 "$n"; do
  ((b <= n)) || continue
  instances+=("block b=$b|--block-diagonal $n --block-size $b")
done
box=${LOOM_BENCH_BOX:-55}
tets=$((6 * box * box * box))
instances+=("box $box ($((tets / 1000))k tets)|--box $box"
            "box $box permuted|--box $box --permute"
            "box $box permuted rcm|--box $box --permute --reorder rcm"
            "box $box permuted gps|--box $box --permute --reorder gps")
for b in 64 512 4096; do
  instances+=("box $box permuted metis b=$b|--box $box --permute --reorder partition --part-size $b")
done
instances+=("box $box face loop|--box $box --face")
if fin=$(bench_mesh tet/fin_1m.msh.xz 2> /dev/null); then
  mesh=$work/fin_1m.msh # decompressed below if an instance kept needs it
  instances+=("fin_1m|$mesh" "fin_1m permuted|$mesh --permute"
              "fin_1m rcm|$mesh --reorder rcm"
              "fin_1m permuted metis b=512|$mesh --permute --reorder partition --part-size 512"
              "fin_1m permuted metis b=4096|$mesh --permute --reorder partition --part-size 4096"
              "fin_1m face loop|$mesh --face")
else
  echo "fin_1m: not found (bench/mesh_path.sh), skipped" >&2
fi
if [[ -n ${LOOM_BENCH_ONLY:-} ]]; then
  kept=()
  for entry in "${instances[@]}"; do
    [[ ${entry%%|*} =~ $LOOM_BENCH_ONLY ]] && kept+=("$entry")
  done
  instances=("${kept[@]}")
fi
if [[ -n ${fin:-} && ! -s $mesh && ${instances[*]} == *"$mesh"* ]]; then
  xz -dc "$fin" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
fi
export LOOM_ORDERING_CACHE=${LOOM_ORDERING_CACHE:-$work/orderings}
mkdir -p "$LOOM_ORDERING_CACHE" # Loom creates no output folders
runs=()
[[ ${LOOM_BENCH_SEQ:-1} == 0 ]] || runs+=("tetfv_seq 1 huge default")
for t in "${thread_counts[@]}"; do
  for pages in "${page_kinds[@]}"; do
    for pf in "${prefetches[@]}"; do
      runs+=("tetfv_openmp $t $pages $pf")
    done
  done
done
# A run's name in the build column: NAME PAGES PREFETCH.
shown() {
  local s=$1
  [[ $2 == 4k ]] && s+=_4k
  [[ $3 == default ]] || s+=_pf$3
  echo "$s"
}
# The thread counts the runs use, each once.
mapfile -t stream_threads < <(for run in "${runs[@]}"; do
  read -r _ t _ <<< "$run"
  echo "$t"
done | sort -nu)

source "$here/../lib/median.sh"
csv=$work/tetfv.csv
echo "instance,build,threads,median_gflops,median_gbs,predicted_gbs,model_b,stream_gbs,part_size,limited_by,percent_of_stream" > "$csv"
total=$((${#instances[@]} * ${#runs[@]} * repeats))
done_runs=0
# Rounds outermost, so that every instance and build is measured once per
# round and a change in the machine's load hits all of them alike. Before
# each instance's runs, STREAM triad again with each thread count: a run's
# share of STREAM is taken against the STREAM measured beside it, so that a
# change in the machine's memory bandwidth during the sweep (a virtual
# machine's neighbours) moves both and not the share.
declare -A gbs=() gflops=() share=() streams=() near=()
for ((r = 1; r <= repeats; r++)); do
  for i in "${!instances[@]}"; do
    entry=${instances[i]}
    label=${entry%%|*}
    read -r -a args <<< "${entry#*|}"
    beside=""
    for t in "${stream_threads[@]}"; do
      near[$t]=$(triad "$(OMP_NUM_THREADS=$t "$build/bench/stream/loom-stream")")
      streams[$i|$t]+="${near[$t]} "
      beside+="${beside:+, }${near[$t]} GB/s with $t thread(s)"
    done
    echo "round $r: $label, STREAM triad $beside"
    for run in "${runs[@]}"; do
      read -r name threads pages pf <<< "$run"
      log=$work/instance$i.$name.$threads.$pages.$pf.log
      prefetch=()
      [[ $pf == default ]] || prefetch=(LOOM_PREFETCH="$pf")
      env "${prefetch[@]}" LOOM_HUGE_PAGES="$([[ $pages == 4k ]] && echo 0 || echo 1)" \
        OMP_NUM_THREADS="$threads" "$apps/$name" "${args[@]}" --steps "$steps" \
        --stream-gbs "$stream" ${cache_gbs:+--cache-gbs "$cache_gbs"} \
        > "$log" 2> "$log.err" || {
        cat "$log.err" >&2
        exit 1
      }
      g=$(sed -n '/^tetfv:/s/.* \([0-9.]*\) GFLOPS.*/\1/p' "$log")
      bw=$(sed -n '/^tetfv:/s/.* \([0-9.]*\) GB\/s effective.*/\1/p' "$log")
      gflops[$i|$run]+="$g "
      gbs[$i|$run]+="$bw "
      share[$i|$run]+="$(awk -v a="$bw" -v s="${near[$threads]}" 'BEGIN {print 100 * a / s}') "
      # Each run as it ends, so that a sweep cut short leaves its figures.
      huge=$(sed -n 's/^huge pages: \([0-9]*\) of \([0-9]*\) MiB.*/, huge pages \1 of \2 MiB/p' "$log")
      echo "round $r: $label, $(shown "$name" "$pages" "$pf") $threads thread(s): $bw GB/s$huge"
      grep -h 'ordering computed in' "$log" "$log.err" | sed 's/^/  /' || true
      done_runs=$((done_runs + 1))
      [[ -t 2 ]] && printf "\r[%d/%d] %s %s %s thread(s)   " "$done_runs" "$total" "$label" "$name" "$threads" >&2
    done
  done
done
[[ -t 2 ]] && printf "\r%80s\r" "" >&2
for t in "${stream_threads[@]}"; do
  all=$(for i in "${!instances[@]}"; do echo "${streams[$i|$t]}"; done | tr ' ' '\n' | sed '/^$/d' | sort -g)
  echo "STREAM triad beside the instances, $t thread(s): $(echo "$all" | head -1) to" \
    "$(echo "$all" | tail -1) GB/s, median $(echo "$all" | median) ($(echo "$all" | wc -l) measurements)"
done
# STREAM: the median of those measured beside the instance; %STREAM: the
# median over rounds of each run's share of the STREAM beside it.
printf "%-30s %-16s %7s %9s %9s %9s %-11s %7s %7s\n" instance build threads GFLOPS "GB/s" \
  "model" "limited by" STREAM "%STREAM"
for i in "${!instances[@]}"; do
  label=${instances[i]%%|*}
  log=$work/instance$i.${runs[0]// /.}.log
  predicted=$(sed -n 's/.*-> predicted \([0-9.]*\) GB\/s.*/\1/p' "$log")
  limit=$(sed -n 's/.*(limited by \([^)]*\)).*/\1/p' "$log")
  model_b=$(sed -n 's/^model: b \([0-9.]*\),.*/\1/p' "$log")
  part_size=$(echo "$label" | sed -n 's/.*metis b=\([0-9]*\).*/\1/p')
  for run in "${runs[@]}"; do
    read -r name threads pages pf <<< "$run"
    build_name=$(shown "$name" "$pages" "$pf")
    g=$(echo "${gflops[$i|$run]}" | median)
    bw=$(echo "${gbs[$i|$run]}" | median)
    beside=$(echo "${streams[$i|$threads]}" | median)
    percent=$(echo "${share[$i|$run]}" | median)
    printf "%-30s %-16s %7d %9.3f %9.3f %9.3f %-11s %7.1f %6.0f%%\n" "$label" "$build_name" \
      "$threads" "$g" "$bw" "$predicted" "$limit" "$beside" "$percent"
    echo "$label,$build_name,$threads,$g,$bw,$predicted,$model_b,$beside,$part_size,$limit,$percent" >> "$csv"
  done
done
# Issue 12's second target: each randomly permuted instance reordered by
# METIS against the same mesh as numbered (the first instance whose label
# starts like it: the structured box, fin_1m), same build and threads.
awk -F, 'NR > 1 {key = $2 " " $3
                 if ($9 == "") { if ($1 !~ /permuted|rcm|gps|face/) plain[$1, key] = $5 }
                 else rows[++n] = $0}
         END {for (i = 1; i <= n; ++i) {split(rows[i], f, ","); key = f[2] " " f[3]
                split(f[1], w, " permuted"); best = 0
                for (k in plain) {split(k, kk, SUBSEP)
                  if (kk[2] == key && index(kk[1], w[1]) == 1) best = plain[k]}
                if (best > 0)
                  printf "%-30s %-14s %2d thread(s): %5.1f%% of %s as numbered\n",
                         f[1], f[2], f[3], 100 * f[5] / best, w[1]}}' "$csv"
echo "csv: $csv"
if /usr/bin/python3 -c "import matplotlib" 2> /dev/null; then
  /usr/bin/python3 "$here/plot.py" "$csv" "$work/tetfv.png" && echo "plot: $work/tetfv.png"
else
  echo "python3-matplotlib not installed: no plot" >&2
fi
