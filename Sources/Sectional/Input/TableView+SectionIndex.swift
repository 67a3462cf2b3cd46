import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The section index titles shown at the trailing edge, empty when there is no index.
  ///
  /// Read from ``TableViewDataSource/sectionIndexTitles(for:)`` on reload; plain style only,
  /// as in UIKit.
  public var sectionIndexTitles: [String] { sectionIndexView?.titles ?? [] }

  /// The index of the highlighted title: the one whose section is at the top of the pinning
  /// area (its header pinned or resting there), or `nil`.
  public var highlightedSectionIndexTitle: Int? { sectionIndexView?.highlightedIndex }

  /// Reads the index titles from the data source and shows, updates or removes the index.
  func reloadSectionIndex() {
    let titles = style == .plain ? dataSource?.sectionIndexTitles(for: self) ?? [] : []
    guard !titles.isEmpty, let dataSource else {
      sectionIndexView?.removeFromSuperview()
      sectionIndexView = nil
      sectionIndexSections = []
      return
    }
    let view = sectionIndexView ?? SectionIndexView()
    if sectionIndexView == nil {
      view.onSelect = { [unowned self] index in self.scrollToSectionIndexTitle(at: index) }
      sectionIndexView = view
      addSubview(view)
    }
    view.titleColor = sectionIndexColor ?? tintColor
    view.setTitles(titles)
    sectionIndexSections = titles.enumerated().map { index, title in
      dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index)
    }
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
    view.highlightedIndex = sectionAtPinningTop().flatMap { sectionIndexSections.lastIndex(of: $0) }
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

  /// Scrolls so the header of the index title's section is at the top of the visible area
  /// (clamped to the content).
  func scrollToSectionIndexTitle(at index: Int) {
    guard index < sectionIndexSections.count, let layout else { return }
    let section = min(max(0, sectionIndexSections[index]), layout.numberOfSections - 1)
    guard section >= 0 else { return }
    let range = scrollableYRange
    let y = layout.rectForHeader(inSection: section).minY - adjustedContentInset.top
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, range.lowerBound), range.upperBound))
  }
}
