/// A storyboard or xib, read into plain values: scenes (storyboards) or top-level objects
/// (xibs), each object with its properties, constraints and connections.
///
/// Read one with ``load(contentsOf:)`` or ``parse(data:fileName:)``; both return the
/// document with the diagnostics found on the way. Every reference in the model (a
/// constraint's items, a connection's destination, ``initialViewControllerID``) names an
/// object that exists: references to missing ids are dropped with an error diagnostic.
public struct IBDocument: Sendable, Hashable {
  /// The two document types Xcode 8 and later write for iOS.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A storyboard (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
    case storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    /// A xib (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
    case xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
  }

  /// Storyboard or xib.
  public var kind: Kind
  /// The file name diagnostics use, such as `Main.storyboard`.
  public var fileName: String
  /// The Xcode tools version that saved the file (`toolsVersion=`).
  public var toolsVersion: String?
  /// Whether the document uses Auto Layout (`useAutolayout="YES"`).
  public var usesAutoLayout = false
  /// The id of the storyboard's initial view controller (`initialViewController=`).
  public var initialViewControllerID: String?
  /// A storyboard's scenes, in document order (empty for a xib).
  public var scenes: [IBScene] = []
  /// A xib's top-level objects (`<objects>`), placeholders included (empty for a storyboard).
  public var objects: [IBObject] = []
  /// The recorded values of named colours, system colours and images.
  public var resources = IBResources()

  /// Creates an empty document.
  public init(kind: Kind, fileName: String) {
    self.kind = kind
    self.fileName = fileName
  }

  /// Every top-level object: the objects of every scene, then the xib's objects.
  public var topLevelObjects: [IBObject] {
    scenes.flatMap(\.objects) + objects
  }

  /// The object whose id is `id`, anywhere in the document.
  ///
  /// - Complexity: O(objects).
  public func object(withID id: String) -> IBObject? {
    for object in topLevelObjects {
      if let found = object.object(withID: id) { return found }
    }
    return nil
  }

  /// The storyboard's initial view controller.
  public var initialViewController: IBObject? {
    initialViewControllerID.flatMap { object(withID: $0) }
  }

  /// The view controller whose `storyboardIdentifier` is `identifier`.
  public func viewController(withIdentifier identifier: String) -> IBObject? {
    for scene in scenes {
      guard let controller = scene.viewController else { continue }
      switch controller.kind {
      case .viewController(let properties), .tableViewController(let properties),
        .navigationController(let properties):
        if properties.storyboardIdentifier == identifier { return controller }
      default: continue
      }
    }
    return nil
  }

  /// Calls `body` for every object of the document, depth first.
  public func forEachObject(_ body: (IBObject) throws -> Void) rethrows {
    for object in topLevelObjects { try object.forEach(body) }
  }
}

/// A loaded document and what was found while reading it.
public struct IBLoadResult: Sendable, Hashable {
  /// The document: everything that could load.
  public var document: IBDocument
  /// Warnings and errors in document order (errors of references after the rest).
  public var diagnostics: [IBDiagnostic]

  /// Creates a result.
  public init(document: IBDocument, diagnostics: [IBDiagnostic]) {
    self.document = document
    self.diagnostics = diagnostics
  }

  /// The errors among the diagnostics.
  public var errors: [IBDiagnostic] { diagnostics.filter { $0.severity == .error } }
  /// The warnings among the diagnostics.
  public var warnings: [IBDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}
