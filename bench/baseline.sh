# Sourced by the benchmark scripts: bench_baseline <build dir> <commit>
# prints the path of airfoil_openmp built from <commit> of this repository
# (a named baseline to compare against), building it first if needed: a git
# worktree of the commit in <build dir>/bench/baseline-<commit> configured
# Release with Ninja, only the airfoil_openmp target (a few minutes: loomc
# and the runtime). Progress goes to stderr.
bench_baseline() {
  local build=$1 commit=$2 repo src
  repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  commit=$(git -C "$repo" rev-parse --short "$commit^{commit}") || {
    echo "loom: error: baseline commit '$2' not found in $repo" >&2
    return 1
  }
  src=$build/bench/baseline-$commit
  if [[ ! -x $src/build/apps/airfoil/airfoil_openmp ]]; then
    echo "building the baseline airfoil_openmp of $commit in $src ..." >&2
    [[ -d $src/.git || -f $src/.git ]] ||
      git -C "$repo" worktree add --detach -f "$src" "$commit" > /dev/null 2>&1 || {
        echo "loom: error: cannot check out $commit into $src" >&2
        return 1
      }
    cmake -S "$src" -B "$src/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DLOOM_BUILD_BENCHMARKS=OFF > "$src/configure.log" 2>&1 &&
      cmake --build "$src/build" --target airfoil_openmp > "$src/build.log" 2>&1 || {
        echo "loom: error: building the baseline failed; see $src/build.log" >&2
        return 1
      }
  fi
  echo "$src/build/apps/airfoil/airfoil_openmp"
}
