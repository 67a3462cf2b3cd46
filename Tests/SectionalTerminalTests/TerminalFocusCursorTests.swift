import SectionalGraphics
import Testing

@testable import SectionalTerminal
@testable import SectionalViews

/// The terminal keeps its cursor on the text of the element with the accessibility focus,
/// where terminal screen readers read (Documentation/Accessibility.md § Terminal).
@MainActor
@Suite(.serialized) struct TerminalFocusCursorTests {
  /// A 20 × 3 cell grid with `text` at the start of row 0.
  private func grid(_ text: String) -> CellGrid {
    var grid = CellGrid(columns: 20, rows: 3)
    for (index, character) in text.enumerated() { grid[index, 0] = Cell(character: character) }
    return grid
  }

  @Test(
    "the cursor is placed and shown after the frame, hidden while cells change, hidden when focus goes"
  )
  func writerPlacesTheCursor() {
    var writer = TerminalWriter(colorMode: .trueColor)
    let first = String(
      decoding: writer.frame(grid("ab"), cursorAt: (column: 2, row: 1)), as: UTF8.self)
    #expect(first.hasSuffix("\u{1B}[2;3H\u{1B}[?25h"))
    #expect(!first.hasPrefix("\u{1B}[?25l"))
    #expect(writer.showsFocusCursor)
    #expect(writer.frame(grid("ab"), cursorAt: (column: 2, row: 1)).isEmpty)
    let changed = String(
      decoding: writer.frame(grid("ac"), cursorAt: (column: 2, row: 1)), as: UTF8.self)
    #expect(changed == "\u{1B}[?25l\u{1B}[1;2Hc\u{1B}[2;3H\u{1B}[?25h")
    let moved = String(
      decoding: writer.frame(grid("ac"), cursorAt: (column: 5, row: 1)), as: UTF8.self)
    #expect(moved == "\u{1B}[3C\u{1B}[?25h")
    #expect(
      String(decoding: writer.frame(grid("ac"), cursorAt: nil), as: UTF8.self) == "\u{1B}[?25l")
    #expect(!writer.showsFocusCursor)
    #expect(writer.frame(grid("ac"), cursorAt: (column: 20, row: 0)).isEmpty)
  }

  /// A window of 20 × 3 cells whose second and third rows hold a header element with a
  /// "Header" label 16 pt (two cells) in.
  private func makeWindow() -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 160, height: 48))
    let root = View(frame: window.bounds)
    let header = View(frame: CGRect(x: 0, y: 16, width: 160, height: 32))
    header.isAccessibilityElement = true
    header.accessibilityLabel = "Header"
    header.accessibilityTraits = .header
    let label = Label(frame: CGRect(x: 16, y: 0, width: 100, height: 32))
    label.text = "Header"
    header.addSubview(label)
    root.addSubview(header)
    window.rootView = root
    window.textMeasurer = CellTextMetrics()
    return (window, header)
  }

  @Test("the focused element's text starts at its label's first line: (16, 24) for a 32 pt header")
  func textStart() {
    let (window, header) = makeWindow()
    Accessibility.post(notification: .layoutChanged, argument: header)
    #expect(Accessibility.focusedElement(using: nil) as? View === header)
    #expect(window.accessibilityFocusTextStart() == CGPoint(x: 16, y: 24))
    header.isHidden = true
    #expect(window.accessibilityFocusTextStart() == nil)
  }

  @Test(
    "the host leaves the cursor shown on the focused header's first character and hides it on exit")
  func hostShowsTheCursor() {
    let (window, header) = makeWindow()
    Accessibility.post(notification: .layoutChanged, argument: header)
    let (_, output) = TerminalHostTests().run(window, input: "q")
    #expect(output.contains("\u{1B}[2;3H\u{1B}[?25h"))
    #expect(output.hasSuffix(TerminalModes.leave))
    Accessibility.post(notification: .layoutChanged, argument: View())
  }
}
