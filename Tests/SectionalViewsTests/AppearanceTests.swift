import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct AppearanceTests {
  private final class TitleLabel: Label {}
  private final class FancyTitleLabel: Label {}

  private func window() -> Window {
    Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test("a proxy value is applied when the view enters a window, not before")
  func appliedOnEntry() {
    defer { AppearanceRegistry.removeAll() }
    TitleLabel.appearance().textColor = .red
    let label = TitleLabel()
    #expect(label.textColor == .label)
    let container = View()
    container.addSubview(label)
    #expect(label.textColor == .label)
    window().addSubview(container)
    #expect(label.textColor == .red)
    #expect(TitleLabel.appearance().textColor == .red)
    #expect(TitleLabel.appearance() === TitleLabel.appearance())
  }

  @Test("a value set on the instance is never overridden, before or after entry")
  func explicitWins() {
    defer { AppearanceRegistry.removeAll() }
    TitleLabel.appearance().textColor = .red
    TitleLabel.appearance().font = .boldSystemFont(ofSize: 20)
    let label = TitleLabel()
    label.textColor = .blue
    let host = window()
    host.addSubview(label)
    #expect(label.textColor == .blue)
    #expect(label.font == .boldSystemFont(ofSize: 20))
    label.removeFromSuperview()
    TitleLabel.appearance().font = .systemFont(ofSize: 9)
    host.addSubview(label)
    #expect(label.textColor == .blue)
    #expect(label.font == .systemFont(ofSize: 9))
  }

  @Test("views already in a window keep their look when the proxy changes")
  func noRetroactiveChange() {
    defer { AppearanceRegistry.removeAll() }
    TitleLabel.appearance().shadowColor = .white
    let label = TitleLabel()
    let host = window()
    host.addSubview(label)
    TitleLabel.appearance().shadowColor = .black
    #expect(label.shadowColor == .white)
    TitleLabel.appearance().textColor = .red
    TitleLabel.appearance().textColor = nil
    #expect(TitleLabel.appearance().textColor == nil)
    let later = TitleLabel()
    host.addSubview(later)
    #expect(later.textColor == .label)
    #expect(later.shadowColor == .black)
  }

  @Test("a subclass proxy wins over its superclass proxy, whatever the order they were set")
  func subclassWins() {
    defer { AppearanceRegistry.removeAll() }
    FancyTitleLabel.appearance().textColor = .green
    Label.appearance().textColor = .orange
    Label.appearance().textAlignment = .center
    let fancy = FancyTitleLabel()
    let plain = TitleLabel()
    let host = window()
    host.addSubview(fancy)
    host.addSubview(plain)
    #expect(fancy.textColor == .green)
    #expect(fancy.textAlignment == .center)
    #expect(plain.textColor == .orange)
  }

  @Test("tint colour through a proxy respects an explicit tint")
  func tint() {
    defer { AppearanceRegistry.removeAll() }
    TitleLabel.appearance().tintColor = .purple
    let themed = TitleLabel()
    let explicit = TitleLabel()
    explicit.tintColor = .cyan
    let host = window()
    host.addSubview(themed)
    host.addSubview(explicit)
    #expect(themed.tintColor == .purple)
    #expect(explicit.tintColor == .cyan)
  }
}
