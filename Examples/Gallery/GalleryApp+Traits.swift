import Sectional

extension GalleryApp {
  /// Flips between light and dark mode (the `d` key), says so in the status line and reports
  /// `appearance dark` or `appearance light`.
  func toggleDarkMode() {
    let isDark = chromeWindow.traitCollection.userInterfaceStyle == .dark
    chosenTraits.userInterfaceStyle = isDark ? .light : .dark
    let name = isDark ? "light" : "dark"
    chromeView.statusLabel.text = "Appearance: \(name)"
    onEvent?("appearance \(name)")
  }

  /// Moves to the next content size category, wrapping from AX5 to XS (the `t` key), says
  /// so in the status line and reports `content-size <size>`.
  func cycleContentSize() {
    let next = chromeWindow.traitCollection.preferredContentSizeCategory.next
    chosenTraits.preferredContentSizeCategory = next
    chromeView.statusLabel.text = "Text size: \(next)"
    onEvent?("content-size \(next)")
  }
}
