#!/usr/bin/env python3
"""Writes Fixtures/init/: ranking data of several shapes, each with the configuration a person
would write by hand for it (.expected.rankcheck.json beside the data), and a planted mistake or
two, so `rankcheck init` can be proven to infer a shape that finds the same."""
import json
import pathlib
import random
import shutil

root = pathlib.Path(__file__).resolve().parent.parent / "Fixtures/init"
shutil.rmtree(root, ignore_errors=True)
rng = random.Random(20261125)


def write(path, value):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def yearly_rankings(rng, names, years, start, drift, top):
    """Each year, the `top` names by a score that starts in the range `start` and drifts by up
    to `drift` a year: (year, the names in rank order, every name's score)."""
    scores = {name: rng.uniform(*start) for name in names}
    for year in years:
        for name in names:
            scores[name] += rng.uniform(-drift, drift)
        yield year, sorted(names, key=lambda name: -scores[name])[:top], scores


def chart_weeks(weeks, size, wrong=()):
    """Weekly charts: song, artist, this_week, last_week (null when new), peak, weeks on chart."""
    # Titles repeat across artists and artists across titles: only the pair identifies a song.
    songs = [(f"Song {i % size}", f"Artist {i % 17}") for i in range(size * 2)]
    previous, peaks, out = {}, {}, []
    for week in range(weeks):
        chosen = rng.sample(songs, size)
        data = []
        for i, (song, artist) in enumerate(chosen):
            last = previous.get((song, artist))
            if (week, i) in wrong and last is not None:
                last = last + 1 if last < size else last - 1
            peaks[(song, artist)] = min(peaks.get((song, artist), i + 1), i + 1)
            data.append({"song": song, "artist": artist, "this_week": i + 1, "last_week": last,
                         "peak_position": peaks[(song, artist)], "weeks_on_chart": 1 + week})
        out.append({"date": f"1999-{1 + week // 4:02d}-{1 + 7 * (week % 4):02d}", "data": data})
        previous = {(s, a): i + 1 for i, (s, a) in enumerate(chosen)}
    return out


chart_shape = {"lists": ["/*/data"], "label": "/*/date", "rank": "/this_week", "identity": ["/song", "/artist"],
               "movement": {"previousRank": "/last_week"}, "fields": "open"}

# A whole chart history in one file.
write(root / "chart-history/history.json", chart_weeks(12, 20, wrong={(5, 3), (9, 11)}))
write(root / "chart-history/.expected.rankcheck.json", {"prior": "previous-list", "shape": chart_shape})

# One week of a chart.
week = chart_weeks(2, 20)[1]
# Planted: two songs claim the same place last week (RC203).
week["data"][4]["last_week"] = week["data"][3]["last_week"] = 7
write(root / "chart-week/week.json", week)
write(root / "chart-week/.expected.rankcheck.json", {"shape": {**{k: v for k, v in chart_shape.items() if k not in ("lists", "label")},
                                                              "lists": ["/data"]}})

# A folder of weekly files, named by date.
for entry in chart_weeks(6, 15, wrong={(4, 2)}):
    write(root / f"chart-folder/weeks/{entry['date']}.json", entry)
write(root / "chart-folder/.expected.rankcheck.json", {"prior": "previous-file", "shape": {
    "lists": ["/data"], "label": "/date", "rank": "/this_week", "identity": ["/song", "/artist"],
    "movement": {"previousRank": "/last_week"}, "fields": "open"}})

# A tour ranking: divisions under /rankings/*/competitor_rankings, nested ids, signed moves, points.
prior_positions = {}
divisions = []
for d in range(3):
    competitors = [f"sr:competitor:{1000 * d + i}" for i in range(25)]
    order = competitors[:]
    rng.shuffle(order)
    last = {c: r + 1 for r, c in enumerate(competitors)}
    rows = []
    points = 9000
    for r, competitor in enumerate(order, 1):
        points -= rng.randint(1, 300)
        movement = last[competitor] - r
        if d == 1 and r == 7:
            movement += 2  # planted: a wrong claim
        rows.append({"rank": r, "movement": movement, "points": points,
                     "competitor": {"id": competitor, "name": f"Player {competitor[-4:]}", "country": "JPN" if r % 3 else "FRA"}})
    divisions.append({"type_id": d, "name": f"division {d}", "competitor_rankings": rows})
write(root / "tour/rankings-2021.json", {"generated_at": "2021-06-01", "rankings": divisions})
write(root / "tour/.expected.rankcheck.json", {"shape": {"lists": ["/rankings/*/competitor_rankings"], "label": "/rankings/*/name", "rank": "/rank",
      "identity": ["/competitor/id"], "displayName": ["/competitor/name"], "movement": {"signed": "/movement", "positiveIs": "up"},
      "score": {"pointer": "/points", "order": "descending"}, "fields": "open"}})

