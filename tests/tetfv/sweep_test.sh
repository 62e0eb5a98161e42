#!/usr/bin/env bash
# bench/tetfv/sweep.sh on two tiny instances, one round, with sequential,
# 1- and 2-thread OpenMP runs on huge and on 4 KiB pages, each with Loom's
# default software prefetch and with 16 elements ahead: the script that
# the lent 16-core machine's calls run (bench/device) must work before
# one is spent on it. Its figures are not checked (they are timings), its
# bookkeeping is: a row per instance and run, each run's share of STREAM
# taken against the STREAM measured beside it with the run's thread count,
# the results written to LOOM_BENCH_OUT, a bad LOOM_BENCH_PAGES or
# LOOM_BENCH_PREFETCH refused, and the prefetch distance passed to the runs
# (one that Loom refuses stops the sweep with Loom's error).
#
#   tests/tetfv/sweep_test.sh SOURCE_DIR BUILD_DIR WORK_DIR
set -euo pipefail
src=${1:?usage: sweep_test.sh SOURCE_DIR BUILD_DIR WORK_DIR}
build=${2:?}
work=${3:?}
rm -rf "$work"
mkdir -p "$work"
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

out=$work/sweep.txt
LOOM_BENCH_OUT=$work/results LOOM_BENCH_BOX=4 LOOM_BENCH_THREADS="1 2" \
  LOOM_BENCH_PAGES="huge 4k" LOOM_BENCH_PREFETCH="default 16" LOOM_BENCH_ONLY='^(block b=64|box 4 permuted rcm)$' \
  bash "$src/bench/tetfv/sweep.sh" "$build" 2000 3 1 > "$out" 2> "$work/sweep.err" ||
  fail "sweep.sh exited with $?: $(cat "$work/sweep.err")"

for t in 1 2; do
  grep -q "^STREAM triad beside the instances, $t thread(s): .*(2 measurements)$" "$out" ||
    fail "no STREAM beside both instances with $t thread(s): $(cat "$out")"
done
csv=$work/results/tetfv.csv
[[ -s $csv ]] || fail "no $csv"
awk -F, -v want="block b=64,box 4 permuted rcm" '
  NR == 1 {
    for (i = 1; i <= NF; ++i) col[$i] = i
    if (!("percent_of_stream" in col)) { print "no percent_of_stream column"; bad = 1 }
    next
  }
  {
    rows[$1 " " $2 " " $3] = 1
    gbs = $col["median_gbs"]; stream = $col["stream_gbs"]; share = $col["percent_of_stream"]
    # One round: the share is this run against the STREAM beside it.
    if (stream <= 0 || gbs <= 0) { print "row without figures: " $0; bad = 1 }
    else if (share / (100 * gbs / stream) > 1.001 || share / (100 * gbs / stream) < 0.999) {
      print "share " share "% is not 100 * " gbs " / " stream ": " $0; bad = 1 }
  }
  END {
    n = split(want, labels, ",")
    m = split("tetfv_seq 1,tetfv_openmp 1,tetfv_openmp_pf16 1,tetfv_openmp_4k 1," \
              "tetfv_openmp_4k_pf16 1,tetfv_openmp 2,tetfv_openmp_pf16 2," \
              "tetfv_openmp_4k 2,tetfv_openmp_4k_pf16 2", runs, ",")
    for (i = 1; i <= n; ++i)
      for (k = 1; k <= m; ++k)
        if (!((labels[i] " " runs[k]) in rows)) { print "no row " labels[i] " " runs[k]; bad = 1 }
    if (NR != 1 + n * m) { print NR - 1 " rows, expected " n * m; bad = 1 }
    exit bad
  }' "$csv" || fail "$csv: see above"

# plot.py on a sweep without block-diagonal rows (LOOM_BENCH_ONLY): the
# orderings' bars alone.
if /usr/bin/python3 -c "import matplotlib" 2> /dev/null; then
  grep -v '^block' "$csv" > "$work/others.csv"
  /usr/bin/python3 "$src/bench/tetfv/plot.py" "$work/others.csv" "$work/others.png" ||
    fail "plot.py refused a CSV without block-diagonal rows"
  [[ -s $work/others.png ]] || fail "no plot without block-diagonal rows"
fi

# A bad page kind: exit 1 and one line naming it.
if LOOM_BENCH_OUT=$work/bad LOOM_BENCH_PAGES="huge 2m" \
  bash "$src/bench/tetfv/sweep.sh" "$build" 2000 3 1 > /dev/null 2> "$work/bad.err"; then
  fail "LOOM_BENCH_PAGES='huge 2m' was accepted"
fi
grep -q "^loom: error: LOOM_BENCH_PAGES: expected huge or 4k, got '2m'$" "$work/bad.err" ||
  fail "unexpected error: $(cat "$work/bad.err")"
# A bad distance: refused by sweep.sh; one that only Loom refuses (beyond
# an int) must reach the run and stop the sweep with Loom's error.
if LOOM_BENCH_OUT=$work/bad LOOM_BENCH_PREFETCH="default -1" \
  bash "$src/bench/tetfv/sweep.sh" "$build" 2000 3 1 > /dev/null 2> "$work/bad.err"; then
  fail "LOOM_BENCH_PREFETCH='default -1' was accepted"
fi
grep -q "^loom: error: LOOM_BENCH_PREFETCH: expected default or a number of elements, got '-1'$" \
  "$work/bad.err" || fail "unexpected error: $(cat "$work/bad.err")"
if LOOM_BENCH_OUT=$work/far LOOM_BENCH_SEQ=0 LOOM_BENCH_THREADS=1 LOOM_BENCH_ONLY='^block b=64$' \
  LOOM_BENCH_PREFETCH=99999999999 \
  bash "$src/bench/tetfv/sweep.sh" "$build" 2000 3 1 > /dev/null 2> "$work/far.err"; then
  fail "LOOM_BENCH_PREFETCH=99999999999 did not reach the runs"
fi
grep -q "LOOM_PREFETCH: expected a number of elements" "$work/far.err" ||
  fail "unexpected error: $(cat "$work/far.err")"
echo "sweep.sh: 18 rows, shares against the STREAM beside each run"
