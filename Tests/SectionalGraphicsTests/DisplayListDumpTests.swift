import SectionalGraphics
import Testing

@Suite struct DisplayListDumpTests {
  @Test("The grouped-colours header dumps one indented line per command")
  func groupedHeader() {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 320, height: 40), color: .clear)
    list.clipped(to: CGRect(x: 0, y: 0, width: 320, height: 40)) { list in
      list.text(
        TextRun(
          text: "Fruit \"ripe\"\n", font: .boldSystemFont(ofSize: 16),
          color: Color(hue: 136.0 / 360.0, saturation: 1, brightness: 0.6),
          rect: CGRect(x: 20, y: 6, width: 300, height: 30),
          shadow: Shadow(color: .white, offset: CGSize(width: 0, height: 1))))
    }
    #expect(
      list.dump() == """
        fill (0, 0, 320, 40) #00000000
        clip (0, 0, 320, 40)
          text "Fruit \\"ripe\\"\\n" in (20, 6, 300, 30) system-ui bold 16 #009929FF \
        natural lines 1 byTruncatingTail shadow #FFFFFFFF offset 0×1 blur 0
        end clip

        """)
  }

  @Test("Nested groups indent two spaces per level and every command kind has a line")
  func everyCommand() {
    let image = Image(path: "/img/zerg@2x.png", pixelWidth: 88, pixelHeight: 88, scale: 2)
    var list = DisplayList()
    list.withOpacity(0.7) { list in
      list.transformed(by: Transform(translationX: 0, y: 44.5)) { list in
        list.stroke(CGRect(x: 0, y: 0, width: 10, height: 10), color: .black, lineWidth: 0.5)
        list.fillRoundedRect(
          CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4, color: .red)
        list.strokeRoundedRect(
          CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4, color: .red, lineWidth: 2)
        list.line(from: CGPoint(x: 15, y: 65.5), to: CGPoint(x: 375, y: 65.5), color: .separator)
        list.image(image, in: CGRect(x: 20, y: 11, width: 44, height: 44), contentMode: .center)
      }
    }
    #expect(
      list.dump() == """
        opacity 0.7
          transform [1 0 0 1 0 44.5]
            stroke (0, 0, 10, 10) #000000FF width 0.5
            fill rounded (0, 0, 10, 10) radius 4 #FF0000FF
            stroke rounded (0, 0, 10, 10) radius 4 #FF0000FF width 2
            line (15, 65.5) -> (375, 65.5) #3C3C434A width 1
            image zerg 44×44@2x in (20, 11, 44, 44) center
          end transform
        end opacity

        """)
  }

  @Test("An empty list dumps as an empty string; stray pops do not indent below zero")
  func edgeCases() {
    #expect(DisplayList().dump() == "")
    let list = DisplayList([.popClip, .fillRect(.zero, color: .black)])
    #expect(list.dump() == "end clip\nfill (0, 0, 0, 0) #000000FF\n")
  }

  @Test("Control characters and tabs in text are escaped")
  func escapes() {
    let run = TextRun(
      text: "a\tb\u{1}\\", font: .systemFont(ofSize: 10), color: .black, rect: .zero)
    #expect(
      DisplayList([.text(run)]).dump()
        == "text \"a\\tb\\u{1}\\\\\" in (0, 0, 0, 0) system-ui regular 10 #000000FF natural "
        + "lines 1 byTruncatingTail\n")
  }
}
