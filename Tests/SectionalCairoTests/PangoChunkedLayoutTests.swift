import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalCairo

/// A long text is laid out in pieces of about 4 KB (Documentation/LinuxRendering.md § Long
/// text); the pieces must give exactly the lines of the whole text laid out at once.
@Suite struct PangoChunkedLayoutTests {
  /// Words of 1 to 14 letters from a few scripts, with a line feed now and then, a long word
  /// once in a while and runs of spaces: what a wrap point can meet.
  func text(_ rng: inout SplitMix64, bytes: Int) -> String {
    let alphabets: [[Character]] = [
      Array("abcdefghijklmnopqrstuvwxyz"), Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      Array("äöüéèçñß"), Array("αβγδεζηθικλμνξ"), Array("абвгдежзийклмн"),
    ]
    var result = ""
    while result.utf8.count < bytes {
      let alphabet = alphabets[Int.random(in: 0..<alphabets.count, using: &rng)]
      let length =
        Int.random(in: 0..<40, using: &rng) == 0 ? 90 : Int.random(in: 1...14, using: &rng)
      for _ in 0..<length { result.append(alphabet.randomElement(using: &rng)!) }
      switch Int.random(in: 0..<30, using: &rng) {
      case 0: result += "\n"
      case 1: result += "   "
      case 2: result += ", "
      default: result += " "
      }
    }
    return result
  }

  /// The main lines of `text` in pieces of `chunkLength` bytes, as plain values.
  func lines(
    _ text: String, width: Double, mode: LineBreakMode, chunkLength: Int,
    attributed: AttributedText? = nil
  ) -> [String] {
    let request = TextRequest(
      text: text, font: .systemFont(ofSize: 13), maxWidth: width, numberOfLines: 1,
      lineBreakMode: mode, attributed: attributed)
    return PangoEngine.shared.withContext { context in
      let block = PangoTextBlock(request, context: context)
      return block.mainLines(
        of: Array(text.utf8), request, context: context, wanted: .max, chunkLength: chunkLength
      ).map {
        "\($0.start)+\($0.length) top \($0.top) base \($0.baseline) h \($0.height) w \($0.width)"
          + ($0.nextStartsParagraph ? " ¶" : "")
      }
    }
  }

  @Test(
    "Lines laid out in 512-byte pieces are the lines of the whole text, wrapped at words or characters",
    arguments: 0..<12 as Range<UInt64>)
  func piecesMatchTheWhole(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let text = text(&rng, bytes: 6_000)
    let width = [60.0, 137.5, 288, 500][Int(seed % 4)]
    let mode: LineBreakMode = seed % 3 == 2 ? .byCharWrapping : .byWordWrapping
    let whole = lines(text, width: width, mode: mode, chunkLength: .max)
    let pieces = lines(text, width: width, mode: mode, chunkLength: 512)
    #expect(whole.count > 12, "seed \(seed)")
    #expect(pieces == whole, "seed \(seed) width \(width) \(mode)")
  }

  @Test(
    "Attributed runs keep their place in every piece: a bold 24 pt word in each 300 bytes wraps as in the whole",
    arguments: 0..<3 as Range<UInt64>)
  func attributedPiecesMatchTheWhole(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let text = text(&rng, bytes: 6_000)
    let bytes = Array(text.utf8)
    var runs: [AttributedText.Run] = []
    var start = 0
    while start < bytes.count {
      guard let space = bytes[start...].firstIndex(of: 0x20) else { break }
      let end = bytes[(space + 1)...].firstIndex(of: 0x20) ?? bytes.count
      runs.append(
        .init(utf8Range: space + 1..<end, attributes: .init(font: .boldSystemFont(ofSize: 24))))
      start = end + 300
    }
    let attributed = AttributedText(string: text, runs: runs)
    let whole = lines(
      text, width: 288, mode: .byWordWrapping, chunkLength: .max, attributed: attributed)
    let pieces = lines(
      text, width: 288, mode: .byWordWrapping, chunkLength: 512, attributed: attributed)
    let plain = lines(text, width: 288, mode: .byWordWrapping, chunkLength: .max)
    #expect(runs.count > 12, "seed \(seed)")
    #expect(whole != plain, "seed \(seed): the runs change the lines")
    #expect(pieces == whole, "seed \(seed)")
  }

  @Test("A piece too short for three lines is laid out again twice as long")
  func shortPiecesGrow() {
    let text = String(repeating: "wide words here ", count: 400)
    let whole = lines(text, width: 2_000, mode: .byWordWrapping, chunkLength: .max)
    let pieces = lines(text, width: 2_000, mode: .byWordWrapping, chunkLength: 64)
    #expect(whole.count == 23)
    #expect(pieces == whole)
  }
}