# A programming-language index: a top-level array with percentages.
languages = ["Python", "C", "C++", "Java", "C#", "JavaScript", "Go", "Visual Basic", "Delphi", "SQL", "Fortran", "Swift"]
share = 25.0
index = []
for r, name in enumerate(languages, 1):
    share -= rng.uniform(0.5, 4.0) if r > 1 else 0
    index.append({"rank": r, "name": name, "percentage": round(share if r != 9 else share + 9, 2)})  # planted: 9 above 8
write(root / "index/index.json", index)
write(root / "index/.expected.rankcheck.json", {"shape": {"lists": [""], "rank": "/rank", "identity": ["/name"], "movement": "none",
      "score": {"pointer": "/percentage", "order": "descending"}, "fields": "open"}})

# The reference format: last year's and this year's files.
shutil.copy(root.parent / "years/TownRanking2021.json", root / "reference" / "TownRanking2021.json") if (root / "reference").mkdir(parents=True) is None else None
shutil.copy(root.parent / "years/TownRanking2022.json", root / "reference" / "TownRanking2022.json")
write(root / "reference/.expected.rankcheck.json", {})
# A city index written by a spreadsheet where the comma is the decimal mark: separated by ';',
# the index written 78,4, CRLF, one name quoted because it holds a ';'. Planted: rank 14 missing (RC101), two cities
# with the same previous rank (RC203).
cities = [("München", "Bayern"), ("Hamburg", "Hamburg"), ("Frankfurt am Main", "Hessen"), ("Stuttgart", "Baden-Württemberg"),
          ("Düsseldorf", "Nordrhein-Westfalen"), ("Köln; Stadt", "Nordrhein-Westfalen"), ("Berlin", "Berlin"), ("Leipzig", "Sachsen"),
          ("Dresden", "Sachsen"), ("Nürnberg", "Bayern"), ("Hannover", "Niedersachsen"), ("Bremen", "Bremen"),
          ("Münster", "Nordrhein-Westfalen"), ("Freiburg im Breisgau", "Baden-Württemberg"), ("Karlsruhe", "Baden-Württemberg"),
          ("Mainz", "Rheinland-Pfalz"), ("Heidelberg", "Baden-Württemberg"), ("Regensburg", "Bayern"), ("Augsburg", "Bayern"),
          ("Bonn", "Nordrhein-Westfalen")]
previous = [2, 1, 3, 5, 4, 7, 6, "", 9, 9, 12, 11, 10, "", 15, 13, "", 16, 19, 18]
lines = ["rank;city;state;index;previous"]
for i, ((city, state), last) in enumerate(zip(cities, previous)):
    rank = i + 1 if i < 13 else i + 2
    name = f'"{city}"' if ";" in city else city
    lines.append(f"{rank};{name};{state};{78.4 - i * 1.3:.1f};{last}".replace(".", ","))
(root / "semicolons").mkdir(parents=True)
(root / "semicolons/cities-2024.csv").write_bytes(("\r\n".join(lines) + "\r\n").encode("utf-8"))
write(root / "semicolons/.expected.rankcheck.json", {"shape": {"rank": "/rank", "identity": ["/city"], "movement": {"previousRank": "/previous"},
      "score": {"pointer": "/index", "order": "descending"}, "fields": "open", "table": {"delimiter": ";", "decimal": ","}}})
# A ranking copied from a web page a week a file, places numbered as a list numbers them ("1.",
# last week's "2." too), points with a thousands comma. Planted: a player's last week written
# as the place of the player beside him (one RC401).
weeks = [[("Jannik Sinner", "ITA", 11830), ("Alexander Zverev", "GER", 8135), ("Carlos Alcaraz", "ESP", 7010),
          ("Taylor Fritz", "USA", 5350), ("Daniil Medvedev", "RUS", 5031), ("Casper Ruud", "NOR", 4255),
          ("Novak Djokovic", "SRB", 3910), ("Alex de Minaur", "AUS", 3745)],
         [("Jannik Sinner", "ITA", 11830), ("Alexander Zverev", "GER", 8135), ("Carlos Alcaraz", "ESP", 7010),
          ("Taylor Fritz", "USA", 5350), ("Casper Ruud", "NOR", 4210), ("Daniil Medvedev", "RUS", 4200),
          ("Novak Djokovic", "SRB", 3900), ("Alex de Minaur", "AUS", 3745)]]
(root / "ranks-as-text").mkdir(parents=True)
last = {}
for week, (date, players) in enumerate(zip(["2024-11-18", "2024-11-25"], weeks)):
    lines = ["Rank,Player,Country,Points,Prev"]
    for i, (name, country, points) in enumerate(players, 1):
        prev = last.get(name, "")
        if week == 1 and name == "Casper Ruud":
            prev = 5
        lines.append(f'{i}.,{name},{country},"{points:,}",{f"{prev}." if prev else ""}')
    last = {name: i for i, (name, _, _) in enumerate(players, 1)}
    (root / f"ranks-as-text/atp-{date}.csv").write_text("\n".join(lines) + "\n")
