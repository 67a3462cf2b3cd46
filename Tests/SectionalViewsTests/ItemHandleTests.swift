import SectionalGraphics
import SectionalRecipes
import Testing

@testable import SectionalViews

/// A view subclass with its own `deinit`, as `UIView` subclasses often have: it compiles
/// because `View`'s deinitializer is not isolated.
private final class CountingView: View {
  /// The deinitializers run so far.
  nonisolated(unsafe) static var deinits = 0

  deinit { CountingView.deinits += 1 }
}

@MainActor
@Suite struct ItemHandleTests {
  /// The views of `root`'s subtree, parents first.
  private func subtree(_ root: View) -> [View] {
    [root] + root.subviews.flatMap(subtree)
  }

  @Test("nothing refers to a fitted header's views or guides weakly, so none has a side table")
  func noWeakReferences() {
    Label.defaultTextMeasurer = FixedTextMetrics()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let header = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    window.rootView = header
    window.keyView = header.labels[2]
    _ = header.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    window.layoutIfNeeded()
    let views = subtree(window)
    #expect(views.count == 7)
    #expect(header.constraints.count == 4)
    // The runtime counts 1 for an object without weak references; each one adds 1.
    for view in views {
      #expect(_getWeakRetainCount(view) == 1, "\(type(of: view)) \(view.serial)")
      if let guide = view.storedMarginsGuide {
        #expect(_getWeakRetainCount(guide) == 1, "guide of \(view.serial)")
      }
    }
  }

  @Test("an active constraint outliving its tree reads no items, no view and is not active")
  func constraintOutlivesTree() {
    var constraint: LayoutConstraint?
    do {
      let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = View()
      root.addSubview(child)
      let made = child.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -10)
      made.isActive = true
      #expect(made.installedOn === root)
      constraint = made
    }
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem == nil)
    #expect(constraint?.installedOn == nil)
    #expect(constraint?.isActive == false)
  }

  @Test("a subview outliving its superview reads no superview and can join another")
  func subviewOutlivesSuperview() {
    let child = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    do {
      let parent = View()
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
    let other = View()
    other.addSubview(child)
    #expect(child.superview === other)
    #expect(other.subviews.count == 1)
  }

  @Test("a guide outliving its view reads no owning view; a margins guide's constraint no item")
  func guideOutlivesView() {
    let guide = LayoutGuide(identifier: "spacer")
    var margins: LayoutGuide?
    var edge: LayoutConstraint?
    do {
      let view = View()
      view.addLayoutGuide(guide)
      #expect(guide.owningView === view)
      margins = view.layoutMarginsGuide
      edge = guide.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor)
    }
    #expect(guide.owningView == nil)
    #expect(margins?.owningView == nil)
    #expect(edge?.firstItem === guide)
    #expect(edge?.secondItem === margins)
    margins = nil
    #expect(edge?.secondItem == nil)
  }

  @Test("a subclass's own deinit runs, and its constraint and subview see it gone")
  func subclassDeinit() {
    let before = CountingView.deinits
    let child = View()
    var constraint: LayoutConstraint?
    do {
      let view = CountingView()
      view.addSubview(child)
      constraint = child.widthAnchor.constraint(equalTo: view.widthAnchor)
      constraint?.isActive = true
    }
    #expect(CountingView.deinits == before + 1)
    #expect(child.superview == nil)
    #expect(constraint?.secondItem == nil)
    #expect(constraint?.isActive == false)
  }

  @Test("a window's key view reads nil once the view is gone, and is not kept alive")
  func keyViewGone() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    weak var released: View?
    do {
      let view = View()
      window.addSubview(view)
      window.keyView = view
      #expect(window.keyView === view)
      view.removeFromSuperview()
      released = view
    }
    #expect(released == nil)
    #expect(window.keyView == nil)
  }
}
