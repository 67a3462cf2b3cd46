/// Builds a stack view's constraints the way UIKit does (Documentation/AutoLayout.md § Stack
/// views).
@MainActor
struct StackConstraintBuilder {
  /// The stack view.
  let stack: StackView
  /// The constraints made, inactive.
  private(set) var constraints: [LayoutConstraint] = []
  /// Gap guides made for the equal distributions, not yet added to the stack view.
  private(set) var guides: [LayoutGuide] = []

  /// The handle of the item arranged views connect to: the stack or its margins guide.
  private let canvas: ItemHandle
  /// The stack view's handle: its constraints resolve leading and trailing by its direction.
  private let stackHandle: ItemHandle
  /// Whether constraints are made installed on their hosts (see `init(stack:installing:)`).
  private let installing: Bool
  /// Whether a constraint made installed went on a view other than the stack view (a
  /// constant one of an arranged view).
  private(set) var installsBeyondStack = false

  /// Creates a builder for `stack`; the canvas is chosen now, from
  /// `isLayoutMarginsRelativeArrangement`.
  ///
  /// With `installing`, each constraint is made installed where `activate(_:)` would put
  /// it when `StackView.arrangementInstallsInPlace` holds: a constant one of an arranged
  /// view on that view, any other on the stack view. The stack view then files them
  /// (`StackView.fileArrangement(_:onStackOnly:)`). Without it (the default), they are made
  /// inactive.
  init(stack: StackView, installing: Bool = false) {
    self.stack = stack
    self.installing = installing
    stackHandle = stack.handle
    canvas =
      stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide.handle : stackHandle
  }

  /// Makes every constraint for the current configuration.
  ///
  /// Loops go by index and hand each item's handle straight to the constraint that keeps
  /// it, so the only retains are those of the references the constraints store. Without a
  /// hidden view, the visible views are the arranged ones, with no list made.
  mutating func build() {
    let main = StackAxisAttributes(stack.axis)
    let cross = StackAxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
    let arranged = stack.arrangedSubviews
    constraints.reserveCapacity(StackConstraintBuilder.capacity(for: arranged.count))
    var hiddenCount = 0
    for index in arranged.indices where arranged[index].isHidden {
      hiddenCount += 1
      installsBeyondStack = installing
      add(arranged[index].handle, main.size, .equal, nil, .notAnAttribute, "UISV-hiding")
      add(arranged[index].handle, main.leading, .equal, canvas, main.leading, "UISV-hiding")
      add(arranged[index].handle, cross.leading, .equal, canvas, cross.leading, "UISV-hiding")
    }
    let visible = hiddenCount == 0 ? arranged : StackConstraintBuilder.shown(arranged)
    guard !visible.isEmpty else { return }
    add(visible[0].handle, main.leading, .equal, canvas, main.leading, "UISV-canvas-connection")
    add(
      canvas, main.trailing, .equal, visible[visible.count - 1].handle, main.trailing,
      "UISV-canvas-connection")
    buildDistribution(visible, main)
    buildAlignment(visible, cross)
  }

  /// The views of `views` that are not hidden, in order.
  ///
  /// - Complexity: O(n).
  private static func shown(_ views: [View]) -> [View] {
    var shown: [View] = []
    shown.reserveCapacity(views.count)
    for index in views.indices where !views[index].isHidden { shown.append(views[index]) }
    return shown
  }

  /// Room for the constraints of `count` arranged views in any configuration: the equal
  /// distributions' gap guides cost the most (three per gap), the baseline alignments four
  /// per view, a hidden view three, plus the two canvas connections and the canvas fit.
  ///
  /// Reserving it up front makes `build()` allocate the list once.
  static func capacity(for count: Int) -> Int {
    8 * count + 3
  }

