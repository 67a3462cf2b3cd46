/// The graphic rendition a cell is written with: colours and attributes.
///
/// A blank cell (a space without underline) shows no foreground, so its foreground is a
/// "don't care" (`nil`) that any current foreground satisfies.
struct CellStyle: Hashable, Sendable {
  /// The foreground, or nil when the cell shows none.
  var foreground: CellColor?
  /// The background.
  var background: CellColor
  /// Bold, italic and underline.
  var attributes: CellAttributes

  /// The style `cell` needs.
  init(_ cell: Cell) {
    let showsForeground = !cell.isBlank || cell.attributes.contains(.underline)
    foreground = showsForeground ? cell.foreground : nil
    background = cell.background
    attributes = cell.attributes
  }

  /// Whether two cells look the same on screen.
  static func looksSame(_ a: Cell, _ b: Cell) -> Bool {
    a.character == b.character && a.isContinuation == b.isContinuation
      && CellStyle(a) == CellStyle(b)
  }
}

/// The SGR state of the terminal as the writer last set it.
struct RenditionState: Hashable, Sendable {
  /// The foreground last set, or nil when unknown.
  var foreground: CellColor?
  /// The background last set, or nil when unknown.
  var background: CellColor?
  /// The attributes last set.
  var attributes: CellAttributes = []

  /// The SGR parameters that move this state to `style`, in order: attribute changes, then
  /// the foreground, then the background; empty when nothing needs to change.
  func parameters(to style: CellStyle, mode: ColorMode) -> [String] {
    var parameters: [String] = []
    let added = style.attributes.subtracting(attributes)
    let removed = attributes.subtracting(style.attributes)
    if removed.contains(.bold) { parameters.append("22") }
    if removed.contains(.italic) { parameters.append("23") }
    if removed.contains(.underline) { parameters.append("24") }
    if added.contains(.bold) { parameters.append("1") }
    if added.contains(.italic) { parameters.append("3") }
    if added.contains(.underline) { parameters.append("4") }
    if let foreground = style.foreground, foreground != self.foreground {
      parameters.append(mode.parameters(for: foreground, background: false))
    }
    if style.background != background {
      parameters.append(mode.parameters(for: style.background, background: true))
    }
    return parameters
  }

  /// The state after applying `style`.
  func applying(_ style: CellStyle) -> RenditionState {
    RenditionState(
      foreground: style.foreground ?? foreground, background: style.background,
      attributes: style.attributes)
  }

  /// The bytes of an SGR sequence with `parameters` (`ESC [ p;p;… m`), or none when empty.
  static func sequence(_ parameters: [String]) -> String {
    parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
