import SectionalGraphics

extension ListContentConfiguration {
  /// A cell with one line of body text (UIKit's `cell()`): body in `label`, caption 1
  /// secondary text below it, margins 11, 16, 11, 8.
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .cell, text: properties(.body, .label), secondary: properties(.caption1, .label),
      margins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
  }

  /// A cell with secondary text under the text and no gap (UIKit's `subtitleCell()`): margins
  /// 4, 16, 4, 8.
  public static func subtitleCell() -> ListContentConfiguration {
    var configuration = ListContentConfiguration(
      style: .subtitleCell, text: properties(.body, .label),
      secondary: properties(.caption1, .label),
      margins: DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8))
    configuration.textToSecondaryTextVerticalPadding = 0
    return configuration
  }

  /// A cell with secondary text at the trailing edge when both fit on one line (UIKit's
  /// `valueCell()`): both body, the secondary text `secondaryLabel`.
  public static func valueCell() -> ListContentConfiguration {
    var configuration = ListContentConfiguration(
      style: .valueCell, text: properties(.body, .label),
      secondary: properties(.body, .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  /// A plain table's header (UIKit's `plainHeader()`): emphasized subheadline (15 pt semibold
  /// at the default size) in `secondaryLabel`, margins 4, 8, 4, 8.
  public static func plainHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .plainHeader, text: emphasized(.subheadline, .semibold, .secondaryLabel),
      secondary: properties(.subheadline, .secondaryLabel), margins: plainMargins)
  }

  /// A plain table's footer (UIKit's `plainFooter()`): as ``plainHeader()``.
  public static func plainFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .plainFooter, text: emphasized(.subheadline, .semibold, .secondaryLabel),
      secondary: properties(.subheadline, .secondaryLabel), margins: plainMargins)
  }

  /// A grouped table's header (UIKit's `groupedHeader()`): footnote in `secondaryLabel`,
  /// upper case, margins 17, 8, 6, 8.
  public static func groupedHeader() -> ListContentConfiguration {
    var text = properties(.footnote, .secondaryLabel)
    text.transform = .uppercase
    return ListContentConfiguration(
      style: .groupedHeader, text: text, secondary: properties(.footnote, .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
  }

  /// A grouped table's footer (UIKit's `groupedFooter()`): footnote in `secondaryLabel`, as
  /// written, margins 6, 8, 12, 8.
  public static func groupedFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .groupedFooter, text: properties(.footnote, .secondaryLabel),
      secondary: properties(.footnote, .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 6, leading: 8, bottom: 12, trailing: 8))
  }

  /// An inset-grouped table's prominent header (UIKit's `prominentInsetGroupedHeader()`):
  /// emphasized title 3 (20 pt bold) in `label`, subheadline secondary text, margins 8, 3, 11,
  /// 3 from the view's edges.
  public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
    var configuration = ListContentConfiguration(
      style: .prominentInsetGroupedHeader, text: emphasized(.title3, .bold, .label),
      secondary: properties(.subheadline, .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3))
    configuration.preservesSuperviewHorizontalLayoutMargins = false
    return configuration
  }

  /// An inset-grouped table's extra-prominent header (UIKit's
  /// `extraProminentInsetGroupedHeader()`): emphasized title 2 (22 pt bold) in `label`,
  /// margins 9, 3, 10, 3 from the view's edges.
  public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
    var configuration = ListContentConfiguration(
      style: .extraProminentInsetGroupedHeader, text: emphasized(.title2, .bold, .label),
      secondary: properties(.subheadline, .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3))
    configuration.preservesSuperviewHorizontalLayoutMargins = false
    return configuration
  }

  /// A sidebar's header (UIKit's `sidebarHeader()`): emphasized title 3 in `label`, margins
  /// 11, 8, 11, 8, image gap 10.
  public static func sidebarHeader() -> ListContentConfiguration {
    var configuration = ListContentConfiguration(
      style: .sidebarHeader, text: emphasized(.title3, .bold, .label),
      secondary: properties(.subheadline, .secondaryLabel), margins: sidebarMargins)
    configuration.imageToTextPadding = 10
    return configuration
  }

  /// A sidebar's row (UIKit's `sidebarCell()`): body in `label`, footnote secondary text in
  /// `secondaryLabel` 3 pt below, margins 11, 8, 11, 8, image gap 10, at least 44 pt tall.
  public static func sidebarCell() -> ListContentConfiguration {
    sidebar(.sidebarCell, subtitle: false)
  }

  /// A sidebar's row with its secondary text right under the text (UIKit's
  /// `sidebarSubtitleCell()`): as ``sidebarCell()`` with no gap and margins 4, 8, 4, 8.
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    sidebar(.sidebarSubtitleCell, subtitle: true)
  }

  /// A row of a sidebar shown beside the content it drives (UIKit's
  /// `accompaniedSidebarCell()`): the same look as ``sidebarCell()`` at rest.
  public static func accompaniedSidebarCell() -> ListContentConfiguration {
    sidebar(.accompaniedSidebarCell, subtitle: false)
  }

  /// A subtitle row of a sidebar shown beside its content (UIKit's
  /// `accompaniedSidebarSubtitleCell()`): the same look as ``sidebarSubtitleCell()`` at rest.
  public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
    sidebar(.accompaniedSidebarSubtitleCell, subtitle: true)
  }

  /// A sidebar row of `style`: body and footnote, the sidebar's 8 pt side margins and 10 pt
  /// image gap; the subtitle form has 4 pt vertical margins and no gap between the texts
  /// (Documentation/Configurations.md § Styles).
  private static func sidebar(_ style: Style, subtitle: Bool) -> ListContentConfiguration {
    var configuration = ListContentConfiguration(
      style: style, text: properties(.body, .label),
      secondary: properties(.footnote, .secondaryLabel),
      margins: subtitle
        ? DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8) : sidebarMargins)
    configuration.imageToTextPadding = 10
    if subtitle { configuration.textToSecondaryTextVerticalPadding = 0 }
    return configuration
  }

  /// The sidebar header's and cells' margins: a cell's vertical margins with 8 pt sides.
  private static let sidebarMargins = DirectionalEdgeInsets(
    top: 11, leading: 8, bottom: 11, trailing: 8)

  /// Plain headers' and footers' margins.
  private static let plainMargins = DirectionalEdgeInsets(
    top: 4, leading: 8, bottom: 4, trailing: 8)

  /// Text properties in the preferred font of `style`.
  private static func properties(_ style: Font.TextStyle, _ color: Color) -> TextProperties {
    TextProperties(font: .preferredFont(forTextStyle: style), color: color)
  }

  /// Text properties in an emphasized form of `style`: its size at the default category in
  /// `weight`, scaled along the style's sizes.
  private static func emphasized(
    _ style: Font.TextStyle, _ weight: Font.Weight, _ color: Color
  ) -> TextProperties {
    let font = FontMetrics(forTextStyle: style).scaledFont(
      for: .systemFont(ofSize: style.pointSize(for: .large), weight: weight))
    return TextProperties(font: font, color: color)
  }
}
