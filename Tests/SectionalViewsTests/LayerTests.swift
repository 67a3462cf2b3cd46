import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct LayerTests {
  @Test("every view has one layer, with Core Animation's defaults")
  func defaults() {
    let view = View()
    #expect(view.storedLayer == nil)
    let layer = view.layer
    #expect(view.layer === layer)
    #expect(layer.borderWidth == 0)
    #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
    #expect(layer.cornerRadius == 0)
    #expect(!layer.masksToBounds)
    #expect(layer.backgroundColor == nil)
    #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
  }

  @Test("backgroundColor and masksToBounds are the view's, in both directions")
  func mirrors() {
    let view = View()
    view.backgroundColor = .red
    #expect(view.layer.backgroundColor == Color.red.cgColor)
    view.layer.backgroundColor = Color.blue.cgColor
    #expect(view.backgroundColor == .blue)
    view.layer.backgroundColor = nil
    #expect(view.backgroundColor == nil)
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.clipsToBounds = false
    #expect(!view.layer.masksToBounds)
  }

  @Test("the view's border shorthands read and write the layer")
  func shorthands() {
    let view = View()
    #expect(view.borderColor == Color(white: 0))
    view.layer.borderColor = Color.gray.cgColor
    view.layer.borderWidth = 2
    view.layer.cornerRadius = 4
    #expect(view.borderColor == .gray)
    #expect(view.borderWidth == 2)
    #expect(view.cornerRadius == 4)
    view.layer.borderColor = nil
    #expect(view.borderColor.isClear)
  }

  @Test("a layer kept after its view is gone keeps its own values and reads no view's")
  func outlivesView() {
    var view: View? = View()
    view?.backgroundColor = .red
    view?.clipsToBounds = true
    let layer = view!.layer
    layer.borderWidth = 3
    view = nil
    #expect(layer.borderWidth == 3)
    #expect(layer.backgroundColor == nil)
    #expect(!layer.masksToBounds)
    layer.masksToBounds = true
  }

  @Test("shadow under the background, rounded clip around the subviews, border above them")
  func drawingOrder() {
    let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
    card.backgroundColor = .white
    card.layer.cornerRadius = 8
    card.layer.borderWidth = 1
    card.layer.borderColor = Color.gray.cgColor
    card.layer.shadowOpacity = 0.5
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    card.layer.shadowRadius = 4
    let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    child.backgroundColor = .blue
    card.addSubview(child)
    let rect = CGRect(x: 10, y: 10, width: 100, height: 60)
    let shadow = Shadow(
      color: Color(white: 0, alpha: 0.5), offset: CGSize(width: 0, height: 2), blurRadius: 8)
    #expect(
      card.displayList().commands == [
        .shadow(rect, cornerRadius: 8, shadow: shadow),
        .fillRoundedRect(rect, cornerRadius: 8, color: .white),
        .fillRect(CGRect(x: 10, y: 10, width: 20, height: 20), color: .blue),
        .strokeRoundedRect(
          rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 7.5, color: .gray, lineWidth: 1),
      ])
    card.layer.masksToBounds = true
    #expect(
      card.displayList().commands == [
        .fillRoundedRect(rect, cornerRadius: 8, color: .white),
        .pushRoundedClip(rect, cornerRadius: 8),
        .fillRect(CGRect(x: 10, y: 10, width: 20, height: 20), color: .blue),
        .popClip,
        .strokeRoundedRect(
          rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 7.5, color: .gray, lineWidth: 1),
      ])
  }

  @Test("no shadow without opacity, colour or an opaque shape to cast it")
  func invisibleShadows() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.shadowOpacity = 1
    #expect(view.displayList().commands.isEmpty)
    view.backgroundColor = .white
    view.layer.shadowColor = nil
    #expect(view.displayList().commands == [.fillRect(view.frame, color: .white)])
    view.layer.shadowColor = Color.black.cgColor
    view.layer.shadowOpacity = 0
    #expect(view.displayList().commands == [.fillRect(view.frame, color: .white)])
  }

  @Test("changing a layer property marks the window for display")
  func redisplay() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    window.needsDisplay = false
    view.layer.borderWidth = 1
    #expect(window.needsDisplay)
  }
}
