#!/usr/bin/env python3
"""A table checked a run of lists at a time reports what it reports checked whole.

Random weekly charts of 70,000 to 200,000 rows (each week the prior of the next; a third of
them for three regions in one table, each region's weeks a series) with planted
mistakes — wrong previous ranks, gaps and repeats in ranks, names with trailing space and names
twice in a week, an artist that changes (RC301 when the title alone is the identity), a
previous rank that is not a number, rows with a field too many or too few, quoted line breaks,
blank rows, empty lines and the header again (which leave every row readable, so `--fix` still
applies) —
in four orders: by week, by song (each week's rows spread through the table), newest week
first, and with the artist empty in the first 40,000 rows. Each is checked as json twice: as
validate checks it (a run of lists at a time), and with an HTML page written too, which keeps
the whole model and so checks the table whole. The two reports, and the files `--fix` writes
either way, must be the same bytes.

    python3 .ci/runs_differential.py .build/release/rankcheck [SEEDS]
"""
import datetime, json, os, random, re, shutil, subprocess, sys, tempfile

import weekly_chart


def chart(seed, folder):
    """Writes a chart and its configuration into `folder`; returns a line that describes it."""
    rng = random.Random(seed)
    per = rng.choice([50, 100, 300, 1000])
    regions = rng.choice([[""], [""], ["north", "south", "west"]])
    weeks = rng.randint(70_000, 200_000) // per // len(regions)
    identity = rng.choice([["/title"], ["/title", "/artist"]])
    configuration = {"prior": "previous-list", "shape": {
        "listBy": ["/region", "/date"] if len(regions) > 1 else "/date", "rank": "/current", "identity": identity, "movement": {"previousRank": "/previous"},
        "fields": "open", "table": {"nulls": ["", "0"]}}}
    if rng.random() < 0.5:
        configuration["ties"] = "competition"
    with open(os.path.join(folder, ".rankcheck.json"), "w") as f:
        json.dump(configuration, f)
    # Odd seeds also plant rows that cannot be read (then no fix is applied) and quoted line breaks;
    # even ones blank rows (`,,,`), empty lines and the header again, which every row reads beside.
    broken = seed % 2 == 1
    blank = "," * (6 + (len(regions) > 1))
    header = "date,title,artist,current,previous,peak,weeks" + (",region" if len(regions) > 1 else "")

    def quoted(text):
        return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\n') else text

    rows = []
    for region, week, date, songs in ((region, *week) for region in regions for week in weekly_chart.weeks(rng, per, weeks, datetime.date(1990, 1, 1))):
        if week == 0: previous = {}
        now = {}
        for rank, song in enumerate(songs, 1):
            title, artist, prior, shown = f"Song {song}", f"Artist {song % 97}, the band", previous.get(song, 0), rank
            x = rng.random()
            if x < 0.002: prior += 1
            elif x < 0.003: artist += " feat. X"
            elif x < 0.0035: shown += 1
            elif x < 0.0038: title += " "
            elif x < 0.0040: title = f"Song {songs[0]}"
            elif x < 0.0042: prior = "x"
            elif x < 0.0043: prior = ""
            if broken and rng.random() < 0.0005: artist += "\nsecond line"
            line = f"{date},{quoted(title)},{quoted(artist)},{shown},{prior},{rank},{week}" + (f",{region}" if region else "")
            y = rng.random() if broken else 1
            if y < 0.0003: line += ",extra"
            elif y < 0.0005: line = f"{date},{quoted(title)},{shown}"
            rows.append(line)
            if not broken and rng.random() < 0.0004:
                rows.append(rng.choice([blank, "", header]))
            now[song] = rank
        previous = now
    order = rng.choice(["by week", "by song", "newest first", "artist empty at first"])
    if order == "by week":
        rows.sort(key=lambda line: line[:10])  # stable: each date's regions in turn
    elif order == "by song":
        rows.sort(key=lambda line: (line.split(",") + [""])[1])
    elif order == "newest first":
        by_week = {}
        for line in rows: by_week.setdefault(line[:10], []).append(line)
        rows = [line for week in sorted(by_week, reverse=True) for line in by_week[week]]
    elif order == "artist empty at first":
        rows = [re.sub(r',"[^"]*",', ",,", line, count=1) if i < 40_000 else line for i, line in enumerate(rows)]
    ending = rng.choice(["\n", "\r\n"])
    with open(os.path.join(folder, "chart.csv"), "w", newline="") as f:
        f.write(header + ending)
        f.writelines(line + ending for line in rows)
    return f"{len(rows)} rows, {per} a week{f' in {len(regions)} regions' if len(regions) > 1 else ''}, identity {' + '.join(identity)}, {configuration.get('ties', 'none')} ties, {order}"


def run(binary, folder, *arguments):
    done = subprocess.run([binary, "validate", "chart.csv", *arguments], cwd=folder, capture_output=True)
    return done.returncode, done.stdout, done.stderr


def main():
    binary = os.path.abspath(sys.argv[1])
    seeds = [int(s) for s in sys.argv[2:]] or [1, 2, 3, 4, 5, 6, random.randrange(1 << 30)]
    failures = 0
    for seed in seeds:
        with tempfile.TemporaryDirectory() as folder:
            described = chart(seed, folder)
            runs = run(binary, folder, "--format", "json")
            whole = run(binary, folder, "--format", "json", "--report", f"html:{os.path.join(folder, 'page.html')}")
            fixed = {}
            for name, extra in [("runs", []), ("whole", ["--report", "html:" + os.devnull])]:
                copy = os.path.join(folder, name)
                os.mkdir(copy)
                for file in ("chart.csv", ".rankcheck.json"):
                    shutil.copy(os.path.join(folder, file), copy)
                fixed[name] = (run(binary, copy, "--fix", "--quiet", *extra), open(os.path.join(copy, "chart.csv"), "rb").read())
            findings = len(json.loads(runs[1])["findings"]) if runs[1] else 0
            changed = fixed["runs"][1] != open(os.path.join(folder, "chart.csv"), "rb").read()
            same = runs == whole and fixed["runs"] == fixed["whole"]
            print(f"seed {seed}: {described}: {findings} findings, {'fixed' if changed else 'no fix applied'}: {'the same' if same else 'DIFFERENT'}")
            if not same:
                failures += 1
                if runs != whole:
                    print(f"  exit {runs[0]} checked in runs, {whole[0]} whole; stderr {runs[2][:200]!r} / {whole[2][:200]!r}")
                if fixed["runs"] != fixed["whole"]:
                    print("  --fix differs")
    if failures:
        sys.exit(f"{failures} of {len(seeds)} tables report otherwise in runs than whole")
    print(f"{len(seeds)} tables: the same report and fixes in runs as whole")


if __name__ == "__main__":
    main()
