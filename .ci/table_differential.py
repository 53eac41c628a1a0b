#!/usr/bin/env python3
"""Every cell of the table fixtures, placed by rankcheck and by Python's csv module.

For each column, rankcheck reads the table with a shape whose movement flag is that column, so
every cell of it (none is true or false) is an RC004 finding at the cell; its row, column name,
start and end must be where Python's csv reader puts that cell.

    python3 .ci/table_differential.py .build/release/rankcheck
"""
import csv, io, json, os, subprocess, sys, tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "tables")
CASES = ["chart-year", "national-teams", "tennis", "university", "daily-regions", "hand-typed"]


def cells_by_python(path, delimiter, skip_initial_space):
    """(row, column name) -> ((line, column), (line, column)) of each cell, 1-based, columns in code points."""
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    records = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, skipinitialspace=skip_initial_space))
    header = records[0]
    places, cursor = {}, 0

    def position(offset):
        line = text.count("\n", 0, offset) - text.count("\r\n", 0, offset) + text.count("\r", 0, offset) + 1
        start = max(text.rfind("\n", 0, offset), text.rfind("\r", 0, offset)) + 1
        return (line, offset - start + 1)

    for row, record in enumerate(records, 1):
        for index, value in enumerate(record):
            raw = '"' + value.replace('"', '""') + '"' if text.startswith('"', cursor) else value
            assert text.startswith(raw, cursor), (path, row, index, raw, text[cursor:cursor + 40])
            if row > 1:
                places[(row, header[index])] = (position(cursor), position(cursor + len(raw)))
            cursor += len(raw)
            if index + 1 < len(record):
                assert text[cursor] == delimiter
                cursor += 1
                while skip_initial_space and text.startswith(" ", cursor):
                    cursor += 1
        for ending in ("\r\n", "\n", "\r"):
            if text.startswith(ending, cursor):
                cursor += len(ending)
                break
    assert cursor == len(text)
    return header, places


def cells_by_rankcheck(binary, folder, name, column):
    with open(os.path.join(folder, ".rankcheck.json")) as f:
        shape = json.load(f)["shape"]
    shape = dict(shape, movement={"flag": "/" + column, "magnitude": "/" + column}, fields="open")
    shape.pop("score", None)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(shape, f)
    try:
        result = subprocess.run([binary, "validate", name, "--shape", f.name, "--select", "RC004", "--format", "json"],
                                cwd=folder, capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    places = {}
    for finding in json.loads(result.stdout)["findings"]:
        if finding["column"] != column or "boolean" not in finding["message"]:
            continue
        places[(finding["row"], finding["column"])] = ((finding["start"]["line"], finding["start"]["column"]),
                                                       (finding["end"]["line"], finding["end"]["column"]))
    return places


def main():
    binary = os.path.abspath(sys.argv[1])
    checked = 0
    for case in CASES:
        folder = os.path.join(ROOT, case)
        name = next(n for n in sorted(os.listdir(folder)) if n.endswith((".csv", ".tsv")))
        with open(os.path.join(folder, ".rankcheck.json")) as f:
            skip_initial_space = json.load(f)["shape"].get("table", {}).get("skipInitialSpace", False)
        header, expected = cells_by_python(os.path.join(folder, name), "\t" if name.endswith(".tsv") else ",", skip_initial_space)
        for column in header:
            found = cells_by_rankcheck(binary, folder, name, column)
            wanted = {key: value for key, value in expected.items() if key[1] == column}
            if found != wanted:
                missing = sorted(set(wanted) - set(found))[:5]
                wrong = [(k, found[k], wanted[k]) for k in sorted(set(wanted) & set(found)) if found[k] != wanted[k]][:5]
                sys.exit(f"table differential: {case}/{name} column {column!r}: missing {missing}, misplaced {wrong}")
            checked += len(wanted)
    print(f"table differential: {checked} cells of {len(CASES)} tables placed where Python's csv module reads them")


if __name__ == "__main__":
    main()
