import SectionalGraphics
import SectionalLayout
import Testing

@Suite struct StickyTests {
  /// Section 0 spans 0…160 (28 + 3 × 44), section 1 spans 160…232 (28 + 44).
  func twoSections(contentInset: EdgeInsets = .zero, pinningInsets: EdgeInsets? = nil) throws
    -> TableLayout
  {
    let spec = TableSpec(
      style: .plain, metrics: .iOS7to14,
      sections: [
        .init(header: .exact(28), rows: .uniform(44, count: 3)),
        .init(header: .exact(28), rows: .uniform(44, count: 1)),
      ],
      contentInset: contentInset, pinningInsets: pinningInsets)
    return try TableLayout(spec: spec, width: 390)
  }

  @Test("Pinned header is pushed up by the next section: at offset 140 it sits at 132")
  func pushedByNextSection() throws {
    let layout = try twoSections()
    let visible = CGRect(x: 0, y: 140, width: 390, height: 100)
    let header = layout.pinnedFrameForHeader(inSection: 0, visibleRect: visible)
    #expect(header.frame == CGRect(x: 0, y: 132, width: 390, height: 28))
    #expect(header.isPinned)
    #expect(header.pushProgress == 8.0 / 28.0)
    let next = layout.pinnedFrameForHeader(inSection: 1, visibleRect: visible)
    #expect(next.frame == CGRect(x: 0, y: 160, width: 390, height: 28))
    #expect(!next.isPinned)
  }

  @Test("A header pins to the top of the visible rect while its section scrolls under it")
  func pinsToTop() throws {
    let layout = try twoSections()
    let header = layout.pinnedFrameForHeader(
      inSection: 0, visibleRect: CGRect(x: 0, y: 50, width: 390, height: 100))
    #expect(header.frame == CGRect(x: 0, y: 50, width: 390, height: 28))
    #expect(header.isPinned)
    #expect(header.pushProgress == 0)
  }

  @Test("Once its section is scrolled past, a header is fully pushed out with progress 1")
  func fullyPushedOut() throws {
    let layout = try twoSections()
    let header = layout.pinnedFrameForHeader(
      inSection: 0, visibleRect: CGRect(x: 0, y: 200, width: 390, height: 100))
    #expect(header.frame == CGRect(x: 0, y: 132, width: 390, height: 28))
    #expect(header.pushProgress == 1)
  }

