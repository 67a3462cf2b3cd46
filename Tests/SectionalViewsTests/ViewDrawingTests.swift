import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ViewDrawingTests {
  @Test("parents draw before children, in superview coordinates")
  func order() {
    let root = View(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
    root.backgroundColor = .red
    let child = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    child.backgroundColor = .blue
    let grandchild = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    grandchild.backgroundColor = .green
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(
      root.displayList().commands == [
        .fillRect(CGRect(x: 5, y: 5, width: 100, height: 100), color: .red),
        .fillRect(CGRect(x: 15, y: 25, width: 30, height: 40), color: .blue),
        .fillRect(CGRect(x: 16, y: 27, width: 3, height: 4), color: .green),
      ])
  }

  @Test("alpha groups the subtree, rounded clipping wraps the subviews, the border comes last")
  func groups() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.alpha = 0.7
    root.clipsToBounds = true
    root.cornerRadius = 6
    root.backgroundColor = .white
    root.borderWidth = 2
    root.borderColor = .black
    let child = View(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    child.backgroundColor = .blue
    root.addSubview(child)
    #expect(
      root.displayList().commands == [
        .pushOpacity(0.7),
        .fillRoundedRect(CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 6, color: .white),
        .pushRoundedClip(CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 6),
        .fillRect(CGRect(x: 40, y: 40, width: 20, height: 20), color: .blue),
        .popClip,
        .strokeRoundedRect(
          CGRect(x: 1, y: 1, width: 48, height: 48), cornerRadius: 5, color: .black, lineWidth: 2),
        .popOpacity,
      ])
  }

  @Test("hidden and fully transparent views draw nothing, clear backgrounds are skipped")
  func invisible() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let hidden = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    hidden.backgroundColor = .red
    hidden.isHidden = true
    let transparent = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    transparent.backgroundColor = .red
    transparent.alpha = 0
    let clear = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    clear.backgroundColor = .clear
    root.addSubview(hidden)
    root.addSubview(transparent)
    root.addSubview(clear)
    #expect(root.displayList().commands.isEmpty)
  }

  @Test("a scrolled bounds origin shifts the subviews")
  func boundsOrigin() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.bounds.origin = CGPoint(x: 0, y: 30)
    let child = View(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
    child.backgroundColor = .red
    root.addSubview(child)
    #expect(
      root.displayList().commands == [
        .fillRect(CGRect(x: 0, y: 10, width: 10, height: 10), color: .red)
      ])
  }

  @Test("a window fills its background and draws its root view")
  func window() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    window.backgroundColor = .white
    let root = View()
    root.backgroundColor = .red
    window.rootView = root
    #expect(
      window.render().commands == [
        .fillRect(CGRect(x: 0, y: 0, width: 20, height: 10), color: .white),
        .fillRect(CGRect(x: 0, y: 0, width: 20, height: 10), color: .red),
      ])
    #expect(!window.needsDisplay)
  }
}
