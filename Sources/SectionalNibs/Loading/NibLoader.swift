import Sectional
import SectionalInterfaceBuilder

/// Makes the objects of one document, or one part of it, into views: one loader per
/// instantiation (Documentation/InterfaceBuilder.md § Instantiation).
///
/// It works in the order UIKit's loader does: every object is made with `init(coder:)` and
/// its properties set, subviews added, then constraints activated, outlets and actions
/// connected, user-defined runtime attributes set, and last `awakeFromNib()` sent to every
/// object made. Problems never stop it: each becomes a diagnostic naming the file, the line
/// and the object, and the rest loads.
@MainActor
final class NibLoader {
  /// The document the objects come from.
  let document: IBDocument
  /// Where images named by the document are looked up.
  let images: ImageCatalog
  /// What went wrong, in the order it was found.
  private(set) var diagnostics: [IBDiagnostic] = []
  /// The objects made, or stood in for (File's Owner, external objects, layout guides), by id.
  var objects: [String: AnyObject] = [:]
  /// The ids of views their owner made rather than the loader.
  ///
  /// A styled cell's built-in labels, a cell's or header's content view: the document's
  /// properties configure them, but they are not added or placed again.
  var builtIn: Set<String> = []
  /// The ids of First Responder placeholders: actions sent to them go up the responder chain.
  var firstResponderIDs: Set<String> = []
  /// The objects made, in the order they were made (the order of `awakeFromNib()`).
  var made: [AnyObject] = []
  /// The constraints read, activated once every object exists.
  var constraints: [IBConstraint] = []
  /// The connections read, made once every object exists.
  var connections: [IBConnection] = []
  /// The runtime attributes read, with the id of their object.
  var runtimeAttributes: [(id: String, attribute: IBRuntimeAttribute)] = []
  /// How each made object is named in messages (`Label "abc-de-fgh"`), by id.
  var names: [String: String] = [:]
  /// The storyboard scene whose objects these are, with its controller; `nil` for a nib.
  var storyboardContext: StoryboardContext?

  /// A loader for `document`, finding images in `images`.
  init(document: IBDocument, images: ImageCatalog) {
    self.document = document
    self.images = images
  }

  /// Makes a xib's top-level objects; placeholders stand for `owner` (File's Owner), the
  /// responder chain (First Responder) and `externalObjects` (other identifiers).
  ///
  /// - Returns: the made top-level objects in document order, placeholders excluded.
  func instantiateTopLevel(
    _ topLevel: [IBObject], owner: AnyObject?, externalObjects: [String: Any]
  ) -> [AnyObject] {
    var result: [AnyObject] = []
    for object in topLevel {
      if case .placeholder(let identifier) = object.kind {
        standIn(for: object, identifier: identifier, owner: owner, external: externalObjects)
      } else if let view = make(object, parent: nil) {
        result.append(view)
      }
    }
    finish()
    return result
  }

  /// Makes one object and what it holds (a prototype cell), with its constraints, outlets
  /// and actions among its own objects.
  func instantiate(_ object: IBObject) -> AnyObject? {
    let made = make(object, parent: nil)
    finish()
    return made
  }

  /// Registers what a placeholder stands for.
  private func standIn(
    for object: IBObject, identifier: String, owner: AnyObject?, external: [String: Any]
  ) {
    connections += object.connections
    switch identifier {
    case "IBFilesOwner":
      if let owner {
        objects[object.id] = owner
        names[object.id] = "File's Owner (\(type(of: owner)))"
      }
    case "IBFirstResponder":
      firstResponderIDs.insert(object.id)
    default:
      if let value = external[identifier] as AnyObject? {
        objects[object.id] = value
        names[object.id] = "external object \"\(identifier)\""
      } else {
        warn(
          object.line,
          "placeholder \"\(identifier)\" has no external object in the options (its "
            + "connections are skipped)", object.id)
      }
    }
  }

  /// Activates the constraints, connects, sets runtime attributes and wakes every object.
  func finish() {
    activateConstraints()
    connect()
    setRuntimeAttributes()
    for object in made {
      (object as? View)?.awakeFromNib()
    }
  }

  /// Records a warning about the object `id` at `line`.
  func warn(_ line: Int, _ message: String, _ id: String?) {
    diagnostics.append(
      IBDiagnostic(
        severity: .warning, fileName: document.fileName, line: line, message: message,
        objectID: id))
  }

  /// Records an error about the object `id` at `line`.
  func error(_ line: Int, _ message: String, _ id: String?) {
    diagnostics.append(
      IBDiagnostic(
        severity: .error, fileName: document.fileName, line: line, message: message,
        objectID: id))
  }

  /// How messages name the object `id`: its class and id, such as `Label "abc-de-fgh"`.
  func name(_ id: String) -> String {
    names[id] ?? "\"\(id)\""
  }
}
