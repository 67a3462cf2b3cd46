import SectionalGraphics
import SectionalLayout

extension TableSpec {
  /// A random table description for property tests and fuzzing, replayable from the
  /// generator's seed.
  ///
  /// Every height is a multiple of 0.25 pt, so sums are exact in binary floating point and
  /// tests can compare positions exactly. Styles, header and footer kinds, row kinds, collapsed
  /// sections, pin policies, empty-section policies, insets and the table header and footer
  /// all vary.
  ///
  /// - Parameters:
  ///   - rng: The generator; ``SplitMix64`` in tests.
  ///   - maxSections: The largest number of sections (inclusive).
  ///   - maxRows: The largest number of rows in one section (inclusive).
  /// - Complexity: O(sections + rows).
  public static func random(
    using rng: inout some RandomNumberGenerator, maxSections: Int = 12, maxRows: Int = 12
  ) -> TableSpec {
    let style = TableStyle.allCases.randomElement(using: &rng)!
    let sectionCount = Int.random(in: 0...maxSections, using: &rng)
    var sections: [SectionSpec] = []
    for _ in 0..<sectionCount {
      sections.append(.random(using: &rng, maxRows: maxRows))
    }
    let profiles: [TableMetrics] = [.iOS15, .iOS7to14, .iOS6]
    func maybeHeight() -> Double {
      Bool.random(using: &rng) ? 0 : quarterPoints(in: 1...120, using: &rng)
    }
    func maybeInsets() -> EdgeInsets {
      guard Bool.random(using: &rng) else { return .zero }
      return EdgeInsets(
        top: quarterPoints(in: 0...60, using: &rng), left: 0,
        bottom: quarterPoints(in: 0...60, using: &rng), right: 0)
    }
    let contentInset = maybeInsets()
    let pinningInsets: EdgeInsets? = Bool.random(using: &rng) ? nil : maybeInsets()
    return TableSpec(
      style: style, metrics: profiles.randomElement(using: &rng)!,
      quirks: TableQuirks(groupedZeroHeightMeansDefault: Bool.random(using: &rng)),
      sections: sections, tableHeaderHeight: maybeHeight(), tableFooterHeight: maybeHeight(),
      contentInset: contentInset, pinningInsets: pinningInsets,
      emptySectionHeaders: Bool.random(using: &rng) ? .shown : .hidden,
      emptySectionFooters: Bool.random(using: &rng) ? .shown : .hidden)
  }
}

extension SectionSpec {
  /// A random section description with heights in multiples of 0.25 pt.
  ///
  /// - Complexity: O(rows).
  public static func random(using rng: inout some RandomNumberGenerator, maxRows: Int = 12)
    -> SectionSpec
  {
    let header = HeaderFooterHeight?.random(using: &rng)
    let footer = HeaderFooterHeight?.random(using: &rng)
    let count = Int.random(in: 0...maxRows, using: &rng)
    let rows: RowHeights
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: rows = .uniform(quarterPoints(in: 0...90, using: &rng), count: count)
    case 1: rows = .estimated(quarterPoints(in: 1...90, using: &rng), count: count)
    default: rows = .exact((0..<count).map { _ in quarterPoints(in: 0...90, using: &rng) })
    }
    let pinning: PinPolicy? =
      Int.random(in: 0..<3, using: &rng) == 0 ? PinPolicy.allCases.randomElement(using: &rng) : nil
    return SectionSpec(
      header: header, rows: rows, footer: footer,
      isCollapsed: Int.random(in: 0..<6, using: &rng) == 0, pinning: pinning)
  }
}

extension Optional where Wrapped == HeaderFooterHeight {
  /// A random header or footer height, `nil` about one time in four.
  public static func random(using rng: inout some RandomNumberGenerator) -> HeaderFooterHeight? {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: nil
    case 1: .exact(quarterPoints(in: 0...60, using: &rng))
    case 2: .estimated(quarterPoints(in: 1...60, using: &rng))
    default: .automatic
    }
  }
}

/// A random multiple of 0.25 in `range`.
public func quarterPoints(
  in range: ClosedRange<Double>, using rng: inout some RandomNumberGenerator
)
  -> Double
{
  let low = Int((range.lowerBound * 4).rounded(.up))
  let high = Int((range.upperBound * 4).rounded(.down))
  return Double(Int.random(in: low...high, using: &rng)) / 4
}
