import SectionalGraphics

/// A fitting solved by a `LayoutEngine` built from the subtree, with the two target
/// constraints installed: what a `FittingSession` falls back on when its templates cannot
/// solve (an unsatisfiable shape, whose constraints the engine breaks and logs as UIKit
/// does), and what tests compare the templates with.
///
/// The engine is kept between fittings: rebuilt (its solver reset, keeping capacity) only
/// when the generation moved in a way it could not follow; a new target alone moves the two
/// fitting constraints in place (Documentation/AutoLayout.md § Changing a constant in place).
@MainActor
final class EngineFitting {
  /// The view being fitted (it owns the session that owns this).
  unowned let view: View
  /// The fitting engine, while built.
  private var engine: LayoutEngine?
  /// The generation, epoch and priorities the engine was built for.
  private var built: FittingSession.Key?
  /// The `width == target.width` and `height == target.height` constraints in the engine.
  private var targetConstraints: (width: LayoutConstraint, height: LayoutConstraint)?
  /// Multi-line labels that wrap at the width the solver gives them.
  private var wrappingLabels: [Label] = []
  /// Work done by engines released.
  private var retired = LayoutStatistics()

  /// Creates a fitting of `view` with no engine yet.
  init(view: View) {
    self.view = view
  }

  /// The work of the engines over this object's life.
  var statistics: LayoutStatistics {
    var total = retired
    if let engine { total.add(engine.statistics) }
    return total
  }

  /// Follows a change in the subtree: in place for a constant or an intrinsic size, else by
  /// marking the engine for a rebuild.
  ///
  /// Called after `view.fitting.generation` moved; when the engine is in step with the
  /// previous generation and follows the change in place, it is in step with the new one.
  func note(_ change: FittingSession.Change) {
    guard let engine, var built, built.generation &+ 1 == view.fitting.generation,
      !engine.needsRebuild, engine.broken.isEmpty
    else {
      self.built = nil
      return
    }
    switch change {
    case .structure, .activated, .deactivated:
      self.built = nil
      return
    case .constant(let constraint):
      guard engine.handle(of: constraint) != nil else {
        self.built = nil
        return
      }
      engine.constantDidChange(constraint)
    case .intrinsicSize(let changed):
      engine.intrinsicSizeDidChange(of: changed)
    }
    guard !engine.needsRebuild, engine.broken.isEmpty else {
      self.built = nil
      return
    }
    built.generation = view.fitting.generation
    self.built = built
  }

  /// Drops the engine, keeping its statistics.
  func release() {
    if let engine { retired.add(engine.statistics) }
    engine = nil
    built = nil
    targetConstraints = nil
    wrappingLabels = []
  }

  /// Solves for `key`, reusing the engine when only the target changed, and re-measuring
  /// wrapping labels at their solved widths (up to `View.maximumLayoutPasses` solves).
  func size(for key: FittingSession.Key) -> CGSize {
    let engine = prepareEngine(for: key)
    defer { for label in wrappingLabels { label.fitting.widthHint = nil } }
    for _ in 0..<View.maximumLayoutPasses {
      engine.update()
      var changed = false
      for label in wrappingLabels {
        let solved = engine.value(of: label.layoutVariables.width)
        guard label.fitting.widthHint != solved else { continue }
        label.fitting.widthHint = solved
        engine.intrinsicSizeDidChange(of: label)
        changed = true
      }
      if !changed { break }
    }
    let variables = view.layoutVariables
    return CGSize(
      width: engine.value(of: variables.width), height: engine.value(of: variables.height))
  }

  /// The engine ready to solve for `key`: moved in place, or rebuilt.
  private func prepareEngine(for key: FittingSession.Key) -> LayoutEngine {
    if let engine, let built, let targetConstraints, built.generation == key.generation,
      built.epoch == key.epoch, built.horizontal == key.horizontal,
      built.vertical == key.vertical, engine.broken.isEmpty
    {
      for label in wrappingLabels { engine.intrinsicSizeDidChange(of: label) }
      engine.setGeneratedConstant(targetConstraints.width, key.target.width)
      engine.setGeneratedConstant(targetConstraints.height, key.target.height)
      if !engine.needsRebuild && engine.broken.isEmpty { return engine }
    }
    return rebuild(for: key)
  }

  /// Builds the engine from the subtree and adds the two target constraints.
  private func rebuild(for key: FittingSession.Key) -> LayoutEngine {
    let engine = self.engine ?? LayoutEngine(root: view, fitting: true)
    self.engine = engine
    engine.rebuild()
    let width = LayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: key.target.width,
      priority: key.horizontal, origin: .fitting)
    let height = LayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: key.target.height,
      priority: key.vertical, origin: .fitting)
    engine.install(width)
    engine.install(height)
    targetConstraints = (width, height)
    wrappingLabels = engine.participatingViews.compactMap { view -> Label? in
      guard let label = view as? Label, label.numberOfLines != 1,
        label.preferredMaxLayoutWidth <= 0
      else { return nil }
      return label
    }
    built = key
    return engine
  }
}
