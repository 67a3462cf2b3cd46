import SectionalGraphics
import SectionalViews

/// How the background of a cell, header or footer looks (UIKit's `UIBackgroundConfiguration`):
/// a colour, an optional custom view, rounded corners, a stroke and insets.
///
/// UIKit's `visualEffect` (blur) is not modelled; a plain header's list background is therefore
/// opaque (Documentation/Configurations.md § Backgrounds).
public struct BackgroundConfiguration: Hashable {
  /// The style a configuration was made as; it decides how states change it.
  package enum Style: Hashable, Sendable {
    case clear, listPlainCell, listGroupedCell, listPlainHeaderFooter, listGroupedHeaderFooter
  }

  /// The style this configuration was made as.
  package let style: Style
  /// The fill colour; `nil` fills nothing.
  public var backgroundColor: Color?
  /// A view shown behind the content, sized to the background's rectangle.
  public var customView: View?
  /// The radius of the background's corners.
  public var cornerRadius: CGFloat = 0
  /// Insets of the background from the view's edges, by reading direction.
  public var backgroundInsets = DirectionalEdgeInsets.zero
  /// The colour of the outline; `nil` draws none.
  public var strokeColor: Color?
  /// The width of the outline, drawn inside the background's rectangle.
  public var strokeWidth: CGFloat = 0

  /// A configuration of `style` filled with `color`.
  package init(style: Style, color: Color?) {
    self.style = style
    backgroundColor = color
  }

  /// No background at all (UIKit's `clear()`).
  public static func clear() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .clear, color: nil)
  }

  /// A plain table's cell (UIKit's `listPlainCell()`): `systemBackground`.
  public static func listPlainCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listPlainCell, color: .systemBackground)
  }

  /// A grouped table's cell (UIKit's `listGroupedCell()`):
  /// `secondarySystemGroupedBackground`.
  public static func listGroupedCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
  }

  /// A plain table's header or footer (UIKit's `listPlainHeaderFooter()`): opaque
  /// `systemBackground`, so a pinned header hides the rows scrolling under it.
  public static func listPlainHeaderFooter() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listPlainHeaderFooter, color: .systemBackground)
  }

  /// A grouped table's header or footer (UIKit's `listGroupedHeaderFooter()`): clear.
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listGroupedHeaderFooter, color: nil)
  }

  /// This configuration for `state`: list cells fill `systemGray4` while highlighted or
  /// selected; other styles are unchanged.
  @MainActor
  public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
    var copy = self
    if style == .listPlainCell || style == .listGroupedCell,
      state.isHighlighted || state.isSelected
    {
      copy.backgroundColor = .systemGray4
    }
    return copy
  }

  /// Equal when every value is equal and the custom views are the same view.
  public static func == (lhs: BackgroundConfiguration, rhs: BackgroundConfiguration) -> Bool {
    lhs.style == rhs.style && lhs.backgroundColor == rhs.backgroundColor
      && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
      && lhs.backgroundInsets == rhs.backgroundInsets && lhs.strokeColor == rhs.strokeColor
      && lhs.strokeWidth == rhs.strokeWidth
  }

  /// Hashes the values and the custom view's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(backgroundColor)
    hasher.combine(customView.map(ObjectIdentifier.init))
    hasher.combine(cornerRadius)
    hasher.combine(backgroundInsets)
    hasher.combine(strokeColor)
    hasher.combine(strokeWidth)
  }
}

/// The view that draws a ``BackgroundConfiguration`` behind a cell's or header's content.
final class BackgroundConfigurationView: View {
  /// The configuration drawn.
  var configuration: BackgroundConfiguration {
    didSet {
      guard configuration != oldValue else { return }
      if oldValue.customView !== configuration.customView {
        oldValue.customView?.removeFromSuperview()
        if let custom = configuration.customView { addSubview(custom) }
      }
      setNeedsLayout()
      setNeedsDisplay()
    }
  }

  /// Creates the view for `configuration`.
  init(configuration: BackgroundConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    if let custom = configuration.customView { addSubview(custom) }
  }

  /// Not supported: made by its host.
  required init?(coder: NSCoder) { nil }

  /// The rectangle of the background in `rect` (the bounds, or where they are drawn): inside
  /// the insets.
  private func backgroundRect(in rect: CGRect) -> CGRect {
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return rect.inset(by: configuration.backgroundInsets.edgeInsets(isRightToLeft: isRightToLeft))
  }

  /// Sizes the custom view to the background's rectangle.
  override func layoutSubviews() {
    super.layoutSubviews()
    configuration.customView?.frame = backgroundRect(in: bounds)
  }

  /// Fills and outlines the background's rectangle inside `rect`, where the view is drawn.
  override func draw(_ rect: CGRect, into list: inout DisplayList) {
    let area = backgroundRect(in: rect)
    let radius = configuration.cornerRadius
    if let color = configuration.backgroundColor {
      if radius > 0 {
        list.fillRoundedRect(area, cornerRadius: radius, color: color)
      } else {
        list.fill(area, color: color)
      }
    }
    if let stroke = configuration.strokeColor, configuration.strokeWidth > 0 {
      let width = configuration.strokeWidth
      let inner = area.insetBy(dx: width / 2, dy: width / 2)
      list.strokeRoundedRect(inner, cornerRadius: radius, color: stroke, lineWidth: width)
    }
  }
}
