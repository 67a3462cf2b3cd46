import SectionalGraphics
import SectionalViews

extension InputParser {
  /// Parses what starts with `ESC`: CSI (`ESC [`), SS3 (`ESC O`), Alt-character, or a lone
  /// Escape (incomplete until more bytes come or the host flushes).
  mutating func parseEscape(at index: Int) -> Step {
    guard index + 1 < pending.count else { return .incomplete }
    let next = pending[index + 1]
    switch next {
    case UInt8(ascii: "["): return parseCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return .incomplete }
      let final = pending[index + 2]
      guard (0x40...0x7E).contains(final) else { return .parsed(2, nil) }
      return .parsed(3, ss3Key(final))
    case 0x1B:
      return .parsed(1, key(.escape))
    case 0x20...0x7E:
      let character = String(UnicodeScalar(next))
      return .parsed(2, key(next == 0x20 ? .space : .character(character), [.alternate]))
    default:
      return .parsed(1, key(.escape))
    }
  }

  private func ss3Key(_ final: UInt8) -> Event.Kind? {
    switch final {
    case UInt8(ascii: "A"): key(.upArrow)
    case UInt8(ascii: "B"): key(.downArrow)
    case UInt8(ascii: "C"): key(.rightArrow)
    case UInt8(ascii: "D"): key(.leftArrow)
    case UInt8(ascii: "H"): key(.home)
    case UInt8(ascii: "F"): key(.end)
    case UInt8(ascii: "M"): key(.enter)
    default: nil
    }
  }

  /// Parses `ESC [ params intermediates final`; a byte outside the CSI ranges aborts the
  /// sequence (its `ESC [` is dropped and parsing resumes at that byte).
  private mutating func parseCSI(at index: Int) -> Step {
    var end = index + 2
    if end < pending.count, pending[end] == UInt8(ascii: "M") {
      // X10 mouse report `ESC [ M b x y`: three raw bytes follow; dropped.
      return index + 6 <= pending.count ? .parsed(6, nil) : .incomplete
    }
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) {
        let body = Array(pending[(index + 2)..<end])
        return .parsed(end - index + 1, csiEvent(body: body, final: byte))
      }
      guard (0x20...0x3F).contains(byte) else { return .parsed(end - index, nil) }
      end += 1
    }
    return .incomplete
  }

  private mutating func csiEvent(body: [UInt8], final: UInt8) -> Event.Kind? {
    if body.first == UInt8(ascii: "<") {
      return mouseEvent(parameters: Self.numbers(body.dropFirst()), release: final == 0x6D)
    }
    guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let numbers = Self.numbers(body[...])
    let modifiers = Self.modifiers(numbers.count > 1 ? numbers[1] : nil)
    switch final {
    case UInt8(ascii: "A"): return key(.upArrow, modifiers)
    case UInt8(ascii: "B"): return key(.downArrow, modifiers)
    case UInt8(ascii: "C"): return key(.rightArrow, modifiers)
    case UInt8(ascii: "D"): return key(.leftArrow, modifiers)
    case UInt8(ascii: "H"): return key(.home, modifiers)
    case UInt8(ascii: "F"): return key(.end, modifiers)
    case UInt8(ascii: "Z"): return key(.tab, [.shift])
    case UInt8(ascii: "~"):
      switch numbers.first ?? nil {
      case 1, 7: return key(.home, modifiers)
      case 4, 8: return key(.end, modifiers)
      case 5: return key(.pageUp, modifiers)
      case 6: return key(.pageDown, modifiers)
      default: return nil
      }
    default: return nil
    }
  }

  /// The xterm modifier parameter (1 + shift 1, alt 2, ctrl 4) as modifiers.
  private static func modifiers(_ parameter: Int?) -> KeyPress.Modifiers {
    guard let parameter, parameter > 1 else { return [] }
    let bits = parameter - 1
    var modifiers: KeyPress.Modifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 { modifiers.insert(.alternate) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  /// The `;`-separated decimal parameters (nil for an empty or unreadable one).
  static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int?] {
    bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { part in
      guard !part.isEmpty, part.count <= 9,
        part.allSatisfy({ (0x30...0x39).contains($0) })
      else { return nil }
      return part.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
  }

  /// An SGR mouse report as a pointer or scroll event, or nil for what is not tracked.
  private mutating func mouseEvent(parameters: [Int?], release: Bool) -> Event.Kind? {
    guard parameters.count == 3, let button = parameters[0], let x = parameters[1],
      let y = parameters[2], x >= 1, y >= 1
    else { return nil }
    let location = scale.centre(column: x - 1, row: y - 1)
    if button & 64 != 0 {
      guard !release else { return nil }
      switch button & 3 {
      case 0: return .scroll(delta: CGPoint(x: 0, y: -scale.height), location: location)
      case 1: return .scroll(delta: CGPoint(x: 0, y: scale.height), location: location)
      case 2: return .scroll(delta: CGPoint(x: -scale.width, y: 0), location: location)
      default: return .scroll(delta: CGPoint(x: scale.width, y: 0), location: location)
      }
    }
    guard button & 3 == 0, button & 128 == 0 else { return nil }
    if release {
      guard isPointerDown else { return nil }
      isPointerDown = false
      return .pointer(.ended, location: location)
    }
    if button & 32 != 0 {
      return isPointerDown ? .pointer(.moved, location: location) : nil
    }
    isPointerDown = true
    return .pointer(.began, location: location)
  }
}
