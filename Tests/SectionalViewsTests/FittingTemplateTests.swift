import SectionalGraphics
import SectionalRecipes
import SectionalTestSupport
import Testing

@testable import SectionalViews

/// The layout template cache: fittings through shared, constant-moved solvers equal fresh
/// solves of the classic engine.
@MainActor
@Suite struct FittingTemplateTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  @Test("a second header of the same class reuses the first one's solver: no rebuild, no solve")
  func sharedAcrossViews() {
    let first = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    first.labels[0].text = "A title nobody else uses \(#line)"
    _ = first.tableHeaderFits(width: 333)
    let second = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    second.labels[0].text = "A title nobody else uses \(#line)"
    let result = second.tableHeaderFits(width: 333)
    #expect(result.cached == result.fresh)
    #expect(second.fittingStatistics.rebuilds == 0)
    #expect(second.fittingStatistics.additions == 0)
    // Same constants as the first header's fit: the solver's values are still current.
    #expect(second.fittingStatistics.constantUpdates == 0)
    #expect(second.fittingStatistics.solves == 0)
  }

  @Test("a baseline-aligned header goes through the template too: its twin adds nothing")
  func baselineShared() {
    let (first, _) = makeBaselineHeader()
    let (second, _) = makeBaselineHeader()
    let one = first.tableHeaderFits(width: 301)
    let two = second.tableHeaderFits(width: 301)
    #expect(one.cached == one.fresh)
    #expect(two.cached == two.fresh)
    #expect(second.fittingStatistics.additions == 0)
    #expect(second.fittingStatistics.rebuilds == 0)
  }

  @Test("an unsatisfiable header falls back to the classic engine, which breaks and logs")
  func unsatisfiableFallsBack() {
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(child)
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 10),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.topAnchor.constraint(equalTo: header.topAnchor),
      child.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -7),
      child.heightAnchor.constraint(equalToConstant: 5),
    ])
    let log = LogCapture()
    let size = header.systemLayoutSizeFitting(
      CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 100, height: 12))
    #expect(log.messages.contains { $0.contains("Unable to simultaneously satisfy") })
    #expect(header.fittingStatistics.brokenConstraints == 1)
  }

  /// A header with a horizontal stack of two labels aligned on their first baselines, so
  /// that baseline constants take part.
  private func makeBaselineHeader() -> (View, [Label]) {
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let labels = [Label(), Label()]
    labels[0].font = .boldSystemFont(ofSize: 22)
    labels[1].numberOfLines = 0
    for label in labels { label.text = "Baseline" }
    let stack = StackView(arrangedSubviews: labels)
    stack.alignment = .firstBaseline
    stack.spacing = 6
    stack.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(stack)
    let margins = header.layoutMarginsGuide
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    return (header, labels)
  }

  @Test("seeded edits of the seed headers fit as fresh solves do")
  func randomEdits() {
    let words = ["Elves", "of", "the", "Western", "Woods", "and", "Dwarves", "", "Zerg", "a"]
    for seed in UInt64(1)...24 {
      var random = SplitMix64(seed: seed)
      func text() -> String {
        (0..<Int.random(in: 0...12, using: &random)).map { _ in
          words.randomElement(using: &random)!
        }.joined(separator: " ")
      }
      let races = (0..<2).map { _ in
        RaceHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 66))
      }
      let fours = (0..<2).map { _ in
        FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      }
      let baselines = (0..<2).map { _ in makeBaselineHeader() }
      for step in 0..<25 {
        let baseline = baselines[step % 2]
        let width = Double(Int.random(in: 200...500, using: &random))
        let race = races[step % 2]
        let four = fours[step % 2]
        switch Int.random(in: 0..<11, using: &random) {
        case 9: baseline.1[Int.random(in: 0..<2, using: &random)].text = text()
        case 10:
          baseline.1[0].font = .systemFont(ofSize: Double(Int.random(in: 10...30, using: &random)))
        case 0: race.label.text = text()
        case 1: four.labels[Int.random(in: 0..<4, using: &random)].text = text()
        case 2:
          four.labels[Int.random(in: 0..<4, using: &random)].numberOfLines =
            Int.random(in: 0...2, using: &random)
        case 3:
          let label = four.labels[Int.random(in: 1..<4, using: &random)]
          label.isHidden.toggle()
        case 4:
          four.layoutMargins = EdgeInsets(all: Double(Int.random(in: 0...20, using: &random)))
        case 5:
          (four.subviews.first as? StackView)?.spacing = Double(
            Int.random(in: 0...12, using: &random))
        case 6:
          race.constraints.randomElement(using: &random)!.constant =
            Double(Int.random(in: -10...30, using: &random))
        case 7:
          four.semanticContentAttribute =
            Bool.random(using: &random) ? .forceRightToLeft : .unspecified
        default:
          race.label.font = .systemFont(ofSize: Double(Int.random(in: 10...30, using: &random)))
        }
        for view in [race as View, four, baseline.0] {
          let result = view.tableHeaderFits(width: width)
          #expect(
            result.cached == result.fresh,
            "seed \(seed) step \(step): \(type(of: view)) at \(width) fitted \(result.cached), fresh \(result.fresh)"
          )
        }
      }
    }
  }
}
