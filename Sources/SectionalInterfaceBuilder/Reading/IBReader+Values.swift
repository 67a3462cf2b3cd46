import Foundation

extension IBReader {
  /// The number in attribute `name` of `node`; a value that is not a finite number is
  /// reported and read as absent.
  mutating func number(_ node: XMLElementNode, _ name: String) -> Double? {
    guard let text = node[name] else { return nil }
    if let value = Double(text), value.isFinite { return value }
    warn(
      node.line, "invalid number \"\(text)\" for \(name)= on \(Self.describe(node)) (ignored)",
      id: node["id"])
    return nil
  }

  /// The integer in attribute `name` of `node` (reported and absent when invalid).
  mutating func integer(_ node: XMLElementNode, _ name: String) -> Int? {
    guard let text = node[name] else { return nil }
    if let value = Int(text) { return value }
    warn(
      node.line, "invalid integer \"\(text)\" for \(name)= on \(Self.describe(node)) (ignored)",
      id: node["id"])
    return nil
  }

  /// The `YES`/`NO` flag in attribute `name` of `node` (reported and absent otherwise).
  mutating func flag(_ node: XMLElementNode, _ name: String) -> Bool? {
    switch node[name] {
    case nil: return nil
    case "YES": return true
    case "NO": return false
    case let text?:
      warn(
        node.line, "invalid flag \"\(text)\" for \(name)= on \(Self.describe(node)) (ignored)",
        id: node["id"])
      return nil
    }
  }

  /// The enumeration value named by attribute `name` of `node`; an unknown name is
  /// reported and read as absent.
  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ node: XMLElementNode, _ name: String, as type: Value.Type
  ) -> Value? where Value.RawValue == String {
    guard let text = node[name] else { return nil }
    if let value = Value(rawValue: text) { return value }
    warn(
      node.line, "unsupported value \"\(text)\" for \(name)= on \(Self.describe(node)) (ignored)",
      id: node["id"])
    return nil
  }

  /// A constraint multiplier: a number, or a ratio written `a:b` or `a/b`.
  static func multiplier(_ text: String) -> Double? {
    for separator: Character in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: separator, omittingEmptySubsequences: false)
      guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else {
        return nil
      }
      let value = a / b
      return value.isFinite ? value : nil
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// A `<rect>` as a `CGRect`.
  mutating func rect(_ node: XMLElementNode) -> CGRect {
    CGRect(
      x: number(node, "x") ?? 0, y: number(node, "y") ?? 0, width: number(node, "width") ?? 0,
      height: number(node, "height") ?? 0)
  }

  /// Insets from `<inset minX minY maxX maxY>`, `<edgeInsets top left bottom right>` or
  /// `<directionalEdgeInsets top leading bottom trailing>`.
  mutating func insets(_ node: XMLElementNode) -> IBEdgeInsets {
    switch node.name {
    case "inset":
      return IBEdgeInsets(
        top: number(node, "minY") ?? 0, left: number(node, "minX") ?? 0,
        bottom: number(node, "maxY") ?? 0, right: number(node, "maxX") ?? 0)
    case "directionalEdgeInsets":
      return IBEdgeInsets(
        top: number(node, "top") ?? 0, left: number(node, "leading") ?? 0,
        bottom: number(node, "bottom") ?? 0, right: number(node, "trailing") ?? 0,
        isDirectional: true)
    default:
      return IBEdgeInsets(
        top: number(node, "top") ?? 0, left: number(node, "left") ?? 0,
        bottom: number(node, "bottom") ?? 0, right: number(node, "right") ?? 0)
    }
  }

  /// An `<autoresizingMask>`.
  func autoresizingMask(_ node: XMLElementNode) -> IBAutoresizingMask {
    var mask: IBAutoresizingMask = []
    for (name, bit) in IBAutoresizingMask.attributeNames where node[name] == "YES" {
      mask.insert(bit)
    }
    return mask
  }

  /// A `<color>` element as an ``IBColor``; `nil` (with a warning naming `owner`) when it
  /// has no form the reader knows.
  mutating func readColor(_ node: XMLElementNode, owner: XMLElementNode) -> IBColor? {
    if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
      return .systemColor(name)
    }
    if let name = node["name"] {
      return .named(name, fallback: resources.namedColors[name])
    }
    let space = IBColorSpace(colorSpace: node["colorSpace"], custom: node["customColorSpace"])
    if case .other(let name) = space {
      warn(
        node.line, "unknown colour space \"\(name)\" in \(Self.describe(owner))", id: owner["id"])
    }
    let alpha = number(node, "alpha") ?? 1
    if node["white"] != nil {
      return .white(number(node, "white") ?? 0, alpha: alpha, space: space)
    }
    if node["red"] != nil || node["green"] != nil || node["blue"] != nil {
      return .rgb(
        number(node, "red") ?? 0, number(node, "green") ?? 0, number(node, "blue") ?? 0,
        alpha: alpha, space: space)
    }
    warn(
      node.line,
      "colour \(node["key"] ?? "") in \(Self.describe(owner)) has no components (ignored)",
      id: owner["id"])
    return nil
  }

  /// A `<fontDescription>` as an ``IBFont``; `nil` (with a warning) when it names no font.
  mutating func readFont(_ node: XMLElementNode, owner: XMLElementNode) -> IBFont? {
    if let style = node["style"] { return .textStyle(style) }
    let size = number(node, "pointSize") ?? 17
    if let name = node["name"] { return .named(name, family: node["family"], pointSize: size) }
    switch node["type"] {
    case "system":
      return .system(pointSize: size, weight: choice(node, "weight", as: IBFontWeight.self))
    case "boldSystem": return .boldSystem(pointSize: size)
    case "italicSystem": return .italicSystem(pointSize: size)
    case let type:
      let shown = type.map { "type \"\($0)\"" } ?? "no font"
      warn(
        node.line, "font description with \(shown) in \(Self.describe(owner)) (ignored)",
        id: owner["id"])
      return nil
    }
  }
}
