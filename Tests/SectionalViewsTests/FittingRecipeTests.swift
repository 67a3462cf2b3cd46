import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

/// Fitting recipes: which items take part and in what order, how leading and trailing resolve,
/// and fittings nested in an intrinsic size.
@MainActor
@Suite struct FittingRecipeTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A view with the given intrinsic size that does not translate its frame.
  private func box(_ width: Double, _ height: Double) -> SizedBox {
    let box = SizedBox()
    box.contentSize = CGSize(width: width, height: height)
    box.translatesAutoresizingMaskIntoConstraints = false
    return box
  }

  @Test("views taking part get slots in tree order and guides follow; an idle view gets none")
  func slotsInTreeOrder() {
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let first = box(30, 10)
    let idle = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    let container = View()
    container.translatesAutoresizingMaskIntoConstraints = false
    let inner = box(50, 12)
    let guide = LayoutGuide(identifier: "spacer")
    header.addSubview(first)
    header.addSubview(idle)
    header.addSubview(container)
    container.addSubview(inner)
    header.addLayoutGuide(guide)
    let margins = container.layoutMarginsGuide
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 5),
      first.topAnchor.constraint(equalTo: header.topAnchor, constant: 7),
      guide.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 3),
      guide.topAnchor.constraint(equalTo: header.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 20),
      guide.heightAnchor.constraint(equalToConstant: 40),
      header.bottomAnchor.constraint(greaterThanOrEqualTo: guide.bottomAnchor),
      container.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      container.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 2),
      container.bottomAnchor.constraint(equalTo: header.bottomAnchor),
      inner.topAnchor.constraint(equalTo: margins.topAnchor),
      inner.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      inner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    ])
    let recipe = FittingRecipe(root: header, horizontal: .required, vertical: .fittingSizeLevel)
    #expect(recipe.slotCount == 6)
    #expect(header.fitting.recipeSlot == 0)
    #expect(first.fitting.recipeSlot == 1)
    #expect(container.fitting.recipeSlot == 2)
    #expect(inner.fitting.recipeSlot == 3)
    #expect(guide.recipeSlot == 4)
    #expect(margins.recipeSlot == 5)
    #expect(idle.fitting.recipeStamp != recipe.stamp)
    #expect(recipe.userConstraints.count == 14)
    #expect(recipe.contentViews.count == 4)
    #expect(recipe.wrappingLabels.isEmpty)
    // 2 origin pins, 2 × 4 content rows (first, inner), 4 margin rows, 14 constraints and
    // the 2 targets.
    #expect(recipe.shape.rows.count == 30)
    #expect(recipe.sources.count == 30)
    // first: 7 + 10; container: 2 + 8 + 12 + 8; the guide's bottom (40) stays above.
    let result = header.tableHeaderFits(width: 200)
    #expect(result.cached == CGSize(width: 200, height: 47))
    #expect(result.fresh == CGSize(width: 200, height: 47))
  }

  @Test("leading and trailing resolve by each constraint's own view, mixed directions included")
  func mixedDirections() {
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let right = View()
    right.semanticContentAttribute = .forceRightToLeft
    let left = View()
    left.semanticContentAttribute = .forceLeftToRight
    for view in [right, left] {
      view.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(view)
    }
    var constraints: [LayoutConstraint] = []
    for (view, width) in [(right, 35.0), (left, 40.0)] {
      // The leading pin loses to the left edge's 30 pt minimum left to right, and holds
      // right to left, where leading is the right edge: widths 30 + w and 30 + w + 10.
      let leading = view.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 10)
      leading.priority = LayoutPriority(600)
      constraints += [
        leading,
        view.leftAnchor.constraint(greaterThanOrEqualTo: header.leftAnchor, constant: 30),
        header.rightAnchor.constraint(greaterThanOrEqualTo: view.rightAnchor),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    constraints += [
      right.topAnchor.constraint(equalTo: header.topAnchor),
      left.topAnchor.constraint(equalTo: right.bottomAnchor),
      header.bottomAnchor.constraint(equalTo: left.bottomAnchor),
    ]
    LayoutConstraint.activate(constraints)
    // Right to left 30 + 35 + 10 = 75 beats left to right 30 + 40 = 70; one direction for
    // both would give 70 or 80.
    let result = header.tableHeaderFits(width: 0, horizontal: .fittingSizeLevel)
    #expect(result.cached == CGSize(width: 75, height: 20))
    #expect(result.fresh == CGSize(width: 75, height: 20))
  }

  @Test("a fitting nested in an intrinsic size makes its own recipe and leaves the outer one whole")
  func nestedFitting() {
    let fixture = FittingFixture()
    let outer = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let nesting = NestingBox(inner: fixture)
    nesting.translatesAutoresizingMaskIntoConstraints = false
    outer.addSubview(nesting)
    let margins = outer.layoutMarginsGuide
    LayoutConstraint.activate([
      nesting.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      nesting.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      nesting.topAnchor.constraint(equalTo: margins.topAnchor),
      nesting.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    // The inner header fits at (100, 56) (see `FittingFixture`); the outer adds its margins.
    let result = outer.tableHeaderFits(width: 200)
    #expect(result.cached == CGSize(width: 200, height: 72))
    #expect(result.fresh == CGSize(width: 200, height: 72))
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
  }

  @Test("seeded trees with guides, idle views and directions fit as fresh solves do")
  func randomTrees() {
    for seed in UInt64(1)...40 {
      var random = SplitMix64(seed: seed)
      let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      var previousBottom = header.layoutMarginsGuide.topAnchor
      var constraints: [LayoutConstraint] = []
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        if Bool.random(using: &random) {
          header.addSubview(View(frame: CGRect(x: 3, y: 4, width: 50, height: 6)))
        }
        let row = View()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.layoutMargins = EdgeInsets(all: Double(Int.random(in: 0...10, using: &random)))
        let directions: [SemanticContentAttribute] = [
          .unspecified, .forceRightToLeft, .forceLeftToRight,
        ]
        row.semanticContentAttribute = directions[Int.random(in: 0..<3, using: &random)]
        header.addSubview(row)
        let item = box(
          Double(Int.random(in: 5...80, using: &random)),
          Double(Int.random(in: 5...30, using: &random)))
        row.addSubview(item)
        let inset = Double(Int.random(in: 0...20, using: &random))
        let rowMargins = row.layoutMarginsGuide
        constraints += [
          row.topAnchor.constraint(equalTo: previousBottom, constant: inset),
          row.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
          row.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
          item.topAnchor.constraint(equalTo: rowMargins.topAnchor),
          item.bottomAnchor.constraint(equalTo: rowMargins.bottomAnchor),
          item.leadingAnchor.constraint(equalTo: rowMargins.leadingAnchor, constant: inset),
          rowMargins.trailingAnchor.constraint(greaterThanOrEqualTo: item.trailingAnchor),
        ]
        previousBottom = row.bottomAnchor
      }
      constraints.append(
        header.layoutMarginsGuide.bottomAnchor.constraint(equalTo: previousBottom))
      LayoutConstraint.activate(constraints)
      let width = Double(Int.random(in: 120...400, using: &random))
      let result = header.tableHeaderFits(width: width)
      #expect(
        result.cached == result.fresh,
        "seed \(seed): fitted \(result.cached), fresh \(result.fresh) at \(width)")
    }
  }
}

/// A view whose intrinsic size is another header's fitting, so that a fitting runs while
/// the outer recipe is being made.
@MainActor
private final class NestingBox: View {
  /// The header fitted inside `intrinsicContentSize`.
  let inner: FittingFixture

  /// Wraps `inner`.
  init(inner: FittingFixture) {
    self.inner = inner
    super.init(frame: .zero)
  }

  /// The inner header's fitting at 100 pt.
  override var intrinsicContentSize: CGSize { inner.fit(width: 100) }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
