import SectionalGraphics

/// Small display lists shared by the renderer tests and the PNG goldens.
enum SampleScenes {
  /// The size of ``header``.
  static let headerSize = CGSize(width: 240, height: 44)

  /// A grey section header bar with a bold white title with a shadow, as in the
  /// custom-header scene.
  static var header: DisplayList {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 240, height: 44), color: Color(white: 1))
    list.fill(CGRect(x: 0, y: 11, width: 240, height: 22), color: Color(white: 0.5))
    list.text(
      TextRun(
        text: "Section Äpfel", font: .boldSystemFont(ofSize: 16), color: Color(white: 1),
        rect: CGRect(x: 10, y: 12, width: 220, height: 20),
        shadow: Shadow(color: Color(white: 0, alpha: 0.6), offset: CGSize(width: 0, height: 1))))
    list.line(
      from: CGPoint(x: 0, y: 43.5), to: CGPoint(x: 240, y: 43.5), color: Color(white: 0.8))
    return list
  }
}
