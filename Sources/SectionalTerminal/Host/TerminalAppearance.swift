import SectionalGraphics
import SectionalViews

#if canImport(Glibc)
  import Glibc
#endif

/// Whether the terminal is dark or light: from `SECTIONAL_APPEARANCE`, else `COLORFGBG`, else
/// the terminal's answer to an OSC 11 background query (Documentation/Traits.md § Hosts).
public enum TerminalAppearance {
  /// The OSC 11 query: "what is your background colour?", ended by ST.
  public static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"

  /// The style the environment gives: `SECTIONAL_APPEARANCE`, else `COLORFGBG`'s background
  /// (see ``style(colorFGBG:)``); nil when neither says.
  public static func style(environment: [String: String]) -> UserInterfaceStyle? {
    if let style = HostAppearance.style(fromEnvironment: environment) { return style }
    return environment["COLORFGBG"].flatMap(style(colorFGBG:))
  }

  /// The style of `COLORFGBG` (`"15;0"`, `"0;default;15"`): its last field is the
  /// background's colour number; 0–6 and 8 are dark, 7 and 9–15 light (the rxvt
  /// convention); nil for anything else.
  public static func style(colorFGBG value: String) -> UserInterfaceStyle? {
    guard let last = value.split(separator: ";").last, let number = Int(last),
      (0...15).contains(number)
    else { return nil }
    return number < 7 || number == 8 ? .dark : .light
  }

  /// The background colour in an OSC 11 answer, and where the answer is.
  ///
  /// The answer is `ESC ] 11 ; rgb:R/G/B` ended by BEL or `ESC \`, each component 1 to 4
  /// hex digits; nil when `bytes` holds no whole answer. `range` is where the answer is, so
  /// the bytes around it can go on as input.
  public static func background(inReply bytes: [UInt8]) -> (color: Color, range: Range<Int>)? {
    let prefix = Array("\u{1B}]11;".utf8)
    guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: prefix) }) else {
      return nil
    }
    var end = start + prefix.count
    var body: [UInt8] = []
    while end < bytes.count {
      if bytes[end] == 0x07 {
        end += 1
        break
      }
      if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
        end += 2
        break
      }
      body.append(bytes[end])
      end += 1
      if end == bytes.count { return nil }
    }
    guard let text = String(bytes: body, encoding: .utf8), text.hasPrefix("rgb:") else {
      return nil
    }
    let parts = text.dropFirst(4).split(separator: "/")
    guard parts.count == 3 else { return nil }
    var components: [Double] = []
    for part in parts {
      guard (1...4).contains(part.count), let value = UInt32(part, radix: 16) else { return nil }
      components.append(Double(value) / Double((1 << (4 * part.count)) - 1))
    }
    return (Color(red: components[0], green: components[1], blue: components[2]), start..<end)
  }

  /// Asks the terminal for its background and waits for the answer.
  ///
  /// Writes the query to `output` and reads `input` (in raw mode) for up to `timeout`
  /// seconds. Returns the style (nil without an answer) and the bytes read that were not
  /// the answer, which are keys typed meanwhile.
  static func queryStyle(input: Int32, output: Int32, timeout: Double) -> (
    style: UserInterfaceStyle?, otherInput: [UInt8]
  ) {
    guard TerminalDevice.writeAll(Array(backgroundQuery.utf8), to: output) else { return (nil, []) }
    let deadline = TerminalDevice.now() + timeout
    var received: [UInt8] = []
    while true {
      let remaining = deadline - TerminalDevice.now()
      guard remaining > 0 else { break }
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32((remaining * 1_000).rounded(.up))) > 0,
        let bytes = TerminalDevice.readAvailable(input)
      else { break }
      received += bytes
      if let (color, range) = background(inReply: received) {
        received.removeSubrange(range)
        return (HostAppearance.isDark(background: color) ? .dark : .light, received)
      }
    }
    return (nil, received)
  }
}
