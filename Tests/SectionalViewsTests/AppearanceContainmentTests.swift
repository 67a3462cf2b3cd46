import SectionalGraphics
import Testing

@testable import SectionalViews

/// `appearance(whenContainedInInstancesOf:)` and its precedence (Documentation/Appearance.md
/// § Precedence).
@MainActor
@Suite(.serialized) struct AppearanceContainmentTests {
  private final class Caption: Label {}
  private final class Panel: View {}
  private final class Card: View {}
  private final class Screen: ViewController {}

  private func window() -> Window {
    Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  /// A caption inside `containers`, outermost first, in a window.
  private func caption(in containers: [View]) -> Caption {
    let label = Caption()
    let host = window()
    var parent: View = host
    for container in containers {
      parent.addSubview(container)
      parent = container
    }
    parent.addSubview(label)
    return label
  }

  @Test("a contained proxy applies inside its container, at any depth, and nowhere else")
  func insideOnly() {
    defer { AppearanceRegistry.removeAll() }
    Caption.appearance(whenContainedInInstancesOf: [Panel.self]).textColor = .red
    #expect(caption(in: [Panel(), View()]).textColor == .red)
    #expect(caption(in: [Card()]).textColor == .label)
    #expect(
      Caption.appearance(whenContainedInInstancesOf: [Panel.self])
        === Caption.appearance(whenContainedInInstancesOf: [Panel.self]))
    #expect(Caption.appearance(whenContainedInInstancesOf: [Panel.self]).textColor == .red)
  }

  @Test("a matching contained proxy wins over the plain one; the instance's value over both")
  func precedenceOverPlain() {
    defer { AppearanceRegistry.removeAll() }
    Caption.appearance().textColor = .blue
    Caption.appearance().font = .systemFont(ofSize: 9)
    Caption.appearance(whenContainedInInstancesOf: [Panel.self]).textColor = .red
    let inside = caption(in: [Panel()])
    #expect(inside.textColor == .red)
    #expect(inside.font == .systemFont(ofSize: 9))
    #expect(caption(in: [Card()]).textColor == .blue)
    let explicit = Caption()
    explicit.textColor = .green
    let panel = Panel()
    window().addSubview(panel)
    panel.addSubview(explicit)
    #expect(explicit.textColor == .green)
  }

  @Test("the proxy whose outermost container is farther out wins, then the longer list")
  func outermostThenLonger() {
    defer { AppearanceRegistry.removeAll() }
    Caption.appearance(whenContainedInInstancesOf: [Panel.self]).textColor = .red
    Caption.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .green
    #expect(caption(in: [Card(), Panel()]).textColor == .green)
    #expect(caption(in: [Panel(), Card()]).textColor == .red)
    Caption.appearance(whenContainedInInstancesOf: [Panel.self, Card.self]).textColor = .orange
    #expect(caption(in: [Card(), Panel()]).textColor == .orange)
  }

  @Test("containers are listed innermost first; the wrong nesting does not match")
  func order() {
    defer { AppearanceRegistry.removeAll() }
    Caption.appearance(whenContainedInInstancesOf: [Panel.self, Card.self]).textColor = .red
    #expect(caption(in: [Card(), Panel()]).textColor == .red)
    #expect(caption(in: [Panel(), Card()]).textColor == .label)
  }

  @Test("a view controller contains the views of its view's subtree")
  func controllerContainer() {
    defer { AppearanceRegistry.removeAll() }
    Caption.appearance(whenContainedInInstancesOf: [Screen.self]).textColor = .red
    let screen = Screen()
    let label = Caption()
    screen.view.addSubview(label)
    let host = window()
    host.rootViewController = screen
    #expect(label.textColor == .red)
    #expect(caption(in: [Panel()]).textColor == .label)
  }
}
