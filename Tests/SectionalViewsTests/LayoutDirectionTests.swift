import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct LayoutDirectionTests {
  @Test("unspecified inherits the superview's direction; force and playback attributes do not")
  func effectiveDirection() {
    let root = View()
    let child = View()
    let grandchild = View()
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    child.semanticContentAttribute = .playback
    #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
    child.semanticContentAttribute = .forceLeftToRight
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    grandchild.semanticContentAttribute = .forceRightToLeft
    #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test("leading and trailing constraints mirror right to left, and back")
  func mirroredAnchors() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 16, y: 4, width: 100, height: 20))
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 204, y: 4, width: 100, height: 20))
    root.semanticContentAttribute = .unspecified
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 16, y: 4, width: 100, height: 20))
  }

  @Test("left and right anchors ignore the direction")
  func absoluteAnchors() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    root.semanticContentAttribute = .forceRightToLeft
    let child = SizedView(50, 10)
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 16, y: 0, width: 50, height: 10))
  }

  @Test("a horizontal stack view orders its views right to left in a right-to-left layout")
  func stackOrder() {
    func frames(_ attribute: SemanticContentAttribute) -> [CGRect] {
      let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let views = [SizedView(20, 10), SizedView(30, 10), SizedView(40, 10)]
      let stack = StackView(arrangedSubviews: views)
      stack.spacing = 5
      stack.semanticContentAttribute = attribute
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      return [stack.frame] + views.map(\.frame)
    }
    #expect(
      frames(.forceLeftToRight) == [
        CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 0, width: 20, height: 10),
        CGRect(x: 25, y: 0, width: 30, height: 10), CGRect(x: 60, y: 0, width: 40, height: 10),
      ])
    #expect(
      frames(.forceRightToLeft) == [
        CGRect(x: 220, y: 0, width: 100, height: 10), CGRect(x: 80, y: 0, width: 20, height: 10),
        CGRect(x: 45, y: 0, width: 30, height: 10), CGRect(x: 0, y: 0, width: 40, height: 10),
      ])
  }

  @Test("natural text alignment draws flush right in a right-to-left layout")
  func naturalAlignment() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    label.text = "Races"
    root.addSubview(label)
    #expect(label.resolvedAlignment == .left)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(label.resolvedAlignment == .right)
    var list = DisplayList()
    label.draw(label.bounds, into: &list)
    guard case .text(let run) = list.commands.first else {
      Issue.record("no text drawn")
      return
    }
    #expect(run.alignment == .right)
    label.textAlignment = .center
    #expect(label.resolvedAlignment == .center)
  }
}
