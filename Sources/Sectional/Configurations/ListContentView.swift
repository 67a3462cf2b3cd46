import SectionalGraphics
import SectionalViews

/// The view that shows a ``ListContentConfiguration`` (UIKit's `UIListContentView`): an image
/// at the leading margin, then the text with the secondary text below it or, for value cells
/// when both fit, at the trailing edge.
///
/// The content sits between the configuration's margins, centred vertically when the view is
/// taller than it needs; on the axes a configuration preserves, each horizontal margin is at
/// least the host view's layout margin (Documentation/Configurations.md § Layout).
public final class ListContentView: View, ContentView {
  /// The configuration shown.
  public private(set) var listConfiguration: ListContentConfiguration
  /// The label of the configuration's text.
  let textLabel = Label()
  /// The label of the configuration's secondary text.
  let secondaryTextLabel = Label()
  /// The configuration's image.
  let imageView = ImageView()
  /// The layout margins of the cell or header hosting the view, which preserving
  /// configurations keep as minimum horizontal margins; the host sets them.
  var hostMargins = EdgeInsets.zero {
    didSet { if hostMargins != oldValue { setNeedsLayout() } }
  }

  /// Creates a view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [View] { addSubview(view) }
    apply()
  }

  /// Not supported: a list content view is made from a configuration.
  public required init?(coder: NSCoder) { nil }

  /// The configuration shown, as a ``ContentConfiguration``; a configuration of another type is
  /// ignored, as ``ContentView/supports(_:)`` says it cannot be shown.
  public var configuration: any ContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? ListContentConfiguration, list != listConfiguration else {
        return
      }
      listConfiguration = list
      apply()
    }
  }

  /// Gives the subviews the configuration's values.
  private func apply() {
    let configuration = listConfiguration
    style(textLabel, configuration.displayedText, configuration.textProperties)
    style(
      secondaryTextLabel, configuration.displayedSecondaryText,
      configuration.secondaryTextProperties)
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    if let tint = configuration.imageProperties.tintColor { imageView.tintColor = tint }
    imageView.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    setNeedsLayout()
  }

  /// Gives `label` `text` in `properties`' look; a label without text is hidden.
  private func style(
    _ label: Label, _ text: String?, _ properties: ListContentConfiguration.TextProperties
  ) {
    label.text = text
    label.isHidden = text?.isEmpty ?? true
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    label.font = properties.font
    label.textColor = properties.color
    label.textAlignment = properties.alignment.labelAlignment
    label.lineBreakMode = properties.lineBreakMode
    label.numberOfLines = properties.numberOfLines
  }

  /// The margins the content sits in, with `left` the leading one: the configuration's, and on
  /// a preserving configuration at least the host's horizontal margins (layout mirrors the
  /// frames afterwards in a right-to-left layout).
  var effectiveMargins: EdgeInsets {
    var margins = listConfiguration.directionalLayoutMargins.edgeInsets()
    if listConfiguration.preservesSuperviewHorizontalLayoutMargins {
      let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let leading = isRightToLeft ? hostMargins.right : hostMargins.left
      let trailing = isRightToLeft ? hostMargins.left : hostMargins.right
      margins.left = max(margins.left, leading)
      margins.right = max(margins.right, trailing)
    }
    return margins
  }

  /// The size the image is shown at: its own, shrunk into `maximumSize` keeping its aspect.
  private var imageSize: CGSize {
    guard let image = listConfiguration.image else { return .zero }
    var size = image.size
    let limit = listConfiguration.imageProperties.maximumSize
    if limit.width > 0, size.width > limit.width {
      size = CGSize(width: limit.width, height: size.height * limit.width / size.width)
    }
    if limit.height > 0, size.height > limit.height {
      size = CGSize(width: size.width * limit.height / size.height, height: limit.height)
    }
    return size
  }

  /// The width kept for the image and its gap before the text; zero without an image.
  private var imageColumnWidth: CGFloat {
    guard listConfiguration.image != nil else { return 0 }
    let reserved = listConfiguration.imageProperties.reservedLayoutSize.width
    return max(imageSize.width, reserved) + listConfiguration.imageToTextPadding
  }

  /// Where the texts go in a column `width` wide: their sizes and whether they share a line.
  private func textLayout(width: CGFloat) -> (text: CGSize, secondary: CGSize, sideBySide: Bool) {
    let hasText = !textLabel.isHidden
    let hasSecondary = !secondaryTextLabel.isHidden
    if listConfiguration.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
      let unlimited = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
      let text = textLabel.sizeThatFits(unlimited)
      let secondary = secondaryTextLabel.sizeThatFits(unlimited)
      if text.width + listConfiguration.textToSecondaryTextHorizontalPadding + secondary.width
        <= width
      {
        return (text, secondary, true)
      }
    }
    let limit = CGSize(width: max(1, width), height: .greatestFiniteMagnitude)
    let text = hasText ? CGSize(width: width, height: textLabel.sizeThatFits(limit).height) : .zero
    let secondary =
      hasSecondary
      ? CGSize(width: width, height: secondaryTextLabel.sizeThatFits(limit).height) : .zero
    return (text, secondary, false)
  }

  /// The height of the texts laid out by `layout`.
  private func textHeight(_ layout: (text: CGSize, secondary: CGSize, sideBySide: Bool))
    -> CGFloat
  {
    if layout.sideBySide { return max(layout.text.height, layout.secondary.height) }
    let gap =
      layout.text.height > 0 && layout.secondary.height > 0
      ? listConfiguration.textToSecondaryTextVerticalPadding : 0
    return layout.text.height + gap + layout.secondary.height
  }

  /// The least height of a cell style: twice the body line height at the default category
  /// (44 pt), scaled with the category up to XXXL (Documentation/Configurations.md § Layout).
  var minimumHeight: CGFloat {
    guard listConfiguration.isCell else { return 0 }
    var category = traitCollection.preferredContentSizeCategory
    if category.isAccessibilityCategory { category = .extraExtraExtraLarge }
    return 44 * Font.TextStyle.body.pointSize(for: category) / 17
  }

  /// The height the content needs at `size.width`, with the margins; at least
  /// the minimum height of cell styles.
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = effectiveMargins
    let width = max(0, size.width - margins.horizontal - imageColumnWidth)
    let content = max(textHeight(textLayout(width: width)), imageSize.height)
    return CGSize(width: size.width, height: max(minimumHeight, margins.vertical + content))
  }

  /// Places the image and the texts.
  public override func layoutSubviews() {
    super.layoutSubviews()
    let margins = effectiveMargins
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let inner = CGRect(
      x: margins.left, y: margins.top, width: max(0, bounds.width - margins.horizontal),
      height: max(0, bounds.height - margins.vertical))
    let imageWidth = imageColumnWidth
    let textWidth = max(0, inner.width - imageWidth)
    let layout = textLayout(width: textWidth)
    let height = textHeight(layout)
    let top = inner.minY + ((inner.height - height) / 2).rounded()
    let image = imageSize
    var frames: [(View, CGRect)] = [
      (
        imageView,
        CGRect(
          x: inner.minX, y: inner.minY + ((inner.height - image.height) / 2).rounded(),
          width: image.width, height: image.height)
      )
    ]
    let x = inner.minX + imageWidth
    if layout.sideBySide {
      frames.append(
        (textLabel, CGRect(x: x, y: top, width: layout.text.width, height: layout.text.height)))
      frames.append(
        (
          secondaryTextLabel,
          CGRect(
            x: inner.maxX - layout.secondary.width,
            y: top + ((height - layout.secondary.height) / 2).rounded(),
            width: layout.secondary.width, height: layout.secondary.height)
        ))
    } else {
      let gap =
        layout.text.height > 0 && layout.secondary.height > 0
        ? listConfiguration.textToSecondaryTextVerticalPadding : 0
      frames.append((textLabel, CGRect(x: x, y: top, width: textWidth, height: layout.text.height)))
      frames.append(
        (
          secondaryTextLabel,
          CGRect(
            x: x, y: top + layout.text.height + gap, width: textWidth,
            height: layout.secondary.height)
        ))
    }
    for (view, frame) in frames {
      view.frame =
        isRightToLeft
        ? CGRect(
          x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        : frame
    }
  }
}
