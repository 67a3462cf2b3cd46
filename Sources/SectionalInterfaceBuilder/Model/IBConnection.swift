/// A connection from one object to another (`<connections>`): an outlet, an action or a
/// segue.
///
/// Its source is the object whose `<connections>` holds it.
public struct IBConnection: Sendable, Hashable {
  /// What kind of connection it is.
  public enum Kind: Sendable, Hashable {
    /// An outlet: the source's property `property` refers to the destination
    /// (`<outlet property=… destination=…>`).
    case outlet(property: String)
    /// An outlet collection: the destination is appended to the source's array property
    /// (`<outletCollection property=… destination=…>`).
    case outletCollection(property: String)
    /// An action: the source control sends `selector` to the destination on `eventType`
    /// (`<action selector=… destination=… eventType=…>`).
    case action(selector: String, eventType: String?)
    /// A segue to the destination controller (`<segue destination=… kind=…>`); `kind` is
    /// such as `show` or `relationship`, `relationship` such as `rootViewController`.
    case segue(kind: String, relationship: String?, identifier: String?)
  }

  /// The connection's kind and its own fields.
  public var kind: Kind
  /// The connection's id.
  public var id: String
  /// The id of the object whose `<connections>` holds this one.
  public var source: String
  /// The id of the object it connects to.
  public var destination: String
  /// The line of the element.
  public var line: Int

  /// Creates a connection.
  public init(kind: Kind, id: String, source: String, destination: String, line: Int) {
    self.kind = kind
    self.id = id
    self.source = source
    self.destination = destination
    self.line = line
  }

  /// The outlet's property name, or `nil` for actions and segues.
  public var outletProperty: String? {
    switch kind {
    case .outlet(let property), .outletCollection(let property): property
    default: nil
    }
  }
}

/// A user-defined runtime attribute: a value set by key path when the object loads.
public struct IBRuntimeAttribute: Sendable, Hashable {
  /// The key path (`keyPath=`), such as `layer.cornerRadius`.
  public var keyPath: String
  /// The value.
  public var value: IBRuntimeValue
  /// The line of the element.
  public var line: Int

  /// Creates an attribute.
  public init(keyPath: String, value: IBRuntimeValue, line: Int) {
    self.keyPath = keyPath
    self.value = value
    self.line = line
  }
}

/// The value of a user-defined runtime attribute, by its `type=`.
public enum IBRuntimeValue: Sendable, Hashable {
  /// `string` or `localizedString`.
  case string(String)
  /// `number` (an `<integer>` or `<real>` value).
  case number(Double)
  /// `boolean`.
  case boolean(Bool)
  /// `color`.
  case color(IBColor)
  /// `size`.
  case size(width: Double, height: Double)
  /// `point`.
  case point(x: Double, y: Double)
  /// `rect`.
  case rect(x: Double, y: Double, width: Double, height: Double)
  /// `image`, by name.
  case image(String)
  /// `nil`.
  case none
}
