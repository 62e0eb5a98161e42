#!/usr/bin/env bash
# Installs the Debian 12 packages Loom builds with (skips what is present).
set -euo pipefail

packages=(
  build-essential cmake ninja-build xz-utils
  clang-19 libclang-19-dev libclang-cpp19-dev llvm-19-dev libomp-19-dev
  libclang-rt-19-dev clang-format-19
  libmetis-dev libscotch-dev libptscotch-dev libopenmpi-dev openmpi-bin
  libhdf5-dev libboost-context-dev
  libboost-graph-dev
  libgtest-dev googletest libbenchmark-dev python3-meshio python3-matplotlib
  nlohmann-json3-dev libfmt-dev libcli11-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "loom: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
if ! "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"; then
  "${sudo_cmd[@]}" apt-get update
  "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi
