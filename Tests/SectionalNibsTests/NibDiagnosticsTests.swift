import Foundation
import Sectional
import SectionalInterfaceBuilder
import SectionalNibs
import Testing

/// What cannot load is a diagnostic naming file, line and object; the rest loads.
@MainActor
@Suite struct NibDiagnosticsTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// `Broken.xib` instantiated with a `BrokenOwner`.
  func loadBroken() -> (NibInstantiation, BrokenOwner) {
    let owner = BrokenOwner()
    let nib = Nib(nibName: "Broken", bundle: .module)
    return (nib.instantiateReportingDiagnostics(withOwner: owner), owner)
  }

  @Test("Every problem of Broken.xib is reported with its file, line and object, in order")
  func everyProblemReported() {
    let (result, _) = loadBroken()
    #expect(
      result.diagnostics.map(\.description) == [
        "Broken.xib:21: warning: unknown element <textField> \"brk-txt\" in view \"brk-vew\" "
          + "(loaded without its own properties)",
        "Broken.xib:35: error: constraint \"brk-c3\" in view \"brk-vew\" refers to missing "
          + "object \"ghost\" (dropped)",
        "Broken.xib:14: warning: unknown class \"NoSuchView\" (register it with "
          + "NibClasses.register): <view> \"brk-vew\" loads as View",
        "Broken.xib:17: warning: unknown text style \"UICTFontTextStyleFancy\" for the font of "
          + "Label \"brk-lbl\" (default kept)",
        "Broken.xib:17: warning: highlighted=\"YES\" of Label \"brk-lbl\" is not supported by "
          + "Sectional (ignored)",
        "Broken.xib:10: error: outlet \"iconView\" of File's Owner (BrokenOwner) holds "
          + "ImageView, but Label \"brk-lbl\" is a Label (not connected)",
        "Broken.xib:11: error: outlet \"missing\" of File's Owner (BrokenOwner): BrokenOwner "
          + "has no @Outlet property \"missing\" (not connected)",
        "Broken.xib:28: error: action \"go:\" of Button \"brk-btn\": BrokenOwner lists no "
          + "method \"go:\" in its nibActions (not connected)",
      ])
  }

  @Test("Around the problems, the rest loads: the view, its label, the stand-in text field")
  func theRestLoads() throws {
    let (result, owner) = loadBroken()
    let root = try #require(result.topLevelObjects.first as? View)
    #expect(type(of: root) == View.self)
    #expect(root.subviews.count == 3)
    #expect(owner.nameLabel?.text == "Name")
    #expect(owner.nameLabel?.font == Font.systemFont(ofSize: 17))
    #expect(owner.iconView == nil)
    let field = root.subviews[1]
    #expect(type(of: field) == View.self)
    #expect(field.frame == CGRect(x: 10, y: 40, width: 180, height: 30))
  }

  @Test("Diagnostics name the object by id, so a tool can point at it")
  func objectIDs() {
    let (result, _) = loadBroken()
    #expect(
      result.diagnostics.map { $0.objectID ?? "" } == [
        "brk-txt", "brk-vew", "brk-vew", "brk-lbl", "brk-lbl", "-1", "-1", "brk-btn",
      ])
  }

  @Test("instantiate(withOwner:options:) reports a nib's diagnostics once, not per call")
  func reportedOnce() {
    var reported: [String] = []
    let previous = Nib.diagnosticHandler
    Nib.diagnosticHandler = { reported.append($0.description) }
    defer { Nib.diagnosticHandler = previous }
    let nib = Nib(nibName: "Broken", bundle: .module)
    let owner = BrokenOwner()
    _ = nib.instantiate(withOwner: owner)
    _ = nib.instantiate(withOwner: owner)
    #expect(reported.count == 8)
  }
}
