import CPangoCairo
import SectionalGraphics
import SectionalViews
import Testing

@testable import SectionalCairo

/// Labels with no line limit holding a megabyte of text: measuring is linear in the text and
/// drawing lays out and draws only what the label's height and the clip show
/// (Documentation/LinuxRendering.md § Long text).
///
/// Sizes are DejaVu Sans 13 pt through Pango 1.50, 358 pt wide.
@MainActor
@Suite(.serialized) struct HugeLabelTextTests {
  /// 1 MB (1,048,576 ASCII characters) of ordinary words.
  static let words = text(unit: "lorem ipsum dolor sit amet, consectetur adipiscing ")
  /// 1 MB of one unbroken word.
  static let word = text(unit: "abcdefghij")

  /// `unit` repeated up to 1,048,576 characters.
  static func text(unit: String) -> String {
    String(String(repeating: unit, count: 1_048_576 / unit.count + 1).prefix(1_048_576))
  }

  /// A window of 390 × 844 measuring with Pango, whose root view holds `view`.
  ///
  /// The caller keeps the window: a view finds its measurer through its window.
  private func window(with view: View) -> Window {
    _ = FontConfiguration.useProjectFontConfiguration()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.textMeasurer = PangoTextMetrics(cacheCapacity: 16)
    let root = View(frame: window.bounds)
    root.addSubview(view)
    window.rootView = root
    return window
  }

  /// A 13-point label with no line limit holding `text`, 358 × 600 at (16, 100).
  private func label(_ text: String) -> Label {
    let label = Label(frame: CGRect(x: 16, y: 100, width: 358, height: 600))
    label.font = .systemFont(ofSize: 13)
    label.numberOfLines = 0
    label.text = text
    return label
  }

  /// The text runs of `list`.
  private func runs(_ list: DisplayList) -> [TextRun] {
    list.commands.compactMap { command in
      if case .text(let run) = command { return run }
      return nil
    }
  }

  @Test("1 MB of words with no line limit measures 331 pt wide and 20,561 lines (311,146 pt) tall")
  func megabyteOfWords() {
    let label = label(Self.words)
    let window = window(with: label)
    defer { withExtendedLifetime(window) {} }
    #expect(
      label.sizeThatFits(CGSize(width: 358, height: 0)) == CGSize(width: 331, height: 311_146))
  }

  @Test(
    "1 MB of one word with no line limit measures 357 pt wide and 20,389 lines (308,543 pt) tall")
  func megabyteWord() {
    let label = label(Self.word)
    let window = window(with: label)
    defer { withExtendedLifetime(window) {} }
    #expect(
      label.sizeThatFits(CGSize(width: 358, height: 0)) == CGSize(width: 357, height: 308_543))
  }

  @Test("1 MB of words in a 600-pt frame draws the 39 lines that fit, centred, nothing outside")
  func boundedFrame() throws {
    let label = label(Self.words)
    let window = window(with: label)
    let list = window.render()
    let run = try #require(runs(list).first)
    #expect(run.numberOfLines == 39)
    #expect(run.rect == CGRect(x: 16, y: 104, width: 358, height: 591))
    #expect(PangoTextMetrics.shared.layout(of: run).lines.last?.text.hasSuffix("…") == true)
    let image = try CairoRenderer(scale: 1).render(list, size: CGSize(width: 390, height: 844))
    var inkAbove = 0
    var inkBelow = 0
    var inkInside = 0
    for y in 0..<844 {
      for x in 0..<390 where image[x, y] != 0 {
        if y < 100 { inkAbove += 1 } else if y >= 700 { inkBelow += 1 } else { inkInside += 1 }
      }
    }
    #expect(inkAbove == 0)
    #expect(inkBelow == 0)
    #expect(inkInside == 67_816)
  }

  @Test(
    "1 MB of words at its full height, scrolled 150,000 pt down a scroll view, fills the screen")
  func clippedFrame() throws {
    let label = label(Self.words)
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.addSubview(label)
    let window = window(with: scrollView)
    label.preferredMaxLayoutWidth = 358
    let size = label.intrinsicContentSize
    label.frame = CGRect(x: 16, y: 0, width: 358, height: size.height)
    scrollView.contentSize = CGSize(width: 390, height: size.height)
    scrollView.contentOffset = CGPoint(x: 0, y: 150_000)
    window.layoutIfNeeded()
    let list = window.render()
    let run = try #require(runs(list).first)
    #expect(run.numberOfLines == 0)
    #expect(run.rect == CGRect(x: 16, y: -150_000, width: 358, height: 311_146))
    let image = try CairoRenderer(scale: 1).render(list, size: CGSize(width: 390, height: 844))
    var rows = Set<Int>()
    for y in 0..<844 {
      for x in 0..<390 where image[x, y] != 0 { rows.insert(y) }
    }
    #expect(rows.count == 727)
    #expect(rows.min() == 0)
    #expect(rows.max() == 843)
  }

  @Test(
    "Of 8,889 lines drawn 10,000 pt up, 844 pt of surface draws 659 to 717; a 200-pt clip 666 to 681"
  )
  func drawsOnlyTheClippedLines() throws {
    let text = String(repeating: "lorem ipsum dolor sit amet, ", count: 16_000)
    let request = TextRequest(
      text: text, font: .systemFont(ofSize: 13), maxWidth: 358, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 390, 844))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    PangoEngine.shared.withDrawnBlock(request) { block in
      #expect(block.lines.count == 8_889)
      let rect = CGRect(x: 16, y: -10_000, width: 358, height: 40_000)
      #expect(block.visibleLines(on: cr, in: rect) == 659..<718)
      cairo_rectangle(cr, 0, 100, 390, 200)
      cairo_clip(cr)
      #expect(block.visibleLines(on: cr, in: rect) == 666..<682)
    }
  }
}
