/// One object of a document: a view, a controller, a layout guide or a placeholder, with
/// its properties, its constraints, its connections and the objects inside it.
public struct IBObject: Sendable, Hashable {
  /// The document-wide id (`id=`), such as `abc-de-fgh`.
  public var id: String
  /// The XML element name, such as `label` or `tableViewCell`.
  public var element: String
  /// What the object is, with its class's own properties.
  public var kind: IBObjectKind
  /// The role in its parent (`key=`), such as `view`, `contentView` or `tableHeaderView`.
  public var key: String?
  /// The custom class (`customClass=`), such as `CustomHeaderCell`.
  public var customClass: String?
  /// The custom class's module (`customModule=`).
  public var customModule: String?
  /// The name shown in Interface Builder's outline (`userLabel=`).
  public var userLabel: String?
  /// The line of the element in the document.
  public var line: Int
  /// The common view properties (left at their defaults for non-views).
  public var view = IBViewProperties()
  /// The subviews (`<subviews>`), back to front; a stack view's arranged subviews.
  public var subviews: [IBObject] = []
  /// The other objects inside this one: a controller's view and navigation item, a cell's
  /// content view, a table's prototype cells and header view, layout guides.
  public var children: [IBObject] = []
  /// The constraints this view holds (`<constraints>`), placeholders excluded.
  public var constraints: [IBConstraint] = []
  /// The outlets, actions and segues whose source is this object (`<connections>`).
  public var connections: [IBConnection] = []
  /// The user-defined runtime attributes (`<userDefinedRuntimeAttributes>`).
  public var runtimeAttributes: [IBRuntimeAttribute] = []

  /// Creates an object with default properties and nothing inside.
  public init(id: String, element: String, kind: IBObjectKind, line: Int) {
    self.id = id
    self.element = element
    self.kind = kind
    self.line = line
  }

  /// The class to instantiate: the custom class when set, otherwise UIKit's class.
  public var className: String? { customClass ?? kind.uiKitClassName }

  /// The child with role `key`, such as `view` or `contentView`.
  public func child(forKey key: String) -> IBObject? {
    children.first { $0.key == key }
  }

  /// A controller's root view (`key="view"`).
  public var rootView: IBObject? { child(forKey: "view") }

  /// A cell's or header-footer view's content view (`key="contentView"`).
  public var contentView: IBObject? { child(forKey: "contentView") }

  /// A table view's prototype cells, in document order.
  public var prototypeCells: [IBObject] {
    children.filter {
      if case .tableViewCell = $0.kind { true } else { false }
    }
  }

  /// The first object in this subtree (itself included) whose id is `id`.
  public func object(withID id: String) -> IBObject? {
    if self.id == id { return self }
    for child in children {
      if let found = child.object(withID: id) { return found }
    }
    for subview in subviews {
      if let found = subview.object(withID: id) { return found }
    }
    return nil
  }

  /// Calls `body` for this object and every object inside it, depth first, parents first.
  public func forEach(_ body: (IBObject) throws -> Void) rethrows {
    try body(self)
    for child in children { try child.forEach(body) }
    for subview in subviews { try subview.forEach(body) }
  }

  /// The first view in this subtree (itself included) whose tag is `tag`, as `viewWithTag`.
  public func view(withTag tag: Int) -> IBObject? {
    var found: IBObject?
    forEach { object in
      if found == nil, object.view.tag == tag, object.kind.uiKitClassName != nil {
        found = object
      }
    }
    return found
  }
}
