/// Text attributes of a terminal cell beyond its colours.
public struct CellAttributes: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates attributes from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (SGR 1): text in a semibold or heavier font.
  public static let bold = CellAttributes(rawValue: 1)
  /// Italic (SGR 3).
  public static let italic = CellAttributes(rawValue: 2)
  /// Underlined (SGR 4).
  public static let underline = CellAttributes(rawValue: 4)
}

/// One character cell of a terminal screen: a character, its colours and attributes.
///
/// A wide character (two columns, see ``CharacterWidth``) sits in its left cell; the cell to
/// its right is a continuation that the terminal fills by itself and writers skip.
public struct Cell: Hashable, Sendable {
  /// The character shown, a space when blank.
  public var character: Character
  /// The colour of the character.
  public var foreground: CellColor
  /// The colour behind the character.
  public var background: CellColor
  /// Bold, italic and underline.
  public var attributes: CellAttributes
  /// Whether this is the right half of a wide character in the cell to its left.
  public var isContinuation: Bool

  /// Creates a cell; by default a blank with black text on `background`.
  public init(
    character: Character = " ", foreground: CellColor = .black, background: CellColor = .white,
    attributes: CellAttributes = [], isContinuation: Bool = false
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.isContinuation = isContinuation
  }

  /// Whether the cell shows no character (a space, or nothing at all).
  public var isBlank: Bool { character == " " && !isContinuation }
}
