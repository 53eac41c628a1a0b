#!/usr/bin/env python3
"""Deterministic benchmark data for rankcheck, in the reference format (4-space indent,
Japanese town and line names like the real data), each set with its prior-year file.

  large   2 lists × 500,000 entries (~200 MB) + prior year
  medium  2 lists × 50,000 entries + prior year
  many    1,000 files of 2 × 20 entries in a folder tree, each with its prior year
  planted a medium-sized pair with recorded mistakes (the benchmark checks rankcheck finds exactly them)

Usage: generate_data.py OUT_DIR [--sets large,medium,many,planted] [--seed N]
Writes OUT_DIR/manifest.json with what was planted.
"""
import json
import os
import random
import sys

PREFIXES = list(dict.fromkeys("本厚大宮葛西八王子池袋千葉蕨三鷹柏川崎高円寺船橋町田荻窪軒茶屋吉祥新小岩勝白金高輪北浦目黒恵比寿東京橋平塚朝霞街牛込柳中"))  # unique characters, in order
SUFFIXES = ["台", "町", "丘", "坂", "谷", "原", "野", "川", "山", "田", "島", "沢", "浜", "森", "橋"]
LINES = ["小田急小田原線", "JR京浜東北・根岸線ほか", "東京メトロ東西線", "JR中央線ほか", "JR山手線ほか", "JR総武線ほか",
         "JR常磐線ほか", "JR東海道本線ほか", "東急田園都市線ほか", "都営大江戸線", "東京メトロ南北線ほか", "JR横浜線ほか"]
LISTS = ["townRankingsForRent", "townRankingsForBuy"]


def town(i):
    a, b = PREFIXES[i % len(PREFIXES)], PREFIXES[(i // len(PREFIXES)) % len(PREFIXES)]
    return f"{a}{b}{SUFFIXES[(i // len(PREFIXES) ** 2) % len(SUFFIXES)]}{i // (len(PREFIXES) ** 2 * len(SUFFIXES))}"


def write_entries(out, entries):
    out.write("[\n")
    for n, (rank, name, up, k, line) in enumerate(entries):
        out.write('        {\n')
        out.write(f'            "rank": {rank},\n')
        out.write(f'            "townName": "{name}",\n')
        out.write(f'            "isRankUp": {"true" if up else "false"},\n')
        out.write(f'            "rankFluctuation": {k},\n')
        out.write(f'            "availableLine": "{line}"\n')
        out.write('        }' + (",\n" if n + 1 < len(entries) else "\n"))
    out.write("    ]")


def write_file(path, lists):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        out.write("{\n")
        for n, (name, entries) in enumerate(lists):
            out.write(f'    "{name}": ')
            write_entries(out, entries)
            out.write(",\n" if n + 1 < len(lists) else "\n")
        out.write("}\n")


def year_pair(rng, size, newcomers, planted=0, offset=0):
    """A prior list and this year's list with true movements; `planted` wrong magnitudes."""
    prior_names = [town(offset + i) for i in range(size)]
    current = prior_names[: size - newcomers]
    # Local moves: swap neighbours within small windows, so movements are realistic.
    for i in range(0, len(current) - 1, 2):
        if rng.random() < 0.6:
            j = min(len(current) - 1, i + rng.randint(1, 5))
            current[i], current[j] = current[j], current[i]
    fresh = [town(offset + size + i) for i in range(newcomers)]
    for name in fresh:
        current.insert(rng.randrange(len(current) + 1), name)
    prior_rank = {name: r + 1 for r, name in enumerate(prior_names)}
    line = {name: LINES[sum(map(ord, name)) % len(LINES)] for name in prior_names + fresh}
    prior_entries = [(r + 1, name, False, 0, line[name]) for r, name in enumerate(prior_names)]
    entries = []
    beyond = size  # newcomers claim distinct prior ranks beyond last year's list (RC403 notes)
    for r, name in enumerate(current, start=1):
        if name in prior_rank:
            d = prior_rank[name] - r
            entries.append((r, name, d > 0, abs(d), line[name]))
        else:
            beyond += rng.randint(1, 3)
            entries.append((r, name, True, beyond - r, line[name]))
    wrong = rng.sample([i for i, e in enumerate(entries) if e[1] in prior_rank], planted) if planted else []
    for i in wrong:
        r, name, up, k, ln = entries[i]
        entries[i] = (r, name, True if k == 0 else up, k + 1, ln)
    return prior_entries, entries, [entries[i][1] for i in wrong]


def generate(out_dir, sets, seed):
    rng = random.Random(seed)
    manifest = {"seed": seed, "sets": {}}
    for name, size in (("large", 500_000), ("medium", 50_000)):
        if name not in sets:
            continue
        prior_lists, lists, notes = [], [], 0
        for n, list_name in enumerate(LISTS):
            p, c, _ = year_pair(rng, size, newcomers=size // 100, offset=n * 7)
            prior_lists.append((list_name, p))
            lists.append((list_name, c))
            notes += size // 100
        write_file(f"{out_dir}/{name}/TownRanking2020.json", prior_lists)
        write_file(f"{out_dir}/{name}/TownRanking2021.json", lists)
        manifest["sets"][name] = {"file": f"{name}/TownRanking2021.json", "errors": 0, "warnings": 0, "notes": notes}
    if "planted" in sets:
        prior_lists, lists, planted, notes = [], [], [], 0
        for n, list_name in enumerate(LISTS):
            p, c, wrong = year_pair(rng, 50_000, newcomers=5, planted=7, offset=n * 3)
            prior_lists.append((list_name, p))
            lists.append((list_name, c))
            planted += [{"rule": "RC401", "list": list_name, "townName": w} for w in wrong]
            notes += 5
        write_file(f"{out_dir}/planted/TownRanking2020.json", prior_lists)
        write_file(f"{out_dir}/planted/TownRanking2021.json", lists)
        manifest["sets"]["planted"] = {"file": "planted/TownRanking2021.json", "errors": len(planted), "warnings": 0,
                                       "notes": notes, "planted": planted}
    if "many" in sets:
        for i in range(1000):
            prior_lists, lists = [], []
            for n, list_name in enumerate(LISTS):
                p, c, _ = year_pair(rng, 20, newcomers=0, offset=i * 40 + n * 20)
                prior_lists.append((list_name, p))
                lists.append((list_name, c))
            group = f"group-{i // 100:02d}"
            write_file(f"{out_dir}/many/2020/{group}/ranking-{i:04d}.json", prior_lists)
            write_file(f"{out_dir}/many/2021/{group}/ranking-{i:04d}.json", lists)
        manifest["sets"]["many"] = {"file": "many/2021", "errors": 0, "warnings": 0, "notes": 0}
    with open(f"{out_dir}/manifest.json", "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)


if __name__ == "__main__":
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    sets = {"large", "medium", "many", "planted"}
    seed = 2021
    if "--sets" in args:
        sets = set(args[args.index("--sets") + 1].split(","))
    if "--seed" in args:
        seed = int(args[args.index("--seed") + 1])
    generate(args[0], sets, seed)
