import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The tallest header, footer or row the table lays out: 10^7 points.
  ///
  /// About ten thousand screens. Larger heights are logged and cut to it, so that no sum of heights overflows to
  /// infinity (Documentation/UIKitParity.md § Invalid input and re-entrant calls).
  static let maximumElementHeight: Double = 10_000_000

  /// A height as the layout may use it: `value` when it is a height (0 through
  /// ``maximumElementHeight``) or, where `allowsAutomatic`, ``automaticDimension``; otherwise
  /// the corrected height, logged with `source`: NaN and negative heights become 0, larger
  /// ones ``maximumElementHeight``.
  @inline(__always)
  func checkedHeight(
    _ value: Double, allowsAutomatic: Bool = true, _ source: @autoclosure () -> String
  ) -> Double {
    if value >= 0 && value <= TableView.maximumElementHeight { return value }
    if allowsAutomatic && value == TableView.automaticDimension { return value }
    return correctedHeight(value, source())
  }

  /// An estimate as the layout may use it: `value` when it is positive and at most
  /// ``maximumElementHeight``; `fallback` for automatic, zero and negative estimates (silently,
  /// as UIKit treats them) and for NaN (logged with `source`); ``maximumElementHeight`` for
  /// larger ones (logged).
  @inline(__always)
  func checkedEstimate(
    _ value: Double, fallback: Double, _ source: @autoclosure () -> String
  ) -> Double {
    if value > 0 && value <= TableView.maximumElementHeight { return value }
    if value <= 0 { return fallback }
    let corrected = value.isNaN ? fallback : TableView.maximumElementHeight
    report(value, source(), using: corrected)
    return corrected
  }

  /// The width the layout is built for: the bounds' width, or 0 (logged) when it is NaN,
  /// infinite or negative.
  func checkedLayoutWidth() -> Double {
    let width = bounds.width
    if width >= 0 && width.isFinite { return width }
    report(width, "the table's width (its frame or bounds)", using: 0)
    return 0
  }

  /// The width the layout is built for, without a diagnostic (for comparisons on every pass).
  var layoutWidth: Double {
    let width = bounds.width
    return width >= 0 && width.isFinite ? width : 0
  }

  /// `inset` with every NaN or infinite side set to 0 (logged).
  func checkedInset(_ inset: EdgeInsets) -> EdgeInsets {
    var checked = inset
    func check(_ side: inout CGFloat, _ name: String) {
      guard !side.isFinite else { return }
      report(side, "contentInset.\(name)", using: 0)
      side = 0
    }
    check(&checked.top, "top")
    check(&checked.left, "left")
    check(&checked.bottom, "bottom")
    check(&checked.right, "right")
    return checked
  }

  /// `offset` with every NaN or infinite coordinate replaced by the current offset's (logged).
  func checkedOffset(_ offset: CGPoint) -> CGPoint {
    var checked = offset
    let current = bounds.origin
    func check(_ value: inout CGFloat, _ name: String, _ kept: CGFloat) {
      guard !value.isFinite else { return }
      TableLog.emit(
        "contentOffset.\(name) is \(value), which is not a usable offset; keeping \(kept).")
      value = kept
    }
    check(&checked.x, "x", current.x)
    check(&checked.y, "y", current.y)
    return checked
  }

  /// Whether a scroll by `delta` may run: not when it is NaN or infinite (logged).
  func acceptsScrollDelta(_ delta: Double) -> Bool {
    if delta.isFinite { return true }
    TableLog.emit("a scroll by \(delta) points was ignored: a scroll delta must be finite.")
    return false
  }

  /// The corrected height for an invalid one, logged.
  private func correctedHeight(_ value: Double, _ source: String) -> Double {
    let corrected = value > TableView.maximumElementHeight ? TableView.maximumElementHeight : 0
    report(value, source, using: corrected)
    return corrected
  }

  /// Logs that `source` gave `value`, which the table replaced with `corrected`.
  private func report(_ value: Double, _ source: String, using corrected: Double) {
    TableLog.emit("\(source) is \(value), which is not a usable height; using \(corrected).")
  }

  /// Where a row's height came from, for a diagnostic.
  func rowHeightSource(_ section: Int, _ row: Int, estimated: Bool) -> String {
    let method = estimated ? "estimatedHeightForRowAt" : "heightForRowAt"
    let property = estimated ? "estimatedRowHeight" : "rowHeight"
    return "the \(estimated ? "estimated " : "")height of row [\(section), \(row)] "
      + "(tableView(_:\(method):) or \(property))"
  }

  /// Where a header's or footer's height came from, for a diagnostic.
  func headerFooterHeightSource(_ section: Int, isHeader: Bool, estimated: Bool) -> String {
    let element = isHeader ? "header" : "footer"
    let method = "\(estimated ? "estimatedHeight" : "height")For\(isHeader ? "Header" : "Footer")"
    let property =
      "\(estimated ? "estimatedSection" : "section")\(isHeader ? "Header" : "Footer")Height"
    return "the \(estimated ? "estimated " : "")height of the \(element) of section \(section) "
      + "(tableView(_:\(method)InSection:) or \(property))"
  }
}
