import Foundation
import Sectional
import SectionalInterfaceBuilder

extension IBColor {
  /// The colour a view shows for this document colour, or `nil` (with the reason) when it
  /// names nothing Sectional knows and the document records no value for it.
  ///
  /// Components in a grey or RGB space are taken as sRGB numbers, Display P3 is converted to
  /// sRGB; system colours map by UIKit's name; an asset colour uses the value the document
  /// records for it (Documentation/InterfaceBuilder.md § Colours become Color).
  func color(resources: IBResources) -> Result<Color, NibMappingProblem> {
    switch self {
    case .white(let white, let alpha, _):
      return .success(Color(white: white, alpha: alpha))
    case .rgb(let red, let green, let blue, let alpha, let space):
      if space == .displayP3 {
        return .success(IBColor.sRGBFromDisplayP3(red, green, blue, alpha: alpha))
      }
      return .success(Color(red: red, green: green, blue: blue, alpha: alpha))
    case .systemColor(let name):
      if let color = IBColor.systemColors[name] { return .success(color) }
      if let recorded = resources.systemColors[name],
        case .success(let color) =
          recorded.color(resources: resources)
      {
        return .success(color)
      }
      return .failure(NibMappingProblem("unknown system colour \"\(name)\""))
    case .named(let name, let fallback):
      guard let fallback, case .success(let color) = fallback.color(resources: resources) else {
        return .failure(
          NibMappingProblem("asset colour \"\(name)\" has no value recorded in <resources>"))
      }
      return .success(color)
    }
  }

  /// UIKit's system colours by the names documents use: the iOS 13 names of `systemColor=`
  /// (`systemBackgroundColor`) and the older `cocoaTouchSystemColor=` ones (`darkTextColor`).
  static let systemColors: [String: Color] = [
    "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
    "tertiaryLabelColor": .tertiaryLabel, "quaternaryLabelColor": .quaternaryLabel,
    "placeholderTextColor": .placeholderText, "separatorColor": .separator,
    "opaqueSeparatorColor": .opaqueSeparator, "linkColor": .link,
    "systemBackgroundColor": .systemBackground,
    "secondarySystemBackgroundColor": .secondarySystemBackground,
    "tertiarySystemBackgroundColor": .tertiarySystemBackground,
    "systemGroupedBackgroundColor": .systemGroupedBackground,
    "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
    "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2,
    "systemGray3Color": .systemGray3, "systemGray4Color": .systemGray4,
    "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
    "systemBlueColor": .systemBlue, "systemRedColor": .systemRed,
    "systemGreenColor": .systemGreen, "systemOrangeColor": .systemOrange,
    "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
    "systemPurpleColor": .systemPurple, "systemIndigoColor": .systemIndigo,
    "systemTealColor": .systemTeal,
    "blackColor": .black, "darkGrayColor": .darkGray, "lightGrayColor": .lightGray,
    "whiteColor": .white, "grayColor": .gray, "redColor": .red, "greenColor": .green,
    "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow,
    "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple,
    "brownColor": .brown, "clearColor": .clear,
    "darkTextColor": .black, "lightTextColor": Color(white: 1, alpha: 0.6),
    "groupTableViewBackgroundColor": .systemGroupedBackground,
    "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
  ]

  /// A Display P3 colour in sRGB: both share the sRGB transfer curve, so the components are
  /// linearised, converted through the primaries' matrix (D65 white in both), clamped to the
  /// sRGB gamut and encoded again.
  static func sRGBFromDisplayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    func encoded(_ v: Double) -> Double {
      let c = min(max(v, 0), 1)
      return c <= 0.003_130_8 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    let (lr, lg, lb) = (linear(r), linear(g), linear(b))
    let sr = 1.224_940_2 * lr - 0.224_940_2 * lg
    let sg = -0.042_056_9 * lr + 1.042_056_9 * lg
    let sb = -0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_6 * lb
    return Color(red: encoded(sr), green: encoded(sg), blue: encoded(sb), alpha: alpha)
  }
}

/// Why a document value could not become a Sectional value; the loader turns it into a
/// warning naming the file, line and object.
struct NibMappingProblem: Error, Equatable {
  /// What went wrong, in a few words.
  var message: String

  /// Creates a problem.
  init(_ message: String) {
    self.message = message
  }
}
