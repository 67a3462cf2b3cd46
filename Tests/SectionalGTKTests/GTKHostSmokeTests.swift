import CGtk4
import Foundation
import SectionalGraphics
import SectionalViews
import Testing

@testable import SectionalGTK

/// Opens a real window; runs only where a display exists (the Xvfb e2e covers CI).
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct GTKHostSmokeTests {
  @Test("a shown host draws a frame of its content at the window size and closes cleanly")
  func drawsAndCloses() throws {
    setenv("GTK_A11Y", "none", 0)
    setenv("GSK_RENDERER", "cairo", 0)
    let window = Window()
    let root = View()
    root.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
    window.rootView = root
    let host = try GTKHost(
      content: window, title: "GTKHostSmokeTests", size: CGSize(width: 200, height: 120))
    #expect(window.textMeasurer != nil)
    // No host in the tests asks for the process-wide allocator tuning, and nothing else makes it.
    #expect(!GTKHost.framePagesKept)
    #expect(gtk_widget_has_css_class(host.window, GTKHost.windowCSSClass) != 0)
    var frames: [GTKFrameTiming] = []
    host.onFrame = { frames.append($0) }
    host.present()
    let deadline = GTKHost.now() + 10
    while frames.isEmpty, GTKHost.now() < deadline { host.iterate(timeout: 0.05) }
    #expect(frames.count >= 1)
    #expect(host.frameCount >= 1)
    #expect(window.frame.size == CGSize(width: 200, height: 120))
    #expect(root.frame.size == CGSize(width: 200, height: 120))
    #expect(!window.needsDisplay)
    #expect(frames.first?.commandCount == 1)
    host.close()
    while !host.isClosed, GTKHost.now() < deadline { host.iterate(timeout: 0.05) }
    #expect(host.isClosed)
  }
}
