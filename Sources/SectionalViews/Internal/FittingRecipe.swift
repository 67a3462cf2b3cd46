import Cassowary
import SectionalGraphics

/// The constraint system of one `systemLayoutSizeFitting` as plain data: rows over numbered
/// slot variables, split into a shape and constants.
///
/// It lists the same constraints, in the same order, as a fitting `LayoutEngine` rebuild
/// (root origin pins, autoresizing, content size, margins guides, the subtree's active
/// constraints, then the two fitting targets), but makes no constraint objects and no solver
/// variables: item `i` (views in tree order, then guides) owns variables `4i ... 4i + 3` (x,
/// y, width, height). The shape (which variables each row relates, with what coefficients,
/// relation and priority) depends only on the structure of the subtree, so structurally equal
/// views share it and a `FittingTemplate` solved for one serves all of them. The constants
/// (intrinsic sizes, user constants, baselines, targets) are computed separately by
/// `constants(target:into:)`, every fit.
@MainActor
struct FittingRecipe {
  /// One variable of a row.
  struct Term: Hashable, Sendable {
    /// The variable: 4 × slot + component.
    var variable: Int32
    /// The coefficient.
    var coefficient: Double
  }

  /// Where a row's constant comes from.
  enum Source {
    /// Known when the recipe is made: origin pins, autoresizing, margins.
    case fixed(Double)
    /// A constraint of the subtree: its constant and any baselines.
    case user(LayoutConstraint)
    /// `-intrinsic` on an axis of the content view at index `view` (hugging or compression).
    case content(view: Int, horizontal: Bool)
    /// `-target.width` or `-target.height`.
    case target(horizontal: Bool)
  }

  /// One row's shape: its terms in `terms`, relation and priority.
  struct Row: Hashable, Sendable {
    /// The first term's index in `terms`.
    var start: Int32
    /// The number of terms.
    var count: Int32
    /// The relation of `terms + constant` to 0.
    var relation: Relation
    /// The priority, clamped to 1...1000 as `LayoutConstraint.strength`.
    var priority: Double
  }

  /// What a template is keyed by: the rows' shapes and terms over the slots.
  struct Shape: Equatable, Sendable {
    /// The rows' shapes.
    var rows: [Row] = []
    /// The rows' terms.
    var terms: [Term] = []
    /// The number of slots (items).
    var slotCount = 0
    /// A hash of the rest, compared first.
    var hash = 0

    /// Whether both shapes are equal: hashes first, then everything.
    ///
    /// - Complexity: O(rows + terms) when the hashes are equal.
    static func == (lhs: Shape, rhs: Shape) -> Bool {
      lhs.hash == rhs.hash && lhs.slotCount == rhs.slotCount && lhs.rows == rhs.rows
        && lhs.terms == rhs.terms
    }
  }

  /// A view with content size rows; unowned, since the fitted view owns the recipe and
  /// releases it before a view leaves its subtree.
  struct ContentView {
    /// The view.
    unowned let view: View
    /// Whether it had an intrinsic width when the recipe was made.
    let width: Bool
    /// Whether it had an intrinsic height.
    let height: Bool
  }

  /// A multi-line label that wraps at the width the solver gives it (unowned, as above).
  struct WrappingLabel {
    /// The label.
    unowned let label: Label
    /// Its slot.
    let slot: Int
  }

  /// The shape.
  private(set) var shape = Shape()
  /// The rows' constant sources.
  private(set) var sources: [Source] = []
  /// Views with content size rows.
  private(set) var contentViews: [ContentView] = []
  /// Multi-line labels that wrap at the width the solver gives them.
  private(set) var wrappingLabels: [WrappingLabel] = []
  /// The number of slots (items).
  var slotCount: Int { shape.slotCount }

  /// Counter behind the recipes' stamps.
  private static var stampCounter: UInt64 = 0

  /// Makes the recipe for fitting `root` with the given fitting priorities.
  ///
  /// - Complexity: O(n + c·depth) for n views in the subtree and c constraints.
  init(root: View, horizontal: LayoutPriority, vertical: LayoutPriority) {
    FittingRecipe.stampCounter &+= 1
    let stamp = FittingRecipe.stampCounter
    var user: [LayoutConstraint] = []
    FittingRecipe.collect(from: root, into: &user)
    root.recipeStamp = stamp
    root.recipeSlot = -1
    for constraint in user where constraint.itemsExist {
      for item in [constraint.firstLayoutItem, constraint.secondLayoutItem] {
        guard let item else { continue }
        if !(item is View), item.recipeStamp != stamp {
          item.recipeStamp = stamp
          item.recipeSlot = -1
        }
        var current = item.owningView
        while let view = current, view.recipeStamp != stamp {
          view.recipeStamp = stamp
          view.recipeSlot = -1
          current = view.storedSuperview
        }
      }
    }
    var views: [View] = [root]
    root.recipeSlot = 0
    FittingRecipe.number(root, stamp: stamp, into: &views)
    shape.slotCount = views.count
    for constraint in user where constraint.itemsExist {
      for item in [constraint.firstLayoutItem, constraint.secondLayoutItem] {
        guard let item, item.recipeSlot < 0 else { continue }
        item.recipeSlot = shape.slotCount
        shape.slotCount += 1
      }
    }
    for view in views { addGeneratedRows(for: view, root: root, stamp: stamp) }
    for constraint in user where constraint.itemsExist { addUserRow(constraint) }
    addRow([Term(variable: 2, coefficient: 1)], .equal, horizontal, .target(horizontal: true))
    addRow([Term(variable: 3, coefficient: 1)], .equal, vertical, .target(horizontal: false))
    var hasher = Hasher()
    hasher.combine(shape.slotCount)
    for row in shape.rows { hasher.combine(row) }
    for term in shape.terms { hasher.combine(term) }
    shape.hash = hasher.finalize()
  }

