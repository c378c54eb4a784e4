#!/usr/bin/env python3
"""kiwisolver's side of `easel-bench solver` (pip install kiwisolver).

Builds the system of issue 4 in kiwisolver for each N given on the command line and
prints one JSON object per N with its timings in milliseconds:
  build   adding the container, its width edit and N chained views, then solving
  edit    100 suggested container widths, each followed by updateVariables
  change  one view's height constant changed (remove + add, kiwi's only way) and
          updateVariables, the median of several changes

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


def milliseconds(start):
    return (time.perf_counter() - start) * 1000


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


def measure(count, build_repetitions, change_repetitions):
    builds = []
    for _ in range(build_repetitions):
        start = time.perf_counter()
        solver, width, heights, last_top = build(count)
        builds.append(milliseconds(start))
    assert abs(last_top.value() - (8 + 52 * (count - 1))) < 1e-6

    start = time.perf_counter()
    for step in range(100):
        solver.suggestValue(width, 320 + step)
        solver.updateVariables()
    edit = milliseconds(start)

    height, preferred = heights[count // 2]
    changes = []
    for repetition in range(change_repetitions):
        start = time.perf_counter()
        solver.removeConstraint(preferred)
        preferred = (height == (50 if repetition % 2 == 0 else 44)) | PREFERRED
        solver.addConstraint(preferred)
        solver.updateVariables()
        changes.append(milliseconds(start))
    changes.sort()
    builds.sort()
    return {"n": count, "build": builds[len(builds) // 2], "edit": edit, "change": changes[len(changes) // 2],
            "kiwisolver": kiwi.__version__}


def main():
    for argument in sys.argv[1:]:
        count = int(argument)
        build_repetitions = 5 if count <= 100 else 3 if count <= 1000 else 1
        print(json.dumps(measure(count, build_repetitions, 9 if count <= 1000 else 5)), flush=True)


if __name__ == "__main__":
    main()
