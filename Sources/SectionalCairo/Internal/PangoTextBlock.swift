import CPangoCairo
import SectionalGraphics

/// A string laid out by Pango into placed lines: the one code path both measuring and
/// drawing use, so drawn text lands exactly where it was measured.
///
/// Rules (those of ``TextMeasuring`` and ``LineBreakMode``, as ``FixedTextMetrics``
/// implements them): lines wrap at word boundaries, a word wider than a line breaking
/// between characters (`PANGO_WRAP_WORD_CHAR`), or anywhere for
/// ``LineBreakMode/byCharWrapping`` (`PANGO_WRAP_CHAR`). When the line limit cuts text
/// off, the last kept line stands for the rest of its paragraph: wrapping modes keep it as
/// wrapped, ``LineBreakMode/byClipping`` shows the rest unwrapped and cut at the width, and
/// truncating modes ellipsize the rest with Pango (`PANGO_ELLIPSIZE_START/MIDDLE/END`), or
/// put "…" at its end when it fits and only later paragraphs are missing.
///
/// Pango objects are not thread-safe: a block is built and used only inside
/// ``PangoEngine/withContext(_:)``; its layouts are released when it is.
final class PangoTextBlock {
  /// One line, placed relative to the block's top-left corner.
  struct PlacedLine {
    /// The line, owned by one of the block's layouts.
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// The distance from the block's top to the line's top.
    let top: Double
    /// The line's logical height.
    let height: Double
    /// The distance from the block's top to the line's baseline.
    let baseline: Double
    /// The advance of the shown text; for a clipped line, of the clusters that fit entirely
    /// (at least one).
    let width: Double
    /// Whether the line is wider than the width limit and must be clipped when drawn; such a
    /// line starts at the left edge whatever the alignment, as it fills the width.
    let isClipped: Bool
    /// The text shown, ellipsis included, without spaces from a wrap point.
    let text: String
    /// The UTF-8 range of the source text the line stands for.
    let utf8Range: Range<Int>
  }

  /// The lines, top to bottom.
  private(set) var lines: [PlacedLine] = []
  /// Whether text was left out or cut.
  private(set) var isTruncated = false
  private var layouts: [OpaquePointer] = []

  /// Whether lines break between any two characters: ``LineBreakMode/byCharWrapping``, or a
  /// text with a run of more than ``longestWordRun`` bytes without a space.
  private(set) var wrapsBetweenCharacters = false

  /// The longest run of non-space UTF-8 bytes laid out with word wrapping: 1,000.
  ///
  /// Pango's
  /// word-or-character wrapping is quadratic in the length of a run it must break inside
  /// (Documentation/LinuxRendering.md § Long words), so a text with a longer run wraps between
  /// characters everywhere, which is linear.
  static let longestWordRun = 1_000

  /// Lays `request` out with `context`.
  ///
  /// A text far longer than the lines can show (a line limit and a width, wrapping, clipping or
  /// tail truncation) is laid out by its first characters only: enough for the kept lines and
  /// two more at a quarter of the font size per character. When that prefix does not fill the
  /// kept lines and two more (characters narrower than that), the whole text is laid out.
  init(_ request: TextRequest, context: OpaquePointer) {
    guard !request.text.isEmpty else { return }
    wrapsBetweenCharacters =
      request.lineBreakMode == .byCharWrapping || Self.hasLongRun(request.text.utf8)
    let total = request.text.utf8.count
    if let prefix = Self.shownPrefix(of: request),
      layOut(prefix, request, context: context, totalUTF8Count: total, isPrefix: true)
    {
      return
    }
    _ = layOut(request.text, request, context: context, totalUTF8Count: total, isPrefix: false)
  }

  /// The first characters of the request's text when they are enough to fill its lines and
  /// the text is longer; `nil` otherwise.
  private static func shownPrefix(of request: TextRequest) -> String? {
    guard request.numberOfLines > 0, let width = request.maxWidth,
      request.lineBreakMode != .byTruncatingHead, request.lineBreakMode != .byTruncatingMiddle
    else { return nil }
    let perLine = width / Swift.max(request.font.pointSize * 0.25, 0.5) + 1
    let characters = (Double(request.numberOfLines) + 2) * perLine
    guard characters < Double(request.text.utf8.count) else { return nil }
    return String(request.text.prefix(Int(characters)))
  }

