"""The Textual peer of `sectional-bench terminal-list`: the same list in a Textual app.

100,000 rows (argv[1] overrides) in sections of ten, each section led by a header row
("Section N", bold on grey), rows "Item N.M", in a `DataTable` (Textual's virtualised table:
it renders only the visible lines; a `ListView` makes one widget per item and is not meant
for 10^5 items). No column header, no cursor, so Down scrolls the table one line, as Down
scrolls Sectional's table one row. `q` quits. Run it with TEXTUAL_ANIMATIONS=none so a
scroll is one frame, as ours is (Scripts/bench-peers.sh does).
"""

import sys

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import DataTable

ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
PER_SECTION = 10


class ListApp(App):
    """One full-screen DataTable of the sectioned list."""

    CSS = "DataTable { height: 1fr; }"
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield DataTable(show_header=False, show_cursor=False, cursor_type="row")

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_column("item", width=76)
        rows = []
        sections = (ROWS + PER_SECTION - 1) // PER_SECTION
        for section in range(sections):
            rows.append((Text(f"Section {section}", style="bold on grey85"),))
            for row in range(min(PER_SECTION, ROWS - section * PER_SECTION)):
                rows.append((f"Item {section}.{row}",))
        table.add_rows(rows)
        table.focus()


if __name__ == "__main__":
    ListApp().run()
