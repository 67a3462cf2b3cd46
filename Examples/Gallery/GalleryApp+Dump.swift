import Sectional

extension GalleryApp {
  /// A text description of what the app shows: its size and scene area, the tabs with the
  /// selected one in brackets, the status line, then the scene table's `layoutDump()`
  /// (which ends the text with a newline).
  ///
  /// For snapshot tests and for hosts that log what they show, e.g.
  /// `tabs Custom Colors Fits Races [News] Contacts`.
  ///
  /// - Complexity: O(k) for k displayed table elements.
  func layoutDump() -> String {
    let area = sceneRect
    let tabs = GalleryScene.all.enumerated().map { index, scene in
      index == sceneIndex ? "[\(scene.tabTitle)]" : scene.tabTitle
    }
    return [
      "gallery \(Self.format(size.width))x\(Self.format(size.height)) scene \(currentSceneName)"
        + " area (\(Self.format(area.minX)), \(Self.format(area.minY)),"
        + " \(Self.format(area.width)), \(Self.format(area.height)))",
      "tabs \(tabs.joined(separator: " "))",
      "status \(statusText)",
      currentScene.tableView.layoutDump(),
    ].joined(separator: "\n")
  }
}
