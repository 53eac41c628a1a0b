#!/usr/bin/env python3
"""The CI formats read by real consumers: rdjson/rdjsonl against reviewdog's JSON schemas,
JUnit XML against the Ant JUnit XSD (xmlschema) and read back by junitparser with the counts
the json report implies, GitLab Code Quality against its documented fields, jsonl line by line.

Usage: check_ci_formats.py RANKCHECK
"""
import collections
import json
import pathlib
import subprocess
import sys

import jsonschema
import junitparser
import xmlschema

rankcheck = sys.argv[1]
here = pathlib.Path(__file__).resolve().parent
root = here.parent
failures = []


def run(*arguments):
    result = subprocess.run([rankcheck, "validate", *arguments], cwd=root, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"rankcheck {' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def check(condition, message):
    if not condition:
        failures.append(message)


targets = ["Fixtures"]
report = json.loads(run(*targets, "--format", "json"))
findings = report["findings"]

# reviewdog: one DiagnosticResult, and one Diagnostic per line.
result_schema = json.loads((here / "reviewdog/DiagnosticResult.json").read_text())
diagnostic_schema = json.loads((here / "reviewdog/Diagnostic.json").read_text())
rdjson = json.loads(run(*targets, "--format", "rdjson"))
jsonschema.Draft4Validator(result_schema).validate(rdjson)
check(len(rdjson["diagnostics"]) == len(findings), "rdjson: a diagnostic per finding")
lines = run(*targets, "--format", "rdjsonl").splitlines()
validator = jsonschema.Draft4Validator(diagnostic_schema)
for line in lines:
    validator.validate(json.loads(line))
check([json.loads(line) for line in lines] == rdjson["diagnostics"], "rdjsonl: the rdjson diagnostics, one a line")
suggestions = sum(len(d.get("suggestions", [])) for d in rdjson["diagnostics"])
check(suggestions == sum(1 for f in findings if f["fix"] and f["fix"]["safe"]), "rdjson: a suggestion per safe fix")
print(f"ok: rdjson and rdjsonl valid against reviewdog's schemas ({len(lines)} diagnostics, {suggestions} suggestions)")

# JUnit: the Ant schema, then junitparser's reading of it.
junit_path = root / ".build" / "check-ci-formats-junit.xml"
junit_path.parent.mkdir(exist_ok=True)
junit_path.write_text(run(*targets, "--format", "junit"), encoding="utf-8")
schema = xmlschema.XMLSchema(str(here / "junit/JUnit.xsd"))
schema.validate(str(junit_path))  # <testsuites>, the XSD's element for a report of many files
xml = junitparser.JUnitXml.fromfile(str(junit_path))
suites = list(xml)
check(len(suites) == len(report["files"]) + len(report["unreadable"]), "junit: a testsuite per file")
by_file = collections.defaultdict(set)
for finding in findings:
    if finding["severity"] != "note":
        by_file[finding["path"]].add(finding["rule"])
for suite in suites:
    cases = list(suite)
    failed = {case.name.split()[0] for case in cases if not case.is_passed and not case.is_skipped}
    check(failed == by_file.get(suite.name, set()), f"junit: {suite.name}: failing cases {sorted(failed)} != rules with findings {sorted(by_file.get(suite.name, set()))}")
    check(suite.failures == len(failed), f"junit: {suite.name}: failures attribute")
    check(suite.tests == len(cases), f"junit: {suite.name}: tests attribute")
clean = [s for s in suites if s.name not in by_file]
check(all(s.failures == 0 for s in clean) and clean, "junit: clean files are passing suites")
print(f"ok: JUnit valid against the Ant XSD; junitparser reads {len(suites)} suites, {sum(s.tests for s in suites)} cases, "
      f"{sum(s.failures for s in suites)} failures, as the json report implies")

# GitLab Code Quality: the documented fields.
gitlab = json.loads(run(*targets, "--format", "gitlab"))
check(isinstance(gitlab, list) and len(gitlab) == len(findings), "gitlab: an issue per finding")
for issue in gitlab:
    check(all(isinstance(issue.get(key), str) and issue[key] for key in ("description", "check_name", "fingerprint")), f"gitlab: fields of {issue}")
    check(issue["severity"] in ("info", "minor", "major", "critical", "blocker"), f"gitlab: severity {issue['severity']}")
    check(not issue["location"]["path"].startswith("/"), "gitlab: relative path")
    check(isinstance(issue["location"]["lines"]["begin"], int) and issue["location"]["lines"]["begin"] >= 1, "gitlab: lines.begin")
check(len({i["fingerprint"] for i in gitlab}) == len(gitlab), "gitlab: fingerprints are unique")
print(f"ok: GitLab Code Quality: {len(gitlab)} issues with the documented fields and unique fingerprints")

# JSON Lines: the json report's findings, one a line.
jsonl = [json.loads(line) for line in run(*targets, "--format", "jsonl").splitlines()]
check(jsonl == findings, "jsonl: the json report's findings")
print(f"ok: jsonl: {len(jsonl)} lines, each the json report's finding")

# The integrations page shows the GitLab job that CI checks with GitLab's schema.
example = (here / "examples/gitlab-ci.yml").read_text()
check(example.strip() in (root / "docs/integrations.md").read_text(), "docs/integrations.md: the GitLab recipe is .ci/examples/gitlab-ci.yml")

for failure in failures:
    print("FAIL:", failure)
sys.exit(1 if failures else 0)
