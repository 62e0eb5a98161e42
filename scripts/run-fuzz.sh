#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz with Clang (a separate build
# folder, LOOM_FUZZ=ON) and runs each for a bounded time from its seed
# corpus. Fails (exit 1) on any crash, leak, timeout or out-of-memory; prints
# per target how many inputs it executed. Inputs that crashed are left in
# the log folder (crash-*, leak-*, timeout-*, oom-*).
#
#   scripts/run-fuzz.sh [-t SECONDS] [-j JOBS] [TARGET...]
#     -t  seconds per target (default 30; LOOM_FUZZ_SECONDS)
#     -j  build jobs (default: nproc)
#   LOOM_FUZZ_BUILD_DIR  build folder (default: build-fuzz)
#   TARGET               op2_grid_fuzz gmsh_fuzz plan_fuzz output_path_fuzz
#                        hdf5_layout_fuzz loomc_frontend_fuzz
#                        (default: all)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOM_FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${LOOM_FUZZ_SECONDS:-30}
jobs=$(nproc)
while getopts "t:j:" opt; do
  case $opt in
  t) seconds=$OPTARG ;;
  j) jobs=$OPTARG ;;
  *) echo "usage: $0 [-t SECONDS] [-j JOBS] [TARGET...]" >&2; exit 1 ;;
  esac
done
shift $((OPTIND - 1))
if ! [[ $seconds =~ ^[1-9][0-9]*$ ]]; then
  echo "loom: error: -t: expected a positive number of seconds, got '$seconds'" >&2
  exit 1
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(op2_grid_fuzz gmsh_fuzz plan_fuzz output_path_fuzz hdf5_layout_fuzz
    loomc_frontend_fuzz)
fi

launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
  -DLOOM_FUZZ=ON -DLOOM_BUILD_BENCHMARKS=OFF "${launcher[@]}" >/dev/null
cmake --build "$build" -j"$jobs" --target "${targets[@]/%/er}"
echo "fuzz targets built in ${SECONDS} s"

logs=$build/fuzz-logs
mkdir -p "$logs"
failed=0
printf '%-22s %10s %8s  %s\n' target inputs seconds result
for target in "${targets[@]}"; do
  corpus=$build/fuzz-corpus/$target # grows across runs; seeds stay read-only
  mkdir -p "$corpus" "$logs/$target"
  rm -f "$logs/$target"/{crash,leak,timeout,oom}-*
  # The front end parses C++ with Clang: fewer, slower inputs.
  timeout_per_input=10
  max_len=4096
  lsan_options=
  supp=$root/tests/fuzz/$target.lsan.supp # leaks of libraries, not Loom's
  if [ -f "$supp" ]; then
    lsan_options=suppressions=$supp:print_suppressions=0
  fi
  if [ "$target" = loomc_frontend_fuzz ]; then
    timeout_per_input=30
  fi
  # Scratch files of the target (loomc_frontend_fuzz writes its input to a
  # file): libFuzzer ends at -max_total_time without running atexit
  # handlers, so the folder is removed here.
  scratch=$(mktemp -d)
  set +e
  (cd "$logs/$target" && TMPDIR=$scratch LSAN_OPTIONS=$lsan_options \
    "$build/tests/fuzz/${target}er" -max_total_time="$seconds" \
      -timeout="$timeout_per_input" -rss_limit_mb=2048 -max_len="$max_len" \
      -print_final_stats=1 -artifact_prefix="$logs/$target/" \
      "$corpus" "$root/tests/fuzz/corpus/$target" \
      >"$logs/$target.log" 2>&1)
  rc=$?
  set -e
  rm -rf "$scratch"
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$logs/$target.log" | tail -1)
  result=ok
  if [ $rc -ne 0 ]; then
    result="FAILED (exit $rc): $(grep -m1 -E '^==[0-9]+==ERROR|^SUMMARY|deadly signal|property violated|Timeout|out-of-memory' "$logs/$target.log" || echo 'see log')"
    failed=1
  fi
  printf '%-22s %10s %8s  %s\n' "$target" "${runs:-?}" "$seconds" "$result"
done
echo "build and fuzzing took ${SECONDS} s"
if [ $failed -ne 0 ]; then
  echo "loom: error: fuzzing found problems; logs and inputs in $logs" >&2
  exit 1
fi
