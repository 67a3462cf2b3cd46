import SectionalGraphics

extension TableLayout {
  /// Every element that intersects `visibleRect` (the scroll view's bounds), with the frame it
  /// is drawn at.
  ///
  /// Elements come in drawing order: the table header, then each visible section's header,
  /// rows and footer top to bottom, then the table footer, and last the pinned headers and
  /// footers, which float above the rows. Zero-height elements are left out. Frames are
  /// summed section by section and row by row, so they equal those of
  /// ``rectForRow(at:)`` and the other per-element queries exactly when heights are multiples
  /// of a power of two (such as 0.25 pt), else up to floating-point rounding.
  ///
  /// - Complexity: O(log n + k) for k elements returned (plus the sections crossed).
  public func visibleElements(in visibleRect: CGRect) -> [LayoutElement] {
    var result: [LayoutElement] = []
    // Room for a viewport of 16 pt rows up front, so a query allocates once, not log2(k) times.
    result.reserveCapacity(Self.expectedElements(in: visibleRect))
    var pinned: [LayoutElement] = []
    func add(_ element: LayoutElement) {
      let frame = element.frame
      guard frame.height > 0, frame.maxY > visibleRect.minY, frame.minY < visibleRect.maxY
      else { return }
      if element.isPinned { pinned.append(element) } else { result.append(element) }
    }
    guard visibleRect.height > 0, visibleRect.maxX > 0, visibleRect.minX < width else {
      return []
    }
    add(LayoutElement(kind: .tableHeader, frame: tableHeaderRect))
    forEachVisibleSection(in: visibleRect) { section, sectionY in
      let gap = topGap(section)
      let header = CGRect(
        x: contentMinX, y: sectionY + gap, width: contentWidth,
        height: effectiveHeaderHeight(section))
      let footerHeight = effectiveFooterHeight(section)
      let footer = CGRect(
        x: contentMinX, y: header.maxY + rowsExtent(section), width: contentWidth,
        height: footerHeight)
      add(pinnedHeader(section, natural: header, visibleRect: visibleRect, limit: footer.minY))
      forEachVisibleRow(inSection: section, sectionMinY: sectionY, in: visibleRect) {
        position, frame in
        result.append(LayoutElement(kind: .row(position), frame: frame))
      }
      add(pinnedFooter(section, natural: footer, visibleRect: visibleRect, limit: header.maxY))
    }
    if tableFooterHeight > 0 {
      add(LayoutElement(kind: .tableFooter, frame: tableFooterRect))
    }
    result.append(contentsOf: pinned)
    return result
  }

  /// The capacity reserved for the elements of `visibleRect`: the table header and footer,
  /// pinned elements and one element per 16 pt, at most 1024.
  static func expectedElements(in visibleRect: CGRect) -> Int {
    let height = visibleRect.height
    guard height.isFinite && height > 0 else { return 0 }
    return 4 + Int(min(height, 16_384) / 16)
  }
}
