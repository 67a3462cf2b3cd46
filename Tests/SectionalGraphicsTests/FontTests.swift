import SectionalGraphics
import Testing

@Suite struct FontTests {
  @Test("systemFont(ofSize:) is the regular system font at that size")
  func systemFont() {
    let font = Font.systemFont(ofSize: 17)
    #expect(font.familyName == "system-ui")
    #expect(font.pointSize == 17)
    #expect(font.weight == .regular)
    #expect(font.isSystemFont)
    #expect(!font.isBold)
  }

  @Test("boldSystemFont(ofSize:) is the bold system font, as the seeds' headers use")
  func boldSystemFont() {
    let font = Font.boldSystemFont(ofSize: 16)
    #expect(font == Font.systemFont(ofSize: 16, weight: .bold))
    #expect(font.isBold)
    #expect(font.description == "system-ui bold 16")
  }

  @Test("Weights carry UIKit's UIFont.Weight raw values and CSS weights")
  func weightValues() {
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    #expect(weights.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    #expect(weights == weights.sorted())
  }

  @Test("A raw weight takes the CSS weight and name of the nearest named weight")
  func nearestWeight() {
    #expect(Font.Weight(rawValue: 0.1).cssWeight == 400)
    #expect(Font.Weight(rawValue: 0.45).name == "bold")
    #expect(Font.Weight(rawValue: 0.9).cssWeight == 900)
    #expect(Font.Weight(rawValue: 5).rawValue == 1)
    #expect(Font.Weight(rawValue: .nan) == .regular)
  }

  @Test("isBold starts at semibold")
  func isBoldThreshold() {
    #expect(!Font.systemFont(ofSize: 12, weight: .medium).isBold)
    #expect(Font.systemFont(ofSize: 12, weight: .semibold).isBold)
    #expect(Font.systemFont(ofSize: 12, weight: .black).isBold)
  }

  @Test("withSize and withWeight change one property only")
  func withSizeAndWeight() {
    let font = Font(familyName: "Copperplate", size: 16)
    #expect(font.withSize(17) == Font(familyName: "Copperplate", size: 17))
    #expect(font.withWeight(.bold) == Font(familyName: "Copperplate", size: 16, weight: .bold))
  }

  @Test("Invalid sizes become 0")
  func invalidSizes() {
    #expect(Font.systemFont(ofSize: -3).pointSize == 0)
    #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
    #expect(Font.systemFont(ofSize: 12).withSize(.infinity).pointSize == 0)
  }

  @Test("Font(name:size:) takes a weight suffix off a PostScript name")
  func postScriptNames() {
    #expect(
      Font(name: "Copperplate-Bold", size: 17)
        == Font(familyName: "Copperplate", size: 17, weight: .bold))
    #expect(Font(name: "Copperplate", size: 16) == Font(familyName: "Copperplate", size: 16))
    #expect(
      Font(name: "HelveticaNeue-SemiBold", size: 12)
        == Font(familyName: "Helvetica Neue", size: 12, weight: .semibold))
    #expect(Font(name: "Georgia-Italic", size: 12) == Font(familyName: "Georgia", size: 12))
    #expect(Font(name: "-Bold", size: 12) == nil)
  }

  @Test("Font(name:size:) is nil for a name no available family has, as UIKit's is")
  func failableName() {
    #expect(Font(name: "", size: 12) == nil)
    #expect(Font(name: "Copperplate", size: -1) == nil)
    #expect(Font(name: "Copperplate", size: .infinity) == nil)
    #expect(Font(name: "No Such Family", size: 12) == nil)
    #expect(Font(name: "NoSuchFamily-Bold", size: 12) == nil)
    #expect(
      Font(name: "DejaVu Sans Mono", size: 12) == Font(familyName: "DejaVu Sans Mono", size: 12))
    #expect(Font(name: "avenir next", size: 12)?.familyName == "Avenir Next")
  }

  @Test("iPhone PostScript names whose family part differs from the family name find it")
  func iPhonePostScriptNames() {
    #expect(Font(name: "ArialMT", size: 12) == Font(familyName: "Arial", size: 12))
    #expect(
      Font(name: "TimesNewRomanPS-BoldMT", size: 12)
        == Font(familyName: "Times New Roman", size: 12, weight: .bold))
    #expect(
      Font(name: "Avenir-HeavyOblique", size: 12)
        == Font(familyName: "Avenir", size: 12, weight: .heavy))
    #expect(
      Font(name: "TimesNewRomanPSMT", size: 12)?.resolvedFamily
        == FontFamilyResolution.serifFamily)
    #expect(
      Font(name: "CourierNewPSMT", size: 12)?.resolvedFamily
        == FontFamilyResolution.monospaceFamily)
    #expect(
      Font(name: "BradleyHandITCTT-Bold", size: 12)
        == Font(familyName: "Bradley Hand", size: 12, weight: .bold))
    #expect(Font(name: "DINCondensed-Bold", size: 12)?.familyName == "DIN Condensed")
    #expect(Font(name: "ArialRoundedMTBold", size: 12)?.familyName == "Arial Rounded MT Bold")
    #expect(!Font.familyNames.contains("ArialMT"))
  }

  @Test("a family a backend registers becomes available and is listed in familyNames")
  func registeredFamily() {
    #expect(Font(name: "Sectional Registry Probe-Bold", size: 12) == nil)
    #expect(!Font.familyNames.contains("Sectional Registry Probe"))
    FontFamilies.register(["Sectional Registry Probe", "sectional registry PROBE"])
    #expect(
      Font(name: "SectionalRegistryProbe-Bold", size: 12)
        == Font(familyName: "Sectional Registry Probe", size: 12, weight: .bold))
    #expect(Font.familyNames.filter { $0.lowercased() == "sectional registry probe" }.count == 1)
    #expect(Font.familyNames.contains("Copperplate"))
    #expect(Font.familyNames == Font.familyNames.sorted())
  }
}
