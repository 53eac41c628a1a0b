#!/usr/bin/env python3
"""Writes Fixtures/tables/: ranking tables shaped like published ones, each with a few planted
problems (listed in TableFixtureTests), and structurally broken tables.

    python3 .ci/make_table_fixtures.py      # rewrites the folder; the output is deterministic
"""
import csv, io, json, os, random

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "tables")


def write(path, text, binary=False):
    path = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if binary:
        with open(path, "wb") as f:
            f.write(text)
    else:
        with open(path, "w", newline="", encoding="utf-8") as f:
            f.write(text)


def config(folder, value):
    write(f"{folder}/.rankcheck.json", json.dumps(value, indent=2, sort_keys=True) + "\n")


def table(rows, delimiter=",", line="\n"):
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator=line, quoting=csv.QUOTE_MINIMAL)
    writer.writerows(rows)
    return out.getvalue()


def chart_year():
    """A weekly chart year in one file: `previous` 0 for a new song; sorted by date, then rank."""
    rng = random.Random(7)
    titles = ["Hello, World", 'Say "Yes"', "Blinding Lights", "Levitating", "Drivers License", "Mood", "Positions",
              "Dynamite", "Good 4 U", "Stay", "Peaches", "Montero", "Kiss Me More", "Heat Waves", "Leave The Door Open"]
    pool = [(f"{titles[i % len(titles)]}{'' if i < len(titles) else f' ({i // len(titles) + 1})'}", f"Artist {i % 23 + 1}") for i in range(400)]
    fresh = iter(pool[20:])
    current = pool[:20]
    peaks, weeks, previous_rank = {}, {}, {}
    rows = [["date", "title", "artist", "current", "previous", "peak", "weeks"]]
    for week in range(52):
        day = 2 + 7 * week
        month_days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        month = 0
        while day > month_days[month]:
            day -= month_days[month]
            month += 1
        date = f"2021-{month + 1:02d}-{day:02d}"
        if week > 0:
            # Three songs leave, three arrive, neighbours swap.
            for _ in range(3):
                current.pop(rng.randrange(len(current)))
            for _ in range(3):
                current.insert(rng.randrange(len(current) + 1), next(fresh))
            for _ in range(4):
                i = rng.randrange(len(current) - 1)
                current[i], current[i + 1] = current[i + 1], current[i]
        this_rank = {}
        for rank, song in enumerate(current, 1):
            previous = previous_rank.get(song, 0)
            peaks[song] = min(peaks.get(song, rank), rank)
            weeks[song] = weeks.get(song, 0) + 1
            rows.append([date, song[0], song[1], rank, previous, peaks[song], weeks[song]])
            this_rank[song] = rank
        previous_rank = this_rank
    # Planted: week 10's fifth song claims the wrong previous rank; week 30 has rank 7 twice.
    rows[1 + 9 * 20 + 4][4] = 19 if rows[1 + 9 * 20 + 4][4] != 19 else 18
    rows[1 + 29 * 20 + 7][3] = 7
    config("chart-year", {"prior": "previous-list", "shape": {
        "listBy": "/date", "rank": "/current", "identity": ["/title", "/artist"], "movement": {"previousRank": "/previous"},
        "fields": "open", "table": {"nulls": ["", "0"]}}})
    write("chart-year/hot-2021.csv", table(rows))


def national_teams():
    """A national-team ranking: many dates in one file, sorted by team name, signed `rank_change`."""
    rng = random.Random(11)
    teams = ["Argentina", "Belgium", "Brazil", "Côte d'Ivoire", "Croatia", "Denmark", "England", "France", "Germany", "Italy",
             "Japan", "Korea Republic", "Mexico", "Morocco", "Netherlands", "Portugal", "Senegal", "Spain", "Switzerland", "USA",
             "Uruguay", "Wales", "Colombia", "Peru", "Sweden"]
    order = teams[:]
    rng.shuffle(order)
    rows = []
    previous = {}
    dates = [f"2022-{m:02d}-{d:02d}" for m, d in [(2, 10), (3, 31), (6, 23), (8, 25), (10, 6), (12, 22)]]
    for n, date in enumerate(dates):
        if n:
            for _ in range(5):
                i = rng.randrange(len(order) - 1)
                order[i], order[i + 1] = order[i + 1], order[i]
        for rank, team in enumerate(order, 1):
            change = previous[team] - rank if team in previous else 0
            points = round(1850 - rank * 17.5 + rng.random(), 2)
            rows.append([rank, team, team[:3].upper(), points, change, "UEFA" if team in ("Belgium", "Croatia", "Denmark", "England", "France", "Germany", "Italy", "Netherlands", "Portugal", "Spain", "Switzerland", "Wales", "Sweden") else "OTHER", date])
        previous = {team: rank for rank, team in enumerate(order, 1)}
    rows.sort(key=lambda r: (r[1], r[6]))
    # Planted: Japan's change on the fourth date has the wrong sign.
    for row in rows:
        if row[1] == "Japan" and row[6] == dates[3]:
            row[4] = -row[4] if row[4] else 3
    config("national-teams", {"prior": "previous-list", "shape": {
        "listBy": "/rank_date", "rank": "/rank", "identity": ["/country_full"], "movement": {"signed": "/rank_change", "positiveIs": "up"},
        "fields": "open"}})
    write("national-teams/rankings.csv", table([["rank", "country_full", "country_abrv", "total_points", "rank_change", "confederation", "rank_date"]] + rows, line="\r\n"))


