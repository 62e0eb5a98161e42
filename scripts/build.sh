#!/usr/bin/env bash
# Configures and builds Loom in build/ (or $LOOM_BUILD_DIR) with the given
# extra CMake arguments, after installing the Debian packages it needs.
# LOOM_BUILD_TARGETS="a b": build only those targets and what they need
# (default: everything).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOM_BUILD_DIR:-$root/build}

targets=()
for target in ${LOOM_BUILD_TARGETS:-}; do
  targets+=(--target "$target")
done

"$root/scripts/install-deps.sh"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build "$build" -j"$(nproc)" "${targets[@]}"
