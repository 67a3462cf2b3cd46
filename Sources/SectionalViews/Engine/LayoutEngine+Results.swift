import Cassowary
import SectionalGraphics

extension LayoutEngine {
  /// Solves, then flags for layout every superview whose subviews' engine frames moved.
  func solve() {
    solver.updateVariables()
    statistics.solves += 1
    needsSolve = false
    guard !isFitting else { return }
    for view in participatingViews where view !== root {
      guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
        let frame = frame(of: view, in: superview)
      else { continue }
      if frame != view.frame { superview.needsLayout = true }
    }
  }

  /// A value read from the solver, snapped to a 1/1 000 000 pt grid so that float noise
  /// (19.999999999) does not leak into frames.
  func value(of variable: Variable) -> Double {
    let raw = solver.value(of: variable)
    let snapped = (raw * 1_000_000).rounded() / 1_000_000
    return snapped == 0 ? 0 : snapped
  }

  /// An item's frame in the root's coordinate space, or `nil` when it is not in the engine.
  func rootFrame(of item: any LayoutItem) -> CGRect? {
    guard isParticipant(item) else { return nil }
    let v = item.layoutVariables
    return CGRect(
      x: value(of: v.x), y: value(of: v.y), width: value(of: v.width),
      height: value(of: v.height))
  }

  /// The frame the engine gives `view` in `superview`'s bounds coordinates.
  func frame(of view: View, in superview: View) -> CGRect? {
    guard let frame = rootFrame(of: view), let parent = rootFrame(of: superview) else {
      return nil
    }
    return CGRect(
      x: frame.minX - parent.minX + superview.bounds.minX,
      y: frame.minY - parent.minY + superview.bounds.minY, width: frame.width,
      height: frame.height)
  }

  /// Whether the item's position or size can change without making any constraint at priority 2 or
  /// above worse: Apple's definition of an ambiguous layout (Documentation/AutoLayout.md §
  /// Ambiguity).
  ///
  /// Each variable is probed: a constraint `v == value ± 1` at priority 1, the lowest level,
  /// is added, the engine solves and the probe is removed. Strict priority levels make the
  /// test exact: the probe moves `v` only if another optimum of every higher level exists.
  /// Probing changes which optimum the solver holds, so it is only run on a throwaway
  /// engine (see `View.ambiguouslyLaidOutViews()`).
  ///
  /// - Complexity: eight additions, removals and solves.
  func probeAmbiguity(of item: any LayoutItem) -> Bool {
    guard isParticipant(item) else { return false }
    update()
    for variable in item.layoutVariables.all {
      let current = solver.value(of: variable)
      for delta in [1.0, -1.0] {
        let probe = Constraint(variable, .equal, current + delta, strength: Strength(1))
        guard (try? solver.add(probe)) != nil else { continue }
        solver.updateVariables()
        let moved = abs(solver.value(of: variable) - current) > 1e-7
        try? solver.remove(probe)
        solver.updateVariables()
        if moved { return true }
      }
    }
    return false
  }
}
