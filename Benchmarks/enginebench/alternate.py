#!/usr/bin/env python3
"""enginebench and Box2D 3.1 on the shared box-pile scene, run in alternation: Box2D, ours, Box2D, ours…

This host changes speed by minutes (the same Box2D run takes 0.049 or 0.069 ms per step at N = 100), and
`../shared/bench/run_all.py` runs every repetition of one engine before the next, so a ratio of its two
medians can be a ratio of two host states. Here each repetition is a pair run back to back, the ratio is
taken within the pair, and the median of the pairs' ratios is what is reported.

Usage (from the package root, with the virtual environment of ../shared/bench/README.md):
  swift build -c release --product enginebench
  /tmp/enginevenv/bin/python Benchmarks/enginebench/alternate.py [--ns 100,1000,4000] [--pairs 7]
      [--steps 600] [--sleep 0] [--ours .build/release/enginebench] [--bench ../shared/bench]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys


def run(command, n, steps, sleep):
    """One run's JSON line (the last line of its output)."""
    output = subprocess.run(command + [str(n), str(steps), "--sleep", str(sleep)],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ns", default="100,1000,4000")
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--sleep", type=int, default=0)
    parser.add_argument("--ours", default=".build/release/enginebench")
    parser.add_argument("--bench", default="../shared/bench")
    arguments = parser.parse_args()
    box2d = [sys.executable, os.path.join(arguments.bench, "bench_box2d_v3.py")]
    ours = [arguments.ours]

    print("| N | Box2D 3.1 ms/step | PhysicsCore ms/step | ours / Box2D, median of pairs (range) "
          "| final max speed Box2D / ours (pt/s) |")
    print("|---|---|---|---|---|")
    for n in [int(text) for text in arguments.ns.split(",")]:
        ratios, theirs_ms, ours_ms = [], [], []
        for _ in range(arguments.pairs):
            theirs = run(box2d, n, arguments.steps, arguments.sleep)
            mine = run(ours, n, arguments.steps, arguments.sleep)
            theirs_ms.append(theirs["ms_per_step_median"])
            ours_ms.append(mine["ms_per_step_median"])
            ratios.append(mine["ms_per_step_median"] / theirs["ms_per_step_median"])
            speeds = (theirs["final_max_speed"], mine["final_max_speed"])
            print("  N=%d pair %d: Box2D %.3f, ours %.3f, ratio %.2f" % (
                n, len(ratios), theirs_ms[-1], ours_ms[-1], ratios[-1]), file=sys.stderr)
        print("| %d | %.3f | %.3f | %.2f (%.2f–%.2f) | %.2f / %.2f |" % (
            n, statistics.median(theirs_ms), statistics.median(ours_ms), statistics.median(ratios),
            min(ratios), max(ratios), speeds[0], speeds[1]))


if __name__ == "__main__":
    main()
