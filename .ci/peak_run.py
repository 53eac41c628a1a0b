"""One timed run of a command for the benchmarks: wall seconds, peak RSS (MiB) and exit code.

The peak is taken by GNU time in its own child: a child of the (often big) Python process that
runs the benchmark would start its count at that process's memory, which the kernel carries
across exec. Without GNU time the peak reads 0."""
import os
import shutil
import subprocess
import time

time_command = shutil.which("time") or "/usr/bin/time"


def peak_run(command, rss_file, cwd=None):
    """Runs `command` (its output discarded); `rss_file` is where GNU time writes the peak."""
    rss_file.unlink(missing_ok=True)
    wrapped = [time_command, "-f", "%M", "-o", str(rss_file), *command] if os.path.exists(time_command) else command
    start = time.perf_counter()
    exit_code = subprocess.run(wrapped, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    elapsed = time.perf_counter() - start
    try:
        rss = int(rss_file.read_text().split()[-1]) / 1024
    except (OSError, ValueError, IndexError):
        rss = 0.0
    return elapsed, rss, exit_code
