import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ViewGeometryTests {
  @Test("frame, bounds and center describe the same rectangle")
  func frameBoundsCenter() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(view.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    #expect(view.center == CGPoint(x: 0, y: 0))
  }

  @Test("a size change marks the view for layout, a move does not")
  func sizeChangeNeedsLayout() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    #expect(!view.needsLayout)
    view.center = CGPoint(x: 50, y: 50)
    #expect(!view.needsLayout)
    view.frame.size.width = 30
    #expect(view.needsLayout)
  }

  @Test("points convert through frames and bounds origins")
  func conversion() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let grandchild = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
    #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
    #expect(root.convert(CGPoint(x: 16, y: 27), to: grandchild) == CGPoint(x: 1, y: 2))
    child.bounds.origin = CGPoint(x: 0, y: 50)
    #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: -25))
    #expect(
      child.convert(CGRect(x: 0, y: 0, width: 4, height: 4), from: grandchild)
        == CGRect(x: 5, y: 5, width: 4, height: 4))
  }

  @Test("alpha is clamped to 0...1 and NaN becomes 0")
  func alphaClamp() {
    let view = View()
    view.alpha = 2
    #expect(view.alpha == 1)
    view.alpha = -1
    #expect(view.alpha == 0)
    view.alpha = .nan
    #expect(view.alpha == 0)
  }

  @Test("defaults match UIView's")
  func defaults() {
    let view = View()
    #expect(view.frame == .zero)
    #expect(view.backgroundColor == nil)
    #expect(view.alpha == 1)
    #expect(!view.isHidden)
    #expect(!view.clipsToBounds)
    #expect(view.isUserInteractionEnabled)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.contentHuggingPriority(for: .horizontal) == LayoutPriority(250))
    #expect(view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(750))
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(view.tintColor == .systemBlue)
    #expect(view.tintColor.resolvedColor(with: .standard) == Color(hex: 0x007A_FF))
  }

  @Test("sizeToFit keeps the origin and uses sizeThatFits")
  func sizeToFit() {
    let view = Fixed(frame: CGRect(x: 3, y: 4, width: 1, height: 1))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 3, y: 4, width: 40, height: 12))
  }

  @Test("tint colour is inherited from the nearest ancestor that sets one")
  func tintInheritance() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = View()
    let child = View()
    window.addSubview(parent)
    parent.addSubview(child)
    window.tintColor = Color(red: 0.97, green: 0.9, blue: 0)
    #expect(child.tintColor == Color(red: 0.97, green: 0.9, blue: 0))
    parent.tintColor = Color(white: 0.5)
    #expect(child.tintColor == Color(white: 0.5))
  }

  private final class Fixed: View {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 12) }
  }
}
