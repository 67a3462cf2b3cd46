import SectionalGraphics
import SectionalLayout
import SectionalViews

/// A reusable section header or footer view, as UIKit's `UITableViewHeaderFooterView`.
///
/// It has a `contentView` for custom subviews, a lazily made `textLabel` and
/// `detailTextLabel`, and an optional `backgroundView` behind the content. When the table
/// shows a title (``TableViewDataSource/tableView(_:titleForHeaderInSection:)``) it uses one
/// of these in the default look of its style (`applyDefaultLook(style:isHeader:metrics:)`).
/// Register subclasses with ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)``.
open class TableViewHeaderFooterView: View {
  /// A header or footer showing a title reads it as one element.
  ///
  /// A header has the `.header` trait (screen readers jump between headers), a footer is
  /// static text; when the table collapses sections on header taps, a header says whether
  /// its section is expanded. A view without a title is not an element and its content is
  /// read instead.
  open override var accessibilityDefaults: AccessibilityDefaults {
    let texts =
      ([storedTextLabel?.text, storedDetailTextLabel?.text].compactMap { $0 }
      + configurations.accessibilityTexts).filter { !$0.isEmpty }
    guard !texts.isEmpty else { return AccessibilityDefaults() }
    let table = superview as? TableView
    return AccessibilityDefaults(
      isElement: true, label: texts.joined(separator: ", "),
      traits: lookIsHeader && !isFooter ? .header : .staticText,
      isExpanded: table?.accessibilityExpandedState(ofHeader: self))
  }

  /// Activating the header taps it as a pointer would (see `TableView` header taps).
  open override func accessibilityActivate() -> Bool {
    (superview as? TableView)?.accessibilityActivate(self) ?? false
  }

