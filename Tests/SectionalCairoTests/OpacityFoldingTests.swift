import CPangoCairo
import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalCairo

/// An opacity group that draws once is drawn straight with its opacity multiplied in; a group
/// that draws more is still composited offscreen first, on a surface bounded by its contents.
@Suite struct OpacityFoldingTests {
  private let size = CGSize(width: 8, height: 4)
  private let whole = CGRect(x: 0, y: 0, width: 8, height: 4)

  private func render(_ commands: [DrawCommand]) throws -> PixelImage {
    try CairoRenderer(background: .white).render(DisplayList(commands), size: size)
  }

  @Test("A group holding one red fill at 0.5 blends it once over white")
  func singleFill() throws {
    let image = try render([
      .pushOpacity(0.5), .fillRect(whole, color: Color(red: 1, green: 0, blue: 0)), .popOpacity,
    ])
    #expect(image[3, 2] == 0xFFFF_7F7F)
  }

  @Test("Two overlapping fills in a group show only the top one, blended once")
  func overlappingFillsStayGrouped() throws {
    let image = try render([
      .pushOpacity(0.5), .fillRect(whole, color: Color(red: 1, green: 0, blue: 0)),
      .fillRect(whole, color: Color(red: 0, green: 0, blue: 1)), .popOpacity,
    ])
    #expect(image[3, 2] == 0xFF7F_7FFF)
  }

  @Test("Nested single-drawing groups multiply their opacities; the outer one restores after")
  func nestedGroups() throws {
    let image = try render([
      .pushOpacity(0.5), .pushClip(CGRect(x: 0, y: 0, width: 4, height: 4)), .pushOpacity(0.5),
      .fillRect(whole, color: .black), .popOpacity, .popClip, .popOpacity,
      .fillRect(CGRect(x: 6, y: 0, width: 2, height: 4), color: .black),
    ])
    #expect(image[1, 1] == 0xFFBF_BFBF)
    #expect(image[5, 1] == 0xFFFF_FFFF)
    #expect(image[7, 1] == 0xFF00_0000)
  }

