#!/usr/bin/env bash
# The HTML report in a real browser: headless Chromium (Debian's, with Noto CJK fonts) loads the
# page of the shipped fixtures with scripts and network off, and its DOM must hold the verdict,
# the findings beside their entries, the movement marks, the folded rows and the bump chart;
# it renders a screenshot and prints a PDF. The page must fetch nothing and need no script.
# Usage: check_html.sh RANKCHECK
set -euo pipefail
bin=$1
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  browser=$(command -v chromium)
fi
fail() { echo "FAIL: $1"; exit 1; }
cd "$repo"
"$bin" validate Fixtures/years Fixtures/TownRanking2021.json --show-notes --format html > "$work/years.html" || true
"$bin" validate Fixtures/series/chart-history --format html > "$work/series.html" || true
for page in years series; do
  html="$work/$page.html"
  if grep -qiE '<script|<link|<iframe|<img|src=|url\(|@import' "$html"; then fail "$page.html loads something or runs a script"; fi
  run() { timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-javascript --hide-scrollbars "$@" 2>/dev/null; }
  run --dump-dom "file://$html" > "$work/$page.dom"
  run --window-size=1280,2000 --screenshot="$work/$page.png" "file://$html" > /dev/null
  run --print-to-pdf="$work/$page.pdf" --no-pdf-header-footer "file://$html" > /dev/null
  [ -s "$work/$page.png" ] && [ "$(stat -c %s "$work/$page.png")" -gt 20000 ] || fail "$page: no screenshot"
  head -c 5 "$work/$page.pdf" | grep -q "%PDF-" || fail "$page: no PDF"
done
"$bin" validate Fixtures/years Fixtures/TownRanking2021.json --show-notes --format json > "$work/years.json" || true
python3 - "$work" <<'PY'
import html, json, re, sys
work = sys.argv[1]
report = json.load(open(f"{work}/years.json"))
dom = open(f"{work}/years.dom", encoding="utf-8").read()
def fail(message):
    sys.exit(f"FAIL: {message}")
if 'class="verdict fail">✗ failed: 3 errors, 2 warnings, 1 note in 3 files' not in dom: fail("years: the verdict")
findings_section = dom[dom.index('<section id="findings">'):dom.index("</section>", dom.index('<section id="findings">'))]
rows = findings_section.count("<tr class=\"sev-")
if rows != len(report["findings"]): fail(f"years: {rows} finding rows, the json report has {len(report['findings'])}")
for finding in report["findings"]:
    if html.escape(finding["message"], quote=False) not in dom and finding["message"] not in html.unescape(dom): fail(f"years: finding missing: {finding['message']}")
# Every entry of every list (20 each, shown whole) is a row with its rank and name.
for path in ["Fixtures/years/TownRanking2021.json", "Fixtures/years/TownRanking2022.json", "Fixtures/TownRanking2021.json"]:
    data = json.load(open(path, encoding="utf-8"))
    section = dom[dom.index(f"<h2>{path}</h2>"):]
    section = section[: section.find("<section", 1) if section.find("<section", 1) > 0 else len(section)]
    for name, entries in data.items():
        if not isinstance(entries, list): continue
        for entry in entries:
            row = f'<td class="rank">{entry["rank"]}</td><td class="name">{entry["townName"]}</td>'
            if row not in section: fail(f"{path}: {name}: entry {entry['rank']} {entry['townName']} is not a row")
if '<tr id="e' not in dom or 'href="#e' not in dom: fail("years: findings do not link to their entries")
if '<tr id="e' not in dom or not re.search(r'<tr id="e[0-9a-f]{16}" class="flagged sev-error"><td class="rank">20</td><td class="name">小岩</td><td class="attrs">JR総武線</td><td><span class="mark keep" title="keep">→ keep</span>', dom):
    fail("years: 小岩's row is not flagged with its keep mark")
if not re.search(r"RC203</b> .小岩. \(rank 20, keep\) and .西川口. \(rank 12, up 8\) both imply prior rank 20", dom): fail("years: RC203 beside its entry")
for mark in ['<span class="mark up" title="up 191">↑191</span>', '<span class="mark down" title="down 7">↓7</span>', '→ keep', "<th>prior rank</th><th>true movement</th>", "Dropped out: ", "<th>attributes</th>"]:
    if mark not in dom: fail(f"years: no {mark}")
# One chart line per entry that has both periods (2022 against 2021: its lists' found entries).
later = dom[dom.index("<h2>Fixtures/years/TownRanking2022.json</h2>"):]
lines = later.count('<polyline class="entry')
found = sum(1 for _ in re.finditer(r'<td class="rank">\d+</td><td class="name">[^<]*</td>(?:<td class="attrs">[^<]*</td>)?<td>.*?</td><td class="rank">\d+</td>', later))
if lines != found or lines < 30: fail(f"years: {lines} chart lines for {found} entries found in the prior year")
series = open(f"{work}/series.dom", encoding="utf-8").read()
for text in ["<small> against 1958-12-15</small>", '<svg class="bump"', '<polyline class="entry', "lists without findings"]:
    if text not in series: fail(f"series: no {text}")
