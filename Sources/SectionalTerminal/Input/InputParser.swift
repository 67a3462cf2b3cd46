import SectionalGraphics
import SectionalViews

/// Turns the bytes a terminal sends in raw mode into Sectional events.
///
/// Recognised: printable characters (UTF-8) as `.character` keys, Enter (CR or LF), Space,
/// Tab, Shift-Tab (`ESC [ Z`), Escape, Ctrl-letter (bytes 0x01–0x1A as the letter with
/// `.control`, so Ctrl-C is `"c"` + `.control`), Alt-character (`ESC` + character), the
/// arrows, Home, End, Page Up and Page Down in their CSI, SS3 and `~` forms with xterm
/// modifier parameters, and SGR mouse reports (`ESC [ < b ; x ; y M` or `m`, enabled by
/// `?1006h`): the left button's press, drag and release become pointer `began`, `moved` and
/// `ended` at the centre of the reported cell, in points; wheel up and down (buttons 64, 65)
/// a scroll of one cell height, wheel left and right (66, 67) of one cell width.
///
/// A sequence cut off at the end of a read is kept for the next ``feed(_:timestamp:)``; a
/// lone `ESC` stays pending until ``flushPendingEscape(timestamp:)`` (the host calls it when
/// no byte followed within a short delay). Invalid UTF-8, other control bytes, unknown
/// escape sequences, other mouse buttons and over-long sequences are dropped; nothing is
/// ever fatal.
public struct InputParser: Sendable {
  /// The points per cell, for mouse locations and wheel steps.
  public var scale: CellScale
  /// Bytes of an unfinished sequence, kept across reads.
  public internal(set) var pending: [UInt8] = []
  /// Whether the left button is down (a press was seen and no release yet).
  public internal(set) var isPointerDown = false

  /// The longest escape sequence kept while waiting for its end; longer ones are dropped.
  public static let maximumSequenceLength = 64

  /// Creates a parser for cells of `scale`.
  public init(scale: CellScale = .standard) {
    self.scale = scale
  }

  /// Parses `bytes` (after whatever was pending) into events stamped with `timestamp`.
  ///
  /// - Complexity: O(n) in the bytes.
  public mutating func feed(_ bytes: some Sequence<UInt8>, timestamp: Double = 0) -> [Event] {
    pending.append(contentsOf: bytes)
    var events: [Event.Kind] = []
    var index = 0
    while index < pending.count {
      switch parseOne(at: index) {
      case .incomplete:
        if pending.count - index > Self.maximumSequenceLength {
          index += 1
          continue
        }
        pending.removeFirst(index)
        return events.map { Event($0, timestamp: timestamp) }
      case .parsed(let length, let kind):
        if let kind { events.append(kind) }
        index += length
      }
    }
    pending.removeAll(keepingCapacity: true)
    return events.map { Event($0, timestamp: timestamp) }
  }

  /// Turns a pending lone `ESC` into an Escape key and drops any other unfinished sequence.
  ///
  /// A host calls this when no byte followed an `ESC` within a short delay (a terminal
  /// sends a whole sequence in one write, so a pause means the Escape key itself).
  public mutating func flushPendingEscape(timestamp: Double = 0) -> [Event] {
    defer { pending.removeAll() }
    return pending == [0x1B] ? [Event(.key(KeyPress(.escape)), timestamp: timestamp)] : []
  }

  /// The outcome of parsing at one position.
  enum Step {
    /// More bytes are needed.
    case incomplete
    /// `length` bytes were consumed, giving an event or nothing.
    case parsed(Int, Event.Kind?)
  }

  private mutating func parseOne(at index: Int) -> Step {
    let byte = pending[index]
    switch byte {
    case 0x1B: return parseEscape(at: index)
    case 0x0D, 0x0A: return .parsed(1, key(.enter))
    case 0x09: return .parsed(1, key(.tab))
    case 0x20: return .parsed(1, key(.space))
    case 0x01...0x1A:
      let letter = String(UnicodeScalar(byte + 0x60))
      return .parsed(1, key(.character(letter), [.control]))
    case 0x00...0x1F, 0x7F: return .parsed(1, nil)
    default: return parseUTF8(at: index)
    }
  }

  private func parseUTF8(at index: Int) -> Step {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    case 0x20...0x7E: length = 1
    default: return .parsed(1, nil)
    }
    guard index + length <= pending.count else {
      for offset in 1..<(pending.count - index) where !Self.isContinuation(pending[index + offset])
      {
        return .parsed(offset, nil)
      }
      return .incomplete
    }
    for offset in 1..<length where !Self.isContinuation(pending[index + offset]) {
      return .parsed(offset, nil)
    }
    guard let text = String(validating: pending[index..<(index + length)], as: UTF8.self),
      let character = text.first
    else { return .parsed(1, nil) }
    return .parsed(length, key(.character(String(character))))
  }

  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  func key(_ key: KeyPress.Key, _ modifiers: KeyPress.Modifiers = []) -> Event.Kind {
    .key(KeyPress(key, modifiers: modifiers))
  }
}
