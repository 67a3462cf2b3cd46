import Foundation
import Sectional
import SectionalInterfaceBuilder
import Synchronization

/// A storyboard read once, whose scenes become view controllers as often as asked, as UIKit's
/// `UIStoryboard` (Documentation/InterfaceBuilder.md § Storyboards).
///
/// `Storyboard(name: "Main", bundle: .module)` reads `Main.storyboard` from the bundle's
/// resources. ``instantiateInitialViewController()`` and
/// ``instantiateViewController(withIdentifier:)`` make a scene's controller with
/// `init(coder:)` (its custom class when registered with ``NibClasses``), set it up and send it
/// `awakeFromNib()`; a navigation controller comes with its root controller. The controller's
/// view loads from the scene when first used: its table, prototype cells, outlets, actions and
/// segues connected to the controller, before `viewDidLoad()`.
///
/// Nothing in a document makes it trap: each diagnostic of reading and loading goes once to
/// `Nib.diagnosticHandler`.
public final class Storyboard: Sendable {
  /// The document, or `nil` when it could not be read at all.
  public let document: IBDocument?
  /// What reading the document found (for a missing or unreadable file, the one error).
  public let diagnostics: [IBDiagnostic]
  /// Where images the document names are found: the bundle's resources, then
  /// `ImageCatalog.shared`.
  let images: ImageCatalog
  /// The diagnostics reported through `Nib.diagnosticHandler` already.
  private let reported = Mutex<Set<IBDiagnostic>>([])

  /// The storyboard `name` (`name.storyboard`) in `bundle`'s resources, `Bundle.main` when
  /// `nil`, as `UIStoryboard(name:bundle:)`.
  ///
  /// Never fails: a missing or unreadable file is an error diagnostic, and the storyboard
  /// has no initial controller.
  public convenience init(name: String, bundle bundleOrNil: Bundle?) {
    let bundle = bundleOrNil ?? .main
    let base = name.hasSuffix(".storyboard") ? String(name.dropLast(11)) : name
    let fileName = "\(base).storyboard"
    guard let url = bundle.url(forResource: base, withExtension: "storyboard") else {
      let missing = IBDiagnostic(
        severity: .error, fileName: fileName, line: 1,
        message: "could not find a storyboard named \"\(base)\" in the bundle at "
          + "\(bundle.bundlePath)")
      self.init(document: nil, diagnostics: [missing], bundle: bundle)
      return
    }
    let read = DocumentRead(fileName: fileName) { try IBDocument.load(contentsOf: url) }
    self.init(document: read.document, diagnostics: read.diagnostics, bundle: bundle)
  }

  /// A storyboard of a document already read, with the diagnostics reading it found; images
  /// come from `bundle`.
  public init(document: IBDocument?, diagnostics: [IBDiagnostic], bundle: Bundle?) {
    self.document = document
    self.diagnostics = diagnostics
    self.images = .searching(bundle)
  }

  /// Makes the initial view controller (`initialViewController=`), as
  /// `instantiateInitialViewController()`; `nil` when the storyboard names none.
  @MainActor
  public func instantiateInitialViewController() -> ViewController? {
    instantiateInitial(creator: nil)
  }

  /// Makes the initial view controller with `creator` (given the coder) rather than
  /// `init(coder:)`, as `instantiateInitialViewController(creator:)`; a `nil` from `creator`
  /// makes it as usual.
  ///
  /// Traps when the controller is not a `Controller`, as UIKit does.
  @MainActor
  public func instantiateInitialViewController<Controller: ViewController>(
    creator: ((NSCoder) -> Controller?)? = nil
  ) -> Controller? {
    guard let made = instantiateInitial(creator: creator) else { return nil }
    return Storyboard.cast(made, Controller.self)
  }

  /// Makes the controller whose `storyboardIdentifier` is `identifier`, as
  /// `instantiateViewController(withIdentifier:)`.
  ///
  /// Traps when the storyboard has no such controller, as UIKit raises.
  @MainActor
  public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
    instantiate(identifier: identifier, creator: nil)
  }

  /// Makes the controller whose `storyboardIdentifier` is `identifier` with `creator` rather
  /// than `init(coder:)`, as `instantiateViewController(identifier:creator:)`.
  ///
  /// Traps when the storyboard has no such controller, or it is not a `Controller`.
  @MainActor
  public func instantiateViewController<Controller: ViewController>(
    identifier: String, creator: ((NSCoder) -> Controller?)? = nil
  ) -> Controller {
    Storyboard.cast(instantiate(identifier: identifier, creator: creator), Controller.self)
  }

  /// The initial controller made, or `nil` when there is none.
  @MainActor
  private func instantiateInitial(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
    report([])
    guard let document, let object = document.initialViewController else { return nil }
    return makeController(object, creator: creator)
  }

  /// The controller of the identifier made; traps when there is none.
  @MainActor
  private func instantiate(identifier: String, creator: ((NSCoder) -> ViewController?)?)
    -> ViewController
  {
    report([])
    guard let object = document?.viewController(withIdentifier: identifier),
      let made = makeController(object, creator: creator)
    else {
      preconditionFailure(
        "Storyboard (\(fileName)) doesn't contain a view controller with identifier "
          + "'\(identifier)'")
    }
    return made
  }

  /// `made` as a `Controller`, or a trap naming both types.
  @MainActor
  private static func cast<Controller: ViewController>(
    _ made: ViewController, _ type: Controller.Type
  ) -> Controller {
    guard let controller = made as? Controller else {
      preconditionFailure("the storyboard made a \(Swift.type(of: made)), not a \(Controller.self)")
    }
    return controller
  }

  /// The file name messages use.
  var fileName: String { document?.fileName ?? diagnostics.first?.fileName ?? "storyboard" }

  /// Sends the reading diagnostics and `more` to `Nib.diagnosticHandler`, each distinct one
  /// once over the storyboard's life.
  @MainActor
  func report(_ more: [IBDiagnostic]) {
    let fresh = reported.withLock { reported in
      (diagnostics + more).filter { reported.insert($0).inserted }
    }
    for diagnostic in fresh { Nib.diagnosticHandler(diagnostic) }
  }
}
