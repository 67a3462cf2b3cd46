import SectionalGraphics

/// A control with a title and an image per state that fires `touchUpInside` when tapped.
///
/// The counterpart of a system-type `UIButton`: values for a state without its own fall back
/// to the `.normal` value; a title colour that is never set follows `tintColor` (dimmed to
/// 20 % alpha while highlighted and grey when disabled, the system button's look). The
/// image sits left of the title, both centred in the bounds inside `contentEdgeInsets`. The
/// title font is the system font at 15 pt, the system button's default.
@MainActor
open class Button: Control {
  /// A button reads its current title and is a `.button`, with its control state's traits.
  open override var accessibilityDefaults: AccessibilityDefaults {
    var defaults = super.accessibilityDefaults
    defaults.label = currentTitle
    defaults.traits.insert(.button)
    return defaults
  }

  /// The label that shows the current title, as `UIButton.titleLabel`: optional in UIKit's
  /// signature, never `nil` here (a system button always has one).
  public var titleLabel: Label? { titleView }
  /// The image view that shows the current image, as `UIButton.imageView`: optional in
  /// UIKit's signature, never `nil` here.
  public var imageView: ImageView? { imageContent }

  /// The view behind `titleLabel`.
  private let titleView = Label()
  /// The view behind `imageView`.
  private let imageContent = ImageView()

  /// Titles per state.
  private var titles: [Control.State: String] = [:]
  /// Title colours per state.
  private var titleColors: [Control.State: Color] = [:]
  /// Images per state.
  private var images: [Control.State: Image] = [:]

  /// Creates a button with the given frame and no title.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setUpContent()
  }

  /// Creates a button from an archive, as `UIButton.init(coder:)`: as `init(frame: .zero)`
  /// (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContent()
  }

  /// Adds the image view and title label with the system button's font and alignment.
  private func setUpContent() {
    titleView.font = .systemFont(ofSize: 15)
    titleView.textAlignment = .center
    addSubview(imageContent)
    addSubview(titleView)
    refreshContent()
  }

  /// Padding around the image and title; zero by default.
  open var contentEdgeInsets: EdgeInsets = .zero {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  /// Sets the title for `state`; `nil` removes it (the state falls back to `.normal`).
  public func setTitle(_ title: String?, for state: Control.State) {
    titles[state] = title
    refreshContent()
  }

  /// The title set for `state`, else the `.normal` title.
  public func title(for state: Control.State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// Sets the title colour for `state`; `nil` removes it.
  public func setTitleColor(_ color: Color?, for state: Control.State) {
    titleColors[state] = color
    refreshContent()
  }

  /// The title colour for `state`: its own, else the `.normal` one, else the tint-based
  /// default.
  public func titleColor(for state: Control.State) -> Color? {
    if let color = titleColors[state] ?? titleColors[.normal] { return color }
    if state.contains(.disabled) { return Color(white: 0.5, alpha: 0.5) }
    if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
    return tintColor
  }

  /// Sets the image for `state`; `nil` removes it.
  public func setImage(_ image: Image?, for state: Control.State) {
    images[state] = image
    refreshContent()
  }

  /// The image set for `state`, else the `.normal` image.
  public func image(for state: Control.State) -> Image? {
    images[state] ?? images[.normal]
  }

  /// The title for the current state.
  public var currentTitle: String? { title(for: state) }
  /// The title colour for the current state.
  public var currentTitleColor: Color { titleColor(for: state) ?? tintColor }
  /// The image for the current state.
  public var currentImage: Image? { image(for: state) }

  /// Refreshes the title and image for the new state.
  open override func stateDidChange() {
    super.stateDidChange()
    refreshContent()
  }

  /// Follows tint changes when the title colour is tint-based.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshContent()
  }

  /// The image and title side by side plus the content insets.
  ///
  /// - Complexity: one text measurement.
  open override var intrinsicContentSize: CGSize {
    let content = contentSize()
    return CGSize(
      width: content.width + contentEdgeInsets.horizontal,
      height: content.height + contentEdgeInsets.vertical)
  }

  /// The intrinsic size: a button's natural size does not depend on the offered size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  /// Centres the image and title in the bounds inside the content insets.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let area = bounds.inset(by: contentEdgeInsets)
    guard !area.isNull else { return }
    let imageSize = currentImage?.size ?? .zero
    let titleSize = titleView.intrinsicContentSize
    let width = min(imageSize.width + titleSize.width, area.width)
    var x = area.midX - width / 2
    imageContent.frame = CGRect(
      x: x, y: area.midY - imageSize.height / 2, width: imageSize.width,
      height: imageSize.height)
    x += imageSize.width
    let titleWidth = max(min(titleSize.width, area.maxX - x), 0)
    titleView.frame = CGRect(
      x: x, y: area.midY - titleSize.height / 2, width: titleWidth, height: titleSize.height)
  }

  /// The image and title sizes combined.
  private func contentSize() -> CGSize {
    let imageSize = currentImage?.size ?? .zero
    let titleSize = titleView.intrinsicContentSize
    return CGSize(
      width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
  }

  /// Copies the current state's values into the title label and image view.
  private func refreshContent() {
    let title = currentTitle
    let image = currentImage
    let changed = titleView.text != title || imageContent.image != image
    titleView.text = title
    titleView.textColor = currentTitleColor
    imageContent.image = image
    if changed {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
    setNeedsDisplay()
  }
}
