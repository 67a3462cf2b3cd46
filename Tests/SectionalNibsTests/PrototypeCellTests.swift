import Foundation
import Sectional
import SectionalNibs
import Testing

/// A table made from a document registers its prototype cells: seed 000 dequeues its
/// "HeaderCell" prototype by identifier.
@MainActor
@Suite struct PrototypeCellTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// The table of `PrototypeTable.xib`.
  func table() throws -> TableView {
    let result = Nib(nibName: "PrototypeTable", bundle: .module)
      .instantiateReportingDiagnostics(withOwner: nil)
    #expect(result.diagnostics.map(\.description) == [])
    return try #require(result.topLevelObjects.first as? TableView)
  }

  @Test("Each dequeue of a prototype identifier makes a new cell of the prototype's class")
  func prototypeDequeues() throws {
    let table = try table()
    #expect(table.sectionHeaderHeight == 68)
    let first = try #require(table.dequeueReusableCell(withIdentifier: "HeaderCell"))
    let second = try #require(table.dequeueReusableCell(withIdentifier: "HeaderCell"))
    let cell = try #require(first as? PrototypeHeaderCell)
    #expect(second is PrototypeHeaderCell)
    #expect(first !== second)
    #expect(cell.reuseIdentifier == "HeaderCell")
    #expect(cell.awakenings == 1)
    #expect(cell.selectedBackgroundColor == nil)
    #expect(cell.backgroundColor == Color(red: 0, green: 0.478_431_372_549_019_63, blue: 1))
    #expect(table.createdCellCount(forIdentifier: "HeaderCell") == 2)
  }

  @Test("A prototype's outlets connect within the cell, with its fonts and colours")
  func prototypeOutlets() throws {
    let cell = try #require(
      try table().dequeueReusableCell(withIdentifier: "HeaderCell") as? PrototypeHeaderCell)
    let title = try #require(cell.title)
    let subtitle = try #require(cell.subtitle)
    #expect(title.text == "Title")
    #expect(title.font == Font.boldSystemFont(ofSize: 17))
    #expect(title.textColor == Color.white)
    #expect(subtitle.font == Font.preferredFont(forTextStyle: .subheadline))
    #expect(subtitle.font.pointSize == 15)
    // Display P3 red is outside sRGB: clamped to pure red (in 8-bit components).
    #expect(subtitle.textColor.hexString == "#FF0000FF")
    #expect(cell.badge?.image?.size == CGSize(width: 24, height: 24))
  }

  @Test("The prototype's constraints lay a 390 × 68 cell out as the storyboard shows it")
  func prototypeFrames() throws {
    let cell = try #require(
      try table().dequeueReusableCell(withIdentifier: "HeaderCell") as? PrototypeHeaderCell)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 68)
    cell.layoutIfNeeded()
    #expect(cell.badge?.frame == CGRect(x: 16, y: 10, width: 48, height: 48))
    #expect(cell.title?.frame.origin == CGPoint(x: 76, y: 12))
    let titleBottom = try #require(cell.title?.frame.maxY)
    #expect(cell.subtitle?.frame.origin == CGPoint(x: 76, y: titleBottom + 4))
  }
}
