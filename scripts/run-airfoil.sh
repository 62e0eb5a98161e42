#!/usr/bin/env bash
# The main job: build loomc, the runtime and airfoil_openmp (only those:
# run-tests.sh builds everything), then run the OpenMP executable on the
# built-in NACA0012 mesh (residuals every 100 iterations, then the per-loop
# timing table). Extra arguments go to the application.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOM_BUILD_DIR:-$root/build}

LOOM_BUILD_TARGETS=airfoil_openmp "$root/scripts/build.sh"
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(nproc)}
exec "$build/apps/airfoil/airfoil_openmp" "$@"
