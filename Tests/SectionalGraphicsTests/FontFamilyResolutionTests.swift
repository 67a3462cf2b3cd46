import SectionalGraphics
import Testing

@Suite struct FontFamilyResolutionTests {
  @Test("The system font resolves to DejaVu Sans")
  func systemFont() {
    let resolution = Font.systemFont(ofSize: 17).resolution
    #expect(resolution.resolvedFamily == "DejaVu Sans")
    #expect(resolution.kind == .system)
    #expect(!resolution.isSubstituted)
  }

  @Test("Copperplate is not installed and falls back to DejaVu Sans")
  func copperplateFallsBack() {
    let font = Font(name: "Copperplate-Bold", size: 17)!
    #expect(font.resolvedFamily == "DejaVu Sans")
    #expect(font.resolution.kind == .fallback)
    #expect(font.resolution.isSubstituted)
    #expect(font.resolution.description == "Copperplate -> DejaVu Sans (fallback)")
  }

  @Test("Known Apple families are replaced by the DejaVu family of their kind")
  func substitutes() {
    #expect(FontFamilyResolution(requestedFamily: "Helvetica Neue").resolvedFamily == "DejaVu Sans")
    #expect(FontFamilyResolution(requestedFamily: "Georgia").resolvedFamily == "DejaVu Serif")
    #expect(FontFamilyResolution(requestedFamily: "Menlo").resolvedFamily == "DejaVu Sans Mono")
    #expect(FontFamilyResolution(requestedFamily: "courier").kind == .substitute)
  }

  @Test("Installed and generic families resolve to themselves, case-insensitively")
  func installed() {
    #expect(FontFamilyResolution(requestedFamily: "dejavu serif").resolvedFamily == "DejaVu Serif")
    #expect(FontFamilyResolution(requestedFamily: "monospace").resolvedFamily == "DejaVu Sans Mono")
    #expect(FontFamilyResolution(requestedFamily: "DejaVu Sans").kind == .installed)
  }
}
