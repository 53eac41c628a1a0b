"""Validates rankcheck's SARIF against the official SARIF 2.1.0 schema and checks, one by one,
the properties GitHub code scanning relies on."""
import json
import pathlib
import subprocess
import sys

import jsonschema

root = pathlib.Path(__file__).resolve().parent.parent
binary, official_schema = sys.argv[1], sys.argv[2]
run = subprocess.run([binary, "validate", "Fixtures", "--format", "sarif"], cwd=root, capture_output=True, text=True)
assert run.returncode == 1, f"expected findings (exit 1), got {run.returncode}: {run.stderr}"
sarif = json.loads(run.stdout)
schema = json.load(open(official_schema, encoding="utf-8"))
jsonschema.Draft4Validator.check_schema(schema)
errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(sarif), key=lambda e: list(e.path))
for error in errors[:20]:
    print("SARIF schema error at", "/".join(map(str, error.path)), ":", error.message)
assert not errors, f"{len(errors)} SARIF schema errors"

checks = 0
def check(condition, what):
    global checks
    checks += 1
    assert condition, what

assert sarif["version"] == "2.1.0"
(run0,) = sarif["runs"]
driver = run0["tool"]["driver"]
for key in ("name", "semanticVersion", "informationUri", "rules"):
    check(key in driver, f"tool.driver.{key}")
rule_ids = [r["id"] for r in driver["rules"]]
catalogue = json.loads(subprocess.run([binary, "rules", "--format", "json"], capture_output=True, text=True).stdout)
check(rule_ids == [rule["id"] for rule in catalogue], "every rule in tool.driver.rules, in id order")
for rule in driver["rules"]:
    for key in ("id", "name", "shortDescription", "fullDescription", "help", "defaultConfiguration", "properties"):
        check(key in rule, f"rule {rule['id']} has {key}")
    check(rule["help"]["markdown"] and rule["help"]["text"], "help text and markdown")
    check(rule["defaultConfiguration"]["level"] in ("error", "warning", "note"), "default level")
    check(rule["properties"]["tags"], "tags")
check(run0["columnKind"] == "unicodeCodePoints", "columnKind")
check("%SRCROOT%" in run0["originalUriBaseIds"], "originalUriBaseIds declares %SRCROOT%")
check(run0["invocations"][0]["executionSuccessful"] is True, "executionSuccessful")
results = run0["results"]
check(len(results) > 20, "results present")
fingerprints = set()
for result in results:
    check(rule_ids[result["ruleIndex"]] == result["ruleId"], "ruleIndex points at ruleId")
    check(result["level"] in ("error", "warning", "note"), "level")
    check(result["message"]["text"], "message text")
    location = result["locations"][0]["physicalLocation"]
    check(location["artifactLocation"]["uriBaseId"] == "%SRCROOT%", "uriBaseId")
    uri = location["artifactLocation"]["uri"]
    check(not uri.startswith("/") and " " not in uri, f"relative, encoded uri {uri}")
    region = location["region"]
    for key in ("startLine", "startColumn", "endLine", "endColumn"):
        check(region[key] >= 1, f"region.{key}")
    fingerprint = result["partialFingerprints"]["rankcheck/v1"]
    check(fingerprint not in fingerprints, f"fingerprint unique: {fingerprint}")
    fingerprints.add(fingerprint)
by_rule = {r["ruleId"]: r for r in results}
for rule in ("RC203", "RC301", "RC401"):
    check(by_rule[rule].get("relatedLocations"), f"{rule} has relatedLocations")
check(by_rule["RC401"]["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("TownRanking2021.json"),
      "RC401 points at the prior-year file")
check(by_rule["RC401"]["fixes"][0]["artifactChanges"][0]["replacements"], "RC401 carries a fix")
check(any("%20" in r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results), "a path with a space is encoded")
print(f"sarif: valid against the official 2.1.0 schema; {checks} GitHub code scanning checks passed")