def tennis():
    """A tennis ranking: a date per week, ties at the end (997, 997, 997, 1000), points descending."""
    rng = random.Random(5)
    players = [f"Player {chr(65 + i % 26)}{i}" for i in range(40)]
    rows = [["ranking_date", "rank", "player", "points"]]
    for week, date in enumerate(["20230102", "20230109", "20230116", "20230123"]):
        rng.shuffle(players)
        points = sorted((rng.randrange(300, 9000) for _ in range(26)), reverse=True)
        for rank, p in enumerate(points, 1):
            rows.append([date, rank, players[rank - 1], p])
        for player in players[26:29]:
            rows.append([date, 27, player, 250])
        rows.append([date, 30, players[29], 240])
    # Planted: in the third week, rank 5 has more points than rank 4.
    base = 1 + 2 * 30
    rows[base + 4][3] = rows[base + 3][3] + 10
    config("tennis", {"prior": "off", "ties": "competition", "shape": {
        "listBy": "/ranking_date", "rank": "/rank", "identity": ["/player"], "movement": "none",
        "score": {"pointer": "/points", "order": "descending"}, "fields": "closed"}})
    write("tennis/atp-2023.csv", table(rows))


def university():
    """A university table (tab-separated), as world rankings publish one: shared ranks written
    `=3`, then bands of shared ranks past the top 20 (`21–25`, and `31+` for the last), one list,
    scores descending."""
    rng = random.Random(3)
    names = ["University of Oxford", "Stanford University", "Massachusetts Institute of Technology", "Harvard University",
             "University of Cambridge", "Princeton University", "California Institute of Technology", "Imperial College London",
             "University of California, Berkeley", "Yale University", "ETH Zurich", "University of Chicago", "Peking University",
             "Tsinghua University", "University of Pennsylvania", "Johns Hopkins University", "Columbia University",
             "University of Toronto", "東京大学", "National University of Singapore"]
    banded = ["University of Edinburgh", "King's College London", "LMU Munich", "University of Melbourne", "McGill University",
              "京都大学", "Seoul National University", "University of Hong Kong", "Fudan University", "KU Leuven",
              "Sorbonne University", "University of Sydney", "Heidelberg University", "University of Vienna", "University of Zurich",
              "University of Amsterdam", "Delft University of Technology", "University of Copenhagen", "Karolinska Institute",
              "University of Manchester", "Monash University", "University of Queensland", "Nanyang Technological University",
              "Zhejiang University", "Shanghai Jiao Tong University", "University of British Columbia", "Technical University of Munich",
              "University of Texas at Austin", "University of Washington", "Duke University", "Cornell University",
              "Northwestern University", "New York University"]
    scores = sorted((round(rng.uniform(70, 98), 1) for _ in names), reverse=True)
    scores[3] = scores[2]
    scores[9] = scores[8] = scores[7]
    rows = [["rank", "name", "country", "overall"]]
    rank = 0
    for i, (name, score) in enumerate(zip(names, scores)):
        if i == 0 or score != scores[i - 1]:
            rank = i + 1
        tied = scores.count(score) > 1
        rows.append([f"={rank}" if tied else str(rank), name, "JP" if "東京" in name else "XX", score])
    # A band's score is published as the range of its scores. Planted: the band 21–25 holds six
    # universities, so the band after it starts a rank early.
    bands = [("21–25", 6), ("26–30", 4), ("31–40", 10), ("41–50", 10), ("51+", 3)]
    names = iter(banded)
    top = scores[-1] - 0.3
    for band, count in bands:
        low = round(top - 0.4 * count, 1)
        for _ in range(count):
            name = next(names)
            rows.append([band, name, "JP" if "京都" in name else "XX", f"{low}–{round(top, 1)}"])
        top = low - 0.1
    config("university", {"prior": "off", "ties": "competition", "shape": {
        "rank": "/rank", "identity": ["/name"], "movement": "none", "score": {"pointer": "/overall", "order": "descending"}, "fields": "open"}})
    write("university/world-2024.tsv", table(rows, delimiter="\t"))


