import SectionalGraphics
import SectionalRecipes
import Testing

@testable import SectionalViews

@MainActor
@Suite struct RaceHeaderViewTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private let zerg = Image(path: "/icons/zerg@2x.png", pixelWidth: 64, pixelHeight: 48, scale: 2)

  @Test("image centred vertically 20 pt from the left, label 20 pt right of it, centred on it")
  func frames() {
    let header = RaceHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 66))
    header.label.text = "Terran"
    header.imageView.image = zerg
    header.layoutIfNeeded()
    #expect(header.imageView.frame == CGRect(x: 20, y: 21, width: 32, height: 24))
    // Copperplate-Bold 17: 6 × 0.55 × 17 = 56.1 → 57 wide, 17 × 1.25 = 21.25 → 22 high.
    #expect(header.label.frame == CGRect(x: 72, y: 22, width: 57, height: 22))
    #expect(header.ambiguouslyLaidOutViews().isEmpty)
  }

  @Test("a taller header and a longer name keep the same rules")
  func resized() {
    let header = RaceHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 66))
    header.label.text = "Terran"
    header.imageView.image = zerg
    header.layoutIfNeeded()
    header.frame = CGRect(x: 0, y: 0, width: 414, height: 100)
    header.label.text = "Protoss"
    header.layoutIfNeeded()
    #expect(header.imageView.frame == CGRect(x: 20, y: 38, width: 32, height: 24))
    // 7 × 9.35 = 65.45 → 66.
    #expect(header.label.frame == CGRect(x: 72, y: 39, width: 66, height: 22))
  }

  @Test("the header draws background, image, then text")
  func drawing() {
    let header = RaceHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 66))
    header.label.text = "Zerg"
    header.imageView.image = zerg
    header.layoutIfNeeded()
    let commands = header.displayList().commands
    #expect(commands.count == 3)
    #expect(
      commands.first
        == .fillRect(
          CGRect(x: 0, y: 0, width: 320, height: 66), color: Theme.Colors.sectionHeader.color))
    #expect(
      commands.dropFirst().first
        == .image(zerg, rect: CGRect(x: 20, y: 21, width: 32, height: 24), contentMode: .center))
  }
}
