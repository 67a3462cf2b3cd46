import SectionalGraphics

extension TableLayout {
  /// A deterministic text description: one summary line, then one line per section with its
  /// y, height, header, rows and footer.
  ///
  /// ```text
  /// TableLayout plain width=390 contentHeight=600 (1 section)
  ///   section 0  y=0 h=578  header y=22 h=28 (estimated)  rows y=50 12×44  footer —
  /// ```
  /// Rows read `12×44` while uniform, list their heights when there are at most 8, and else
  /// give their count and total (`100 rows Σ=4400`). Estimated heights say `(estimated)`;
  /// collapsed rows say `collapsed`; pinning other than the style's default is named.
  ///
  /// - Complexity: O(n log n) for n sections, plus the rows listed.
  public func dump() -> String {
    let plural = sections.count == 1 ? "section" : "sections"
    var lines = [
      "TableLayout \(style.rawValue) width=\(formatCoordinate(width)) "
        + "contentHeight=\(formatCoordinate(contentSize.height)) (\(sections.count) \(plural))"
    ]
    if tableHeaderHeight > 0 {
      lines.append("  table header  y=0 h=\(formatCoordinate(tableHeaderHeight))")
    }
    for section in sections.indices {
      lines.append(dumpLine(section))
    }
    if tableFooterHeight > 0 {
      let rect = tableFooterRect
      lines.append(
        "  table footer  y=\(formatCoordinate(rect.minY)) h=\(formatCoordinate(rect.height))")
    }
    return lines.joined(separator: "\n")
  }

  /// The dump line of one section.
  private func dumpLine(_ section: Int) -> String {
    let record = sections[section]
    let frame = rect(forSection: section)
    let header = rectForHeader(inSection: section)
    let footer = rectForFooter(inSection: section)
    var line = "  section \(section)  y=\(formatCoordinate(frame.minY))"
    line += " h=\(formatCoordinate(frame.height))"
    line += "  header "
    line += dumpSupplementary(
      present: record.flags.contains(.hasHeader), frame: header,
      estimated: record.flags.contains(.headerEstimated))
    line += "  rows y=\(formatCoordinate(header.maxY)) " + dumpRows(section)
    line += "  footer "
    line += dumpSupplementary(
      present: record.flags.contains(.hasFooter), frame: footer,
      estimated: record.flags.contains(.footerEstimated))
    if record.flags.contains(.pinningChosen) {
      line += "  pins \(pinPolicy(forSection: section).rawValue)"
    }
    return line
  }

  /// `y=… h=…`, with `(estimated)`, or `—` for a missing element.
  private func dumpSupplementary(present: Bool, frame: CGRect, estimated: Bool) -> String {
    guard present else { return "—" }
    let text = "y=\(formatCoordinate(frame.minY)) h=\(formatCoordinate(frame.height))"
    return estimated ? text + " (estimated)" : text
  }

  /// The rows part of a dump line.
  private func dumpRows(_ section: Int) -> String {
    let record = sections[section]
    let count = Int(record.rowCount)
    var text: String
    if !record.isMaterialized {
      text = "\(count)×\(formatCoordinate(record.rowHeight))"
    } else if count <= 8 {
      let heights = rows.values[record.rowRange].map(formatCoordinate)
      text = "[\(heights.joined(separator: " "))]"
    } else {
      text = "\(count) rows Σ=\(formatCoordinate(record.rowsTotal))"
    }
    if record.flags.contains(.rowsEstimated) { text += " (estimated)" }
    if record.flags.contains(.collapsed) { text += " collapsed" }
    return text
  }
}
