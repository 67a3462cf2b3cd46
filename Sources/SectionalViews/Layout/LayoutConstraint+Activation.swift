import SectionalGraphics

extension LayoutConstraint {
  /// Activates every constraint in `constraints`, as `NSLayoutConstraint.activate(_:)`.
  ///
  /// Each is installed on the nearest common ancestor of its views. A constraint whose views
  /// share no ancestor (or that names a guide not added to a view) is not activated and a
  /// message is logged; UIKit throws there. A constraint that ties a view inside an
  /// independent layout root to a view outside it merges that root into the enclosing
  /// engine, which rebuilds once (see `View.isIndependentLayoutRoot`). Constraints are handled
  /// one after the other, in order: each is noted by every ancestor's fitting session and
  /// handed to its engine before the next is installed. Consecutive constraints installed on
  /// the same view or its subviews share the look-up of its engine and of its ancestors.
  ///
  /// - Complexity: O(k · depth) for k constraints; one list of ancestors is made per run of
  ///   constraints installed on the same view or its subviews.
  public static func activate(_ constraints: [LayoutConstraint]) {
    var batch = ActivationBatch()
    for constraint in constraints { batch.activate(constraint) }
  }

  /// Deactivates every constraint in `constraints`, as `NSLayoutConstraint.deactivate(_:)`.
  ///
  /// Each constraint is noted by every ancestor's fitting session, then leaves its engine and
  /// the view it was installed on, in order. Consecutive constraints installed on the same
  /// view or its subviews share the look-up of its engine and of its ancestors.
  ///
  /// - Complexity: O(k · c) for k constraints installed among c on their views.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    var run = AncestorRun()
    for constraint in constraints {
      guard let view = constraint.installedOn else { continue }
      let engine: LayoutEngine?
      switch run.note(.deactivated(constraint), on: view) {
      case .same: engine = run.engine
      case .child: engine = view.rootEngine ?? run.engine
      case .other:
        run.engine = view.layoutRoot.rootEngine
        engine = run.engine
      }
      engine?.constraintWillDeactivate(constraint)
      view.uninstall(constraint)
      constraint.installedOn = nil
      constraint.isBroken = false
    }
  }

  /// The view to install the constraint on, or `nil` when there is none.
  ///
  /// - Complexity: O(depth), without allocating.
  func nearestCommonAncestor() -> View? {
    installationSite()?.ancestor
  }

  /// Where the constraint would be installed, or `nil` when it cannot be (an item is gone, a
  /// guide has no view, or the views share no ancestor).
  ///
  /// Each item is loaded once. The shapes constraints mostly have (one view, a view and its
  /// superview, two siblings) are recognised from the two superviews alone.
  ///
  /// - Complexity: O(depth), without allocating.
  func installationSite() -> InstallationSite? {
    guard let first = firstView else { return nil }
    guard hasSecondItem else { return InstallationSite(first, first, nil, isShallow: true) }
    guard let second = secondView else { return nil }
    if first === second { return InstallationSite(first, first, second, isShallow: true) }
    let firstParent = first.storedSuperview
    if firstParent === second { return InstallationSite(second, first, second, isShallow: true) }
    let secondParent = second.storedSuperview
    if secondParent === first { return InstallationSite(first, first, second, isShallow: true) }
    if let firstParent, firstParent === secondParent {
      return InstallationSite(firstParent, first, second, isShallow: true)
    }
    guard let ancestor = View.nearestCommonAncestor(first, second) else { return nil }
    return InstallationSite(ancestor, first, second, isShallow: false)
  }
}

/// The view a constraint is installed on, with the views of its items.
@MainActor
struct InstallationSite {
  /// The nearest common ancestor of the item views.
  let ancestor: View
  /// The first item's view.
  let first: View
  /// The second item's view, if the constraint has a second item.
  let second: View?
  /// Whether each item view is the ancestor or one of its subviews, so that the only views
  /// strictly between the items and the ancestor are the item views themselves.
  let isShallow: Bool

  /// Creates a site.
  init(_ ancestor: View, _ first: View, _ second: View?, isShallow: Bool) {
    self.ancestor = ancestor
    self.first = first
    self.second = second
    self.isShallow = isShallow
  }

