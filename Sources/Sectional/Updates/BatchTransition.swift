import SectionalGraphics
import SectionalLayout
import SectionalViews

/// What the animation of an applied batch needs to know about the table before it.
struct BatchTransition {
  /// The batch's index map.
  let map: BatchIndexMap
  /// The animation each operation asked for.
  let animations: BatchAnimations
  /// The on-screen frames of the views displayed before, by old element kind.
  let before: [LayoutElementKind: CGRect]
  /// The views of deleted and reloaded elements, by old kind, still in the table.
  let departing: [(LayoutElementKind, View)]
  /// The layout before the batch, for the old frames of elements that were off screen.
  let old: TableLayout
  /// The content offset's y before the batch.
  let oldOffset: Double
}

/// One view's animated change: frame and alpha from start to end.
struct ViewTrack {
  /// The animated view.
  let view: View
  /// The frame at progress 0.
  let fromFrame: CGRect
  /// The frame at progress 1.
  let toFrame: CGRect
  /// The alpha at progress 0.
  let fromAlpha: Double
  /// The alpha at progress 1.
  let toAlpha: Double

  /// Applies the state at `progress` (0...1), interpolating linearly.
  @MainActor
  func apply(_ progress: Double) {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    view.frame = CGRect(
      x: mix(fromFrame.minX, toFrame.minX), y: mix(fromFrame.minY, toFrame.minY),
      width: mix(fromFrame.width, toFrame.width), height: mix(fromFrame.height, toFrame.height))
    view.alpha = mix(fromAlpha, toAlpha)
  }
}
