#!/usr/bin/env python3
"""Reads `tmux capture-pane -p -e` output on stdin and prints what a viewer sees, one line per
row: every cell as its character, background, attributes and, where it shows, its foreground.

capture-pane -e writes the SGR state of every cell, including the foreground of spaces, which
no one can see; two screens that look the same may differ there (a line erased by a scroll has
the default foreground, a line written by a full redraw the writer's last one). This keeps
exactly what shows: a blank cell's foreground only when it is underlined. Cells are separated
by tabs.
"""
import re
import sys

SGR = re.compile(r"\x1b\[([0-9;]*)m")


def cells(line, state):
    fg, bg, attrs = state
    out = []
    position = 0
    while position < len(line):
        match = SGR.match(line, position)
        if match:
            params = [int(p) if p else 0 for p in match.group(1).split(";")] or [0]
            i = 0
            while i < len(params):
                p = params[i]
                if p == 0:
                    fg, bg, attrs = "default", "default", set()
                elif p in (1, 3, 4, 7):
                    attrs.add(p)
                elif p in (22, 23, 24, 27):
                    attrs.discard({22: 1, 23: 3, 24: 4, 27: 7}[p])
                elif p == 39:
                    fg = "default"
                elif p == 49:
                    bg = "default"
                elif p in (38, 48) and i + 1 < len(params):
                    if params[i + 1] == 5:
                        value, i = f"5;{params[i + 2]}", i + 2
                    else:
                        value, i = ";".join(map(str, params[i + 2:i + 5])), i + 4
                    if p == 38:
                        fg = value
                    else:
                        bg = value
                elif 30 <= p <= 37 or 90 <= p <= 97:
                    fg = str(p)
                elif 40 <= p <= 47 or 100 <= p <= 107:
                    bg = str(p)
                i += 1
            position = match.end()
            continue
        character = line[position]
        shows = character != " " or 4 in attrs
        out.append(f"{character}|{bg}|{sorted(attrs)}|{fg if shows else ''}")
        position += 1
    return out, (fg, bg, attrs)


# capture-pane -e carries the rendition from one line to the next.
state = ("default", "default", set())
for row in sys.stdin.read().split("\n"):
    line, state = cells(row, state)
    print("\t".join(line))
