import SectionalGraphics

extension ListContentConfiguration {
  /// How one text of a list configuration looks (UIKit's
  /// `UIListContentConfiguration.TextProperties`).
  public struct TextProperties: Hashable, Sendable {
    /// A change of case applied to the text before it is shown (UIKit's `TextTransform`).
    public enum TextTransform: Int, Hashable, Sendable {
      /// The text as given.
      case none
      /// Every letter upper case.
      case uppercase
      /// Every letter lower case.
      case lowercase
      /// The first letter of each word upper case.
      case capitalized

      /// `text` with the transform applied.
      func apply(_ text: String) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
      }
    }

    /// How lines sit horizontally (UIKit's `TextAlignment`).
    public enum TextAlignment: Int, Hashable, Sendable {
      /// The script's default edge.
      case natural
      /// Centred.
      case center
      /// Stretched to both edges.
      case justified

      /// The label alignment that draws it.
      var labelAlignment: SectionalGraphics.TextAlignment {
        switch self {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
      }
    }

    /// The font; a Dynamic Type text style in every list style.
    public var font: Font
    /// The text colour.
    public var color: Color
    /// The change of case applied before showing the text.
    public var transform: TextTransform = .none
    /// How lines sit horizontally.
    public var alignment: TextAlignment = .natural
    /// How text that does not fit is cut.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 for no limit.
    public var numberOfLines = 0
    /// Whether the font follows the view's content size category.
    public var adjustsFontForContentSizeCategory = true

    /// Properties with `font` and `color` and the other values at their defaults.
    public init(font: Font, color: Color) {
      self.font = font
      self.color = color
    }
  }

  /// How the image of a list configuration looks (UIKit's
  /// `UIListContentConfiguration.ImageProperties`).
  public struct ImageProperties: Hashable, Sendable {
    /// The colour template images are drawn in; `nil` inherits the view's tint.
    public var tintColor: Color?
    /// The largest size the image is shown at, keeping its aspect ratio; zero for no limit.
    public var maximumSize: CGSize = .zero
    /// The space kept for the image whatever its size, so texts line up; zero for the
    /// image's own size.
    public var reservedLayoutSize: CGSize = .zero
    /// The radius of the image's corners.
    public var cornerRadius: CGFloat = 0

    /// Properties with every value at its default.
    public init() {}
  }
}
