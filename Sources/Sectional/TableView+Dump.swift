import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// A text description of what the table shows: one line per displayed element in drawing
  /// order with its frame, pin state and the class of its view.
  ///
  /// For snapshot tests and debugging, e.g. `header 1 (0, 120, 320, 81) pinned 0.25 View`;
  /// a last line lists the section index titles and the highlighted one, when there is an
  /// index.
  /// Frames are in content coordinates, numbers printed with up to two decimals.
  ///
  /// - Complexity: O(k) for k displayed elements.
  public func layoutDump() -> String {
    layoutIfNeeded()
    var lines = [
      "\(style) \(format(bounds.width))x\(format(bounds.height)) offset \(format(contentOffset.y))"
        + " content \(format(contentSize.height))"
    ]
    for element in displayed.elements {
      let frame = element.frame
      var line =
        "\(element.kind) (\(format(frame.minX)), \(format(frame.minY)), "
        + "\(format(frame.width)), \(format(frame.height)))"
      if element.isPinned { line += " pinned \(format(element.pushProgress))" }
      if let view = dumpedView(for: element.kind) {
        line += " \(type(of: view))"
        if let text = (view as? TableViewHeaderFooterView)?.textLabel?.text
          ?? (view as? TableViewCell)?.textLabel?.text
        {
          line += " \"\(text)\""
        }
      }
      lines.append(line)
    }
    if let index = sectionIndexView {
      let highlighted = index.highlightedIndex.map { index.titles[$0] } ?? "none"
      lines.append(
        "section index \(index.titles.joined(separator: " ")) highlighted \(highlighted)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The displayed view for an element, if any.
  private func dumpedView(for kind: LayoutElementKind) -> View? {
    switch kind {
    case .tableHeader: tableHeaderView
    case .tableFooter: tableFooterView
    case .header, .footer, .row: displayed.view(for: kind)
    }
  }

  /// A number with at most two decimals and no trailing zeros.
  private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
