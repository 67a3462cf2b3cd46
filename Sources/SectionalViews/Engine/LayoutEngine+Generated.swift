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
  /// guide of the view's own in use (margins, safe area, readable content) gets the
  /// constraints that place it.
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
    view.forEachSystemGuide { guide in
      guard isParticipant(guide) else { return }
      guide.marginConstraints = systemGuideConstraints(of: guide, in: view)
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

  /// The constraints that place one of `view`'s own guides, with the constants of
  /// `View.systemGuideConstants(of:)` in the same order.
  ///
  /// The margins and safe area guides are their view's edges inset by fixed amounts. The
  /// readable content guide spans the margins vertically; across, it stays inside them,
  /// centred between them, at most the readable width wide and as near to it as the room
  /// allows (Documentation/LayoutGuides.md § Readable width).
  private func systemGuideConstraints(of guide: LayoutGuide, in view: View) -> [LayoutConstraint] {
    let kind = guide.systemKind ?? .margins
    let constants = view.systemGuideConstants(of: kind)
    typealias Row = (
      LayoutConstraint.Attribute, LayoutConstraint.Relation, Bool, LayoutPriority, String
    )
    let rows: [Row]
    switch kind {
    case .margins, .safeArea:
      let name = kind == .margins ? "Margin-guide-constraint" : ""
      rows = [LayoutConstraint.Attribute.left, .top, .right, .bottom].map { attribute in
        let identifier =
          kind == .margins
          ? "UIView-\(attribute.rawValue)\(name)"
          : "UIViewSafeAreaLayoutGuide-\(attribute.rawValue)"
        return (attribute, .equal, true, .required, identifier)
      }
    case .readableContent:
      let prefix = "UIViewReadableContentGuide-"
      rows = [
        (.top, .equal, true, .required, prefix + "top"),
        (.bottom, .equal, true, .required, prefix + "bottom"),
        (.left, .greaterThanOrEqual, true, .required, prefix + "left"),
        (.right, .lessThanOrEqual, true, .required, prefix + "right"),
        (.centerX, .equal, true, .required, prefix + "centerX"),
        (.width, .lessThanOrEqual, false, .required, prefix + "maximumWidth"),
        (.width, .equal, false, LayoutPriority(999), prefix + "width"),
      ]
    }
    return zip(rows, constants).map { row, constant in
      let (attribute, relation, toView, priority, identifier) = row
      let constraint = LayoutConstraint(
        item: guide, attribute: attribute, relatedBy: relation,
        toItem: toView ? (view as any LayoutItem) : nil,
        attribute: toView ? attribute : .notAnAttribute, multiplier: 1, constant: constant,
        priority: priority, origin: .margins)
      constraint.identifier = identifier
      return constraint
    }
  }
}
