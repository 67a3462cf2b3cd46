#!/usr/bin/python3
"""Drives the gallery's contacts scene through AT-SPI, as a screen reader would.

Run by Tests/e2e/gtk-atspi.sh inside a private D-Bus session with the gallery already up.
Prints one line per step; exits non-zero with a message on the first step that fails. It
needs Debian's python3 (python3-pyatspi); every wait polls the tree for up to 10 seconds.
"""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib


def fail(message):
    print("atspi-probe: FAILED: " + message)
    sys.exit(1)


def poll(what, probe, seconds=10):
    """The first truthy answer of probe() within `seconds`, else a failure naming `what`.

    An object that goes away while probe() walks the tree (the window rebuilds its mirrors
    after a scroll or a collapse) counts as no answer yet.
    """
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            answer = probe()
        except GLib.GError:
            answer = None
        if answer:
            return answer
        time.sleep(0.1)
    fail(what)


def gallery_frame():
    for app in pyatspi.Registry.getDesktop(0):
        if app is None:
            continue
        for index in range(app.childCount):
            child = app.getChildAtIndex(index)
            if child is not None and child.getRoleName() == "frame" and child.name == "Sectional Gallery":
                return child
    return None


def descendants(node):
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is None:
            continue
        yield child
        yield from descendants(child)


def elements(frame, role):
    return [node for node in descendants(frame) if node.getRoleName() == role]


def states(node):
    return {pyatspi.stateToString(state) for state in node.getState().getStates()}


frame = poll("no AT-SPI frame named 'Sectional Gallery'", gallery_frame)
print("atspi-probe: found the frame 'Sectional Gallery'")

headings = poll("no headings", lambda: [h.name for h in elements(frame, "heading")])
print("atspi-probe: headings " + " ".join(headings))
if headings[:5] != ["A", "B", "C", "D", "E"]:
    fail("the visible section letters are %r, not A B C D E first" % headings)

rows = [row.name for row in elements(frame, "list item")]
if not rows or rows[0] != "Ann Adams":
    fail("the first row reads %r, not 'Ann Adams'" % (rows[:1],))
print("atspi-probe: first row %r" % rows[0])

first = elements(frame, "heading")[0]
if "expanded" not in states(first):
    fail("heading A is not reported expanded: %s" % sorted(states(first)))

# Scroll the table with the wheel; the headings must change as the content moves.
subprocess.run(["xdotool", "mousemove", "195", "400"], check=True)
for _ in range(8):
    subprocess.run(["xdotool", "click", "5"], check=True)
    time.sleep(0.1)
scrolled = poll(
    "the headings did not change after scrolling",
    lambda: (lambda names: names if names and names[0] != "A" else None)(
        [h.name for h in elements(frame, "heading")]))
print("atspi-probe: after scrolling, headings " + " ".join(scrolled))

# Activate the first heading through its AT-SPI action: its section collapses.
target = elements(frame, "heading")[0]
letter = target.name
action = target.queryAction()
names = [action.getName(index) for index in range(action.nActions)]
if "click" not in names:
    fail("heading %s offers no click action: %r" % (letter, names))
action.doAction(names.index("click"))


def collapsed():
    for heading in elements(frame, "heading"):
        if heading.name == letter:
            return "expanded" not in states(heading)
    return False


poll("heading %s did not report its section collapsed" % letter, collapsed)
print("atspi-probe: activated heading %s; it reports its section collapsed" % letter)
print("atspi-probe: PASSED")
