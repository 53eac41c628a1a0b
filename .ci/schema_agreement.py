"""For every fixture, check-jsonschema's verdict against Schemas/ranking.schema.json must equal
rankcheck's structural verdict (any RC002–RC004 finding). Files that are not JSON (RC001) are
rejected by both and carry no structural verdict, so they are counted but not compared. A file
whose numbers check-jsonschema's reader refuses (1e400, thousands of digits) agrees when rankcheck
rejects it too (RC004: beyond ±(2^53 − 1)). The schema describes the reference format, so every
fixture is read in it here (`--config` with an empty configuration), whatever shape its folder's
.rankcheck.json gives it."""
import json
import pathlib
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
binary = sys.argv[1]
fixtures = sorted(str(p.relative_to(root)) for p in (root / "Fixtures").rglob("*.json") if not p.name.startswith("."))

reference_config = root / ".build" / "schema-agreement-config.json"
reference_config.parent.mkdir(exist_ok=True)
reference_config.write_text("{}\n")
report = json.loads(subprocess.run([binary, "validate", "--no-prior", "--config", str(reference_config), "--format", "json", *fixtures],
                                   cwd=root, capture_output=True, text=True).stdout)
rules = {path: set() for path in fixtures}
for finding in report["findings"]:
    rules.setdefault(finding["path"], set()).add(finding["rule"])

schema_run = subprocess.run(["check-jsonschema", "-o", "json", "--schemafile", "Schemas/ranking.schema.json", *fixtures],
                            cwd=root, capture_output=True, text=True)
schema = json.loads(schema_run.stdout)
schema_invalid = {e["filename"] for e in schema["errors"]}
unparsable = {e["filename"] for e in schema.get("parse_errors", [])}

disagreements, compared, not_json = [], 0, 0
for path in fixtures:
    if "RC001" in rules[path]:
        not_json += 1
        continue
    ours = bool(rules[path] & {"RC002", "RC003", "RC004"})
    if path in unparsable:
        # Numbers its JSON reader refuses (1e400, thousands of digits) are beyond the schema's
        # range for rankcheck too (RC004): both reject the file.
        if not ours:
            disagreements.append(f"{path}: check-jsonschema could not parse it, rankcheck found it valid")
        else:
            compared += 1
        continue
    compared += 1
    theirs = path in schema_invalid
    if ours != theirs:
        disagreements.append(f"{path}: rankcheck says {'invalid' if ours else 'valid'}, check-jsonschema says {'invalid' if theirs else 'valid'}")

for line in disagreements:
    print("DISAGREE", line)
print(f"schema agreement: {compared} fixtures compared, {not_json} not JSON (RC001), {len(disagreements)} disagreements")
sys.exit(1 if disagreements or compared < 10 else 0)
