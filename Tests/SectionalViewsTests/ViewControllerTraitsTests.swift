import SectionalGraphics
import Testing

@testable import SectionalViews

/// A view controller's traits are its view's; its `overrideUserInterfaceStyle` applies to its
/// view's subtree; it hears its view's trait changes (Documentation/Traits.md § Inheritance).
@MainActor
@Suite struct ViewControllerTraitsTests {
  /// A controller that records its trait callbacks, with `TraitCollection.current`'s style.
  final class Recorder: ViewController {
    var calls: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      let before = previousTraitCollection?.userInterfaceStyle.description ?? "nil"
      calls.append("controller \(before) → \(TraitCollection.current.userInterfaceStyle)")
    }
  }

  /// A view that records its own trait callbacks into `log`.
  final class LoggingView: View {
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      log("view \(traitCollection.userInterfaceStyle)")
    }
  }

  /// A light window whose root controller is a recorder with a logging view and one subview.
  private func makeScreen() -> (Window, Recorder, LoggingView, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .light)
    let controller = Recorder()
    let view = LoggingView()
    view.log = { [unowned controller] in controller.calls.append($0) }
    let child = View()
    view.addSubview(child)
    controller.view = view
    window.rootViewController = controller
    controller.calls = []
    return (window, controller, view, child)
  }

  @Test("a controller's traits are its loaded view's, else its parent's, else the standard ones")
  func traitsComeFromTheView() {
    let (window, controller, view, _) = makeScreen()
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(controller.traitCollection == view.traitCollection)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    let unloaded = ViewController()
    #expect(unloaded.traitCollection == .standard)
    controller.addChild(unloaded)
    #expect(unloaded.traitCollection.userInterfaceStyle == .dark)
    #expect(!unloaded.isViewLoaded)
  }

  @Test(
    "a controller's overrideUserInterfaceStyle darkens its view's subtree; the view's own wins")
  func controllerOverride() {
    let (window, controller, view, child) = makeScreen()
    controller.overrideUserInterfaceStyle = .dark
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(window.traitCollection.userInterfaceStyle == .light)
    #expect(controller.calls == ["controller light → dark", "view dark"])
    view.overrideUserInterfaceStyle = .light
    #expect(child.traitCollection.userInterfaceStyle == .light)
    view.overrideUserInterfaceStyle = .unspecified
    controller.overrideUserInterfaceStyle = .unspecified
    #expect(child.traitCollection.userInterfaceStyle == .light)
  }

  @Test("a controller's override applies to a view set later and leaves the view it replaced")
  func overrideFollowsTheView() {
    let (window, controller, view, _) = makeScreen()
    controller.overrideUserInterfaceStyle = .dark
    let replacement = View()
    controller.view = replacement
    window.addSubview(replacement)
    window.addSubview(view)
    #expect(replacement.traitCollection.userInterfaceStyle == .dark)
    #expect(view.traitCollection.userInterfaceStyle == .light)
  }

  @Test(
    "a controller's registerForTraitChanges handler runs after its traitCollectionDidChange")
  func registration() {
    let (window, controller, _, _) = makeScreen()
    let registration = controller.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
      (recorder: Recorder, previous: TraitCollection) in
      recorder.calls.append("handler \(previous.userInterfaceStyle)")
    }
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(controller.calls == ["controller light → dark", "handler light", "view dark"])
    controller.calls = []
    controller.unregisterForTraitChanges(registration)
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .light)
    #expect(controller.calls == ["controller dark → light", "view light"])
  }
}