print(f"ok: the DOM holds all {rows} findings (linked to their entries), every entry of the 3 files, the marks, and {lines} chart lines for {found} entries")
PY
# Reports at the size of real data: a 3,500-week series with over 1,000 findings, and a file with
# 200,000 findings. Each page stays under 5 MB, Chromium draws it in under 3 s (its time to take a
# screenshot, less that of an empty page), every rule's count on the page equals the JSON report's,
# and the page says how many findings it does not list; the markdown summary stays under 1 MiB with
# the same totals.
python3 - "$work" <<'PY'
import json, random, sys
work = sys.argv[1]
rng = random.Random(7)
songs = [(f"Song {i}", f"Artist {i % 700}") for i in range(400)]
history, previous = [], {}
for week in range(3500):
    chosen = rng.sample(songs, 100)
    data = []
    for i, (s, a) in enumerate(chosen):
        last = previous.get((s, a))
        if last is not None and rng.random() < 0.012:
            last = last + 1 if last < 100 else last - 1
        data.append({"song": s, "artist": a, "this_week": i + 1, "last_week": last})
    history.append({"date": f"1990-{week:05d}", "data": data})
    previous = {(s, a): i + 1 for i, (s, a) in enumerate(chosen)}
import os
os.makedirs(f"{work}/series-big", exist_ok=True)
os.makedirs(f"{work}/many", exist_ok=True)
json.dump(history, open(f"{work}/series-big/history.json", "w"))
json.dump({"prior": "previous-list", "shape": {"lists": ["/*/data"], "label": "/*/date", "rank": "/this_week", "identity": ["/song", "/artist"],
           "movement": {"previousRank": "/last_week"}, "fields": "open"}}, open(f"{work}/series-big/.rankcheck.json", "w"))
entries = lambda: [{"rank": r, "townName": f"町{r}", "isRankUp": True, "rankFluctuation": 0} for r in range(1, 100001)]
json.dump({"townRankingsForRent": entries(), "townRankingsForBuy": entries()}, open(f"{work}/many/big.json", "w"), ensure_ascii=False)
PY
echo '<!DOCTYPE html><html><body><p>empty</p></body></html>' > "$work/empty.html"
draw() { python3 -c 'import subprocess, sys, time; start = time.monotonic(); subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120); print(f"{time.monotonic() - start:.2f}")' \
  "$browser" --headless --no-sandbox --disable-gpu --disable-javascript --hide-scrollbars --window-size=1280,2000 --screenshot="$2" "file://$1"; }
empty_time=$(draw "$work/empty.html" "$work/empty.png")
for case in series-big/history.json many/big.json; do
  name=$(dirname "$case")
  "$bin" validate "$work/$case" --format html --exit-zero > "$work/$name.html"
  "$bin" validate "$work/$case" --format json --exit-zero > "$work/$name.json"
  "$bin" validate "$work/$case" --format markdown --exit-zero > "$work/$name.md"
  size=$(stat -c %s "$work/$name.html")
  [ "$size" -lt 5000000 ] || fail "$name: the page is $size bytes"
  [ "$(stat -c %s "$work/$name.md")" -lt 1048576 ] || fail "$name: the markdown summary is over 1 MiB"
  page_time=$(draw "$work/$name.html" "$work/$name.png")
  drawn=$(python3 -c "print(f'{$page_time - $empty_time:.2f}')")
  python3 -c "import sys; sys.exit(0 if $drawn < 3 else 1)" || fail "$name: Chromium took $drawn s more than for an empty page"
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-javascript --dump-dom "file://$work/$name.html" 2>/dev/null > "$work/$name.dom"
  python3 - "$work" "$name" <<'PY'
import collections, json, re, sys
work, name = sys.argv[1], sys.argv[2]
report = json.load(open(f"{work}/{name}.json"))
dom = open(f"{work}/{name}.dom", encoding="utf-8").read()
markdown = open(f"{work}/{name}.md", encoding="utf-8").read()
def fail(message):
    sys.exit(f"FAIL: {name}: {message}")
counts = collections.Counter(f["rule"] for f in report["findings"])
total = len(report["findings"])
if total < 1000: fail(f"only {total} findings")
summary = dom[dom.index('<section id="summary">'):dom.index("</section>", dom.index('<section id="summary">'))]
for rule, count in counts.items():
    if not re.search(rf'<a href="#rule-{rule}">{rule}</a>[^<]*</td><td class="count">{count}</td>', summary):
        fail(f"the summary does not count {count} {rule} findings")
    if f"| {rule} | " not in markdown or not re.search(rf"\| {rule} \| [^|]+ \| [^|]+ \| {count} \|", markdown):
        fail(f"the markdown does not count {count} {rule} findings")
listed = dom[dom.index('<section id="findings">'):].count('<tr class="sev-')
told = sum(int(n) for n in re.findall(r"⋯ (\d+) more RC\d+ findings, not listed here", dom))
if listed + told != total: fail(f"{listed} findings listed and {told} said to be left out, of {total}")
shown_md = markdown.count("\n| ") - len(counts) - 1
print(f"ok: {name}: {total} findings, {listed} listed and {told} counted on a page Chromium draws; rule counts equal the JSON report's")
PY
  echo "ok: $name: a $((size / 1024)) KiB page drawn in $drawn s more than an empty page; a $(($(stat -c %s "$work/$name.md") / 1024)) KiB job summary"
done
echo "ok: Chromium renders both pages (screenshots, PDFs), with no script and nothing fetched; verdict, findings, entries, marks and bump charts are in the DOM"
