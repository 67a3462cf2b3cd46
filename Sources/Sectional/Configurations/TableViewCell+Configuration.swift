import SectionalGraphics
import SectionalViews

extension TableViewCell {
  /// The closure type of ``configurationUpdateHandler`` (UIKit's
  /// `UITableViewCell.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler =
    @MainActor (TableViewCell, CellConfigurationState)
    -> Void

  /// The cell's content as a configuration; setting one shows its content view in
  /// `contentView` (UIKit's `contentConfiguration`).
  public var contentConfiguration: (any ContentConfiguration)? {
    get { configurations.content }
    set {
      configurations.content = newValue
      configurations.showContent(in: contentView, state: configurationState)
      setNeedsLayout()
    }
  }

  /// The cell's background as a configuration, drawn behind everything (UIKit's
  /// `backgroundConfiguration`).
  public var backgroundConfiguration: BackgroundConfiguration? {
    get { configurations.background }
    set {
      configurations.background = newValue
      configurations.showBackground(in: self, state: configurationState)
      setNeedsLayout()
    }
  }

  /// Whether the content configuration shown follows the cell's state (UIKit's
  /// `automaticallyUpdatesContentConfiguration`); `true` by default.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { configurations.automaticallyUpdatesContent }
    set {
      configurations.automaticallyUpdatesContent = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the background configuration shown follows the cell's state (UIKit's
  /// `automaticallyUpdatesBackgroundConfiguration`); `true` by default.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurations.automaticallyUpdatesBackground }
    set {
      configurations.automaticallyUpdatesBackground = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// The cell's state now: its traits, highlight and selection, and whether it takes
  /// interaction.
  public var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traitCollection)
    state.isHighlighted = isHighlighted
    state.isSelected = isSelected
    state.isDisabled = !isUserInteractionEnabled
    return state
  }

  /// The list configuration of the cell's style (UIKit's `defaultContentConfiguration()`):
  /// ``ListContentConfiguration/subtitleCell()`` for `.subtitle`,
  /// ``ListContentConfiguration/valueCell()`` for `.value1` and `.value2`, else
  /// ``ListContentConfiguration/cell()``.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch style {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    case .default: .cell()
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

  /// The height a list content configuration needs at `width`, or nil without one.
  func contentConfigurationHeight(width: CGFloat) -> CGFloat? {
    configurations.contentHeight(width: width, margins: layoutMargins)
  }
}
