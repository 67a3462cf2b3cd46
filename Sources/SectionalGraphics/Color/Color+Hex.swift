extension Color {
  /// Creates a colour from a hexadecimal string such as `"#3C3C43"`, `"3c3c43"`,
  /// `"#3C3C434A"` or `"#FFF"`.
  ///
  /// The leading `#` is optional. Accepted lengths are 3 (`RGB`, each digit doubled), 6
  /// (`RRGGBB`) and 8 (`RRGGBBAA`); anything else, or a non-hex digit, returns nil. Without
  /// an alpha part the colour is opaque.
  ///
  /// - Complexity: O(n) in the length of `hexString`.
  public init?(hexString: String) {
    var digits = Substring(hexString)
    if digits.first == "#" { digits = digits.dropFirst() }
    var values: [UInt32] = []
    for character in digits {
      guard let value = character.hexDigitValue else { return nil }
      values.append(UInt32(value))
    }
    switch values.count {
    case 3:
      let expanded = values.map { Double($0 * 17) / 255 }
      self.init(red: expanded[0], green: expanded[1], blue: expanded[2])
    case 6, 8:
      var bytes: [Double] = []
      var index = 0
      while index < values.count {
        bytes.append(Double(values[index] * 16 + values[index + 1]) / 255)
        index += 2
      }
      self.init(
        red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    default:
      return nil
    }
  }

  /// The colour as `#RRGGBBAA`, each component rounded to the nearest of 256 levels.
  ///
  /// Used by display-list dumps; two colours that differ by less than half a level print the
  /// same.
  public var hexString: String {
    let bytes = [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) }
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return text
  }
}

extension Color: CustomStringConvertible {
  /// The colour as `#RRGGBBAA` (see ``hexString``).
  public var description: String { hexString }
}
