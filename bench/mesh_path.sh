# Sourced by the benchmark scripts: bench_mesh <relative path> prints the path
# of a big mesh of the shared collection (e.g. airfoil/new_grid.dat.xz), or
# says where to get it and fails. Benchmarks only: the test suite never needs
# these meshes (its small ones are in tests/data). Looked for in
# $LOOM_MESHES, $LOOM_SHARED_MESHES, ../shared/meshes beside this checkout,
# and, from a git worktree, ../shared/meshes beside the main checkout (the
# folder holding the repository's common .git).
# bench_airfoil_big <build dir>: the path of OP2's 720K-cell Airfoil grid
# decompressed into the build tree (<build>/bench/airfoil_big/new_grid.dat),
# decompressing it first if it is not there yet.
bench_airfoil_big() {
  local mesh=$1/bench/airfoil_big/new_grid.dat packed
  if [[ ! -s $mesh ]]; then
    mkdir -p "$(dirname "$mesh")"
    packed=$(bench_mesh airfoil/new_grid.dat.xz) || return 1
    xz -dc "$packed" > "$mesh.tmp" && mv "$mesh.tmp" "$mesh"
  fi
  echo "$mesh"
}

bench_mesh() {
  local rel=$1 here common
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  local dirs=("${LOOM_MESHES:-}" "${LOOM_SHARED_MESHES:-}" "$here/../../shared/meshes")
  if common=$(git -C "$here" rev-parse --path-format=absolute --git-common-dir 2> /dev/null); then
    dirs+=("$(dirname "$common")/../shared/meshes")
  fi
  for dir in "${dirs[@]}"; do
    if [[ -n $dir && -s $dir/$rel ]]; then
      echo "$dir/$rel"
      return 0
    fi
  done
  cat >&2 <<MSG
loom: error: benchmark mesh $rel not found (looked in \$LOOM_MESHES, \$LOOM_SHARED_MESHES and ../shared/meshes beside the checkout and beside the main worktree).
  Set LOOM_MESHES to a folder holding $rel. airfoil/new_grid.dat.xz is OP2's standard 720K-cell Airfoil mesh (xz-compressed OP2 grid format), made with OP2's published NACA0012 generator at I=400, J=600; the project's shared mesh collection has it and the tet/tri meshes (see tests/data/README.md).
MSG
  return 1
}
