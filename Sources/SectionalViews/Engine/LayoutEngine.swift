import Cassowary
import SectionalGraphics

/// One Cassowary solver for one layout root and everything below it.
///
/// The engine is a cache (Documentation/AutoLayout.md § The layout cycle): it is built from the
/// tree's active constraints, autoresizing frames, intrinsic sizes and margins, then kept up to
/// date in place (constant changes, activation of constraints between views already in it) and
/// rebuilt only when the tree's shape changes. Views take part when a constraint names them or one
/// of their descendants; frames of all other views are left alone. A tree engine stops at
/// independent layout roots below its root (`View.isIndependentLayoutRoot`): their own engines lay
/// out their subtrees.
@MainActor
final class LayoutEngine {
  /// The root: a view without superview, an independent layout root, or the view being
  /// measured by `systemLayoutSizeFitting`.
  unowned let root: View
  /// Whether this is a temporary engine for `systemLayoutSizeFitting`: the root's own frame
  /// is not a constraint and its intrinsic size is.
  let isFitting: Bool
  /// The solver.
  let solver = Solver()
  /// Work counters.
  var statistics = LayoutStatistics()
  /// Whether the next update must rebuild from scratch.
  var needsRebuild = true
  /// Whether the solver changed since the last `updateVariables()`.
  var needsSolve = false
  /// Identities of the views and guides in the engine.
  private(set) var participants: Set<ObjectIdentifier> = []
  /// The participating views below the root in tree order (parents first).
  ///
  /// The root is kept out so the engine does not retain the view that owns it.
  private var participatingDescendants: [View] = []

  /// The participating views in tree order (parents first), the root first.
  var participatingViews: [View] {
    isParticipant(root) ? [root] + participatingDescendants : participatingDescendants
  }
  /// Constraints the engine made for each view: root pins, autoresizing, content size,
  /// margins.
  var generated: [ObjectIdentifier: [LayoutConstraint]] = [:]
  /// The intrinsic size each participating view had when its constraints were made.
  var intrinsicSizes: [ObjectIdentifier: CGSize] = [:]
  /// Constraints that use a view's baseline, by view.
  var baselineUsers: [ObjectIdentifier: [LayoutConstraint]] = [:]
  /// Active constraints the solver rejected, in the order they were broken.
  var broken: [LayoutConstraint] = []
  /// The layout constraint behind each solver constraint.
  var owners: [Constraint: LayoutConstraint] = [:]
  /// Priority-1 pushes `exerciseAmbiguity(of:reach:)` left installed, with their variables.
  var exercisePushes: [(variable: Variable, constraint: Constraint)] = []
  /// A fitting engine's solver constraints for installed constraints, by constraint identity
  /// (their own `solverConstraint` belongs to the tree's engine).
  private var fittingHandles: [ObjectIdentifier: Constraint] = [:]

  /// Creates an engine for `root`; it builds itself at the first update.
  init(root: View, fitting: Bool = false) {
    self.root = root
    self.isFitting = fitting
  }

  /// Whether the engine records its solver constraint on `constraint`.
  ///
  /// A fitting engine leaves installed constraints alone: their `solverConstraint` belongs
  /// to the tree's own engine, which updates them in place later.
  func ownsSolverState(of constraint: LayoutConstraint) -> Bool {
    !isFitting || constraint.installedOn == nil
  }

  /// The solver constraint this engine holds for `constraint`, if any.
  func handle(of constraint: LayoutConstraint) -> Constraint? {
    ownsSolverState(of: constraint)
      ? constraint.solverConstraint : fittingHandles[ObjectIdentifier(constraint)]
  }

  /// Records (or, with `nil`, forgets) the solver constraint this engine holds for
  /// `constraint`.
  func setHandle(_ handle: Constraint?, of constraint: LayoutConstraint) {
    if ownsSolverState(of: constraint) {
      constraint.solverConstraint = handle
    } else {
      fittingHandles[ObjectIdentifier(constraint)] = handle
    }
  }

  /// Whether `item` takes part in the engine.
  func isParticipant(_ item: AnyObject) -> Bool {
    participants.contains(ObjectIdentifier(item))
  }

