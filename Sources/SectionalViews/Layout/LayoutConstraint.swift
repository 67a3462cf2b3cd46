import Cassowary

import struct Foundation.CGFloat

/// A linear relation between two layout attributes, as `NSLayoutConstraint`.
///
/// It reads `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute + constant`
/// at `priority` (required by default). Constraints are made inactive; activating one installs it
/// on the nearest common ancestor of its views and hands it to that tree's layout engine. Changing
/// `constant` updates the solver in place (no remove and re-add, Documentation/AutoLayout.md §
/// Changing a constant in place); changing `priority` between optional values re-adds it. A
/// constraint the solver cannot satisfy stays active but is marked broken and logged
/// (Documentation/AutoLayout.md § Unsatisfiable constraints).
@MainActor
public final class LayoutConstraint {
  /// Where a constraint comes from; only `.user` constraints are made through the public API.
  enum Origin: Equatable {
    /// Made with anchors (or by a stack view).
    case user
    /// A frame turned into a constraint (`translatesAutoresizingMaskIntoConstraints`).
    case autoresizing
    /// Content hugging (`<=` the intrinsic size) on an axis.
    case hugging(LayoutConstraint.Axis)
    /// Compression resistance (`>=` the intrinsic size) on an axis.
    case compression(LayoutConstraint.Axis)
    /// A layout margins guide edge.
    case margins
    /// A temporary size target of `systemLayoutSizeFitting`.
    case fitting
    /// Pins a layout root's origin at (0, 0).
    case rootOrigin
  }

  // Stored properties are declared in layout order (a class's fields follow their
  // declarations, so the one-byte ones share one word) and the rarely used state lives in
  // `SolverState`: an instance must stay within glibc's fastbin size, since a stack view
  // makes one per constraint (`LayoutConstraintStorageTests` checks it).

  /// The first item's handle (a `View` or a `LayoutGuide`): the constraint does not keep the
  /// item alive, as UIKit's weak reference, and sees it gone once it is (see `ItemHandle`).
  let firstHandle: ItemHandle
  /// The second item's handle; `nil` for a constant constraint.
  let secondHandle: ItemHandle?
  /// The first attribute.
  public let firstAttribute: LayoutConstraint.Attribute
  /// The second attribute (`.notAnAttribute` without a second item).
  public let secondAttribute: LayoutConstraint.Attribute
  /// The relation.
  public let relation: LayoutConstraint.Relation
  /// Where the constraint comes from.
  let origin: Origin
  /// Whether the solver rejected the constraint (it is active but not enforced).
  public internal(set) var isBroken = false
  /// The factor applied to the second attribute (1 for anchors without `multiplier:`).
  public let multiplier: CGFloat
  /// A serial number for descriptions.
  let serial: Int
  /// The handle of the view behind `installedOn` (see `ItemHandle`): a view's constraints do
  /// not keep it alive.
  private var installedHandle: ItemHandle?
  /// The handle behind `directionView` (see `ItemHandle`).
  private var directionHandle: ItemHandle?

  // `constant`, `priority` and `identifier` are declared further down, with their
  // observers; `solverState` is last.

  /// Whether the constraint was made with a second item.
  var hasSecondItem: Bool { secondHandle != nil }
  /// The view the constraint is installed on while active.
  var installedOn: View? {
    get { installedHandle?.view }
    set { installedHandle = newValue?.handle }
  }

  /// The solver constraint while the constraint is in a layout engine.
  ///
  /// Kept in `solverState`, made the first time a value is stored.
  var solverConstraint: Constraint? {
    get { solverState?.solverConstraint }
    set {
      guard newValue != nil || solverState != nil else { return }
      madeSolverState.solverConstraint = newValue
    }
  }
  /// The solver constraint fitting engines reuse, with the constant and priority it was made
  /// for (see `reusableSolverConstraint()`).
  ///
  /// Kept in `solverState`, made the first time a value is stored.
  var fittingSolverConstraint:
    (constant: Double, priority: LayoutPriority, rightToLeft: Bool, made: Constraint)?
  {
    get { solverState?.fittingSolverConstraint }
    set {
      guard newValue != nil || solverState != nil else { return }
      madeSolverState.fittingSolverConstraint = newValue
    }
  }
  /// The view whose layout direction resolves leading and trailing; the first item's view
  /// when `nil` (a stack view names itself, so its arrangement follows its own direction).
  var directionView: View? {
    get { directionHandle?.view }
    set { directionHandle = newValue?.handle }
  }
  /// For an autoresizing origin constraint: the superview its minX or minY is measured from.
  ///
  /// Its handle is kept in `solverState`, made the first time a container is stored.
  var autoresizingContainer: View? {
    get { solverState?.autoresizingHandle?.view }
    set {
      guard newValue != nil || solverState != nil else { return }
      madeSolverState.autoresizingHandle = newValue?.handle
    }
  }