  @Test("Content insets move the pin line; pinning insets replace them")
  func insets() throws {
    let inset = try twoSections(contentInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let visible = CGRect(x: 0, y: 30, width: 390, height: 100)
    #expect(inset.pinnedFrameForHeader(inSection: 0, visibleRect: visible).frame.minY == 50)
    let pinning = try twoSections(
      contentInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      pinningInsets: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    #expect(pinning.pinnedFrameForHeader(inSection: 0, visibleRect: visible).frame.minY == 35)
  }

  @Test("Visible elements list rows in order and floating headers last")
  func visibleElements() throws {
    let layout = try twoSections()
    let elements = layout.visibleElements(in: CGRect(x: 0, y: 140, width: 390, height: 100))
    #expect(
      elements == [
        LayoutElement(
          kind: .row(RowPosition(row: 2, section: 0)),
          frame: CGRect(x: 0, y: 116, width: 390, height: 44)),
        LayoutElement(
          kind: .header(section: 1), frame: CGRect(x: 0, y: 160, width: 390, height: 28)),
        LayoutElement(
          kind: .row(RowPosition(row: 0, section: 1)),
          frame: CGRect(x: 0, y: 188, width: 390, height: 44)),
        LayoutElement(
          kind: .header(section: 0), frame: CGRect(x: 0, y: 132, width: 390, height: 28),
          isPinned: true, pushProgress: 8.0 / 28.0),
      ])
  }

  @Test("A footer pins to the bottom and is pushed down by its own header's bottom")
  func footerPinning() throws {
    let spec = TableSpec(
      style: .plain, metrics: .iOS7to14,
      sections: [
        .init(header: nil, rows: .uniform(44, count: 5), footer: .exact(20)),
        .init(header: nil, rows: .uniform(44, count: 2), footer: .exact(20)),
      ])
    let layout = try TableLayout(spec: spec, width: 390)
    let resting = layout.pinnedFrameForFooter(
      inSection: 0, visibleRect: CGRect(x: 0, y: 0, width: 390, height: 100))
    #expect(resting.frame == CGRect(x: 0, y: 80, width: 390, height: 20))
    #expect(resting.isPinned)
    #expect(resting.pushProgress == 0)
    let pushed = layout.pinnedFrameForFooter(
      inSection: 1, visibleRect: CGRect(x: 0, y: 190, width: 390, height: 60))
    #expect(pushed.frame == CGRect(x: 0, y: 240, width: 390, height: 20))
    #expect(pushed.pushProgress == 0.5)
    let natural = layout.pinnedFrameForFooter(
      inSection: 0, visibleRect: CGRect(x: 0, y: 200, width: 390, height: 100))
    #expect(natural.frame == CGRect(x: 0, y: 220, width: 390, height: 20))
    #expect(!natural.isPinned)
  }

  @Test("An empty section's header does not stick (UIKit: headers with no content)")
  func emptySectionDoesNotStick() throws {
    let spec = TableSpec(
      style: .plain, metrics: .iOS7to14,
      sections: [
        .init(header: .exact(28), rows: .uniform(44, count: 0)),
        .init(header: .exact(28), rows: .uniform(44, count: 4)),
      ])
    let layout = try TableLayout(spec: spec, width: 390)
    let header = layout.pinnedFrameForHeader(
      inSection: 0, visibleRect: CGRect(x: 0, y: 10, width: 390, height: 100))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 28))
    #expect(header.pushProgress == 0)
  }

  @Test("Grouped sections do not pin unless their pin policy asks")
  func groupedPinPolicy() throws {
    let spec = TableSpec(
      style: .grouped,
      sections: [
        .init(header: .exact(30), rows: .uniform(44, count: 4)),
        .init(header: .exact(30), rows: .uniform(44, count: 4), pinning: .header),
      ])
    let layout = try TableLayout(spec: spec, width: 390)
    let fixed = layout.pinnedFrameForHeader(
      inSection: 0, visibleRect: CGRect(x: 0, y: 40, width: 390, height: 100))
    #expect(fixed.frame.minY == 0)
    #expect(!fixed.isPinned)
    let pinned = layout.pinnedFrameForHeader(
      inSection: 1, visibleRect: CGRect(x: 0, y: 250, width: 390, height: 100))
    #expect(pinned.frame.minY == 250)
    #expect(pinned.isPinned)
  }
}

@Suite struct PinnedElementsTests {
  @Test("Only the section at the top pins a header and only the one at the bottom a footer")
  func pinnedElements() throws {
    let spec = TableSpec(
      style: .plain, metrics: .iOS7to14,
      sections: [
        .init(header: .exact(28), rows: .uniform(44, count: 3), footer: .exact(10)),
        .init(header: .exact(28), rows: .uniform(44, count: 3), footer: .exact(10)),
      ])
    let layout = try TableLayout(spec: spec, width: 390)
    let visible = CGRect(x: 0, y: 60, width: 390, height: 100)
    #expect(
      layout.pinnedElements(in: visible) == [
        LayoutElement(
          kind: .header(section: 0), frame: CGRect(x: 0, y: 60, width: 390, height: 28),
          isPinned: true),
        LayoutElement(
          kind: .footer(section: 0), frame: CGRect(x: 0, y: 150, width: 390, height: 10),
          isPinned: true),
      ])
    let pinned = layout.visibleElements(in: visible).filter(\.isPinned)
    #expect(pinned == layout.pinnedElements(in: visible))
  }
}
