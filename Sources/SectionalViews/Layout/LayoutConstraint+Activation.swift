import SectionalGraphics

extension LayoutConstraint {
  /// Activates every constraint in `constraints`, as `NSLayoutConstraint.activate(_:)`.
  ///
  /// Each is installed on the nearest common ancestor of its views. A constraint whose views
  /// share no ancestor (or that names a guide not added to a view) is not activated and a
  /// message is logged; UIKit throws there. A constraint that ties a view inside an
  /// independent layout root to a view outside it merges that root into the enclosing
  /// engine, which rebuilds once (see `View.isIndependentLayoutRoot`).
  ///
  /// - Complexity: O(k · depth) for k constraints.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints where constraint.installedOn == nil {
      guard let ancestor = constraint.nearestCommonAncestor() else {
        LayoutLog.emit(
          "[LayoutConstraints] Unable to activate constraint \(constraint) because its items "
            + "have no common ancestor. Does the constraint or its anchors reference items in "
            + "different view hierarchies? That's illegal.")
        continue
      }
      ancestor.installedConstraints.append(constraint)
      constraint.installedOn = ancestor
      ancestor.layoutContentDidChange(.activated(constraint))
      ancestor.mergeLayoutRoots(crossedBy: constraint)
      ancestor.ensureRootEngine().constraintWasActivated(constraint)
    }
  }

  /// Deactivates every constraint in `constraints`, as `NSLayoutConstraint.deactivate(_:)`.
  ///
  /// - Complexity: O(k · c) for k constraints installed among c on their views.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints {
      guard let view = constraint.installedOn else { continue }
      view.layoutContentDidChange(.deactivated(constraint))
      view.layoutRoot.rootEngine?.constraintWillDeactivate(constraint)
      view.installedConstraints.removeAll { $0 === constraint }
      constraint.installedOn = nil
      constraint.isBroken = false
    }
  }

  /// The view to install the constraint on, or `nil` when there is none.
  ///
  /// - Complexity: O(depth), without allocating.
  func nearestCommonAncestor() -> View? {
    guard itemsExist, let first = firstLayoutItem?.owningView else { return nil }
    guard let second = secondLayoutItem else { return first }
    guard let other = second.owningView else { return nil }
    return View.nearestCommonAncestor(first, other)
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
