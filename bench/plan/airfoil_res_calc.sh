#!/usr/bin/env bash
# Sulyok et al. Table 3 style figures for Airfoil res_calc on the 720K mesh:
# block colours, thread colours and reuse factor per block size, and the
# time to build the global colouring and the hierarchical plan at 448.
#
#   bench/plan/airfoil_res_calc.sh [BUILD_DIR]     (default: build)
# Needs BUILD_DIR/tools/loom-plan/loom-plan and python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-build}" && pwd)
tool=$build/tools/loom-plan/loom-plan
source "$here/../mesh_path.sh"
mesh=$build/tmp/new_grid.dat
[ -x "$tool" ] || { echo "missing $tool (build target loom-plan)" >&2; exit 1; }
if [ ! -s "$mesh" ]; then
  mkdir -p "$build/tmp"
  mesh_xz=$(bench_mesh airfoil/new_grid.dat.xz)
  xz -dc "$mesh_xz" > "$mesh.part" && mv "$mesh.part" "$mesh"
fi
sizes=128,256,384,448,512,640,768,896,1024
"$tool" --mesh "$mesh" --loop res_calc --strategy global --json > "$build/tmp/res_calc_global.json"
"$tool" --mesh "$mesh" --loop res_calc --strategy hierarchical --block-size $sizes \
  --staging all --json > "$build/tmp/res_calc_hier_all.json"
"$tool" --mesh "$mesh" --loop res_calc --strategy hierarchical --block-size $sizes \
  --staging written --no-validate --json > "$build/tmp/res_calc_hier_written.json"
python3 - "$build/tmp" <<'PY'
import json, sys
d = sys.argv[1]
g = json.load(open(f"{d}/res_calc_global.json"))
a = json.load(open(f"{d}/res_calc_hier_all.json"))
w = json.load(open(f"{d}/res_calc_hier_written.json"))
print(f"Airfoil res_calc, {g['set_size']} edges ({g['mesh']})")
gp = g["plans"][0]
print(f"global colouring: {gp['ncolours']} colours, build {gp['build_ms']:.1f} ms "
      f"(target < 1000 ms), validate {gp['validate_ms']:.1f} ms, valid={gp['valid']}")
print(f"{'block':>6} {'blk.col':>7} {'thr.col max/mean':>16} {'reuse(all)':>10} "
      f"{'reuse(inc)':>10} {'shm KiB':>8} {'build ms':>9} {'valid':>5}")
for pa, pw in zip(a["plans"], w["plans"]):
    print(f"{pa['block_size']:>6} {pa['ncolours']:>7} "
          f"{pa['max_thread_colours']:>9}/{pa['mean_thread_colours']:<6.2f} "
          f"{pa['reuse_factor']:>10.2f} {pw['reuse_factor']:>10.2f} "
          f"{pa['mean_shared_bytes'] / 1024:>8.1f} {pa['build_ms']:>9.1f} {str(pa['valid']):>5}")
h448 = next(p for p in a["plans"] if p["block_size"] == 448)
print(f"hierarchical plan at 448: build {h448['build_ms']:.1f} ms (target < 2000 ms)")
PY
