import Foundation

/// Styled text as a `Sendable` value: a string cut into runs that each carry their own
/// attributes, and the paragraph style it is laid out with.
///
/// What a label keeps of an `NSAttributedString` and what a ``TextRun`` carries to a
/// renderer. Attributes a run leaves `nil` take the label's (the ``TextRun``'s) font and
/// colour. Documentation/AttributedText.md says what is drawn and what is approximated.
public struct AttributedText: Hashable, Sendable {
  /// The attributes of one run.
  public struct Attributes: Hashable, Sendable {
    /// The font, or `nil` for the label's.
    public var font: Font?
    /// The text colour, or `nil` for the label's.
    public var foregroundColor: Color?
    /// The colour filled behind the glyphs, or `nil` for none.
    public var backgroundColor: Color?
    /// The underline drawn.
    public var underline: TextDecoration
    /// The strikethrough drawn.
    public var strikethrough: TextDecoration
    /// Extra space after each character in points (may be negative), or 0.
    public var kern: Double
    /// The shadow drawn under the run's glyphs, or `nil` for the label's (if any).
    public var shadow: Shadow?

    /// Creates attributes; every value defaults to "none" or "the label's".
    public init(
      font: Font? = nil, foregroundColor: Color? = nil, backgroundColor: Color? = nil,
      underline: TextDecoration = .none, strikethrough: TextDecoration = .none, kern: Double = 0,
      shadow: Shadow? = nil
    ) {
      self.font = font
      self.foregroundColor = foregroundColor
      self.backgroundColor = backgroundColor
      self.underline = underline
      self.strikethrough = strikethrough
      self.kern = kern.isFinite ? kern : 0
      self.shadow = shadow
    }
  }

  /// A stretch of the string with one set of attributes.
  public struct Run: Hashable, Sendable {
    /// The run's UTF-8 byte offsets in ``AttributedText/string``.
    public var utf8Range: Range<Int>
    /// The run's attributes.
    public var attributes: Attributes

    /// Creates a run.
    public init(utf8Range: Range<Int>, attributes: Attributes) {
      self.utf8Range = utf8Range
      self.attributes = attributes
    }
  }

  /// The text.
  public var string: String
  /// The runs, in order, without gaps or overlaps, covering the whole string.
  public private(set) var runs: [Run]
  /// The paragraph style the text is laid out with (that of its first character in the
  /// attributed string), or `nil` for the label's settings.
  public var paragraphStyle: ParagraphStyle?

  /// Creates attributed text from runs.
  ///
  /// Runs are clamped to the string and sorted; gaps are filled with runs of default
  /// attributes and overlaps go to the earlier run, so ``runs`` always covers the string once.
  /// Neighbouring runs with equal attributes are merged.
  ///
  /// - Complexity: O(r log r) for r runs.
  public init(string: String, runs: [Run], paragraphStyle: ParagraphStyle? = nil) {
    self.string = string
    self.paragraphStyle = paragraphStyle
    let count = string.utf8.count
    var covered = 0
    var normalized: [Run] = []
    func append(_ range: Range<Int>, _ attributes: Attributes) {
      guard !range.isEmpty else { return }
      if let last = normalized.last, last.attributes == attributes,
        last.utf8Range.upperBound == range.lowerBound
      {
        normalized[normalized.count - 1].utf8Range = last.utf8Range.lowerBound..<range.upperBound
      } else {
        normalized.append(Run(utf8Range: range, attributes: attributes))
      }
    }
    for run in runs.sorted(by: { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }) {
      let lower = Swift.min(Swift.max(run.utf8Range.lowerBound, covered), count)
      let upper = Swift.min(Swift.max(run.utf8Range.upperBound, lower), count)
      append(covered..<lower, Attributes())
      append(lower..<upper, run.attributes)
      covered = Swift.max(covered, upper)
    }
    append(covered..<count, Attributes())
    self.runs = normalized
  }

