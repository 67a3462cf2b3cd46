import SectionalGraphics
import SectionalTerminal
import SectionalViews
import Testing

@Suite struct InputParserTests {
  func kinds(_ text: String, parser: inout InputParser) -> [Event.Kind] {
    parser.feed(Array(text.utf8)).map(\.kind)
  }

  func kinds(_ text: String) -> [Event.Kind] {
    var parser = InputParser()
    return kinds(text, parser: &parser)
  }

  func key(_ key: KeyPress.Key, _ modifiers: KeyPress.Modifiers = []) -> Event.Kind {
    .key(KeyPress(key, modifiers: modifiers))
  }

  @Test("Printable characters, Enter, Space, Tab and Ctrl-letters become keys")
  func plainKeys() {
    #expect(
      kinds("aé日\r\n \t\u{3}") == [
        key(.character("a")), key(.character("é")), key(.character("日")), key(.enter),
        key(.enter), key(.space), key(.tab), key(.character("c"), [.control]),
      ])
  }

  @Test("Arrows, Home, End and paging keys in CSI, SS3 and tilde forms")
  func navigationKeys() {
    #expect(
      kinds("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D\u{1B}[H\u{1B}OF\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~")
        == [
          key(.upArrow), key(.downArrow), key(.rightArrow), key(.leftArrow), key(.home),
          key(.end), key(.pageUp), key(.pageDown), key(.home), key(.end),
        ])
  }

  @Test("Shift-Tab, modified arrows and Alt-characters carry their modifiers")
  func modifiers() {
    #expect(
      kinds("\u{1B}[Z\u{1B}[1;5A\u{1B}[1;2B\u{1B}x") == [
        key(.tab, [.shift]), key(.upArrow, [.control]), key(.downArrow, [.shift]),
        key(.character("x"), [.alternate]),
      ])
  }

  @Test("A lone Escape waits for a flush; a double Escape is one Escape and a pending one")
  func escape() {
    var parser = InputParser()
    #expect(kinds("\u{1B}", parser: &parser).isEmpty)
    #expect(parser.pending == [0x1B])
    #expect(parser.flushPendingEscape().map(\.kind) == [key(.escape)])
    #expect(parser.pending.isEmpty)
    #expect(kinds("\u{1B}\u{1B}", parser: &parser) == [key(.escape)])
    #expect(parser.flushPendingEscape().map(\.kind) == [key(.escape)])
  }

  @Test("SGR mouse press, drag and release become pointer events at cell centres")
  func mouse() {
    var parser = InputParser()
    #expect(
      kinds("\u{1B}[<0;7;4M\u{1B}[<32;8;4M\u{1B}[<0;8;5m", parser: &parser) == [
        .pointer(.began, location: CGPoint(x: 52, y: 56)),
        .pointer(.moved, location: CGPoint(x: 60, y: 56)),
        .pointer(.ended, location: CGPoint(x: 60, y: 72)),
      ])
    #expect(kinds("\u{1B}[<32;8;4M\u{1B}[<0;1;1m\u{1B}[<2;3;3M", parser: &parser).isEmpty)
  }

  @Test("The wheel scrolls one cell height per notch, sideways one cell width")
  func wheel() {
    #expect(
      kinds("\u{1B}[<65;5;5M\u{1B}[<64;1;1M\u{1B}[<67;2;1M") == [
        .scroll(delta: CGPoint(x: 0, y: 16), location: CGPoint(x: 36, y: 72)),
        .scroll(delta: CGPoint(x: 0, y: -16), location: CGPoint(x: 4, y: 8)),
        .scroll(delta: CGPoint(x: 8, y: 0), location: CGPoint(x: 12, y: 8)),
      ])
  }

  @Test("A sequence split across reads is completed by the next read")
  func splitSequences() {
    var parser = InputParser()
    #expect(kinds("\u{1B}[<65;1", parser: &parser).isEmpty)
    #expect(kinds(";2M\u{1B}", parser: &parser).count == 1)
    #expect(kinds("[B", parser: &parser) == [key(.downArrow)])
    #expect(parser.feed([0xE6, 0x97]).isEmpty)
    #expect(parser.feed([0xA5]).map(\.kind) == [key(.character("日"))])
  }

  @Test("Unknown sequences, stray bytes and invalid UTF-8 are dropped")
  func garbage() {
    var parser = InputParser()
    let junk: [UInt8] = [0xFF, 0x80, 0x1B, 0x5B, 0x3F, 0x32, 0x35, 0x68, 0x00, 0x7F, 0xC3, 0x28]
    #expect(parser.feed(junk).map(\.kind) == [key(.character("("))])
    #expect(
      kinds("\u{1B}[99~\u{1B}[<1;2M\u{1B}[<;;M\u{1B}[M abq", parser: &parser) == [
        key(.character("q"))
      ])
    #expect(parser.pending.isEmpty)
  }

  @Test("Events carry the timestamp of their read")
  func timestamps() {
    var parser = InputParser()
    #expect(parser.feed(Array("q".utf8), timestamp: 2.5).map(\.timestamp) == [2.5])
  }
}
