import SectionalGraphics

/// What assistive technology knows of one element at one moment: a value a host can compare
/// with the last one it mirrored and send elsewhere.
public struct AccessibilityNode: Sendable, Equatable {
  /// The label read for the element.
  public var label: String?
  /// Its value, read after the label.
  public var value: String?
  /// Its hint.
  public var hint: String?
  /// What it is and its state.
  public var traits: AccessibilityTraits
  /// Its frame in the root's coordinates (a host's content coordinates).
  public var frame: CGRect
  /// Whether a collapsible element is expanded; `nil` when it does not collapse.
  public var isExpanded: Bool?

  /// Creates a node.
  public init(
    label: String?, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
    frame: CGRect, isExpanded: Bool? = nil
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.frame = frame
    self.isExpanded = isExpanded
  }
}

/// One element of an accessibility tree: the object (to activate it) and its node.
@MainActor
public struct AccessibilityItem {
  /// The view or ``AccessibilityElement`` the node describes.
  public let object: Responder
  /// What it exposes.
  public var node: AccessibilityNode

  /// Creates an item.
  public init(object: Responder, node: AccessibilityNode) {
    self.object = object
    self.node = node
  }

  /// Performs the element's action (`accessibilityActivate()`); returns whether it did
  /// something.
  @discardableResult
  public func activate() -> Bool { object.accessibilityActivate() }
}
