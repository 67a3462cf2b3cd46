import Sectional

extension GalleryApp {
  /// A text description of what the app shows: its size, the screen on top and the
  /// navigation controller's area, the navigation stack's titles bottom to top, the status
  /// line, then the top table's `layoutDump()` (which ends the text with a newline).
  ///
  /// For snapshot tests and for hosts that log what they show, e.g.
  /// `navigation Sectional Gallery > Contacts`.
  ///
  /// - Complexity: O(k) for k displayed table elements.
  func layoutDump() -> String {
    let area = contentRect
    let titles = navigationController.viewControllers.map { $0.title ?? "" }
    return [
      "gallery \(Self.format(size.width))x\(Self.format(size.height)) screen \(currentScreenName)"
        + " area (\(Self.format(area.minX)), \(Self.format(area.minY)),"
        + " \(Self.format(area.width)), \(Self.format(area.height)))",
      "navigation \(titles.joined(separator: " > "))",
      "status \(statusText)",
      currentTable.layoutDump(),
    ].joined(separator: "\n")
  }
}
