import SectionalGraphics
import Testing

@testable import SectionalViews

/// A subclass as UIKit code writes one: both initialisers, set-up in `awakeFromNib()`.
@MainActor
private final class BadgeView: View {
  var awoke = false

  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

@MainActor
@Suite struct ViewCodingTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private var coder: NSCoder { NSKeyedArchiver(requiringSecureCoding: false) }

  @Test("init(coder:) makes the view as init(frame: .zero) does, for every view class")
  func decodedViewsStartEmpty() throws {
    let view = try #require(View(coder: coder))
    #expect(view.frame == .zero)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    let label = try #require(Label(coder: coder))
    #expect(!label.isUserInteractionEnabled)
    let imageView = try #require(ImageView(coder: coder))
    #expect(imageView.image == nil && !imageView.isUserInteractionEnabled)
    let button = try #require(Button(coder: coder))
    #expect(button.subviews.count == 2)
    button.setTitle("Go", for: .normal)
    #expect(button.titleLabel?.text == "Go")
    #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
    #expect(try #require(StackView(coder: coder)).arrangedSubviews.isEmpty)
    #expect(try #require(Control(coder: coder)).isEnabled)
    #expect(try #require(NavigationBar(coder: coder)).frame == .zero)
    #expect(try #require(Window(coder: coder)).frame == .zero)
  }

  @Test("awakeFromNib does nothing by default and reaches overrides")
  func awakeFromNib() throws {
    let badge = try #require(BadgeView(coder: coder))
    #expect(!badge.awoke)
    badge.awakeFromNib()
    #expect(badge.awoke)
    View().awakeFromNib()
  }

  @Test("Button's titleLabel and imageView are optional, as in UIKit, and always there")
  func buttonOptionality() {
    let button = Button()
    button.setTitle("Open", for: .normal)
    #expect(button.titleLabel?.text == "Open")
    #expect(button.imageView != nil)
    #expect(button.currentTitle == "Open")
    #expect(button.currentImage == nil)
  }
}
