#!/usr/bin/env python3
"""Start-up of the gallery in each mode, and the terminal host beside Textual (issue 20).

Run by Scripts/bench-peers.sh (`make bench`), which builds what it needs first. Standard
library only; Textual runs in Benchmarks/.venv.

start-up   time from process start to the first frame of `sectional-gallery --scene
           contacts`: the first PNG written (`--png`, its path on stdout), the first frame
           of the terminal UI in an 80x24 tmux pane, and the first frame drawn in the window
           under Xvfb (`first-frame` on stdout). Process start is taken by the shell just
           before it execs the program (`date +%s%N`), so the shell's own start is not
           counted; the terminal's first frame ends at the last byte of the first burst of
           output (the pane's bytes as tmux reads them, through `pipe-pane`).
terminal   ours (`sectional-bench terminal-list`) and the Textual app
           (Peers/textual_list.py), the same 100,000-row sectioned list in an 80x24 tmux
           pane: time to the first frame (the bytes that show the list's last visible row,
           "Item 2.0"), then one Down key at a time: the time from sending it to the last
           byte of the frame it causes, the bytes written per step, the CPU time per step,
           and CPU while idle afterwards.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

COLUMNS, ROWS = 80, 24


def cpu_seconds(pid):
    """User plus system CPU time of process `pid` (clock-tick resolution), or None."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def size(path):
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


class Pane:
    """A program in a detached tmux pane of COLUMNS x ROWS on a private server, its output
    copied into a file as tmux reads it, its start time and pid recorded by the shell that
    execs it."""

    def __init__(self, command, env=None):
        self.work = tempfile.mkdtemp(prefix="sectional-peers-")
        self.socket = f"sectional-peers-{os.getpid()}-{id(self)}"
        self.output = os.path.join(self.work, "output")
        self.start_file = os.path.join(self.work, "start")
        self.pid_file = os.path.join(self.work, "pid")
        open(self.output, "wb").close()
        exports = " ".join(f"{key}='{value}'" for key, value in (env or {}).items())
        # The pane waits for its pipe, then records its pid and the time, and execs the program.
        inner = (
            f"while [ ! -e '{self.work}/go' ]; do sleep 0.01; done; "
            f"echo $$ > '{self.pid_file}'; date +%s%N > '{self.start_file}'; "
            f"exec env {exports} {command}"
        )
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", "p", "-x", str(COLUMNS),
                  "-y", str(ROWS), inner)
        self.tmux("pipe-pane", "-t", "p", "-o", f"cat >> '{self.output}'")
        time.sleep(0.2)
        open(os.path.join(self.work, "go"), "w").close()
        deadline = time.time() + 10
        while not (os.path.exists(self.start_file) and size(self.start_file) > 0):
            if time.time() > deadline:
                raise RuntimeError(f"the pane did not start: {command}")
            time.sleep(0.005)
        time.sleep(0.01)
        with open(self.start_file) as f:
            self.start_ns = int(f.read().strip())
        with open(self.pid_file) as f:
            self.pid = int(f.read().strip())

    def control_client(self):
        """A tmux control-mode client: keys sent through its standard input reach the pane
        without starting a tmux process per key."""
        client = subprocess.Popen(
            ["tmux", "-L", self.socket, "-C", "attach-session", "-t", "p"],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.3)
        return client

    def tmux(self, *arguments):
        subprocess.run(["tmux", "-L", self.socket, *arguments], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def wait_for_text(self, marker, timeout=240):
        """The wall time (ns) at which `marker` first appears in the output."""
        deadline = time.time() + timeout
        checked = 0
        while time.time() < deadline:
            now = time.time_ns()
            with open(self.output, "rb") as f:
                data = f.read()
            if data.find(marker, max(0, checked - len(marker))) >= 0:
                return now
            checked = len(data)
            time.sleep(0.001)
        raise RuntimeError(f"{marker!r} never appeared")

    def wait_for_quiet(self, since_size, quiet=0.1, timeout=30):
        """Waits until the output grew past `since_size` and then stayed still for `quiet`
        seconds; returns (time of the last growth in ns, size), or (None, size) on timeout."""
        deadline = time.time() + timeout
        last_size, last_change = since_size, None
        while time.time() < deadline:
            now = time.time_ns()
            current = size(self.output)
            if current != last_size:
                last_size, last_change = current, now
            elif last_change is not None and now - last_change >= quiet * 1e9:
                return last_change, current
            time.sleep(0.001)
        return last_change, last_size

    def close(self, quit_key="q"):
        try:
            self.tmux("send-keys", "-t", "p", quit_key)
            time.sleep(0.2)
            self.tmux("kill-server")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.work, ignore_errors=True)