  /// Rebuilds if needed, then solves if needed.
  ///
  /// - Complexity: O(c) solver additions for c constraints on a rebuild, else one solve.
  func update() {
    if needsRebuild { rebuild() }
    if needsSolve { solve() }
  }

  /// Resets the solver and adds every constraint again.
  func rebuild() {
    for constraint in owners.values where ownsSolverState(of: constraint) {
      constraint.solverConstraint = nil
    }
    fittingHandles = [:]
    exercisePushes = []
    solver.reset()
    statistics.rebuilds += 1
    owners = [:]
    generated = [:]
    intrinsicSizes = [:]
    baselineUsers = [:]
    broken = []
    var user: [LayoutConstraint] = []
    collectConstraints(from: root, into: &user)
    participants = []
    if isFitting { include(root) }
    for constraint in user {
      constraint.isBroken = false
      for item in constraint.items {
        if !(item is View) { participants.insert(ObjectIdentifier(item)) }
        if let view = item.owningView { include(view) }
      }
    }
    participatingDescendants = []
    for subview in root.subviews { collectParticipants(from: subview) }
    for view in participatingViews {
      let made = makeGeneratedConstraints(for: view)
      generated[ObjectIdentifier(view)] = made
      for constraint in made { install(constraint) }
    }
    for constraint in user { install(constraint) }
    needsRebuild = false
    needsSolve = true
  }

  /// Gathers the active constraints installed in `view`'s subtree, parents first.
  private func collectConstraints(from view: View, into list: inout [LayoutConstraint]) {
    guard collectsConstraints(below: view) else { return }
    list.append(contentsOf: view.installedConstraints)
    for subview in view.subviews { collectConstraints(from: subview, into: &list) }
  }

  /// Adds `view` and its ancestors up to the root to the participants.
  private func include(_ view: View) {
    var current: View? = view
    while let candidate = current, participants.insert(ObjectIdentifier(candidate)).inserted {
      if candidate === root { break }
      current = candidate.superview
    }
  }

  /// Lists participating views in tree order.
  private func collectParticipants(from view: View) {
    guard isParticipant(view) else { return }
    participatingDescendants.append(view)
    for subview in view.subviews { collectParticipants(from: subview) }
  }

  /// Adds a constraint to the solver; a rejected one is marked broken and logged.
  func install(_ constraint: LayoutConstraint) {
    guard constraint.itemsExist else { return }
    let solverConstraint =
      ownsSolverState(of: constraint)
      ? constraint.makeSolverConstraint() : constraint.reusableSolverConstraint()
    do {
      try solver.add(solverConstraint)
      statistics.additions += 1
      setHandle(solverConstraint, of: constraint)
      constraint.isBroken = false
      owners[solverConstraint] = constraint
      registerBaselines(of: constraint)
    } catch {
      breakConstraint(constraint, error: error)
    }
  }

  /// Marks `constraint` broken and logs why, in UIKit's format for conflicts.
  func breakConstraint(_ constraint: LayoutConstraint, error: SolverError) {
    constraint.isBroken = true
    broken.append(constraint)
    statistics.brokenConstraints += 1
    if case .unsatisfiableConstraint(_, let conflicting) = error {
      let list = conflicting.compactMap { owners[$0] }.filter { $0 !== constraint }
      LayoutLog.emit(
        LayoutLog.unsatisfiable(conflicting: list + [constraint], breaking: constraint))
    } else {
      LayoutLog.emit("[LayoutConstraints] Ignoring \(constraint): \(error)")
    }
  }

  /// Remembers which views' baselines `constraint` uses.
  private func registerBaselines(of constraint: LayoutConstraint) {
    let pairs = [
      (constraint.firstLayoutItem, constraint.firstAttribute),
      (constraint.secondLayoutItem, constraint.secondAttribute),
    ]
    for case (let item?, let attribute) in pairs
    where attribute == .firstBaseline || attribute == .lastBaseline {
      baselineUsers[ObjectIdentifier(item), default: []].append(constraint)
    }
  }
}
