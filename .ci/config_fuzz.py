#!/usr/bin/env python3
"""A configuration is as untrusted as the data beside it (a pull request may change both): any
`.rankcheck.json` gives a one-line error or a check, never a trap or a hang.

The charts of `init_fuzz.py` (three weeks, moved in one of four ways, some values at the ends of
the 64-bit range; as one JSON file, a file a week or one table) are checked with a random
configuration: each key of the shape and the configuration set from values that read (the
charts' own fields, the encodings' keys and words) and, one time in sixteen, from values that do
not (a pointer to nothing or into a number, an empty list, a word for another key, a delimiter
of two bytes, numbers at the ends of the range). `validate` (human, json, sarif, html, markdown,
`--diff`, `--fix`, `--show-config`, `--print-shape`) and `diff` run with each. Each must exit 0,
1 or 2, say nothing of a runtime failure, and end within two minutes.

    python3 .ci/config_fuzz.py BINARY [CASES] [SEED]
"""
import json, os

from init_fuzz import first_trap, run_cases, weeks, write

FIELDS = ["/rank", "/name", "/previous", "/change", "/up", "/by", "/trend", "/score", "/week"]
POINTERS_THAT_READ_NOTHING = ["", "/", "/nope", "/~", "/~2", "/*", "/rank/0", "/entries", "/" + "a" * 300, "//"]
WORDS = ["UP", "DOWN", "SAME", "NEW", "", "-", "—", "0", "x" * 100]
EXTREMES = [9223372036854775807, -9223372036854775808, 1e300, -1, 1.5, None]


class Configurations:
    """Random configurations over the charts' fields."""

    def __init__(self, rng):
        self.rng = rng

    def pick(self, reads, reads_not):
        """A value from `reads`, or one time in sixteen from `reads_not`."""
        return self.rng.choice(reads_not if self.rng.random() < 1 / 16 else reads)

    def maybe(self, chance):
        return self.rng.random() < chance

    def pointer(self):
        return self.pick(FIELDS, POINTERS_THAT_READ_NOTHING)

    def words(self, count):
        return self.pick([self.rng.sample(WORDS[:4], count)], [self.rng.sample(WORDS + EXTREMES, count), [], 7])

    def movement(self):
        kind = self.pick(["none", "flag", "signed", "previousRank", "direction"], [7, [], {}, "flag"])
        if not isinstance(kind, str) or kind in ("none", "flag") and self.maybe(0.5):
            return kind
        if kind == "flag":
            return {"flag": self.pointer(), "magnitude": self.pointer()}
        movement = {kind: self.pointer()}
        if kind == "signed" and self.maybe(0.5):
            movement["positiveIs"] = self.pick(["up", "down"], ["sideways"])
        if kind in ("signed", "previousRank") and self.maybe(0.6):
            movement["new"] = self.pick([["NEW"], [0], ["-", 0]], [self.rng.sample(WORDS + EXTREMES, 3), []])
        if kind == "direction":
            for key in ["up", "down", "keep", "new"]:
                if self.maybe(0.7):
                    movement[key] = self.words(1)
            if self.maybe(0.5):
                movement["magnitude"] = self.pointer()
        return movement

    def table(self):
        table = {}
        if self.maybe(0.3):
            table["delimiter"] = self.pick([",", "\t", ";"], ['"', "\n", "", ",,", "\u0000", "é"])
        if self.maybe(0.5):
            table["nulls"] = self.pick([["", "0"], ["NEW"], ["", "-"]], [["\""], [","], []])
        if self.maybe(0.2):
            table["decimal"], table["thousands"] = self.pick([(",", "."), (".", ",")], [(",", ","), (";", "x")])
        if self.maybe(0.2):
            table["units"] = self.pick([["€"], ["pts", "%"]], [["", ","], ["1"], []])
        if self.maybe(0.2):
            table["columns"] = self.pick([[f[1:] for f in FIELDS]], [["a"] * 8, [], ["x"] * 1000])
        if self.maybe(0.3):
            table["skipRows"] = self.pick([0, 1, 2, 1000], [1001, -1, 9223372036854775807, 1.5])
        if self.maybe(0.2):
            table["skipInitialSpace"] = self.pick([True, False], ["yes", 1, None])
        return table

    def shape(self, layout):
        shape = {}
        if layout != "a table" and self.maybe(0.9):
            shape["lists"] = self.pick([["/weeks/*/entries"], ["/entries"]], [["/*"], [], ["/weeks"], "x"])
        if layout == "one file" and self.maybe(0.5):
            shape["label"] = self.pick(["/weeks/*/week"], ["/week", ""])
        if self.maybe(0.95):
            shape["rank"] = self.pointer()
        if self.maybe(0.95):
            shape["identity"] = self.pick([[self.pointer()], [self.pointer(), self.pointer()]], [[], self.pointer(), ["/name"] * 3])
        if self.maybe(0.8):
            shape["movement"] = self.movement()
        if self.maybe(0.3):
            shape["displayName"] = self.pick([self.pointer()], [3, []])
        if self.maybe(0.3):
            shape["attributes"] = self.rng.sample(FIELDS, self.rng.randint(0, 2))
        if self.maybe(0.4):
            shape["fields"] = self.pick(["open", "closed"], ["half"])
        if self.maybe(0.4):
            shape["score"] = self.pick([{"pointer": self.pointer(), "order": self.pick(["descending", "ascending"], ["x"])}], [{}, "p"])
        if self.maybe(0.3):
            shape["textRanks"] = self.pick([True, False], [1])
        if self.maybe(0.3):
            shape["unranked"] = self.pick([["-"], ["WD", "DNF"]], [[0, None], [""]])
        if layout == "a table":
            if self.maybe(0.8):
                shape["listBy"] = self.pick(["/week", ["/week"], ["/week", "/name"]], ["", "/nope", [], ["/week"] * 2])
            if self.maybe(0.7):
                shape["table"] = self.table()
        return shape

    def configuration(self, layout):
        configuration = {}
        if self.maybe(0.3):
            configuration["ties"] = self.pick(["none", "competition"], ["dense"])
        if self.maybe(0.8):
            configuration["prior"] = self.pick(["previous-list", "previous-file", "discover", False, "x/{year}.json"],
                                               ["{year}{year}", "{year}" * 50, 7])
        if self.maybe(0.2):
            configuration["select"] = self.pick([["ALL"], ["RC4"], ["RC302", "RC1"]], [["RC999"], "ALL"])
        if self.maybe(0.2):
            configuration["severity"] = self.pick([{"RC401": "note"}, {"RC1": "error"}], [{"x": "y"}])
        if self.maybe(0.95):
            configuration["shape"] = self.shape(layout)
        return configuration


def main():
    def case(binary, rng, folder):
        _, charts = weeks(rng)
        layout = write(folder, rng, charts)
        with open(os.path.join(folder, ".rankcheck.json"), "w") as out:
            json.dump(Configurations(rng).configuration(layout), out)
        files = sorted(name for name in os.listdir(folder) if not name.startswith("."))
        return layout, first_trap(binary, folder, [
            ["validate"], ["validate", "--format", "json", "--show-notes"], ["validate", "--format", "sarif"],
            ["validate", "--format", "html"], ["validate", "--format", "markdown"], ["validate", "--diff"],
            ["validate", "--show-config", files[0]], ["validate", "--print-shape", files[0]], ["diff"] + files[:2],
            ["validate", "--fix"]])

    seed, cases = run_cases("config fuzz", case)
    print(f"config fuzz: seed {seed}, {cases} configurations, each checked ten ways: no trap")


if __name__ == "__main__":
    main()
