import SectionalGraphics

/// A view that shows an image placed by its content mode.
///
/// The counterpart of `UIImageView`: its intrinsic size is the image's size in points, it
/// ignores touches by default (`isUserInteractionEnabled == false`, as in UIKit), and its
/// content mode is `.scaleToFill` unless set (UIView's default).
@MainActor
open class ImageView: View {
  /// An image view has the `.image` trait but, as in UIKit, is not an accessibility element
  /// until `isAccessibilityElement` is set (decorative images stay silent).
  open override var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(traits: .image)
  }

  /// Creates an image view showing `image`, sized to it when the frame is empty.
  ///
  /// As `UIImageView(image:)`, a view made from an image takes the image's size.
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an empty image view with the given frame.
  public override init(frame: CGRect = .zero) {
    self.image = nil
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an empty image view from an archive, as `UIImageView.init(coder:)`: as
  /// `init(frame: .zero)` (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    self.image = nil
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The image shown; `nil` shows nothing.
  open var image: Image? {
    didSet {
      guard image != oldValue else { return }
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
      setNeedsDisplay()
    }
  }

  /// How the image is placed in the bounds; `.scaleToFill` by default.
  ///
  /// `.center` keeps the image's size and centres it (it may stick out unless
  /// `clipsToBounds`); `.scaleAspectFit` scales it to fit entirely, `.scaleAspectFill` to cover
  /// the bounds.
  open var contentMode: View.ContentMode = .scaleToFill {
    didSet { setNeedsDisplay() }
  }

  /// The image's size in points, or no intrinsic size on either axis without an image.
  open override var intrinsicContentSize: CGSize {
    guard let image else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return image.size
  }

  /// The image's size, or `.zero` without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// Draws the image into `rect` with the content mode.
  open override func draw(_ rect: CGRect, into list: inout DisplayList) {
    guard let image else { return }
    list.image(image, in: rect, contentMode: contentMode)
  }

  /// Where the image lands in bounds coordinates for the current content mode.
  ///
  /// Uses `View.ContentMode.rect(forContentOfSize:in:)` from the graphics module, the same rule the
  /// renderers use. `nil` without an image.
  public var imageFrame: CGRect? {
    guard let image else { return nil }
    return contentMode.rect(forContentOfSize: image.size, in: bounds)
  }
}
