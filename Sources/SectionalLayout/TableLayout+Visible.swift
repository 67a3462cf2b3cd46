import SectionalGraphics

extension TableLayout {
  /// Every element that intersects `visibleRect` (the scroll view's bounds), with the frame it
  /// is drawn at.
  ///
  /// Elements come in drawing order: the table header, then each visible section's header,
  /// rows and footer top to bottom, then the table footer, and last the pinned headers and
  /// footers, which float above the rows. Zero-height elements are left out.
  ///
  /// - Complexity: O(log n + k) for k elements returned (plus the sections crossed).
  public func visibleElements(in visibleRect: Rect) -> [LayoutElement] {
    var result: [LayoutElement] = []
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
      let header = Rect(
        x: contentMinX, y: sectionY + gap, width: contentWidth,
        height: effectiveHeaderHeight(section))
      let footerHeight = effectiveFooterHeight(section)
      let footer = Rect(
        x: contentMinX, y: header.maxY + rowsExtent(section), width: contentWidth,
        height: footerHeight)
      add(pinnedHeader(section, natural: header, visibleRect: visibleRect, limit: footer.minY))
      forEachVisibleRow(inSection: section, sectionMinY: sectionY, in: visibleRect) {
        indexPath, frame in
        result.append(LayoutElement(kind: .row(indexPath), frame: frame))
      }
      add(pinnedFooter(section, natural: footer, visibleRect: visibleRect, limit: header.maxY))
    }
    if tableFooterHeight > 0 {
      add(LayoutElement(kind: .tableFooter, frame: tableFooterRect))
    }
    result.append(contentsOf: pinned)
    return result
  }
}
