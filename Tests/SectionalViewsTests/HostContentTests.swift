import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct HostContentTests {
  @Test("resizing a window to a new size lays its root view out at that size")
  func resizeLaysOut() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let root = View()
    window.rootView = root
    let content: any HostContent = window
    _ = content.render()
    #expect(!content.needsDisplay)
    content.resize(to: CGSize(width: 320, height: 200))
    #expect(content.needsDisplay)
    _ = content.render()
    #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
  }

  @Test("resizing to the same size leaves the window clean")
  func sameSizeIsClean() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    _ = window.render()
    window.resize(to: CGSize(width: 100, height: 100))
    #expect(!window.needsDisplay)
  }

  @Test("a plain window reports no running animation")
  func noAnimations() {
    #expect(!Window().advanceAnimations(to: 12.5))
  }

  @Test("events sent through the protocol reach the hit view")
  func eventsReachViews() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let root = View()
    window.rootView = root
    _ = window.render()
    let content: any HostContent = window
    #expect(content.send(Event(.pointer(.began, location: CGPoint(x: 10, y: 10))), pointer: 0))
    #expect(!content.send(Event(.pointer(.ended, location: CGPoint(x: 10, y: 10))), pointer: 7))
  }
}