write(root / "ranks-as-text/.expected.rankcheck.json", {"prior": "previous-file", "shape": {"rank": "/Rank", "identity": ["/Player"],
      "movement": {"previousRank": "/Prev"}, "score": {"pointer": "/Points", "order": "descending"}, "fields": "open", "table": {"thousands": ","}}})
# What `rankcheck init` writes here: docs/shapes.md runs it with the file in place, which it keeps.
(root / "ranks-as-text/.rankcheck.json").write_text('{\n  "prior": "previous-file",\n  "shape": {\n    "fields": "open",\n    "identity": [\n      "/Player"\n    ],\n    "movement": {\n      "previousRank": "/Prev"\n    },\n    "rank": "/Rank",\n    "score": {\n      "order": "descending",\n      "pointer": "/Points"\n    },\n    "table": {\n      "thousands": ","\n    }\n  }\n}\n', encoding="utf-8")
# A table of countries by GDP that writes "—" where the world's total and a union of countries
# stand among the ranked rows: init names the column, the rows, and what to do, instead of
# guessing (no .expected.rankcheck.json: no shape is inferred).
economies = [("—", "World", 110047), ("1", "United States", 28781), ("—", "European Union", 19403), ("2", "China", 18532),
             ("3", "Germany", 4591), ("4", "Japan", 4110), ("5", "India", 3937), ("6", "United Kingdom", 3495)]
(root / "unranked-rows").mkdir(parents=True)
(root / "unranked-rows/gdp-2024.csv").write_text("Rank,Country,GDP\n" + "".join(f"{r},{c},{g}\n" for r, c, g in economies))
# A chart whose change column writes `+3`, `-2`, `=` for no change and `NEW` for a song not in
# the week before. Planted: a song that moved written `=` (week 9) and a returning song written
# NEW (week 17), two RC401 among 20 weeks' moves (init reads a signed column whose moves agree
# all but one in a hundred).
charts = random.Random(2021)
lines, previous = ["week,pos,title,artist,change"], {}
songs = [(f"Song {i + 1}", f"Artist {i % 7}") for i in range(28)]
for week in range(20):
    ranks, planted = {}, False
    for pos, song in enumerate(charts.sample(songs, 20), 1):
        ranks[song] = pos
        move = previous[song] - pos if song in previous else None
        change = "NEW" if move is None else "=" if move == 0 else f"{move:+d}"
        if not planted and (week == 9 and move or week == 17 and move is not None):
            change, planted = "=" if week == 9 else "NEW", True
        lines.append(f"2024-{1 + week // 4:02d}-{1 + 7 * (week % 4):02d},{pos},{song[0]},{song[1]},{change}")
    previous = ranks
(root / "signed-changes").mkdir(parents=True)
(root / "signed-changes/chart-2024.csv").write_text("\n".join(lines) + "\n")
write(root / "signed-changes/.expected.rankcheck.json", {"prior": "previous-list", "shape": {"listBy": "/week", "rank": "/pos", "identity": ["/title"],
      "movement": {"signed": "/change", "positiveIs": "up"}, "fields": "open", "table": {"nulls": ["", "NEW"]}}})
# A market-data API's daily listings, one file a day: the rank beside the id, the name and the
# symbol, the market cap it ranks by three levels down (`quote/USD/market_cap`). Planted: on the
# second day the coin at rank 5 has a larger market cap than the one at rank 4 (RC104).
coins = [("Bitcoin", "BTC"), ("Ethereum", "ETH"), ("Tether", "USDT"), ("BNB", "BNB"), ("Solana", "SOL"), ("XRP", "XRP"),
         ("USDC", "USDC"), ("Dogecoin", "DOGE"), ("Cardano", "ADA"), ("TRON", "TRX"), ("Avalanche", "AVAX"), ("Toncoin", "TON")]
caps = {symbol: 10 ** rng.uniform(10, 12) for _, symbol in coins}
for day in (25, 26, 27):
    for symbol in caps:
        caps[symbol] *= rng.uniform(0.9, 1.1)
    order = sorted(coins, key=lambda coin: -caps[coin[1]])
    data = []
    for rank, (name, symbol) in enumerate(order, 1):
        cap = caps[symbol] if not (day == 26 and rank == 5) else caps[order[3][1]] * 1.01
        data.append({"id": 1000 + coins.index((name, symbol)) * 37, "name": name, "symbol": symbol, "slug": name.lower(), "cmc_rank": rank,
                     "quote": {"USD": {"price": round(rng.uniform(0.1, 90000), 4), "market_cap": round(cap, 2),
                                       "percent_change_24h": round(rng.uniform(-5, 5), 2)}}})
    write(root / f"api-listings/listings-2024-11-{day}.json", {"status": {"timestamp": f"2024-11-{day}T10:00:00Z", "error_code": 0}, "data": data})
write(root / "api-listings/.expected.rankcheck.json", {"prior": "previous-file", "shape": {"lists": ["/data"], "rank": "/cmc_rank", "identity": ["/id"],
      "displayName": ["/name"], "movement": "none", "score": {"pointer": "/quote/USD/market_cap", "order": "descending"}, "fields": "open"}})
