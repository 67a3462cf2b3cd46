import Sectional
import SectionalTestSupport
import Testing

/// Keys on a plain table of 20 titled sections (22 pt padding, 28 pt header, five 44 pt rows:
/// 270 pt each, 5400 pt in all) in a 320 × 480 window: scrolling keys, header focus with Tab,
/// the focus ring, and Enter/Space tapping the focused header.
@MainActor
@Suite struct TableViewKeyboardTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Titled sections of 5 rows; section 4's header is a view holding a button, if asked.
  final class Source: TableViewDataSource, TableViewDelegate {
    var events: [String] = []
    var buttonHeader: View?

    func numberOfSections(in tableView: TableView) -> Int { 20 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      section == 4 ? buttonHeader : nil
    }

    func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
      events.append("header \(section)")
    }
  }

  private func makeTable(buttonHeader: Bool = false) -> (Window, TableView, Source) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = Source()
    if buttonHeader {
      let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
      let button = Button(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
      button.addAction(Action { _ in source.events.append("button") }, for: .touchUpInside)
      header.addSubview(button)
      source.buttonHeader = header
    }
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, source)
  }

  @discardableResult
  private func press(
    _ window: Window, _ key: KeyPress.Key, _ modifiers: KeyPress.Modifiers = []
  ) -> Bool {
    window.send(Event(.key(KeyPress(key, modifiers: modifiers))))
  }

  /// The 2 pt tint-coloured strokes in the window's drawing: the focus rings.
  private func rings(_ window: Window) -> [CGRect] {
    window.render().commands.compactMap { command in
      guard case .strokeRect(let rect, let color, let width) = command,
        color == Color(hex: 0x007A_FF), width == 2
      else { return nil }
      return rect
    }
  }

  @Test("Up and Down scroll by the 40 pt step, or the step set, clamped at the top")
  func arrows() {
    let (window, table, _) = makeTable()
    #expect(table.keyboardScrollStep == 40)
    #expect(press(window, .downArrow))
    #expect(table.contentOffset.y == 40)
    #expect(press(window, .upArrow))
    #expect(press(window, .upArrow))
    #expect(table.contentOffset.y == 0)
    table.keyboardScrollStep = 10
    press(window, .downArrow)
    #expect(table.contentOffset.y == 10)
    table.keyboardScrollStep = -5
    #expect(table.keyboardScrollStep == 0)
  }

  @Test("Page Down scrolls the visible height, less the pinned header's 28 pt once one pins")
  func pages() {
    let (window, table, _) = makeTable()
    #expect(press(window, .pageDown))
    #expect(table.contentOffset.y == 480)
    // Section 1's header (natural y 292) is pinned at 480: 480 - 28 = 452.
    press(window, .pageDown)
    #expect(table.contentOffset.y == 932)
    press(window, .pageUp)
    #expect(table.contentOffset.y == 480)
  }

  @Test("Home and End go to the top and to the bottom, 5400 - 480 = 4920")
  func homeEnd() {
    let (window, table, _) = makeTable()
    #expect(press(window, .end))
    #expect(table.contentOffset.y == 4920)
    press(window, .end)
    #expect(table.contentOffset.y == 4920)
    #expect(press(window, .home))
    #expect(table.contentOffset.y == 0)
  }

  @Test("the focused header defaults to the section at the pinning top")
  func defaultFocus() {
    let (window, table, _) = makeTable()
    #expect(table.focusedHeaderSection == 0)
    press(window, .pageDown)
    #expect(table.focusedHeaderSection == 1)
    // At 4920 section 18 (4860...5130) is at the top; 19's header rests at 5152.
    press(window, .end)
    #expect(table.focusedHeaderSection == 18)
    #expect(!table.showsFocusRing)
  }

  @Test("Tab and Shift-Tab move focus header by header, scrolling each into view")
  func tabFocus() {
    let (window, table, _) = makeTable()
    #expect(press(window, .tab))
    #expect(table.focusedHeaderSection == 1)
    #expect(table.contentOffset.y == 0)
    // Section 2's header is at 562...590: scrolled up to the bottom edge.
    press(window, .tab)
    #expect(table.focusedHeaderSection == 2)
    #expect(table.contentOffset.y == 110)
    #expect(press(window, .tab, .shift))
    #expect(table.focusedHeaderSection == 1)
    #expect(table.contentOffset.y == 110)
    press(window, .tab, .shift)
    #expect(table.focusedHeaderSection == 0)
    #expect(table.contentOffset.y == 22)
    #expect(!press(window, .tab, .shift))
    #expect(table.focusedHeaderSection == 0)
  }

  @Test(
    "Tab moves the accessibility focus to the focused header's view")
  func tabMovesAccessibilityFocus() {
    let (window, table, _) = makeTable()
    press(window, .tab)
    press(window, .tab)
    let header = table.headerView(forSection: 2)
    #expect(header != nil)
    #expect(Accessibility.focusedElement(using: nil) as? View === header)
    // The header is at 562 in the content, scrolled by 110: 452 in the window; its title's
    // line starts 16 pt in (the margin) and 5 pt lower.
    #expect(window.accessibilityFocusTextStart() == CGPoint(x: 16, y: 457))
  }

  @Test("Tab past the last header is not used, so it reaches the app")
  func tabAtEnd() {
    let (window, table, _) = makeTable()
    press(window, .end)
    #expect(press(window, .tab))
    #expect(table.focusedHeaderSection == 19)
    #expect(table.contentOffset.y == 4920)
    #expect(!press(window, .tab))
    #expect(table.focusedHeaderSection == 19)
  }

  @Test("the tint focus ring is drawn inside the focused header only after a key moved focus")
  func focusRing() {
    let (window, table, _) = makeTable()
    #expect(rings(window) == [])
    press(window, .tab)
    #expect(table.showsFocusRing)
    #expect(rings(window) == [CGRect(x: 1, y: 293, width: 318, height: 26)])
    press(window, .downArrow)
    #expect(rings(window) == [CGRect(x: 1, y: 253, width: 318, height: 26)])
    table.focusedHeaderSection = 3
    #expect(!table.showsFocusRing)
    #expect(table.focusedHeaderSection == 3)
    #expect(rings(window) == [])
    table.focusedHeaderSection = nil
    #expect(table.focusedHeaderSection == 0)
  }

  @Test("a header view reused for another section does not keep the ring")
  func ringNotReused() {
    let (window, table, _) = makeTable()
    press(window, .tab)
    table.contentOffset = CGPoint(x: 0, y: 3000)
    window.layoutIfNeeded()
    #expect(rings(window) == [])
    table.contentOffset = CGPoint(x: 0, y: 0)
    #expect(table.focusedHeaderSection == 1)
  }

  @Test("the ring comes back with the focused header when it scrolls out and in again")
  func ringReturns() {
    let (window, table, _) = makeTable()
    press(window, .tab)
    table.contentOffset = CGPoint(x: 0, y: 3000)
    window.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 0)
    window.layoutIfNeeded()
    #expect(rings(window) == [CGRect(x: 1, y: 293, width: 318, height: 26)])
  }

  @Test("Enter and Space tap the focused header: the delegate hears it, the opt-in toggle runs")
  func enterTaps() {
    let (window, table, source) = makeTable()
    #expect(press(window, .enter))
    #expect(source.events == ["header 0"])
    #expect(!table.isSectionCollapsed(0))
    table.togglesSectionOnHeaderTap = true
    press(window, .tab)
    #expect(press(window, .space))
    #expect(source.events == ["header 0", "header 1"])
    #expect(table.isSectionCollapsed(1))
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 270, width: 320, height: 50))
    press(window, .enter)
    #expect(!table.isSectionCollapsed(1))
  }

  @Test("Enter on a header holding a button sends the button's touch-up-inside actions only")
  func enterPressesButton() {
    let (window, table, source) = makeTable(buttonHeader: true)
    table.focusedHeaderSection = 4
    table.contentOffset = CGPoint(x: 0, y: 1080)
    #expect(table.focusedHeaderSection == 4)
    #expect(press(window, .enter))
    #expect(source.events == ["button"])
  }

  @Test("keys the table does not use, and keys with Command or Control, are not taken")
  func unusedKeys() {
    let (window, table, _) = makeTable()
    #expect(!press(window, .leftArrow))
    #expect(!press(window, .rightArrow))
    #expect(!press(window, .escape))
    #expect(!press(window, .character("a")))
    #expect(!press(window, .downArrow, .command))
    #expect(!press(window, .enter, .control))
    #expect(table.contentOffset.y == 0)
  }

  @Test("random keys keep the offset in range, arrows exact, and at most one ring on screen")
  func randomKeys() throws {
    let seed: UInt64 = 0x4B45_5953
    var random = SplitMix64(seed: seed)
    let (window, table, _) = makeTable()
    table.togglesSectionOnHeaderTap = true
    let keys: [(KeyPress.Key, KeyPress.Modifiers)] = [
      (.upArrow, []), (.downArrow, []), (.pageUp, []), (.pageDown, []), (.home, []),
      (.end, []), (.tab, []), (.tab, .shift), (.enter, []), (.space, []),
    ]
    for step in 0..<300 {
      let (key, modifiers) = keys[Int.random(in: 0..<keys.count, using: &random)]
      let before = table.contentOffset.y
      let used = press(window, key, modifiers)
      let maximum = max(0, table.contentSize.height - 480)
      let y = table.contentOffset.y
      let context = "seed \(seed) step \(step) \(key)"
      #expect(y >= 0 && y <= maximum, "\(context) offset \(y) of \(maximum)")
      if key == .downArrow { #expect(y == min(before + 40, maximum), "\(context)") }
      if key == .upArrow { #expect(y == max(before - 40, 0), "\(context)") }
      if let section = table.focusedHeaderSection {
        #expect((0..<20).contains(section), "\(context) focus \(section)")
      }
      let drawn = rings(window)
      #expect(drawn.count <= 1, "\(context) rings \(drawn)")
      if key == .tab, used {
        #expect(drawn.count == 1, "\(context) no ring after Tab")
      }
    }
  }
}
