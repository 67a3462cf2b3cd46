import SectionalViews

/// A description of a view's content that can make the view showing it (UIKit's
/// `UIContentConfiguration`).
///
/// Set one as a cell's or header's `contentConfiguration`: the view makes the content view once
/// and hands later configurations to it while it ``ContentView/supports(_:)`` them.
@MainActor
public protocol ContentConfiguration {
  /// Makes a new view that shows this configuration.
  func makeContentView() -> View & ContentView
  /// This configuration adjusted for `state` (colours of a disabled view, for example).
  func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a ``ContentConfiguration`` (UIKit's `UIContentView`).
@MainActor
public protocol ContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration` (by default, when it is of the same type).
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  /// Whether `configuration` is of the same type as the one shown.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
