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
    /// The constraint of the subtree at this index of `userConstraints`: its constant and
    /// any baselines.
    case user(Int)
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

    /// Recomputes `hash` from the rows and terms: after the shape was made or patched.
    ///
    /// - Complexity: O(rows + terms).
    mutating func rehash() {
      var hash = UInt64(truncatingIfNeeded: slotCount) &+ 0xCBF2_9CE4_8422_2325
      func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x100_0000_01B3 }
      for row in rows {
        mix(UInt64(truncatingIfNeeded: row.count))
        mix(row.relation == .equal ? 1 : row.relation == .lessThanOrEqual ? 2 : 3)
        mix(row.priority.bitPattern)
      }
      for term in terms {
        mix(UInt64(truncatingIfNeeded: term.variable))
        mix(term.coefficient.bitPattern)
      }
      self.hash = Int(truncatingIfNeeded: hash)
    }

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
  var shape = Shape()
  /// The rows' constant sources.
  var sources: [Source] = []
  /// Views with content size rows.
  var contentViews: [ContentView] = []
  /// The constraints of the subtree that have rows, in row order.
  var userConstraints: [LayoutConstraint] = []
  /// Multi-line labels that wrap at the width the solver gives them.
  var wrappingLabels: [WrappingLabel] = []
  /// The variables a fitting reads: the root's width and height, then each wrapping
  /// label's width.
  var readVariables: [Int] = []
  /// The number of slots (items).
  var slotCount: Int { shape.slotCount }
  /// The stamp the recipe left on the items it took in (`recipeStamp`): an item whose stamp
  /// is still this one has its slot in `recipeSlot`.
  var stamp: UInt64 = 0
  /// The slots of `userConstraints`' items and hosts, made by the first patch and kept by
  /// later ones (see `FittingRecipe+Patching.swift`); empty until then.
  var patchSlots = PatchSlots()

  /// Counter behind the recipes' stamps.
  private static var stampCounter: UInt64 = 0

  /// Makes the recipe for fitting `root` with the given fitting priorities.
  ///
  /// - Complexity: O(n + c·depth) for n views in the subtree and c constraints.
  init(root: View, horizontal: LayoutPriority, vertical: LayoutPriority) {
    FittingRecipe.stampCounter &+= 1
    let stamp = FittingRecipe.stampCounter
    self.stamp = stamp
    var collected: [Edge] = []
    FittingRecipe.collect(from: root, into: &collected)
    let user = collected
    collected = []
    root.recipeStamp = stamp
    root.recipeSlot = -1
    func mark(_ item: any LayoutItem) {
      // An item stamped already had its owner chain marked when it was stamped.
      guard item.recipeStamp != stamp else { return }
      var current: View
      if let view = item as? View {
        current = view
      } else {
        item.recipeStamp = stamp
        item.recipeSlot = -1
        guard let owner = item.owningView else { return }
        current = owner
      }
      while current.recipeStamp != stamp {
        current.recipeStamp = stamp
        current.recipeSlot = -1
        guard let parent = current.storedSuperview else { return }
        current = parent
      }
    }
    for index in user.indices {
      mark(user[index].first)
      if user[index].hasSecond { mark(user[index].second) }
    }
    var views: [View] = [root]
    root.recipeSlot = 0
    FittingRecipe.number(root, stamp: stamp, into: &views)
    shape.slotCount = views.count
    func number(_ item: any LayoutItem, in shape: inout Shape) {
      guard item.recipeSlot < 0 else { return }
      item.recipeSlot = shape.slotCount
      shape.slotCount += 1
    }
    for index in user.indices {
      number(user[index].first, in: &shape)
      if user[index].hasSecond { number(user[index].second, in: &shape) }
    }
    for view in views { addGeneratedRows(for: view, root: root, stamp: stamp) }
    for index in user.indices { addUserRow(user[index]) }
    term(0, 2, 1)
    endRow(from: shape.terms.count - 1, .equal, horizontal, .target(horizontal: true))
    term(0, 3, 1)
    endRow(from: shape.terms.count - 1, .equal, vertical, .target(horizontal: false))
    shape.rehash()
    readVariables.append(2)
    readVariables.append(3)
    for label in wrappingLabels { readVariables.append(label.slot * 4 + 2) }
  }

  /// A constraint of the subtree with its items loaded once, so that the walk reads each
  /// weak reference once rather than in every pass.
  struct Edge {
    /// The constraint.
    let constraint: LayoutConstraint
    /// Its first item.
    let first: any LayoutItem
    /// Its second item, or its first when it compares with a constant (`hasSecond` false):
    /// not optional, so that the passes read it without copying an optional existential.
    let second: any LayoutItem
    /// Whether the constraint has a second item.
    let hasSecond: Bool
  }

  /// The active constraints installed in `view`'s subtree whose items all exist, parents
  /// first.
  ///
  /// - Complexity: O(n + c) for n views and c constraints in the subtree.
  private static func collect(from view: View, into list: inout [Edge]) {
    for constraint in view.installedConstraints where constraint.itemsExist {
      guard let first = constraint.firstLayoutItem else { continue }
      let second = constraint.secondLayoutItem
      list.append(
        Edge(
          constraint: constraint, first: first, second: second ?? first, hasSecond: second != nil))
    }
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

  /// Appends a term to the row being built.
  private mutating func term(_ slot: Int, _ component: Int32, _ coefficient: Double) {
    shape.terms.append(Term(variable: Int32(slot) * 4 + component, coefficient: coefficient))
  }

  /// Ends the row whose terms start at `start`.
  private mutating func endRow(
    from start: Int, _ relation: Relation, _ priority: LayoutPriority, _ source: Source
  ) {
    let value = priority.rawValue.isNaN ? 1000 : min(max(priority.rawValue, 1), 1000)
    shape.rows.append(
      Row(
        start: Int32(start), count: Int32(shape.terms.count - start), relation: relation,
        priority: value))
    sources.append(source)
  }

  /// The engine-made rows of `view`, as `LayoutEngine.makeGeneratedConstraints(for:)`.
  private mutating func addGeneratedRows(for view: View, root: View, stamp: UInt64) {
    let slot = view.recipeSlot
    let translates = view.translatesAutoresizingMaskIntoConstraints
    if view === root {
      for component in Int32(0)...1 {
        let start = shape.terms.count
        term(slot, component, 1)
        endRow(from: start, .equal, .required, .fixed(0))
      }
    } else if translates, let superview = view.storedSuperview {
      let container = superview.recipeSlot
      let frame = view.frame
      let bounds = superview.bounds
      let mask = view.autoresizingMask
      let horizontal = mask.horizontal.lines(
        origin: frame.minX - bounds.minX, length: frame.width, container: bounds.width)
      let vertical = mask.vertical.lines(
        origin: frame.minY - bounds.minY, length: frame.height, container: bounds.height)
      for axis in Int32(0)...1 {
        let line = axis == 0 ? horizontal.origin : vertical.origin
        let start = shape.terms.count
        term(slot, axis, 1)
        term(container, axis, -1)
        if line.multiplier != 0 { term(container, 2 + axis, -line.multiplier) }
        endRow(from: start, .equal, .required, .fixed(-line.constant))
      }
      for axis in Int32(0)...1 {
        let line = axis == 0 ? horizontal.length : vertical.length
        let start = shape.terms.count
        term(slot, 2 + axis, 1)
        if line.multiplier != 0 { term(container, 2 + axis, -line.multiplier) }
        endRow(from: start, .equal, .required, .fixed(-line.constant))
      }
    }
    if !translates || view === root {
      let size = view.intrinsicContentSize
      let axes = (size.width != View.noIntrinsicMetric, size.height != View.noIntrinsicMetric)
      let index = contentViews.count
      contentViews.append(ContentView(view: view, width: axes.0, height: axes.1))
      for axisIndex in 0..<2 where axisIndex == 0 ? axes.0 : axes.1 {
        let horizontal = axisIndex == 0
        let axis: LayoutAxis = horizontal ? .horizontal : .vertical
        let source = Source.content(view: index, horizontal: horizontal)
        var start = shape.terms.count
        term(slot, horizontal ? 2 : 3, 1)
        endRow(from: start, .lessThanOrEqual, view.contentHuggingPriority(for: axis), source)
        start = shape.terms.count
        term(slot, horizontal ? 2 : 3, 1)
        endRow(
          from: start, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis),
          source)
      }
    }
    if let guide = view.storedMarginsGuide, guide.recipeStamp == stamp, guide.recipeSlot >= 0 {
      let margins = view.layoutMargins
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
        let start = shape.terms.count
        term(g, component, 1)
        term(slot, component, -1)
        if far {
          term(g, component + 2, 1)
          term(slot, component + 2, -1)
        }
        endRow(from: start, .equal, .required, .fixed(constant))
      }
    }
    if let label = view as? Label, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0 {
      wrappingLabels.append(WrappingLabel(label: label, slot: slot))
    }
  }

  /// The row of a constraint of the subtree: `first − multiplier × second − constant`.
  mutating func addUserRow(_ edge: Edge) {
    let constraint = edge.constraint
    let first = edge.first
    let rightToLeft = constraint.resolvesRightToLeft
    let start = shape.terms.count
    appendTerms(first, constraint.firstAttribute, rightToLeft: rightToLeft, scale: 1)
    if edge.hasSecond {
      appendTerms(
        edge.second, constraint.secondAttribute, rightToLeft: rightToLeft,
        scale: -constraint.multiplier)
    }
    let relation: Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    endRow(from: start, relation, constraint.priority, .user(userConstraints.count))
    userConstraints.append(constraint)
  }

  /// Appends `scale ×` the terms of an attribute, as `LayoutConstraint.expression`; a
  /// baseline's constant is left to `constants(target:into:)`.
  private mutating func appendTerms(
    _ item: any LayoutItem, _ attribute: LayoutAttribute, rightToLeft: Bool, scale: Double
  ) {
    let slot = item.recipeSlot
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX:
      let sign = rightToLeft ? -scale : scale
      let usesMaximum =
        attribute == .right || (attribute == .leading && rightToLeft)
        || (attribute == .trailing && !rightToLeft)
      term(slot, 0, sign)
      if attribute == .centerX {
        term(slot, 2, 0.5 * sign)
      } else if usesMaximum {
        term(slot, 2, sign)
      }
    case .top: term(slot, 1, scale)
    case .bottom:
      term(slot, 1, scale)
      term(slot, 3, scale)
    case .centerY:
      term(slot, 1, scale)
      term(slot, 3, 0.5 * scale)
    case .width: term(slot, 2, scale)
    case .height: term(slot, 3, scale)
    case .firstBaseline, .lastBaseline:
      term(slot, 1, scale)
      let factor = item.baselineOffset(last: attribute == .lastBaseline).heightFactor
      if factor != 0 { term(slot, 3, factor * scale) }
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
    var measured = (view: -1, size: Size.zero)
    for source in sources {
      switch source {
      case .fixed(let value): constants.append(value)
      case .target(let horizontal): constants.append(horizontal ? -target.width : -target.height)
      case .content(let view, let horizontal):
        if measured.view != view {
          let entry = contentViews[view]
          let size = entry.view.intrinsicContentSize
          guard (size.width != View.noIntrinsicMetric) == entry.width,
            (size.height != View.noIntrinsicMetric) == entry.height
          else { return false }
          measured = (view, size)
        }
        constants.append(horizontal ? -measured.size.width : -measured.size.height)
      case .user(let index):
        constants.append(FittingRecipe.constant(of: userConstraints[index]))
      }
    }
    for entry in contentViews where !entry.width && !entry.height {
      let size = entry.view.intrinsicContentSize
      guard size.width == View.noIntrinsicMetric, size.height == View.noIntrinsicMetric else {
        return false
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