  /// Merges every independent layout root the constraint crosses: those strictly between
  /// one of its views (the items' and an autoresizing `container`) and the ancestor.
  ///
  /// A shallow site looks at the item views alone, without walking.
  ///
  /// - Complexity: O(depth) for a site that is not shallow, else O(1).
  func mergeCrossedLayoutRoots(container: View?) {
    if isShallow {
      if first !== ancestor, first.rootEngine != nil { first.mergeIntoEnclosingLayoutRoot() }
      if let second, second !== ancestor, second.rootEngine != nil {
        second.mergeIntoEnclosingLayoutRoot()
      }
    } else {
      ancestor.mergeLayoutRoots(below: first)
      if let second { ancestor.mergeLayoutRoots(below: second) }
    }
    if let container { ancestor.mergeLayoutRoots(below: container) }
  }
}

/// The work `LayoutConstraint.activate(_:)` shares between the constraints of one call.
@MainActor
private struct ActivationBatch {
  /// The view constraints were last installed on, its ancestors and its engine.
  private var run = AncestorRun()

  /// Installs one constraint, or logs why it cannot be installed.
  ///
  /// The engine is asked for after the constraint's merges, as `ensureRootEngine()` would
  /// be: on the run's view that is the engine already found, and on one of its subviews the
  /// subview's own engine when it has one, else that same engine.
  mutating func activate(_ constraint: LayoutConstraint) {
    guard constraint.installedOn == nil else { return }
    guard let site = constraint.installationSite() else {
      run = AncestorRun()
      LayoutLog.emit(
        "[LayoutConstraints] Unable to activate constraint \(constraint) because its items "
          + "have no common ancestor. Does the constraint or its anchors reference items in "
          + "different view hierarchies? That's illegal.")
      return
    }
    let view = site.ancestor
    view.installedConstraints.append(constraint)
    constraint.installedOn = view
    let relation = run.note(.activated(constraint), on: view)
    site.mergeCrossedLayoutRoots(container: constraint.autoresizingContainer)
    switch relation {
    case .same: run.engine?.constraintWasActivated(constraint)
    case .child: (view.rootEngine ?? run.engine)?.constraintWasActivated(constraint)
    case .other:
      run.engine = view.ensureRootEngine()
      run.engine?.constraintWasActivated(constraint)
    }
  }
}

/// A view that consecutive constraints are installed on, or whose subviews they are installed
/// on, with its chain of ancestors and its layout engine, found once for all of them.
///
/// A stack view installs most of its constraints on itself and the rest (constant lengths)
/// on its arranged views, so one run covers a whole arrangement. The chain and the engine
/// stay valid for the whole of one `activate(_:)` or `deactivate(_:)` call: neither changes
/// the hierarchy (fitting sessions and engines only take notes), no engine is made while the
/// run's view already has one, and merging only ever drops the engines of views strictly
/// below a constraint's ancestor, which is the run's view or one of its subviews, so never
/// the engine of the run's layout root. A refused activation starts a new run, since the log
/// handler may run any code.
@MainActor
private struct AncestorRun {
  /// How a constraint's view relates to the run's view.
  enum Relation {
    /// It is the run's view.
    case same
    /// It is a subview of the run's view.
    case child
    /// It is elsewhere: it starts a new run, whose `engine` the caller sets.
    case other
  }

  /// The run's view.
  private var view: View?
  /// `view` and its ancestors, bottom up.
  private var chain: [View] = []
  /// The layout engine of `view`'s tree, as the caller found it.
  var engine: LayoutEngine?

  /// Notes `change` on `target` and every ancestor, in order from `target` up, and says how
  /// `target` relates to the run's view.
  ///
  /// - Complexity: O(depth); one superview load for a subview of the run's view, and one
  ///   list of ancestors made when a new run starts.
  @inline(__always)
  mutating func note(_ change: FittingSession.Change, on target: View) -> Relation {
    if target === view {
      View.layoutContentDidChange(change, along: chain)
      return .same
    }
    if view != nil, target.storedSuperview === view {
      target.layoutContentDidChange(change, thenAlong: chain)
      return .child
    }
    view = target
    chain = target.layoutContentChain
    engine = nil
    View.layoutContentDidChange(change, along: chain)
    return .other
  }
}

