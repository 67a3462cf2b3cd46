/// A colour as Interface Builder writes it: components in a colour space, a system colour
/// by name, or an asset-catalogue colour by name.
///
/// Components are the document's numbers, unconverted; turning a colour space into device
/// RGB is the renderer's business.
public indirect enum IBColor: Sendable, Hashable {
  /// A grey: `white` and `alpha` in 0…1 (`<color white=… alpha=…>`).
  case white(Double, alpha: Double, space: IBColorSpace)
  /// Red, green, blue and alpha in 0…1 (`<color red=… green=… blue=… alpha=…>`).
  case rgb(Double, Double, Double, alpha: Double, space: IBColorSpace)
  /// A UIKit system colour by its name, such as `systemBackgroundColor` (`systemColor=`)
  /// or the older `groupTableViewBackgroundColor` (`cocoaTouchSystemColor=`).
  case systemColor(String)
  /// An asset-catalogue colour (`name=`), with the value the document records for it in
  /// `<resources><namedColor>`, used when the catalogue is not available.
  case named(String, fallback: IBColor?)
}

/// The colour space of an ``IBColor``'s components.
public enum IBColorSpace: Sendable, Hashable {
  /// sRGB (`customColorSpace="sRGB"`).
  case sRGB
  /// Display P3 (`customColorSpace="displayP3"`).
  case displayP3
  /// Generic grey, gamma 2.2 (`customColorSpace="genericGamma22GrayColorSpace"`).
  case genericGamma22Gray
  /// Calibrated (device-independent, older documents) white (`calibratedWhite`).
  case calibratedWhite
  /// Calibrated RGB (`calibratedRGB`).
  case calibratedRGB
  /// Device white (`deviceWhite`).
  case deviceWhite
  /// Device RGB (`deviceRGB`).
  case deviceRGB
  /// Another space, by the name the document gives (read with a warning).
  case other(String)

  /// The space a `colorSpace` and `customColorSpace` attribute pair names.
  init(colorSpace: String?, custom: String?) {
    let name = colorSpace == "custom" ? (custom ?? "sRGB") : (colorSpace ?? "sRGB")
    switch name {
    case "sRGB": self = .sRGB
    case "displayP3": self = .displayP3
    case "genericGamma22GrayColorSpace": self = .genericGamma22Gray
    case "calibratedWhite": self = .calibratedWhite
    case "calibratedRGB": self = .calibratedRGB
    case "deviceWhite": self = .deviceWhite
    case "deviceRGB": self = .deviceRGB
    default: self = .other(name)
    }
  }
}
