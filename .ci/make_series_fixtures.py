#!/usr/bin/env python3
"""Writes Fixtures/series: a weekly chart history (300 weeks of 40 entries) in one file
(chart-history/, "prior": "previous-list") and the same weeks as a folder of files
(chart-weeks/date/YYYY-MM-DD.json, "prior": "previous-file"), with the same planted mistakes,
listed in planted.json; and a scored ranking with planted inversions (scores/). Deterministic:
run it again and nothing changes."""
import datetime
import json
import pathlib
import random

root = pathlib.Path(__file__).resolve().parent.parent / "Fixtures" / "series"
rng = random.Random(1958)
songs = [(f"Song {i}", f"Artist {i % 90}") for i in range(160)]
start = datetime.date(1958, 8, 4)
weeks, size = 300, 40
history, previous = [], {}
planted = []
for week in range(weeks):
    date = (start + datetime.timedelta(weeks=week)).isoformat()
    # Mostly the same songs as last week, shuffled a little; a few new ones.
    carried = [s for s in sorted(previous, key=previous.get)][: size - 4] if previous else []
    rng.shuffle(carried)
    carried.sort(key=lambda s: previous[s] + rng.randint(-3, 3))
    fresh = [s for s in songs if s not in previous]
    chosen = carried + rng.sample(fresh, size - len(carried))
    data = [{"song": s, "artist": a, "this_week": i + 1, "last_week": previous.get((s, a)), "weeks_on_chart": 1}
            for i, (s, a) in enumerate(chosen)]
    history.append({"date": date, "data": data})
    previous = {(e["song"], e["artist"]): e["this_week"] for e in data}


def plant(week, index, rules, change):
    entry = history[week]["data"][index]
    change(entry)
    planted.append({"week": history[week]["date"], "song": entry["song"], "artist": entry["artist"], "rules": rules})


def carried_index(week):
    return next(i for i, e in enumerate(history[week]["data"]) if e["last_week"] is not None and e["last_week"] > 3)


def new_index(week):
    return next(i for i, e in enumerate(history[week]["data"]) if e["last_week"] is None)


# RC401: a wrong previous rank, and "new" for a song that was on last week's chart.
w = 20; i = carried_index(w); plant(w, i, ["RC401"], lambda e: e.update(last_week=e["last_week"] + 1 if e["last_week"] < size else e["last_week"] - 1))
w = 75; i = carried_index(w); plant(w, i, ["RC401"], lambda e: e.update(last_week=None))
# RC402: a new song claims a previous rank that was another song's.
w = 130; i = new_index(w); plant(w, i, ["RC402"], lambda e: e.update(last_week=2))
# RC403: a new song claims a previous rank beyond last week's 40 entries (a note).
w = 190; i = new_index(w); plant(w, i, ["RC403"], lambda e: e.update(last_week=size + 5))
# RC404: a carried song spelled differently for one week (a doubled space, which RC302 also
# reports); the next week's right spelling is a variant of that one, so RC404 reports it too.
w = 240; i = carried_index(w); plant(w, i, ["RC302", "RC404"], lambda e: e.update(song=e["song"].replace(" ", "  ")))
variant = history[w]["data"][i]["song"].replace("  ", " ")
following = next((j for j, e in enumerate(history[w + 1]["data"]) if e["song"] == variant), None)
if following is not None:
    plant(w + 1, following, ["RC404"], lambda e: None)
# RC401 (not RC203: with last week at hand, the true ranks say which claim is wrong): a song
# claims the previous rank another carried song truly had.
w = 280
data = history[w]["data"]
a = carried_index(w)
b = next(j for j, e in enumerate(data) if j != a and e["last_week"] is not None)
other = data[b]["last_week"]
plant(w, a, ["RC401"], lambda e: e.update(last_week=other))

(root / "chart-history").mkdir(parents=True, exist_ok=True)
(root / "chart-history" / "history.json").write_text(json.dumps(history, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
shape = {"rank": "/this_week", "identity": ["/song", "/artist"], "movement": {"previousRank": "/last_week"}, "fields": "open"}
(root / "chart-history" / ".rankcheck.json").write_text(json.dumps(
    {"prior": "previous-list", "shape": {"lists": ["/*/data"], "label": "/*/date", **shape}}, indent=4) + "\n")
folder = root / "chart-weeks" / "date"
folder.mkdir(parents=True, exist_ok=True)
for week in history:
    (folder / f"{week['date']}.json").write_text(json.dumps(week, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
(root / "chart-weeks" / ".rankcheck.json").write_text(json.dumps(
    {"prior": "previous-file", "shape": {"lists": ["/data"], "label": "/date", **shape}}, indent=4) + "\n")
(root / "planted.json").write_text(json.dumps({"about": "The mistakes .ci/make_series_fixtures.py planted in both layouts: week, song, the rules that must report it; nothing else may be reported.",
                                               "planted": planted}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")

# A scored ranking: tour points, higher is better; two inversions planted.
players = [{"rank": r, "name": f"Player {r}", "points": 5000 - 37 * r} for r in range(1, 31)]
players[9]["points"] = players[8]["points"] + 10     # rank 10 has more points than rank 9
players[20]["points"] = players[19]["points"] + 1    # rank 21 more than rank 20
(root / "scores").mkdir(parents=True, exist_ok=True)
(root / "scores" / "tour.json").write_text(json.dumps({"updated": "2026-11-23", "players": players}, indent=2) + "\n")
(root / "scores" / ".rankcheck.json").write_text(json.dumps({"prior": "off", "shape": {
    "lists": ["/players"], "rank": "/rank", "identity": "/name", "movement": "none",
    "score": {"pointer": "/points", "order": "descending"}, "fields": "closed"}}, indent=4) + "\n")
print(f"wrote {weeks} weeks ({weeks * size} entries) in both layouts, {len(planted)} planted mistakes, and scores/tour.json")
