import Foundation
import Sectional
import SectionalInterfaceBuilder
@_spi(Storyboards) import SectionalViews

extension Storyboard {
  /// Makes the controller `object` of one of the scenes.
  ///
  /// It is `creator`'s controller, or one of its class made with `init(coder:)`; its title
  /// and navigation item are set, a navigation controller's root controller is made and
  /// pushed, then `awakeFromNib()` is sent. Its view loads later, from the scene
  /// (``StoryboardScene``).
  ///
  /// `nil` only when `object` is in no scene, which the reader's model rules out for the
  /// controllers it names.
  @MainActor
  func makeController(_ object: IBObject, creator: ((NSCoder) -> ViewController?)?)
    -> ViewController?
  {
    guard let document,
      let scene = document.scenes.first(where: { $0.objects.contains { $0.id == object.id } })
    else { return nil }
    var diagnostics: [IBDiagnostic] = []
    func warn(_ line: Int, _ message: String) {
      diagnostics.append(
        IBDiagnostic(
          severity: .warning, fileName: document.fileName, line: line, message: message,
          objectID: object.id))
    }
    let coder = NibCoder()
    let controller =
      creator?(coder) ?? makeController(ofClassFor: object, coder: coder, warn: warn)
    if case .viewController(let properties) = object.kind {
      apply(properties, to: controller)
    } else if case .tableViewController(let properties) = object.kind {
      apply(properties, to: controller)
      if let clears = properties.clearsSelectionOnViewWillAppear,
        let table = controller as? TableViewController
      {
        table.clearsSelectionOnViewWillAppear = clears
      }
    } else if case .navigationController(let properties) = object.kind {
      apply(properties, to: controller)
    }
    applyNavigationItem(of: object, to: controller, warn: warn)
    controller.storyboardScene = StoryboardScene(
      storyboard: self, scene: scene, controller: object)
    for connection in object.connections {
      guard case .segue("relationship", let relationship, _) = connection.kind else { continue }
      guard relationship == "rootViewController",
        let navigation = controller as? NavigationController
      else {
        warn(
          connection.line,
          "relationship \"\(relationship ?? "")\" of <\(object.element)> \"\(object.id)\" is "
            + "not supported (ignored)")
        continue
      }
      if let rootObject = document.object(withID: connection.destination),
        let root = makeController(rootObject, creator: nil)
      {
        navigation.setViewControllers([root], animated: false)
      }
    }
    controller.awakeFromNib()
    report(diagnostics)
    return controller
  }

  /// A controller of the object's custom class when that is known and fits the element, else
  /// of the element's class (with a warning naming the class).
  @MainActor
  private func makeController(
    ofClassFor object: IBObject, coder: NSCoder, warn: (Int, String) -> Void
  ) -> ViewController {
    switch object.kind {
    case .tableViewController:
      return make(TableViewController.self, object, coder, warn)
    case .navigationController:
      return make(NavigationController.self, object, coder, warn)
    default:
      return make(ViewController.self, object, coder, warn)
    }
  }

  /// A new `Base` (or the custom class of `object`, when it is a `Base`) made with
  /// `init(coder:)`.
  @MainActor
  private func make<Base: ViewController>(
    _ base: Base.Type, _ object: IBObject, _ coder: NSCoder, _ warn: (Int, String) -> Void
  ) -> ViewController {
    if let className = object.customClass {
      let found: AnyObject.Type? = NibClasses.lookUp(className, module: object.customModule)
      if let custom = found as? Base.Type, let controller = custom.init(coder: coder) {
        return controller
      }
      let reason =
        found == nil
        ? "unknown class \"\(className)\" (register it with NibClasses.register)"
        : "class \"\(className)\" is not a \(Base.self)"
      warn(object.line, "\(reason): <\(object.element)> \"\(object.id)\" loads as \(Base.self)")
    }
    // Sectional's controllers decode nothing, so their `init(coder:)` never fails.
    return Base(coder: coder)!
  }

  /// Sets the controller properties the document gives.
  @MainActor
  private func apply(_ properties: IBViewController, to controller: ViewController) {
    if let title = properties.title { controller.title = title }
  }

  /// Sets the controller's navigation item from the scene's `<navigationItem>`.
  @MainActor
  private func applyNavigationItem(
    of object: IBObject, to controller: ViewController, warn: (Int, String) -> Void
  ) {
    guard let itemObject = object.child(forKey: "navigationItem"),
      case .navigationItem(let item) = itemObject.kind
    else { return }
    if let title = item.title { controller.navigationItem.title = title }
    if let mode = item.largeTitleDisplayMode {
      warn(itemObject.line, "largeTitleDisplayMode \"\(mode)\" is not supported (ignored)")
    }
    for child in itemObject.children {
      warn(
        child.line,
        "<\(child.element) key=\"\(child.key ?? "")\"> of the navigation item is not loaded: "
          + "bar button items load only in code")
    }
  }
}