  /// Text with one set of attributes throughout.
  public init(string: String, attributes: Attributes = Attributes()) {
    self.init(
      string: string, runs: [Run(utf8Range: 0..<string.utf8.count, attributes: attributes)])
  }

  /// The attributes at UTF-8 offset `offset`, or those of the last run past the end.
  ///
  /// - Complexity: O(log r) for r runs.
  public func attributes(atUTF8Offset offset: Int) -> Attributes {
    guard !runs.isEmpty else { return Attributes() }
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle].utf8Range.lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    return runs[low].attributes
  }

  /// Changes the attributes of every run with `change` (neighbours that become equal are
  /// merged).
  public mutating func updateAttributes(_ change: (inout Attributes) -> Void) {
    let updated = runs.map { run -> Run in
      var run = run
      change(&run.attributes)
      return run
    }
    self = AttributedText(string: string, runs: updated, paragraphStyle: paragraphStyle)
  }

  /// The largest font size among the runs, `base` standing for runs without a font.
  public func largestFont(base: Font) -> Font {
    var largest = base
    for run in runs {
      let font = run.attributes.font ?? base
      if font.pointSize > largest.pointSize { largest = font }
    }
    return largest
  }

  /// The text with every run's font, and `base`, scaled by `factor` (a shrinking label's).
  public func scaled(by factor: Double, base: Font) -> (text: AttributedText, base: Font) {
    var text = self
    text.updateAttributes { attributes in
      if let font = attributes.font { attributes.font = font.withSize(font.pointSize * factor) }
    }
    return (text, base.withSize(base.pointSize * factor))
  }

  /// Whether any run has a dynamic colour.
  public var hasDynamicColor: Bool {
    runs.contains { run in
      let attributes = run.attributes
      return (attributes.foregroundColor?.isDynamic ?? false)
        || (attributes.backgroundColor?.isDynamic ?? false)
        || (attributes.shadow?.color.isDynamic ?? false)
    }
  }

  /// The text with every colour resolved against `traits`.
  public func resolved(with traits: TraitCollection) -> AttributedText {
    var text = self
    text.updateAttributes { attributes in
      attributes.foregroundColor = attributes.foregroundColor?.resolvedColor(with: traits)
      attributes.backgroundColor = attributes.backgroundColor?.resolvedColor(with: traits)
      if var shadow = attributes.shadow {
        shadow.color = shadow.color.resolvedColor(with: traits)
        attributes.shadow = shadow
      }
    }
    return text
  }
}

extension AttributedText {
  /// The runs in ``DisplayList/dump()``'s form: ` runs [0..<5 <font> <colour> ...; ...]`, each
  /// run's UTF-8 range followed by the attributes it sets, and the paragraph style's.
  var dumpDescription: String {
    let runs = runs.map { run in
      var parts = ["\(run.utf8Range.lowerBound)..<\(run.utf8Range.upperBound)"]
      let attributes = run.attributes
      if let font = attributes.font { parts.append("\(font)") }
      if let color = attributes.foregroundColor { parts.append("\(color)") }
      if let color = attributes.backgroundColor { parts.append("background \(color)") }
      if attributes.underline != .none { parts.append("underline \(attributes.underline)") }
      if attributes.strikethrough != .none {
        parts.append("strikethrough \(attributes.strikethrough)")
      }
      if attributes.kern != 0 { parts.append("kern \(attributes.kern)") }
      if let shadow = attributes.shadow {
        parts.append("shadow \(shadow.color) offset \(shadow.offset.width),\(shadow.offset.height)")
      }
      return parts.joined(separator: " ")
    }
    var text = " runs [\(runs.joined(separator: "; "))]"
    if let style = paragraphStyle {
      text +=
        " paragraph \(style.alignment?.rawValue ?? "-") \(style.lineBreakMode?.rawValue ?? "-")"
        + " spacing \(style.lineSpacing)"
    }
    return text
  }
}
