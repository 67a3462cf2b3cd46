import CPangoCairo
import SectionalGraphics

extension PangoTextBlock {
  /// One line as the wrapping layouts break it, before the block trims or truncates it.
  struct MainLine {
    /// The line, owned by one of the block's layouts.
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// The distance from the block's top to the line's top.
    let top: Double
    /// The line's logical height.
    let height: Double
    /// The distance from the block's top to the line's baseline.
    let baseline: Double
    /// The line's logical width.
    let width: Double
    /// The UTF-8 offset of the line's first byte in the text laid out.
    let start: Int
    /// The line's length in UTF-8 bytes, as Pango counts it.
    let length: Int
    /// Whether the next line starts a paragraph, or there is no next line.
    let nextStartsParagraph: Bool
  }

  /// The most UTF-8 bytes one wrapping layout holds: 4,096.
  ///
  /// Pango breaks a paragraph into lines in time proportional to its length for every line
  /// (Documentation/LinuxRendering.md § Long text), so a long text is laid out in pieces of
  /// about this length, which keeps the work linear in the text.
  static let chunkLength = 4_096

  /// The first `wanted` lines of `bytes` (all of them when there are fewer), wrapped as the
  /// request says.
  ///
  /// A text no longer than `chunkLength`, or laid out without a width (one line per
  /// paragraph), is one layout. A longer one is laid out a piece at a time: each piece starts
  /// where a line starts and ends `chunkLength` bytes later (at a character boundary); its
  /// lines but the last two are kept, placed below the lines before, and the next piece
  /// starts at the first line dropped. The lines kept are those of the whole text laid out at
  /// once: a greedy line break depends only on where its line starts and on the text up to a
  /// little past its end, and the two dropped lines keep the kept ones clear of the cut. A
  /// piece that breaks into fewer than three lines is tried again twice as long.
  ///
  /// `chunkLength` is a parameter for tests, which compare pieces with a whole layout.
  ///
  /// - Complexity: O(n × c / w) for n bytes in pieces of c bytes with w bytes a line, instead
  ///   of Pango's O(n² / w) for one layout; no more pieces than the `wanted` lines need.
  func mainLines(
    of bytes: [UInt8], _ request: TextRequest, context: OpaquePointer, wanted: Int,
    chunkLength: Int = PangoTextBlock.chunkLength
  ) -> [MainLine] {
    guard request.maxWidth != nil, bytes.count > chunkLength else {
      let layout = makeLayout(bytes, request, context: context, wraps: true)
      return Self.lines(of: layout, from: 0, top: 0, limit: wanted)
    }
    var result: [MainLine] = []
    var start = 0
    var top = 0.0
    var length = chunkLength
    while result.count < wanted {
      let end = Self.characterBoundary(in: bytes, atOrBefore: start + length)
      let isLast = end == bytes.count
      let layout = makeLayout(
        bytes[start..<end], request, context: context, wraps: true, utf8Offset: start)
      let lines = Self.lines(of: layout, from: start, top: top, limit: .max)
      if isLast {
        result += lines.prefix(wanted - result.count)
        break
      }
      guard lines.count >= 3 else {
        length *= 2
        continue
      }
      let firstDropped = lines[lines.count - 2]
      result += lines.prefix(Swift.min(lines.count - 2, wanted - result.count))
      start = firstDropped.start
      top = firstDropped.top
      length = chunkLength
    }
    return result
  }

  /// The first `limit` lines of `layout`, with offsets `start` bytes and `top` points added.
  private static func lines(
    of layout: OpaquePointer, from start: Int, top: Double, limit: Int
  ) -> [MainLine] {
    var result: [MainLine] = []
    guard limit > 0, let iter = pango_layout_get_iter(layout) else { return result }
    defer { pango_layout_iter_free(iter) }
    var current = pango_layout_iter_get_line_readonly(iter)!
    while true {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let baseline = points(pango_layout_iter_get_baseline(iter))
      let hasNext = pango_layout_iter_next_line(iter) != 0
      let next = hasNext ? pango_layout_iter_get_line_readonly(iter) : nil
      result.append(
        MainLine(
          line: current, top: top + points(logical.y), height: points(logical.height),
          baseline: top + baseline, width: points(logical.width),
          start: start + Int(current.pointee.start_index), length: Int(current.pointee.length),
          nextStartsParagraph: next.map { $0.pointee.is_paragraph_start != 0 } ?? true))
      guard let next, result.count < limit else { break }
      current = next
    }
    return result
  }

  /// `offset`, or the start of the character it falls inside, within `bytes`' UTF-8.
  private static func characterBoundary(in bytes: [UInt8], atOrBefore offset: Int) -> Int {
    guard offset < bytes.count else { return bytes.count }
    var boundary = offset
    while boundary > 0, bytes[boundary] & 0xC0 == 0x80 { boundary -= 1 }
    return boundary
  }

  /// The length in UTF-8 bytes of the paragraph that starts `bytes`, its delimiter excluded,
  /// as Pango finds paragraph boundaries (a line feed, a carriage return, both, or U+2029).
  ///
  /// - Complexity: O(paragraph length).
  static func paragraphLength(of bytes: ArraySlice<UInt8>) -> Int {
    guard !bytes.isEmpty else { return 0 }
    var delimiter: Int32 = 0
    var next: Int32 = 0
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        pango_find_paragraph_boundary(chars.baseAddress, Int32(chars.count), &delimiter, &next)
      }
    }
    return Int(delimiter)
  }
}
