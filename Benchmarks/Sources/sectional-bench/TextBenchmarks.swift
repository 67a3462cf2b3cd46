import Foundation
import SectionalCairo
import SectionalGraphics
import SectionalViews

/// The text suite: one label with no line limit (`numberOfLines = 0`) holding N characters,
/// measured and drawn through Pango (issue 21: huge text stays near-linear and bounded by what
/// can be shown).
///
/// Workload letters: W words (a fixed cycle of ordinary words, wrapping at spaces), L one
/// unbroken word. N is the text's length in characters (ASCII, so also UTF-8 bytes). Each
/// repetition empties the measurement and drawing caches, then times four phases in a
/// 390 × 844 pt window at @2x, 13 pt system font, 358 pt wide:
/// - `measure`: the intrinsic size with `preferredMaxLayoutWidth` 358 pt, the whole text
///   wrapped;
/// - `bounded`: a frame of another label, never measured, 600 pt tall (the text shows as many
///   lines as fit);
/// - `clip first`: a frame of the measured label at its full height inside a scroll view
///   scrolled to the middle of the text (only what the scroll view shows is on screen);
/// - `clip next`: the next frame, 20 pt further down.
///
/// A frame lays the window out, draws its display list and replays it onto a back buffer
/// made once per repetition. The checksum is the measured height; the figure `lines` is it
/// over the font's line height.
enum TextSuite: BenchmarkSuite {
  static let name = "text"
  static let summary = "a label with no line limit holding N chars: words (W), one word (L)"

  /// The workload letters, in run order.
  static let workloads: [Character] = ["W", "L"]
  /// The width the label wraps at.
  static let width = 358.0

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "WL"
    let sizes = options.sizes ?? [16_384, 65_536, 262_144, 1_048_576]
    try MainActor.assumeIsolated {
      for letter in letters where !workloads.contains(letter) {
        throw BenchmarkFailure("text: unknown workload '\(letter)' (use letters from WL)")
      }
      _ = FontConfiguration.useProjectFontConfiguration()
      Label.defaultTextMeasurer = PangoTextMetrics.shared
      for letter in workloads where letters.contains(letter) {
        try harness.sweep(suite: name, workload: String(letter), sizes: sizes) { count in
          try pass(text: text(letter, count: count))
        }
      }
    }
  }

  /// `count` characters of words (`W`) or of one word (`L`).
  static func text(_ letter: Character, count: Int) -> String {
    let unit = letter == "L" ? "abcdefghij" : "lorem ipsum dolor sit amet, consectetur adipiscing "
    let repeated = String(repeating: unit, count: count / unit.count + 1)
    return String(repeated.prefix(count))
  }

  /// Measures and draws `text` in a label with no line limit, timing each phase.
  @MainActor
  static func pass(text: String) throws -> Sample {
    let metrics = PangoTextMetrics.shared
    metrics.removeAllCachedLayouts()
    CairoRenderer.removeAllCachedResources()
    let size = CGSize(width: 390, height: 844)
    let canvas = try CairoCanvas(size: size, renderer: CairoRenderer(scale: 2, background: .white))
    let font = Font.systemFont(ofSize: 13)
    func makeLabel() -> Label {
      let label = Label()
      label.font = font
      label.numberOfLines = 0
      label.text = text
      return label
    }
    let window = Window(frame: CGRect(origin: .zero, size: size))
    window.textMeasurer = metrics
    let clock = ContinuousClock()
    func frame() throws {
      window.layoutIfNeeded()
      blackHole(try canvas.draw(window.render()))
    }

    let measured = makeLabel()
    measured.preferredMaxLayoutWidth = width
    var fitted = CGSize.zero
    let measure = clock.measure { fitted = measured.intrinsicContentSize }

    let bounded = makeLabel()
    bounded.frame = CGRect(x: 16, y: 100, width: width, height: 600)
    window.rootView = bounded
    let boundedTime = try clock.measure { try frame() }

    let scrollView = ScrollView(frame: CGRect(origin: .zero, size: size))
    measured.frame = CGRect(x: 16, y: 0, width: width, height: fitted.height)
    scrollView.addSubview(measured)
    scrollView.contentSize = CGSize(width: size.width, height: fitted.height)
    scrollView.contentOffset = CGPoint(x: 0, y: (fitted.height / 2).rounded(.down))
    window.rootView = scrollView
    let clipFirst = try clock.measure { try frame() }
    scrollView.contentOffset.y += 20
    let clipNext = try clock.measure { try frame() }

    let lineHeight = metrics.layout(
      "X", font: font, maxWidth: nil, numberOfLines: 1,
      lineBreakMode: .byClipping
    ).lineHeight
    let phases = [measure, boundedTime, clipFirst, clipNext].map(\.seconds)
    return Sample(
      timed: phases.reduce(0, +), checksum: fitted.height, constraints: 0,
      figures: [
        Figure(key: "measure_ms", name: "measure", value: phases[0] * 1e3, unit: "ms"),
        Figure(key: "bounded_ms", name: "bounded", value: phases[1] * 1e3, unit: "ms"),
        Figure(key: "clip_first_ms", name: "clip first", value: phases[2] * 1e3, unit: "ms"),
        Figure(key: "clip_next_ms", name: "clip next", value: phases[3] * 1e3, unit: "ms"),
        Figure(
          key: "lines", name: "", value: (fitted.height / lineHeight).rounded(), unit: "lines"),
      ])
  }
}