  /// Creates an inactive constraint, as `NSLayoutConstraint(item:attribute:relatedBy:...)`.
  ///
  /// `identifier` and `directionView` are set as part of creation (a stack view names its
  /// constraints and resolves them in its own direction); both default to `nil`.
  convenience init(
    item: any LayoutItem, attribute: LayoutConstraint.Attribute,
    relatedBy relation: LayoutConstraint.Relation,
    toItem: (any LayoutItem)?, attribute secondAttribute: LayoutConstraint.Attribute,
    multiplier: Double,
    constant: Double, priority: LayoutPriority = .required, origin: Origin = .user,
    identifier: String? = nil, directionView: View? = nil
  ) {
    self.init(
      first: item.handle, attribute, relation, second: toItem?.handle, secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority, origin: origin,
      identifier: identifier, direction: directionView?.handle)
  }

  /// Creates an inactive constraint between the items behind two handles (the second `nil`
  /// for a constant constraint), resolving leading and trailing by the view behind
  /// `direction` when given.
  ///
  /// What a stack view's builder calls: it looks each item's handle up once for all of its
  /// constraints.
  ///
  /// Without `ancestor` (the default), the constraint is made inactive. With it, the handle
  /// of a view that holds every item (each item is that view, a guide it owns or one of its
  /// subviews), the constraint is made installed where activation would put it: a constant
  /// constraint of a view on that view, any other on the ancestor. A stack view makes its
  /// new arrangement so and files it in its views' lists right away
  /// (`StackView.fileArrangement(_:onStackOnly:)`).
  init(
    first: ItemHandle, _ attribute: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation,
    second: ItemHandle?, _ secondAttribute: LayoutConstraint.Attribute, multiplier: Double,
    constant: Double, priority: LayoutPriority, origin: Origin = .user, identifier: String?,
    direction: ItemHandle?, installedBelow ancestor: consuming ItemHandle? = nil
  ) {
    // Consumed, so that the handle moves into the field instead of being copied (a retain
    // and a release per constraint otherwise).
    if let ancestor = consume ancestor {
      installedHandle = second == nil && first.unmanagedView != nil ? first : ancestor
    }
    self.identifier = identifier
    directionHandle = direction
    firstHandle = first
    firstAttribute = attribute
    self.relation = relation
    secondHandle = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = LayoutConstraint.correctedPriority(priority) ?? priority
    self.origin = origin
    LayoutConstraint.serialCounter += 1
    serial = LayoutConstraint.serialCounter
    if self.priority != priority {
      LayoutLog.emit(invalidPriorityMessage(priority, corrected: self.priority))
    }
  }

  /// Counter behind `serial`.
  @exclusivity(unchecked) private static var serialCounter = 0

  /// The first item, a `View` or a `LayoutGuide`; `nil` once it has been deallocated.
  public var firstItem: AnyObject? { firstHandle.item }
  /// The second item, or `nil` when the constraint compares with a constant (or the item has
  /// been deallocated).
  public var secondItem: AnyObject? { secondHandle?.item }

  /// The first item as a layout item, while it exists.
  var firstLayoutItem: (any LayoutItem)? { firstHandle.item }
  /// The second item as a layout item, while it exists.
  var secondLayoutItem: (any LayoutItem)? { secondHandle?.item }

  /// The first item's view: the item itself, or a guide's owning view; `nil` once the item
  /// is gone or for a guide that is in no view.
  ///
  /// A view item (known to be one since the constraint was made) is returned as loaded,
  /// without asking the item for its view.
  var firstView: View? { firstHandle.view ?? firstHandle.guide?.owningView }

  /// The second item's view, as `firstView`; `nil` also for a constraint without one.
  var secondView: View? {
    guard let secondHandle else { return nil }
    return secondHandle.view ?? secondHandle.guide?.owningView
  }

  /// Whether every item the constraint was made with still exists.
  var itemsExist: Bool { firstHandle.exists && secondHandle?.exists != false }

