#!/usr/bin/env bash
# Emacs's own LSP client on rankcheck's language server: Debian's Emacs and eglot open the 2022
# fixture in batch with the configuration of docs/editors.md; flymake must receive RC401 at
# 7:32 with rankcheck's message, and the quick fix the server offers there must apply.
# Usage: eglot_test.sh RANKCHECK
set -euo pipefail
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! command -v emacs >/dev/null || ! ls -d /usr/share/emacs/site-lisp/elpa/eglot-* >/dev/null 2>&1; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq emacs-nox elpa-eglot >/dev/null
fi
cp "$repo/Fixtures/years/TownRanking2021.json" "$repo/Fixtures/years/TownRanking2022.json" "$work/"
mkdir "$work/.git"
cd "$work"
RANKCHECK_BINARY="$bin" timeout 60 emacs --batch -Q -l "$repo/.ci/lsp/eglot_test.el" > emacs.log 2>&1 || true
fail() { echo "FAIL: $1"; cat emacs.log diagnostics.txt 2>/dev/null || true; exit 1; }
[ -s diagnostics.txt ] || fail "eglot received no diagnostics"
grep -q "^7:32 rankcheck \[RC401\]: claims up 2 (prior rank 3) but '大宮' was rank 2 in 2021: up 1" diagnostics.txt || fail "no RC401 at 7:32"
grep -q '"rankFluctuation": 1,' line7.txt || fail "the quick fix was not applied: $(cat line7.txt)"
echo "ok: Emacs $(emacs --version | head -1 | awk '{print $3}') with eglot $(ls -d /usr/share/emacs/site-lisp/elpa/eglot-* | sed 's/.*eglot-//') shows rankcheck's RC401 at 7:32 and applies its quick fix"
