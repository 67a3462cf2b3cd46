import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

/// Fitting recipe constants: the ones a new recipe reads while it makes its rows, and the
/// partial update between solve passes, each against a full `constants(target:into:)`.
@MainActor
@Suite struct FittingRecipeConstantsTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A header of `texts.count` wrapping labels stacked in its margins, the second label's
  /// first baseline tied to the first label's last baseline when `baselines` is set.
  private func header(
    texts: [String], spacing: Double = 8, baselines: Bool
  ) -> (header: View, labels: [Label], spare: LayoutConstraint) {
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let margins = header.layoutMarginsGuide
    var labels: [Label] = []
    var constraints: [LayoutConstraint] = []
    for (index, text) in texts.enumerated() {
      let label = Label()
      label.text = text
      label.numberOfLines = index == 0 ? 1 : 0
      label.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(label)
      constraints += [
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ]
      if let previous = labels.last {
        if baselines && index == 1 {
          constraints.append(
            label.firstBaselineAnchor.constraint(
              equalTo: previous.lastBaselineAnchor, constant: spacing))
        } else {
          constraints.append(
            label.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: spacing))
        }
      } else {
        constraints.append(label.topAnchor.constraint(equalTo: margins.topAnchor))
      }
      labels.append(label)
    }
    constraints.append(margins.bottomAnchor.constraint(equalTo: labels.last!.bottomAnchor))
    LayoutConstraint.activate(constraints)
    let spare = labels[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
    return (header, labels, spare)
  }

  /// The constants `recipe` computes in full for `target`.
  private func fullConstants(_ recipe: FittingRecipe, target: CGSize) -> [Double]? {
    var constants: [Double] = []
    return recipe.constants(target: target, into: &constants) ? constants : nil
  }

  @Test("a new recipe's constants are the first pass's, read once; a patch drops them")
  func initialConstants() throws {
    let made = header(
      texts: ["Title", "A longer line of text that wraps", "Short"], baselines: true)
    // A width left over from an interrupted fitting: the recipe measures without it.
    made.labels[1].fitting.widthHint = 40
    let target = CGSize(width: 375, height: 0)
    var recipe = FittingRecipe(
      root: made.header, horizontal: .required, vertical: .fittingSizeLevel, target: target)
    #expect(made.labels[1].fitting.widthHint == nil)
    #expect(recipe.hasBaselineRows)
    #expect(recipe.wrappingLabels.count == 2)
    let full = try #require(fullConstants(recipe, target: target))
    #expect(recipe.initialConstants == full)
    #expect(Array(full.suffix(2)) == [-375, 0])
    var taken: [Double] = [1, 2]
    let tookFirst = recipe.takeInitialConstants(into: &taken)
    #expect(tookFirst)
    #expect(taken == full)
    #expect(recipe.initialConstants.isEmpty)
    let tookAgain = recipe.takeInitialConstants(into: &taken)
    #expect(!tookAgain)
    #expect(taken == full)

    var patched = FittingRecipe(
      root: made.header, horizontal: .required, vertical: .fittingSizeLevel, target: target)
    made.spare.isActive = true
    let didPatch = patched.patch(activating: made.spare)
    #expect(didPatch)
    #expect(patched.initialConstants.isEmpty)
    let tookPatched = patched.takeInitialConstants(into: &taken)
    #expect(!tookPatched)
  }

  @Test("without baselines only the wrapping labels' content rows move after a pass")
  func contentRowsOnly() throws {
    let made = header(
      texts: ["Title", "A longer line of text that wraps at narrow widths"], baselines: false)
    let recipe = FittingRecipe(
      root: made.header, horizontal: .required, vertical: .fittingSizeLevel)
    #expect(!recipe.hasBaselineRows)
    let target = CGSize(width: 200, height: 0)
    let first = try #require(fullConstants(recipe, target: target))
    made.labels[1].fitting.widthHint = 90
    defer { made.labels[1].fitting.widthHint = nil }
    var updated = first
    let updatedReady = recipe.constants(afterPassInto: &updated)
    #expect(updatedReady)
    let full = try #require(fullConstants(recipe, target: target))
    #expect(updated == full)
    let moved = updated.indices.filter { updated[$0] != first[$0] }
    // The second label's compression and hugging rows for width and height, of which the
    // width and the height both change when it wraps at 90 instead of one long line.
    #expect(moved.count == 4)
    for index in moved {
      guard case .content(let view, _) = recipe.sources[index] else {
        Issue.record("row \(index) moved but reads \(recipe.sources[index])")
        continue
      }
      #expect(
        recipe.wrappingLabels.contains { $0.contentView == view && $0.contentRows.contains(index) })
    }
  }

  @Test("seeded headers: updating after a pass equals computing every constant again")
  func randomPasses() throws {
    let words = ["one", "two", "three", "wrapping", "label", "header", "text", "width"]
    for seed in UInt64(1)...40 {
      var random = SplitMix64(seed: seed)
      let count = Int.random(in: 2...5, using: &random)
      let texts = (0..<count).map { _ in
        (0..<Int.random(in: 1...12, using: &random)).map { _ in
          words[Int.random(in: 0..<words.count, using: &random)]
        }.joined(separator: " ")
      }
      let made = header(
        texts: texts, spacing: Double(Int.random(in: 0...12, using: &random)),
        baselines: Bool.random(using: &random))
      let target = CGSize(width: Double(Int.random(in: 120...420, using: &random)), height: 0)
      var recipe = FittingRecipe(
        root: made.header, horizontal: .required, vertical: .fittingSizeLevel, target: target)
      var constants: [Double] = []
      let took = recipe.takeInitialConstants(into: &constants)
      #expect(took, "seed \(seed)")
      #expect(constants == fullConstants(recipe, target: target), "seed \(seed)")
      for _ in 0..<3 {
        for entry in recipe.wrappingLabels {
          entry.label.fitting.widthHint = Double(Int.random(in: 30...300, using: &random))
        }
        let ready = recipe.constants(afterPassInto: &constants)
        #expect(ready, "seed \(seed)")
        let full = fullConstants(recipe, target: target)
        #expect(constants == full, "seed \(seed): after a pass \(constants), in full \(full ?? [])")
      }
      for entry in recipe.wrappingLabels { entry.label.fitting.widthHint = nil }
    }
  }

  @Test("moving the target rows gives the constants computed in full for the new target")
  func retargetRows() throws {
    let made = header(texts: ["Title", "Some wrapping text here"], baselines: true)
    let recipe = FittingRecipe(
      root: made.header, horizontal: .required, vertical: .fittingSizeLevel)
    var constants = try #require(fullConstants(recipe, target: CGSize(width: 320, height: 0)))
    recipe.retarget(CGSize(width: 414, height: 12), constants: &constants)
    #expect(constants == fullConstants(recipe, target: CGSize(width: 414, height: 12)))
    #expect(Array(constants.suffix(2)) == [-414, -12])
  }

  @Test("new targets reuse the first pass's constants until a change in the subtree")
  func retargetedFits() {
    let made = header(
      texts: ["Title", "A longer line of text that wraps at narrow widths", "Short"],
      baselines: false)
    func fit(_ width: Double) -> (cached: CGSize, fresh: CGSize) {
      made.header.tableHeaderFits(width: width)
    }
    var sizes: [CGSize] = []
    for width in [320.0, 200, 150, 375] {
      let result = fit(width)
      #expect(result.cached == result.fresh, "at \(width)")
      sizes.append(result.cached)
    }
    #expect(sizes.map(\.width) == [320, 200, 150, 375])
    // 22 pt more between the first two labels: seen at a width fitted before.
    made.header.constraints.first { $0.constant == 8 }?.constant = 30
    let afterChange = fit(375)
    #expect(afterChange.cached == afterChange.fresh)
    #expect(afterChange.cached.height == sizes[3].height + 22)
    made.labels[2].text = "Short text grown long enough to wrap onto a second line"
    let afterText = fit(180)
    #expect(afterText.cached == afterText.fresh)
    #expect(made.header.fitting.session?.recipes.builds == 1)
  }
}