def measure_list(name, command, env, steps, idle_seconds):
    """The terminal figures of one app showing the list."""
    pane = Pane(command, env)
    try:
        first = pane.wait_for_text(b"Item 2.0")
        first_frame_ms = (first - pane.start_ns) / 1e6
        _, current = pane.wait_for_quiet(0, quiet=0.5)
        latencies = []
        client = pane.control_client()
        _, current = pane.wait_for_quiet(current, quiet=0.3, timeout=2)
        bytes_before = current
        cpu_before = cpu_seconds(pane.pid)
        for _ in range(steps):
            sent = time.time_ns()
            client.stdin.write(b"send-keys -t p Down\n")
            client.stdin.flush()
            ended, current = pane.wait_for_quiet(current, quiet=0.04, timeout=5)
            if ended is not None:
                latencies.append((ended - sent) / 1e6)
        cpu_steps = cpu_seconds(pane.pid) - cpu_before
        client.stdin.close()
        client.wait()
        size_line = subprocess.run(
            ["tmux", "-L", pane.socket, "display-message", "-p", "-t", "p",
             "#{pane_width}x#{pane_height}"], capture_output=True, text=True).stdout.strip()
        if size_line != f"{COLUMNS}x{ROWS}":
            raise RuntimeError(f"{name}: the pane was {size_line}, not {COLUMNS}x{ROWS}")
        step_bytes = current - bytes_before
        time.sleep(0.5)
        cpu_idle_start = cpu_seconds(pane.pid)
        time.sleep(idle_seconds)
        cpu_idle = cpu_seconds(pane.pid) - cpu_idle_start
        with open(pane.output, "rb") as f:
            output = f.read()
        if b"Item 2.0" not in output:
            raise RuntimeError(f"{name}: the list never showed")
        return {
            "first_frame_ms": first_frame_ms,
            "step_ms": statistics.median(latencies) if latencies else float("nan"),
            "steps_answered": len(latencies),
            "bytes_per_step": step_bytes / steps,
            "cpu_ms_per_step": cpu_steps * 1e3 / steps,
            "idle_cpu_ms_per_s": cpu_idle * 1e3 / idle_seconds,
        }
    finally:
        pane.close()


