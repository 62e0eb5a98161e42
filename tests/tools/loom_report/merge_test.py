#!/usr/bin/env python3
"""loom-report on two runs (block256.json, global.json: small reports written
for this test): one table with a row per run and strategy, a summary line per
loop naming the best strategy with its speed-up over the default, its range,
whether it is more than the spread (and, across runs, than the variation of
one strategy between runs), and the plan statistics that differ; a one-call
loop listed, not compared; one plot.

  merge_test.py LOOM_REPORT_SCRIPT WORK_DIR
"""
import json
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
        # The two come from different runs, and no strategy ran in both:
        # the noise between runs is unmeasured, and the line says so.
        self.assertIn("2.00x over the default block:256 [block256] "
                      "(range 1.81-2.21x, more than the spread; across runs, "
                      "whose variation is unmeasured", line)
        self.assertIn("why: colours 8 vs 4, blocks none vs 100, reuse none vs 1.50, "
                      "sectors 3000 vs 1000", line)
        update = [s for s in out.splitlines() if s.strip().startswith("update:")][0]
        self.assertIn("within the spread: noise, keep the default", update)
        geom = [s for s in out.splitlines() if s.strip().startswith("geom:")][0]
        self.assertIn("not compared: 1 call(s) per strategy at most", geom)

    def test_a_margin_within_the_runs_variation_is_noise(self):
        # block:256 run again, 1.2 ms slower: the runs vary by more than
        # global's 1.0 ms margin over the default, though each run's spread
        # is 0.2 ms.
        with open(self.a) as f:
            doc = json.load(f)
        figures = doc["loops"]["res_calc"]["strategies"]["block:256"]["compared"]
        figures.update(median_ms=3.2, q1_ms=3.1, q3_ms=3.3)
        again = os.path.join(WORK, "block256_again.json")
        with open(again, "w") as f:
            json.dump(doc, f)
        out = run(self.a, again, self.b).stdout
        line = [s for s in out.splitlines() if s.strip().startswith("res_calc:")][0]
        self.assertIn("2.00x over the default block:256 [block256] (range "
                      "1.81-2.21x, within the runs' variation: noise, keep the "
                      "default)", line)
        # Without the slower repeat, the same margin is more than the spread.
        out = run(self.a, self.b).stdout
        self.assertIn("more than the spread;", out)

    def test_an_owner_plan_shows_its_runs_per_element(self):
        # res_calc run again under owner-computes, faster than the default:
        # its row shows its runs per element, and the summary names them
        # among the plan statistics that differ.
        with open(self.a) as f:
            doc = json.load(f)
        loop = doc["loops"]["res_calc"]
        entry = loop["strategies"].pop("block:256")
        entry["compared"].update(median_ms=1.5, q1_ms=1.45, q3_ms=1.55)
        entry["plan"] = {"blocks": 10, "colours": 1, "min_per_colour": 10,
                         "mean_per_colour": 10.0, "max_per_colour": 10,
                         "reuse": 0, "sectors_aos": 0,
                         "runs_per_element": 1.195}
        loop["strategies"]["owner:4096"] = entry
        loop["strategy"] = "owner:4096"
        owner = os.path.join(WORK, "owner.json")
        with open(owner, "w") as f:
            json.dump(doc, f)
        out = run(self.a, owner).stdout
        row = [line.split() for line in out.splitlines()
               if line.split()[:3] == ["res_calc", "owner", "owner:4096"]][0]
        self.assertIn("1.195", row)
        default = [line.split() for line in out.splitlines()
                   if line.split()[:3] == ["res_calc", "block256", "block:256"]][0]
        self.assertIn("1.50", default)  # reuse; no runs per element: "-"
        line = [s for s in out.splitlines() if s.strip().startswith("res_calc:")][0]
        self.assertIn("runs per element 1.195 vs none", line)

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
