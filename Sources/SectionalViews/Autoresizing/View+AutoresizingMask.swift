import SectionalGraphics

extension View {
  /// How a view resizes when its superview's bounds change, as `UIView.AutoresizingMask`.
  ///
  /// The raw values are UIKit's (`flexibleLeftMargin` = 1 through `flexibleBottomMargin` = 32).
  /// Each option makes one part of an axis flexible: a margin between the view and its
  /// superview's edge, or the view's length. The empty mask (`[]`, UIKit's `.none`) keeps the
  /// origin and size.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates a mask from UIKit's bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The space between the superview's left edge and the view's may change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width may change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space between the view's right edge and the superview's may change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space between the superview's top edge and the view's may change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height may change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space between the view's bottom edge and the superview's may change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The horizontal part of the mask.
    var horizontal: AutoresizingAxis {
      AutoresizingAxis(
        flexibleLeading: contains(.flexibleLeftMargin), flexibleLength: contains(.flexibleWidth),
        flexibleTrailing: contains(.flexibleRightMargin))
    }

    /// The vertical part of the mask.
    var vertical: AutoresizingAxis {
      AutoresizingAxis(
        flexibleLeading: contains(.flexibleTopMargin), flexibleLength: contains(.flexibleHeight),
        flexibleTrailing: contains(.flexibleBottomMargin))
    }

    /// The marker Auto Layout logs print for the mask's constraints, such as `h=-&- v=--&`.
    ///
    /// One character per margin, length and margin: `&` flexible, `-` fixed. An axis with no
    /// flexible part prints as `--&`, as UIKit's `NSAutoresizingMaskLayoutConstraint` does:
    /// the far margin silently absorbs the change.
    var logMarker: String {
      "h=\(horizontal.logMarker) v=\(vertical.logMarker)"
    }
  }

  /// Resizes the subviews that translate their autoresizing mask after the bounds size
  /// changed from `oldSize`, as `UIView.resizeSubviews(withOldSize:)` does.
  ///
  /// Runs when `autoresizesSubviews` is `true`. Each subview with a non-empty mask gets the
  /// springs and struts frame (`AutoresizingAxis.resized`); subviews that Auto Layout places
  /// (`translatesAutoresizingMaskIntoConstraints == false`) are left to the engine.
  ///
  /// - Complexity: O(n) in the number of subviews.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    let newSize = bounds.size
    for subview in storedSubviews
    where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
      let frame = subview.frame
      let mask = subview.autoresizingMask
      let x = mask.horizontal.resized(
        origin: frame.minX - bounds.minX, length: frame.width, oldContainer: oldSize.width,
        newContainer: newSize.width)
      let y = mask.vertical.resized(
        origin: frame.minY - bounds.minY, length: frame.height, oldContainer: oldSize.height,
        newContainer: newSize.height)
      subview.frame = CGRect(
        x: x.origin + bounds.minX, y: y.origin + bounds.minY, width: x.length, height: y.length)
    }
  }
}
