import Sectional
import Testing

/// The list configurations' values per style (Documentation/Configurations.md § Styles) and how
/// a list content view lays them out (§ Layout), with fixed text metrics: a cluster is half the
/// point size wide and a line 1.25 × the point size high, a label's size rounded up to whole
/// points.
@MainActor
@Suite struct ListContentConfigurationTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Margins as (top, leading, bottom, trailing).
  private func margins(_ configuration: ListContentConfiguration) -> [CGFloat] {
    let m = configuration.directionalLayoutMargins
    return [m.top, m.leading, m.bottom, m.trailing]
  }

  @Test("plain headers and footers: 15 pt semibold subheadline in secondaryLabel, 4 and 8 margins")
  func plainHeader() {
    for configuration in [ListContentConfiguration.plainHeader(), .plainFooter()] {
      let text = configuration.textProperties
      #expect(text.font.pointSize == 15)
      #expect(text.font.weight == .semibold)
      #expect(text.font.textStyle == .subheadline)
      #expect(text.color == .secondaryLabel)
      #expect(text.transform == .none)
      #expect(margins(configuration) == [4, 8, 4, 8])
    }
  }

  @Test("grouped headers: 13 pt footnote in secondaryLabel, upper case, margins 17, 8, 6, 8")
  func groupedHeader() {
    let configuration = ListContentConfiguration.groupedHeader()
    #expect(configuration.textProperties.font == .preferredFont(forTextStyle: .footnote))
    #expect(configuration.textProperties.font.pointSize == 13)
    #expect(configuration.textProperties.color == .secondaryLabel)
    #expect(configuration.textProperties.transform == .uppercase)
    #expect(margins(configuration) == [17, 8, 6, 8])
  }

  @Test("grouped footers: 13 pt footnote in secondaryLabel, as written, margins 6, 8, 12, 8")
  func groupedFooter() {
    let configuration = ListContentConfiguration.groupedFooter()
    #expect(configuration.textProperties.font.pointSize == 13)
    #expect(configuration.textProperties.font.textStyle == .footnote)
    #expect(configuration.textProperties.transform == .none)
    #expect(margins(configuration) == [6, 8, 12, 8])
  }

  @Test("prominent headers: bold title 3 / title 2 in label, own margins, subheadline secondary")
  func prominentHeaders() {
    let prominent = ListContentConfiguration.prominentInsetGroupedHeader()
    #expect(prominent.textProperties.font.pointSize == 20)
    #expect(prominent.textProperties.font.weight == .bold)
    #expect(prominent.textProperties.font.textStyle == .title3)
    #expect(prominent.textProperties.color == .label)
    #expect(prominent.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
    #expect(margins(prominent) == [8, 3, 11, 3])
    #expect(!prominent.preservesSuperviewHorizontalLayoutMargins)
    let extra = ListContentConfiguration.extraProminentInsetGroupedHeader()
    #expect(extra.textProperties.font.pointSize == 22)
    #expect(extra.textProperties.font.weight == .bold)
    #expect(extra.textProperties.font.textStyle == .title2)
    #expect(margins(extra) == [9, 3, 10, 3])
    let sidebar = ListContentConfiguration.sidebarHeader()
    #expect(sidebar.textProperties.font.textStyle == .title3)
    #expect(sidebar.imageToTextPadding == 10)
    #expect(sidebar.directionalLayoutMargins.leading == 8)
  }

  @Test("cells: body text, caption 1 or body secondary text, 16 pt leading margin and image gap")
  func cells() {
    let cell = ListContentConfiguration.cell()
    #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body))
    #expect(cell.textProperties.color == .label)
    #expect(cell.secondaryTextProperties.font == .preferredFont(forTextStyle: .caption1))
    #expect(margins(cell) == [11, 16, 11, 8])
    #expect(cell.imageToTextPadding == 16)
    #expect(cell.textToSecondaryTextVerticalPadding == 3)
    #expect(cell.textToSecondaryTextHorizontalPadding == 8)
    #expect(!cell.prefersSideBySideTextAndSecondaryText)
    let subtitle = ListContentConfiguration.subtitleCell()
    #expect(subtitle.textToSecondaryTextVerticalPadding == 0)
    #expect(margins(subtitle) == [4, 16, 4, 8])
    let value = ListContentConfiguration.valueCell()
    #expect(value.prefersSideBySideTextAndSecondaryText)
    #expect(value.secondaryTextProperties.font == .preferredFont(forTextStyle: .body))
    #expect(value.secondaryTextProperties.color == .secondaryLabel)
  }

  @Test("a list content view in a 320 pt cell: text at the cell's 16 pt margin, 44 pt at least")
  func cellLayout() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    var configuration = cell.defaultContentConfiguration()
    configuration.text = "Hello"
    cell.contentConfiguration = configuration
    cell.layoutIfNeeded()
    let view = cell.contentView.subviews.compactMap { $0 as? ListContentView }.first
    #expect(view?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    // Body 17: a 22 pt line between 11 pt margins is 44, the minimum.
    #expect(view?.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
    #expect(view?.subviews[1].frame == CGRect(x: 16, y: 11, width: 288, height: 22))
    configuration.text = nil
    cell.contentConfiguration = configuration
    // No text: the 44 pt minimum holds.
    #expect(view?.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
  }

  @Test("a value cell puts the secondary text at the trailing margin while both fit on one line")
  func valueLayout() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    var configuration = cell.defaultContentConfiguration()
    configuration.text = "Name"
    configuration.secondaryText = "Value"
    cell.contentConfiguration = configuration
    cell.layoutIfNeeded()
    let view = cell.contentView.subviews.compactMap { $0 as? ListContentView }.first
    #expect(view?.subviews[1].frame == CGRect(x: 16, y: 11, width: 34, height: 22))
    #expect(view?.subviews[2].frame == CGRect(x: 261, y: 11, width: 43, height: 22))
    configuration.secondaryText = String(repeating: "v", count: 40)
    cell.contentConfiguration = configuration
    // 34 + 8 + 340 > 288: the secondary text wraps below, 3 pt under the text: 11 + 22 + 3 +
    // two 21.25 pt lines (43, rounded up) + 11.
    let height = view?.sizeThatFits(CGSize(width: 320, height: 0)).height ?? 0
    #expect(height == 90)
    cell.frame.size.height = height
    cell.layoutIfNeeded()
    #expect(view?.subviews[1].frame == CGRect(x: 16, y: 11, width: 288, height: 22))
    #expect(view?.subviews[2].frame == CGRect(x: 16, y: 36, width: 288, height: 43))
  }

  @Test("a grouped header's content needs 17 + 17 + 6 pt, its text upper-cased")
  func groupedHeaderHeight() {
    var configuration = ListContentConfiguration.groupedHeader()
    configuration.text = "Fruit"
    let view = ListContentView(configuration: configuration)
    // Footnote 13: a 16.25 pt line, 17 rounded up.
    #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 40)
    #expect((view.subviews[1] as? Label)?.text == "FRUIT")
  }

  @Test("at AX5 a list content view's fonts are the styles' AX5 sizes, and its height grows")
  func dynamicType() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    var configuration = ListContentConfiguration.plainHeader()
    configuration.text = "Fruit"
    configuration.secondaryText = "Seasonal"
    let view = ListContentView(configuration: configuration)
    window.rootView = view
    window.layoutIfNeeded()
    // 4 + 19 + 3 + 19 + 4: two 18.75 pt lines, rounded up.
    #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 49)
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    window.layoutIfNeeded()
    #expect((view.subviews[1] as? Label)?.font.pointSize == 49)
    #expect((view.subviews[1] as? Label)?.font.weight == .semibold)
    #expect((view.subviews[2] as? Label)?.font.pointSize == 49)
    // 4 + 62 + 3 + 62 + 4: two 61.25 pt lines, rounded up.
    #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 135)
  }

  @Test("a right-to-left layout puts the image and text at the right edge")
  func rightToLeft() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var configuration = ListContentConfiguration.cell()
    configuration.text = "Hello"
    let view = ListContentView(configuration: configuration)
    view.semanticContentAttribute = .forceRightToLeft
    window.rootView = view
    window.layoutIfNeeded()
    // Margins 16 leading, 8 trailing, mirrored: the text runs from x 8 to 304.
    #expect(view.subviews[1].frame == CGRect(x: 8, y: 11, width: 296, height: 22))
  }

  @Test("sidebar cells: body in label, footnote in secondaryLabel, 8 pt sides, 10 pt image gap")
  func sidebarCells() {
    for cell in [ListContentConfiguration.sidebarCell(), .accompaniedSidebarCell()] {
      #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body))
      #expect(cell.textProperties.font.pointSize == 17)
      #expect(cell.textProperties.color == .label)
      #expect(cell.secondaryTextProperties.font == .preferredFont(forTextStyle: .footnote))
      #expect(cell.secondaryTextProperties.font.pointSize == 13)
      #expect(cell.secondaryTextProperties.color == .secondaryLabel)
      #expect(margins(cell) == [11, 8, 11, 8])
      #expect(cell.imageToTextPadding == 10)
      #expect(cell.textToSecondaryTextVerticalPadding == 3)
      #expect(cell.preservesSuperviewHorizontalLayoutMargins)
      #expect(!cell.prefersSideBySideTextAndSecondaryText)
    }
    for subtitle in [
      ListContentConfiguration.sidebarSubtitleCell(), .accompaniedSidebarSubtitleCell(),
    ] {
      #expect(subtitle.textProperties.font.pointSize == 17)
      #expect(subtitle.secondaryTextProperties.font.textStyle == .footnote)
      #expect(margins(subtitle) == [4, 8, 4, 8])
      #expect(subtitle.imageToTextPadding == 10)
      #expect(subtitle.textToSecondaryTextVerticalPadding == 0)
    }
    #expect(margins(.sidebarHeader()) == [11, 8, 11, 8])
  }

  @Test("a sidebar row on its own: text 8 pt in, 44 pt tall; the subtitle row stacks to 47 pt")
  func sidebarLayout() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
    var configuration = ListContentConfiguration.sidebarCell()
    configuration.text = "Recents"
    let view = ListContentView(configuration: configuration)
    view.frame = CGRect(x: 0, y: 0, width: 240, height: 44)
    window.addSubview(view)
    window.layoutIfNeeded()
    // Body 17: a 22 pt line between 11 pt margins is 44, the cell minimum.
    #expect(view.sizeThatFits(CGSize(width: 240, height: 0)).height == 44)
    #expect(view.subviews[1].frame == CGRect(x: 8, y: 11, width: 224, height: 22))
    var subtitle = ListContentConfiguration.sidebarSubtitleCell()
    subtitle.text = "Shared"
    subtitle.secondaryText = "With 3 people"
    view.configuration = subtitle
    // 4 + 22 + 0 + 17 (footnote's 16.25 pt line, rounded up) + 4.
    #expect(view.sizeThatFits(CGSize(width: 240, height: 0)).height == 47)
    view.frame.size.height = 47
    window.layoutIfNeeded()
    #expect(view.subviews[1].frame == CGRect(x: 8, y: 4, width: 224, height: 22))
    #expect(view.subviews[2].frame == CGRect(x: 8, y: 26, width: 224, height: 17))
  }

  @Test("a disabled sidebar row turns its text quaternaryLabel; the accompanied one too")
  func sidebarDisabled() {
    var state = CellConfigurationState(traitCollection: TraitCollection())
    state.isDisabled = true
    let styles = [ListContentConfiguration.sidebarCell(), .accompaniedSidebarSubtitleCell()]
    for configuration in styles {
      let updated = configuration.updated(for: state)
      #expect(updated.textProperties.color == .quaternaryLabel)
      #expect(updated.secondaryTextProperties.color == .quaternaryLabel)
      #expect(updated.imageProperties.tintColor == .quaternaryLabel)
      let enabled = configuration.updated(for: CellConfigurationState(traitCollection: .init()))
      #expect(enabled.textProperties.color == .label)
    }
  }
}
