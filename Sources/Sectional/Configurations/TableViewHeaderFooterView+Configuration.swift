import SectionalGraphics
import SectionalViews

extension TableViewHeaderFooterView {
  /// The closure type of ``configurationUpdateHandler`` (UIKit's
  /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler =
    @MainActor (TableViewHeaderFooterView, ViewConfigurationState)
    -> Void

  /// The view's content as a configuration; setting one shows its content view in
  /// `contentView` (UIKit's `contentConfiguration`).
  public var contentConfiguration: (any ContentConfiguration)? {
    get { configurations.content }
    set {
      configurations.content = newValue
      configurations.showContent(in: contentView, state: configurationState)
      setNeedsLayout()
    }
  }

  /// The view's background as a configuration, drawn behind everything (UIKit's
  /// `backgroundConfiguration`).
  public var backgroundConfiguration: BackgroundConfiguration? {
    get { configurations.background }
    set {
      configurations.background = newValue
      configurations.showBackground(in: self, state: configurationState)
      setNeedsLayout()
    }
  }

  /// Whether the content configuration shown follows the view's state (UIKit's
  /// `automaticallyUpdatesContentConfiguration`); `true` by default.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { configurations.automaticallyUpdatesContent }
    set {
      configurations.automaticallyUpdatesContent = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the background configuration shown follows the view's state (UIKit's
  /// `automaticallyUpdatesBackgroundConfiguration`); `true` by default.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurations.automaticallyUpdatesBackground }
    set {
      configurations.automaticallyUpdatesBackground = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// The view's state now: its traits, highlight, keyboard focus (the table shows its focus
  /// ring on this header), whether it takes interaction, and whether it is pinned (Sectional's
  /// extra).
  public var configurationState: ViewConfigurationState {
    var state = ViewConfigurationState(traitCollection: traitCollection)
    state.isHighlighted = isHighlighted
    state.isDisabled = !isUserInteractionEnabled
    state.isPinned = isPinned
    if !isFooter, let table = superview as? TableView, table.showsFocusRing,
      let section = table.focusedHeaderSection
    {
      state.isFocused = table.displayed.header(section) === self
    }
    return state
  }

  /// The list configuration for the table showing the view (UIKit's
  /// `defaultContentConfiguration()`).
  ///
  /// In a plain table ``ListContentConfiguration/plainHeader()``
  /// or ``ListContentConfiguration/plainFooter()``, in grouped and inset-grouped tables
  /// ``ListContentConfiguration/groupedHeader()`` or ``ListContentConfiguration/groupedFooter()``
  /// (the prominent headers are chosen by the app). Before a table shows the view, it is a
  /// plain header.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch (tableStyle ?? .plain, isFooter) {
    case (.plain, false): .plainHeader()
    case (.plain, true): .plainFooter()
    case (_, false): .groupedHeader()
    case (_, true): .groupedFooter()
    }
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout (UIKit's
  /// `setNeedsUpdateConfiguration()`).
  public func setNeedsUpdateConfiguration() {
    configurations.needsUpdate = true
    setNeedsLayout()
  }

  /// Shows the configurations (updated for the current state where automatic), then calls
  /// ``updateConfiguration(using:)``.
  func updateConfigurationNow() {
    configurations.needsUpdate = false
    let state = configurationState
    configurations.showContent(in: contentView, state: state)
    configurations.showBackground(in: self, state: state)
    updateConfiguration(using: state)
  }

}
