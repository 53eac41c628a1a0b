#!/usr/bin/env bash
# Builds rankcheck's release binaries into an artifact bundle (SE-0305) and release archives.
#
# Usage: .ci/bundle.sh OUT [--variant BINARY:TRIPLE[,TRIPLE…]]... [--no-build]
#   Builds this machine's variant (a static Swift runtime on Linux), adds the variants built
#   elsewhere (the release workflow hands over Linux aarch64 and a macOS universal binary made
#   with lipo), and writes to OUT:
#     rankcheck.artifactbundle/ and rankcheck.artifactbundle.zip (info.json: schemaVersion 1.0,
#       one executable artifact `rankcheck`, a variant per binary with its supportedTriples)
#     rankcheck-VERSION-PLATFORM.tar.gz for each variant (the binary and README.md)
#     SHA256SUMS, and the bundle's checksum as `swift package compute-checksum` prints it.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: .ci/bundle.sh OUT [--variant BINARY:TRIPLES]... [--no-build]}
shift
mkdir -p "$out"
out=$(cd "$out" && pwd)
variants=()
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --variant) variants+=("$2"); shift 2 ;;
    --no-build) build=0; shift ;;
    *) echo "bundle.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done

if [ "$build" = 1 ]; then
  static=()
  if [ "$(uname -s)" = Linux ]; then static=(--static-swift-stdlib); fi
  # The same build as .ci/bench's, so CI compiles the release binary once.
  swift build -c release "${static[@]}" --package-path "$repo" >&2
  binary="$repo/.build/release/rankcheck"
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
    Linux-aarch64|Linux-arm64) triple=aarch64-unknown-linux-gnu ;;
    Darwin-*) triple=x86_64-apple-macosx,arm64-apple-macosx ;;
    *) echo "bundle.sh: no triple for $(uname -s)-$(uname -m)" >&2; exit 2 ;;
  esac
  variants=("$binary:$triple" "${variants[@]}")
fi
[ ${#variants[@]} -gt 0 ] || { echo "bundle.sh: no variant to bundle" >&2; exit 2; }

version=$("${variants[0]%%:*}" --version 2>/dev/null | awk '{print $2}' || true)
[ -n "$version" ] || version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' "$repo/Sources/RankCheckCLI/RankCheck.swift")
python3 - "$out" "$version" "$repo" "${variants[@]}" <<'PY'
import hashlib, json, os, pathlib, shutil, stat, sys, tarfile, zipfile
out, version, repo, variants = pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3]), sys.argv[4:]
bundle = out / "rankcheck.artifactbundle"
shutil.rmtree(bundle, ignore_errors=True)
entries, archives = [], []
for spec in variants:
    binary, triples = spec.split(":", 1)
    triples = triples.split(",")
    platform = ("macos-universal" if any("apple" in t for t in triples)
                else "linux-" + ("aarch64" if triples[0].startswith("aarch64") else "x86_64"))
    relative = f"rankcheck-{version}-{platform}/bin/rankcheck"
    target = bundle / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(binary, target)
    target.chmod(0o755)
    entries.append({"path": relative, "supportedTriples": triples})
    archive = out / f"rankcheck-{version}-{platform}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(binary, arcname=f"rankcheck-{version}-{platform}/rankcheck")
        tar.add(repo / "README.md", arcname=f"rankcheck-{version}-{platform}/README.md")
    archives.append(archive)
info = {"schemaVersion": "1.0", "artifacts": {"rankcheck": {"version": version, "type": "executable", "variants": entries}}}
(bundle / "info.json").write_text(json.dumps(info, indent=2) + "\n")
shutil.copy2(repo / "README.md", bundle / "README.md")
zipped = out / "rankcheck.artifactbundle.zip"
with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as archive:
    for path in sorted(bundle.rglob("*")):
        info_entry = zipfile.ZipInfo(str(path.relative_to(out)), date_time=(2000, 1, 1, 0, 0, 0))
        if path.is_dir():
            info_entry.filename += "/"
            info_entry.external_attr = (0o40755 << 16) | 0x10
            archive.writestr(info_entry, "")
        else:
            info_entry.external_attr = ((0o100755 if os.access(path, os.X_OK) else 0o100644) << 16)
            info_entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info_entry, path.read_bytes())
with open(out / "SHA256SUMS", "w") as sums:
    for path in [zipped] + archives:
        sums.write(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}\n")
PY
echo "bundle: $out/rankcheck.artifactbundle.zip" >&2
swift package compute-checksum "$out/rankcheck.artifactbundle.zip"
