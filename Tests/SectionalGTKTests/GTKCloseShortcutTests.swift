import SectionalViews
import Testing

@testable import SectionalGTK

@Suite struct GTKCloseShortcutTests {
  @Test("Ctrl-Q and Ctrl-W close the window, with or without Shift")
  func closeShortcuts() {
    #expect(GTKHost.isCloseShortcut(KeyPress(.character("q"), modifiers: [.control])))
    #expect(GTKHost.isCloseShortcut(KeyPress(.character("W"), modifiers: [.control, .shift])))
  }

  @Test("plain letters, other modifiers and other keys do not close the window")
  func notCloseShortcuts() {
    #expect(!GTKHost.isCloseShortcut(KeyPress(.character("q"))))
    #expect(!GTKHost.isCloseShortcut(KeyPress(.character("q"), modifiers: [.control, .alternate])))
    #expect(!GTKHost.isCloseShortcut(KeyPress(.character("x"), modifiers: [.control])))
    #expect(!GTKHost.isCloseShortcut(KeyPress(.escape, modifiers: [.control])))
  }
}
