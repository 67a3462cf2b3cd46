import SectionalGraphics
import Testing

@Suite struct DisplayListOffsetTests {
  let r = CGRect(x: 0, y: 0, width: 10, height: 10)

  @Test("Every geometric command at the top level moves by the offset")
  func movesGeometry() {
    let image = Image(path: "/a/b.png", pixelWidth: 4, pixelHeight: 4, scale: 2)
    let run = TextRun(text: "T", font: .systemFont(ofSize: 12), color: .black, rect: r)
    var moved = run
    moved.rect = CGRect(x: 5, y: -2, width: 10, height: 10)
    let list = DisplayList([
      .fillRect(r, color: .red), .strokeRect(r, color: .red, lineWidth: 2),
      .fillRoundedRect(r, cornerRadius: 3, color: .red),
      .strokeRoundedRect(r, cornerRadius: 3, color: .red, lineWidth: 1),
      .line(from: .zero, to: CGPoint(x: 1, y: 1), color: .red, lineWidth: 1), .text(run),
      .image(image, rect: r, contentMode: .center), .pushClip(r), .popClip, .pushOpacity(0.5),
      .popOpacity,
    ])
    let m = CGRect(x: 5, y: -2, width: 10, height: 10)
    #expect(
      list.offsetBy(dx: 5, dy: -2).commands == [
        .fillRect(m, color: .red), .strokeRect(m, color: .red, lineWidth: 2),
        .fillRoundedRect(m, cornerRadius: 3, color: .red),
        .strokeRoundedRect(m, cornerRadius: 3, color: .red, lineWidth: 1),
        .line(from: CGPoint(x: 5, y: -2), to: CGPoint(x: 6, y: -1), color: .red, lineWidth: 1),
        .text(moved), .image(image, rect: m, contentMode: .center), .pushClip(m), .popClip,
        .pushOpacity(0.5), .popOpacity,
      ])
  }

  @Test("Commands inside a transform group stay and the group gains the translation after it")
  func transformGroups() {
    let scale = Transform(scaleX: 2, y: 2)
    let list = DisplayList([
      .pushTransform(scale), .fillRect(r, color: .red), .pushTransform(.identity),
      .popTransform, .popTransform, .fillRect(r, color: .blue),
    ])
    let moved = list.offsetBy(dx: 100, dy: 0)
    #expect(
      moved.commands == [
        .pushTransform(Transform(a: 2, b: 0, c: 0, d: 2, tx: 100, ty: 0)),
        .fillRect(r, color: .red), .pushTransform(.identity), .popTransform, .popTransform,
        .fillRect(CGRect(x: 100, y: 0, width: 10, height: 10), color: .blue),
      ])
    let corner = CGPoint(x: 10, y: 10)
    guard case .pushTransform(let t) = moved.commands[0] else {
      Issue.record("first command is not a transform push")
      return
    }
    #expect(corner.applying(t) == CGPoint(x: 120, y: 20))
  }

  @Test("Offsetting by zero changes nothing")
  func zeroOffset() {
    let list = DisplayList([.pushClip(r), .fillRect(r, color: .red), .popClip])
    #expect(list.offsetBy(dx: 0, dy: 0) == list)
  }
}
