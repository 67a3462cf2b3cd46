import SectionalGraphics

/// What a responder exposes to assistive technology when nothing was set on it: UIKit's
/// per-class defaults (a label reads its text, a button is a button, an image view is an
/// image).
///
/// Subclasses override `Responder.accessibilityDefaults` to give theirs; a value set on an
/// instance (`accessibilityLabel = …`) wins over the default.
public struct AccessibilityDefaults: Sendable, Equatable {
  /// Whether the object is an element a screen reader stops on (`false` for a plain view).
  public var isElement: Bool
  /// The label read for the element.
  public var label: String?
  /// The element's current value, read after its label.
  public var value: String?
  /// The hint read after a pause.
  public var hint: String?
  /// The traits.
  public var traits: AccessibilityTraits
  /// Whether a collapsible element is expanded (`true`), collapsed (`false`), or not
  /// collapsible (`nil`).
  public var isExpanded: Bool?

  /// Creates defaults; every part is empty unless given.
  public init(
    isElement: Bool = false, label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: AccessibilityTraits = [], isExpanded: Bool? = nil
  ) {
    self.isElement = isElement
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.isExpanded = isExpanded
  }
}

/// The accessibility values set on one responder or element; a `nil` field falls back to
/// the object's `AccessibilityDefaults`.
final class AccessibilityStorage {
  var isElement: Bool?
  var label: String??
  var value: String??
  var hint: String??
  var traits: AccessibilityTraits?
  var frame: CGRect?
  var elements: [AnyObject]??
  var elementsHidden = false
}
