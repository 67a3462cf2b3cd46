import Cassowary
import SectionalGraphics

extension FittingRecipe {
  /// The engine-made rows of `view`, as `LayoutEngine.makeGeneratedConstraints(for:)`.
  ///
  /// `measurer` carries the text measurer in effect from one label to the next (see
  /// `Label.adoptMeasurer(of:found:)`).
  mutating func addGeneratedRows(
    for view: View, root: View, stamp: UInt64, measurer: inout (any TextMeasuring)?,
    into writer: inout RowWriter
  ) {
    let slot = view.fitting.recipeSlot
    let translates = view.translatesAutoresizingMaskIntoConstraints
    if view === root {
      for component in Int32(0)...1 {
        let start = writer.termCount
        writer.term(slot, component, 1)
        writer.endRow(from: start, .equal, .required, .fixed(0), constant: 0)
      }
    } else if translates, let superview = view.storedSuperview {
      let container = superview.fitting.recipeSlot
      let frame = view.frame
      let bounds = superview.bounds
      let mask = view.autoresizingMask
      let horizontal = mask.horizontal.lines(
        origin: frame.minX - bounds.minX, length: frame.width, container: bounds.width)
      let vertical = mask.vertical.lines(
        origin: frame.minY - bounds.minY, length: frame.height, container: bounds.height)
      for axis in Int32(0)...1 {
        let line = axis == 0 ? horizontal.origin : vertical.origin
        let start = writer.termCount
        writer.term(slot, axis, 1)
        writer.term(container, axis, -1)
        if line.multiplier != 0 { writer.term(container, 2 + axis, -line.multiplier) }
        writer.endRow(
          from: start, .equal, .required, .fixed(-line.constant), constant: -line.constant)
      }
      for axis in Int32(0)...1 {
        let line = axis == 0 ? horizontal.length : vertical.length
        let start = writer.termCount
        writer.term(slot, 2 + axis, 1)
        if line.multiplier != 0 { writer.term(container, 2 + axis, -line.multiplier) }
        writer.endRow(
          from: start, .equal, .required, .fixed(-line.constant), constant: -line.constant)
      }
    }
    // A wrapping label is measured without a wrap width, as the first pass of a fitting
    // measures it (the session clears the widths before the first pass too).
    var wraps = false
    if let label = view as? Label {
      label.adoptMeasurer(of: root, found: &measurer)
      if label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0 {
        wraps = true
        label.fitting.widthHint = nil
        wrappingLabels.append(WrappingLabel(label: label, slot: slot))
      }
    }
    if !translates || view === root {
      let size = view.intrinsicContentSize
      let axes = (size.width != View.noIntrinsicMetric, size.height != View.noIntrinsicMetric)
      let index = contentViews.count
      contentViews.append(ContentView(view: view, width: axes.0, height: axes.1))
      let firstRow = writer.rowCount
      defer {
        if wraps {
          wrappingLabels[wrappingLabels.count - 1].contentRows = firstRow..<writer.rowCount
          wrappingLabels[wrappingLabels.count - 1].contentView = index
        }
      }
      for axisIndex in 0..<2 where axisIndex == 0 ? axes.0 : axes.1 {
        let horizontal = axisIndex == 0
        let axis: LayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        let source = Source.content(view: index, horizontal: horizontal)
        var start = writer.termCount
        writer.term(slot, horizontal ? 2 : 3, 1)
        let constant = horizontal ? -size.width : -size.height
        writer.endRow(
          from: start, .lessThanOrEqual, view.contentHuggingPriority(for: axis), source,
          constant: constant)
        start = writer.termCount
        writer.term(slot, horizontal ? 2 : 3, 1)
        writer.endRow(
          from: start, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis),
          source, constant: constant)
      }
    }
    if let guide = view.storedMarginsGuide, guide.recipeStamp == stamp, guide.recipeSlot >= 0 {
      let margins = view.effectiveLayoutMargins
      let g = guide.recipeSlot
      for edge in 0..<4 {
        let component = Int32(edge & 1)
        let far = edge >= 2
        let constant =
          switch edge {
          case 0: -margins.left
          case 1: -margins.top
          case 2: margins.right
          default: margins.bottom
          }
        let start = writer.termCount
        writer.term(g, component, 1)
        writer.term(slot, component, -1)
        if far {
          writer.term(g, component + 2, 1)
          writer.term(slot, component + 2, -1)
        }
        writer.endRow(from: start, .equal, .required, .fixed(constant), constant: constant)
      }
    }
  }

  /// The row of a constraint of the subtree: `first − multiplier × second − constant`.
  ///
  /// `directions` caches the last layout direction resolved (see
  /// `Item.resolvesRightToLeft(_:cache:)`).
  mutating func addUserRow(
    _ edge: Edge, directions: inout (view: ObjectIdentifier, rightToLeft: Bool)?,
    into writer: inout RowWriter
  ) {
    let constraint = edge.constraint
    let first = edge.first
    let rightToLeft = first.resolvesRightToLeft(constraint, cache: &directions)
    let start = writer.termCount
    let firstAttribute = constraint.firstAttribute
    // The constant as `FittingRecipe.constant(of:)` computes it, in the same order.
    var constant = -constraint.constant
    appendTerms(first, firstAttribute, rightToLeft: rightToLeft, scale: 1, into: &writer)
    if firstAttribute == .firstBaseline || firstAttribute == .lastBaseline {
      hasBaselineRows = true
      constant += first.baselineOffset(last: firstAttribute == .lastBaseline).constant
    }
    if edge.hasSecond {
      let secondAttribute = constraint.secondAttribute
      let multiplier = constraint.multiplier
      appendTerms(
        edge.second, secondAttribute, rightToLeft: rightToLeft, scale: -multiplier,
        into: &writer)
      if secondAttribute == .firstBaseline || secondAttribute == .lastBaseline {
        hasBaselineRows = true
        constant -=
          multiplier * edge.second.baselineOffset(last: secondAttribute == .lastBaseline).constant
      }
    }
    let relation: Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    writer.endRow(
      from: start, relation, constraint.priority, .user(userConstraints.count),
      constant: constant)
    userConstraints.append(Unmanaged.passUnretained(constraint))
  }

  /// Appends `scale ×` the terms of an attribute, as `LayoutConstraint.expression`; a
  /// baseline's constant is left to `constants(target:into:)`.
  @inline(__always)
  func appendTerms(
    _ item: Item, _ attribute: LayoutConstraint.Attribute, rightToLeft: Bool, scale: Double,
    into writer: inout RowWriter
  ) {
    let slot = item.recipeSlot
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX:
      let sign = rightToLeft ? -scale : scale
      let usesMaximum =
        attribute == .right || (attribute == .leading && rightToLeft)
        || (attribute == .trailing && !rightToLeft)
      writer.term(slot, 0, sign)
      if attribute == .centerX {
        writer.term(slot, 2, 0.5 * sign)
      } else if usesMaximum {
        writer.term(slot, 2, sign)
      }
    case .top: writer.term(slot, 1, scale)
    case .bottom:
      writer.term(slot, 1, scale)
      writer.term(slot, 3, scale)
    case .centerY:
      writer.term(slot, 1, scale)
      writer.term(slot, 3, 0.5 * scale)
    case .width: writer.term(slot, 2, scale)
    case .height: writer.term(slot, 3, scale)
    case .firstBaseline, .lastBaseline:
      writer.term(slot, 1, scale)
      let factor = item.baselineOffset(last: attribute == .lastBaseline).heightFactor
      if factor != 0 { writer.term(slot, 3, factor * scale) }
    case .notAnAttribute: break
    }
  }
}
