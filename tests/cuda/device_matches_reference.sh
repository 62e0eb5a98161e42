#!/usr/bin/env bash
# On a machine with a GPU: runs every nvcc-built CUDA program of a Loom build
# (LOOM_CUDA_DEVICE=ON, targets *_device) against its reference build, the
# device counterpart of the emulated tests in tests/cuda/CMakeLists.txt:
#   - OP2's small programs (consts idx jac1 jac2 reduction vector), the
#     random-maps program in both device layouts (AoS and --soa=all) and
#     the mixed-layouts program, through cuda_global and cuda_hier, at
#     several block sizes, cuda_hier also staging only increments: same
#     output as the reference within 1e-12 relative. These device builds
#     are compiled with nvcc -fmad=false (tests/cuda/CMakeLists.txt), so
#     every operation rounds as on the host and the only difference left
#     is the order of the increments, which the emulated tests bound at
#     1e-12 (with fused multiply-adds the random maps' sums differed from
#     the reference by ~1e-11 relative on an H100);
#   - the random-maps program as users build it, nvcc's default
#     -fmad=true (random_maps_fma and random_maps_soa_fma), both backends
#     and stagings, block sizes 64 and 256, against the same reference
#     value by value within the allowances random_maps_bounds derives: for
#     each printed value, twice a forward error bound that holds for every
#     order of the increments and every choice of which products are fused
#     (each operation on the operands an evaluation computed is exact times
#     1 + d, |d| <= u, d = 0 for a fused product; sums of n increments in
#     any grouping within gamma_n times the sum of their magnitudes; the
#     derivation is in random_maps_bounds.cpp and docs/cuda-on-a-gpu.md);
#     nothing in it is fitted to observed differences;
#   - the same random-maps (both comparisons) and Airfoil cases under the
#     atomics strategies (LOOM_CUDA_STRATEGY=*=atomic, and *=hier_atomic in
#     cuda_hier): the increments' order is then the device's, bounded as
#     above;
#   - tetfv (cell and face loops, --check against its own reference, whose
#     tolerance is derived from the steps) through both backends;
#   - Volna (single precision, fused multiply-adds as users build it) on
#     basin_small through both backends against volna_ref: the final line's
#     values within 1e-5 relative, the emulated tests' bound
#     (tests/volna/CMakeLists.txt);
#   - Airfoil through both backends on the built-in mesh and on grid_small:
#     the same rms history as the reference and the final p_q within 1e-12.
# Every plan is validated race-free (LOOM_VALIDATE_PLANS=1).
#
#   tests/cuda/device_matches_reference.sh BUILD_DIR [GRID_SMALL]
#
# DEVICE_SUFFIX (default _device) names the builds run: DEVICE_SUFFIX= runs
# the emulated builds instead, to check this script on a machine without a
# GPU (there random_maps_fma and random_maps_soa_fma are compiled by g++
# with -mfma -ffp-contract=fast where the CPU has FMA).
#
# Prints one line per case (with the comparison's summary where it has
# one: the largest |device - reference| / allowance for the fused builds)
# and exits 1 if any differs. Registered as the
# ctest label `gpu` when the build is configured with -DLOOM_GPU_TESTS=ON.
set -uo pipefail
build=$(cd "${1:?usage: device_matches_reference.sh BUILD_DIR [GRID_SMALL]}" && pwd)
grid_small=${2:-}
compare_outputs=$build/tests/compat/compare_outputs
compare_within_bounds=$build/tests/cuda/compare_within_bounds
compare_solutions=$build/tests/airfoil/compare_solutions
compare_numbers=$build/tests/volna/compare_numbers
check_volna=$(cd "$(dirname "$0")/../volna" && pwd)/check_volna.cmake
basin=$build/tests/data/basin_small.msh
device=${DEVICE_SUFFIX-_device}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
cases=0

report() { # report NAME OK [DETAIL]
  cases=$((cases + 1))
  if [[ $2 == 1 ]]; then
    echo "ok      $1${3:+: $3}"
  else
    echo "DIFFERS $1${3:+: $3}"
    failures=$((failures + 1))
  fi
}

