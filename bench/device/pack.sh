#!/usr/bin/env bash
# Packs what bench/device/session.sh needs on the lent GPU / 16-core
# machine into KIT_DIR, a folder of the checkout that git ignores (the
# device tool carries such a folder with the working tree when its `carry`
# names it; at most 64 MiB):
#   loom-build.tar.xz  the build's executables that the session runs (apps'
#                      device, emulated, reference, seq and OpenMP builds;
#                      the CUDA test programs and comparison tools;
#                      loom-stream; the loom-* tools), tests/data, and every
#                      shared library they load that is not glibc's or the
#                      CUDA driver's (that machine has neither Boost, METIS,
#                      Scotch, HDF5 nor Open MPI);
#   op2-airfoil/       OP2-Common's own ready-built Airfoil, from SHARED/gpu;
#   new_grid.dat.xz, grid_small.dat   the Airfoil meshes, from SHARED/meshes.
#
#   bench/device/pack.sh BUILD_DIR [KIT_DIR] [SHARED]
#
# BUILD_DIR: configured with -DLOOM_CUDA_DEVICE=ON (the default where nvcc
# exists) and built. KIT_DIR defaults to device-kit (in .gitignore), SHARED
# to ../shared.
set -euo pipefail
usage="usage: pack.sh BUILD_DIR [KIT_DIR] [SHARED]"
build=$(cd "${1:?$usage}" && pwd)
kit=${2:-device-kit}
shared=${3:-../shared}
for need in "$build/apps/airfoil/airfoil_cuda_hier_device" "$shared/gpu/op2-airfoil/airfoil_cuda" \
  "$shared/meshes/airfoil/new_grid.dat.xz" "$shared/meshes/airfoil/grid_small.dat"; do
  [[ -e $need ]] || { echo "loom: error: $need not found (a LOOM_CUDA_DEVICE=ON build? SHARED?)" >&2; exit 1; }
done
mkdir -p "$kit"
kit=$(cd "$kit" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/loom-build
mkdir -p "$root/build" "$root/lib"

exes=()
while read -r f; do
  mkdir -p "$root/build/$(dirname "$f")"
  cp "$build/$f" "$root/build/$f"
  strip "$root/build/$f" 2> /dev/null || true
  exes+=("$root/build/$f")
done < <(cd "$build" && find apps tests/cuda tests/compat tests/airfoil tests/volna bench/stream tools \
  -type f -perm -u+x ! -path '*/CMakeFiles/*' \( -name '*_device' -o -name '*_ref' -o -name '*_seq' \
  -o -name '*_openmp' -o -name '*_cuda_global' -o -name '*_cuda_hier' -o -name 'compare_*' \
  -o -name 'loom-*' -o -path 'tests/cuda/*' \) | sort)
mkdir -p "$root/build/tests/data"
cp -r "$build/tests/data/." "$root/build/tests/data/"
{ ldd "${exes[@]}" 2> /dev/null || true; } | awk '/=> \//{print $3}' | sort -u |
  while read -r lib; do
    case $(basename "$lib") in
    libc.so* | libm.so* | ld-linux* | libpthread* | libdl.so* | librt.so* | libcuda.so* | libnvidia*) ;;
    *) cp -L "$lib" "$root/lib/" ;;
    esac
  done
tar -C "$work" -cf - loom-build | xz -T0 -6 > "$kit/loom-build.tar.xz"
rm -rf "$kit/op2-airfoil"
cp -r "$shared/gpu/op2-airfoil" "$kit/"
cp "$shared/meshes/airfoil/new_grid.dat.xz" "$shared/meshes/airfoil/grid_small.dat" "$kit/"
echo "${#exes[@]} executables packed"
du -sh "$kit"