  /// The main-axis constraints of the distribution.
  private mutating func buildDistribution(_ views: [View], _ main: StackAxisAttributes) {
    let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    let relation: LayoutConstraint.Relation = equalGaps ? .greaterThanOrEqual : .equal
    for index in views.indices.dropFirst() {
      add(
        views[index].handle, main.leading, relation, views[index - 1].handle, main.trailing,
        "UISV-spacing", constant: stack.resolvedSpacing(after: views[index - 1]))
    }
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in views.dropFirst() {
        add(view.handle, main.size, .equal, views[0].handle, main.size, "UISV-fill-equally")
      }
    case .fillProportionally:
      buildProportional(views, main)
    case .equalSpacing, .equalCentering:
      buildGaps(views, main, centering: stack.distribution == .equalCentering)
    }
  }

  /// Lengths proportional to intrinsic lengths, at priorities 999, 998, and so on.
  ///
  /// UIKit's `UISV-fill-proportionally`: `v.length == share × (canvas.length − spacing)`,
  /// where the share is the view's intrinsic length over the sum. Views without an intrinsic
  /// length count as 0.
  private mutating func buildProportional(_ views: [View], _ main: StackAxisAttributes) {
    let lengths = views.map { view in
      let size = view.intrinsicContentSize
      return max(stack.axis == .horizontal ? size.width : size.height, 0)
    }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return }
    var spacing = 0.0
    for index in views.indices.dropLast() { spacing += stack.resolvedSpacing(after: views[index]) }
    for (index, view) in views.enumerated() {
      let share = lengths[index] / total
      let priority = LayoutPriority(max(999 - Float(index), 1))
      add(
        view.handle, main.size, .equal, canvas, main.size, "UISV-fill-proportionally",
        multiplier: share, constant: -share * spacing, priority: priority)
    }
  }

  /// Gap guides between neighbours, all the same length.
  ///
  /// `.equalSpacing` measures gaps edge to edge at the required level; `.equalCentering`
  /// measures them centre to centre at 149, as UIKit does.
  private mutating func buildGaps(
    _ views: [View], _ main: StackAxisAttributes, centering: Bool
  ) {
    var firstGap: LayoutGuide?
    for (previous, view) in zip(views, views.dropFirst()) {
      let guide = LayoutGuide(identifier: "UISV-distributing")
      guides.append(guide)
      let start = centering ? main.center : main.trailing
      let end = centering ? main.center : main.leading
      add(guide.handle, main.leading, .equal, previous.handle, start, "UISV-distributing-edge")
      add(guide.handle, main.trailing, .equal, view.handle, end, "UISV-distributing-edge")
      if let firstGap {
        add(
          guide.handle, main.size, .equal, firstGap.handle, main.size, "UISV-fill-equally",
          priority: centering ? LayoutPriority(149) : .required)
      } else {
        firstGap = guide
      }
    }
  }

  /// The cross-axis constraints of the alignment.
  private mutating func buildAlignment(_ views: [View], _ cross: StackAxisAttributes) {
    var alignment = stack.alignment
    if stack.axis == .vertical {
      if alignment == .firstBaseline { alignment = .leading }
      if alignment == .lastBaseline { alignment = .trailing }
    }
    if alignment == .fill {
      for index in views.indices {
        let handle = views[index].handle
        add(copy handle, cross.leading, .equal, canvas, cross.leading, "UISV-alignment")
        add(handle, cross.trailing, .equal, canvas, cross.trailing, "UISV-alignment")
      }
      return
    }
    for view in views {
      switch alignment {
      case .leading:
        add(view.handle, cross.leading, .equal, canvas, cross.leading, "UISV-alignment")
        add(
          view.handle, cross.trailing, .lessThanOrEqual, canvas, cross.trailing,
          "UISV-spanning-boundary")
      case .trailing:
        add(view.handle, cross.trailing, .equal, canvas, cross.trailing, "UISV-alignment")
        add(
          view.handle, cross.leading, .greaterThanOrEqual, canvas, cross.leading,
          "UISV-spanning-boundary")
      case .center:
        add(view.handle, cross.center, .equal, canvas, cross.center, "UISV-alignment")
        add(
          view.handle, cross.leading, .greaterThanOrEqual, canvas, cross.leading,
          "UISV-spanning-boundary")
      default:
        let baseline: LayoutConstraint.Attribute =
          alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if view !== views[0] {
          add(view.handle, baseline, .equal, views[0].handle, baseline, "UISV-alignment")
        }
        add(
          view.handle, cross.leading, .greaterThanOrEqual, canvas, cross.leading,
          "UISV-spanning-boundary")
        add(
          view.handle, cross.trailing, .lessThanOrEqual, canvas, cross.trailing,
          "UISV-spanning-boundary")
      }
      add(
        view.handle, cross.size, .equal, nil, .notAnAttribute, "UISV-ambiguity-suppression",
        priority: LayoutPriority(25))
      installsBeyondStack = installing
    }
    let fit = alignment == .firstBaseline || alignment == .lastBaseline ? Float(49) : 51
    add(
      canvas, cross.size, .equal, nil, .notAnAttribute,
      fit == 49 ? "UISV-canvas-fit" : "UISV-spanning-fit", priority: LayoutPriority(fit))
  }

  /// Appends one constraint; leading and trailing resolve in the stack view's direction, so
  /// a horizontal stack orders its views right to left in a right-to-left layout.
  ///
  /// The handles and the name are taken consumed: the constraint stores them, so a handle
  /// read for the call is handed on without another retain.
  private mutating func add(
    _ item: consuming ItemHandle, _ attribute: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation,
    _ other: consuming ItemHandle?, _ otherAttribute: LayoutConstraint.Attribute,
    _ identifier: consuming String, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required
  ) {
    constraints.append(
      LayoutConstraint(
        first: item, attribute, relation, second: other, otherAttribute,
        multiplier: multiplier, constant: constant, priority: priority, identifier: identifier,
        direction: stackHandle, installedBelow: installing ? stackHandle : nil))
  }

}
