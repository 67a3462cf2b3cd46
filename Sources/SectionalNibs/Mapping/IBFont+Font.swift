import Sectional
import SectionalInterfaceBuilder

extension IBFont {
  /// The font a label or button shows for this font description.
  ///
  /// A text style is `Font.preferredFont(forTextStyle:)` (Documentation/InterfaceBuilder.md
  /// § Values become Sectional's); an unknown style is a problem, and the caller keeps the
  /// view's default font.
  func font() -> Result<Font, NibMappingProblem> {
    switch self {
    case .system(let size, let weight):
      return .success(.systemFont(ofSize: size, weight: weight.map(\.fontWeight) ?? .regular))
    case .boldSystem(let size):
      return .success(.boldSystemFont(ofSize: size))
    case .italicSystem(let size):
      return .success(.systemFont(ofSize: size))
    case .textStyle(let name):
      guard let style = Font.TextStyle(rawValue: name) else {
        return .failure(NibMappingProblem("unknown text style \"\(name)\""))
      }
      return .success(.preferredFont(forTextStyle: style))
    case .named(let name, let family, let size):
      if let font = Font(name: name, size: size) { return .success(font) }
      if let family { return .success(Font(familyName: family, size: size)) }
      return .failure(NibMappingProblem("font \"\(name)\" of size \(size) cannot be made"))
    }
  }
}

extension IBFontWeight {
  /// The matching `Font.Weight`.
  var fontWeight: Font.Weight {
    switch self {
    case .ultraLight: .ultraLight
    case .thin: .thin
    case .light: .light
    case .regular: .regular
    case .medium: .medium
    case .semibold: .semibold
    case .bold: .bold
    case .heavy: .heavy
    case .black: .black
    }
  }
}
