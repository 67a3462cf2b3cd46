import SectionalCairo
import SectionalGraphics
import SectionalSnapshotTesting
import SectionalViews
import Testing

/// PNG goldens of `view.layer`: border, rounded corners masking a subview, and a shadow, each
/// on a light and a dark background.
@MainActor
@Suite struct LayerSnapshotTests {
  let size = CGSize(width: 300, height: 100)

  /// Three cards on `background`: a bordered one, a rounded one masking a subview that
  /// covers its corner, and a rounded one with a shadow below it.
  func scene(background: Color, card: Color, border: Color) -> DisplayList {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = background

    let bordered = View(frame: CGRect(x: 16, y: 20, width: 80, height: 60))
    bordered.backgroundColor = card
    bordered.layer.borderColor = border.cgColor
    bordered.layer.borderWidth = 2
    root.addSubview(bordered)

    let masked = View(frame: CGRect(x: 110, y: 20, width: 80, height: 60))
    masked.backgroundColor = card
    masked.layer.cornerRadius = 16
    masked.layer.masksToBounds = true
    masked.layer.borderColor = border.cgColor
    masked.layer.borderWidth = 1
    let corner = View(frame: CGRect(x: -10, y: -10, width: 50, height: 40))
    corner.backgroundColor = Color(hex: 0x007AFF)
    masked.addSubview(corner)
    root.addSubview(masked)

    let shadowed = View(frame: CGRect(x: 204, y: 16, width: 80, height: 60))
    shadowed.backgroundColor = card
    shadowed.layer.cornerRadius = 10
    shadowed.layer.shadowColor = Color.black.cgColor
    shadowed.layer.shadowOpacity = 0.5
    shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
    shadowed.layer.shadowRadius = 6
    root.addSubview(shadowed)
    return root.displayList()
  }

  @Test("Border, masked rounded corners and shadow on a light background")
  func light() {
    let list = scene(
      background: Color(hex: 0xF2F2F7), card: .white, border: Color(white: 0.55))
    assertSnapshot(of: list, as: .png(size: size, scale: 2))
  }

  @Test("Border, masked rounded corners and shadow on a dark background")
  func dark() {
    let list = scene(
      background: Color(hex: 0x1C1C1E), card: Color(hex: 0x2C2C2E), border: Color(white: 0.6))
    assertSnapshot(of: list, as: .png(size: size, scale: 2))
  }

  @Test("A sharp shadow (radius 0) is the shape moved by the offset")
  func sharpShadow() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let card = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    card.backgroundColor = .white
    card.layer.shadowOpacity = 1
    card.layer.shadowRadius = 0
    card.layer.shadowOffset = CGSize(width: 10, height: 10)
    root.addSubview(card)
    let image = try CairoRenderer(scale: 1).render(
      root.displayList(), size: CGSize(width: 40, height: 40))
    #expect(image[25, 25] == 0xFF00_0000)
    #expect(image[15, 15] == 0xFFFF_FFFF)
    #expect(image[35, 35] >> 24 == 0)
  }
}