run_in() { # run_in DIR OUT EXE ARGS... (env from the caller)
  local dir=$1 out=$2
  shift 2
  mkdir -p "$dir" && (cd "$dir" && "$@" > "$out" 2>&1)
}

# How program_case compares the outputs: within 1e-12 relative per line,
# or (compare=by_allowances) value by value within the allowances that
# random_maps_bounds derives for the random-maps program.
by_tolerance() { "$compare_outputs" "$1" "$2" 1e-12; }
by_allowances() { "$compare_within_bounds" "$1" "$2" "$work/allowances"; }

# A program's device build against its reference: both exit 0, outputs equal.
program_case() { # program_case NAME REF EXE BLOCK_SIZE STAGING [STRATEGY]
  local name=$1 ref=$2 exe=$3 bs=$4 staging=$5 strategy=${6:-}
  local dir=$work/$name
  [[ -x $exe ]] || { report "$name" 0 "$exe not built"; return; }
  run_in "$dir/ref" "$dir/ref.out" "$ref" ||
    { report "$name" 0 "reference failed"; return; }
  if ! LOOM_VALIDATE_PLANS=1 LOOM_CUDA_BLOCK_SIZE=$bs LOOM_CUDA_STAGING=$staging \
    LOOM_CUDA_STRATEGY=$strategy run_in "$dir/gpu" "$dir/gpu.out" "$exe"; then
    report "$name" 0 "$(tail -1 "$dir/gpu.out")"
    return
  fi
  if diff=$("${compare:-by_tolerance}" "$dir/ref.out" "$dir/gpu.out" 2>&1); then
    report "$name" 1 "${diff##*$'\n'}"
  else
    report "$name" 0 "$diff"
  fi
}

rms_lines() { grep -E '^ *[0-9]+ +[0-9.e+-]+ *$' "$1"; }

# Airfoil's device build against airfoil_ref: rms history and final p_q.
# STRATEGY: LOOM_CUDA_STRATEGY for the device run ("": the defaults).
airfoil_case() { # airfoil_case NAME EXE BLOCK_SIZE STAGING STRATEGY ARGS...
  local name=$1 exe=$2 bs=$3 staging=$4 strategy=$5
  shift 5
  local dir=$work/$name
  mkdir -p "$dir"
  [[ -x $exe ]] || { report "$name" 0 "$exe not built"; return; }
  "$build/apps/airfoil/airfoil_ref" "$@" --save-solution "$dir/ref.bin" \
    > "$dir/ref.out" 2>&1 || { report "$name" 0 "reference failed"; return; }
  if ! LOOM_VALIDATE_PLANS=1 LOOM_CUDA_BLOCK_SIZE=$bs LOOM_CUDA_STAGING=$staging \
    LOOM_CUDA_STRATEGY=$strategy "$exe" "$@" --save-solution "$dir/gpu.bin" \
    > "$dir/gpu.out" 2>&1; then
    report "$name" 0 "$(tail -1 "$dir/gpu.out")"
    return
  fi
  if ! cmp -s <(rms_lines "$dir/ref.out") <(rms_lines "$dir/gpu.out"); then
    report "$name" 0 "rms history differs"
    return
  fi
  if diff=$("$compare_solutions" "$dir/ref.bin" "$dir/gpu.bin" 1e-12 2>&1); then
    report "$name" 1 "$diff"
  else
    report "$name" 0 "$diff"
  fi
}

# Volna's device build against volna_ref (check_volna.cmake): a dam break
# on basin_small, 100 steps, the final line within 1e-5 relative.
volna_case() { # volna_case NAME EXE STAGING
  local name=$1 exe=$2 staging=$3
  [[ -x $exe ]] || { report "$name" 0 "$exe not built"; return; }
  if LOOM_VALIDATE_PLANS=1 LOOM_CUDA_STAGING=$staging cmake -DEXE="$exe" \
    "-DARGS=$basin,--problem,dambreak,--steps,100" \
    -DREFERENCE="$build/apps/volna/volna_ref" -DTOLERANCE=1e-5 \
    -DCHECKER="$compare_numbers" -P "$check_volna" > "$work/$name.out" 2>&1; then
    report "$name" 1
  else
    report "$name" 0 "$(grep -v '^ *$' "$work/$name.out" | tail -1)"
  fi
}

