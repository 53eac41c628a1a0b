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
dom="$work/years.dom"
grep -q 'class="verdict fail">✗ failed: 3 errors, 2 warnings, 1 note in 3 files' "$dom" || fail "years: the verdict"
grep -q '<tr class="flagged sev-error"><td class="rank">20</td><td class="name">小岩</td><td><span class="mark keep" title="keep">→ keep</span>' "$dom" \
  || fail "years: 小岩's row is not flagged with its keep mark"
grep -q 'RC203</b> .小岩. (rank 20, keep) and .西川口. (rank 12, up 8) both imply prior rank 20' "$dom" || fail "years: RC203 beside its entry"
grep -q '<span class="mark up" title="up 191">↑191</span>' "$dom" || fail "years: an up mark"
grep -q '<th>prior rank</th><th>true movement</th>' "$dom" || fail "years: claimed and true side by side"
grep -q '<svg class="bump"' "$dom" || fail "years: no bump chart"
dom="$work/series.dom"
grep -q 'entries folded</td></tr>' "$dom" || fail "series: long lists are not folded"
grep -q '<small> against 1958-12-15</small>' "$dom" || fail "series: a period is not named by its label"
grep -q 'The leading entries across the periods' "$dom" || fail "series: no bump chart across the periods"
echo "ok: Chromium renders both pages (screenshots, PDFs), with no script and nothing fetched; verdict, flagged entries, marks, folding and bump charts are in the DOM"
