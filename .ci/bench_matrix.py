#!/usr/bin/env python3
"""The cost matrix: rankcheck on every shape, list count, finding count and fix count, each row
beside a reference measured in the same run (pysimdjson's parse of the same bytes, or ruff
reporting / fixing as many diagnostics in its matching format), with a growth column: the same
workload at n and 2n, time(2n) / time(n). Linear is about 2; quadratic shows 4.

Tables (CSV) stand beside pyarrow's and polars' CSV readers on the same file.

Usage: bench_matrix.py RANKCHECK SCRATCH [--quick] [--repeat N] [--only GROUP,...]
  --quick  smaller n (CI): the growth check still runs, timings are informational
  --only   these groups alone (shape, lists, sizes, findings, fixes, tables): a quick look at one
           part; docs/performance.md quotes whole runs
Exits non-zero when any growth exceeds 2.5.
"""
import datetime
import json
import pathlib
import random
import re
import shutil
import statistics
import sys

from peak_run import peak_run
import weekly_chart

rankcheck = sys.argv[1]
scratch = pathlib.Path(sys.argv[2])
quick = "--quick" in sys.argv
repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 3
only = set(sys.argv[sys.argv.index("--only") + 1].split(",")) if "--only" in sys.argv else None
scratch.mkdir(parents=True, exist_ok=True)
ruff = shutil.which("ruff")
try:
    import simdjson  # noqa: F401
    have_simdjson = True
except ImportError:
    have_simdjson = False


rss_file = scratch / "rss.txt"


def timed(command, cwd=None, prepare=None):
    """Wall seconds and peak RSS (MiB) of one run (`peak_run`); `prepare` runs first, untimed."""
    if prepare:
        prepare()
    elapsed, rss, _ = peak_run(command, rss_file, cwd)
    return elapsed, rss


def measure(pairs, times=None):
    """pairs: [(key, command, cwd, prepare)], run in turn `times` (default `repeat`) times:
    median and fastest seconds, the largest peak RSS and the median peak RSS."""
    runs = {key: [] for key, *_ in pairs}
    for _ in range(times or repeat):
        for key, command, cwd, prepare in pairs:
            runs[key].append(timed(command, cwd, prepare))
    return {key: (statistics.median(t for t, _ in r), max(m for _, m in r), min(t for t, _ in r), statistics.median(m for _, m in r))
            for key, r in runs.items()}


def growth_of(result):
    """time(2n) / time(n) from the fastest runs: noise only ever adds time, so the minimum is
    the steadiest measure of each."""
    return result["2n"][2] / result["n"][2]


def checked_growth(pairs, result, label):
    """The growth of a measured row; a figure above 2.5 is measured again (n and 2n only, twice
    as many runs) before it counts, since one slow run of a 0.05 s workload can read as 2.6.
    A real superlinear cost stays above the line however often it is timed."""
    growth = growth_of(result)
    if growth > 2.5:
        again = measure([pair for pair in pairs if pair[0] in ("n", "2n")], times=2 * repeat)
        growth = min(again["2n"][2], result["2n"][2]) / min(again["n"][2], result["n"][2])
        if growth > 2.5:
            growth_failures.append(f"{label}: time(2n)/time(n) = {growth:.2f}")
    return growth


# ---------------------------------------------------------------- data

def reference_pair(folder, n, wrong_every=0):
    """Two lists of n entries (this year and last); every `wrong_every`-th movement claim inverted."""
    if (folder / "TownRanking2021.json").exists():
        return folder / "TownRanking2021.json"
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(n)
    names = [f"町{i}番" for i in range(n)]
    current = names[:]
    for i in range(0, n - 1, 2):
        j = min(n - 1, i + rng.randint(1, 5))
        current[i], current[j] = current[j], current[i]
    prior_rank = {name: r + 1 for r, name in enumerate(names)}

    def write(path, order, is_prior):
        with open(path, "w", encoding="utf-8") as out:
            out.write("{\n")
            for li, list_name in enumerate(["townRankingsForRent", "townRankingsForBuy"]):
                out.write(f'    "{list_name}": [\n')
                for r, name in enumerate(order, 1):
                    up, k = False, 0
                    if not is_prior:
                        d = prior_rank[name] - r
                        up, k = d > 0, abs(d)
                        if wrong_every and r % wrong_every == 0:
                            up, k = (not up) if k else True, k or 1
                    sep = ",\n" if r < len(order) else "\n"
                    out.write(f'        {{"rank": {r}, "townName": "{name}", "isRankUp": {"true" if up else "false"}, '
                              f'"rankFluctuation": {k}, "availableLine": "線{r % 9}"}}{sep}')
                out.write("    ]" + (",\n" if li == 0 else "\n"))
            out.write("}\n")
    write(folder / "TownRanking2020.json", names, True)
    write(folder / "TownRanking2021.json", current, False)
    return folder / "TownRanking2021.json"