def daily_regions():
    """Daily charts of three regions in one table (`region,date`, as streaming charts are kept),
    sorted by date, then region and rank; `previous` empty for a song new to that region."""
    rng = random.Random(13)
    pool = [(f"Track {i + 1}", f"Artist {i % 9 + 1}") for i in range(30)]
    rows = [["rank", "title", "artist", "region", "date", "previous", "streams"]]
    charts = {region: rng.sample(pool, 15) for region in ("ar", "br", "global")}
    last = {region: {} for region in charts}
    for day in range(1, 8):
        for region, current in charts.items():
            if day > 1:
                # One song leaves for another not charted there, neighbours swap.
                current.pop(rng.randrange(len(current)))
                current.insert(rng.randrange(len(current) + 1), rng.choice([song for song in pool if song not in current]))
                i = rng.randrange(len(current) - 1)
                current[i], current[i + 1] = current[i + 1], current[i]
            for rank, song in enumerate(current, 1):
                rows.append([rank, song[0], song[1], region, f"2024-03-{day:02d}", last[region].get(song, ""), 90000 - rank * 3100])
            last[region] = {song: rank for rank, song in enumerate(current, 1)}
    # Planted: br's fourth day claims a wrong previous rank for its third song; global's sixth day has rank 9 twice.
    br4 = next(i for i, row in enumerate(rows) if row[3] == "br" and row[4] == "2024-03-04" and row[0] == 3)
    rows[br4][5] = 1 if rows[br4][5] != 1 else 2
    global6 = next(i for i, row in enumerate(rows) if row[3] == "global" and row[4] == "2024-03-06" and row[0] == 10)
    rows[global6][0] = 9
    config("daily-regions", {"prior": "previous-list", "shape": {
        "listBy": ["/region", "/date"], "rank": "/rank", "identity": ["/title"], "movement": {"previousRank": "/previous"},
        "score": {"pointer": "/streams", "order": "descending"}, "fields": "open"}})
    write("daily-regions/charts-2024-03.csv", table(rows))


def broken():
    """Tables that break RFC 4180 in each way RC008 names (frictionless agrees on the rows)."""
    header = "rank,townName,isRankUp,rankFluctuation\n"
    write("broken/unterminated.csv", header + '1,Warabi,false,0\n2,"Kashiwa,false,0\n3,Tokyo,false,0\n')
    write("broken/stray-quote.csv", header + '1,Warabi,false,0\n2,Kash"iwa,false,0\n3,Tokyo,false,0\n')
    write("broken/field-count.csv", header + "1,Warabi,false,0\n2,Kashiwa,false\n3,Tokyo,false,0,extra\n4,Chiba,false,0\n")
    write("broken/invalid-utf8.csv", (header + "1,Warabi,false,0\n2,Kash\xffiwa,false,0\n3,Tokyo,false,0\n").encode("latin-1"), binary=True)
    write("broken/byte-order-mark.csv", ("\ufeff" + header + "1,Warabi,false,0\n").encode("utf-8"), binary=True)
    write("broken/blank-line.csv", header + "1,Warabi,false,0\n\n2,Kashiwa,false,0\n")
    write("broken/blank-row.csv", header + "1,Warabi,false,0\n2,Kashiwa,false,0\n,,,\n\"\",\"\",\"\",\"\"\n")
    write("broken/unnamed-columns.csv", header.rstrip("\n") + ",,\n1,Warabi,false,0,,\n2,Kashiwa,false,0,,\n")
    write("broken/duplicate-column.csv", "rank,townName,rank,isRankUp,rankFluctuation\n1,Warabi,1,false,0\n")


if __name__ == "__main__":
    chart_year()
    national_teams()
    tennis()
    university()
    daily_regions()
    broken()
