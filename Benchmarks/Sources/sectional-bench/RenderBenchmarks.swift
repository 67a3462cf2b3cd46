import Foundation
import Sectional
import SectionalCairo
import SectionalGraphics
import SectionalRecipes
import SectionalViews

/// The render suite: full frames of the gallery's scenes at 390×844 @2x through Cairo.
///
/// Workload letters: C custom-header, G grouped-colors, H header-fits, S starcraft,
/// N news-ads, A contacts (A–Z). N is the number of frames in a scroll pass that starts at
/// the top and steps 20 pt (wrapping at the end of the content). A frame is what a host does
/// per scroll step: set the offset, lay the window out, draw the view tree into a display
/// list and replay it onto a 780×1688 pixel `CairoCanvas` made once per pass and cleared to
/// white every frame, as a host's back buffer is; PNG encoding and copying the pixels out are
/// not included. Text goes through `PangoTextMetrics` with the project's fonts; the pass
/// reports the text-layout cache hit rate (goal ≥ 95 %) and the share of text runs drawn with
/// a Pango layout kept from an earlier frame ("drawn text hits"). The measurement cache and the
/// renderer's image and text caches are emptied before each repetition, so every pass pays
/// for its first decodes and layouts. The checksum is the number of draw commands over the
/// pass.
enum RenderSuite: BenchmarkSuite {
  static let name = "render"
  static let summary = "full frames of the six gallery scenes at 390x844 @2x (C G H S N A)"

  /// The scenes by workload letter, in run order.
  @MainActor static let scenes: [(Character, any TableScene.Type)] = [
    ("C", CustomHeaderScene.self), ("G", GroupedColorsScene.self), ("H", HeaderFitsScene.self),
    ("S", StarcraftScene.self), ("N", NewsAdsScene.self), ("A", ContactsScene.self),
  ]

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "CGHSNA"
    let sizes = options.sizes ?? [60]
    try MainActor.assumeIsolated {
      for letter in letters where !scenes.contains(where: { $0.0 == letter }) {
        throw BenchmarkFailure("render: unknown workload '\(letter)' (use letters from CGHSNA)")
      }
      _ = FontConfiguration.useProjectFontConfiguration()
      try Artwork.installForBenchmarks()
      for (letter, scene) in scenes where letters.contains(letter) {
        try harness.sweep(suite: name, workload: String(letter), sizes: sizes) { frames in
          try scrollPass(scene, frames: frames)
        }
      }
    }
  }

  /// Renders `frames` frames of a new `scene` while scrolling, and times them.
  @MainActor
  static func scrollPass(_ scene: any TableScene.Type, frames: Int) throws -> Sample {
    let metrics = PangoTextMetrics.shared
    metrics.removeAllCachedLayouts()
    CairoRenderer.removeAllCachedResources()
    let size = CGSize(width: 390, height: 844)
    let shown = scene.init(size: size, textMeasurer: metrics)
    let canvas = try CairoCanvas(size: size, renderer: CairoRenderer(scale: 2, background: .white))
    let before = metrics.cacheStatistics
    let clock = ContinuousClock()
    var commands = 0
    var offset = 0.0
    let elapsed = try clock.measure {
      for _ in 0..<frames {
        shown.scroll(to: offset)
        let list = shown.window.render()
        commands += list.commands.count
        blackHole(try canvas.draw(list))
        offset = offset + 20 > shown.maximumOffset ? 0 : offset + 20
      }
    }
    let after = metrics.cacheStatistics
    let drawn = CairoRenderer.cacheStatistics
    let drawnLookups = Double(drawn.textHits + drawn.textLayouts)
    let hits = Double(after.hits - before.hits)
    let lookups = hits + Double(after.misses - before.misses)
    let seconds = elapsed.seconds
    return Sample(
      timed: seconds, checksum: Double(commands), constraints: 0,
      figures: [
        Figure(key: "ms_per_frame", value: seconds / Double(frames) * 1e3, unit: "ms/frame"),
        Figure(
          key: "text_cache_hit_rate", name: "text cache hits",
          value: lookups == 0 ? 100 : hits / lookups * 100, unit: "%"),
        Figure(
          key: "drawn_text_hit_rate", name: "drawn text hits",
          value: drawnLookups == 0 ? 100 : Double(drawn.textHits) / drawnLookups * 100, unit: "%"),
      ])
  }
}
