import SectionalTerminal

/// A model of an xterm-compatible terminal for the tests: it applies the bytes a writer sends
/// to a screen of cells, so a test can compare what the screen shows with the grid the writer
/// was given.
///
/// It understands what Sectional's host writes: printable UTF-8 (wide characters take two
/// cells; a character in the last column leaves a pending wrap that the next printable
/// character resolves by moving to the next line, scrolling the region at its bottom), CUP
/// (`H`), CUF (`C`), CUB (`D`), SGR (`m`: 0, 1, 3, 4, 22, 23, 24, 39, 49, `38`/`48` with
/// `;2;r;g;b` or `;5;n`), DECSTBM (`r`, which homes the cursor), SU (`S`), SD (`T`) and ED 2
/// (`2J`); private modes (`CSI ? … h/l`) are accepted and ignored. Erased cells take the
/// current background (background colour erase). Anything else is recorded in
/// ``unknownSequences``.
struct TerminalEmulator {
  /// The colour of cells no one has drawn and of SGR's default background: a value no test
  /// grid uses, so a cell left at it shows up in a comparison.
  static let defaultBackground = CellColor(red: 1, green: 2, blue: 3)
  /// SGR's default foreground.
  static let defaultForeground = CellColor(red: 4, green: 5, blue: 6)

  /// The screen.
  private(set) var screen: CellGrid
  /// The escape sequences the model did not understand, in order.
  private(set) var unknownSequences: [String] = []

  private var column = 0
  private var row = 0
  private var pendingWrap = false
  private var foreground = defaultForeground
  private var background = defaultBackground
  private var attributes: CellAttributes = []
  private var regionTop = 0
  private var regionBottom: Int
  private var pendingBytes: [UInt8] = []

  /// A screen of `columns` × `rows` cells in the default background.
  init(columns: Int, rows: Int) {
    screen = CellGrid(columns: columns, rows: rows, blank: Cell(background: Self.defaultBackground))
    regionBottom = rows - 1
  }

