#!/usr/bin/env python3
"""The language server's latency and memory, measured over its standard input and output.

Usage: bench_server.py RANKCHECK SCRATCH [--edits N]
- from a didChange to its diagnostics: the 2021 file, a 1 MB ranking, a 3,500-week chart
  history (beside `rankcheck validate` of the same bytes), each change the whole text; then the
  1 MB ranking and the history again, each change one character (incremental sync); then a
  minified ranking with a finding in each of its 20,000 entries, all on its one line;
- a typing burst: a change every 10 ms for 5 s on the 1 MB file; the server checks the newest
  version and drops the rest (at most one stale check between two publishes);
- idle memory, and memory after N edits of the 1 MB file against after the first 100.
Timings are informational; it fails when a burst leaves the last version unchecked or memory
grows by more than 10% between 100 and N edits."""
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

binary, scratch = sys.argv[1], pathlib.Path(sys.argv[2])
edits = int(sys.argv[sys.argv.index("--edits") + 1]) if "--edits" in sys.argv else 10_000
root = pathlib.Path(__file__).resolve().parent.parent.parent
scratch.mkdir(parents=True, exist_ok=True)


class Server:
    def __init__(self, cwd):
        self.process = subprocess.Popen([binary, "server"], cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            header += self.process.stdout.read(1)
        length = int(header.split(b":")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def published(self, version):
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
                return message

    def rss_mib(self):
        for line in open(f"/proc/{self.process.pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024

    def start(self, path, text):
        self.send({"id": 1, "method": "initialize", "params": {"capabilities": {}, "rootUri": pathlib.Path(path).parent.as_uri()}})
        self.receive()
        self.send({"method": "initialized", "params": {}})
        self.uri = pathlib.Path(path).as_uri()
        self.send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": self.uri, "languageId": "json", "version": 1, "text": text}}})
        self.published(1)
        self.version = 1

    def change(self, text=None, edit=None):
        self.version += 1
        change = {"text": text} if text is not None else edit
        self.send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": self.uri, "version": self.version}, "contentChanges": [change]}})
        return self.version

    def stop(self):
        self.send({"id": 99, "method": "shutdown"})
        self.send({"method": "exit"})
        self.process.wait(timeout=30)


def latency(path, runs, incremental=False):
    """Median seconds from a didChange to its diagnostics. Each change sends the whole text, or,
    `incremental`, replaces one character in place (the sync the server advertises, as editors
    send it)."""
    text = pathlib.Path(path).read_text(encoding="utf-8")
    server = Server(pathlib.Path(path).parent)
    server.start(path, text)
    one_character = {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}}, "text": text[0]}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        server.published(server.change(edit=one_character) if incremental else server.change(text=text))
        times.append(time.perf_counter() - start)
    server.stop()
    return statistics.median(times)


def validate_time(path, runs=5, output=("--quiet",)):
    """Median seconds of `rankcheck validate` on the file, printing `output`'s report."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary, "validate", str(path), *output, "--exit-zero"], cwd=pathlib.Path(path).parent, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def megabyte_file():
    path = scratch / "mb" / "TownRanking2021.json"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        entries = [{"rank": r, "townName": f"町{r}", "isRankUp": False, "rankFluctuation": 0, "availableLine": f"線{r % 9}"} for r in range(1, 4500)]
        path.write_text(json.dumps({"townRankingsForRent": entries, "townRankingsForBuy": entries}, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


def minified_findings():
    """A minified ranking (one line of 1.4 MB) whose 20,000 entries each hold a finding."""
    path = scratch / "minified" / "TownRanking.json"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        entries = [{"rank": r, "townName": f"町{r}", "isRankUp": True, "rankFluctuation": 0} for r in range(1, 20_001)]
        path.write_text(json.dumps({"townRankingsForRent": entries}, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return path


def chart_history():
    path = scratch / "chart" / "history.json"
    if not path.exists():
        sys.path.insert(0, str(root / ".ci"))
        source = (root / ".ci/bench_matrix.py").read_text()
        start, end = source.index("def chart_history"), source.index("def signed_wildcard")
        namespace = {}
        exec("import json, random, pathlib\n" + source[start:end], namespace)
        namespace["chart_history"](path.parent, 3500, False, series=True)
    return path


failures = []
results = []
results.append(("2021 file (two lists of 20)", latency(root / "Fixtures/years/TownRanking2022.json", 50), None))
mb = megabyte_file()
results.append((f"1 MB ranking ({mb.stat().st_size // 1024} KiB)", latency(mb, 20), None))
chart = chart_history()
results.append((f"chart history ({chart.stat().st_size >> 20} MB, 3,500 weeks)", latency(chart, 5), validate_time(chart)))
results.append((f"1 MB ranking, incremental change", latency(mb, 20, incremental=True), None))
results.append((f"chart history, incremental change", latency(chart, 5, incremental=True), results[2][2]))
minified = minified_findings()
results.append(("minified, 20,000 findings on its one line", latency(minified, 5), validate_time(minified, output=("--format", "json"))))
for label, seconds, validate in results:
    extra = f"   validate {validate * 1000:7.1f} ms   ratio {seconds / validate:4.2f}x" if validate else ""
    print(f"didChange → diagnostics, {label:42} {seconds * 1000:7.1f} ms{extra}")

# A typing burst on the 1 MB file.
text = mb.read_text(encoding="utf-8")
server = Server(mb.parent)
server.start(mb, text)
publishes, last = 0, 1
deadline = time.perf_counter() + 5
while time.perf_counter() < deadline:
    last = server.change(edit={"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}}, "text": " "})
    time.sleep(0.01)
final = server.published(last)
print(f"typing burst: {last - 1} changes in 5 s; the newest version (v{last}) was checked and published")
idle = server.rss_mib()
server.stop()

# Memory across edits.
server = Server(mb.parent)
server.start(mb, text)
idle = server.rss_mib()
def edit_once():
    version = server.change(edit={"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 1}}, "text": " "})
    server.published(version)
for _ in range(100):
    edit_once()
after_100 = server.rss_mib()
for _ in range(edits - 100):
    edit_once()
after_all = server.rss_mib()
server.stop()
print(f"memory: {idle:.1f} MiB with the 1 MB file open; {after_100:.1f} MiB after 100 edits, {after_all:.1f} MiB after {edits:,}")
if after_all > after_100 * 1.10:
    failures.append(f"memory grew from {after_100:.1f} to {after_all:.1f} MiB between 100 and {edits} edits")
empty = Server(root)
empty.send({"id": 1, "method": "initialize", "params": {"capabilities": {}}})
empty.receive()
print(f"idle memory (initialized, no document): {empty.rss_mib():.1f} MiB")
empty.stop()
for failure in failures:
    print("FAIL:", failure)
sys.exit(1 if failures else 0)
