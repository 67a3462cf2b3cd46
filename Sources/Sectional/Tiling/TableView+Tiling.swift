import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Whether the views were placed for the current bounds and layout.
  var isTiled: Bool {
    guard let tiledState else { return false }
    return tiledState.bounds == bounds && tiledState.revision == layoutRevision
  }

  /// Places the views for the current bounds: views that left go back to their queues, new
  /// elements get views, pinned ones move, and the drawing order is rows, then headers and
  /// footers, then pinned headers and footers on top (TableLayout's order).
  ///
  /// Running animations end first, at their final state. Elements with automatic heights are
  /// measured once their views exist; the layout takes
  /// the measured heights with its anchor rule (the content offset moves by the returned
  /// adjustment, so what is on screen stays still, and a running coast moves with it) and the
  /// pass repeats, at most ``maximumMeasuringPasses`` times. When that moved the offset, the
  /// delegate hears `ScrollViewDelegate/scrollViewDidScroll(_:)` at the end.
  ///
  /// - Complexity: O(log n + k) for n sections and k visible elements, plus one fitting solve
  ///   per newly measured element.
  func tile() {
    let outer = beginPass(.tiling)
    defer { endPass(outer) }
    finishAnimations()
    let origin = bounds.origin
    defer {
      refreshHover()
      if prefetching.isActive { updatePrefetching() }
      if bounds.origin != origin { didScroll() }
    }
    for _ in 0..<TableView.maximumMeasuringPasses {
      guard let layout else { return }
      let elements = layout.visibleElements(in: bounds)
      place(elements, in: layout)
      guard !sizing.isEmpty, measure(elements) else { return }
    }
  }

  /// How many measure-and-place rounds one tiling pass runs at most: 4.
  static let maximumMeasuringPasses = 4

  /// Puts views for `elements` on screen and everything else back on the queues.
  ///
  /// When the same elements as last time show over the same layout (a scroll step that
  /// brings nothing in or out), only the frames that moved (pinned ones) are set.
  private func place(_ elements: [LayoutElement], in layout: TableLayout) {
    if tiledState?.revision == layoutRevision, elements.count == displayed.elements.count,
      zip(elements, displayed.elements).allSatisfy({ $0.kind == $1.kind })
    {
      for (element, old) in zip(elements, displayed.elements) where element.frame != old.frame {
        displayedView(for: element.kind)?.frame = element.frame
      }
      displayed.elements = elements
      tiledState = (bounds, layoutRevision)
      reportPinChanges(elements)
      placeSectionIndex()
      return
    }
    var headers = Set<Int>()
    var footers = Set<Int>()
    var rows = Set<RowPosition>()
    for element in elements {
      switch element.kind {
      case .header(let section): headers.insert(section)
      case .footer(let section): footers.insert(section)
      case .row(let indexPath): rows.insert(indexPath)
      case .tableHeader, .tableFooter: break
      }
    }
    removeDisplayedViews(keepingHeaders: headers, footers: footers, rows: rows)
    var ordered: [View] = []
    for element in elements {
      guard let view = displayedView(for: element.kind) else { continue }
      view.frame = element.frame
      if case .row(let indexPath) = element.kind, let cell = view as? TableViewCell {
        styleSeparator(of: cell, at: indexPath, in: layout)
      }
      ordered.append(view)
    }
    displayed.elements = elements
    tiledState = (bounds, layoutRevision)
    placeTableViews(in: layout)
    restack(ordered)
    updateFocusRing()
    reportPinChanges(elements)
    placeSectionIndex()
  }

  /// The view shown for `kind`, made and announced to the delegate when it is new.
  private func displayedView(for kind: LayoutElementKind) -> View? {
    switch kind {
    case .tableHeader:
      return tableHeaderView
    case .tableFooter:
      return tableFooterView
    case .header(let section):
      if let view = displayed.header(section) { return view }
      guard mayAskForViews, let view = makeHeaderFooterView(section, isHeader: true),
        accepts(view, for: kind, asRow: false)
      else { return nil }
      displayed.insertHeader(view, section: section)
      tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      addSubview(view)
      return view
    case .footer(let section):
      if let view = displayed.footer(section) { return view }
      guard mayAskForViews, let view = makeHeaderFooterView(section, isHeader: false),
        accepts(view, for: kind, asRow: false)
      else { return nil }
      displayed.insertFooter(view, section: section)
      tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      addSubview(view)
      return view
    case .row(let row):
      if let cell = displayed.cell(at: row) { return cell }
      guard mayAskForViews, let dataSource else { return nil }
      let indexPath = row.indexPath
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      guard accepts(cell, for: kind, asRow: true) else { return nil }
      if let separatorInset { cell.adoptTableSeparatorInset(separatorInset) }
      displayed.insertCell(cell, at: row)
      applySelectionState(to: cell, at: row)
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      addSubview(cell)
      return cell
    }
  }

  /// The delegate's view for a header or footer, else a default-look title view, else `nil`.
  private func makeHeaderFooterView(_ section: Int, isHeader: Bool) -> View? {
    let custom =
      isHeader
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
    if let custom {
      if let header = custom as? TableViewHeaderFooterView {
        header.isFooter = !isHeader
        if header.tableStyle != style {
          header.tableStyle = style
          header.setNeedsLayout()
        }
      }
      return custom
    }
    let titles = isHeader ? headerTitles : footerTitles
    guard section < titles.count, let title = titles[section] else { return nil }
    let view = dequeueHeaderFooter(TableView.titleViewIdentifier) as! TableViewHeaderFooterView
    view.tableStyle = style
    view.isFooter = !isHeader
    view.applyDefaultLook(
      style: style, isHeader: isHeader, metrics: metrics, isFirstSection: section == 0)
    view.textLabel?.text = view.displayedTitle(title)
    return view
  }

  /// Sends the views of elements no longer visible back to their queues.
  private func removeDisplayedViews(
    keepingHeaders headers: Set<Int>, footers: Set<Int>, rows: Set<RowPosition>
  ) {
    for (section, view) in displayed.headers where !headers.contains(section) {
      displayed.removeHeader(section)
      retire(view, asRow: false)
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }
    for (section, view) in displayed.footers where !footers.contains(section) {
      displayed.removeFooter(section)
      retire(view, asRow: false)
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
    for (indexPath, cell) in displayed.cells where !rows.contains(indexPath) {
      displayed.removeCell(at: indexPath)
      retire(cell, asRow: true)
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath.indexPath)
    }
  }

  /// Sends every displayed header, footer and cell back to its queue.
  func removeAllDisplayedViews() {
    removeDisplayedViews(keepingHeaders: [], footers: [], rows: [])
    displayed.elements = []
  }

  /// Takes the view of an element that is no longer shown off screen, puts it on its reuse
  /// queue and tells the delegate, as scrolling it away would.
  func endDisplaying(_ view: View, as kind: LayoutElementKind) {
    if case .row = kind { retire(view, asRow: true) } else { retire(view, asRow: false) }
    switch kind {
    case .header(let section):
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    case .footer(let section):
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    case .row(let row):
      if let cell = view as? TableViewCell {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row.indexPath)
      }
    case .tableHeader, .tableFooter:
      break
    }
  }

  /// Takes a view off screen and puts it on its reuse queue.
  private func retire(_ view: View, asRow: Bool) {
    clearHover(ifShownBy: view)
    view.removeFromSuperview()
    enqueue(view, asRow: asRow)
  }

  /// Tells the delegate which headers started or stopped pinning and how far pinned ones
  /// are pushed.
  private func reportPinChanges(_ elements: [LayoutElement]) {
    var pinned: [Int: Double] = [:]
    for element in elements where element.isPinned {
      if case .header(let section) = element.kind, displayed.header(section) != nil {
        pinned[section] = element.pushProgress
      }
    }
    let previous = displayed.pinnedHeaderProgress
    displayed.pinnedHeaderProgress = pinned
    guard pinned != previous else { return }
    for section in Set(previous.keys).symmetricDifference(pinned.keys) {
      (displayed.header(section) as? TableViewHeaderFooterView)?.isPinned = pinned[section] != nil
    }
    guard let delegate = tableDelegate else { return }
    for section in previous.keys.sorted() where pinned[section] == nil {
      delegate.tableView(self, didUnpinHeaderInSection: section)
    }
    for (section, progress) in pinned.sorted(by: { $0.key < $1.key }) {
      if let old = previous[section] {
        if old != progress {
          delegate.tableView(self, pinnedHeaderInSection: section, didChangePushProgress: progress)
        }
      } else {
        delegate.tableView(self, didPinHeaderInSection: section)
        delegate.tableView(self, pinnedHeaderInSection: section, didChangePushProgress: progress)
      }
    }
  }

  /// Colours a cell's separator, hiding it for the last row of a section and when the style
  /// is ``SeparatorStyle/none``.
  private func styleSeparator(
    of cell: TableViewCell, at indexPath: RowPosition, in layout: TableLayout
  ) {
    let isLast = indexPath.row == layout.numberOfRows(inSection: indexPath.section) - 1
    let hidden = separatorStyle == .none || isLast || separatorColor == nil
    // Set only on change: each assignment redraws and records an explicit property.
    let separator = cell.separatorView
    if separator.backgroundColor != separatorColor { separator.backgroundColor = separatorColor }
    if separator.isHidden != hidden { separator.isHidden = hidden }
  }

  /// Orders the displayed views back to front as `ordered`, moving only those from the first
  /// one out of place (bringing a view to the front is the one reordering that leaves the
  /// Auto Layout engine alone).
  private func restack(_ ordered: [View]) {
    let members = Set(ordered.map(ObjectIdentifier.init))
    var first = 0
    for view in subviews where members.contains(ObjectIdentifier(view)) {
      guard first < ordered.count, ordered[first] === view else { break }
      first += 1
    }
    guard first < ordered.count else { return }
    for view in ordered[first...] { bringSubviewToFront(view) }
  }

}
