import SectionalGraphics
import Testing

@testable import SectionalViews

/// Traits come down from the window (given by its host), overrides apply to a subtree, and
/// only views whose resolved traits change hear of it (Documentation/Traits.md §
/// Inheritance).
@MainActor
@Suite struct TraitInheritanceTests {
  /// A view that records each `traitCollectionDidChange(_:)` call's previous traits.
  final class Recorder: View {
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      previous.append(previousTraitCollection)
    }
  }

  /// window → root → (a → a1, b (override light) → b1).
  private func makeTree() -> (Window, Recorder, Recorder, Recorder, Recorder, Recorder) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let root = Recorder()
    let a = Recorder()
    let a1 = Recorder()
    let b = Recorder()
    let b1 = Recorder()
    b.overrideUserInterfaceStyle = .light
    a.addSubview(a1)
    b.addSubview(b1)
    root.addSubview(a)
    root.addSubview(b)
    window.rootView = root
    for view in [root, a, a1, b, b1] { view.previous = [] }
    return (window, root, a, a1, b, b1)
  }

  @Test("a view outside any tree, and a window without host traits, have the standard traits")
  func standard() {
    #expect(View().traitCollection == .standard)
    #expect(Window().traitCollection == .standard)
    #expect(TraitCollection.standard.description == "light L @1x ltr regular")
  }

  @Test("the host's traits reach every view; unspecified ones are filled from the standard ones")
  func inheritance() {
    let (window, root, a, a1, _, _) = makeTree()
    window.hostTraitCollection = TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: .dark),
      TraitCollection(preferredContentSizeCategory: .extraExtraLarge),
      TraitCollection(displayScale: 2),
    ])
    for view in [window, root, a, a1] {
      #expect(view.traitCollection.description == "dark XXL @2x ltr regular")
    }
  }

  @Test("an override applies to its view and subtree; the rest of the tree follows the host")
  func overrides() {
    let (window, root, a, a1, b, b1) = makeTree()
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(
      [root, a, a1, b, b1].map(\.traitCollection.userInterfaceStyle) == [
        .dark, .dark, .dark, .light, .light,
      ])
    b.overrideUserInterfaceStyle = .unspecified
    #expect(b1.traitCollection.userInterfaceStyle == .dark)
    window.overrideUserInterfaceStyle = .light
    #expect(
      [root, a, a1, b, b1].map(\.traitCollection.userInterfaceStyle) == [
        .light, .light, .light, .light, .light,
      ])
  }

  @Test(
    "a style change notifies only the views whose style changes, each once, with the old traits")
  func notifications() {
    let (window, root, a, a1, b, b1) = makeTree()
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(root.previous == [TraitCollection.standard])
    #expect(a.previous.count == 1 && a1.previous.count == 1)
    #expect(b.previous.isEmpty && b1.previous.isEmpty)
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(root.previous.count == 1)
  }

  @Test("a category change reaches the overridden subtree too, since only the style is overridden")
  func categoryReachesOverride() {
    let (window, _, _, _, b, b1) = makeTree()
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(b.previous.count == 1 && b1.previous.count == 1)
    #expect(b1.traitCollection.description == "light XS @1x ltr regular")
  }

  @Test("a view added to a dark window takes its traits and is notified; moving it back is silent")
  func joiningTree() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    let view = Recorder()
    window.addSubview(view)
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(view.previous == [TraitCollection.standard])
    view.removeFromSuperview()
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    window.addSubview(view)
    #expect(view.previous.count == 1)
  }

  @Test(
    "registered handlers run for their traits only, after traitCollectionDidChange, until removed")
  func registrations() {
    let (window, _, a, _, _, _) = makeTree()
    var calls: [String] = []
    let registration = a.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
      (view: Recorder, previous) in
      calls.append(
        "style \(previous.userInterfaceStyle) → \(view.traitCollection.userInterfaceStyle) after \(view.previous.count)"
      )
    }
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .small)
    #expect(calls.isEmpty)
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(calls == ["style light → dark after 2"])
    a.unregisterForTraitChanges(registration)
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .light)
    #expect(calls.count == 1)
  }

  @Test("a trait change marks the window for display and the changed view for layout")
  func invalidation() {
    let (window, _, a, _, _, _) = makeTree()
    window.layoutIfNeeded()
    window.needsDisplay = false
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(window.needsDisplay)
    #expect(a.needsLayout)
  }

  @Test("views draw their dynamic colours resolved against their own traits")
  func drawing() {
    let (window, root, a, _, b, _) = makeTree()
    root.frame = window.bounds
    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    b.frame = CGRect(x: 0, y: 10, width: 10, height: 10)
    a.backgroundColor = .systemBackground
    b.backgroundColor = .systemBackground
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    window.rootView = root
    root.frame = window.bounds
    #expect(
      window.render().commands == [
        .fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), color: Color(white: 0)),
        .fillRect(CGRect(x: 0, y: 10, width: 10, height: 10), color: Color(white: 1)),
      ])
  }

  @Test("a label that adjusts re-sizes its preferred font when the category changes")
  func labelAdjusts() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = Label()
    let fixed = Label()
    for view in [label, fixed] {
      view.font = .preferredFont(forTextStyle: .body)
      window.addSubview(view)
    }
    label.adjustsFontForContentSizeCategory = true
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(label.font.pointSize == 53)
    #expect(fixed.font.pointSize == 17)
    fixed.adjustsFontForContentSizeCategory = true
    #expect(fixed.font.pointSize == 53)
    label.font = .preferredFont(forTextStyle: .caption2)
    #expect(label.font.pointSize == 40)
  }

  @Test("a button's title label adjusts as a label does")
  func buttonTitleAdjusts() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let button = Button()
    button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    window.addSubview(button)
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(button.titleLabel?.font.pointSize == 14)
    #expect(button.titleLabel?.font.weight == .semibold)
  }
}
