import Sectional
import SectionalInterfaceBuilder

extension IBFont {
  /// The font a label or button shows for this font description.
  ///
  /// A text style is the style's font at the default (Large) content size
  /// (Documentation/InterfaceBuilder.md § Fonts become Font); an unknown style is a problem,
  /// and the caller keeps the view's default font.
  func font() -> Result<Font, NibMappingProblem> {
    switch self {
    case .system(let size, let weight):
      return .success(.systemFont(ofSize: size, weight: weight.map(\.fontWeight) ?? .regular))
    case .boldSystem(let size):
      return .success(.boldSystemFont(ofSize: size))
    case .italicSystem(let size):
      return .success(.systemFont(ofSize: size))
    case .textStyle(let style):
      guard let (size, weight) = IBFont.textStyles[style] else {
        return .failure(NibMappingProblem("unknown text style \"\(style)\""))
      }
      return .success(.systemFont(ofSize: size, weight: weight))
    case .named(let name, let family, let size):
      if let font = Font(name: name, size: size) { return .success(font) }
      if let family { return .success(Font(familyName: family, size: size)) }
      return .failure(NibMappingProblem("font \"\(name)\" of size \(size) cannot be made"))
    }
  }

  /// The Dynamic Type styles by the names documents use, with their size and weight at the
  /// default (Large) content size.
  static let textStyles: [String: (Double, Font.Weight)] = [
    "UICTFontTextStyleTitle0": (34, .regular),
    "UICTFontTextStyleTitle1": (28, .regular),
    "UICTFontTextStyleTitle2": (22, .regular),
    "UICTFontTextStyleTitle3": (20, .regular),
    "UICTFontTextStyleHeadline": (17, .semibold),
    "UICTFontTextStyleBody": (17, .regular),
    "UICTFontTextStyleCallout": (16, .regular),
    "UICTFontTextStyleSubhead": (15, .regular),
    "UICTFontTextStyleFootnote": (13, .regular),
    "UICTFontTextStyleCaption1": (12, .regular),
    "UICTFontTextStyleCaption2": (11, .regular),
  ]
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
