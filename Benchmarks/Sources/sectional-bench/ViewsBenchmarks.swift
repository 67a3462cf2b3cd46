import SectionalGraphics
import SectionalRecipes
import SectionalViews

/// The views suite: `systemLayoutSizeFitting` of the seed headers, per call.
///
/// Workload names are a header letter and a mode digit: `R` is recipe 003's `RaceHeaderView`,
/// `F` recipe 002's `FourLabelHeader`; mode 0 fits a newly made view (the first fit, engine
/// creation and label measurement included, construction excluded; the stack view's
/// `updateConstraints`, which makes and activates its constraints, is also reported apart),
/// 1 is a cold fit of a
/// kept view after a structural change (one constraint deactivated and activated again, both
/// timed with the fit: the fitting recipe follows each in place, and the fit finds the
/// template of the resulting shape), 2 a new target on a kept view (the solver moves two
/// constants in place; six widths cycle, more than the result cache holds), 3 a warm call
/// (the cached result) and 4 a fit after a label's text changed (two texts alternate; the
/// change itself, which the fitting solver follows in place, is timed with the fit). N is
/// the number of fits per repetition. Text is measured by `FixedTextMetrics` (no real text
/// measurement), through `TimedTextMetrics`, which times its calls: `no_text_us` is the time
/// per fit with that measurement subtracted (the issue's goal excludes text measurement).
/// Every result is checked against a newly made view's fitting.
enum ViewsSuite: BenchmarkSuite {
  static let name = "views"
  static let summary =
    "systemLayoutSizeFitting of the race and four-label headers (R/F, modes 0-4: RF14)"

  /// The header letters, in run order.
  static let headers: [Character] = ["R", "F"]

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "RF"
    for letter in letters where !headers.contains(letter) && !letter.isNumber {
      throw BenchmarkFailure(
        "views: unknown workload '\(letter)' (use letters from RF, digits 0-4 for modes)")
    }
    let digits = letters.compactMap(\.wholeNumberValue)
    let modes = FittingMode.allCases.filter { digits.isEmpty || digits.contains($0.rawValue) }
    let sizes = options.sizes ?? [200]
    try MainActor.assumeIsolated {
      Label.defaultTextMeasurer = TimedTextMetrics.shared
      for letter in headers where letters.contains(letter) {
        for mode in modes {
          try harness.sweep(
            suite: name, workload: "\(letter)\(mode.rawValue)", sizes: sizes
          ) { calls in
            try ViewsWorkload(letter: letter, mode: mode).run(calls: calls)
          }
        }
      }
    }
  }
}

/// What a fitting call finds when it starts.
enum FittingMode: Int, CaseIterable {
  /// A newly made view: nothing built, nothing measured.
  case first
  /// A kept view whose subtree changed since its last fitting.
  case cold
  /// A kept view, unchanged, asked for a target it has not cached.
  case retarget
  /// A kept view asked again for the same target.
  case warm
  /// A kept view whose label text just changed.
  case edited
}

/// One header and one mode of the views suite.
@MainActor
struct ViewsWorkload {
  /// `R` or `F`.
  let letter: Character
  /// The mode.
  let mode: FittingMode

  /// The widths the calls use: one for every mode but `retarget`, which cycles six.
  var widths: [Double] { mode == .retarget ? [320, 340, 360, 375, 390, 414] : [375] }

  /// The two texts the `edited` mode alternates between.
  static let texts = ["Elves of the Western Woods", "Dwarves"]

