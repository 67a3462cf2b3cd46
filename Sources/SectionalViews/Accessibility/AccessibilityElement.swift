import SectionalGraphics

/// Something a container shows that assistive technology should reach although it is not
/// a view, such as one bar of a chart drawn by one view; as UIKit's `UIAccessibilityElement`
/// (a responder there too).
///
/// A container lists its elements in `accessibilityElements`. Like UIKit's, an element is
/// not an accessibility element until `isAccessibilityElement` is set.
open class AccessibilityElement: Responder {
  /// The view or element that contains this one (not retained).
  public weak var accessibilityContainer: AnyObject?

  /// The frame in the container view's coordinates; `.null` (unset) by default.
  ///
  /// When set, `accessibilityFrame` follows the container as it moves or scrolls.
  public var accessibilityFrameInContainerSpace: CGRect = .null

  /// Creates an element inside `container` (a view or another element).
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// The container, the next responder, as in UIKit.
  open override var next: Responder? { accessibilityContainer as? Responder }

  /// The frame in window coordinates: from `accessibilityFrameInContainerSpace` when that is
  /// set and the container is a view, else what was set here (`.zero` by default).
  open override var accessibilityFrame: CGRect {
    get {
      if !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? View {
        return view.convert(accessibilityFrameInContainerSpace, to: nil)
      }
      return super.accessibilityFrame
    }
    set { super.accessibilityFrame = newValue }
  }
}
