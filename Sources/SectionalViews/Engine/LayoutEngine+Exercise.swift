import Cassowary
import SectionalGraphics

extension LayoutEngine {
  /// Moves an ambiguously placed item to another solution, or back: the engine side of
  /// `View.exerciseAmbiguityInLayout()`.
  ///
  /// When pushes from an earlier call hold the item, they are removed and the solver returns
  /// to its own choice. Otherwise each variable (x, y, width, height) is pushed in turn,
  /// forwards then backwards, by `reach` on its axis with a constraint at priority 1, the
  /// lowest level, so only another optimum of every higher priority can move it (reference
  /// 5.7). The first push that moves the variable stays installed until the next rebuild or
  /// the next call; pushes that move nothing are removed again. Returns whether anything
  /// moved.
  ///
  /// - Complexity: up to eight additions, removals and solves.
  func exerciseAmbiguity(of item: any LayoutItem, reach: CGSize) -> Bool {
    guard isParticipant(item) else { return false }
    update()
    let variables = item.layoutVariables.all
    let held = exercisePushes.filter { variables.contains($0.variable) }
    if !held.isEmpty {
      for push in held { try? solver.remove(push.constraint) }
      exercisePushes.removeAll { variables.contains($0.variable) }
      statistics.removals += held.count
      needsSolve = true
      return true
    }
    for (index, variable) in variables.enumerated() {
      let current = solver.value(of: variable)
      let distance = max(index % 2 == 0 ? reach.width : reach.height, 1)
      for direction in [1.0, -1.0] {
        let push = Constraint(
          variable, .equal, current + direction * distance, strength: Strength(1))
        guard (try? solver.add(push)) != nil else { continue }
        solver.updateVariables()
        if abs(solver.value(of: variable) - current) > 1e-7 {
          exercisePushes.append((variable, push))
          statistics.additions += 1
          needsSolve = true
          return true
        }
        try? solver.remove(push)
        solver.updateVariables()
      }
    }
    return false
  }
}
