/// When one frame of a ``GTKHost`` was drawn, and how long after the input that caused it.
///
/// Times are seconds on GLib's monotonic clock (`g_get_monotonic_time`), the clock GTK's
/// frame clock and the host's event timestamps use. The draw func rasterises the frame into
/// the host's frame buffer and records one paint of it into GTK's context (a Cairo recording
/// surface with GSK's Cairo renderer); GSK copies it to the window afterwards. ``drawEnd``
/// includes the rasterising, ``paintEnd`` (the frame clock's `after-paint`) also GSK's copy
/// and the upload to the display.
public struct GTKFrameTiming: Hashable, Sendable {
  /// When the oldest input event not yet drawn arrived, or `nil` when the frame was not
  /// caused by input (a resize, an animation tick, an expose).
  public var inputTime: Double?
  /// Seconds spent in the content's `send(_:pointer:)` for the input events drawn in this
  /// frame (their layout work included); 0 when no input caused the frame.
  public var inputHandling: Double
  /// When the draw func started.
  public var drawStart: Double
  /// When the content's `render()` returned (equal to ``drawStart`` when the content did not
  /// need display and the last display list was replayed again).
  public var renderEnd: Double
  /// When the frame was rasterised into the frame buffer and painted onto GTK's context: the
  /// end of the draw func.
  public var drawEnd: Double
  /// When the frame clock's paint phase ended for this frame, or `nil` when the host had no
  /// frame clock to watch.
  public var paintEnd: Double?
  /// The number of draw commands in the frame's display list.
  public var commandCount: Int
  /// The surface's scale factor (`gtk_widget_get_scale_factor`): device pixels per point.
  public var scaleFactor: Int

  /// Creates a timing record.
  ///
  /// `inputHandling` defaults to 0.
  public init(
    inputTime: Double?, inputHandling: Double = 0, drawStart: Double, renderEnd: Double,
    drawEnd: Double, paintEnd: Double?, commandCount: Int, scaleFactor: Int
  ) {
    self.inputTime = inputTime
    self.inputHandling = inputHandling
    self.drawStart = drawStart
    self.renderEnd = renderEnd
    self.drawEnd = drawEnd
    self.paintEnd = paintEnd
    self.commandCount = commandCount
    self.scaleFactor = scaleFactor
  }

  /// Seconds from the input event to the end of the draw func, when input caused the frame.
  public var inputToDrawEnd: Double? { inputTime.map { drawEnd - $0 } }

  /// Seconds from the input event to the end of the paint phase, when both are known.
  public var inputToPaintEnd: Double? {
    guard let inputTime, let paintEnd else { return nil }
    return paintEnd - inputTime
  }
}
