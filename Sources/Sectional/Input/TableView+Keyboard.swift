import SectionalGraphics
import SectionalLayout
import SectionalViews

/// What the table remembers for keyboard use: the scroll step, the header focused by a key
/// and the focus ring drawn on it.
@MainActor
struct TableKeyboardState {
  /// The distance an arrow key scrolls.
  var scrollStep: Double = 40
  /// The section whose header a key or the program focused, or `nil` for the default.
  var focusedSection: Int?
  /// Whether a key moved focus, so the ring shows.
  var showsFocusRing = false
  /// The ring, inside the focused header's view while it shows.
  var ring: FocusRingView?
}

extension TableView {
  /// How far Up and Down arrow keys scroll, in points; 40 by default.
  ///
  /// Not in UIKit on iOS; macOS and Mac Catalyst tables scroll by a line per arrow press,
  /// and a 40 pt line (about one default row) reads the same here. Values below 0 count as 0.
  public var keyboardScrollStep: CGFloat {
    get { keyboardState.scrollStep }
    set { keyboardState.scrollStep = max(0, newValue) }
  }

  /// The section whose header has keyboard focus, or `nil` when no header has it.
  ///
  /// By default it is the section whose header is at the pinning top: the pinned header's
  /// section, else the section of the element at the top of the visible area, when that
  /// section has a header. Tab and Shift-Tab, or setting this property, focus a section's
  /// header until the next change (`nil` goes back to the default; sections that no longer
  /// exist count as `nil`). Setting it neither scrolls nor shows the focus ring; only a key
  /// that moves focus shows the ring (as macOS shows focus rings for keyboard navigation).
  ///
  /// - Complexity: O(log n) for n sections.
  public var focusedHeaderSection: Int? {
    get {
      if let section = keyboardState.focusedSection, section < numberOfSections,
        hasHeader(section)
      {
        return section
      }
      return sectionAtPinningTopWithHeader()
    }
    set {
      keyboardState.focusedSection = newValue
      keyboardState.showsFocusRing = false
      updateFocusRing()
    }
  }

  /// Whether the focus ring is drawn on the focused header: after Tab or Shift-Tab moved
  /// focus, until the program sets ``focusedHeaderSection``.
  public var showsFocusRing: Bool { keyboardState.showsFocusRing }

  /// Handles the table's keys and returns whether it used `press`.
  ///
  /// Not in UIKit on iOS; this follows macOS and Mac Catalyst tables. Up and Down scroll by
  /// ``keyboardScrollStep``; Page Up and Page Down by the visible height minus the pinned
  /// header's height (so the row under the header stays in view; a step when that is not
  /// positive); Home and End to the top and the bottom; all clamped to the content. Tab and
  /// Shift-Tab focus the next and previous section's header (see ``focusedHeaderSection``),
  /// scroll it into view and show the focus ring, or return `false` past the last or first.
  /// Enter and Space tap the focused header as a pointer tap at its centre does: an enabled
  /// control there (the news ad's button) gets its touch-up-inside actions; otherwise the
  /// delegate hears ``TableViewDelegate/tableView(_:didSelectHeaderInSection:)`` and
  /// ``togglesSectionOnHeaderTap`` collapses or expands the section. Keys held with Control,
  /// Alt or Command, and all other keys, are not used. With ``allowsFocus`` on, Up and Down
  /// move the focused row and Return and Space select it instead (TableView+RowFocus.swift).
  ///
  /// - Complexity: O(log n + k) for n sections and k visible elements; Tab O(n) at worst.
  func handleKey(_ press: KeyPress) -> Bool {
    guard press.modifiers.isDisjoint(with: [.control, .alternate, .command]) else { return false }
    layoutIfNeeded()
    if selection.allowsFocus, let used = handleRowFocusKey(press.key) { return used }
    switch press.key {
    case .upArrow: scroll(by: -keyboardScrollStep)
    case .downArrow: scroll(by: keyboardScrollStep)
    case .pageUp: scroll(by: -pageHeight)
    case .pageDown: scroll(by: pageHeight)
    case .home: scroll(toY: scrollableYRange.lowerBound)
    case .end: scroll(toY: scrollableYRange.upperBound)
    case .tab: return moveFocus(backwards: press.modifiers.contains(.shift))
    case .enter, .space: return tapFocusedHeader()
    default: return false
    }
    updateFocusRing()
    return true
  }

  /// How far Page Up and Page Down scroll: the visible height less the insets and the
  /// pinned header's height, or ``keyboardScrollStep`` when that is not positive.
  private var pageHeight: Double {
    let pinned = displayed.topPinnedSection.flatMap { displayed.header($0) }
    let page = bounds.height - adjustedContentInset.vertical - (pinned?.frame.height ?? 0)
    return page > 0 ? page : keyboardScrollStep
  }

  /// Scrolls to `y`, clamped to the scrollable range.
  private func scroll(toY y: Double) {
    stopMotion()
    let range = scrollableYRange
    contentOffset = CGPoint(
      x: contentOffset.x, y: min(max(y, range.lowerBound), range.upperBound))
  }