  /// The constant added to the second attribute.
  ///
  /// Changing it on an active constraint updates the solver in place (Documentation/AutoLayout.md §
  /// Changing a constant in place).
  @exclusivity(unchecked) public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      installedOn?.layoutContentDidChange(.constant(self))
      engine?.constantDidChange(self)
    }
  }

  /// The priority, 1...1000; required (1000) by default.
  ///
  /// As in UIKit, an active constraint cannot switch between required and optional: such a
  /// change is refused and logged. Changes between optional values take effect at once. A
  /// value outside 1...1000 (NaN included), which UIKit refuses with an exception, is logged
  /// and replaced by `correctedPriority(_:)`'s choice.
  @exclusivity(unchecked) public var priority: LayoutPriority {
    didSet {
      if let corrected = Self.correctedPriority(priority) {
        let given = priority
        priority = corrected
        LayoutLog.emit(invalidPriorityMessage(given, corrected: corrected))
      }
      guard priority != oldValue else { return }
      if isActive, priority.isRequired != oldValue.isRequired {
        LayoutLog.emit(
          "[LayoutConstraints] Mutating a priority from required to not on an installed "
            + "constraint (or vice-versa) is not supported. You passed priority "
            + "\(priority) and the existing priority was \(oldValue). Ignored: \(self)")
        priority = oldValue
        return
      }
      installedOn?.layoutContentDidChange()
      engine?.priorityDidChange(self)
    }
  }

  /// A name for logs; stack views use UIKit's (`UISV-spacing` and so on).
  @exclusivity(unchecked) public var identifier: String?

  /// The state only constraints in a layout engine or made by one need (solver constraints,
  /// an autoresizing container), made on first use; `nil` until then.
  @exclusivity(unchecked) private var solverState: SolverState?

  /// `solverState`, made now if the constraint has none yet.
  private var madeSolverState: SolverState {
    if let solverState { return solverState }
    let made = SolverState()
    solverState = made
    return made
  }

  /// Whether the constraint is installed.
  ///
  /// Setting it to `true` installs the constraint on the nearest common ancestor of its
  /// views; without one (views in different trees) activation is refused and logged, where
  /// UIKit would throw.
  public var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
    }
  }

  /// The layout engine holding the constraint, when its tree has one.
  var engine: LayoutEngine? { installedOn?.layoutRoot.rootEngine }

  /// The expression of an attribute of an item, in the layout root's space.
  ///
  /// Right to left, leading is the right edge and trailing the left edge, and every x
  /// position is negated so that `a.leading == b.leading + 16` puts `a` 16 pt left of `b`'s
  /// right edge, as UIKit resolves leading and trailing constraints.
  static func expression(
    _ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute, rightToLeft: Bool = false
  ) -> Expression {
    let v = item.layoutVariables
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX:
      let usesMaximum =
        attribute == .right || (attribute == .leading && rightToLeft)
        || (attribute == .trailing && !rightToLeft)
      let position: Expression =
        attribute == .centerX
        ? v.x + 0.5 * v.width : usesMaximum ? v.x + v.width : v.x.expression
      return rightToLeft ? -position : position
    case .top: return v.y.expression
    case .bottom: return v.y + v.height
    case .centerY: return v.y + 0.5 * v.height
    case .width: return v.width.expression
    case .height: return v.height.expression
    case .firstBaseline, .lastBaseline:
      let offset = item.baselineOffset(last: attribute == .lastBaseline)
      return v.y + offset.heightFactor * v.height + offset.constant
    case .notAnAttribute: return Expression()
    }
  }

  /// Whether the constraint relates leading or trailing edges.
  var isDirectional: Bool {
    firstAttribute == .leading || firstAttribute == .trailing || secondAttribute == .leading
      || secondAttribute == .trailing
  }

  /// Whether leading and trailing resolve right to left now: the direction of
  /// `directionView`, else of the first item's view.
  ///
  /// - Complexity: O(depth) for a directional constraint, else O(1).
  var resolvesRightToLeft: Bool {
    guard isDirectional else { return false }
    return (directionView ?? firstLayoutItem?.owningView)?.isRightToLeft ?? false
  }

  /// The left-hand side (empty once the first item is gone).
  ///
  /// An autoresizing origin constraint measures the view's minX or minY from its superview's,
  /// as UIKit's `NSAutoresizingMaskLayoutConstraint` does.
  private func lhs(rightToLeft: Bool) -> Expression {
    guard let firstLayoutItem else { return Expression() }
    let own = LayoutConstraint.expression(firstLayoutItem, firstAttribute, rightToLeft: rightToLeft)
    guard let container = autoresizingContainer else { return own }
    return own - LayoutConstraint.expression(container, firstAttribute)
  }

  /// The right-hand side without the constant.
  private func rhsBase(rightToLeft: Bool) -> Expression {
    guard let secondLayoutItem else { return Expression() }
    return multiplier
      * LayoutConstraint.expression(secondLayoutItem, secondAttribute, rightToLeft: rightToLeft)
  }

  /// The solver strength for the priority (always within 1...1000: `priority` corrects any
  /// other value when it is set).
  var strength: Strength { Strength(Double(priority.rawValue)) }

  /// A new solver constraint for the current values (callers check `itemsExist` first).
  func makeSolverConstraint() -> Constraint {
    let relation: Cassowary.Relation =
      switch self.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let rightToLeft = resolvesRightToLeft
    return Constraint(
      lhs(rightToLeft: rightToLeft), relation, rhsBase(rightToLeft: rightToLeft) + constant,
      strength: strength)
  }

  /// The constant of the reduced expression `lhs - rhs` for the current values.
  var reducedConstant: Double {
    let rightToLeft = resolvesRightToLeft
    return lhs(rightToLeft: rightToLeft).constant - rhsBase(rightToLeft: rightToLeft).constant
      - constant
  }

  /// The views the constraint refers to.
  var views: [View] {
    [firstView, secondView, autoresizingContainer]
      .compactMap { $0 }
  }

  /// The items the constraint refers to that still exist.
  var items: [any LayoutItem] {
    [firstLayoutItem, secondLayoutItem].compactMap { $0 }
  }
}
