import SectionalGraphics
import Testing

@testable import SectionalViews

/// `directionalLayoutMargins` and `readableContentGuide` (Documentation/LayoutGuides.md).
@MainActor
@Suite struct LayoutGuideSurfaceTests {
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

  @Test("directional margins keep leading and trailing when the direction flips")
  func directional() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 10, bottom: 2, trailing: 30)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
    let content = View()
    view.addSubview(content)
    pin(content, to: view.layoutMarginsGuide)
    view.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 10, y: 1, width: 160, height: 97))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
    view.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 30, y: 1, width: 160, height: 97))
  }

  @Test("margins set by left and right keep their sides when the direction flips")
  func physical() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 12)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 12))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 4))
  }

  @Test("the readable guide is 672 pt wide at the default text size, centred in the margins")
  func readableWide() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 300))
    let content = View()
    view.addSubview(content)
    pin(content, to: view.readableContentGuide)
    view.layoutIfNeeded()
    #expect(view.readableContentWidth == 672)
    #expect(content.frame == CGRect(x: 176, y: 8, width: 672, height: 284))
    #expect(view.readableContentGuide.identifier == "UIViewReadableContentGuide")
  }

  @Test("the readable guide fills the margins when they are narrower than the readable width")
  func readableNarrow() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    view.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 24)
    let content = View()
    view.addSubview(content)
    pin(content, to: view.readableContentGuide)
    view.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 16, y: 0, width: 280, height: 300))
    view.frame.size.width = 1000
    view.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 160, y: 0, width: 672, height: 300))
  }

  @Test("the readable width follows the body text size of the traits")
  func readableFollowsTextSize() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 300))
    let view = View(frame: window.bounds)
    window.addSubview(view)
    let content = View()
    view.addSubview(content)
    pin(content, to: view.readableContentGuide)
    window.layoutIfNeeded()
    #expect(content.frame.width == 672)
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .extraExtraLarge)
    #expect(view.readableContentWidth == 830)
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 97, y: 8, width: 830, height: 284))
  }

  @Test("a subtree using the readable guide is fitted by the engine with the same answer")
  func fittingUsesEngine() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 300))
    let content = SizedView(100, 40)
    view.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      content.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: view.readableContentGuide.bottomAnchor),
    ])
    let size = view.systemLayoutSizeFitting(
      CGSize(width: 1024, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 1024, height: 56))
  }
}
