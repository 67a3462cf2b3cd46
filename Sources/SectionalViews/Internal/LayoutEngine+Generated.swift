import SectionalGraphics

extension LayoutEngine {
  /// The constraints the engine adds for `view` itself.
  ///
  /// The root's origin is pinned at (0, 0). A root that translates its autoresizing mask (and
  /// is not being fitted) has its size pinned to its frame's; any other such view gets
  /// UIKit's four autoresizing constraints for the default (empty) mask: minX, minY, width
  /// and height equal to the frame's, relative to the superview. Views that do not translate
  /// (and the fitted root) get content hugging and compression resistance constraints for
  /// each axis with an intrinsic size (reference 5.3). A margins guide in use gets its four
  /// edges.
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
      let offsets = autoresizingOffsets(of: view, in: superview)
      made.append(relate(view, .left, superview, offsets.x))
      made.append(relate(view, .top, superview, offsets.y))
      made.append(pin(view, .width, view.frame.width, origin: .autoresizing))
      made.append(pin(view, .height, view.frame.height, origin: .autoresizing))
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

  /// The frame offsets autoresizing constraints keep: the frame origin in the superview's
  /// bounds.
  func autoresizingOffsets(of view: View, in superview: View) -> Point {
    Point(
      x: view.frame.minX - superview.bounds.minX, y: view.frame.minY - superview.bounds.minY)
  }

  /// `item.attribute == constant`.
  private func pin(
    _ view: View, _ attribute: LayoutAttribute, _ constant: Double,
    origin: LayoutConstraint.Origin
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: constant, origin: origin)
  }

  /// `view.attribute == superview.attribute + constant`, an autoresizing constraint.
  private func relate(
    _ view: View, _ attribute: LayoutAttribute, _ superview: View, _ constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: view, attribute: attribute, relatedBy: .equal, toItem: superview,
      attribute: attribute, multiplier: 1, constant: constant, origin: .autoresizing)
  }

  /// Hugging (`<=`) and compression resistance (`>=`) for each axis with a size.
  func contentSizeConstraints(for view: View, size: Size) -> [LayoutConstraint] {
    var made: [LayoutConstraint] = []
    let axes: [(LayoutAxis, LayoutAttribute, Double)] = [
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
    let edges: [(LayoutAttribute, Double)] = [
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
