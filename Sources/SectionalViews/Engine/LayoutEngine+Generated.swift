import SectionalGraphics

extension LayoutEngine {
  /// The constraints the engine adds for `view` itself.
  ///
  /// The root's origin is pinned at (0, 0). A root that translates its autoresizing mask (and is
  /// not being fitted) has its size pinned to its frame's; any other such view gets UIKit's four
  /// autoresizing constraints for its mask: minX, minY (from the superview's), width and height,
  /// each fixed or a line in the superview's length (`AutoresizingAxis`). Views that do not
  /// translate (and the fitted root) get content hugging and compression resistance constraints for
  /// each axis with an intrinsic size (Documentation/AutoLayout.md § Intrinsic content size). A
  /// margins guide in use gets its four edges.
  func makeGeneratedConstraints(for view: View) -> [LayoutConstraint] {
    var made: [LayoutConstraint] = []
    let translates = view.translatesAutoresizingMaskIntoConstraints
    if view === root {
      made.append(pin(view, .left, 0, origin: .rootOrigin))
      made.append(pin(view, .top, 0, origin: .rootOrigin))
      if translates && !isFitting {
        made.append(pin(view, .width, view.frame.width, origin: .autoresizing))
        made.append(pin(view, .height, view.frame.height, origin: .autoresizing))
      }
    } else if translates, let superview = view.superview {
      let lines = autoresizingLines(of: view, in: superview)
      made.append(autoresizing(view, .left, superview, lines.x.origin))
      made.append(autoresizing(view, .top, superview, lines.y.origin))
      made.append(autoresizing(view, .width, superview, lines.x.length))
      made.append(autoresizing(view, .height, superview, lines.y.length))
    }
    if !translates || (view === root && isFitting) {
      let size = view.intrinsicContentSize
      intrinsicSizes[ObjectIdentifier(view)] = size
      made.append(contentsOf: contentSizeConstraints(for: view, size: size))
    }
    if let guide = view.storedMarginsGuide, isParticipant(guide) {
      guide.marginConstraints = marginConstraints(of: guide, in: view)
      made.append(contentsOf: guide.marginConstraints)
    }
    return made
  }

  /// The lines autoresizing constraints keep on each axis: origin (in the superview's bounds)
  /// and length as functions of the superview's length, from the view's mask and frame.
  func autoresizingLines(of view: View, in superview: View) -> (
    x: (origin: AutoresizingAxis.Line, length: AutoresizingAxis.Line),
    y: (origin: AutoresizingAxis.Line, length: AutoresizingAxis.Line)
  ) {
    let frame = view.frame
    let bounds = superview.bounds
    let mask = view.autoresizingMask
    return (
      mask.horizontal.lines(
        origin: frame.minX - bounds.minX, length: frame.width, container: bounds.width),
      mask.vertical.lines(
        origin: frame.minY - bounds.minY, length: frame.height, container: bounds.height)
    )
  }

  /// `item.attribute == constant`.
  private func pin(
    _ view: View, _ attribute: LayoutConstraint.Attribute, _ constant: Double,
    origin: LayoutConstraint.Origin
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: constant, origin: origin)
  }

  /// An autoresizing constraint: `view.attribute == line` where the line's multiplier
  /// applies to the superview's length on the axis (UIKit's
  /// `NSAutoresizingMaskLayoutConstraint`, such as `minX == 0.5*superview.width - 10`).
  ///
  /// A fixed part (multiplier 0) has no second item. The origin attributes (left, top) are
  /// measured from the superview's minX or minY.
  private func autoresizing(
    _ view: View, _ attribute: LayoutConstraint.Attribute, _ superview: View,
    _ line: AutoresizingAxis.Line
  ) -> LayoutConstraint {
    let length: LayoutConstraint.Attribute =
      attribute == .left || attribute == .width ? .width : .height
    let flexible = line.multiplier != 0
    let constraint = LayoutConstraint(
      item: view, attribute: attribute, relatedBy: .equal, toItem: flexible ? superview : nil,
      attribute: flexible ? length : .notAnAttribute, multiplier: flexible ? line.multiplier : 1,
      constant: line.constant, origin: .autoresizing)
    if attribute == .left || attribute == .top { constraint.autoresizingContainer = superview }
    return constraint
  }

  /// Hugging (`<=`) and compression resistance (`>=`) for each axis with a size.
  func contentSizeConstraints(for view: View, size: CGSize) -> [LayoutConstraint] {
    var made: [LayoutConstraint] = []
    let axes: [(LayoutConstraint.Axis, LayoutConstraint.Attribute, Double)] = [
      (.horizontal, .width, size.width), (.vertical, .height, size.height),
    ]
    for (axis, attribute, value) in axes where value != View.noIntrinsicMetric {
      made.append(
        LayoutConstraint(
          item: view, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: value,
          priority: view.contentHuggingPriority(for: axis), origin: .hugging(axis)))
      made.append(
        LayoutConstraint(
          item: view, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: value,
          priority: view.contentCompressionResistancePriority(for: axis),
          origin: .compression(axis)))
    }
    return made
  }

  /// The four edges of a margins guide, inset from the view by its layout margins.
  private func marginConstraints(of guide: LayoutGuide, in view: View) -> [LayoutConstraint] {
    let margins = view.layoutMargins
    let edges: [(LayoutConstraint.Attribute, Double)] = [
      (.left, margins.left), (.top, margins.top), (.right, -margins.right),
      (.bottom, -margins.bottom),
    ]
    return edges.map { attribute, constant in
      let constraint = LayoutConstraint(
        item: guide, attribute: attribute, relatedBy: .equal, toItem: view,
        attribute: attribute, multiplier: 1, constant: constant, origin: .margins)
      constraint.identifier = "UIView-\(attribute.rawValue)Margin-guide-constraint"
      return constraint
    }
  }
}
