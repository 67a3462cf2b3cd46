import Sectional

/// One of the gallery's scenes: a window whose content is a `TableView` driven by a ported
/// data source and delegate.
///
/// Each conforming class is the seed's view controller with the `UI` prefix dropped: it owns
/// the window and the table, and is the table's data source (and delegate where the seed has
/// one). The tests and `sectional-gallery` build scenes through `init(size:textMeasurer:)`.
@MainActor
public protocol TableScene: AnyObject {
  /// The window the scene is shown in; its root view holds the table.
  var window: Window { get }
  /// The scene's table.
  var tableView: TableView { get }
  /// Builds the scene in a window of `size`, measuring text with `textMeasurer` (nil keeps
  /// `Label.defaultTextMeasurer`), and lays it out once.
  init(size: CGSize, textMeasurer: (any TextMeasuring)?)
  /// Hears what the scene does in answer to input (header taps, pins, collapses, opened
  /// links); `nil` by default.
  var onActivity: ((SceneActivity) -> Void)? { get set }
  /// The name of `section` as a status line shows it: its header title, else its number.
  func name(ofSection section: Int) -> String
}

extension TableScene {
  /// The section's number as text, for scenes whose headers have no titles.
  public func name(ofSection section: Int) -> String { "\(section)" }

  /// The largest content offset the table can scroll to: content height minus visible height,
  /// and never below 0.
  public var maximumOffset: Double {
    max(0, tableView.contentSize.height - tableView.bounds.height)
  }

  /// Scrolls the table to `y`, clamped to `0...maximumOffset`, and lays the window out.
  public func scroll(to y: Double) {
    tableView.contentOffset = CGPoint(x: 0, y: min(max(0, y), maximumOffset))
    window.layoutIfNeeded()
  }
}

@MainActor
extension Window {
  /// A window of `size` with `measurer` set, the shared setup of every scene.
  static func scene(size: CGSize, textMeasurer measurer: (any TextMeasuring)?) -> Window {
    let window = Window(frame: CGRect(origin: .zero, size: size))
    window.textMeasurer = measurer
    return window
  }
}