extension View {
  /// The nearest view that is both `a` or above it and `b` or above it.
  ///
  /// Both chains are walked to the same depth, then up in step until they meet.
  ///
  /// - Complexity: O(depth), without allocating.
  static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
    func depth(_ view: View) -> Int {
      var count = 0
      var current = view
      while let parent = current.storedSuperview {
        count += 1
        current = parent
      }
      return count
    }
    var (left, right) = (a, b)
    var (leftDepth, rightDepth) = (depth(a), depth(b))
    while leftDepth > rightDepth, let parent = left.storedSuperview {
      left = parent
      leftDepth -= 1
    }
    while rightDepth > leftDepth, let parent = right.storedSuperview {
      right = parent
      rightDepth -= 1
    }
    while left !== right {
      guard let leftParent = left.storedSuperview, let rightParent = right.storedSuperview else {
        return nil
      }
      left = leftParent
      right = rightParent
    }
    return left
  }

  /// Removes `constraint` from the constraints installed on this view.
  ///
  /// - Complexity: O(c) in the constraints installed on the view.
  func uninstall(_ constraint: LayoutConstraint) {
    // A plain loop: a main-actor closure given to `firstIndex(where:)` checks its executor.
    for index in installedConstraints.indices where installedConstraints[index] === constraint {
      installedConstraints.remove(at: index)
      return
    }
  }
}

extension LayoutConstraint: @MainActor CustomStringConvertible {
  /// The constraint in Auto Layout's log format.
  ///
  /// For example `<LayoutConstraint:0x1f Label:0x3.leading == View:0x2.leading + 16
  /// (active)>`; optional priorities print as ` @750`, identifiers in quotes, autoresizing
  /// constraints with UIKit's mask marker (`h=--& v=--&` for the empty mask). Constraints
  /// the engine makes (autoresizing, content size, margins) always print as active, since
  /// they exist only while they are in an engine.
  public var description: String {
    var parts = ["<\(typeName):0x\(String(serial, radix: 16))"]
    if let identifier { parts.append("'\(identifier)'") }
    if origin == .autoresizing {
      parts.append(((firstLayoutItem as? View)?.autoresizingMask ?? []).logMarker)
    }
    let firstName = firstLayoutItem?.layoutItemName ?? "nil"
    parts.append("\(firstName).\(attributeName(firstAttribute))")
    parts.append(relation.symbol)
    if secondAttribute != .notAnAttribute {
      let secondName = secondLayoutItem?.layoutItemName ?? "nil"
      var rhs = "\(secondName).\(attributeName(secondAttribute))"
      if multiplier != 1 { rhs = "\(formatCoordinate(multiplier))*\(rhs)" }
      parts.append(rhs)
      if constant != 0 {
        parts.append(constant < 0 ? "-" : "+")
        parts.append(formatCoordinate(abs(constant)))
      }
    } else {
      parts.append(formatCoordinate(constant))
    }
    if !priority.isRequired { parts.append("@\(priority)") }
    let active = isActive || origin != .user
    let state = active ? (isBroken ? "(active, broken)" : "(active)") : "(inactive)"
    return parts.joined(separator: " ") + "   \(state)>"
  }

  /// The class name UIKit would print.
  private var typeName: String {
    switch origin {
    case .autoresizing: "AutoresizingMaskLayoutConstraint"
    case .hugging, .compression: "ContentSizeLayoutConstraint"
    case .fitting: "FittingSizeLayoutConstraint"
    default: "LayoutConstraint"
    }
  }

  /// The attribute's name (autoresizing constraints say minX/minY as UIKit does).
  private func attributeName(_ attribute: LayoutConstraint.Attribute) -> String {
    if origin == .autoresizing || origin == .rootOrigin {
      if attribute == .left { return "minX" }
      if attribute == .top { return "minY" }
    }
    return attribute.rawValue
  }
}
