import Sectional

// How each scene reports header taps and pins to `onActivity`. The contacts scene also
// collapses or expands the tapped section; the news scene reports its ad taps from the ad
// button (NewsAdsScene), since a tap on the button does not reach the table.

extension CustomHeaderScene {
  /// Reports the tap to ``onActivity``.
  public func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
    onActivity?(.headerTapped(section: section))
  }

  /// Reports the pin to ``onActivity``.
  public func tableView(_ tableView: TableView, didPinHeaderInSection section: Int) {
    onActivity?(.headerPinned(section: section))
  }
}

extension GroupedColorsScene {
  /// The section's title, else its number.
  public func name(ofSection section: Int) -> String { titles[section] ?? "\(section)" }

  /// Reports the tap to ``onActivity`` (grouped headers never pin).
  public func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
    onActivity?(.headerTapped(section: section))
  }
}

extension HeaderFitsScene {
  /// "Section 1" to "Section 3", the header titles.
  public func name(ofSection section: Int) -> String { "Section \(section + 1)" }

  /// Reports the tap to ``onActivity`` (grouped headers never pin).
  public func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
    onActivity?(.headerTapped(section: section))
  }
}

extension StarcraftScene {
  /// The race's name.
  public func name(ofSection section: Int) -> String { races[section] }

  /// Reports the tap to ``onActivity``.
  public func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
    onActivity?(.headerTapped(section: section))
  }

  /// Reports the pin to ``onActivity``.
  public func tableView(_ tableView: TableView, didPinHeaderInSection section: Int) {
    onActivity?(.headerPinned(section: section))
  }
}

extension NewsAdsScene {
  /// The section's topic.
  public func name(ofSection section: Int) -> String { topics[section] }

  /// Reports a tap on the strip below the ad button to ``onActivity``.
  public func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
    onActivity?(.headerTapped(section: section))
  }

  /// Reports the pin to ``onActivity``.
  public func tableView(_ tableView: TableView, didPinHeaderInSection section: Int) {
    onActivity?(.headerPinned(section: section))
  }
}

extension ContactsScene {
  /// The section's letter.
  public func name(ofSection section: Int) -> String { Self.letters[section] }

  /// Reports the tap and the collapse or expansion the table makes right after it (the
  /// scene's table toggles sections on header taps, animated when it has an animator).
  public func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
    onActivity?(.headerTapped(section: section))
    onActivity?(
      .sectionToggled(section: section, collapsed: !tableView.isSectionCollapsed(section)))
  }

  /// Reports the pin to ``onActivity``.
  public func tableView(_ tableView: TableView, didPinHeaderInSection section: Int) {
    onActivity?(.headerPinned(section: section))
  }
}