def reference_pair_with_new_entries(folder, n):
    """Two lists of n entries whose every tenth entry is new to the list and claims a prior rank
    beyond last year's list: a note (RC403) no output shows unless asked."""
    if (folder / "TownRanking2021.json").exists():
        return folder / "TownRanking2021.json"
    folder.mkdir(parents=True, exist_ok=True)
    names = [f"町{i}番" for i in range(n)]

    def write(path, is_prior):
        with open(path, "w", encoding="utf-8") as out:
            out.write("{\n")
            for li, list_name in enumerate(["townRankingsForRent", "townRankingsForBuy"]):
                out.write(f'    "{list_name}": [\n')
                for r in range(1, n + 1):
                    new = not is_prior and r % 10 == 0
                    name = f"新町{r}番" if new else names[r - 1]
                    up, k = (True, n - r + 1 + r // 10) if new else (False, 0)
                    sep = ",\n" if r < n else "\n"
                    out.write(f'        {{"rank": {r}, "townName": "{name}", "isRankUp": {"true" if up else "false"}, '
                              f'"rankFluctuation": {k}, "availableLine": "線{r % 9}"}}{sep}')
                out.write("    ]" + (",\n" if li == 0 else "\n"))
            out.write("}\n")
    write(folder / "TownRanking2020.json", True)
    write(folder / "TownRanking2021.json", False)
    return folder / "TownRanking2021.json"


def chart_history(folder, weeks, pretty, series=False):
    """A weekly chart history in one file: /*/data lists of 100, composite identity, previousRank."""
    if (folder / "history.json").exists():
        return folder / "history.json"
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(weeks)
    songs = [(f"Song {i}", f"Artist {i % 700}") for i in range(400)]
    history, previous = [], {}
    for week in range(weeks):
        chosen = rng.sample(songs, 100)
        data = [{"song": s, "artist": a, "this_week": i + 1, "last_week": previous.get((s, a)),
                 "peak_position": 1, "weeks_on_chart": 1} for i, (s, a) in enumerate(chosen)]
        history.append({"date": f"1990-01-{week:05d}", "data": data})
        previous = {(s, a): i + 1 for i, (s, a) in enumerate(chosen)}
    (folder / "history.json").write_text(json.dumps(history, indent=2 if pretty else None, ensure_ascii=False), encoding="utf-8")
    # As a series, each week is checked against the week before (labels name the weeks).
    (folder / ".rankcheck.json").write_text(json.dumps({"prior": "previous-list" if series else "off", "shape": {
        "lists": ["/*/data"], "rank": "/this_week", "identity": ["/song", "/artist"], **({"label": "/*/date"} if series else {}),
        "movement": {"previousRank": "/last_week"}, "fields": "open"}}), encoding="utf-8")
    return folder / "history.json"


def signed_wildcard(folder, lists):
    """Sports-style rankings: lists under /rankings/*/competitor_rankings, signed movement."""
    folder.mkdir(parents=True, exist_ok=True)
    rankings = [{"name": f"division {d}", "competitor_rankings": [
        {"rank": r, "movement": (r * 7 + d) % 11 - 5, "competitor": {"id": f"c{d}-{r}", "country": "JPN"}}
        for r in range(1, 101)]} for d in range(lists)]
    (folder / "rankings.json").write_text(json.dumps({"rankings": rankings}, indent=2), encoding="utf-8")
    (folder / ".rankcheck.json").write_text(json.dumps({"prior": "off", "shape": {
        "lists": ["/rankings/*/competitor_rankings"], "rank": "/rank", "identity": ["/competitor/id"],
        "movement": {"signed": "/movement", "positiveIs": "up"}, "attributes": ["/competitor/country"], "fields": "closed"}}))
    return folder / "rankings.json"


def many_lists(folder, count, entries):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "lists.json"
    with open(path, "w", encoding="utf-8") as out:
        out.write("{\n" + ",\n".join(
            f'  "l{i}": [' + ", ".join(f'{{"rank": {r + 1}, "townName": "t{i}-{r}", "isRankUp": false, "rankFluctuation": 0}}'
                                        for r in range(entries)) + "]" for i in range(count)) + "\n}\n")
    return path


def lists_with_minified_prior(folder, count):
    """One-entry lists, every movement wrong, against last year's file minified: one line that
    holds every town, so each remembered place must be counted on from the last, not its line."""
    if (folder / "TownRanking2021.json").exists():
        return folder / "TownRanking2021.json"
    folder.mkdir(parents=True, exist_ok=True)
    for year, up, k in [(2020, False, 0), (2021, True, 3)]:
        lists = {f"l{i}": [{"rank": 1, "townName": f"町{i}", "isRankUp": up, "rankFluctuation": k}] for i in range(count)}
        (folder / f"TownRanking{year}.json").write_text(json.dumps(lists, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return folder / "TownRanking2021.json"


def hostile_size(folder, kind, n):
    """One file that is big in one way: keys in one entry, one town in every list, every town
    twice (with a prior file), a table's rows a million columns wide, a long name, a long number
    (each linear-time by the robustness contract)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / ("sized.csv" if kind == "columns" else "sized.json")
    if path.exists():
        return path
    entry = '"rank": 1, "townName": "t", "isRankUp": false, "rankFluctuation": 0'
    with open(path, "w", encoding="utf-8") as out:
        if kind == "keys":
            out.write('{"a": [{' + entry + ", " + ", ".join(f'"k{i}": {i}' for i in range(n)) + "}]}")
        elif kind == "town":
            out.write("{" + ", ".join(f'"l{i}": [{{"rank": 1, "townName": "同じ町", "isRankUp": false, "rankFluctuation": 0, '
                                       f'"availableLine": "線{i % 7}"}}]' for i in range(n)) + "}")
        elif kind == "columns":
            # Two dates of one row each, every other column a string that differs between them: one RC301 each.
            (folder / ".rankcheck.json").write_text(json.dumps({"prior": "previous-list", "shape": {
                "listBy": "/date", "rank": "/rank", "identity": ["/name"], "movement": {"previousRank": "/previous"}, "fields": "open"}}))
            out.write("date,rank,name,previous," + ",".join(f"c{i}" for i in range(n)) + "\n")
            out.write("d1,1,x,," + ",".join(f"a{i}" for i in range(n)) + "\n")
            out.write("d2,1,x,1," + ",".join(f"b{i}" if i % 2 else str(i) for i in range(n)) + "\n")
        elif kind == "twice":
            # Every town twice, in this list and in last year's: each name one RC103 error and one RC403 note.
            for name in ("prior.json", "sized.json"):
                with open(folder / name, "w", encoding="utf-8") as both:
                    both.write('{"a": [' + ", ".join(f'{{"rank": {i + 1}, "townName": "町{i // 2}", "isRankUp": false, "rankFluctuation": 0}}'
                                                     for i in range(n)) + "]}")
        elif kind == "name":
            out.write('{"a": [{"rank": 1, "townName": " ' + "町" * n + ' ", "isRankUp": false, "rankFluctuation": 0}]}')
        else:
            out.write('{"a": [{"rank": 1, "townName": "t", "isRankUp": false, "rankFluctuation": ' + "9" * n + "}]}")
    return path


def ruff_file(folder, diagnostics):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "generated.py"
    path.write_text("x = 1\n" + "x == None\n" * diagnostics)
    return path


# ---------------------------------------------------------------- the matrix

def chart_table(folder, rows, entries_per_date, sorted_by_name=False):
    """A chart as one CSV: `date,title,artist,current,previous,peak,weeks`, `previous` 0 for a
    new song, each date the prior of the next (`listBy`, `previous-list`). Rows come by date
    and rank, or (`sorted_by_name`) by song, as multi-date tables often do."""
    path = folder / "chart.csv"
    if path.exists():
        return path
    folder.mkdir(parents=True, exist_ok=True)
    (folder / ".rankcheck.json").write_text(json.dumps({"prior": "previous-list", "shape": {
        "listBy": "/date", "rank": "/current", "identity": ["/title", "/artist"], "movement": {"previousRank": "/previous"},
        "fields": "open", "table": {"nulls": ["", "0"]}}}))
    rng = random.Random(rows)
    previous = {}
    lines = []
    for week, date, chart in weekly_chart.weeks(rng, entries_per_date, max(1, rows // entries_per_date), datetime.date(1958, 8, 4)):
        now = {}
        for rank, song in enumerate(chart, 1):
            lines.append((song, week, f"{date},Song {song},\"Artist {song % 997}, the band\",{rank},{previous.get(song, 0)},{rank},{week}\n"))
            now[song] = rank
        previous = now
    if sorted_by_name:
        lines.sort(key=lambda line: (line[0], line[1]))
    with open(path, "w") as f:
        f.write("date,title,artist,current,previous,peak,weeks\n")
        f.writelines(line for _, _, line in lines)
    return path


def csv_reader_command(library):
    """pyarrow's or polars' CSV reader on the same file (multi-threaded, types inferred)."""
    read = {"pyarrow": "import pyarrow.csv as c\nc.read_csv", "polars": "import polars as p\np.read_csv"}[library]
    return lambda path: [sys.executable, "-c", f"{read}({str(path)!r})"]


def have_module(name):
    try:
        __import__(name)
        return True
    except ImportError:
        return False


rows = []  # (group, workload, n, ours, reference name, reference seconds, growth)
growth_failures = []
scale = 1 if not quick else 0


def simdjson_command(path):
    """pysimdjson's parse of the bytes rankcheck reads: the file, and last year's beside it
    (`TownRanking2020.json` for `TownRanking2021.json`) when the workload has one."""
    files = [path]
    year = re.search(r"(\d{4})\.json$", path.name)
    if year and (prior := path.with_name(path.name[:year.start(1)] + str(int(year.group(1)) - 1) + ".json")).exists():
        files.insert(0, prior)
    names = ", ".join(repr(str(f)) for f in files)
    return [sys.executable, "-c", f"import simdjson\nfor f in ({names},): simdjson.Parser().parse(open(f, 'rb').read())"]


def row(group, workload, n, make, command, reference=None, reference_name=""):
    """Times `command(path)` on the workload at n and 2n (and the reference at n, alternating)."""
    if only and group not in only:
        return
    small, large = make(n), make(2 * n)
    pairs = [("n", command(small), small.parent, None), ("2n", command(large), large.parent, None)]
    if reference:
        pairs.append(("ref", reference(small), small.parent, None))
    result = measure(pairs)
    growth = checked_growth(pairs, result, f"{group} / {workload}")
    rows.append((group, workload, n, result["n"][0], result["n"][1], reference_name, result.get("ref", (None,))[0], growth))


def validate(*extra):
    return lambda path: [rankcheck, "validate", str(path), "--exit-zero", *extra]


ref = simdjson_command if have_simdjson else None
ref_name = "pysimdjson parse" if have_simdjson else ""

# Shapes, each against pysimdjson on the same bytes.
weeks = 400 if quick else 1750
row("shape", "weekly chart history, minified (/*/data, previousRank, 2-part identity)", weeks,
    lambda n: chart_history(scratch / f"chart-min-{n}", n, False), validate("--quiet"), ref, ref_name)
row("shape", "weekly chart history, pretty-printed", weeks,
    lambda n: chart_history(scratch / f"chart-pretty-{n}", n, True), validate("--quiet"), ref, ref_name)
row("shape", "the same history as a series (previous-list, labels)", weeks,
    lambda n: chart_history(scratch / f"chart-series-{n}", n, False, series=True), validate("--quiet"), ref, ref_name)
row("shape", "signed movement in wildcard lists (100 entries each)", 200 if quick else 1000,
    lambda n: signed_wildcard(scratch / f"signed-{n}", n), validate("--quiet"), ref, ref_name)
row("shape", "reference format, two lists (with prior year)", 20_000 if quick else 250_000,
    lambda n: reference_pair(scratch / f"reference-{n}", n), validate("--quiet"), ref, ref_name)

# List counts.
for count in ([20_000] if quick else [1_000, 10_000, 100_000]):
    row("lists", "one-entry lists", count, lambda n: many_lists(scratch / f"lists-{n}", n, 1), validate("--quiet", "--no-prior"), ref, ref_name)
row("lists", "one-entry lists, every move wrong, minified prior year", 10_000 if quick else 50_000,
    lambda n: lists_with_minified_prior(scratch / f"minified-prior-{n}", n), validate("--quiet"), ref, ref_name)
row("lists", "empty lists", 50_000, lambda n: many_lists(scratch / f"empty-{n}", n, 0),
    validate("--quiet", "--no-prior"), ref, ref_name)

# Untrusted sizes: one file big in one way.
# Quick sizes still run a quarter second or more: the growth of a shorter run is mostly noise.
for kind, label, n in [("keys", "keys in one entry", 800_000),
                       ("town", "one town in every list (RC301 across lists)", 10_000 if quick else 50_000),
                       ("twice", "every town twice, here and in the prior (RC103, RC403)", 200_000 if quick else 400_000),
                       ("columns", "string columns in a table's two rows (RC301)", 500_000 if quick else 1_000_000),
                       ("name", "characters in one name (with RC302 problems)", 1_000_000 if quick else 17_000_000),
                       ("number", "digits in one number (RC004, printed)", 100_000 if quick else 1_000_000)]:
    # The long number's finding is printed: its words are what reads the digits again.
    command = ((lambda path: validate("--quiet", "--prior", str(path.with_name("prior.json")))(path)) if kind == "twice"
               else validate("--no-prior") if kind == "number" else validate("--quiet", "--no-prior"))
    row("sizes", label, n, lambda m, k=kind: hostile_size(scratch / f"size-{k}-{m}", k, m), command)

# Findings: every movement wrong, per format against ruff's matching format on as many diagnostics.
ruff_formats = {"human": "full", "json": "json", "sarif": "sarif", "github": "github"}
finding_counts = [20_000] if quick else [200_000, 1_000_000]
for findings in finding_counts:
    per_list = findings // 2
    make = lambda n: reference_pair(scratch / f"wrong-{n}", n, wrong_every=1)
    for ours, theirs in list(ruff_formats.items()) + [("quiet", "concise")]:
        command = validate("--quiet") if ours == "quiet" else validate("--format", ours)
        reference = (lambda path, f=theirs, d=findings: [ruff, "check", "--no-cache", "--select", "E711", "--output-format", f,
                                                          str(ruff_file(scratch / f"ruff-{d}", d))]) if ruff else None
        row("findings", f"every entry wrong: {ours}" + (" (ruff " + theirs + ")" if ruff else ""), findings,
            lambda n, m=make: m(n // 2), command, reference, f"ruff {theirs}" if ruff else "")
tenth = 20_000 if quick else 200_000
# A finding no output shows costs nothing: 10% new entries (hidden RC403 notes) against the same
# run with the rule turned off.
row("findings", "10% new entries: hidden notes (RC403) vs --ignore RC403", 20_000 if quick else 500_000,
    lambda n: reference_pair_with_new_entries(scratch / f"new-entries-{n}", n // 2), validate("--quiet"),
    lambda path: validate("--quiet", "--ignore", "RC403")(path), "the same, --ignore RC403")
row("findings", "10% of entries wrong: json", tenth, lambda n: reference_pair(scratch / f"tenth-{n}", n // 2, wrong_every=10),
    validate("--format", "json"))

# Peak memory per finding: every entry wrong (json) against the same file with every claim true.
measures_memory = not only or "findings" in only
clean = None if not measures_memory else reference_pair(scratch / f"clean-{finding_counts[0]}", finding_counts[0] // 2)
wrong = None if not measures_memory else reference_pair(scratch / f"wrong-{finding_counts[0] // 2}", finding_counts[0] // 2, wrong_every=1)
# The medians of five peaks each: one peak moves by tens of bytes a finding from run to run.
memory = None if not measures_memory else measure([("clean", validate("--format", "json")(clean), None, None), ("wrong", validate("--format", "json")(wrong), None, None)],
                                                  times=max(5, repeat))
bytes_per_finding = None if not measures_memory else (memory["wrong"][3] - memory["clean"][3]) * 1048576 / finding_counts[0]

# Fixes: --fix of every movement of a fresh copy, against ruff --fix --unsafe-fixes on as many.
def fix_row(fixes):
    def make(n):
        source = reference_pair(scratch / f"wrong-{n // 2}", n // 2, wrong_every=1)
        work = scratch / f"fix-{n}"
        return source, work
    small_source, small_work = make(fixes)
    large_source, large_work = make(2 * fixes)

    def fresh(source, work):
        return lambda: (shutil.rmtree(work, ignore_errors=True), shutil.copytree(source.parent, work))
    pairs = [("n", [rankcheck, "validate", "TownRanking2021.json", "--fix", "--quiet", "--exit-zero"], small_work, fresh(small_source, small_work)),
             ("2n", [rankcheck, "validate", "TownRanking2021.json", "--fix", "--quiet", "--exit-zero"], large_work, fresh(large_source, large_work))]
    if ruff:
        python = ruff_file(scratch / f"ruff-{fixes}", fixes)
        ruff_work = scratch / f"ruff-fix-{fixes}"
        pairs.append(("ref", [ruff, "check", "--no-cache", "--select", "E711", "--fix", "--unsafe-fixes", "generated.py"], ruff_work,
                      lambda: (shutil.rmtree(ruff_work, ignore_errors=True), shutil.copytree(python.parent, ruff_work))))
    result = measure(pairs)
    growth = checked_growth(pairs, result, "fixes")
    rows.append(("fixes", "--fix of every movement", fixes, result["n"][0], result["n"][1],
                 "ruff --fix --unsafe-fixes" if ruff else "", result.get("ref", (None,))[0], growth))


for fixes in ([20_000] if quick else [200_000, 900_000]):
    if not only or "fixes" in only:
        fix_row(fixes)

# Tables: a CSV chart read and checked, beside pyarrow's and polars' CSV readers on the same file.
table_rows = 200_000 if quick else 4_400_000  # about 200 MB in full
for library in ("pyarrow", "polars"):
    if have_module(library):
        row("tables", f"chart CSV, dates in order, each the prior of the next (vs {library})", table_rows,
            lambda n: chart_table(scratch / f"table-chart-{n}", n, 100), validate("--quiet"), csv_reader_command(library), f"{library} read_csv")
row("tables", "52-week chart year, entries per week doubled", 1_000 if quick else 20_000,
    lambda n: chart_table(scratch / f"table-year-{n}", 52 * n, n), validate("--quiet"))
row("tables", "multi-date table sorted by name (rows of a date scattered)", 200_000 if quick else 1_000_000,
    lambda n: chart_table(scratch / f"table-by-name-{n}", n, 200, sorted_by_name=True), validate("--quiet"),
    csv_reader_command("polars") if have_module("polars") else None, "polars read_csv" if have_module("polars") else "")

header = f"{'group':9} {'workload':62} {'n':>9} {'rankcheck s':>11} {'RSS MiB':>8} {'reference':26} {'ref s':>7} {'ratio':>6} {'growth':>6}"
print(header)
print("-" * len(header))
for group, workload, n, ours, rss, reference_name, theirs, growth in rows:
    ratio = f"{ours / theirs:.2f}x" if theirs else ""
    theirs_text = f"{theirs:.3f}" if theirs else ""
    print(f"{group:9} {workload:62} {n:>9,} {ours:11.3f} {rss:8.0f} {reference_name:26} {theirs_text:>7} {ratio:>6} {growth:6.2f}")
if bytes_per_finding is not None:
    print(f"\npeak memory per finding ({finding_counts[0]:,} findings, json, against the same file with none; medians of five peaks): {bytes_per_finding:.0f} bytes")
print("ratio = rankcheck's time / the reference's; growth = rankcheck's time at 2n / at n (linear ≈ 2).")
for failure in growth_failures:
    print("FAIL: growth above 2.5:", failure)
sys.exit(1 if growth_failures else 0)
