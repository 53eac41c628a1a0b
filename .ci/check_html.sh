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
findings_table = dom[dom.index('<table class="findings">'):dom.index("</table>", dom.index('<table class="findings">'))]
rows = findings_table.count("<tr class=\"sev-")
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
for text in ["<small> against 1958-12-15</small>", "The entries across the last periods", '<polyline class="entry']:
    if text not in series: fail(f"series: no {text}")
print(f"ok: the DOM holds all {rows} findings (linked to their entries), every entry of the 3 files, the marks, and {lines} chart lines for {found} entries")
PY
# A 200,000-finding run (every entry claims up by 0, RC201) stays a page under 10 MB that opens.
python3 -c "
import json
entries = lambda: [{'rank': r, 'townName': f'町{r}', 'isRankUp': True, 'rankFluctuation': 0} for r in range(1, 100001)]
json.dump({'townRankingsForRent': entries(), 'townRankingsForBuy': entries()}, open('$work/big.json', 'w'), ensure_ascii=False)
"
"$bin" validate "$work/big.json" --no-prior --format html --exit-zero > "$work/big.html"
size=$(stat -c %s "$work/big.html")
[ "$size" -lt 10000000 ] || fail "the 200,000-finding page is $size bytes"
grep -q "⋯ 199000 more RC201 findings, not listed" "$work/big.html" || fail "the 200,000-finding page does not count what it does not list"
timeout 180 "$browser" --headless --no-sandbox --disable-gpu --disable-javascript --dump-dom "file://$work/big.html" 2>/dev/null | grep -q "</html>" \
  || fail "Chromium did not open the 200,000-finding page"
echo "ok: 200,000 findings make a $((size / 1024)) KiB page that Chromium opens"
echo "ok: Chromium renders both pages (screenshots, PDFs), with no script and nothing fetched; verdict, findings, entries, marks and bump charts are in the DOM"
