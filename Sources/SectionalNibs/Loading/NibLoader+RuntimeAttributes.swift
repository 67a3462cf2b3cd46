import Sectional
import SectionalInterfaceBuilder

/// An object that takes user-defined runtime attributes by key path: the Linux stand-in for
/// key-value coding's `setValue(_:forKeyPath:)`, which sets them in UIKit.
///
/// The loader sets the common view and layer key paths itself
/// (Documentation/InterfaceBuilder.md § Instantiation); others are offered to the object when
/// it adopts this protocol. Values arrive as `String`, `Double` (numbers), `Bool`, `Color`,
/// `CGSize`, `CGPoint`, `CGRect`, `Image`, or `nil`.
@MainActor
public protocol NibRuntimeAttributes: AnyObject {
  /// Sets `value` for `keyPath`; returns `false` when the object has no such key path.
  func setNibValue(_ value: Any?, forKeyPath keyPath: String) -> Bool
}

extension NibLoader {
  /// Sets every recorded runtime attribute on its object, or warns naming the key path.
  func setRuntimeAttributes() {
    for (id, attribute) in runtimeAttributes {
      guard let object = objects[id], let model = document.object(withID: id) else { continue }
      guard let value = value(of: attribute, model) else { continue }
      if let view = object as? View, setViewValue(value, attribute.keyPath, on: view) { continue }
      if let settable = object as? any NibRuntimeAttributes,
        settable.setNibValue(value, forKeyPath: attribute.keyPath)
      {
        continue
      }
      warn(
        attribute.line,
        "runtime attribute \"\(attribute.keyPath)\" of \(name(id)) is not supported (ignored)", id)
    }
  }

  /// The attribute's value as a Sectional value, or `nil` (with a warning) when it cannot be
  /// made; a `nil` attribute is `.some(nil)`.
  private func value(of attribute: IBRuntimeAttribute, _ model: IBObject) -> Any?? {
    switch attribute.value {
    case .string(let string): return string
    case .number(let number): return number
    case .boolean(let flag): return flag
    case .size(let width, let height): return CGSize(width: width, height: height)
    case .point(let x, let y): return CGPoint(x: x, y: y)
    case .rect(let x, let y, let width, let height):
      return CGRect(x: x, y: y, width: width, height: height)
    case .none: return .some(nil)
    case .image(let name): return image(name, model).map { $0 as Any }
    case .color(let color):
      var result: Any??
      set(color, model, "runtime attribute \"\(attribute.keyPath)\"") { result = $0 }
      return result
    }
  }

  /// Sets one of the view and layer key paths the loader knows; `false` for any other (or a
  /// value of the wrong type).
  private func setViewValue(_ value: Any?, _ keyPath: String, on view: View) -> Bool {
    switch (keyPath, value) {
    case ("layer.cornerRadius", let number as Double): view.layer.cornerRadius = number
    case ("layer.borderWidth", let number as Double): view.layer.borderWidth = number
    case ("layer.borderColor", let color as Color): view.layer.borderColor = color.cgColor
    case ("layer.masksToBounds", let flag as Bool): view.layer.masksToBounds = flag
    case ("layer.shadowOpacity", let number as Double): view.layer.shadowOpacity = Float(number)
    case ("layer.shadowRadius", let number as Double): view.layer.shadowRadius = number
    case ("layer.shadowOffset", let size as CGSize): view.layer.shadowOffset = size
    case ("layer.shadowColor", let color as Color): view.layer.shadowColor = color.cgColor
    case ("alpha", let number as Double): view.alpha = number
    case ("tag", let number as Double): view.tag = Int(number)
    case ("hidden", let flag as Bool), ("isHidden", let flag as Bool): view.isHidden = flag
    case ("clipsToBounds", let flag as Bool): view.clipsToBounds = flag
    case ("backgroundColor", let color as Color): view.backgroundColor = color
    case ("tintColor", let color as Color): view.tintColor = color
    case ("text", let text as String):
      guard let label = view as? Label else { return false }
      label.text = text
    case ("numberOfLines", let number as Double):
      guard let label = view as? Label else { return false }
      label.numberOfLines = Int(number)
    default: return false
    }
    return true
  }
}
