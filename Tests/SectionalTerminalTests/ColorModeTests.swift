import SectionalTerminal
import Testing

@Suite struct ColorModeTests {
  @Test("COLORTERM truecolor or 24bit selects truecolor, anything else the 256 palette")
  func detection() {
    #expect(ColorMode.detect(environment: ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(ColorMode.detect(environment: ["COLORTERM": "24BIT"]) == .trueColor)
    #expect(ColorMode.detect(environment: ["COLORTERM": "yes"]) == .palette256)
    #expect(ColorMode.detect(environment: [:]) == .palette256)
  }

  @Test("Palette indices come from the colour cube or the grey ramp, whichever is nearer")
  func paletteIndices() {
    #expect(ColorMode.paletteIndex(for: .white) == 231)
    #expect(ColorMode.paletteIndex(for: .black) == 16)
    #expect(ColorMode.paletteIndex(for: CellColor(red: 255, green: 0, blue: 0)) == 196)
    #expect(ColorMode.paletteIndex(for: CellColor(red: 128, green: 128, blue: 128)) == 244)
    #expect(ColorMode.paletteIndex(for: CellColor(red: 0, green: 122, blue: 255)) == 33)
  }

  @Test("SGR parameters name the layer and the encoding")
  func parameters() {
    let orange = CellColor(red: 255, green: 149, blue: 0)
    #expect(ColorMode.trueColor.parameters(for: orange, background: false) == "38;2;255;149;0")
    #expect(ColorMode.palette256.parameters(for: orange, background: true) == "48;5;208")
  }
}
