import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Asks the delegate again for the heights of the displayed rows, headers and footers and
  /// applies the ones that changed, as UIKit does when a batch ends (an empty
  /// `performBatchUpdates(nil)` or `beginUpdates()`/`endUpdates()` is the idiom that animates
  /// a height change).
  ///
  /// An automatic height is measured again from the displayed view. Each change keeps the
  /// element at the top of the screen still (the layout's anchor rule moves the content
  /// offset for a change above it). With an `animator` and `animated`, the views animate
  /// from their old frames to their new ones over 0.3 s (see `animateHeightChange`).
  /// Elements off screen keep their heights.
  ///
  /// - Complexity: O(k) delegate calls and measurements for k displayed elements, plus the
  ///   tiling.
  func requeryDisplayedHeights(animated: Bool) {
    guard layout != nil else { return }
    let outer = beginPass(.committing)
    defer { endPass(outer) }
    let animates = animated && animator != nil
    let before = animates ? screenFrames() : [:]
    let headerRules = headerFooterRules(isHeader: true)
    let footerRules = headerFooterRules(isHeader: false)
    var changed = false
    for element in displayed.elements {
      guard let height = requeriedHeight(of: element.kind, headerRules, footerRules) else {
        continue
      }
      changed = applyMeasured(height, for: element.kind) || changed
    }
    guard changed else { return }
    let departing = animates ? detachDeparting() : []
    tile()
    if animates { animateHeightChange(from: before, departing: departing) }
  }

  /// The height the delegate (or, for an automatic height, the displayed view) gives `kind`
  /// now; `nil` when there is nothing to ask (no view, no header, a table header or footer).
  private func requeriedHeight(
    of kind: LayoutElementKind, _ headerRules: HeaderFooterRules,
    _ footerRules: HeaderFooterRules
  ) -> Double? {
    switch kind {
    case .row(let row):
      let asked =
        defaultsAnswered.rowHeight
        ? rowHeight : tableDelegate?.tableView(self, heightForRowAt: row.indexPath) ?? rowHeight
      guard asked == TableView.automaticDimension else { return Double(asked) }
      return displayed.cell(at: row).map(measuredHeight(ofCell:))
    case .header(let section):
      let view = displayed.header(section)
      defer { sizing.headers.remove(section) }
      return resolved(headerFooterHeight(section, headerRules), view: view, headerRules)
    case .footer(let section):
      let view = displayed.footer(section)
      defer { sizing.footers.remove(section) }
      return resolved(headerFooterHeight(section, footerRules), view: view, footerRules)
    case .tableHeader, .tableFooter:
      return nil
    }
  }

  /// A header or footer height as the layout would resolve it, measuring `view` for an
  /// estimated one.
  private func resolved(
    _ height: HeaderFooterHeight?, view: View?, _ rules: HeaderFooterRules
  ) -> Double? {
    switch height {
    case nil: return nil
    case .exact(let value):
      let zeroMeansDefault = quirks.groupedZeroHeightMeansDefault && !rules.isPlain
      return value == 0 && zeroMeansDefault ? rules.profileHeight : value
    case .automatic: return rules.profileHeight
    case .estimated:
      return view.map { measuredHeight(ofHeaderFooter: $0, isHeader: rules.isHeader) }
    }
  }
}
