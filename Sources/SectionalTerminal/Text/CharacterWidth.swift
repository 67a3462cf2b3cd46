/// How many terminal columns a character takes: 0, 1 or 2, as POSIX `wcwidth` reports them.
///
/// East Asian Wide and Fullwidth characters (Unicode UAX #11: Hangul Jamo, CJK, Hiragana,
/// Katakana, Hangul syllables, fullwidth forms) and emoji with default emoji presentation
/// (Unicode UTS #51 `Emoji_Presentation`, the U+1F300–U+1FAFF blocks) take two columns, as
/// do characters followed by the emoji presentation selector U+FE0F. Control characters and
/// a lone combining mark take none; everything else takes one. The table is the common
/// subset xterm, VTE and tmux agree on, not the full Unicode data.
public enum CharacterWidth {
  /// The number of columns `character` takes (0, 1 or 2).
  ///
  /// - Complexity: O(log n) in the table's 24 ranges, plus the character's scalars.
  public static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return columns(of: first)
  }

  /// The number of columns `scalar` takes on its own (0, 1 or 2).
  ///
  /// - Complexity: O(log n) in the table's ranges.
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    if isZeroWidth(value) { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// The total number of columns `text` takes on one line.
  ///
  /// - Complexity: O(n) in the text's characters.
  public static func columns(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  private static func isZeroWidth(_ value: UInt32) -> Bool {
    (0x300..<0x370).contains(value) || (0x200B...0x200F).contains(value)
      || (0xFE00...0xFE0F).contains(value) || (0x20D0..<0x2100).contains(value)
  }

  /// East Asian Wide/Fullwidth and emoji-presentation ranges, sorted by start.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x25FD...0x25FE,
    0x2614...0x2615, 0x2648...0x2653, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
    0x2705...0x2705, 0x2728...0x2728, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
