#!/usr/bin/env python3
"""Compare sectional-bench solver results with kiwi's, side by side.

Usage:
  compare.py --ours ours-1.json [...] --kiwi kiwi-1.json [...] [--kiwi-cpp cpp-1.json ...]

Each file is the --json output of `sectional-bench solver`, of kiwibench.py (kiwisolver,
kiwi behind CPython) or of kiwibench.cpp (kiwi's C++ core alone); rows are matched by
(workload, N). Prints one Markdown table: workload, N, the three medians, the ratios
ours/kiwisolver and ours/kiwi C++, the per-operation figures (ours / kiwisolver / kiwi C++
and the same two ratios) and whether the checksums agree (relative tolerance 1e-6, as
kiwibench's `near`). Exits 1 when any two checksums of a row differ, 0 otherwise.
"""
import argparse
import json
import sys

# (our JSON key, the key in both kiwis' JSON, label, unit); the in-place figures D1'/D2' compare with
# kiwi's remove + add figures D1/D2, the comparison the goals in Benchmarks/README.md set,
# and B' (one solver reset between headers) with kiwi's fresh solver per header.
FIGURES = [
    ("per_header_us", "per_header_us", "", "µs/header"),
    ("per_header_reset_us", "per_header_us", "B′ (reset) vs B", "µs/header"),
    ("per_edit_us", "per_edit_us", "C1", "µs/edit"),
    ("suggest_only_us", "suggest_only_us", "C2", "µs/suggest"),
    ("d1_optional_us", "d1_optional_us", "D1", "µs/op"),
    ("d2_required_us", "d2_required_us", "D2", "µs/op"),
    ("d1_inplace_us", "d1_optional_us", "D1′ vs D1", "µs/op"),
    ("d2_inplace_us", "d2_required_us", "D2′ vs D2", "µs/op"),
]


def near(a, b, eps=1e-6):
    return abs(a - b) <= eps * max(1.0, abs(a), abs(b))


def load(paths):
    rows, envs, skipped = {}, [], []
    for path in paths:
        with open(path) as f:
            data = json.load(f)
        envs.append(data.get("env", {}))
        for row in data.get("results", []):
            rows[(row["workload"], int(row["N"]))] = row
        skipped += data.get("skipped", [])
    return rows, envs, skipped


def fmt_seconds(s):
    if s is None:
        return "—"
    for scale, unit in ((1, "s"), (1e-3, "ms"), (1e-6, "µs")):
        if abs(s) >= scale:
            return "%s %s" % (fmt_num(s / scale), unit)
    return "%s ns" % fmt_num(s / 1e-9)


def fmt_num(x):
    if x is None:
        return "—"
    a = abs(x)
    if a >= 100:
        return "%.0f" % x
    if a >= 10:
        return "%.1f" % x
    if a >= 1:
        return "%.2f" % x
    if a >= 0.001 or a == 0:
        return "%.3g" % x
    return "%.5f" % x


def ratio(a, b):
    if a is None or b is None or b == 0:
        return "—"
    return "%s×" % fmt_num(a / b)


def per_op(o, k, c):
    """The per-operation figures of one row: ours / kiwisolver / kiwi C++ and the ratios."""
    figures = []
    for okey, kkey, label, unit in FIGURES:
        ov = o.get(okey) if o else None
        kv = k.get(kkey) if k else None
        cv = c.get(kkey) if c else None
        if ov is None and kv is None and cv is None:
            continue
        text = "%s%s / %s / %s %s" % (label + " " if label else "", fmt_num(ov), fmt_num(kv),
                                      fmt_num(cv), unit)
        if ov is not None and (kv is not None or cv is not None):
            text += " (%s, %s)" % (ratio(ov, kv), ratio(ov, cv))
        figures.append(text)
    return "; ".join(figures)


def checksum_verdict(sides):
    """(verdict text, whether the checksums disagree) for [(name, row or None), ...]."""
    ran = [(name, row["checksum"]) for name, row in sides if row]
    missing = [name for name, row in sides if not row]
    if len(ran) < 2:
        return "— (only %s ran)" % " and ".join(name for name, _ in ran), False
    if all(near(value, ran[0][1]) for _, value in ran[1:]):
        return "yes" if not missing else "yes (%s not run)" % missing[0], False
    return "**NO** (%s)" % "; ".join("%s %s" % (name, fmt_num(value))
                                     for name, value in ran), True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", nargs="+", required=True)
    ap.add_argument("--kiwi", nargs="+", required=True)
    ap.add_argument("--kiwi-cpp", nargs="+", default=[])
    args = ap.parse_args()
    ours, our_envs, our_skipped = load(args.ours)
    kiwi, kiwi_envs, _ = load(args.kiwi)
    cpp, cpp_envs, _ = load(args.kiwi_cpp)

    env = our_envs[0] if our_envs else {}
    kenv = kiwi_envs[0] if kiwi_envs else {}
    cenv = cpp_envs[0] if cpp_envs else {}
    print("ours: Cassowary (Swift %s, internal_checks=%s); kiwisolver %s (Python %s); "
          "kiwi C++ %s (%s %s); cpu: %s"
          % (env.get("optimization", "?"), env.get("internal_checks", "?"),
             kenv.get("version", "?"), kenv.get("python", "?"), cenv.get("version", "?"),
             cenv.get("compiler", "?"), cenv.get("flags", ""),
             env.get("cpu", kenv.get("cpu", cenv.get("cpu", "?")))))
    for e in our_envs:
        if e.get("internal_checks") or e.get("optimization") == "-Onone":
            print("*** WARNING: our numbers come from a build with internal checks or -Onone; "
                  "they are not valid ***")
            break
    print()
    print("| workload | N | ours median | kiwisolver median | kiwi C++ median | ours/kiwisolver "
          "| ours/kiwi C++ | per-op: ours / kiwisolver / kiwi C++ (ours/kiwisolver, "
          "ours/kiwi C++) | checksum ours | checksums equal |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |")
    mismatches = 0
    for key in sorted(set(ours) | set(kiwi) | set(cpp), key=lambda k: (k[0], k[1])):
        o, k, c = ours.get(key), kiwi.get(key), cpp.get(key)
        om = o["median_s"] if o else None
        km = k["median_s"] if k else None
        cm = c["median_s"] if c else None
        verdict, differ = checksum_verdict([("ours", o), ("kiwisolver", k), ("kiwi C++", c)])
        mismatches += differ
        checksum = fmt_num(next(row["checksum"] for row in (o, k, c) if row))
        print("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            key[0], key[1], fmt_seconds(om), fmt_seconds(km), fmt_seconds(cm), ratio(om, km),
            ratio(om, cm), per_op(o, k, c), checksum, verdict))
    for row in our_skipped:
        print("| %s | %d | skipped: %s | | | | | | | |" % (row["workload"], row["N"],
                                                             row["reason"]))
    if mismatches:
        print("\n*** %d CHECKSUM MISMATCH(ES) between ours, kiwisolver and kiwi C++ ***"
              % mismatches)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
