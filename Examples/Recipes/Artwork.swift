import SectionalGraphics

/// The images the recipes use, drawn by the project itself with display lists.
///
/// Nothing is downloaded, and nothing here touches pixels: each image is a display list of a
/// given size, and the files it becomes are named here (``Drawing/fileName(scale:)``, at each
/// of ``scales``). A renderer writes those files into a directory and registers it so that
/// `Image(named:)` finds them, as an app's asset catalog would: the gallery does it with Cairo
/// (`Artwork.install(in:)` in `sectional-gallery`), so the recipes build without Pango.
public enum Artwork {
  /// A drawable image: its name, its size in points, and its drawing.
  public struct Drawing: Sendable {
    /// The name `Image(named:)` finds it by.
    public var name: String
    /// Its size in points.
    public var size: CGSize
    /// The commands that draw it.
    public var list: DisplayList
  }

  /// Every image a recipe asks for.
  public static let all: [Drawing] = [
    smiley, raceIcon("terran", .systemBlue), raceIcon("zerg", .purple),
    raceIcon("protoss", .orange), adBanner,
  ]

  /// Seed 000's "smiley-face": a yellow disc with eyes and a smile, 44 pt.
  public static var smiley: Drawing {
    var list = DisplayList()
    let face = CGRect(x: 2, y: 2, width: 40, height: 40)
    list.fillRoundedRect(face, cornerRadius: 20, color: Color(red: 1, green: 0.83, blue: 0.2))
    list.strokeRoundedRect(face, cornerRadius: 20, color: .brown, lineWidth: 1.5)
    list.fillRoundedRect(
      CGRect(x: 14, y: 14, width: 5, height: 7), cornerRadius: 2.5, color: .black)
    list.fillRoundedRect(
      CGRect(x: 25, y: 14, width: 5, height: 7), cornerRadius: 2.5, color: .black)
    list.line(from: CGPoint(x: 13, y: 28), to: CGPoint(x: 18, y: 32), color: .black, lineWidth: 2)
    list.line(from: CGPoint(x: 18, y: 32), to: CGPoint(x: 26, y: 32), color: .black, lineWidth: 2)
    list.line(from: CGPoint(x: 26, y: 32), to: CGPoint(x: 31, y: 28), color: .black, lineWidth: 2)
    return Drawing(name: "smiley-face", size: CGSize(width: 44, height: 44), list: list)
  }

  /// Seed 003's race icons: a 32×24 badge in the race's colour.
  public static func raceIcon(_ race: String, _ color: Color) -> Drawing {
    var list = DisplayList()
    let badge = CGRect(x: 1, y: 1, width: 30, height: 22)
    list.fillRoundedRect(badge, cornerRadius: 5, color: color)
    list.strokeRoundedRect(badge, cornerRadius: 5, color: .white, lineWidth: 1)
    list.line(from: CGPoint(x: 8, y: 17), to: CGPoint(x: 16, y: 6), color: .white, lineWidth: 2)
    list.line(from: CGPoint(x: 16, y: 6), to: CGPoint(x: 24, y: 17), color: .white, lineWidth: 2)
    return Drawing(name: race, size: CGSize(width: 32, height: 24), list: list)
  }

  /// Seed 004's ad: a 320×80 banner.
  public static var adBanner: Drawing {
    var list = DisplayList()
    let banner = CGRect(x: 0, y: 0, width: 320, height: 80)
    list.fill(banner, color: Color(red: 0.85, green: 0.2, blue: 0.25))
    list.fill(
      CGRect(x: 0, y: 60, width: 320, height: 20), color: Color(red: 0.6, green: 0.1, blue: 0.15))
    list.text(
      TextRun(
        text: "Sectional News+", font: .boldSystemFont(ofSize: 22), color: .white,
        rect: CGRect(x: 16, y: 14, width: 288, height: 30)))
    list.text(
      TextRun(
        text: "Tap to read ad-free", font: .systemFont(ofSize: 13), color: .white,
        rect: CGRect(x: 16, y: 62, width: 288, height: 18)))
    return Drawing(name: "ad-banner", size: banner.size, list: list)
  }

  /// The scales every image is written at: 1x, 2x and 3x, as an asset catalog holds them.
  public static let scales: [Double] = [1, 2, 3]
}

extension Artwork.Drawing {
  /// The file name of the drawing written at `scale`: `name.png` at 1x, `name@2x.png` and
  /// `name@3x.png` above, the suffixes `Image(named:)` reads the scale from.
  public func fileName(scale: Double) -> String {
    let suffix = scale == 1 ? "" : "@\(Int(scale))x"
    return "\(name)\(suffix).png"
  }
}
