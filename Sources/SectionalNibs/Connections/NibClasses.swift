/// The classes a nib may name in `customClass=`: the Swift-native stand-in for the Objective-C
/// runtime's class lookup by name.
///
/// A custom class is made known with one line before its nib loads,
/// `NibClasses.register(HeaderCell.self)` (Documentation/Porting.md § Custom classes). A
/// class the document names with `customModule=` is also found without registering, by its
/// module-qualified name, when the module is the one it was compiled in.
@MainActor
public enum NibClasses {
  /// Registered classes by name.
  private static var classes: [String: AnyObject.Type] = [:]

  /// Makes `type` known under `name`, by default its own name (`HeaderCell`); a later
  /// registration under the same name replaces it.
  public static func register(_ type: AnyObject.Type, as name: String? = nil) {
    classes[name ?? String(describing: type)] = type
  }

  /// The class named `name` (qualified by `module` when the document gives one), or `nil`.
  static func lookUp(_ name: String, module: String?) -> AnyObject.Type? {
    if let registered = classes[name] { return registered }
    if let module {
      if let registered = classes["\(module).\(name)"] { return registered }
      return _typeByName("\(module).\(name)") as? AnyObject.Type
    }
    return nil
  }
}