  /// A newly made header of this workload's kind, showing text `variant`.
  func makeHeader(variant: Int = 0) -> View {
    let view =
      letter == "R"
      ? RaceHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 66))
      : FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setText(of: view, variant: variant)
    return view
  }

  /// Shows text `variant` in the header's edited label (the race name, or the last label).
  func setText(of view: View, variant: Int) {
    let text = ViewsWorkload.texts[variant]
    if let race = view as? RaceHeaderView { race.label.text = text }
    if let four = view as? FourLabelHeader { four.labels[3].text = text }
  }

  /// The table-header fitting: the width required, the height as small as allowed.
  func fit(_ view: View, width: Double) -> CGSize {
    view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Runs `calls` fittings and returns the timed sample, checking every result.
  func run(calls: Int) throws -> Sample {
    let widths = self.widths
    let variants = mode == .edited ? [1, 0] : [0]
    let expected = (0..<max(widths.count, variants.count)).map { index in
      fit(
        makeHeader(variant: variants[index % variants.count]),
        width: widths[index % widths.count])
    }
    var results: [CGSize] = []
    results.reserveCapacity(calls)
    let clock = ContinuousClock()
    var timed = Duration.zero
    let measurer = TimedTextMetrics.shared
    var measuring = Duration.zero
    var updating = Duration.zero
    var measurements = 0
    var statistics = LayoutStatistics()
    switch mode {
    case .first:
      for call in 0..<calls {
        let view = makeHeader()
        let (spent, count) = (measurer.elapsed, measurer.calls)
        let start = clock.now
        view.updateConstraintsIfNeeded()
        let updated = clock.now
        results.append(fit(view, width: widths[call % widths.count]))
        timed += clock.now - start
        updating += updated - start
        measuring += measurer.elapsed - spent
        measurements += measurer.calls - count
        statistics.add(view.fittingStatistics)
      }
    case .cold, .retarget, .warm, .edited:
      let view = makeHeader()
      for width in widths { _ = fit(view, width: width) }
      let before = view.fittingStatistics
      let (spent, count) = (measurer.elapsed, measurer.calls)
      defer {
        measuring = measurer.elapsed - spent
        measurements = measurer.calls - count
      }
      if mode == .cold {
        let constraint = view.constraints[0]
        let start = clock.now
        for call in 0..<calls {
          constraint.isActive = false
          constraint.isActive = true
          results.append(fit(view, width: widths[call % widths.count]))
        }
        timed = clock.now - start
      } else if mode == .edited {
        let start = clock.now
        for call in 0..<calls {
          setText(of: view, variant: variants[call % variants.count])
          results.append(fit(view, width: widths[0]))
        }
        timed = clock.now - start
      } else {
        let start = clock.now
        for call in 0..<calls { results.append(fit(view, width: widths[call % widths.count])) }
        timed = clock.now - start
      }
      statistics = difference(view.fittingStatistics, before)
    }
    for (call, size) in results.enumerated() where size != expected[call % expected.count] {
      throw BenchmarkFailure(
        "views \(letter)\(mode.rawValue): call \(call) fitted \(size), a new view fits "
          + "\(expected[call % expected.count])")
    }
    blackHole(results)
    let perCall = Double(calls)
    let update =
      mode == .first
      ? [
        Figure(
          key: "update_us", name: "of which updateConstraints",
          value: updating.seconds / perCall * 1e6, unit: "µs/fit"),
        Figure(
          key: "fit_no_text_us", name: "fit alone without text",
          value: (timed - updating - measuring).seconds / perCall * 1e6, unit: "µs/fit"),
      ] : []
    return Sample(
      timed: timed.seconds, checksum: expected[0].height, constraints: 0,
      figures: [
        Figure(key: "per_fit_us", value: timed.seconds / perCall * 1e6, unit: "µs/fit"),
        Figure(
          key: "no_text_us", name: "without text",
          value: (timed - measuring).seconds / perCall * 1e6, unit: "µs/fit"),
        Figure(
          key: "measurements_per_fit", name: "text",
          value: Double(measurements) / perCall, unit: "measurements/fit"),
        Figure(
          key: "solver_calls_per_fit", name: "solver",
          value: Double(statistics.solverCalls) / perCall, unit: "calls/fit"),
      ] + update)
  }

  /// The work in `after` that was not yet in `before`.
  private func difference(_ after: LayoutStatistics, _ before: LayoutStatistics)
    -> LayoutStatistics
  {
    var result = LayoutStatistics()
    result.rebuilds = after.rebuilds - before.rebuilds
    result.additions = after.additions - before.additions
    result.removals = after.removals - before.removals
    result.constantUpdates = after.constantUpdates - before.constantUpdates
    result.solves = after.solves - before.solves
    result.cachedFittings = after.cachedFittings - before.cachedFittings
    return result
  }
}

/// `FixedTextMetrics` with a stopwatch: the time and number of its measurements, so that the
/// views suite can report fitting time without text measurement.
final class TimedTextMetrics: TextMeasuring, @unchecked Sendable {
  /// The one instance the suite installs (the benchmark runs on the main thread only).
  static let shared = TimedTextMetrics()
  /// The measurer timed.
  private let base = FixedTextMetrics()
  /// The clock.
  private let clock = ContinuousClock()
  /// The time spent measuring so far.
  private(set) var elapsed = Duration.zero
  /// The measurements so far.
  private(set) var calls = 0

  func layout(
    _ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout {
    let start = clock.now
    let layout = base.layout(
      text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    elapsed += clock.now - start
    calls += 1
    return layout
  }
}