  /// The active constraints installed in `view`'s subtree, parents first.
  private static func collect(from view: View, into list: inout [LayoutConstraint]) {
    list.append(contentsOf: view.installedConstraints)
    for subview in view.storedSubviews { collect(from: subview, into: &list) }
  }

  /// Numbers the marked views below `view` in tree order.
  private static func number(_ view: View, stamp: UInt64, into views: inout [View]) {
    for subview in view.storedSubviews where subview.recipeStamp == stamp {
      subview.recipeSlot = views.count
      views.append(subview)
      number(subview, stamp: stamp, into: &views)
    }
  }

  /// Appends one row.
  private mutating func addRow(
    _ rowTerms: [Term], _ relation: Relation, _ priority: LayoutPriority, _ source: Source
  ) {
    let value = priority.rawValue.isNaN ? 1000 : min(max(priority.rawValue, 1), 1000)
    shape.rows.append(
      Row(
        start: Int32(shape.terms.count), count: Int32(rowTerms.count), relation: relation,
        priority: value))
    shape.terms.append(contentsOf: rowTerms)
    sources.append(source)
  }

  /// The variable number of `component` (0 x, 1 y, 2 width, 3 height) of slot `slot`.
  private static func variable(_ slot: Int, _ component: Int32) -> Int32 {
    Int32(slot) * 4 + component
  }

