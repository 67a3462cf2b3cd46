import CPangoCairo
import SectionalCairo
import SectionalGraphics
import SectionalTestSupport
import Testing

/// Whatever numbers a display list holds, replaying it must not break the `cairo_t`.
@Suite struct CairoReplayRobustnessTests {
  static let odd: [Double] = [
    0, -1, 0.5, 3, 1e9, -1e9, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
  ]

  func number(_ rng: inout SplitMix64) -> Double {
    rng.next() % 3 == 0
      ? Self.odd[Int(rng.next() % UInt64(Self.odd.count))] : Double(rng.next() % 40)
  }

  func rect(_ rng: inout SplitMix64) -> CGRect {
    CGRect(x: number(&rng), y: number(&rng), width: number(&rng), height: number(&rng))
  }

  func command(_ rng: inout SplitMix64) -> DrawCommand {
    let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    switch rng.next() % 12 {
    case 0: return .fillRect(rect(&rng), color: color)
    case 1: return .strokeRect(rect(&rng), color: color, lineWidth: number(&rng))
    case 2: return .fillRoundedRect(rect(&rng), cornerRadius: number(&rng), color: color)
    case 3:
      return .strokeRoundedRect(
        rect(&rng), cornerRadius: number(&rng), color: color, lineWidth: number(&rng))
    case 4:
      return .line(
        from: CGPoint(x: number(&rng), y: number(&rng)),
        to: CGPoint(x: number(&rng), y: number(&rng)),
        color: color, lineWidth: number(&rng))
    case 5:
      return .text(
        TextRun(
          text: "Äpfel and more", font: .systemFont(ofSize: number(&rng)), color: color,
          rect: rect(&rng),
          shadow: Shadow(
            color: color, offset: CGSize(width: number(&rng), height: 1), blurRadius: number(&rng)),
          numberOfLines: Int(rng.next() % 3)))
    case 6: return .pushClip(rect(&rng))
    case 7: return .pushOpacity(number(&rng))
    case 8:
      return .pushTransform(
        Transform(
          a: number(&rng), b: 0, c: 0, d: number(&rng), tx: number(&rng), ty: number(&rng)))
    case 9: return .popClip
    case 10: return .popOpacity
    default: return .popTransform
    }
  }

  @Test(
    "Random lists with extreme numbers leave the context without an error",
    arguments: 0..<60 as Range<UInt64>)
  func extremeNumbers(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let list = DisplayList((0..<12).map { _ in command(&rng) })
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    CairoRenderer.replay(list, on: cr)
    let status = String(cString: cairo_status_to_string(cairo_status(cr)))
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "seed \(seed): \(status)")
  }
}