# A chart saved week by week as a chart library writes it (billboard.py's ChartData.json()):
# `lastPos` 0 for a new song, `isNew` beside it. Planted: a returning song written 0 (week 5)
# and a previous rank one off (week 7), two RC401.
weekly = random.Random(2024)
previous, peaks = {}, {}
for week in range(8):
    entries, planted = [], False
    for rank, song in enumerate(weekly.sample(songs, 15), 1):
        last = previous.get(song, 0)
        if week in (5, 7) and last and not planted:
            last, planted = 0 if week == 5 else last + 1, True
        peaks[song] = min(peaks.get(song, rank), rank)
        entries.append({"title": song[0], "artist": song[1], "image": None, "peakPos": peaks[song], "lastPos": last, "weeks": week + 1,
                        "rank": rank, "isNew": song not in previous})
    previous = {(e["title"], e["artist"]): e["rank"] for e in entries}
    date = f"2024-{1 + week // 4:02d}-{6 + 7 * (week % 4):02d}"
    write(root / f"chart-library/hot-100/{date}.json", {"title": "Billboard Hot 100", "date": date, "previousDate": None, "nextDate": None, "entries": entries})
write(root / "chart-library/.expected.rankcheck.json", {"prior": "previous-file", "shape": {"lists": ["/entries"], "rank": "/rank", "identity": ["/title"],
      "movement": {"previousRank": "/lastPos", "new": [0]}, "fields": "open"}})
# Daily charts of two regions kept as one table, as a streaming service's are published: each
# song's `trend` says only the direction of its move (MOVE_UP, MOVE_DOWN, SAME_POSITION) or
# NEW_ENTRY. Planted: a song that moved up written MOVE_DOWN (br, day 5) and a song that moved
# written SAME_POSITION (ar, day 6), two RC401.
daily = random.Random(17)
tracks = [(f"Track {i + 1}", f"Artist {i % 9}") for i in range(36)]
lines = ["title,rank,date,artist,region,chart,trend,streams"]
for region in ("ar", "br"):
    previous = {}
    for day in range(1, 8):
        ranks, planted = {}, False
        for rank, track in enumerate(daily.sample(tracks, 20), 1):
            ranks[track] = rank
            last = previous.get(track)
            trend = "NEW_ENTRY" if last is None else "MOVE_UP" if last > rank else "MOVE_DOWN" if last < rank else "SAME_POSITION"
            if not planted and (region, day) == ("br", 5) and trend == "MOVE_UP":
                trend, planted = "MOVE_DOWN", True
            elif not planted and (region, day) == ("ar", 6) and trend in ("MOVE_UP", "MOVE_DOWN"):
                trend, planted = "SAME_POSITION", True
            lines.append(f"{track[0]},{rank},2017-01-{day:02d},{track[1]},{region},top200,{trend},{200000 - rank * 3000 - day * 10}")
        previous = ranks
(root / "trend-chart").mkdir(parents=True)
(root / "trend-chart/charts-2017.csv").write_text("\n".join(lines) + "\n")
write(root / "trend-chart/.expected.rankcheck.json", {"prior": "previous-list", "shape": {"listBy": ["/region", "/date"], "rank": "/rank", "identity": ["/title"],
      "movement": {"direction": "/trend", "up": "MOVE_UP", "down": "MOVE_DOWN", "keep": "SAME_POSITION", "new": ["NEW_ENTRY"]},
      "score": {"pointer": "/streams", "order": "descending"}, "fields": "open"}})
# A golf leaderboard: tied positions written `T3`, and the players who missed the cut or withdrew
# below the ranked ones, `CUT` and `WD` where a position would be (init reads them as
# "unranked"). Planted: the last ranked position written 14 where 13 follows 12, and a total
# below a better-placed player's.
board = [("1", 277), ("2", 281), ("T3", 284), ("T3", 284), ("T3", 284), ("6", 286), ("T7", 287), ("T7", 287), ("9", 288),
         ("10", 289), ("11", 290), ("12", 289), ("14", 292)]