  /// The identifier of the reuse queue this view belongs to, `nil` for a view that is not
  /// reused.
  public internal(set) var reuseIdentifier: String?
  /// The view that holds custom content; it fills the header and is above `backgroundView`.
  public let contentView = View()
  /// Storage behind `textLabel`.
  private var storedTextLabel: Label?
  /// Storage behind `detailTextLabel`.
  private var storedDetailTextLabel: Label?
  /// The table style the default look follows; set by
  /// ``applyDefaultLook(style:isHeader:metrics:)``.
  private var lookStyle: TableView.Style = .plain
  /// Whether the default look is a header's (uppercase in grouped styles) or a footer's.
  private var lookIsHeader = true
  /// The style of the table showing the view, set by the table before it displays it; `nil`
  /// before that (the default look's style then decides).
  var tableStyle: TableView.Style?
  /// The vertical margins of the default look (top, bottom).
  private var lookMargins = (top: 4.0, bottom: 4.0)
  /// The text transform of the default look.
  private var lookTransform = ListContentConfiguration.TextProperties.TextTransform.none
  /// Whether the table shows the view as a footer; set by the table before it displays it.
  var isFooter = false
  /// The content and background configurations and their views.
  var configurations = ConfigurationSlots()
  /// Whether the view is a header pinned to the top of a plain table; set by the table.
  var isPinned = false {
    didSet { if isPinned != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Called with the view and its state whenever its configuration is updated (UIKit's
  /// `configurationUpdateHandler`); setting it schedules an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Updates the view's configurations for `state`; called before layout after
  /// ``setNeedsUpdateConfiguration()`` (UIKit's `updateConfiguration(using:)`).
  ///
  /// The content and background configurations were already updated for `state` when their
  /// automatic updates are on. The default calls ``configurationUpdateHandler``; overrides set
  /// configurations from the state and call `super`.
  open func updateConfiguration(using state: ViewConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  /// Creates a header or footer view for the reuse queue `reuseIdentifier`.
  ///
  /// Subclasses registered by class are made with this initializer, as UIKit's
  /// `init(reuseIdentifier:)`.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view without a reuse identifier, as `UITableViewHeaderFooterView()`; a
  /// subclass that implements the required initializers gets it too.
  public convenience init() {
    self.init(reuseIdentifier: nil)
  }

  /// Creates a view from an archive, as `UITableViewHeaderFooterView.init(coder:)` (see
  /// `View.init(coder:)`): without a reuse identifier, unless the coder is a nib loader's that
  /// carries one.
  public required init?(coder: NSCoder) {
    reuseIdentifier = (coder as? any TableArchive)?.archivedReuseIdentifier
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The primary label, made on first use and added to `contentView`.
  ///
  /// Optional as in UIKit, so ported `textLabel?.text = …` code compiles; it is never `nil`.
  public var textLabel: Label? {
    if let storedTextLabel { return storedTextLabel }
    let label = Label()
    contentView.addSubview(label)
    storedTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The secondary label below `textLabel`, made on first use.
  ///
  /// Laid out in grouped styles only, as UIKit's: in a plain table it stays hidden and takes no
  /// space.
  public var detailTextLabel: Label? {
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = Label()
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    storedDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// Whether a finger is on the header (the table sets it while tracking a header tap).
  open var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      setNeedsDisplay()
      setNeedsUpdateConfiguration()
    }
  }
  /// The colour laid over the bounds while highlighted; `systemGray4` at half opacity.
  open var highlightColor: Color? = Color.systemGray4.withAlphaComponent(0.5)
  /// Whether a mouse pointer hovers over the view (the table sets it from hover events).
  open var isHovered = false {
    didSet { if isHovered != oldValue { setNeedsDisplay() } }
  }
  /// The colour laid over the bounds while hovered; `systemGray5` at half opacity.
  open var hoverColor: Color? = Color.systemGray5.withAlphaComponent(0.5)

  /// A view drawn behind `contentView` and sized to the bounds; `nil` by default.
  public var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Resets the view before the table hands it out again from its reuse queue.
  ///
  /// Called by ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)`` for a view taken from
  /// the queue, never for a new one, as UIKit does. The default clears the highlight and the
  /// labels' text; overrides must call `super`.
  open func prepareForReuse() {
    isHighlighted = false
    isHovered = false
    storedTextLabel?.text = nil
    storedDetailTextLabel?.text = nil
  }

  /// Gives the view its style's default look: the text properties and vertical margins of the
  /// list configuration for the style (Documentation/Configurations.md § Default headers).
  ///
  /// Plain headers and footers take ``ListContentConfiguration/plainHeader()``'s (emphasized
  /// subheadline, 4 pt vertical margins, the label centred); grouped headers take
  /// ``ListContentConfiguration/groupedHeader()``'s (footnote, upper case, 17 pt above, 32 pt
  /// for the first section, 6 below, from `metrics`) and grouped footers
  /// ``ListContentConfiguration/groupedFooter()``'s (footnote, 6 above, 12 below). Fonts follow
  /// the content size category. The leading and trailing margin is the profile's layout
  /// margin. Plain headers and footers get an opaque `systemBackground`, as
  /// ``BackgroundConfiguration/listPlainHeaderFooter()``, so a pinned one hides the rows under
  /// it, unless a background colour or view is already set.
  public func applyDefaultLook(
    style: TableView.Style, isHeader: Bool, metrics: TableMetrics, isFirstSection: Bool = false
  ) {
    lookStyle = style
    lookIsHeader = isHeader
    let configuration: ListContentConfiguration =
      switch (style, isHeader) {
      case (.plain, true): .plainHeader()
      case (.plain, false): .plainFooter()
      case (_, true): .groupedHeader()
      case (_, false): .groupedFooter()
      }
    let label = textLabel!
    let properties = configuration.textProperties
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    label.font = properties.font
    label.textColor = properties.color
    switch style {
    case .plain:
      label.numberOfLines = 1
      lookMargins = (
        configuration.directionalLayoutMargins.top, configuration.directionalLayoutMargins.bottom
      )
      if backgroundColor == nil, backgroundView == nil {
        backgroundColor = BackgroundConfiguration.listPlainHeaderFooter().backgroundColor
      }
    case .grouped, .insetGrouped:
      // Grouped titles wrap, and the header grows to fit them (Documentation/TableMetrics.md).
      label.numberOfLines = properties.numberOfLines
      lookMargins =
        isHeader
        ? (
          isFirstSection ? metrics.groupedFirstHeaderTopMargin : metrics.groupedHeaderTopMargin,
          metrics.groupedHeaderBottomMargin
        )
        : (metrics.footerTopMargin, metrics.footerBottomMargin)
    }
    lookTransform = properties.transform
    layoutMargins = EdgeInsets(
      top: lookMargins.top, left: metrics.layoutMargin, bottom: lookMargins.bottom,
      right: metrics.layoutMargin)
    setNeedsLayout()
  }

  /// Draws the highlight while a finger is on the header.
  open override func draw(_ rect: CGRect, into list: inout DisplayList) {
    if isHighlighted, let highlightColor {
      list.fill(rect, color: highlightColor)
    } else if isHovered, let hoverColor {
      list.fill(rect, color: hoverColor)
    }
  }

  /// The height the labels need between the vertical layout margins, at any width; the
  /// frame's size when the view has no built-in labels.
  ///
  /// The table sizes titled grouped-style headers and footers with it (UIKit's
  /// `automaticDimension` "fits the value returned from titleForHeaderInSection").
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard storedTextLabel != nil || storedDetailTextLabel != nil else {
      if let height = configurations.contentHeight(width: size.width, margins: configurationMargins)
      {
        return CGSize(width: size.width, height: height)
      }
      return super.sizeThatFits(size)
    }
    let textHeight = storedTextLabel.map { titleHeight(of: $0, width: size.width) } ?? 0
    let detailHeight = showsDetail ? storedDetailTextLabel!.intrinsicContentSize.height : 0
    return CGSize(
      width: size.width,
      height: layoutMargins.top + textHeight + detailHeight + layoutMargins.bottom)
  }

  /// The height of `label` between the horizontal layout margins of a view `width` wide: its
  /// one-line height, or its wrapped height when it may take more lines.
  private func titleHeight(of label: Label, width: Double) -> Double {
    guard label.numberOfLines != 1 else { return label.intrinsicContentSize.height }
    let available = max(1, width - layoutMargins.horizontal)
    return label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height
  }

  /// Whether the detail label is laid out: it exists and the table (or the default look, before
  /// a table shows the view) is in a grouped style.
  private var showsDetail: Bool {
    storedDetailTextLabel != nil && (tableStyle ?? lookStyle) != .plain
  }

  /// The title as displayed, with the default look's text transform (upper case for
  /// grouped-style headers, as UIKit does).
  func displayedTitle(_ title: String) -> String {
    lookTransform.apply(title)
  }

  /// The margins a list content configuration keeps at least: the view's layout margins, and
  /// horizontally the table's layout margin, so configured headers line up with the rows' text
  /// as title headers do.
  private var configurationMargins: EdgeInsets {
    var margins = layoutMargins
    if let table = superview as? TableView {
      margins.left = max(margins.left, table.metrics.layoutMargin)
      margins.right = max(margins.right, table.metrics.layoutMargin)
    }
    return margins
  }

  /// Sizes the background and content views to the bounds and places the labels.
  ///
  /// The text label is centred vertically in plain style (`round((height - textHeight) / 2)`,
  /// Documentation/TableMetrics.md) and rests on the bottom margin in grouped styles; the detail
  /// label sits below it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if configurations.needsUpdate { updateConfigurationNow() }
    backgroundView?.frame = bounds
    contentView.frame = bounds
    configurations.layout(host: self, container: contentView, margins: configurationMargins)
    let margins = layoutMargins
    let width = max(0, bounds.width - margins.horizontal)
    let textHeight = storedTextLabel.map { titleHeight(of: $0, width: bounds.width) } ?? 0
    let showsDetail = self.showsDetail
    let detailHeight = showsDetail ? storedDetailTextLabel!.intrinsicContentSize.height : 0
    if let detail = storedDetailTextLabel, detail.isHidden == showsDetail {
      detail.isHidden = !showsDetail
    }
    let textY: Double
    if lookStyle == .plain {
      textY = ((bounds.height - textHeight - detailHeight) / 2).rounded()
    } else {
      textY = bounds.height - margins.bottom - textHeight - detailHeight
    }
    storedTextLabel?.frame = CGRect(x: margins.left, y: textY, width: width, height: textHeight)
    storedDetailTextLabel?.frame = CGRect(
      x: margins.left, y: textY + textHeight, width: width, height: detailHeight)
  }
}
