#!/usr/bin/env python3
"""Generates the EaselSolver reference fixtures with kiwisolver (pip install kiwisolver).

Each fixture is a seeded random constraint system replayed step by step: constraints
added (equalities and inequalities at mixed strengths, some of them unsatisfiable),
removed, their constants changed, edit variables added with suggested values and
removed. After every step the fixture records kiwisolver's value for every variable
(in the order of "variables");
Tests/EaselSolverTests/FixtureTests.swift replays the steps on EaselSolver and compares.

Two precautions make kiwisolver's answer the only right one:
- Every variable has a weak "stay" at a random value with a random weight, so each
  system has a unique optimum; a system where a fresh solver, fed the same
  constraints in another order, finds different values is rejected (its optimum is
  not unique) and the next seed is tried.
- kiwisolver is left inconsistent after a required constraint fails (kiwi issue #52),
  so after each failure the generator rebuilds it from the accepted constraints.
  EaselSolver must match that rebuilt solver, i.e. be left exactly as before.

Usage: scripts/generate-solver-fixtures.py [--count 10] [--steps 26] [--out Tests/EaselSolverTests/Fixtures]
"""
import argparse
import json
import os
import random

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required


def rounded(value):
    return round(value, 7)


class System:
    """The accepted state: constraints (by id) and edit variables, as plain data."""

    def __init__(self, names):
        self.names = names
        self.constraints = {}  # id -> (terms, constant, relation, strength)
        self.edits = {}  # name -> (strength, suggested value or None)

    def build(self, order_seed=None):
        """A fresh kiwisolver holding the accepted state, in insertion or shuffled order."""
        solver = kiwi.Solver()
        variables = {name: kiwi.Variable(name) for name in self.names}
        ids = list(self.constraints)
        edits = list(self.edits)
        if order_seed is not None:
            shuffler = random.Random(order_seed)
            shuffler.shuffle(ids)
            shuffler.shuffle(edits)
        for cid in ids:
            solver.addConstraint(make_constraint(variables, *self.constraints[cid]))
        for name in edits:
            strength, value = self.edits[name]
            solver.addEditVariable(variables[name], strength)
            if value is not None:
                solver.suggestValue(variables[name], value)
        solver.updateVariables()
        return solver, variables


def make_constraint(variables, terms, constant, relation, strength):
    expression = None
    for name, coefficient in terms:
        term = coefficient * variables[name]
        expression = term if expression is None else expression + term
    expression = expression + constant
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | strength


def random_strength(rng, allow_required=True):
    if allow_required and rng.random() < 0.5:
        return REQUIRED
    weight = round(rng.uniform(0.5, 2.0), 3)
    level = rng.choice([(1, 0, 0), (0, 1, 0), (0, 0, 1)])
    return kiwi.strength.create(*level, weight)


def values(variables, names):
    """The variables' values, in the order of `names`."""
    return [rounded(variables[name].value()) for name in names]


def same(a, b):
    return all(abs(x - y) <= 1e-6 * max(1.0, abs(y)) for x, y in zip(a, b))


def generate(seed, steps):
    """One fixture, or None if the system's optimum is not unique somewhere."""
    rng = random.Random(seed)
    names = [f"v{index}" for index in range(rng.randint(4, 9))]
    system = System(names)
    operations = []
    counter = 0

    def record(operation, expect=None):
        solver, variables = system.build()
        checked = values(variables, names)
        for shuffle in range(2):
            _, other = system.build(order_seed=seed * 1000 + len(operations) * 10 + shuffle)
            if not same(values(other, names), checked):
                return False
        if expect:
            operation["expect"] = expect
        operation["values"] = checked
        operations.append(operation)
        return True

    # Stays make the optimum unique.
    for name in names:
        cid = f"c{counter}"
        counter += 1
        weight = round(rng.uniform(0.5, 1.5), 3)
        spec = ([(name, 1.0)], -round(rng.uniform(-50, 150), 1), "==", kiwi.strength.create(0, 0, 1, weight))
        system.constraints[cid] = spec
        operations.append(describe_add(cid, spec))
    solver, variables = system.build()
    operations[-1]["values"] = values(variables, names)

    for _ in range(steps):
        roll = rng.random()
        removable = [cid for cid in system.constraints if cid not in stay_ids(system, names)]
        if roll < 0.55 or not removable:
            cid = f"c{counter}"
            counter += 1
            count = rng.choice([1, 1, 2, 2, 3])
            terms = [(name, rng.choice([1.0, -1.0, 2.0, -2.0, 0.5, 1.5, -0.5]))
                     for name in rng.sample(names, count)]
            spec = (terms, round(rng.uniform(-120, 120), 1), rng.choice(["==", "<=", ">="]), random_strength(rng))
            operation = describe_add(cid, spec)
            system.constraints[cid] = spec
            try:
                system.build()
            except kiwi.UnsatisfiableConstraint:
                del system.constraints[cid]
                if not record(operation, expect="unsatisfiable"):
                    return None
                continue
            if not record(operation):
                return None
        elif roll < 0.7:
            cid = rng.choice(removable)
            del system.constraints[cid]
            if not record({"op": "remove", "id": cid}):
                return None
        elif roll < 0.82:
            cid = rng.choice(removable)
            terms, constant, relation, strength = system.constraints[cid]
            new_constant = round(constant + rng.uniform(-40, 40), 1)
            system.constraints[cid] = (terms, new_constant, relation, strength)
            operation = {"op": "changeConstant", "id": cid, "constant": new_constant}
            try:
                system.build()
            except kiwi.UnsatisfiableConstraint:
                system.constraints[cid] = (terms, constant, relation, strength)
                if not record(operation, expect="unsatisfiable"):
                    return None
                continue
            if not record(operation):
                return None
        else:
            if system.edits and rng.random() < 0.7:
                name = rng.choice(sorted(system.edits))
            else:
                name = rng.choice(names)
            if name not in system.edits:
                strength = random_strength(rng, allow_required=False)
                system.edits[name] = (strength, None)
                operation = {"op": "addEdit", "variable": name, "strength": strength}
            elif rng.random() < 0.2:
                del system.edits[name]
                operation = {"op": "removeEdit", "variable": name}
            else:
                value = round(rng.uniform(-50, 200), 1)
                system.edits[name] = (system.edits[name][0], value)
                operation = {"op": "suggest", "variable": name, "value": value}
            if not record(operation):
                return None
    return {"seed": seed, "variables": names, "operations": operations}


def stay_ids(system, names):
    return {cid for cid, (terms, _, relation, _) in system.constraints.items()
            if len(terms) == 1 and int(cid[1:]) < len(names)}


def describe_add(cid, spec):
    terms, constant, relation, strength = spec
    return {"op": "add", "id": cid, "terms": [[name, coefficient] for name, coefficient in terms],
            "constant": constant, "relation": relation, "strength": strength}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10)
    parser.add_argument("--steps", type=int, default=26)
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "Tests", "EaselSolverTests", "Fixtures"))
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    seed = 1
    written = 0
    while written < arguments.count:
        fixture = generate(seed, arguments.steps)
        seed += 1
        if fixture is None:
            continue
        path = os.path.join(arguments.out, f"random-{written + 1:02d}.json")
        with open(path, "w") as file:
            json.dump(fixture, file, separators=(",", ":"))
            file.write("\n")
        written += 1
        print(f"{os.path.relpath(path)}: seed {fixture['seed']}, {len(fixture['operations'])} operations")


if __name__ == "__main__":
    main()
