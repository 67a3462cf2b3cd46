import CPangoCairo
import SectionalGraphics
import Synchronization

/// The one Pango font map, context and set of font options that SectionalCairo measures and
/// draws with.
///
/// Measured text only matches drawn text when both use the same font options
/// (Documentation/LinuxRendering.md § Measured equals drawn): hint style none,
/// hint metrics off, grey antialiasing. Layouts are made from this context for measuring
/// *and* drawing; drawing shows the very same layout on the target `cairo_t`, so line breaks
/// and advances cannot differ. The context's language is fixed to `en-US` and glyph
/// positions are not rounded to whole points, so layouts do not depend on the locale or on
/// the drawing scale.
///
/// Text blocks laid out for drawing are kept by request (``withDrawnBlock(_:_:)``), so
/// redrawing a string in the same box, frame after frame, shapes it once.
///
/// `@unchecked Sendable`: Pango objects are not thread-safe, so every use of the C pointers goes
/// through ``withContext(_:)`` or ``withDrawnBlock(_:_:)``, which hold one process-wide lock
/// (Documentation/LinuxRendering.md § C pointers under strict concurrency). The pointers live for
/// the whole process and are never freed.
final class PangoEngine: @unchecked Sendable {
  /// The process-wide engine.
  static let shared = PangoEngine()

  /// The most text blocks kept for drawing; when full, the blocks are all dropped before the
  /// next one is stored, as ``PangoTextMetrics``'s cache does.
  static let drawnBlockCapacity = 1_024

  private let lock = Mutex(())
  /// The blocks kept for drawing; guarded by `lock`.
  private var drawn = DrawnBlocks()
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  /// The cairo font options used for measuring and drawing.
  let fontOptions: OpaquePointer
  /// Whether the font map was pinned to the project's fonts file.
  let isPinned: Bool

  private init() {
    fontMap = pango_cairo_font_map_new()
    isPinned =
      FontConfiguration.isProjectFilePresent
      && FontconfigBridge.pin(fontMap, toConfigurationFile: FontConfiguration.projectFilePath)
    fontOptions = cairo_font_options_create()
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    context = pango_font_map_create_context(fontMap)
    pango_cairo_context_set_font_options(context, fontOptions)
    pango_cairo_context_set_resolution(context, 96)
    pango_context_set_language(context, pango_language_from_string("en-us"))
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    pango_context_set_round_glyph_positions(context, 0)
    FontFamilies.register(familyNames())
  }

  /// Runs `body` with the shared context while holding the engine's lock.
  ///
  /// `body` must not call back into the engine, and must not keep any pointer it derives
  /// from the context.
  func withContext<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try lock.withLock { _ in try body(context) }
  }

  /// Runs `body` with the text block for `request`, laid out by the shared context on first
  /// use and kept for later draws, while holding the engine's lock.
  ///
  /// `body` must not call back into the engine, and must not keep the block.
  ///
  /// - Complexity: O(1) for a request drawn before; otherwise Pango's layout.
  func withDrawnBlock<Result>(_ request: TextRequest, _ body: (PangoTextBlock) -> Result)
    -> Result
  {
    lock.withLock { _ in
      if let block = drawn.blocks[request] {
        drawn.hits += 1
        return body(block)
      }
      let block = PangoTextBlock(request, context: context)
      drawn.misses += 1
      if drawn.blocks.count >= Self.drawnBlockCapacity {
        drawn.blocks.removeAll(keepingCapacity: true)
      }
      drawn.blocks[request] = block
      return body(block)
    }
  }

  /// How often ``withDrawnBlock(_:_:)`` found a kept block (hits) or laid one out (misses).
  var drawnBlockStatistics: (hits: Int, misses: Int, count: Int) {
    lock.withLock { _ in (drawn.hits, drawn.misses, drawn.blocks.count) }
  }

  /// Drops every kept text block and resets the counters.
  func removeAllDrawnBlocks() {
    lock.withLock { _ in drawn = DrawnBlocks() }
  }

  /// The names of the font families the engine's font map can use, sorted.
  ///
  /// - Complexity: O(f log f) for f families.
  func familyNames() -> [String] {
    lock.withLock { _ in
      var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
      var count: Int32 = 0
      pango_font_map_list_families(fontMap, &families, &count)
      defer { g_free(families) }
      guard let families else { return [] }
      return (0..<Int(count)).compactMap { index in
        families[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
      }.sorted()
    }
  }
}

/// The text blocks kept for drawing, with counters; guarded by ``PangoEngine``'s lock.
struct DrawnBlocks {
  var blocks: [TextRequest: PangoTextBlock] = [:]
  var hits = 0
  var misses = 0
}