if command -v nvidia-smi > /dev/null; then
  echo "GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
fi
"$build/tests/cuda/random_maps_bounds" > "$work/allowances" ||
  echo "random_maps_bounds failed: the fused multiply-add cases will differ"
for backend in cuda_global cuda_hier; do
  stagings=all
  [[ $backend == cuda_hier ]] && stagings="all inc"
  for staging in $stagings; do
    for p in consts idx jac1 jac2 reduction vector; do
      for bs in 32 256; do
        program_case "$p.$backend.$staging.bs$bs" \
          "$build/tests/compat/compat_${p}_ref" \
          "$build/tests/cuda/cuda_${p}_${backend}${device}" "$bs" "$staging"
      done
    done
    for bs in 64 128 256 512; do
      for app in random_maps random_maps_soa; do
        program_case "$app.$backend.$staging.bs$bs" \
          "$build/tests/cuda/random_maps_ref" \
          "$build/tests/cuda/${app}_${backend}${device}" "$bs" "$staging"
      done
    done
    # The normal device builds (nvcc's default -fmad=true) within the
    # allowances derived for any order and any fusing of the operations.
    for bs in 64 256; do
      for app in random_maps_fma random_maps_soa_fma; do
        compare=by_allowances program_case "$app.$backend.$staging.bs$bs" \
          "$build/tests/cuda/random_maps_ref" \
          "$build/tests/cuda/${app}_${backend}${device}" "$bs" "$staging"
      done
    done
    program_case "mixed_layouts.$backend.$staging.bs256" \
      "$build/tests/cuda/mixed_layouts_ref" \
      "$build/tests/cuda/mixed_layouts_${backend}${device}" 256 "$staging"
    for variant in "" --face; do
      name="tetfv.$backend.$staging.box12${variant:+.face}"
      exe=$build/apps/tetfv/tetfv_${backend}${device}
      if [[ ! -x $exe ]]; then
        report "$name" 0 "$exe not built"
      elif LOOM_VALIDATE_PLANS=1 LOOM_CUDA_STAGING=$staging \
        "$exe" --box 12 --steps 9 --check $variant > "$work/$name.out" 2>&1 &&
        grep -q ': ok$' "$work/$name.out"; then
        report "$name" 1
      else
        report "$name" 0 "$(tail -1 "$work/$name.out")"
      fi
    done
    for bs in 32 256 1024; do
      airfoil_case "airfoil.$backend.$staging.bs$bs.builtin_60x40" \
        "$build/apps/airfoil/airfoil_${backend}${device}" "$bs" "$staging" "" \
        --mesh-size 60x40 --iterations 300
    done
    if [[ -n $grid_small ]]; then
      airfoil_case "airfoil.$backend.$staging.bs256.grid_small" \
        "$build/apps/airfoil/airfoil_${backend}${device}" 256 "$staging" "" \
        "$grid_small" --iterations 1000
    fi
    volna_case "volna.$backend.$staging.basin_small" \
      "$build/apps/volna/volna_${backend}${device}" "$staging"
  done
  # The atomics strategies: increments in the device's order.
  strategies=atomic
  [[ $backend == cuda_hier ]] && strategies="atomic hier_atomic"
  for strategy in $strategies; do
    for app in random_maps random_maps_soa \
      random_maps_fma random_maps_soa_fma; do
      how=by_tolerance
      [[ $app == *_fma ]] && how=by_allowances
      compare=$how program_case "$app.$backend.$strategy.bs256" \
        "$build/tests/cuda/random_maps_ref" \
        "$build/tests/cuda/${app}_${backend}${device}" 256 all "*=$strategy"
    done
    airfoil_case "airfoil.$backend.$strategy.bs256.builtin_60x40" \
      "$build/apps/airfoil/airfoil_${backend}${device}" 256 all "*=$strategy" \
      --mesh-size 60x40 --iterations 300
  done
done
echo "$((cases - failures)) of $cases cases match the reference"
((failures == 0))
