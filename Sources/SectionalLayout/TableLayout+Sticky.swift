import SectionalGraphics

extension TableLayout {
  /// The insets of the area pinned elements stick to: ``pinningInsets`` if set, else the
  /// content insets, as UIKit insets the visible rect by `contentInset` before floating.
  public var effectivePinningInsets: EdgeInsets { pinningInsets ?? contentInset }

  /// Where the header of `section` is drawn when `visibleRect` (the scroll view's bounds) is
  /// on screen.
  ///
  /// A header that pins rests at its natural frame until the top of the pinning area passes
  /// it, then sticks to that top. It never goes below the top of its own section's footer (or
  /// the section's end), so the next section pushes it away, as in UIKit's
  /// `floatingRectForHeaderInSection` (decompiled iOS 18.2 `UITableViewRowData`). A section
  /// without rows therefore never pins its header ("section headers with no content do not
  /// stick"). ``LayoutElement/pushProgress`` grows from 0 to 1 while it is pushed out.
  /// Headers of sections whose ``PinPolicy`` does not pin them keep their natural frame.
  /// Traps if `section` is out of range.
  ///
  /// - Complexity: O(log n).
  public func pinnedFrameForHeader(inSection section: Int, visibleRect: CGRect) -> LayoutElement {
    let natural = rectForHeader(inSection: section)
    return pinnedHeader(section, natural: natural, visibleRect: visibleRect, limit: nil)
  }

  /// Where the footer of `section` is drawn when `visibleRect` is on screen.
  ///
  /// The mirror image of ``pinnedFrameForHeader(inSection:visibleRect:)``: a pinning footer
  /// sticks to the bottom of the pinning area but never rises above the bottom of its own
  /// section's header (or the section's top padding), so the previous section pushes it down.
  /// Traps if `section` is out of range.
  ///
  /// - Complexity: O(log n).
  public func pinnedFrameForFooter(inSection section: Int, visibleRect: CGRect) -> LayoutElement {
    let natural = rectForFooter(inSection: section)
    return pinnedFooter(section, natural: natural, visibleRect: visibleRect, limit: nil)
  }

  /// The pinned header frame given its natural frame and, if known, the footer's top.
  func pinnedHeader(_ section: Int, natural: CGRect, visibleRect: CGRect, limit: Double?)
    -> LayoutElement
  {
    let kind = LayoutElementKind.header(section: section)
    let height = natural.height
    guard sections[section].flags.contains(.pinsHeader), height > 0 else {
      return LayoutElement(kind: kind, frame: natural)
    }
    let pinTop = visibleRect.minY + effectivePinningInsets.top
    guard pinTop > natural.minY else { return LayoutElement(kind: kind, frame: natural) }
    let footerTop = limit ?? (natural.maxY + rowsExtent(section))
    let y = min(pinTop, footerTop - height)
    guard y > natural.minY else { return LayoutElement(kind: kind, frame: natural) }
    var frame = natural
    frame.origin.y = y
    let progress = min(1, max(0, (pinTop - y) / height))
    return LayoutElement(kind: kind, frame: frame, isPinned: true, pushProgress: progress)
  }

  /// The pinned footer frame given its natural frame and, if known, the header's bottom.
  func pinnedFooter(_ section: Int, natural: CGRect, visibleRect: CGRect, limit: Double?)
    -> LayoutElement
  {
    let kind = LayoutElementKind.footer(section: section)
    let height = natural.height
    guard sections[section].flags.contains(.pinsFooter), height > 0 else {
      return LayoutElement(kind: kind, frame: natural)
    }
    let pinBottom = visibleRect.maxY - effectivePinningInsets.bottom
    guard pinBottom < natural.maxY else { return LayoutElement(kind: kind, frame: natural) }
    let headerBottom = limit ?? (natural.minY - rowsExtent(section))
    let y = max(pinBottom - height, headerBottom)
    guard y < natural.minY else { return LayoutElement(kind: kind, frame: natural) }
    var frame = natural
    frame.origin.y = y
    let progress = min(1, max(0, (y + height - pinBottom) / height))
    return LayoutElement(kind: kind, frame: frame, isPinned: true, pushProgress: progress)
  }
}

extension TableLayout {
  /// The headers and footers displaced by pinning that intersect `visibleRect`, headers first.
  ///
  /// A header is displaced only while the top of the pinning area is inside or below its
  /// section, and is visible only while its section reaches into the visible rect, so only
  /// the sections between the visible rect's top and the pinning area's top are looked at;
  /// footers mirror this at the bottom. This is the per-scroll-step call;
  /// ``visibleElements(in:)`` includes the same elements and frames.
  ///
  /// - Complexity: O(log n + k) for k sections under the pinning insets (usually 1).
  public func pinnedElements(in visibleRect: CGRect) -> [LayoutElement] {
    guard !sections.isEmpty, visibleRect.height > 0 else { return [] }
    let insets = effectivePinningInsets
    let pinTop = visibleRect.minY + insets.top
    let pinBottom = visibleRect.maxY - insets.bottom
    var result: [LayoutElement] = []
    func keep(_ element: LayoutElement) {
      let frame = element.frame
      if element.isPinned && frame.maxY > visibleRect.minY && frame.minY < visibleRect.maxY {
        result.append(element)
      }
    }
    func sectionRange(_ low: Double, _ high: Double) -> ClosedRange<Int> {
      let first = sectionIndex(containing: min(low, high))!
      return first...max(first, sectionIndex(containing: max(low, high))!)
    }
    for section in sectionRange(visibleRect.minY, pinTop) {
      keep(pinnedFrameForHeader(inSection: section, visibleRect: visibleRect))
    }
    for section in sectionRange(pinBottom, visibleRect.maxY) {
      keep(pinnedFrameForFooter(inSection: section, visibleRect: visibleRect))
    }
    return result
  }
}
