import Sectional
import SectionalInterfaceBuilder
@_spi(Storyboards) import SectionalViews

/// One scene of a storyboard as a controller made from it sees it: where its view loads from
/// and where its segues lead (Documentation/InterfaceBuilder.md § Storyboards).
///
/// The controller holds it (`ViewController.storyboard` reads the storyboard from it); it
/// holds no controller, so cells and buttons that start segues name theirs weakly.
@MainActor
final class StoryboardScene: StoryboardSceneLink {
  /// The kinds of segue Sectional performs: both push the destination on the source's
  /// navigation controller.
  static let performedKinds: Set<String> = ["show", "push"]

  /// The storyboard the scene belongs to.
  let storyboard: Storyboard
  /// The scene.
  let scene: IBScene
  /// The scene's controller object.
  let controllerObject: IBObject

  /// The scene of `controller` in `storyboard`.
  init(storyboard: Storyboard, scene: IBScene, controller: IBObject) {
    self.storyboard = storyboard
    self.scene = scene
    controllerObject = controller
  }

  /// Loads the scene's view as UIKit's controller loads its nib: the root view and every other
  /// view of the scene made, then constraints activated, outlets, actions and segues
  /// connected (the controller stands for the scene's controller object), runtime attributes
  /// set and `awakeFromNib()` sent to the views; the diagnostics go once to
  /// `Nib.diagnosticHandler`.
  func loadView(of controller: ViewController) {
    guard let document = storyboard.document else {
      controller.view = View()
      return
    }
    let loader = NibLoader(document: document, images: storyboard.images)
    loader.storyboardContext = StoryboardContext(scene: self, controller: controller)
    loader.objects[controllerObject.id] = controller
    loader.names[controllerObject.id] = "\(type(of: controller)) \"\(controllerObject.id)\""
    loader.connections += controllerObject.connections
    let root = controllerObject.rootView.flatMap { loader.make($0, parent: nil) }
    for object in scene.objects where object.id != controllerObject.id {
      switch object.kind {
      case .placeholder("IBFirstResponder"):
        loader.firstResponderIDs.insert(object.id)
      case .placeholder, .exit:
        continue
      default:
        _ = loader.make(object, parent: nil)
      }
    }
    controller.view = root ?? View()
    loader.finish()
    storyboard.report(loader.diagnostics)
  }

  /// The segue whose identifier is `identifier`, from any object of the scene.
  func segue(withIdentifier identifier: String) -> IBConnection? {
    var found: IBConnection?
    controllerObject.forEach { object in
      for connection in object.connections where found == nil {
        if case .segue(_, _, let segueIdentifier) = connection.kind,
          segueIdentifier == identifier
        {
          found = connection
        }
      }
    }
    return found
  }

  /// Performs the segue `connection` from `source`, started by `sender`: asks
  /// `shouldPerformSegue(withIdentifier:sender:)` first when `asking` (a cell or button
  /// started it), makes the destination, sends `prepare(for:sender:)`, then performs it.
  ///
  /// A kind Sectional does not perform is a warning, and nothing happens.
  func perform(_ connection: IBConnection, from source: ViewController, sender: Any?, asking: Bool)
  {
    guard case .segue(let kind, _, let identifier) = connection.kind else { return }
    if asking, !source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) {
      return
    }
    guard StoryboardScene.performedKinds.contains(kind) else {
      report(.warning, connection, "\(kind) segues are not supported (not performed)")
      return
    }
    guard let object = storyboard.document?.object(withID: connection.destination),
      object.kind.isViewController,
      let destination = storyboard.makeController(object, creator: nil)
    else {
      report(.error, connection, "its destination is not a view controller (not performed)")
      return
    }
    let segue = StoryboardSegue(identifier: identifier, source: source, destination: destination) {
      [weak self, weak source, weak destination] in
      guard let self, let source, let destination else { return }
      guard let navigation = source as? NavigationController ?? source.navigationController else {
        self.report(
          .warning, connection,
          "\(type(of: source)) is in no navigation controller: the destination is not shown "
            + "(Sectional presents no controllers modally)")
        return
      }
      navigation.pushViewController(destination, animated: true)
    }
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// Reports a diagnostic about the segue `connection` through the storyboard.
  private func report(
    _ severity: IBDiagnostic.Severity, _ connection: IBConnection, _ message: String
  ) {
    storyboard.report([
      IBDiagnostic(
        severity: severity, fileName: storyboard.fileName, line: connection.line,
        message: "segue \"\(connection.id)\" of \"\(connection.source)\": \(message)",
        objectID: connection.source)
    ])
  }
}

/// The scene a loader is loading, with its controller: segues are connected only then.
@MainActor
struct StoryboardContext {
  /// The scene.
  let scene: StoryboardScene
  /// The scene's controller, which segues start from.
  weak var controller: ViewController?
}
