import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The section index titles shown at the trailing edge, empty when there is no index.
  ///
  /// Read from ``TableViewDataSource/sectionIndexTitles(for:)`` on reload; plain style only,
  /// as in UIKit.
  public var sectionIndexTitles: [String] { sectionIndexView?.titles ?? [] }

  /// The index of the highlighted title: the one for the section at the top of the pinning
  /// area (its header pinned or resting there), or `nil`.
  ///
  /// A title belongs to a section when a touch on it scrolled there (the data source's
  /// answer to ``TableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)``, asked
  /// only on touch) or, while it has not been touched, when it equals that section's header
  /// title. The last touched title of the section wins, then the last matching one. UIKit
  /// highlights no title; this is Sectional's.
  public var highlightedSectionIndexTitle: Int? { sectionIndexView?.highlightedIndex }

  /// Reads the index titles from the data source and shows, updates or removes the index.
  func reloadSectionIndex() {
    var titles = style == .plain ? dataSource?.sectionIndexTitles(for: self) ?? [] : []
    if surface.indexMinimumRowCount > 0, let layout {
      var rows = 0
      for section in 0..<layout.numberOfSections { rows += layout.numberOfRows(inSection: section) }
      if rows < surface.indexMinimumRowCount { titles = [] }
    }
    guard !titles.isEmpty, dataSource != nil else {
      sectionIndexView?.removeFromSuperview()
      sectionIndexView = nil
      sectionIndexSections = []
      return
    }
    let view = sectionIndexView ?? SectionIndexView()
    if sectionIndexView == nil {
      view.onSelect = { [unowned self] index in self.scrollToSectionIndexTitle(at: index) }
      view.onTrackingChange = { [unowned self] in self.styleSectionIndexBackground() }
      sectionIndexView = view
      addSubview(view)
    }
    view.titleColor = sectionIndexColor ?? tintColor
    styleSectionIndexBackground()
    view.setTitles(titles)
    sectionIndexSections = Array(repeating: nil, count: titles.count)
  }

  /// Keeps the index at the trailing edge of the visible area, above everything, and
  /// highlights the title of the pinned header's section.
  func placeSectionIndex() {
    guard let view = sectionIndexView else { return }
    let insets = adjustedContentInset
    view.frame = CGRect(
      x: bounds.maxX - SectionIndexView.width, y: bounds.minY + insets.top,
      width: SectionIndexView.width, height: max(0, bounds.height - insets.vertical))
    if subviews.last !== view { bringSubviewToFront(view) }
    view.highlightedIndex = sectionAtPinningTop().flatMap { indexTitle(for: $0, in: view) }
  }

  /// The last index title that belongs to `section` (see ``highlightedSectionIndexTitle``).
  private func indexTitle(for section: Int, in view: SectionIndexView) -> Int? {
    if let touched = sectionIndexSections.lastIndex(of: section) { return touched }
    guard section < headerTitles.count, let title = headerTitles[section] else { return nil }
    return view.titles.indices.last { view.titles[$0] == title && sectionIndexSections[$0] == nil }
  }

  /// The section at the top of the pinning area: the one whose header pins there.
  private func sectionAtPinningTop() -> Int? {
    if let pinned = displayed.topPinnedSection { return pinned }
    guard let layout else { return nil }
    switch layout.element(atY: bounds.minY + layout.effectivePinningInsets.top) {
    case .header(let section), .footer(let section): return section
    case .row(let indexPath): return indexPath.section
    case .tableHeader, .tableFooter, nil: return nil
    }
  }

  /// Asks the data source for the section of the index title at `index` (as UIKit does, only
  /// when the index is touched) and scrolls so that section's header is at the top of the
  /// visible area (clamped to the content).
  func scrollToSectionIndexTitle(at index: Int) {
    guard let view = sectionIndexView, index < view.titles.count,
      index < sectionIndexSections.count, let dataSource, let layout
    else { return }
    let asked = dataSource.tableView(
      self, sectionForSectionIndexTitle: view.titles[index], at: index)
    sectionIndexSections[index] = asked
    let section = min(max(0, asked), layout.numberOfSections - 1)
    guard section >= 0 else { return }
    let range = scrollableYRange
    let y = layout.rectForHeader(inSection: section).minY - adjustedContentInset.top
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, range.lowerBound), range.upperBound))
  }
}
