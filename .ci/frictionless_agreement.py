#!/usr/bin/env python3
"""rankcheck and frictionless agree on which rows of the broken tables are broken.

frictionless (PyPI) validates each table of Fixtures/tables/broken as UTF-8; the rows it
reports (1 is the header; an encoding error's byte position is turned into its row) must be
the rows of rankcheck's RC008 and RC006 findings. Two tables break rules frictionless does not
hold a table to; there rankcheck alone reports the row, and the script says so:
a byte order mark (frictionless skips it) and a quote inside an unquoted field (frictionless
reads it as text).

    python3 .ci/frictionless_agreement.py .build/release/rankcheck
"""
import json, os, re, subprocess, sys

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "tables", "broken")
STRICTER = {"byte-order-mark.csv", "stray-quote.csv"}


def frictionless_rows(name):
    result = subprocess.run(["frictionless", "validate", "--json", "--encoding", "utf-8", name], cwd=FOLDER, capture_output=True, text=True)
    report = json.loads(result.stdout)
    rows = set()
    data = open(os.path.join(FOLDER, name), "rb").read()
    for task in report["tasks"]:
        for error in task["errors"]:
            if error.get("rowNumber"):
                rows.add(error["rowNumber"])
            elif error["type"] in ("duplicate-label", "blank-label", "incorrect-label"):
                rows.add(1)
            elif error["type"] == "encoding-error":
                position = int(re.search(r"position (\d+)", error["note"]).group(1))
                rows.add(data[:position].count(b"\n") + 1)
            else:
                sys.exit(f"frictionless agreement: unexpected error {error['type']} in {name}")
    return rows


def rankcheck_rows(binary, name):
    result = subprocess.run([binary, "validate", name, "--select", "RC006,RC008", "--format", "json"], cwd=FOLDER, capture_output=True, text=True)
    return {finding["row"] for finding in json.loads(result.stdout)["findings"]}


def main():
    binary = os.path.abspath(sys.argv[1])
    agreed = 0
    for name in sorted(os.listdir(FOLDER)):
        ours, theirs = rankcheck_rows(binary, name), frictionless_rows(name)
        if name in STRICTER:
            if theirs or len(ours) != 1:
                sys.exit(f"frictionless agreement: {name}: rankcheck rows {sorted(ours)}, frictionless rows {sorted(theirs)}")
            print(f"  {name}: row {min(ours)} broken for rankcheck only (a rule frictionless does not hold tables to)")
            continue
        if ours != theirs or not ours:
            sys.exit(f"frictionless agreement: {name}: rankcheck rows {sorted(ours)}, frictionless rows {sorted(theirs)}")
        agreed += 1
    print(f"frictionless agreement: the same broken rows in {agreed} tables")


if __name__ == "__main__":
    main()
