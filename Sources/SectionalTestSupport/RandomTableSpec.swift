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

extension TableSpec {
  /// Heights a fuzz input picks from: ordinary values, zero, tiny and huge ones, and (the
  /// last four) the invalid negative, NaN and infinite values the layout must reject.
  package static let fuzzHeights: [Double] = [
    0, 0.25, 1, 17.5, 22, 28, 44, 60.5, 100, 1_000, 1e6, 1e-300, -1, -.infinity, .nan,
    .infinity,
  ]

  /// A height from one byte: bytes below 240 pick one of the twelve valid
  /// ``fuzzHeights``, the rest one of the four invalid ones, so most descriptions build.
  package static func decodedHeight(from input: inout FuzzInput) -> Double? {
    guard let byte = input.byte() else { return nil }
    return byte < 240 ? fuzzHeights[Int(byte) % 12] : fuzzHeights[12 + Int(byte) % 4]
  }

  /// Decodes a table description from a fuzz input, one byte per choice; `nil` when the
  /// input ends first.
  ///
  /// Reads: style, profile, quirk, up to 8 sections (each: header kind and height, row kind,
  /// count up to 12 and heights, footer kind and height, collapsed, pinning), table header
  /// and footer heights, content and pinning insets, empty-section policies. Heights come
  /// from ``fuzzHeights``, so invalid ones appear.
  ///
  /// - Complexity: O(bytes read).
  package static func decoded(from input: inout FuzzInput) -> TableSpec? {
    guard let style = input.element(of: TableStyle.allCases),
      let metrics = input.element(of: [TableMetrics.iOS15, .iOS7to14, .iOS6]),
      let quirk = input.choice(below: 2), let count = input.choice(below: 9)
    else { return nil }
    var sections: [SectionSpec] = []
    for _ in 0..<count {
      guard let section = decodedSection(from: &input) else { return nil }
      sections.append(section)
    }
    let insets: [EdgeInsets?] = [
      nil, .zero, EdgeInsets(top: 20, left: 0, bottom: 30, right: 0),
      EdgeInsets(top: -10, left: 0, bottom: 5.5, right: 0),
    ]
    guard let tableHeader = decodedHeight(from: &input),
      let tableFooter = decodedHeight(from: &input), let content = input.element(of: insets),
      let pinning = input.element(of: insets),
      let emptyHeaders = input.element(of: EmptySectionPolicy.allCases),
      let emptyFooters = input.element(of: EmptySectionPolicy.allCases)
    else { return nil }
    return TableSpec(
      style: style, metrics: metrics,
      quirks: TableQuirks(groupedZeroHeightMeansDefault: quirk == 1), sections: sections,
      tableHeaderHeight: tableHeader, tableFooterHeight: tableFooter,
      contentInset: content ?? .zero, pinningInsets: pinning,
      emptySectionHeaders: emptyHeaders, emptySectionFooters: emptyFooters)
  }

  /// Decodes one section; `nil` when the input ends first.
  package static func decodedSection(from input: inout FuzzInput) -> SectionSpec? {
    guard let header = decodedSupplementary(from: &input), let kind = input.choice(below: 3),
      let count = input.choice(below: 13)
    else { return nil }
    let rows: RowHeights
    switch kind {
    case 0, 1:
      guard let height = decodedHeight(from: &input) else { return nil }
      rows = kind == 0 ? .uniform(height, count: count) : .estimated(height, count: count)
    default:
      var heights: [Double] = []
      for _ in 0..<count {
        guard let height = decodedHeight(from: &input) else { return nil }
        heights.append(height)
      }
      rows = .exact(heights)
    }
    guard let footer = decodedSupplementary(from: &input), let collapsed = input.choice(below: 4),
      let pinning = input.element(of: [nil] + PinPolicy.allCases.map(Optional.some))
    else { return nil }
    return SectionSpec(
      header: header ?? nil, rows: rows, footer: footer ?? nil, isCollapsed: collapsed == 0,
      pinning: pinning)
  }

  /// Decodes a header or footer height: the outer `nil` when the input ends, the inner one
  /// for no element.
  private static func decodedSupplementary(from input: inout FuzzInput)
    -> HeaderFooterHeight??
  {
    guard let kind = input.choice(below: 4) else { return nil }
    switch kind {
    case 0: return .some(nil)
    case 3: return .some(.automatic)
    default:
      guard let height = decodedHeight(from: &input) else { return nil }
      return .some(kind == 1 ? .exact(height) : .estimated(height))
    }
  }

  /// Whether any height in the description is negative or not finite.
  package var hasInvalidHeight: Bool {
    func bad(_ value: Double) -> Bool { !(value.isFinite && value >= 0) }
    func bad(_ height: HeaderFooterHeight?) -> Bool {
      switch height {
      case .exact(let value), .estimated(let value): bad(value)
      case .automatic, nil: false
      }
    }
    if bad(tableHeaderHeight) || bad(tableFooterHeight) { return true }
    return sections.contains { section in
      switch section.rows {
      case .uniform(let height, _), .estimated(let height, _):
        if bad(height) { return true }
      case .exact(let heights):
        if heights.contains(where: bad) { return true }
      }
      return bad(section.header) || bad(section.footer)
    }
  }
}