lines = ["POS,PLAYER,TO PAR,R1,R2,R3,R4,TOT"]
for i, (position, total) in enumerate(board):
    to_par = total - 288
    rounds = [total // 4 + (1 if r < total % 4 else 0) for r in range(4)]
    lines.append(f"{position},Player {i + 1},{'E' if to_par == 0 else f'{to_par:+d}'},{','.join(map(str, rounds))},{total}")
for i, (mark, rounds) in enumerate([("CUT", [74, 74]), ("CUT", [75, 74]), ("CUT", [76, 75]), ("WD", [77])]):
    lines.append(f"{mark},Player {14 + i},{sum(rounds) - 72 * len(rounds):+d},{','.join(map(str, rounds + [''] * (4 - len(rounds))))},{sum(rounds)}")
(root / "leaderboard").mkdir(parents=True)
(root / "leaderboard/masters-2024.csv").write_text("\n".join(lines) + "\n")
write(root / "leaderboard/.expected.rankcheck.json", {"ties": "competition", "shape": {"rank": "/POS", "identity": ["/PLAYER"], "movement": "none",
      "unranked": ["CUT", "WD"], "score": {"pointer": "/TOT", "order": "ascending"}, "fields": "open"}})
# The same leaderboard as a golf API's JSON writes it: every position a string ("1", "T3",
# "CUT"), the total a number (init reads the positions with "textRanks": true). The same planted
# mistakes.
players = [{"position": position, "player": f"Player {i + 1}", "total": total} for i, (position, total) in enumerate(board)]
players += [{"position": mark, "player": f"Player {14 + i}", "total": total} for i, (mark, total) in enumerate([("CUT", 148), ("CUT", 149), ("CUT", 151), ("WD", None)])]
(root / "golf-api").mkdir(parents=True)
write(root / "golf-api/leaderboard-2024.json", {"tournament": {"name": "Masters", "year": 2024}, "leaderboard": players})
write(root / "golf-api/.expected.rankcheck.json", {"ties": "competition", "shape": {"lists": ["/leaderboard"], "rank": "/position", "identity": ["/player"],
      "movement": "none", "textRanks": True, "unranked": ["CUT", "WD"], "score": {"pointer": "/total", "order": "ascending"}}})
# A top-sites list kept day by day, as such lists are published: no header row, each line a
# rank and a domain (init names the columns). Planted: the second day names a site twice (in
# place of one that so drops out) and skips a rank.
sites = [f"site{i * 7919 % 1000}.example" for i in range(1, 41)]
(root / "top-sites").mkdir(parents=True)
for day in (1, 2):
    ranked = sites if day == 1 else sites[:5] + sites[6:8] + sites[5:6] + sites[8:]
    lines = [f"{rank},{site}" for rank, site in enumerate(ranked, 1)]
    if day == 2:
        lines[20] = f"21,{ranked[3]}"
        lines[30:] = [f"{rank + 1},{site}" for rank, site in enumerate(ranked[30:], 31)]
    (root / f"top-sites/top-1m-2024-11-0{day}.csv").write_bytes(("\r\n".join(lines) + "\r\n").encode())
write(root / "top-sites/.expected.rankcheck.json", {"prior": "previous-file", "shape": {"rank": "/rank", "identity": ["/domain"], "movement": "none",
      "table": {"columns": ["rank", "domain"]}}})
# A national-team ranking copied from a web page, one file a month: its change column writes a
# move with an arrow (`▲2`, `▼1`) and no move as `▬`, as the page shows it. Planted: in the
# third month a team that moved up is written `▬`, and in the fourth one that moved up is
# written `▼1` (two RC401).
teams = ["Argentina", "France", "Spain", "England", "Brazil", "Belgium", "Portugal", "Netherlands", "Colombia", "Italy",
         "Uruguay", "Croatia", "Germany", "Morocco", "Switzerland", "Japan", "USA", "Mexico", "Iran", "Senegal"]
arrows = random.Random(1883)
points = {team: 1900 - 40 * i + arrows.uniform(-15, 15) for i, team in enumerate(teams)}
(root / "web-arrows").mkdir(parents=True)
previous = None
for month, day in ((8, 15), (9, 19), (10, 24), (11, 28)):
    for team in teams:
        points[team] += arrows.uniform(-30, 30)
    ranked = sorted(teams, key=lambda team: -points[team])
    lines, planted = ["Rank,Team,Change,Points"], False
    for rank, team in enumerate(ranked, 1):
        move = previous[team] - rank if previous else 0
        change = "▬" if move == 0 else f"▲{move}" if move > 0 else f"▼{-move}"
        if not planted and move > 0 and month in (10, 11):
            change, planted = "▬" if month == 10 else "▼1", True
        lines.append(f"{rank},{team},{change},{points[team]:.2f}")
    previous = {team: rank for rank, team in enumerate(ranked, 1)}
    (root / f"web-arrows/ranking-2024-{month:02d}-{day}.csv").write_text("\n".join(lines) + "\n")
write(root / "web-arrows/.expected.rankcheck.json", {"prior": "previous-file", "shape": {"rank": "/Rank", "identity": ["/Team"],
      "movement": {"signed": "/Change", "positiveIs": "up"}, "score": {"pointer": "/Points", "order": "descending"}}})
# A box office chart, one file a weekend: last weekend's rank (`-` for a new release), and the
# gross in dollars, written as the chart writes it ("$114,000,000"). Planted: on the second
# weekend a gross out of order (RC104) and a last-weekend rank that is wrong (RC401).
films = [f"Film {letter}" for letter in "ABCDEFGHIJKLMNOP"]
box = random.Random(2024)
(root / "box-office").mkdir(parents=True)
previous = {}
for weekend, date in enumerate(("2024-11-17", "2024-11-24")):
    showing = films[:10] if weekend == 0 else films[2:10] + films[12:14]
    grosses = sorted((box.randrange(1_000, 120_000) * 1_000 for _ in showing), reverse=True)
    order = showing[:]
    box.shuffle(order)
    lines = ["Rank,LW,Release,Gross,Theaters,Weeks"]
    for rank, (film, gross) in enumerate(zip(order, grosses), 1):
        last = str(previous[film]) if film in previous else "-"
        if weekend == 1 and rank == 4:
            gross = grosses[1] + 500_000
        if weekend == 1 and rank == 7 and film in previous:
            last = str(previous[film] + 1)
        lines.append(f'{rank},{last},{film},"${gross:,}",{box.randrange(2_000, 4_200)},{weekend + 1 if film in previous else 1}')
    previous = {film: rank for rank, film in enumerate(order, 1)}
    (root / f"box-office/weekend-{date}.csv").write_text("\n".join(lines) + "\n")
write(root / "box-office/.expected.rankcheck.json", {"prior": "previous-file", "shape": {"rank": "/Rank", "identity": ["/Release"],
      "movement": {"previousRank": "/LW"}, "score": {"pointer": "/Gross", "order": "descending"}, "fields": "open",
      "table": {"nulls": ["", "-"], "thousands": ",", "units": ["$"]}}})
# A chess site's leaderboards API, one file a day with every leaderboard in it: each player's
# move written as a direction (1, -1, 0) and its size, `"trend_rank": {"direction": 1,
# "delta": 2}`, from the whole ranking (a player new to the top 25 moved up from below it). Planted: on the second day, a move up by 0 where the player kept the rank
# (RC201); on the third, a move with the wrong size (RC401).
(root / "leaderboards").mkdir(parents=True)
chess = random.Random(1851)
players = [f"player{number:02d}" for number in range(1, 31)]
ratings = {board: {player: chess.randrange(2500, 3200) for player in players} for board in ("live_blitz", "live_rapid")}
previous = {}
for day, date in enumerate(("2024-11-22", "2024-11-23", "2024-11-24")):
    boards = {}
    for board, rating in ratings.items():
        for player in players:
            rating[player] += chess.randrange(-25, 26)
        everyone = sorted(players, key=lambda player: (-rating[player], player))
        entries = []
        for rank, player in enumerate(everyone[:25], 1):
            before = previous.get(board, {}).get(player)
            move = before - rank if before else 0
            trend = {"direction": (move > 0) - (move < 0), "delta": abs(move)}
            if board == "live_blitz" and day == 1 and move == 0 and rank > 3 and not any(e["trend_rank"] == {"direction": 1, "delta": 0} for e in entries):
                trend = {"direction": 1, "delta": 0}
            if board == "live_rapid" and day == 2 and rank == 7:
                trend = {"direction": 1 if move >= 0 else -1, "delta": abs(move) + 2}
            entries.append({"player_id": 1000 + players.index(player), "username": player, "score": rating[player], "rank": rank,
                            "trend_rank": trend})
        boards[board] = entries
        previous[board] = {player: rank for rank, player in enumerate(everyone, 1)}
    write(root / f"leaderboards/leaderboards-{date}.json", boards)
write(root / "leaderboards/.expected.rankcheck.json", {"prior": "previous-file", "shape": {"rank": "/rank", "identity": ["/player_id"],
      "displayName": ["/username"], "movement": {"direction": "/trend_rank/direction", "up": 1, "down": -1, "keep": 0, "magnitude": "/trend_rank/delta"},
      "score": {"pointer": "/score", "order": "descending"}}})
# A chart scraped to JSON a week a file, every value written as the page showed it, a string:
# the rank, last week's rank ("-" for a new song), the peak and the weeks. init reads the ranks
# and the previous ranks with "textRanks". Planted: in the third week one song's last week one
# place off, and a song of the week before written new (RC401 both).
(root / "scraped-chart").mkdir(parents=True)
scraped = random.Random(2211)
songs = [f"Song {number}" for number in range(1, 41)]
previous, peaks = {}, {}
for week, date in enumerate(("2025-03-01", "2025-03-08", "2025-03-15")):
    chosen = scraped.sample(songs, 25)
    entries = []
    for rank, song in enumerate(chosen, 1):
        last = previous.get(song)
        if week == 2 and rank == 9 and last is not None:
            last = last + 1 if last < 25 else last - 1
        if week == 2 and rank == 15:
            last = None
        peaks[song] = min(peaks.get(song, rank), rank)
        entries.append({"rank": str(rank), "title": song, "artist": f"Artist {songs.index(song) % 9}", "last_week": "-" if last is None else str(last),
                        "peak": str(peaks[song]), "weeks": str(week + 1)})
    previous = {song: rank for rank, song in enumerate(chosen, 1)}
    write(root / f"scraped-chart/chart-{date}.json", {"chart": "Top 25", "week": date, "entries": entries})
write(root / "scraped-chart/.expected.rankcheck.json", {"prior": "previous-file", "shape": {"lists": ["/entries"], "rank": "/rank", "textRanks": True,
      "identity": ["/title"], "movement": {"previousRank": "/last_week", "new": ["-"]}, "fields": "open"}})
# A university ranking a year a file, as its publisher's spreadsheet names the columns: by the
# year (`2025 RANK,2024 RANK,…` in 2025's, `2024 RANK,2023 RANK,…` in 2024's), shared ranks
# written `=12`, last year's rank empty for a university new to the table. init leaves each
# header out and names the columns by years before the newest. Planted: in 2025, one
# university's last-year rank one place off, and one ranked last year written as new (RC401 both).
(root / "university-years").mkdir(parents=True)
universities = random.Random(2025)
institutions = [f"University of {town}" for town in ("Aberdeen", "Bergen", "Coimbra", "Delft", "Exeter", "Florence", "Ghent", "Hamburg",
                "Innsbruck", "Jena", "Kyoto", "Leiden", "Madrid", "Nantes", "Oslo", "Porto", "Quebec", "Rome", "Sydney", "Tartu",
                "Uppsala", "Vienna", "Warsaw", "York", "Zurich", "Basel", "Lund", "Turin")]
countries = {name: universities.choice(("NO", "PT", "NL", "UK", "IT", "BE", "DE", "AT", "JP", "ES", "FR", "CA", "AU", "EE", "SE", "PL", "CH"))
             for name in institutions}
previous = {}
for year, ranked, scores in yearly_rankings(universities, institutions, (2023, 2024, 2025), (40, 100), 6, 24):
    written = {name: round(scores[name], 1) for name in ranked}
    ranks = {}
    for place, name in enumerate(ranked, 1):
        earlier = ranked[place - 2] if place > 1 else None
        ranks[name] = ranks[earlier] if earlier and written[earlier] == written[name] else place
    shared = {rank for rank in ranks.values() if list(ranks.values()).count(rank) > 1}
    spelled = lambda rank: f"={rank}" if rank in shared else str(rank)
    lines = [f"{year} RANK,{year - 1} RANK,Institution Name,Location,Overall SCORE"]
    for place, name in enumerate(ranked, 1):
        last = previous.get(name, "")
        if year == 2025 and place == 6 and last:
            last = str(int(last.lstrip("=")) + 1)
        if year == 2025 and place == 11:
            last = ""
        lines.append(f"{spelled(ranks[name])},{last},{name},{countries[name]},{written[name]}")
    previous = {name: spelled(ranks[name]) for name in ranked}
    (root / f"university-years/rankings-{year}.csv").write_text("\n".join(lines) + "\n")
write(root / "university-years/.expected.rankcheck.json", {"ties": "competition", "shape": {"rank": "/RANK", "identity": ["/Institution Name"],
      "movement": {"previousRank": "/RANK last year"}, "score": {"pointer": "/Overall SCORE", "order": "descending"}, "fields": "open",
      "table": {"skipRows": 1, "columns": ["RANK", "RANK last year", "Institution Name", "Location", "Overall SCORE"]}}})

# A city ranking published a year a file, its first edition with no column of changes (it had
# none to claim) and the editions after it writing `+2`, `-1`, `=` and `NEW` there. init reads
# the changes and leaves the first edition out of RC003. Planted: in 2024, one city's change
# one place off (RC401).
(root / "first-edition").mkdir(parents=True)
cities = random.Random(2022)
towns = ["Aarhus", "Bilbao", "Cork", "Dijon", "Espoo", "Faro", "Graz", "Haarlem", "Ipswich", "Jyvaskyla", "Kassel", "Lille",
         "Malmo", "Nantes", "Oulu", "Parma", "Quimper", "Rouen", "Split", "Tampere", "Utrecht", "Vigo"]
before = {}
for year, ranked, liveability in yearly_rankings(cities, towns, (2022, 2023, 2024), (50, 95), 5, 15):
    lines = ["Rank,City,Score" + ("" if year == 2022 else ",Change")]
    for place, town in enumerate(ranked, 1):
        row = f"{place},{town},{liveability[town]:.1f}"
        if year > 2022:
            move = before[town] - place if town in before else None
            if year == 2024 and place == 9 and move is not None:
                move += 1
            row += "," + ("NEW" if move is None else "=" if move == 0 else f"{move:+d}")
        lines.append(row)
    before = {town: place for place, town in enumerate(ranked, 1)}
    (root / f"first-edition/ranking-{year}.csv").write_text("\n".join(lines) + "\n")
write(root / "first-edition/.expected.rankcheck.json", {"per-file-ignores": {"ranking-2022.csv": ["RC003"]}, "shape": {
      "rank": "/Rank", "identity": ["/City"], "movement": {"signed": "/Change"}, "score": {"pointer": "/Score", "order": "descending"},
      "table": {"nulls": ["", "NEW"]}}})

# A ranking of universities a year a file whose overall score is published for the first 20
# places alone, `n/a` below them, and whose change column writes `NEW` for a newcomer. init
# reads `n/a` as null and the column as the score. Planted: in 2025, one score above the one
# at the place before (RC104) and one change a place off (RC401).
(root / "score-for-the-top").mkdir(parents=True)
institutes = random.Random(2025)
universities = [f"University of {city}" for city in ("Aachen", "Bergen", "Coimbra", "Delft", "Edinburgh", "Freiburg", "Ghent", "Helsinki",
                "Innsbruck", "Jena", "Kiel", "Leiden", "Lund", "Milan", "Nijmegen", "Oslo", "Padua", "Porto", "Riga", "Siena", "Tartu",
                "Turin", "Uppsala", "Utrecht", "Valencia", "Vienna", "Warsaw", "York", "Zagreb", "Zurich", "Basel", "Bonn", "Cork", "Graz")]
before = {}
for year, ranked, overall in yearly_rankings(institutes, universities, (2024, 2025), (40, 95), 6, 30):
    lines = ["Rank,University,Overall,Change"]
    scores = sorted((overall[name] for name in ranked[:20]), reverse=True)
    for place, name in enumerate(ranked, 1):
        score = f"{scores[place - 1]:.1f}" if place <= 20 else "n/a"
        if year == 2025 and place == 12:
            score = f"{scores[9] + 0.4:.1f}"
        move = before[name] - place if name in before else None
        if year == 2025 and place == 17 and move is not None:
            move -= 1
        lines.append(f"{place},{name},{score}," + ("NEW" if move is None else "=" if move == 0 else f"{move:+d}"))
    before = {name: place for place, name in enumerate(ranked, 1)}
    (root / f"score-for-the-top/ranking-{year}.csv").write_text("\n".join(lines) + "\n")
write(root / "score-for-the-top/.expected.rankcheck.json", {"shape": {"rank": "/Rank", "identity": ["/University"], "movement": {"signed": "/Change"},
      "score": {"pointer": "/Overall", "order": "descending"}, "table": {"nulls": ["", "NEW", "n/a"]}}})

# A weekly poll of ten teams (an AP Top 25 kept as one CSV a week), its change written with arrows
# (`▲1`, `▼1`), a dash for no change and `NR` for a team new to the poll. Planted (RC401): in
# week 3, Ohio State, first both weeks, claims `▲2`; in week 4, Texas, down from 2 to 3, claims
# no change.
(root / "poll").mkdir(parents=True)
(root / "poll/.expected.rankcheck.json").write_text('{\n  "prior": "previous-file",\n  "shape": {\n    "rank": "/RK",\n    "identity": ["/TEAM"],\n    "movement": {"signed": "/TREND", "positiveIs": "up"},\n    "fields": "open",\n    "table": {"nulls": ["NR"]}\n  }\n}\n', encoding="utf-8")
(root / "poll/ap-poll-week-1.csv").write_text('RK,TEAM,REC,PTS,TREND\n1,Ohio State,6-0,1500,NR\n2,Texas,6-0,1450,NR\n3,Oregon,6-0,1400,NR\n4,Penn State,5-1,1350,NR\n5,Notre Dame,5-1,1300,NR\n6,Georgia,5-1,1250,NR\n7,Miami (FL),5-1,1200,NR\n8,Tennessee,4-2,1150,NR\n9,Indiana,4-2,1100,NR\n10,Boise State,4-2,1050,NR\n', encoding="utf-8")
(root / "poll/ap-poll-week-2.csv").write_text('RK,TEAM,REC,PTS,TREND\n1,Ohio State,7-0,1500,—\n2,Texas,7-0,1450,—\n3,Oregon,7-0,1400,—\n4,Penn State,6-1,1350,—\n5,Notre Dame,6-1,1300,—\n6,Georgia,6-1,1250,—\n7,Miami (FL),6-1,1200,—\n8,Indiana,5-2,1150,▲1\n9,Boise State,5-2,1100,▲1\n10,BYU,5-2,1050,NR\n', encoding="utf-8")
(root / "poll/ap-poll-week-3.csv").write_text('RK,TEAM,REC,PTS,TREND\n1,Ohio State,8-0,1500,▲2\n2,Texas,8-0,1450,—\n3,Oregon,8-0,1400,—\n4,Notre Dame,7-1,1350,▲1\n5,Penn State,7-1,1300,▼1\n6,Georgia,7-1,1250,—\n7,Miami (FL),7-1,1200,—\n8,Ole Miss,6-2,1150,NR\n9,BYU,6-2,1100,▲1\n10,Boise State,6-2,1050,▼1\n', encoding="utf-8")
(root / "poll/ap-poll-week-4.csv").write_text('RK,TEAM,REC,PTS,TREND\n1,Ohio State,9-0,1500,—\n2,Notre Dame,9-0,1450,▲2\n3,Texas,9-0,1400,—\n4,Oregon,8-1,1350,▼1\n5,Penn State,8-1,1300,—\n6,Georgia,8-1,1250,—\n7,Miami (FL),8-1,1200,—\n8,Ole Miss,7-2,1150,—\n9,BYU,7-2,1100,—\n10,SMU,7-2,1050,NR\n', encoding="utf-8")
print(f"wrote {root}")
