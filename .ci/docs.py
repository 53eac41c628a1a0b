#!/usr/bin/env python3
"""Generates the documentation's examples from the built binary, and checks its links.

Usage: .ci/docs.py BINARY [--check]

- Every block between `<!-- generated: COMMAND -->` and `<!-- end -->` in README.md,
  ARCHITECTURE.md, CONTRIBUTING.md and docs/**/*.md is the output of COMMAND (run with bash from
  the repository's root, `rankcheck` being BINARY), shown as a console session; a
  `<!-- generated-text: COMMAND -->` block is COMMAND's output as it is (tables).
- docs/rules/RCxxx.md is `rankcheck explain RCxxx --format markdown`; docs/rules/README.md
  indexes them.
- Every relative link and anchor in those files must resolve.

With --check nothing is written: a stale block or page, or a broken link, fails (exit 1).
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
args = sys.argv[1:]
if not args or args[0].startswith("-"):
    sys.exit(__doc__)
binary = pathlib.Path(args[0]).resolve()
check = "--check" in args
problems = []


def run(command):
    """COMMAND's standard output and error, as a person sees them in a terminal session."""
    with tempfile.TemporaryDirectory() as bin_dir:
        os.symlink(binary, os.path.join(bin_dir, "rankcheck"))
        env = {"PATH": bin_dir + ":/usr/bin:/bin", "LANG": "C.UTF-8", "SOURCE_DATE_EPOCH": "1700000000",
               "RANKCHECK_HOSTNAME": "ci", "HOME": os.environ.get("HOME", "/tmp")}
        result = subprocess.run(["bash", "-c", command + " 2>&1"], cwd=root, env=env, capture_output=True, text=True)
    return result.stdout


BLOCK = re.compile(r"(<!-- (generated|generated-text): (.+?) -->\n)(.*?)(<!-- end -->)", re.S)


def regenerate(text):
    def replace(match):
        opening, kind, command, _, closing = match.groups()
        output = run(command)
        if kind == "generated-text":
            return opening + output + closing
        shown = command.split(" 2>")[0]
        return opening + "```console\n$ " + shown + "\n" + output + "```\n" + closing
    return BLOCK.sub(replace, text)


def pages():
    files = [root / "README.md", root / "ARCHITECTURE.md", root / "CONTRIBUTING.md"]
    files += sorted((root / "docs").rglob("*.md"))
    return [f for f in files if f.exists()]


def write(path, text):
    old = path.read_text(encoding="utf-8") if path.exists() else None
    if old == text:
        return
    if check:
        problems.append(f"{path.relative_to(root)} is stale: run .ci/docs.py {args[0]}")
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(root)}")


# The rule pages and their index, from the rules' own descriptions.
rules = [line.split("](")[0].strip("| [") for line in run("rankcheck rules --format markdown").splitlines()[2:]]
expected_pages = {f"{rule}.md" for rule in rules} | {"README.md"}
for rule in rules:
    write(root / "docs/rules" / f"{rule}.md", run(f"rankcheck explain {rule} --format markdown"))
index = run("rankcheck rules --format markdown").replace("](docs/rules/", "](")
write(root / "docs/rules/README.md", "# Rules\n\nEvery rule rankcheck has, with its page: what it catches, why, examples, what "
      "`--fix` does and the configuration that affects it. `rankcheck rules` prints this table and "
      "`rankcheck explain RULE` a page.\n\n" + index)
for stray in (root / "docs/rules").glob("*.md"):
    if stray.name not in expected_pages:
        problems.append(f"{stray.relative_to(root)} documents no rule")

for page in pages():
    write(page, regenerate(page.read_text(encoding="utf-8")))


def slug(heading):
    text = re.sub(r"<[^>]+>", "", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    found, seen = set(), {}
    for heading in re.findall(r"^#{1,6} (.+)$", text, flags=re.M):
        base = slug(heading)
        count = seen.get(base, 0)
        found.add(base if count == 0 else f"{base}-{count}")
        seen[base] = count + 1
    found.update(re.findall(r'<a id="([^"]+)"', text))
    return found


LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
for page in pages():
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    for target in LINK.findall(text):
        if re.match(r"^[a-z]+:", target):
            continue
        path_part, _, anchor = target.partition("#")
        resolved = (page.parent / path_part).resolve() if path_part else page
        where = f"{page.relative_to(root)}: link '{target}'"
        if not resolved.exists():
            problems.append(f"{where}: no such file")
        elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
            problems.append(f"{where}: no heading or anchor '{anchor}'")

for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print("docs: every generated block, rule page and link is current" if check else "docs: generated")
