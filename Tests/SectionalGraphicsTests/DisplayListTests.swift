import SectionalGraphics
import Testing

@Suite struct DisplayListTests {
  let bar = CGRect(x: 0, y: 0, width: 320, height: 22)

  @Test(
    "A new list is empty, appending keeps order, and dynamic colours are stored resolved (light)")
  func appendKeepsOrder() {
    var list = DisplayList()
    #expect(list.isEmpty)
    list.fill(bar, color: .gray)
    list.line(from: CGPoint(x: 0, y: 22), to: CGPoint(x: 320, y: 22), color: .separator)
    list.append(.popClip)
    #expect(list.count == 3)
    #expect(
      list.commands == [
        .fillRect(bar, color: .gray),
        .line(
          from: CGPoint(x: 0, y: 22), to: CGPoint(x: 320, y: 22),
          color: Color(hex: 0x3C3C43, alpha: 0.29), lineWidth: 1),
        .popClip,
      ])
  }

  @Test("Convenience methods default line widths to 1 and clamp invalid numbers")
  func conveniencesValidate() {
    var list = DisplayList()
    list.stroke(bar, color: .black)
    list.strokeRoundedRect(bar, cornerRadius: -4, color: .black, lineWidth: .nan)
    list.fillRoundedRect(bar, cornerRadius: 8, color: .white)
    list.pushOpacity(1.7)
    list.pushOpacity(-1)
    #expect(
      list.commands == [
        .strokeRect(bar, color: .black, lineWidth: 1),
        .strokeRoundedRect(bar, cornerRadius: 0, color: .black, lineWidth: 0),
        .fillRoundedRect(bar, cornerRadius: 8, color: .white),
        .pushOpacity(1),
        .pushOpacity(0),
      ])
  }

  @Test("Group helpers wrap the body in a matching push and pop")
  func groupHelpers() {
    var list = DisplayList()
    list.withOpacity(0.7) { list in
      list.clipped(to: bar) { list in
        list.transformed(by: Transform(translationX: 0, y: 10)) { list in
          list.fill(bar, color: .white)
        }
      }
    }
    #expect(
      list.commands == [
        .pushOpacity(0.7), .pushClip(bar), .pushTransform(Transform(translationX: 0, y: 10)),
        .fillRect(bar, color: .white), .popTransform, .popClip, .popOpacity,
      ])
    #expect(list.isBalanced)
  }

  @Test("append(contentsOf:) concatenates lists")
  func appendContents() {
    var first = DisplayList([.fillRect(bar, color: .red)])
    first.append(contentsOf: DisplayList([.pushClip(bar), .popClip]))
    #expect(first.commands == [.fillRect(bar, color: .red), .pushClip(bar), .popClip])
  }

  @Test("Push and pop commands name the group they open or close")
  func groups() {
    #expect(DrawCommand.pushClip(bar).pushedGroup == .clip)
    #expect(DrawCommand.pushOpacity(0.5).pushedGroup == .opacity)
    #expect(DrawCommand.pushTransform(.identity).pushedGroup == .transform)
    #expect(DrawCommand.popTransform.poppedGroup == .transform)
    #expect(DrawCommand.fillRect(bar, color: .red).pushedGroup == nil)
    #expect(DrawCommand.pushClip(bar).poppedGroup == nil)
  }

  @Test("TextRun defaults are UILabel's: natural, no shadow, one line, tail truncation")
  func textRunDefaults() {
    let run = TextRun(
      text: "A", font: .systemFont(ofSize: 17), color: .label, rect: bar, numberOfLines: -2)
    #expect(run.alignment == .natural)
    #expect(run.shadow == nil)
    #expect(run.numberOfLines == 0)
    #expect(run.lineBreakMode == .byTruncatingTail)
    #expect(
      TextRun(text: "A", font: .systemFont(ofSize: 17), color: .label, rect: bar).numberOfLines == 1
    )
  }

  @Test("Shadow defaults to UILabel's offset (0, -1) and no blur; bad blur becomes 0")
  func shadowDefaults() {
    let shadow = Shadow(color: .white)
    #expect(shadow.offset == CGSize(width: 0, height: -1))
    #expect(shadow.blurRadius == 0)
    #expect(Shadow(color: .white, blurRadius: -3).blurRadius == 0)
  }
}