  /// Whether `bytes` hold more than ``longestWordRun`` bytes in a row without a space, tab or
  /// line break.
  private static func hasLongRun(_ bytes: String.UTF8View) -> Bool {
    guard bytes.count > longestWordRun else { return false }
    var run = 0
    for byte in bytes {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        run = 0
      } else {
        run += 1
        if run > longestWordRun { return true }
      }
    }
    return false
  }

  /// Lays `text` (the request's text or its prefix) out into ``lines``.
  ///
  /// `totalUTF8Count` is the length of the request's text, which a cut-off last line stands
  /// for to its end. A prefix
  /// that does not fill the kept lines and two more lays nothing out and returns `false`.
  private func layOut(
    _ text: String, _ request: TextRequest, context: OpaquePointer, totalUTF8Count: Int,
    isPrefix: Bool
  ) -> Bool {
    let bytes = Array(text.utf8)
    // Two lines past the limit tell a prefix that fills the kept lines from one that does not.
    let (beyond, overflows) = request.numberOfLines.addingReportingOverflow(2)
    let wanted = request.numberOfLines == 0 || overflows ? Int.max : beyond
    let main = mainLines(of: bytes, request, context: context, wanted: wanted)
    let count = main.count
    if isPrefix && count < wanted { return false }
    let limit = request.numberOfLines == 0 ? count : Swift.min(request.numberOfLines, count)
    isTruncated = limit < count
    // Wrapping modes keep the last kept line as wrapped; the others redo it (tailLine).
    let keepsLastLine =
      !isTruncated || request.lineBreakMode == .byWordWrapping
      || request.lineBreakMode == .byCharWrapping
    let kept = main.prefix(keepsLastLine ? limit : limit - 1)
    lines = kept.map { place($0, bytes: bytes) }
    if !keepsLastLine {
      lines.append(
        tailLine(main[limit - 1], bytes: bytes, totalUTF8Count: totalUTF8Count, request, context))
    }
    return true
  }

  deinit {
    for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
  }

  /// A line of a main layout, placed where Pango put it, without the spaces at a wrap point
  /// and without line-break characters.
  private func place(_ main: MainLine, bytes: [UInt8]) -> PlacedLine {
    let start = main.start
    var end = start + main.length
    if !main.nextStartsParagraph {
      while end > start, bytes[end - 1] == 0x20 { end -= 1 }
    }
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return PlacedLine(
      line: main.line, top: main.top, height: main.height, baseline: main.baseline,
      width: main.width, isClipped: false,
      text: String(decoding: bytes[start..<end], as: UTF8.self), utf8Range: start..<end)
  }

  /// The last kept line of a cut-off layout (`last`, as the main layout has it), standing for
  /// the rest of its paragraph.
  private func tailLine(
    _ last: MainLine, bytes: [UInt8], totalUTF8Count: Int, _ request: TextRequest,
    _ context: OpaquePointer
  ) -> PlacedLine {
    let start = last.start
    let end = start + Self.paragraphLength(of: bytes[start...])
    let source = bytes[start..<end]
    let top = last.top
    var tail = makeLayout(
      source, request, context: context, wraps: false, utf8Offset: start)
    let sourceWidth = Self.logicalWidth(of: tail)
    let fits = request.maxWidth.map { sourceWidth <= $0 } ?? true
    var isClipped = false
    if request.lineBreakMode == .byClipping {
      isClipped = !fits
    } else if fits {
      tail = makeLayout(
        source + Array("…".utf8), request, context: context, wraps: false, utf8Offset: start)
      ellipsize(tail, .byTruncatingTail, width: request.maxWidth)
    } else {
      ellipsize(tail, request.lineBreakMode, width: request.maxWidth)
    }
    let line = pango_layout_get_line_readonly(tail, 0)!
    var logical = PangoRectangle()
    pango_layout_line_get_extents(line, nil, &logical)
    var width = points(logical.width)
    let shown: String
    if isClipped {
      // The longest prefix whose clusters fit entirely, but at least one cluster.
      var index: Int32 = 0
      var trailing: Int32 = 0
      pango_layout_line_x_to_index(
        line, Self.pangoUnits(request.maxWidth!), &index, &trailing)
      var end = Int(index)
      if end == 0 {
        let text = String(decoding: source, as: UTF8.self)
        end = text.first.map { String($0).utf8.count } ?? 0
      }
      var x: Int32 = 0
      pango_layout_line_index_to_x(line, Int32(end), 0, &x)
      width = points(x)
      shown = String(decoding: source.prefix(end), as: UTF8.self)
    } else {
      let tailText = Array(String(cString: pango_layout_get_text(tail)).utf8)
      shown = Self.shownText(of: line, source: tailText)
    }
    return PlacedLine(
      line: line, top: top, height: points(logical.height),
      baseline: top + points(pango_layout_get_baseline(tail)), width: width,
      isClipped: isClipped, text: shown, utf8Range: start..<totalUTF8Count)
  }

  /// The text a line shows: its runs in order, an ellipsized run as "…".
  private static func shownText(of line: UnsafeMutablePointer<PangoLayoutLine>, source: [UInt8])
    -> String
  {
    var text = ""
    var node = line.pointee.runs
    while let current = node {
      if let data = current.pointee.data {
        let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
        let item = run.item.pointee
        if UInt32(item.analysis.flags) & UInt32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
          text += "…"
        } else {
          let range = Int(item.offset)..<Int(item.offset + item.length)
          text += String(decoding: source[range], as: UTF8.self)
        }
      }
      node = current.pointee.next
    }
    return text
  }

  /// A new layout of the UTF-8 `text` with the request's font, width and wrapping, owned by
  /// the block.
  ///
  /// `text` starts `utf8Offset` bytes into the request's text, where its attributes start.
  func makeLayout<Bytes: Collection<UInt8>>(
    _ text: Bytes, _ request: TextRequest, context: OpaquePointer, wraps: Bool,
    utf8Offset: Int = 0
  ) -> OpaquePointer {
    let layout = pango_layout_new(context)!
    layouts.append(layout)
    let description = PangoFontDescription.make(request.font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_auto_dir(layout, 0)
    pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    // The length is in UTF-8 bytes; never pass `String.count` (pitfall P5).
    let utf8 = Array(text)
    if utf8.isEmpty {
      pango_layout_set_text(layout, "", 0)
    } else {
      utf8.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
          pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
        }
      }
    }
    if let attributed = request.attributed {
      Self.apply(attributed, to: layout, utf8Offset: utf8Offset)
    }
    if wraps, let width = request.maxWidth {
      pango_layout_set_width(layout, Self.pangoUnits(width))
      pango_layout_set_wrap(layout, wrapsBetweenCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
      pango_layout_set_justify(layout, request.justifies ? 1 : 0)
    }
    return layout
  }

  /// Makes `layout` one line that ends in an ellipsis where `mode` says, within `width`.
  private func ellipsize(_ layout: OpaquePointer, _ mode: LineBreakMode, width: Double?) {
    guard let width else { return }
    pango_layout_set_width(layout, Self.pangoUnits(width))
    pango_layout_set_height(layout, -1)
    let ellipsis: PangoEllipsizeMode
    switch mode {
    case .byTruncatingHead: ellipsis = PANGO_ELLIPSIZE_START
    case .byTruncatingMiddle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
    default: ellipsis = PANGO_ELLIPSIZE_END
    }
    pango_layout_set_ellipsize(layout, ellipsis)
  }

  /// The logical width of a layout's first line.
  private static func logicalWidth(of layout: OpaquePointer) -> Double {
    var logical = PangoRectangle()
    pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), nil, &logical)
    return points(logical.width)
  }

  /// A width in Pango units, rounded down so a measured (rounded-up) width never wraps.
  ///
  /// Widths beyond Pango's range (about 2 million points) are taken as its largest width.
  static func pangoUnits(_ points: Double) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded(.down)
    guard units.isFinite else { return units > 0 ? Int32.max : 0 }
    return Int32(Swift.max(Swift.min(units, Double(Int32.max)), 0))
  }
}

/// Pango units (1/1024 point) as points.
func points(_ units: Int32) -> Double {
  Double(units) / Double(PANGO_SCALE)
}
