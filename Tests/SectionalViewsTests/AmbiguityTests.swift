import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct AmbiguityTests {
  @Test("a view with a position but no size is ambiguous until it gets one")
  func missingSize() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    #expect(root.ambiguouslyLaidOutViews().map(\.serial) == [child.serial])
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(!child.hasAmbiguousLayout)
    #expect(root.ambiguouslyLaidOutViews().isEmpty)
  }

  @Test("two views with equal hugging sharing spare room are ambiguous")
  func equalHugging() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let a = SizedView(20, 10)
    let b = SizedView(20, 10)
    root.addSubview(a)
    root.addSubview(b)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    #expect(a.hasAmbiguousLayout || b.hasAmbiguousLayout)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    #expect(!a.hasAmbiguousLayout)
    #expect(!b.hasAmbiguousLayout)
  }

  @Test("exercising a view without a horizontal position moves it across the root and back")
  func exerciseFreePosition() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 4, width: 10, height: 10))
    child.exerciseAmbiguityInLayout()
    #expect(child.frame == CGRect(x: 320, y: 4, width: 10, height: 10))
    child.exerciseAmbiguityInLayout()
    #expect(child.frame == CGRect(x: 0, y: 4, width: 10, height: 10))
  }

  @Test("exercising equal hugging gives the spare room to the other view")
  func exerciseSpareRoom() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let a = SizedView(20, 10)
    let b = SizedView(20, 10)
    root.addSubview(a)
    root.addSubview(b)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let before = [a.frame, b.frame]
    a.exerciseAmbiguityInLayout()
    let after = [a.frame, b.frame]
    #expect(before != after)
    #expect(after[0].width + after[1].width == 200)
    #expect(Set([before[0].width, after[0].width]) == [20, 180])
  }

  @Test("exercising an unambiguous view moves nothing")
  func exerciseUnambiguous() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = SizedView(30, 10)
    let other = View()
    other.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    root.addSubview(other)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      other.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(!child.hasAmbiguousLayout)
    child.exerciseAmbiguityInLayout()
    #expect(child.frame == CGRect(x: 12, y: 17, width: 30, height: 10))
    root.exerciseAmbiguityInLayout()
    #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(child.frame == CGRect(x: 12, y: 17, width: 30, height: 10))
  }

  @Test("views laid out by frames alone are never ambiguous")
  func framesOnly() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    root.addSubview(View(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(root.ambiguouslyLaidOutViews().isEmpty)
    #expect(root.layoutStatistics == LayoutStatistics())
  }
}
