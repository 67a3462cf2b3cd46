import CPangoCairo
import SectionalGraphics

/// What a replay did besides drawing: counts, and images that could not be drawn.
public struct CairoReplayReport: Hashable, Sendable {
  /// The number of commands replayed.
  public var commandCount = 0
  /// The number of text runs drawn.
  public var textRunCount = 0
  /// The paths of images that Cairo could not read as PNG (nothing is drawn for them), in
  /// the order they were met.
  public var unreadableImages: [String] = []
  /// The number of pops skipped because no group of their kind was open.
  public var unmatchedPops = 0

  /// Creates an empty report.
  public init() {}
}

extension CairoRenderer {
  /// Replays `displayList` on the Cairo context `cr`, in the context's current coordinate
  /// space (user-space units are points).
  ///
  /// The surface behind `cr` does not matter: an image surface, a GTK drawing area's
  /// context, a PDF. The context's state is saved first and restored afterwards; groups
  /// still open at the end of the list are closed. A pop with no open group of its kind is
  /// skipped and counted (``render(_:size:)`` rejects such lists before drawing). Text is
  /// drawn with the shared Pango context's font options (set on `cr` too), so it matches
  /// ``PangoTextMetrics``.
  ///
  /// The caller must own `cr` and not use it from another thread during the call.
  ///
  /// - Complexity: O(n) commands, plus the pixels each covers.
  @discardableResult
  public static func replay(_ displayList: DisplayList, on cr: OpaquePointer) -> CairoReplayReport {
    var replayer = CairoReplayer(cr: cr)
    cairo_save(cr)
    cairo_set_font_options(cr, PangoEngine.shared.fontOptions)
    let commands = displayList.commands
    for index in commands.indices {
      replayer.replay(commands, at: index)
    }
    replayer.closeOpenGroups()
    cairo_restore(cr)
    return replayer.report
  }
}