  /// The engine-made rows of `view`, as `LayoutEngine.makeGeneratedConstraints(for:)`.
  private mutating func addGeneratedRows(for view: View, root: View, stamp: UInt64) {
    let slot = view.recipeSlot
    let x = FittingRecipe.variable(slot, 0)
    let y = FittingRecipe.variable(slot, 1)
    let width = FittingRecipe.variable(slot, 2)
    let height = FittingRecipe.variable(slot, 3)
    let translates = view.translatesAutoresizingMaskIntoConstraints
    if view === root {
      addRow([Term(variable: x, coefficient: 1)], .equal, .required, .fixed(0))
      addRow([Term(variable: y, coefficient: 1)], .equal, .required, .fixed(0))
    } else if translates, let superview = view.storedSuperview {
      let container = superview.recipeSlot
      let frame = view.frame
      let bounds = superview.bounds
      let mask = view.autoresizingMask
      let lines = [
        mask.horizontal.lines(
          origin: frame.minX - bounds.minX, length: frame.width, container: bounds.width),
        mask.vertical.lines(
          origin: frame.minY - bounds.minY, length: frame.height, container: bounds.height),
      ]
      for (axis, line) in lines.enumerated() {
        let component = Int32(axis)
        let length = FittingRecipe.variable(container, 2 + component)
        var origin = [
          Term(variable: FittingRecipe.variable(slot, component), coefficient: 1),
          Term(variable: FittingRecipe.variable(container, component), coefficient: -1),
        ]
        if line.origin.multiplier != 0 {
          origin.append(Term(variable: length, coefficient: -line.origin.multiplier))
        }
        addRow(origin, .equal, .required, .fixed(-line.origin.constant))
      }
      for (axis, line) in lines.enumerated() {
        var size = [Term(variable: FittingRecipe.variable(slot, 2 + Int32(axis)), coefficient: 1)]
        if line.length.multiplier != 0 {
          size.append(
            Term(
              variable: FittingRecipe.variable(container, 2 + Int32(axis)),
              coefficient: -line.length.multiplier))
        }
        addRow(size, .equal, .required, .fixed(-line.length.constant))
      }
    }
    if !translates || view === root {
      let size = view.intrinsicContentSize
      let axes = (size.width != View.noIntrinsicMetric, size.height != View.noIntrinsicMetric)
      let index = contentViews.count
      contentViews.append(ContentView(view: view, width: axes.0, height: axes.1))
      for (horizontal, present) in [(true, axes.0), (false, axes.1)] where present {
        let axis: LayoutAxis = horizontal ? .horizontal : .vertical
        let term = [Term(variable: horizontal ? width : height, coefficient: 1)]
        let source = Source.content(view: index, horizontal: horizontal)
        addRow(term, .lessThanOrEqual, view.contentHuggingPriority(for: axis), source)
        addRow(
          term, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis), source)
      }
    }
    if let guide = view.storedMarginsGuide, guide.recipeStamp == stamp, guide.recipeSlot >= 0 {
      let margins = view.layoutMargins
      let g = guide.recipeSlot
      let edges: [(Int32, Bool, Double)] = [
        (0, false, -margins.left), (1, false, -margins.top), (0, true, margins.right),
        (1, true, margins.bottom),
      ]
      for (component, far, constant) in edges {
        var row = [
          Term(variable: FittingRecipe.variable(g, component), coefficient: 1),
          Term(variable: FittingRecipe.variable(slot, component), coefficient: -1),
        ]
        if far {
          row.append(Term(variable: FittingRecipe.variable(g, component + 2), coefficient: 1))
          row.append(Term(variable: FittingRecipe.variable(slot, component + 2), coefficient: -1))
        }
        addRow(row, .equal, .required, .fixed(constant))
      }
    }
    if let label = view as? Label, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0 {
      wrappingLabels.append(WrappingLabel(label: label, slot: slot))
    }
  }

  /// The row of a constraint of the subtree: `first − multiplier × second − constant`.
  private mutating func addUserRow(_ constraint: LayoutConstraint) {
    guard let first = constraint.firstLayoutItem else { return }
    let rightToLeft = constraint.resolvesRightToLeft
    var row: [Term] = []
    FittingRecipe.appendTerms(
      first, constraint.firstAttribute, rightToLeft: rightToLeft, scale: 1, into: &row)
    if let second = constraint.secondLayoutItem {
      FittingRecipe.appendTerms(
        second, constraint.secondAttribute, rightToLeft: rightToLeft,
        scale: -constraint.multiplier, into: &row)
    }
    let relation: Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    addRow(row, relation, constraint.priority, .user(constraint))
  }

  /// Appends `scale ×` the terms of an attribute, as `LayoutConstraint.expression`; a
  /// baseline's constant is left to `constants(target:into:)`.
  private static func appendTerms(
    _ item: any LayoutItem, _ attribute: LayoutAttribute, rightToLeft: Bool, scale: Double,
    into row: inout [Term]
  ) {
    let slot = item.recipeSlot
    func add(_ component: Int32, _ coefficient: Double) {
      row.append(Term(variable: variable(slot, component), coefficient: coefficient * scale))
    }
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX:
      let sign = rightToLeft ? -1.0 : 1.0
      let usesMaximum =
        attribute == .right || (attribute == .leading && rightToLeft)
        || (attribute == .trailing && !rightToLeft)
      add(0, sign)
      if attribute == .centerX {
        add(2, 0.5 * sign)
      } else if usesMaximum {
        add(2, sign)
      }
    case .top: add(1, 1)
    case .bottom:
      add(1, 1)
      add(3, 1)
    case .centerY:
      add(1, 1)
      add(3, 0.5)
    case .width: add(2, 1)
    case .height: add(3, 1)
    case .firstBaseline, .lastBaseline:
      add(1, 1)
      let factor = item.baselineOffset(last: attribute == .lastBaseline).heightFactor
      if factor != 0 { add(3, factor) }
    case .notAnAttribute: break
    }
  }

  /// Computes every row's constant for `target` into `constants`; `false` when an intrinsic
  /// size gained or lost an axis since the recipe was made (the shape is stale).
  ///
  /// - Complexity: O(rows), plus one intrinsic size per content view (label measurements
  ///   are cached by wrap width).
  func constants(target: Size, into constants: inout [Double]) -> Bool {
    constants.removeAll(keepingCapacity: true)
    var sizes: [Size] = []
    sizes.reserveCapacity(contentViews.count)
    for entry in contentViews {
      let size = entry.view.intrinsicContentSize
      guard (size.width != View.noIntrinsicMetric) == entry.width,
        (size.height != View.noIntrinsicMetric) == entry.height
      else { return false }
      sizes.append(size)
    }
    for source in sources {
      switch source {
      case .fixed(let value): constants.append(value)
      case .target(let horizontal): constants.append(horizontal ? -target.width : -target.height)
      case .content(let view, let horizontal):
        constants.append(horizontal ? -sizes[view].width : -sizes[view].height)
      case .user(let constraint): constants.append(FittingRecipe.constant(of: constraint))
      }
    }
    return true
  }

  /// The reduced constant of a constraint of the subtree: baselines minus its constant.
  private static func constant(of constraint: LayoutConstraint) -> Double {
    var value = -constraint.constant
    let first = constraint.firstAttribute
    if first == .firstBaseline || first == .lastBaseline, let item = constraint.firstLayoutItem {
      value += item.baselineOffset(last: first == .lastBaseline).constant
    }
    let second = constraint.secondAttribute
    if second == .firstBaseline || second == .lastBaseline,
      let item = constraint.secondLayoutItem
    {
      value -= constraint.multiplier * item.baselineOffset(last: second == .lastBaseline).constant
    }
    return value
  }
}
