#!/usr/bin/env bash
# Whether two loom-plan binaries build the same plans: the --digest of every
# plan kind for Airfoil's res_calc, adt_calc and bres_calc on the built-in
# 600x400 and 1200x800 meshes (720K and 2.88M cells), block sizes 3, 64,
# 256 and 1000, both staging modes, and of the flux loop of any gmsh meshes
# given. Prints the plans whose digests differ; exit status 1 if any do.
# (For a baseline without --digest, build loom-plan from this tree's
# tools/loom-plan over the baseline's runtime/plan, as plan_time.sh does.)
#
#   bench/plan/plan_digest.sh OLD_LOOM_PLAN NEW_LOOM_PLAN [MESH.msh ...]
set -euo pipefail
[ $# -ge 2 ] || { echo "loom: error: usage: $0 OLD_LOOM_PLAN NEW_LOOM_PLAN [MESH.msh ...]" >&2; exit 1; }
old=$1 new=$2
shift 2
for exe in "$old" "$new"; do
  [ -x "$exe" ] || { echo "loom: error: $exe is not an executable" >&2; exit 1; }
done
cases=()
for size in 600x400 1200x800; do
  for loop in res_calc adt_calc bres_calc; do
    cases+=("--mesh-size $size --loop $loop")
  done
done
for mesh in "$@"; do
  cases+=("--mesh $mesh --loop flux")
done
differ=0 plans=0
for c in "${cases[@]}"; do
  for staging in all written; do
    read -r -a args <<< "$c"
    args+=(--staging "$staging" --strategy all --block-size "3,64,256,1000" --no-validate --digest)
    a=$("$old" "${args[@]}" | grep '^digest ')
    b=$("$new" "${args[@]}" | grep '^digest ')
    plans=$((plans + $(wc -l <<< "$a")))
    if [ "$a" != "$b" ]; then
      differ=1
      echo "$c --staging $staging:"
      diff <(echo "$a") <(echo "$b") | sed 's/^/  /' || true
    fi
  done
done
echo "$plans plans compared: $([ $differ = 0 ] && echo "all the same" || echo "some differ")"
exit $differ