  /// Applies `bytes` (a sequence may continue in the next call).
  mutating func apply(_ bytes: [UInt8]) {
    let input = pendingBytes + bytes
    pendingBytes = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      for character in String(decoding: text, as: UTF8.self) { putCharacter(character) }
      text = []
    }
    while index < input.count {
      let byte = input[index]
      guard byte == 0x1B else {
        text.append(byte)
        index += 1
        continue
      }
      flushText()
      guard index + 1 < input.count else {
        pendingBytes = Array(input[index...])
        return
      }
      guard input[index + 1] == UInt8(ascii: "[") else {
        unknownSequences.append("ESC \(input[index + 1])")
        index += 2
        continue
      }
      var end = index + 2
      while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
      guard end < input.count else {
        pendingBytes = Array(input[index...])
        return
      }
      let parameters = String(decoding: input[(index + 2)..<end], as: UTF8.self)
      control(parameters, final: Character(Unicode.Scalar(input[end])))
      index = end + 1
    }
    flushText()
  }

  /// Puts a printable character at the cursor and advances it.
  private mutating func putCharacter(_ character: Character) {
    if pendingWrap {
      column = 0
      lineFeed()
    }
    pendingWrap = false
    let width = CharacterWidth.columns(of: character)
    guard width > 0 else { return }
    for offset in 0..<width where column + offset < screen.columns {
      screen[column + offset, row].background = background
    }
    screen.put(
      character, column: column, row: row, foreground: foreground, attributes: attributes)
    if column + width >= screen.columns {
      column = screen.columns - 1
      pendingWrap = true
    } else {
      column += width
    }
  }

  /// Moves the cursor down a line, scrolling the region when it is at its bottom.
  private mutating func lineFeed() {
    if row == regionBottom {
      scroll(up: 1)
    } else if row < screen.rows - 1 {
      row += 1
    }
  }

  /// Scrolls the region's lines up by `count` (down when negative), erasing the exposed ones.
  private mutating func scroll(up count: Int) {
    let old = screen
    for target in regionTop...regionBottom {
      let source = target + count
      for x in 0..<screen.columns {
        screen[x, target] =
          source >= regionTop && source <= regionBottom
          ? old[x, source] : Cell(background: background)
      }
    }
  }

  /// Performs the control sequence `CSI parameters final`.
  private mutating func control(_ parameters: String, final: Character) {
    if parameters.hasPrefix("?"), final == "h" || final == "l" { return }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0)
    }
    func number(_ index: Int, default value: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? value) : value
    }
    switch final {
    case "H":
      row = min(max(number(0, default: 1), 1), screen.rows) - 1
      column = min(max(number(1, default: 1), 1), screen.columns) - 1
      pendingWrap = false
    case "C":
      column = min(column + max(number(0, default: 1), 1), screen.columns - 1)
      pendingWrap = false
    case "D":
      column = max(column - max(number(0, default: 1), 1), 0)
      pendingWrap = false
    case "m":
      rendition(numbers.map { $0 ?? 0 })
    case "r":
      let top = number(0, default: 1)
      let bottom = number(1, default: screen.rows)
      if top >= 1, bottom <= screen.rows, top < bottom {
        regionTop = top - 1
        regionBottom = bottom - 1
      }
      (row, column, pendingWrap) = (0, 0, false)
    case "S":
      scroll(up: max(number(0, default: 1), 1))
    case "T":
      scroll(up: -max(number(0, default: 1), 1))
    case "J" where number(0, default: 0) == 2:
      for y in 0..<screen.rows {
        for x in 0..<screen.columns { screen[x, y] = Cell(background: background) }
      }
    default:
      unknownSequences.append("CSI \(parameters) \(final)")
    }
  }

  /// Applies the SGR parameters `values`.
  private mutating func rendition(_ values: [Int]) {
    var index = 0
    func color() -> CellColor? {
      guard index + 1 < values.count else { return nil }
      if values[index + 1] == 2, index + 4 < values.count {
        defer { index += 4 }
        return CellColor(
          red: UInt8(values[index + 2]), green: UInt8(values[index + 3]),
          blue: UInt8(values[index + 4]))
      }
      if values[index + 1] == 5, index + 2 < values.count {
        defer { index += 2 }
        return Self.paletteColor(values[index + 2])
      }
      return nil
    }
    if values.isEmpty { return rendition([0]) }
    while index < values.count {
      switch values[index] {
      case 0:
        (foreground, background, attributes) = (Self.defaultForeground, Self.defaultBackground, [])
      case 1: attributes.insert(.bold)
      case 3: attributes.insert(.italic)
      case 4: attributes.insert(.underline)
      case 22: attributes.remove(.bold)
      case 23: attributes.remove(.italic)
      case 24: attributes.remove(.underline)
      case 39: foreground = Self.defaultForeground
      case 49: background = Self.defaultBackground
      case 38: if let value = color() { foreground = value }
      case 48: if let value = color() { background = value }
      default: unknownSequences.append("SGR \(values[index])")
      }
      index += 1
    }
  }

  /// The colour of xterm palette entry `index` in the colour cube (16–231) or the grey
  /// ramp (232–255); the default background for the themed system colours.
  static func paletteColor(_ index: Int) -> CellColor {
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    switch index {
    case 16...231:
      let cube = index - 16
      return CellColor(
        red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    case 232...255:
      let level = UInt8(8 + 10 * (index - 232))
      return CellColor(red: level, green: level, blue: level)
    default:
      return defaultBackground
    }
  }
}

extension CellGrid {
  /// This grid as a terminal shows it in `mode`: every colour through the palette in
  /// 256-colour mode, unchanged in truecolor.
  func shown(in mode: ColorMode) -> CellGrid {
    guard mode == .palette256 else { return self }
    var result = self
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = self[column, row]
        result[column, row].foreground = TerminalEmulator.paletteColor(
          ColorMode.paletteIndex(for: cell.foreground))
        result[column, row].background = TerminalEmulator.paletteColor(
          ColorMode.paletteIndex(for: cell.background))
      }
    }
    return result
  }

  /// The cells where a screen showing `self` and one showing `other` look different (the
  /// foreground of a blank cell without underline does not show), as `(column, row)`.
  func visibleDifferences(from other: CellGrid) -> [(column: Int, row: Int)] {
    var differences: [(column: Int, row: Int)] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let a = self[column, row]
        let b = other[column, row]
        let showsForeground = !a.isBlank || a.attributes.contains(.underline)
        let same =
          a.character == b.character && a.isContinuation == b.isContinuation
          && a.background == b.background && a.attributes == b.attributes
          && (!showsForeground || a.foreground == b.foreground)
        if !same { differences.append((column, row)) }
      }
    }
    return differences
  }
}
