#!/usr/bin/env python3
"""The GTK host beside GtkListView (issue 20): the same list, window, scale and wheel events.

Run by Scripts/bench-peers.sh (`make bench`), which builds both programs first. Standard
library only.

ours     `sectional-bench gtk-list ROWS`: the 10^5-row list of sections of ten (title
         headers, pinned and translucent) in a GTKHost window of 390x844 points.
peer     Peers/gtk_list_peer.c: the same titles and rows flattened into one GtkListView
         (GtkStringList, GtkSignalListItemFactory, GtkScrolledWindow), 390x844.

Both run under one Xvfb (1024x1800x24) with GDK_SCALE=2, GDK_BACKEND=x11, GTK_A11Y=none and
GSK_RENDERER=cairo (unless GSK_RENDERER is set), one after the other, alternating, --runs
times each. Per run: start-up (process start, taken by the shell just before it execs the
program, to the end of the first frame's paint phase), then one xdotool process clicks the
wheel down --clicks times 30 ms apart over the window, and each program prints, per frame
painted after wheel input, when the oldest wheel event drawn in it arrived and when the
frame clock's `after-paint` ran (both on CLOCK_MONOTONIC). Figures: the median of those
event-to-paint times, the CPU time (/proc/PID/stat, user + system) per second of scrolling
(from the first click to the last frame), and VmRSS and VmHWM (/proc/PID/status) after the
scrolling. The table shows the medians over the runs and ours/GtkListView.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time

CLICK_DELAY_MS = 30


def cpu_seconds(pid):
    """User plus system CPU time of process `pid` (clock-tick resolution), or None."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def memory_kib(pid):
    """VmRSS and VmHWM of process `pid` in KiB."""
    values = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0])
    return values["VmRSS"], values["VmHWM"]


class Program:
    """One program started through `sh -c 'date +%s%N; exec ...'`; a thread collects its
    `first-frame` and `frame` lines."""

    def __init__(self, argv, env):
        self.process = subprocess.Popen(
            ["sh", "-c", 'date +%s%N; exec "$@"', "sh", *argv],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        self.start_ns = int(self.process.stdout.readline())
        self.first_frame_ns = None  # on the realtime clock, like start_ns
        self.frames = []  # (input µs, paint µs, offset)
        self.lock = threading.Lock()
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        for raw in self.process.stdout:
            fields = raw.decode().split()
            if not fields:
                continue
            if fields[0] == "first-frame":
                # The paint time is on CLOCK_MONOTONIC; move it to the realtime clock.
                painted_mono_ns = int(fields[1]) * 1000
                offset = time.time_ns() - time.monotonic_ns()
                with self.lock:
                    self.first_frame_ns = painted_mono_ns + offset
            elif fields[0] == "frame":
                with self.lock:
                    self.frames.append((int(fields[1]), int(fields[2]), float(fields[3])))

    def wait_first_frame(self, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            with self.lock:
                if self.first_frame_ns is not None:
                    return (self.first_frame_ns - self.start_ns) / 1e6
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.process.args} ended before its first frame")
            time.sleep(0.002)
        raise RuntimeError(f"{self.process.args}: no first frame in {timeout} s")

    def wait_quiet(self, quiet=0.3, timeout=30):
        """Waits until no frame line arrived for `quiet` seconds."""
        deadline = time.time() + timeout
        count, since = -1, time.time()
        while time.time() < deadline:
            with self.lock:
                current = len(self.frames)
            if current != count:
                count, since = current, time.time()
            elif time.time() - since >= quiet:
                return
            time.sleep(0.01)

    def stop(self):
        self.process.terminate()
        self.process.wait()


def measure(argv, env, clicks):
    program = Program(argv, env)
    try:
        startup_ms = program.wait_first_frame()
        time.sleep(0.5)
        program.wait_quiet()
        with program.lock:
            program.frames.clear()
        cpu_before = cpu_seconds(program.process.pid)
        began_us = time.monotonic_ns() // 1000
        subprocess.run(
            ["xdotool", "mousemove", "195", "400", "click", "--repeat", str(clicks),
             "--delay", str(CLICK_DELAY_MS), "5"], check=True, env=env)
        program.wait_quiet()
        cpu_used = cpu_seconds(program.process.pid) - cpu_before
        rss, hwm = memory_kib(program.process.pid)
        with program.lock:
            frames = list(program.frames)
        if not frames:
            raise RuntimeError(f"{argv[0]}: no frame followed the wheel events")
        scrolling_s = (frames[-1][1] - began_us) / 1e6
        return {
            "startup_ms": startup_ms,
            "event_to_paint_ms": statistics.median((p - i) / 1e3 for i, p, _ in frames),
            "cpu_ms_per_s": cpu_used * 1e3 / scrolling_s,
            "rss_mib": rss / 1024,
            "hwm_mib": hwm / 1024,
            "frames": len(frames),
            "final_offset": frames[-1][2],
        }
    finally:
        program.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bench", required=True, help="the release sectional-bench")
    parser.add_argument("--peer", required=True, help="the built gtk_list_peer")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--clicks", type=int, default=100)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--json")
    options = parser.parse_args()
    for tool in ("Xvfb", "xdotool"):
        if not shutil.which(tool):
            print(f"## window: skipped ({tool} is not installed; run make deps)")
            return 0

    server = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1024x1800x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    display = ":" + server.stdout.readline().decode().strip()
    env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", GTK_A11Y="none", GDK_SCALE="2",
               GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
               SECTIONAL_EXIT_AFTER_SECONDS="300")
    sides = {"ours": [options.bench, "gtk-list", str(options.rows)],
             "GtkListView": [options.peer, str(options.rows)]}
    results = {name: [] for name in sides}
    try:
        for _ in range(options.runs):
            for name, argv in sides.items():
                results[name].append(measure(argv, env, options.clicks))
    finally:
        server.terminate()
        server.wait()

    print(f"\n## window: ours vs GtkListView 4.8, {options.rows} rows in sections of ten, "
          f"390x844 @2x under Xvfb, {options.clicks} wheel clicks {CLICK_DELAY_MS} ms apart "
          f"(median of {options.runs} runs; goal: ours <= 1.0x on each)")
    rows = [("start-up to first frame", "startup_ms", "ms"),
            ("wheel event to end of paint", "event_to_paint_ms", "ms"),
            ("CPU per second of scrolling", "cpu_ms_per_s", "ms/s"),
            ("VmRSS after scrolling", "rss_mib", "MiB"),
            ("VmHWM (peak resident)", "hwm_mib", "MiB")]
    print(f"{'figure':<30}{'ours':>13}{'GtkListView':>16}{'ratio':>9}")
    summary = {}
    for label, key, unit in rows:
        a = statistics.median(r[key] for r in results["ours"])
        b = statistics.median(r[key] for r in results["GtkListView"])
        ratio = a / b if b else float("nan")
        summary[key] = {"ours": a, "GtkListView": b, "ratio": ratio}
        mark = "goal met" if ratio <= 1.0 else "GOAL MISSED"
        print(f"{label:<30}{a:>8.1f} {unit:<4}{b:>11.1f} {unit:<4}{ratio:>8.2f}x  {mark}")
    for name in sides:
        frames = [r["frames"] for r in results[name]]
        offsets = [r["final_offset"] for r in results[name]]
        print(f"{name}: frames painted after wheel input per run {frames}, "
              f"final offsets {offsets} pt")
    if options.json:
        with open(options.json, "w") as f:
            json.dump({"runs": results, "summary": summary}, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
