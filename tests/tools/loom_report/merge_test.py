#!/usr/bin/env python3
"""loom-report on two runs (block256.json, global.json: small reports written
for this test): one table with a row per run and strategy, a summary line per
loop naming the best strategy with its speed-up over the default, its range,
whether it is more than the spread, and the plan statistics that differ; a
one-call loop listed, not compared; one plot.

  merge_test.py LOOM_REPORT_SCRIPT WORK_DIR
"""
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL, WORK = sys.argv[1], sys.argv[2]


def run(*args):
    return subprocess.run([sys.executable, TOOL, *args], capture_output=True,
                          text=True)


class Merge(unittest.TestCase):
    def setUp(self):
        os.makedirs(WORK, exist_ok=True)
        self.a = os.path.join(HERE, "block256.json")
        self.b = os.path.join(HERE, "global.json")

    def test_one_table_both_runs(self):
        r = run(self.a, self.b)
        self.assertEqual(r.returncode, 0, r.stderr)
        rows = [line.split() for line in r.stdout.splitlines()]
        runs = {(row[0], row[1], row[2]) for row in rows if len(row) > 3}
        self.assertIn(("res_calc", "block256", "block:256"), runs)
        self.assertIn(("res_calc", "global", "global:1024"), runs)
        # The faster median is marked, and the default.
        best = [row for row in rows if row[:3] == ["res_calc", "global", "global:1024"]][0]
        self.assertEqual(best[-1], "*")
        default = [row for row in rows if row[:3] == ["res_calc", "block256", "block:256"]][0]
        self.assertEqual(default[-1], "d")

    def test_summary_names_best_margin_and_why(self):
        out = run(self.a, self.b).stdout
        line = [s for s in out.splitlines() if s.strip().startswith("res_calc:")][0]
        self.assertIn("best global:1024 [global] (1 ms median of 40 calls", line)
        # 2.0 / 1.0; range 1.9/1.05 .. 2.1/0.95.
        self.assertIn("2.00x over the default block:256 [block256] "
                      "(range 1.81-2.21x, more than the spread)", line)
        self.assertIn("why: colours 8 vs 4, blocks none vs 100, reuse none vs 1.50, "
                      "sectors 3000 vs 1000", line)
        update = [s for s in out.splitlines() if s.strip().startswith("update:")][0]
        self.assertIn("within the spread: noise, keep the default", update)
        geom = [s for s in out.splitlines() if s.strip().startswith("geom:")][0]
        self.assertIn("not compared: 1 call(s) per strategy at most", geom)

    def test_one_plot(self):
        png = os.path.join(WORK, "merged.png")
        if os.path.exists(png):
            os.remove(png)
        r = run(self.a, self.b, "--plot", png)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(png, "rb") as f:
            self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")
        self.assertGreater(os.path.getsize(png), 20000)

    def test_a_bad_file_among_several_is_one_error_line(self):
        missing = os.path.join(WORK, "missing.json")
        r = run(self.a, missing)
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr,
                         f"loom: error: {missing}: No such file or directory\n")


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