def startup_png(gallery, runs):
    times = []
    for _ in range(runs):
        directory = tempfile.mkdtemp(prefix="sectional-startup-")
        process = subprocess.Popen(
            ["sh", "-c", 'date +%s%N; exec "$0" --png "$1" --scene contacts', gallery, directory],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        start = int(process.stdout.readline())
        line = process.stdout.readline()
        ended = time.time_ns()
        cpu = cpu_seconds(process.pid)
        if not line.strip().endswith(b".png"):
            raise RuntimeError(f"png: unexpected first line {line!r}")
        times.append(((ended - start) / 1e6, cpu * 1e3))
        process.kill()
        process.wait()
        shutil.rmtree(directory, ignore_errors=True)
    return times


def startup_terminal(gallery, runs):
    times = []
    for _ in range(runs):
        pane = Pane(f"'{gallery}' --terminal --scene contacts")
        try:
            ended, _ = pane.wait_for_quiet(0, quiet=0.3)
            if ended is None:
                raise RuntimeError("terminal: no output")
            times.append(((ended - pane.start_ns) / 1e6, cpu_seconds(pane.pid) * 1e3))
        finally:
            pane.close()
    return times


def startup_window(gallery, runs):
    if not shutil.which("Xvfb"):
        return None
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1024x1800x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    display = ":" + server.stdout.readline().decode().strip()
    env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", GTK_A11Y="none",
               GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"), GDK_SCALE="2",
               SECTIONAL_EXIT_AFTER_SECONDS="20")
    times = []
    try:
        for _ in range(runs):
            process = subprocess.Popen(
                ["sh", "-c", 'date +%s%N; exec "$0" --window --scene contacts', gallery],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
            start = int(process.stdout.readline())
            while True:
                line = process.stdout.readline()
                if not line:
                    raise RuntimeError("window: the gallery ended before its first frame")
                if line.strip() == b"first-frame":
                    break
            ended = time.time_ns()
            times.append(((ended - start) / 1e6, cpu_seconds(process.pid) * 1e3))
            process.terminate()
            process.wait()
    finally:
        server.terminate()
        server.wait()
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--bench", required=True, help="the release sectional-bench")
    parser.add_argument("--python", required=True, help="the venv's python with textual")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--idle", type=float, default=3.0)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--json")
    options = parser.parse_args()
    peers = os.path.dirname(os.path.abspath(__file__))

    results = {"startup": {}, "terminal": {}}
    print(f"## start-up: process start to the first frame, sectional-gallery --scene contacts "
          f"(median of {options.runs}; goal <= 150 ms for PNG and terminal; CPU is the "
          f"process's user + system time at that moment, in clock ticks of 10 ms)")
    for mode, measure in [("png", startup_png), ("terminal", startup_terminal),
                          ("window", startup_window)]:
        times = measure(options.gallery, options.runs)
        if times is None:
            print(f"{mode:<9} skipped (no Xvfb)")
            continue
        results["startup"][mode] = [{"wall_ms": w, "cpu_ms": c} for w, c in times]
        wall = statistics.median(w for w, _ in times)
        cpu = statistics.median(c for _, c in times)
        goal = "" if mode == "window" else ("  goal met" if wall <= 150 else "  GOAL MISSED")
        print(f"{mode:<9} wall median {wall:7.1f} ms  min {min(w for w, _ in times):7.1f} ms"
              f"  CPU median {cpu:6.0f} ms{goal}")

    print(f"\n## terminal: ours vs Textual, {options.rows} rows in sections of 10, "
          f"{COLUMNS}x{ROWS} tmux, {options.steps} Down keys one at a time "
          f"(goal: ours <= 0.5x Textual on time and bytes)")
    ours = measure_list("ours", f"'{options.bench}' terminal-list {options.rows}",
                        {"COLORTERM": "truecolor"}, options.steps, options.idle)
    theirs = measure_list(
        "textual", f"'{options.python}' '{peers}/textual_list.py' {options.rows}",
        {"COLORTERM": "truecolor", "TEXTUAL_ANIMATIONS": "none"}, options.steps, options.idle)
    results["terminal"] = {"ours": ours, "textual": theirs}
    rows = [
        ("first frame", "first_frame_ms", "ms", True),
        ("step, key to last byte (median)", "step_ms", "ms", True),
        ("CPU per step", "cpu_ms_per_step", "ms", True),
        ("bytes per step", "bytes_per_step", "B", True),
        ("CPU while idle", "idle_cpu_ms_per_s", "ms/s", False),
    ]
    print(f"{'figure':<34}{'ours':>12}{'Textual':>12}{'ours/Textual':>14}")
    for label, key, unit, goal in rows:
        a, b = ours[key], theirs[key]
        ratio = a / b if b else float("nan")
        mark = ("  goal met" if ratio <= 0.5 else "  GOAL MISSED") if goal else ""
        print(f"{label:<34}{a:>9.2f} {unit:<3}{b:>9.2f} {unit:<3}{ratio:>11.2f}x{mark}")
    print(f"steps answered: ours {ours['steps_answered']}/{options.steps}, "
          f"Textual {theirs['steps_answered']}/{options.steps}")
    if options.json:
        with open(options.json, "w") as f:
            json.dump(results, f, indent=2)


if __name__ == "__main__":
    sys.exit(main())
