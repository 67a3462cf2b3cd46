import Sectional
import SectionalRecipes

@testable import sectional_gallery

/// A gallery app at iPhone size with FixedTextMetrics text, recording its event lines.
@MainActor
final class RecordedGalleryApp {
  /// The app under test.
  let app: GalleryApp
  /// The lines passed to `onEvent`, in order.
  private(set) var events: [String] = []

  /// Builds the app at `size` (390 × 844 by default) with `chrome`, on the list with `scene`
  /// pushed on it, with the artwork installed.
  init(
    scene: String? = nil, size: CGSize = GalleryTestSupport.size,
    chrome: GalleryChrome = .points
  ) throws {
    try GalleryTestSupport.prepare()
    app = GalleryApp(
      size: size, textMeasurer: FixedTextMetrics(), chrome: chrome, initialScene: scene)
    app.onEvent = { [unowned self] line in self.events.append(line) }
  }

  /// A tap (down and up) at `point` in app coordinates.
  func tap(_ x: Double, _ y: Double) {
    app.send(Event(.pointer(.began, location: CGPoint(x: x, y: y))), pointer: 0)
    app.send(Event(.pointer(.ended, location: CGPoint(x: x, y: y))), pointer: 0)
  }

  /// A key press; returns whether the app took it.
  @discardableResult
  func press(_ key: KeyPress.Key, _ modifiers: KeyPress.Modifiers = []) -> Bool {
    app.send(Event(.key(KeyPress(key, modifiers: modifiers))), pointer: 0)
  }

  /// The events not taken yet by `takeEvents()`.
  func takeEvents() -> [String] {
    defer { events = [] }
    return events
  }
}
