import SectionalGraphics
import Testing

@testable import SectionalViews

/// The safe area: the window's, what views inherit of it, view controllers' additional
/// insets, the guide, and scroll views' adjusted inset (Documentation/LayoutGuides.md).
@MainActor
@Suite struct SafeAreaTests {
  /// Counts `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()` calls.
  private final class Watched: View {
    var safeAreaChanges = 0
    var marginChanges = 0
    override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    override func layoutMarginsDidChange() { marginChanges += 1 }
  }

  /// A 320 × 480 window whose screen keeps 20 pt at the top and 34 pt at the bottom.
  private func notchedWindow() -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    return window
  }

  /// `view` pinned to the four edges of `guide`.
  private func pin(_ view: View, to guide: LayoutGuide) {
    view.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }

  @Test("a window's safe area is zero unless its screen has one; views take what they overlap")
  func inheritance() {
    let plain = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(plain.safeAreaInsets == .zero)
    let window = notchedWindow()
    #expect(window.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    let top = View(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
    let middle = View(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    let bottom = View(frame: CGRect(x: 10, y: 400, width: 100, height: 80))
    for view in [top, middle, bottom] { window.addSubview(view) }
    #expect(top.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(bottom.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    let nested = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    top.addSubview(nested)
    #expect(nested.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    top.frame.origin.y = 0
    #expect(nested.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    nested.removeFromSuperview()
    #expect(nested.safeAreaInsets == .zero)
  }

  @Test("safeAreaInsetsDidChange and layoutMarginsDidChange run once per change")
  func notifications() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = Watched(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(view)
    #expect(view.safeAreaChanges == 0)
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(view.safeAreaChanges == 1)
    #expect(view.marginChanges == 1)
    view.layoutMargins = EdgeInsets(all: 12)
    #expect(view.marginChanges == 2)
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(view.marginChanges == 3)
    window.screenSafeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
    #expect(view.safeAreaChanges == 2)
    #expect(view.marginChanges == 3)
  }

  @Test("a view controller's additional insets add to its view's safe area and below")
  func additional() {
    let window = notchedWindow()
    let controller = ViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let child = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    controller.view.addSubview(child)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 30, left: 5, bottom: 34, right: 0))
    #expect(child.safeAreaInsets == EdgeInsets(top: 30, left: 5, bottom: 0, right: 0))
  }

  @Test("constraints to safeAreaLayoutGuide place views inside it and follow changes")
  func guideConstraints() {
    let window = notchedWindow()
    let root = View(frame: window.bounds)
    window.addSubview(root)
    let content = View()
    root.addSubview(content)
    pin(content, to: root.safeAreaLayoutGuide)
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 20, width: 320, height: 426))
    #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 320, height: 426))
    window.screenSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 44, y: 0, width: 232, height: 459))
    #expect(root.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
  }

  @Test("the margins guide is measured from the safe area unless told otherwise")
  func marginsFromSafeArea() {
    let window = notchedWindow()
    let root = View(frame: window.bounds)
    window.addSubview(root)
    let content = View()
    root.addSubview(content)
    pin(content, to: root.layoutMarginsGuide)
    window.layoutIfNeeded()
    #expect(root.layoutMargins == EdgeInsets(all: 8))
    #expect(content.frame == CGRect(x: 8, y: 28, width: 304, height: 410))
    root.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
  }

  @Test("fitting a view whose content hangs from its margins guide counts the safe area")
  func fittingMarginsUnderSafeArea() {
    let window = notchedWindow()
    let card = View(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
    window.addSubview(card)
    let content = SizedView(100, 40)
    card.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
    ])
    #expect(card.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let fitted = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 320, height: 76))
    card.insetsLayoutMarginsFromSafeArea = false
    let unsafe = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(unsafe == CGSize(width: 320, height: 56))
  }

  @Test("adjustedContentInset adds the safe area on the axes the behaviour names")
  func scrollViewAdjustment() {
    let window = notchedWindow()
    let scroll = ScrollView(frame: window.bounds)
    window.addSubview(scroll)
    scroll.contentSize = CGSize(width: 320, height: 1000)
    scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 25, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentOffsetRange.y == -25...554)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.contentSize = CGSize(width: 320, height: 100)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 25, left: 0, bottom: 34, right: 0))
    window.screenSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
    scroll.contentInsetAdjustmentBehavior = .always
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 44, bottom: 0, right: 44))
    scroll.contentInsetAdjustmentBehavior = .automatic
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
  }
}
