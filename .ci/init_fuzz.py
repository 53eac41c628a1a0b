#!/usr/bin/env python3
"""`rankcheck init` on data whose numbers are untrusted never traps, nor does what runs with the
shape it writes.

Random weekly charts of four entries a week, three weeks, as one JSON file of weeks, as a file a
week, or as one CSV table with a week column; each moves in one of the ways init reads
(a previous rank, a signed move, a flag and a size, a direction word and a size) and has a score.
Three values in ten, in any field, are taken from the ends of the 64-bit range and around it
(9223372036854775807, -9223372036854775808, 2^62, 0, -1). `init` runs on each; where it writes a
shape, `validate` (human, `--diff`, sarif, html, json with notes) and `diff` run with it. Each
must exit 0, 1 or 2 and say nothing of a runtime failure.

    python3 .ci/init_fuzz.py BINARY [CASES] [SEED]
"""
import csv, json, os, random, shutil, subprocess, sys, tempfile

EXTREMES = [9223372036854775807, -9223372036854775808, 9223372036854775806, -9223372036854775807,
            4611686018427387904, -4611686018427387904, 0, 1, 2, 3, -1]
MOVES = ["previous", "signed", "flag", "direction"]


def weeks(rng):
    """Three weeks of four entries, some values taken from the ends of the range."""
    kind = rng.choice(MOVES)

    def value(normal):
        return rng.choice(EXTREMES) if rng.random() < 0.3 else normal

    charts = []
    for week in range(3):
        entries = []
        for rank in range(1, 5):
            entry = {"rank": value(rank), "name": f"n{(rank + week) % 5}"}
            if kind == "previous":
                entry["previous"] = value(rank + 1)
            elif kind == "signed":
                entry["change"] = value(1)
            elif kind == "flag":
                entry["up"], entry["by"] = rng.choice([True, False]), value(1)
            else:
                entry["trend"], entry["by"] = rng.choice(["UP", "DOWN", "SAME"]), value(1)
            entry["score"] = value(100 - rank)
            entries.append(entry)
        charts.append({"week": f"2025-01-{week + 1:02d}", "entries": entries})
    return kind, charts


class spaced_writer:
    """Rows as typed by hand: values joined by a comma and a space (no value holds a comma or a quote)."""

    def __init__(self, out):
        self.out = out

    def writerow(self, row):
        self.out.write(", ".join(map(str, row)) + "\n")


def write(folder, rng, charts):
    """The weeks as one JSON file, a file a week, or one table (one in three typed with a space
    after each comma, as by hand); returns how."""
    layout = rng.choice(["one file", "a file a week", "a table"])
    if layout == "one file":
        with open(os.path.join(folder, "history.json"), "w") as out:
            json.dump({"weeks": charts}, out)
    elif layout == "a file a week":
        for chart in charts:
            with open(os.path.join(folder, f"chart-{chart['week']}.json"), "w") as out:
                json.dump({"entries": chart["entries"]}, out)
    else:
        keys = list(charts[0]["entries"][0])
        spaced = rng.random() < 1 / 3
        with open(os.path.join(folder, "chart.csv"), "w", newline="") as out:
            rows = spaced_writer(out) if spaced else csv.writer(out)
            rows.writerow(["week"] + keys)
            for chart in charts:
                for entry in chart["entries"]:
                    rows.writerow([chart["week"]] + [str(entry[key]).lower() if isinstance(entry[key], bool) else entry[key] for key in keys])
    return layout


def trapped(binary, folder, arguments):
    """What a run says when it traps or exits otherwise than 0, 1 or 2; None when it does not."""
    run = subprocess.run([binary] + arguments, cwd=folder, capture_output=True, text=True, timeout=120)
    if run.returncode in (0, 1, 2) and "runtime failure" not in run.stderr and "Fatal error" not in run.stderr:
        return None
    return f"rankcheck {' '.join(arguments)} exited {run.returncode}: {run.stderr[-800:]}"


def first_trap(binary, folder, runs):
    """What the first of `runs` that traps says; None when none does."""
    return next(filter(None, (trapped(binary, folder, arguments) for arguments in runs)), None)


def run_cases(name, case):
    """The command line's binary, cases (300) and seed (a random one), and each case run:
    `case(binary, rng, folder)` writes it into a new folder and checks it, and returns what it was
    and the failure, if any. A failing case's folder is kept, and the run ends with it."""
    binary = os.path.abspath(sys.argv[1])
    cases = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    for number in range(cases):
        folder = tempfile.mkdtemp(prefix=f"rankcheck-{name.replace(' ', '-')}-")
        try:
            what, failure = case(binary, rng, folder)
            if failure:
                kept = tempfile.mkdtemp(prefix=f"rankcheck-{name.replace(' ', '-')}-failure-")
                shutil.copytree(folder, kept, dirs_exist_ok=True)
                sys.exit(f"{name}: seed {seed}, case {number} ({what}), kept in {kept}: {failure}")
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return seed, cases


def main():
    shaped = 0

    def case(binary, rng, folder):
        nonlocal shaped
        kind, charts = weeks(rng)
        layout = write(folder, rng, charts)
        failure = trapped(binary, folder, ["init"])
        if failure is None and os.path.exists(os.path.join(folder, ".rankcheck.json")):
            shaped += 1
            files = sorted(name for name in os.listdir(folder) if not name.startswith("."))
            failure = first_trap(binary, folder, [["validate"], ["validate", "--diff"], ["validate", "--format", "sarif"],
                                                  ["validate", "--format", "html"], ["validate", "--show-notes", "--format", "json"],
                                                  ["diff"] + files[:2]])
        return f"{kind}, {layout}", failure

    seed, cases = run_cases("init fuzz", case)
    print(f"init fuzz: seed {seed}, {cases} cases, {shaped} with a shape written and checked: no trap")


if __name__ == "__main__":
    main()
