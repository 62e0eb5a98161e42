#!/usr/bin/env bash
# The whole test suite: build Loom and run every CTest test.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOM_BUILD_DIR:-$root/build}

"$root/scripts/build.sh" "$@"
cd "$build"
ctest --output-on-failure -j"$(nproc)" --timeout 600
