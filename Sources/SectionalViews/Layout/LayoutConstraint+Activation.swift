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
  /// the same view share the look-up of its engine and of its ancestors.
  ///
  /// - Complexity: O(k · depth) for k constraints; one list of ancestors is made per run of
  ///   constraints installed on the same view.
  public static func activate(_ constraints: [LayoutConstraint]) {
    var batch = ActivationBatch()
    for constraint in constraints { batch.activate(constraint) }
  }

  /// Deactivates every constraint in `constraints`, as `NSLayoutConstraint.deactivate(_:)`.
  ///
  /// Each constraint is noted by every ancestor's fitting session, then leaves its engine and
  /// the view it was installed on, in order. Consecutive constraints installed on the same
  /// view share the look-up of its engine and of its ancestors (nothing here changes the
  /// hierarchy).
  ///
  /// - Complexity: O(k · c) for k constraints installed among c on their views.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    var lastView: View?
    var lastEngine: LayoutEngine?
    var chain: [View] = []
    for constraint in constraints {
      guard let view = constraint.installedOn else { continue }
      if view !== lastView {
        lastView = view
        lastEngine = view.layoutRoot.rootEngine
        chain = view.layoutContentChain
      }
      View.layoutContentDidChange(.deactivated(constraint), along: chain)
      lastEngine?.constraintWillDeactivate(constraint)
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
///
/// A stack view installs all of its constraints on itself, so consecutive constraints mostly
/// share their ancestor; its layout engine and its chain of ancestors are then looked up
/// once. Both stay valid while the ancestor stays the same: activation never changes the
/// hierarchy (fitting sessions and engines only take notes), and merging only ever drops the
/// engines of views strictly below the ancestor, which are never the ancestor's layout root.
/// A refused constraint clears them, since the log handler may run any code.
@MainActor
private struct ActivationBatch {
  /// The view the previous constraint was installed on.
  private var ancestor: View?
  /// The layout engine of `ancestor`'s tree.
  private var engine: LayoutEngine?
  /// `ancestor` and its ancestors, which hear of each constraint installed on it.
  private var chain: [View] = []

  /// Installs one constraint, or logs why it cannot be installed.
  mutating func activate(_ constraint: LayoutConstraint) {
    guard constraint.installedOn == nil else { return }
    guard let site = constraint.installationSite() else {
      ancestor = nil
      engine = nil
      chain = []
      LayoutLog.emit(
        "[LayoutConstraints] Unable to activate constraint \(constraint) because its items "
          + "have no common ancestor. Does the constraint or its anchors reference items in "
          + "different view hierarchies? That's illegal.")
      return
    }
    let view = site.ancestor
    view.installedConstraints.append(constraint)
    constraint.installedOn = view
    let isNewAncestor = view !== ancestor
    if isNewAncestor {
      ancestor = view
      chain = view.layoutContentChain
    }
    View.layoutContentDidChange(.activated(constraint), along: chain)
    site.mergeCrossedLayoutRoots(container: constraint.autoresizingContainer)
    if isNewAncestor { engine = view.ensureRootEngine() }
    engine?.constraintWasActivated(constraint)
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
    guard let index = installedConstraints.firstIndex(where: { $0 === constraint }) else { return }
    installedConstraints.remove(at: index)
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
  private func attributeName(_ attribute: LayoutAttribute) -> String {
    if origin == .autoresizing || origin == .rootOrigin {
      if attribute == .left { return "minX" }
      if attribute == .top { return "minY" }
    }
    return attribute.rawValue
  }
}