  /// Whether `section` has a header taller than 0.
  private func hasHeader(_ section: Int) -> Bool {
    currentLayout.rectForHeader(inSection: section).height > 0
  }

  /// The section at the top of the pinning area if it has a header: the pinned header's, or
  /// the one the element at the top belongs to.
  private func sectionAtPinningTopWithHeader() -> Int? {
    let layout = currentLayout
    let section: Int
    if let pinned = displayed.topPinnedSection {
      section = pinned
    } else {
      switch layout.element(atY: bounds.minY + layout.effectivePinningInsets.top) {
      case .header(let headerSection), .footer(let headerSection): section = headerSection
      case .row(let indexPath): section = indexPath.section
      case .tableHeader, .tableFooter, nil: return nil
      }
    }
    return hasHeader(section) ? section : nil
  }

  /// Focuses the next (or previous) section with a header, scrolls its header into view,
  /// shows the ring and moves the accessibility focus to the header's view; `false` when
  /// there is none.
  ///
  /// Without a focused header, the next one is the first header at or below the top of the
  /// visible area and the previous one the last header above it.
  private func moveFocus(backwards: Bool) -> Bool {
    let count = numberOfSections
    let candidates: [Int]
    if let current = focusedHeaderSection {
      candidates =
        backwards
        ? Array(stride(from: current - 1, through: 0, by: -1)) : Array((current + 1)..<count)
    } else {
      let top = bounds.minY + adjustedContentInset.top
      let below = (0..<count).filter { currentLayout.rectForHeader(inSection: $0).minY >= top }
      let above = (0..<count).filter { currentLayout.rectForHeader(inSection: $0).minY < top }
      candidates = backwards ? above.reversed() : below
    }
    guard let target = candidates.first(where: hasHeader) else { return false }
    keyboardState.focusedSection = target
    keyboardState.showsFocusRing = true
    scrollHeaderIntoView(target)
    updateFocusRing()
    // A screen reader follows the keyboard, as VoiceOver does with full keyboard access.
    if let header = displayed.header(target) {
      Accessibility.post(notification: .layoutChanged, argument: header)
    }
    return true
  }

  /// Scrolls the least that shows the natural frame of `section`'s header in the visible
  /// area (inside the insets), clamped to the content.
  private func scrollHeaderIntoView(_ section: Int) {
    let header = currentLayout.rectForHeader(inSection: section)
    let insets = adjustedContentInset
    if header.minY < bounds.minY + insets.top {
      scroll(toY: header.minY - insets.top)
    } else if header.maxY > bounds.maxY - insets.bottom {
      scroll(toY: header.maxY + insets.bottom - bounds.height)
    }
  }

  /// Taps the focused header as a pointer tap at its centre would; `false` without one.
  private func tapFocusedHeader() -> Bool {
    guard let section = focusedHeaderSection else { return false }
    if let header = displayed.header(section) {
      let centre = CGPoint(x: header.bounds.midX, y: header.bounds.midY)
      var hit = header.hitTest(centre, with: nil)
      while let view = hit, view !== header, !(view is Control) { hit = view.superview }
      if let control = hit as? Control, control.isEnabled {
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
      }
    }
    performHeaderTap(section: section)
    updateFocusRing()
    return true
  }

  /// Puts the ring into the focused header's view while it shows, and takes it out
  /// otherwise.
  func updateFocusRing() {
    let previous = keyboardState.ring?.superview as? TableViewHeaderFooterView
    guard keyboardState.showsFocusRing, let section = focusedHeaderSection,
      let header = displayed.header(section)
    else {
      keyboardState.ring?.removeFromSuperview()
      previous?.setNeedsUpdateConfiguration()
      return
    }
    let ring = keyboardState.ring ?? FocusRingView(table: self)
    keyboardState.ring = ring
    ring.frame = header.bounds
    if ring.superview !== header || header.subviews.last !== ring { header.addSubview(ring) }
    if previous !== header {
      previous?.setNeedsUpdateConfiguration()
      (header as? TableViewHeaderFooterView)?.setNeedsUpdateConfiguration()
    }
    setNeedsDisplay()
  }
}

/// The keyboard focus ring: a 2 pt border in the table's tint colour just inside the
/// focused header's bounds, above its content (macOS draws focus rings in the accent colour).
///
/// It lives inside the header's view and draws only while that view still shows the focused
/// header, so a header view the table reuses for another section never shows a stale ring.
final class FocusRingView: View {
  /// The ring's line width, 2 pt.
  static let lineWidth = 2.0
  /// The table whose focus it shows.
  private weak var table: TableView?

  /// Creates a ring for `table`; it takes no touches.
  init(table: TableView) {
    self.table = table
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// Never made from an archive.
  required init?(coder: NSCoder) { return nil }

  /// Strokes the ring when its header view is the focused one on screen.
  override func draw(_ rect: CGRect, into list: inout DisplayList) {
    guard let table, table.showsFocusRing, let section = table.focusedHeaderSection,
      let header = superview, table.displayed.header(section) === header
    else { return }
    let inset = Self.lineWidth / 2
    list.stroke(
      rect.insetBy(dx: inset, dy: inset), color: table.tintColor, lineWidth: Self.lineWidth)
  }
}
