import Foundation
import Sectional
import SectionalGraphics
import SectionalRecipes
import SectionalTerminal
import SectionalViews

/// The terminal suite: bytes the terminal writer sends for one-row scroll steps of the
/// gallery's scenes, with scroll regions and without, against the minimal diff of changed
/// cells.
///
/// Workload letters as in the render suite: C custom-header, G grouped-colors, H
/// header-fits, S starcraft, N news-ads, A contacts. Each scene is shown at 80 × 24 cells
/// (640 × 384 pt at 8 × 16 pt per cell) with text measured in cells and the table adapted to
/// the terminal (`adaptToTerminal()`); images are placeholder blocks (the bench decodes no
/// PNG). N is the number of steps: each scrolls the table one cell row (16 pt) down, lays
/// out, draws the display list, rasterises it and lets `TerminalWriter` (truecolor) write
/// the frame; at the end of the content the pass wraps to the top, and that jump is not
/// counted. The timed phase is the step (layout, draw, rasterise, write with scroll
/// regions). Outside it, a second writer with scroll regions off writes the same grids (the
/// cell diff) and ``MinimalDiff`` computes the minimal cell diff (one shortest cursor move
/// per run of changed cells, the run's characters, an SGR with only the changed parameters
/// where the style changes, the first style free). Goals: the cell diff ≤ 2 × the minimal
/// (a larger ratio fails the suite); with scroll regions ≤ 0.3 × the minimal (issue 20).
enum TerminalSuite: BenchmarkSuite {
  static let name = "terminal"
  static let summary =
    "bytes per one-row scroll step, scroll regions and cell diff vs the minimal (C G H S N A)"

  /// The grid size the scenes are shown at.
  static let columns = 80
  /// The grid height in rows.
  static let rows = 24

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "CGHSNA"
    let sizes = options.sizes ?? [100]
    try MainActor.assumeIsolated {
      for letter in letters where !RenderSuite.scenes.contains(where: { $0.0 == letter }) {
        throw BenchmarkFailure("terminal: unknown workload '\(letter)' (use letters from CGHSNA)")
      }
      for (letter, scene) in RenderSuite.scenes where letters.contains(letter) {
        try harness.sweep(suite: name, workload: String(letter), sizes: sizes) { steps in
          try scrollPass(scene, steps: steps, letter: letter)
        }
      }
    }
  }

  /// Scrolls a new `scene` `steps` rows, one row per step, and measures bytes and time.
  @MainActor
  static func scrollPass(_ scene: any TableScene.Type, steps: Int, letter: Character) throws
    -> Sample
  {
    let scale = CellScale.standard
    let shown = scene.init(
      size: scale.size(columns: columns, rows: rows), textMeasurer: CellTextMetrics(scale: scale))
    shown.tableView.adaptToTerminal(cellHeight: scale.height)
    shown.window.layoutIfNeeded()
    let rasterizer = CellRasterizer(scale: scale)
    var writer = TerminalWriter(colorMode: .trueColor)
    var cellWriter = TerminalWriter(colorMode: .trueColor)
    cellWriter.usesScrollRegions = false
    var previous = rasterizer.rasterize(shown.window.render(), columns: columns, rows: rows)
    _ = writer.frame(previous)
    _ = cellWriter.frame(previous)
    var ours = 0
    var cells = 0
    var minimal = 0
    var counted = 0
    var timed = 0.0
    let clock = ContinuousClock()
    var offset = 0.0
    for _ in 0..<steps {
      let wraps = offset + scale.height > shown.maximumOffset
      offset = wraps ? 0 : offset + scale.height
      var grid = previous
      var bytes: [UInt8] = []
      timed +=
        clock.measure {
          shown.scroll(to: offset)
          grid = rasterizer.rasterize(shown.window.render(), columns: columns, rows: rows)
          bytes = writer.frame(grid)
        }.seconds
      let cellBytes = cellWriter.frame(grid).count
      if !wraps {
        ours += bytes.count
        cells += cellBytes
        minimal += MinimalDiff.bytes(from: previous, to: grid, colorMode: .trueColor)
        counted += 1
      }
      previous = grid
    }
    let ratio = minimal == 0 ? 1 : Double(ours) / Double(minimal)
    let cellRatio = minimal == 0 ? 1 : Double(cells) / Double(minimal)
    if cellRatio > 2 {
      throw BenchmarkFailure(
        "terminal \(letter): the cell diff wrote \(cells) bytes for \(minimal) minimal"
          + " (ratio \(cellRatio) > 2)")
    }
    let perStep = Double(max(counted, 1))
    return Sample(
      timed: timed, checksum: Double(ours), constraints: 0,
      figures: [
        Figure(key: "bytes_per_step", name: "ours", value: Double(ours) / perStep, unit: "B/step"),
        Figure(
          key: "cell_bytes_per_step", name: "cell diff", value: Double(cells) / perStep,
          unit: "B/step"),
        Figure(
          key: "minimal_bytes_per_step", name: "minimal", value: Double(minimal) / perStep,
          unit: "B/step"),
        Figure(key: "ratio", name: "ours/minimal", value: ratio, unit: "x"),
        Figure(key: "cell_ratio", name: "cell/minimal", value: cellRatio, unit: "x"),
        Figure(
          key: "scroll_frames", name: "region scrolls", value: Double(writer.scrollCount),
          unit: "frames"),
        Figure(key: "ms_per_step", value: timed / Double(max(steps, 1)) * 1e3, unit: "ms/step"),
      ])
  }
}
