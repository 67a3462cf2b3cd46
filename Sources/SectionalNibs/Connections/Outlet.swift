/// A property a nib connects by name: the Linux spelling of `@IBOutlet`
/// (Documentation/Porting.md § Outlets and actions).
///
/// `@IBOutlet weak var titleLabel: UILabel!` becomes `@Outlet var titleLabel: UILabel!`. When
/// a nib or storyboard connects an outlet named `titleLabel` of this object, the loader finds
/// the property by its name and sets it, after checking the connected object's type; a
/// missing property or a wrong type is an error naming the file, the object and the outlet.
///
/// The outlet holds its object strongly (Swift cannot make a wrapper's storage weak on
/// request); views held so are owned by their superviews anyway.
@propertyWrapper
public final class Outlet<Value> {
  /// The connected object (`nil` until the nib connects it, for an optional type).
  public var wrappedValue: Value

  /// Creates an outlet holding `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }
}

extension Outlet where Value: ExpressibleByNilLiteral {
  /// Creates an empty outlet, as `@Outlet var titleLabel: UILabel!` declares.
  public convenience init() {
    self.init(wrappedValue: nil)
  }
}

/// An array property a nib appends to, one object per connection, in document order: the
/// Linux spelling of `@IBOutlet var labels: [UILabel]!` for an outlet collection
/// (`@OutletCollection var labels: [UILabel]`).
@propertyWrapper
public final class OutletCollection<Element> {
  /// The connected objects.
  public var wrappedValue: [Element]

  /// Creates a collection holding `wrappedValue`, empty by default.
  public init(wrappedValue: [Element] = []) {
    self.wrappedValue = wrappedValue
  }
}

/// The storage of an ``Outlet`` or ``OutletCollection`` as the loader sees it.
protocol OutletStorage: AnyObject {
  /// Sets (or appends) `object`; `false` when it is not of the outlet's type.
  func connect(_ object: AnyObject) -> Bool
  /// The type the outlet holds, for messages (`UILabel` rather than `Optional<Label>`).
  var expectedTypeName: String { get }
  /// Whether this is an ``OutletCollection``.
  var isCollection: Bool { get }
}

extension Outlet: OutletStorage {
  func connect(_ object: AnyObject) -> Bool {
    guard let value = object as? Value else { return false }
    wrappedValue = value
    return true
  }

  var expectedTypeName: String { OutletTypeName.unwrapped(Value.self) }

  var isCollection: Bool { false }
}

extension OutletCollection: OutletStorage {
  func connect(_ object: AnyObject) -> Bool {
    guard let element = object as? Element else { return false }
    wrappedValue.append(element)
    return true
  }

  var expectedTypeName: String { "[\(OutletTypeName.unwrapped(Element.self))]" }

  var isCollection: Bool { true }
}

/// Type names as a message shows them.
enum OutletTypeName {
  /// `type`'s name without the `Optional<…>` an implicitly unwrapped outlet adds.
  static func unwrapped(_ type: Any.Type) -> String {
    let name = String(describing: type)
    if name.hasPrefix("Optional<"), name.hasSuffix(">") {
      return String(name.dropFirst("Optional<".count).dropLast())
    }
    return name
  }
}

/// Finds an object's outlet properties by name.
@MainActor
enum OutletLookup {
  /// Whether each class met so far is one of Sectional's own (its name is demangled once per
  /// class: a prototype cell's outlets are looked up on every dequeue).
  private static var sectionalClasses: [ObjectIdentifier: Bool] = [:]

  /// The outlets of `object` by property name (without the wrapper's underscore), from its
  /// class up to the first class of Sectional's own modules, which declare none.
  static func outlets(of object: AnyObject) -> [String: any OutletStorage] {
    var found: [String: any OutletStorage] = [:]
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, !isSectionalType(current.subjectType) {
      for child in current.children {
        guard let label = child.label, label.hasPrefix("_"),
          let storage = child.value as? any OutletStorage
        else { continue }
        let name = String(label.dropFirst())
        if found[name] == nil { found[name] = storage }
      }
      mirror = current.superclassMirror
    }
    return found
  }

  /// Whether `type` is declared in one of Sectional's modules (`View`, `TableViewCell`, …).
  static func isSectionalType(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = sectionalClasses[key] { return known }
    let name = String(reflecting: type)
    let sectional = name.hasPrefix("SectionalViews.") || name.hasPrefix("Sectional.")
    sectionalClasses[key] = sectional
    return sectional
  }
}
