import Testing

/// The binary's exact output on the fixtures, for every command and format.
@Suite struct GoldenOutputTests {
    static let cases: [(String, [String])] = [
        ("real-file-human", ["validate", "Fixtures/TownRanking2021.json"]),
        ("rule-fixtures-human", ["validate", "Fixtures/rules"]),
        ("valid-fixtures-human", ["validate", "Fixtures/valid"]),
        ("years-human", ["validate", "Fixtures/years", "--show-notes"]),
        ("paths-human", ["validate", "Fixtures/paths"]),
        ("all-json", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "json"]),
        ("all-sarif", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "sarif"]),
        ("all-github", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "github"]),
        ("all-markdown", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "markdown"]),
        ("all-jsonl", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "jsonl"]),
        ("all-rdjson", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "rdjson"]),
        ("all-rdjsonl", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "rdjsonl"]),
        ("all-gitlab", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "gitlab"]),
        ("all-junit", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "junit"]),
        ("all-xcode", ["validate", "Fixtures/rules", "Fixtures/years", "Fixtures/paths", "--format", "xcode"]),
        ("series-history-human", ["validate", "Fixtures/series/chart-history", "--show-notes"]),
        ("series-weeks-human", ["validate", "Fixtures/series/chart-weeks", "--show-notes"]),
        ("series-history-json", ["validate", "Fixtures/series/chart-history", "--format", "json"]),
        ("series-history-markdown", ["validate", "Fixtures/series/chart-history", "--format", "markdown"]),
        ("series-diff-markdown", ["diff", "Fixtures/series/chart-history/history.json", "--format", "markdown"]),
        ("scores-human", ["validate", "Fixtures/series/scores"]),
        ("explain-RC104", ["explain", "RC104"]),
        ("years-html", ["validate", "Fixtures/years", "--show-notes", "--format", "html"]),
        ("shapes-rdjson", ["validate", "Fixtures/shapes", "--format", "rdjson"]),
        ("shapes-junit", ["validate", "Fixtures/shapes", "--format", "junit"]),
        ("rules-human", ["rules"]),
        ("rules-markdown", ["rules", "--format", "markdown"]),
        ("explain-RC203", ["explain", "RC203"]),
        ("explain-by-name", ["explain", "movement-mismatch"]),
        ("help", ["--help"]),
        ("validate-help", ["validate", "--help"]),
        ("diff-years-human", ["diff", "Fixtures/years/TownRanking2021.json", "Fixtures/years/TownRanking2022.json"]),
        ("diff-years-json", ["diff", "Fixtures/years/TownRanking2021.json", "Fixtures/years/TownRanking2022.json", "--format", "json"]),
        ("diff-years-markdown", ["diff", "Fixtures/years/TownRanking2021.json", "Fixtures/years/TownRanking2022.json", "--format", "markdown"]),
        ("validate-years-2022-diff", ["validate", "Fixtures/years/TownRanking2022.json", "--diff"]),
        ("usage-unknown-option", ["validate", "--fromat", "json"]),
        ("usage-unknown-rule", ["explain", "RC999"]),
        ("usage-missing-path", ["validate", "Fixtures/no-such-file.json", "Fixtures/TownRanking2021.json"]),
    ]

    @Test(arguments: cases)
    func goldenOutput(_ name: String, _ arguments: [String]) throws {
        // JUnit's timestamp and host name, fixed for a reproducible report.
        try expectGolden(name, try rankcheck(arguments, environment: ["SOURCE_DATE_EPOCH": "1700000000", "RANKCHECK_HOSTNAME": "ci"]))
    }

    static let diffCases = ["all-correct", "wrong-magnitude", "wrong-direction", "keep-that-moved", "new-entry-beyond-list",
                            "new-entry-taken-rank", "renamed-town", "list-missing-in-prior", "prior-parse-error"]

    @Test(arguments: diffCases)
    func diffCase(_ name: String) throws {
        let prior = "Fixtures/diff/\(name)/prior.json", current = "Fixtures/diff/\(name)/current.json"
        try expectGolden("diff-case-\(name)", try rankcheck(["diff", prior, current]))
        try expectGolden("validate-case-\(name)", try rankcheck(["validate", current, "--prior", prior, "--show-notes"]))
    }
}