  @Test("Groups are folded only when they draw at most once, pops matched as the replay does")
  func foldingDecision() {
    let fill = DrawCommand.fillRect(whole, color: .black)
    let shadowed = DrawCommand.text(
      TextRun(
        text: "A", font: .systemFont(ofSize: 12), color: .black, rect: whole,
        shadow: Shadow(color: .black, offset: CGSize(width: 1, height: 1))))
    let plain = DrawCommand.text(
      TextRun(text: "A", font: .systemFont(ofSize: 12), color: .black, rect: whole))
    let cases: [([DrawCommand], Bool)] = [
      ([.pushOpacity(0.5), fill, .popOpacity, fill], true),
      ([.pushOpacity(0.5), fill, fill, .popOpacity], false),
      ([.pushOpacity(0.5), .popOpacity, fill, fill], true),
      ([.pushOpacity(0.5), shadowed, .popOpacity], false),
      ([.pushOpacity(0.5), plain, .popOpacity], true),
      ([.pushOpacity(0.5), .popClip, fill, .popOpacity, fill], true),
      ([.pushOpacity(0.5), .pushOpacity(0.5), fill, .popOpacity, fill, .popOpacity], false),
      ([.pushOpacity(0.5), fill], true),
    ]
    for (index, (commands, expected)) in cases.enumerated() {
      #expect(
        CairoReplayer.drawsAtMostOnce(commands, groupStartingAt: 0) == expected, "case \(index)")
    }
  }

  @Test(
    "A folded single drawing matches the offscreen group within the goldens' channel delta",
    arguments: 0..<40 as Range<UInt64>)
  func foldedMatchesOffscreen(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    func unit() -> Double { Double.random(in: 0...1, using: &rng) }
    func rect() -> CGRect {
      CGRect(
        x: Double.random(in: -2...6, using: &rng), y: Double.random(in: -2...3, using: &rng),
        width: Double.random(in: 0.5...8, using: &rng),
        height: Double.random(in: 0.5...4, using: &rng))
    }
    let color = Color(red: unit(), green: unit(), blue: unit(), alpha: unit())
    let command: DrawCommand
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: command = .fillRect(rect(), color: color)
    case 1: command = .strokeRect(rect(), color: color, lineWidth: 1 + unit())
    case 2: command = .fillRoundedRect(rect(), cornerRadius: 2 * unit(), color: color)
    case 3:
      command = .strokeRoundedRect(rect(), cornerRadius: 2 * unit(), color: color, lineWidth: 1)
    default:
      command = .line(
        from: rect().origin, to: CGPoint(x: 8 * unit(), y: 4 * unit()), color: color,
        lineWidth: 0.5 + unit())
    }
    let opacity = unit()
    let backdrop = DrawCommand.fillRect(
      CGRect(x: 0, y: 0, width: 4, height: 4), color: Color(red: 0.2, green: 0.6, blue: 0.9))
    // A clear fill is a second drawing that adds nothing, so it keeps the group offscreen.
    let nothing = DrawCommand.fillRect(whole, color: .clear)
    let folded = try render([backdrop, .pushOpacity(opacity), command, .popOpacity])
    let offscreen = try render([backdrop, .pushOpacity(opacity), command, nothing, .popOpacity])
    let difference = PixelDifference(expected: offscreen, actual: folded)
    #expect(
      difference.largestChannelDelta <= PixelTolerance.snapshot.channelDelta,
      "seed \(seed): \(command) at \(opacity)")
  }

  @Test("An offscreen group's extent is its contents in whole device pixels, one more per side")
  func groupExtent() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_scale(cr, 2, 2)
    let replayer = CairoReplayer(cr: cr)
    let fill = DrawCommand.fillRect(CGRect(x: 1, y: 1, width: 2, height: 2), color: .black)
    let line = DrawCommand.line(
      from: CGPoint(x: 4, y: 0.25), to: CGPoint(x: 5, y: 0.25), color: .black, lineWidth: 0.5)
    #expect(
      replayer.groupExtent([.pushOpacity(0.5), fill, line, .popOpacity, fill], groupStartingAt: 0)
        == DeviceExtent(x: 1, y: -1, width: 11, height: 8))
    #expect(
      replayer.groupExtent([.pushOpacity(0.5), .popOpacity], groupStartingAt: 0)
        == DeviceExtent(x: 0, y: 0, width: 0, height: 0))
    #expect(
      replayer.groupExtent(
        [.pushOpacity(0.5), .pushTransform(.identity), fill, .popTransform, .popOpacity],
        groupStartingAt: 0) == nil)
  }

  @Test(
    "A group bounded by its contents draws the pixels of an unbounded one",
    arguments: 0..<24 as Range<UInt64>)
  func boundedMatchesUnbounded(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    func unit() -> Double { Double.random(in: 0...1, using: &rng) }
    func color() -> Color { Color(red: unit(), green: unit(), blue: unit(), alpha: unit()) }
    func rect() -> CGRect {
      CGRect(
        x: Double.random(in: -5...50, using: &rng), y: Double.random(in: -5...30, using: &rng),
        width: Double.random(in: 1...30, using: &rng),
        height: Double.random(in: 1...20, using: &rng))
    }
    var contents: [DrawCommand] = []
    for _ in 0..<Int.random(in: 2...4, using: &rng) {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: contents.append(.fillRect(rect(), color: color()))
      case 1:
        contents.append(.strokeRoundedRect(rect(), cornerRadius: 4, color: color(), lineWidth: 3))
      case 2:
        contents.append(
          .line(from: rect().origin, to: rect().origin, color: color(), lineWidth: 1 + unit()))
      default:
        let shadow =
          unit() < 0.5
          ? nil
          : Shadow(color: color(), offset: CGSize(width: 2, height: 3), blurRadius: 4 * unit())
        contents.append(
          .text(
            TextRun(
              text: "Äpfel gÿ", font: .systemFont(ofSize: 12 + 10 * unit()), color: color(),
              rect: rect(), shadow: shadow)))
      }
    }
    let opacity = unit()
    let size = CGSize(width: 64, height: 40)
    let renderer = CairoRenderer(scale: [1.0, 2, 3][Int(seed % 3)], background: .white)
    let bounded = try renderer.render(
      DisplayList([.pushOpacity(opacity)] + contents + [.popOpacity]), size: size)
    // A transform inside keeps the group unbounded; the identity moves nothing.
    let unbounded = try renderer.render(
      DisplayList(
        [.pushOpacity(opacity), .pushTransform(.identity)] + contents + [
          .popTransform, .popOpacity,
        ]), size: size)
    let difference = PixelDifference(expected: unbounded, actual: bounded)
    #expect(difference.isIdentical, "seed \(seed): \(difference.differingPixelCount) pixels differ")
  }
}
