import SectionalGraphics
import SectionalViews

/// What a configuration can depend on (UIKit's `UIConfigurationState`): the traits, and the
/// interaction states list configurations change with.
///
/// ``ContentConfiguration/updated(for:)`` and ``BackgroundConfiguration/updated(for:)`` receive
/// a ``ViewConfigurationState`` from a header or footer view and a ``CellConfigurationState``
/// from a cell.
public protocol ConfigurationState: Sendable {
  /// The traits of the view being configured.
  var traitCollection: TraitCollection { get }
  /// Whether a finger (or the pointer button) is down on the view.
  var isHighlighted: Bool { get }
  /// Whether the view is selected.
  var isSelected: Bool { get }
  /// Whether the view does not take interaction.
  var isDisabled: Bool { get }
  /// Whether the view has keyboard focus.
  var isFocused: Bool { get }
}

/// The state of a header or footer view (UIKit's `UIViewConfigurationState`), with
/// Sectional's extra ``isPinned``.
public struct ViewConfigurationState: ConfigurationState, Hashable {
  /// The traits of the view being configured.
  public var traitCollection: TraitCollection
  /// Whether a finger (or the pointer button) is down on the view.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view does not take interaction.
  public var isDisabled = false
  /// Whether the view has keyboard focus.
  public var isFocused = false
  /// Whether the header is pinned to the top of a plain table (floating over rows).
  ///
  /// An extra of Sectional: UIKit does not tell configurations (Documentation/Configurations.md
  /// § State).
  public var isPinned = false

  /// Creates a state with `traitCollection` and every flag off.
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// The state of a cell (UIKit's `UICellConfigurationState`).
public struct CellConfigurationState: ConfigurationState, Hashable {
  /// The traits of the cell being configured.
  public var traitCollection: TraitCollection
  /// Whether a finger (or the pointer button) is down on the cell.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell does not take interaction.
  public var isDisabled = false
  /// Whether the cell has keyboard focus.
  public var isFocused = false

  /// Creates a state with `traitCollection` and every flag off.
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }
}
