#!/usr/bin/env python3
"""How the shared box pile comes to rest, in Box2D 3.1 and in PhysicsCore, with sleeping on.

For each engine, sub-step count and seed of the x-jitter (the scene's own seed unless `--seeds` names others): the first step at which every box sleeps (null if none within
the steps) and, every `--every` steps, how many boxes are awake and how many move faster than the sleep
tolerance (0.05 m/s, 0.5 pt/s at the scene's 10 pt per metre). Box2D's awake flags are polled body by
body after each step, as its Python binding offers no world-wide query; ours come from
`enginebench --trace`.

Usage (from the package root, with the virtual environment of ../shared/bench/README.md):
  swift build -c release --product enginebench
  /tmp/enginevenv/bin/python Benchmarks/enginebench/rest.py [--n 4000] [--steps 600] [--substeps 4,8]
      [--seeds 12345,1,2] [--every 60] [--ours .build/release/enginebench] [--bench ../shared/bench]
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys

TOLERANCE = 0.5  # pt/s: Box2D's default 0.05 m/s at 10 pt per metre, the same in PhysicsCore


def box2d(bench, n, steps, substeps, seed, every):
    """(asleep step or None, [(step, awake, faster than the tolerance, fastest speed)])."""
    sys.path.insert(0, bench)
    import common
    import pyb2d3 as b2

    common.SEED = seed  # layout() seeds its jitter from the module's constant
    b2.set_length_units_per_meter(10.0)
    boxes, cont = common.layout(n)
    world = b2.World(gravity=(0.0, -common.GRAVITY))
    world.sleeping_enabled = True
    mat = b2.surface_material(friction=common.FRICTION, restitution=0.0)
    ground = world.create_static_body(position=(0.0, 0.0))
    for cx, cy, hw, hh in cont["walls"]:
        ground.create_shape(b2.shape_def(density=0.0, material=mat), b2.box(hw, hh, center=(cx, cy), rotation=0.0))
    sdef = b2.shape_def(density=1.0, material=mat)
    poly = b2.box(common.BOX / 2, common.BOX / 2)
    bodies = []
    for x, y in boxes:
        body = world.create_dynamic_body(position=(x, y), enable_sleep=True)
        body.create_shape(sdef, poly)
        bodies.append(body)
    asleep, rows = None, []
    for step in range(1, steps + 1):
        world.step(1.0 / 60.0, substeps)
        if asleep is None and not any(b.awake for b in bodies):
            asleep = step
        if step % every == 0:
            speeds = [math.hypot(*b.linear_velocity) for b in bodies]
            rows.append((step, sum(1 for b in bodies if b.awake), sum(1 for s in speeds if s > TOLERANCE),
                         max(speeds)))
    return asleep, rows


def ours(binary, n, steps, substeps, seed, every):
    """The same figures from enginebench's JSON line and its --trace lines."""
    done = subprocess.run([binary, str(n), str(steps), "--sleep", "1", "--substeps", str(substeps),
                           "--seed", str(seed), "--trace", str(every)], capture_output=True, text=True, check=True)
    rows = []
    pattern = re.compile(r"step (\d+): awake (\d+) .*?pt/s (\d+), turning \d+, fastest ([0-9.]+)")
    for line in done.stderr.splitlines():
        m = pattern.match(line)
        if m:
            rows.append((int(m.group(1)), int(m.group(2)), int(m.group(3)), float(m.group(4))))
    return json.loads(done.stdout.strip().splitlines()[-1])["asleep_step"], rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=4000)
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--substeps", default="4,8")
    parser.add_argument("--seeds", default="12345")
    parser.add_argument("--every", type=int, default=60)
    parser.add_argument("--ours", default=".build/release/enginebench")
    parser.add_argument("--bench", default="../shared/bench")
    arguments = parser.parse_args()
    seeds = [int(k) for k in arguments.seeds.split(",")]
    for substeps, seed in [(int(k), s) for k in arguments.substeps.split(",") for s in seeds]:
        a = (arguments.n, arguments.steps, substeps, seed, arguments.every)
        runs = [("Box2D 3.1", box2d(arguments.bench, *a)), ("PhysicsCore", ours(arguments.ours, *a))]
        for name, (asleep, rows) in runs:
            print(f"{name}, N = {arguments.n}, {substeps} sub-steps, seed {seed}: asleep at step {asleep}")
            for step, awake, fast, top in rows:
                print(f"  step {step:5d}: awake {awake:5d}, faster than {TOLERANCE} pt/s {fast:5d}, fastest {top:.3f} pt/s")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
