#!/usr/bin/env python3
"""kiwisolver's side of `easel-bench solver` and `easel-bench autolayout` (pip install kiwisolver).

Runs as a server so that the benchmark can interleave its rounds with ours: each line
read from stdin is a size N; for it the script runs one round on the system of issue 4
and prints one JSON object with its timings in milliseconds, each as {"wall", "cpu"}
(time.perf_counter and time.thread_time):
  build   adding the container, its width edit and N chained views, then solving
  edit    100 suggested container widths, each followed by updateVariables
  change  one view's height constant changed (remove + add, kiwi's only way) and
          updateVariables: the median of 9 changes

The system (the same in Benchmarks/easel-bench/SolverBenchmark.swift): a container
with left == 0, top == 0 and its width an edit variable (strong, suggested 375); N
views, each left == container.left + 8, left + width == container.left +
container.width - 8, top == previous top + previous height + 8 (the first: container
top + 8), height == 44 at medium 750 (UIKit priority 750), height >= 20 required.
"""
import json
import sys
import time

import kiwisolver as kiwi

PREFERRED = kiwi.strength.create(0, 750, 0)


class Stopwatch:
    """Wall and CPU time of one timed step, in milliseconds."""

    def __enter__(self):
        self.wall, self.cpu = time.perf_counter(), time.thread_time()
        return self

    def __exit__(self, *error):
        self.wall = (time.perf_counter() - self.wall) * 1000
        self.cpu = (time.thread_time() - self.cpu) * 1000

    def figures(self):
        return {"wall": self.wall, "cpu": self.cpu}


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def build(count):
    solver = kiwi.Solver()
    left, width, top = kiwi.Variable("container.left"), kiwi.Variable("container.width"), kiwi.Variable("container.top")
    solver.addConstraint(left == 0)
    solver.addConstraint(top == 0)
    solver.addEditVariable(width, "strong")
    solver.suggestValue(width, 375)
    heights = []
    previous_top = previous_height = None
    for index in range(count):
        view_left, view_width = kiwi.Variable(f"left{index}"), kiwi.Variable(f"width{index}")
        view_top, view_height = kiwi.Variable(f"top{index}"), kiwi.Variable(f"height{index}")
        solver.addConstraint(view_left == left + 8)
        solver.addConstraint(view_left + view_width == left + width - 8)
        if previous_top is None:
            solver.addConstraint(view_top == top + 8)
        else:
            solver.addConstraint(view_top == previous_top + previous_height + 8)
        preferred = (view_height == 44) | PREFERRED
        solver.addConstraint(preferred)
        solver.addConstraint(view_height >= 20)
        heights.append((view_height, preferred))
        previous_top, previous_height = view_top, view_height
    solver.updateVariables()
    return solver, width, heights, previous_top


def round_of(count):
    with Stopwatch() as build_time:
        solver, width, heights, last_top = build(count)
    assert abs(last_top.value() - (8 + 52 * (count - 1))) < 1e-6

    with Stopwatch() as edit_time:
        for step in range(100):
            solver.suggestValue(width, 320 + step)
            solver.updateVariables()

    height, preferred = heights[count // 2]
    changes = []
    for repetition in range(9):
        with Stopwatch() as change_time:
            solver.removeConstraint(preferred)
            preferred = (height == (50 if repetition % 2 == 0 else 44)) | PREFERRED
            solver.addConstraint(preferred)
            solver.updateVariables()
        changes.append(change_time)
    change = {"wall": median(c.wall for c in changes), "cpu": median(c.cpu for c in changes)}
    return {"n": count, "build": build_time.figures(), "edit": edit_time.figures(), "change": change,
            "kiwisolver": kiwi.__version__}


def main():
    for line in sys.stdin:
        print(json.dumps(round_of(int(line))), flush=True)


if __name__ == "__main__":
    main()
