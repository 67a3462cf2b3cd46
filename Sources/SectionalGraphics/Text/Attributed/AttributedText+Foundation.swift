import Foundation

extension AttributedText {
  /// The attributed string's text, runs and first paragraph style, read the way UIKit's text
  /// drawing reads the keys (Documentation/AttributedText.md § Attributes).
  ///
  /// Values of the wrong type are ignored, as UIKit ignores them: a run's `.font` must be a
  /// ``Font``, its colours ``Color``s, `.shadow` an ``NSShadow``, `.paragraphStyle` an
  /// ``NSParagraphStyle``; `.kern` any number; `.underlineStyle` and `.strikethroughStyle`
  /// an ``NSUnderlineStyle`` or its raw value. Keys Sectional does not know are dropped.
  ///
  /// - Complexity: O(n + r) for a string of n UTF-16 units in r runs.
  public init(_ attributed: NSAttributedString) {
    let string = attributed.string
    var offsets = UTF16ToUTF8(string)
    var runs: [Run] = []
    var paragraphStyle: ParagraphStyle?
    let whole = NSRange(location: 0, length: attributed.length)
    attributed.enumerateAttributes(in: whole, options: []) { values, range, _ in
      let lower = offsets.utf8Offset(ofUTF16: range.location)
      let upper = offsets.utf8Offset(ofUTF16: range.location + range.length)
      if range.location == 0, let style = values[.paragraphStyle] as? NSParagraphStyle {
        paragraphStyle = style.drawnStyle
      }
      runs.append(Run(utf8Range: lower..<upper, attributes: Attributes(values)))
    }
    self.init(string: string, runs: runs, paragraphStyle: paragraphStyle)
  }
}

extension AttributedText.Attributes {
  /// The attributes Sectional draws from an attribute dictionary.
  init(_ values: [NSAttributedString.Key: Any]) {
    self.init(
      font: values[.font] as? Font,
      foregroundColor: values[.foregroundColor] as? Color,
      backgroundColor: values[.backgroundColor] as? Color,
      underline: Self.decoration(values[.underlineStyle]),
      strikethrough: Self.decoration(values[.strikethroughStyle]),
      kern: Self.number(values[.kern]) ?? 0,
      shadow: (values[.shadow] as? NSShadow)?.drawnShadow)
  }

  /// A number stored as any of the types UIKit code stores numbers as.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: value
    case let value as CGFloat: Double(value)
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  /// The line drawn for an underline or strikethrough value.
  static func decoration(_ value: Any?) -> TextDecoration {
    if let style = value as? NSUnderlineStyle { return style.drawnLine }
    guard let raw = number(value), raw.isFinite, abs(raw) < Double(Int.max) else { return .none }
    return NSUnderlineStyle(rawValue: Int(raw)).drawnLine
  }
}

/// Turns ascending UTF-16 offsets into UTF-8 offsets of one string in a single pass.
struct UTF16ToUTF8 {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var utf16 = 0
  private var utf8 = 0

  init(_ string: String) {
    scalars = Array(string.unicodeScalars)
  }

  /// The UTF-8 offset of UTF-16 offset `target`.
  ///
  /// Offsets asked for must not decrease. An offset inside a surrogate pair is taken as the pair's end.
  mutating func utf8Offset(ofUTF16 target: Int) -> Int {
    while utf16 < target, index < scalars.count {
      utf16 += UTF16.width(scalars[index])
      utf8 += UTF8.width(scalars[index])
      index += 1
    }
    return utf8
  }
}
