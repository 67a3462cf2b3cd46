import SectionalGraphics
import SectionalViews

/// The content of a list cell, header or footer: text, secondary text and an image, with their
/// fonts, colours, margins and spacing (UIKit's `UIListContentConfiguration`).
///
/// Start from one of the styles (``cell()``, ``groupedHeader()``, …, or a view's
/// `defaultContentConfiguration()`), set ``text`` and friends, and assign it to a view's
/// `contentConfiguration`. Fonts are Dynamic Type text styles, so they grow with the content
/// size category (Documentation/Configurations.md § Styles).
public struct ListContentConfiguration: ContentConfiguration, Hashable {
  /// The style a configuration was made as; it decides how states change it.
  package enum Style: Hashable, Sendable {
    case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
  }

  /// The style this configuration was made as.
  package let style: Style
  /// The primary text; `nil` shows none.
  public var text: String?
  /// The secondary text; `nil` shows none.
  public var secondaryText: String?
  /// The image before the text; `nil` shows none.
  public var image: Image?
  /// How ``text`` looks.
  public var textProperties: TextProperties
  /// How ``secondaryText`` looks.
  public var secondaryTextProperties: TextProperties
  /// How ``image`` looks.
  public var imageProperties = ImageProperties()
  /// The margins around the content, by reading direction.
  public var directionalLayoutMargins: DirectionalEdgeInsets
  /// Whether the horizontal margins are at least the superview's (the cell's or header's)
  /// layout margins, as UIKit's `axesPreservingSuperviewLayoutMargins == .horizontal`.
  public var preservesSuperviewHorizontalLayoutMargins = true
  /// The gap between the image and the text.
  public var imageToTextPadding: CGFloat = 16
  /// The gap between text and secondary text when they are side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The gap between text and secondary text when one is below the other.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// Whether text and secondary text sit on one line when they fit (value cells).
  public var prefersSideBySideTextAndSecondaryText = false

  /// A configuration of `style` with its fonts, colours and margins.
  package init(
    style: Style, text: TextProperties, secondary: TextProperties,
    margins: DirectionalEdgeInsets
  ) {
    self.style = style
    self.textProperties = text
    self.secondaryTextProperties = secondary
    self.directionalLayoutMargins = margins
  }

  /// Makes a ``ListContentView`` showing this configuration.
  public func makeContentView() -> View & ContentView {
    ListContentView(configuration: self)
  }

  /// This configuration for `state`: a disabled prominent header, sidebar header or sidebar
  /// cell turns its text and image `quaternaryLabel`; other styles are unchanged
  /// (Documentation/Configurations.md § State).
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
    var copy = self
    switch style {
    case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader,
      .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
      if state.isDisabled {
        copy.textProperties.color = .quaternaryLabel
        copy.secondaryTextProperties.color = .quaternaryLabel
        copy.imageProperties.tintColor = .quaternaryLabel
      }
    default:
      break
    }
    return copy
  }

  /// Whether the configuration is a cell style, which keeps a minimum height.
  var isCell: Bool {
    switch style {
    case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell,
      .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
      true
    case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter,
      .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader:
      false
    }
  }

  /// ``text`` as shown, with ``TextProperties/transform`` applied.
  var displayedText: String? { text.map(textProperties.transform.apply) }
  /// ``secondaryText`` as shown, with its transform applied.
  var displayedSecondaryText: String? {
    secondaryText.map(secondaryTextProperties.transform.apply)
  }
}
