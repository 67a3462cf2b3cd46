import Foundation

/// The properties every view shares, as the document sets them; `nil` means the document
/// leaves UIKit's default.
public struct IBViewProperties: Sendable, Hashable {
  /// The design-time frame (`<rect key="frame">`), in the superview's coordinates.
  public var frame: CGRect?
  /// The autoresizing mask (`<autoresizingMask key="autoresizingMask">`); an element
  /// without flags means none, a missing element leaves the default.
  public var autoresizingMask: IBAutoresizingMask?
  /// `translatesAutoresizingMaskIntoConstraints` (Interface Builder writes only `NO`).
  public var translatesAutoresizingMaskIntoConstraints = true
  /// The tag (`tag=`).
  public var tag = 0
  /// The content mode (`contentMode=`), such as `scaleToFill`.
  public var contentMode: IBContentMode?
  /// `isHidden` (`hidden=`).
  public var isHidden = false
  /// The alpha (`alpha=`).
  public var alpha: Double = 1
  /// `clipsToBounds` (`clipsSubviews=`).
  public var clipsToBounds = false
  /// `isOpaque` (`opaque=`), when given.
  public var isOpaque: Bool?
  /// `isUserInteractionEnabled` (`userInteractionEnabled=`), when given.
  public var isUserInteractionEnabled: Bool?
  /// The background colour (`<color key="backgroundColor">`).
  public var backgroundColor: IBColor?
  /// The tint colour (`<color key="tintColor">`).
  public var tintColor: IBColor?
  /// The layout margins (`<edgeInsets key="layoutMargins">` or
  /// `<directionalEdgeInsets key="directionalLayoutMargins">`).
  public var layoutMargins: IBEdgeInsets?
  /// `preservesSuperviewLayoutMargins`, when given.
  public var preservesSuperviewLayoutMargins: Bool?
  /// `insetsLayoutMarginsFromSafeArea`, when given.
  public var insetsLayoutMarginsFromSafeArea: Bool?
  /// Horizontal content-hugging priority (`horizontalHuggingPriority=`), when given.
  public var horizontalHuggingPriority: Double?
  /// Vertical content-hugging priority (`verticalHuggingPriority=`), when given.
  public var verticalHuggingPriority: Double?
  /// Horizontal compression-resistance priority, when given.
  public var horizontalCompressionResistancePriority: Double?
  /// Vertical compression-resistance priority, when given.
  public var verticalCompressionResistancePriority: Double?

  /// Properties that leave every default.
  public init() {}
}

/// How a view lays out its content (`contentMode=`), UIKit's `UIView.ContentMode`.
public enum IBContentMode: String, Sendable, Hashable, CaseIterable {
  /// `scaleToFill`.
  case scaleToFill
  /// `scaleAspectFit`.
  case scaleAspectFit
  /// `scaleAspectFill`.
  case scaleAspectFill
  /// `redraw`.
  case redraw
  /// `center`.
  case center
  /// `top`.
  case top
  /// `bottom`.
  case bottom
  /// `left`.
  case left
  /// `right`.
  case right
  /// `topLeft`.
  case topLeft
  /// `topRight`.
  case topRight
  /// `bottomLeft`.
  case bottomLeft
  /// `bottomRight`.
  case bottomRight
}
