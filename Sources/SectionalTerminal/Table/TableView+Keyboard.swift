import Sectional
import SectionalGraphics
import SectionalViews

extension TableView {
  /// Scrolls for a navigation key, as a terminal user expects, and returns whether `press`
  /// was one.
  ///
  /// Up and Down scroll one `lineHeight` (one cell row in a terminal), Page Up and Page Down
  /// the table's height less one line (so one line stays in view, as `less` and terminal
  /// pagers do), Home and End to the top and the bottom. Offsets are clamped to the content
  /// (with its insets). Keys with modifiers other than Shift are not taken.
  public func handleNavigationKey(_ press: KeyPress, lineHeight: Double) -> Bool {
    guard press.modifiers.isSubset(of: [.shift]) else { return false }
    layoutIfNeeded()
    let page = max(bounds.height - lineHeight, lineHeight)
    let top = -adjustedContentInset.top
    let bottom = max(top, contentSize.height + adjustedContentInset.bottom - bounds.height)
    let y: Double
    switch press.key {
    case .upArrow: y = contentOffset.y - lineHeight
    case .downArrow: y = contentOffset.y + lineHeight
    case .pageUp: y = contentOffset.y - page
    case .pageDown: y = contentOffset.y + page
    case .home: y = top
    case .end: y = bottom
    default: return false
    }
    contentOffset = Point(x: contentOffset.x, y: min(max(y, top), bottom))
    return true
  }

  /// The section whose header is at the top of the visible area: the last section that
  /// starts at or above the content offset (the one a plain table pins), or nil for a
  /// table without sections.
  ///
  /// - Complexity: O(s) in the sections.
  public var topmostHeaderSection: Int? {
    layoutIfNeeded()
    guard numberOfSections > 0 else { return nil }
    var result = 0
    for section in 0..<numberOfSections
    where rect(forSection: section).minY <= contentOffset.y + 1e-9 {
      result = section
    }
    return result
  }

  /// The centre of the header of `section` as shown, in window coordinates, or nil when
  /// the header is not on screen: where a tap on it lands.
  public func windowPointForHeader(inSection section: Int) -> Point? {
    layoutIfNeeded()
    guard let header = displayedHeaderView(forSection: section), !header.isHidden else {
      return nil
    }
    let frame = header.convert(header.bounds, to: nil)
    guard frame.width > 0, frame.height > 0 else { return nil }
    return Point(x: frame.minX + min(frame.width / 2, 8), y: frame.midY)
  }
}
