import Foundation
import SectionalLayout
import SectionalTestSupport
import Testing

/// The committed table-layout corpus, found relative to this file (no resource bundle needed).
private let corpusDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fuzz/Corpus/table-layout")

/// The names of the corpus files, sorted, so every file is its own test case.
private func corpusFiles() -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
  return names.filter { !$0.hasPrefix(".") }.sorted()
}

@Suite struct TableLayoutCorpusReplayTests {
  @Test("The committed table-layout corpus holds the hand-made seeds")
  func corpusIsPresent() {
    let files = corpusFiles()
    #expect(files.count >= 7, "only \(files.count) files in \(corpusDirectory.path)")
    #expect(files.contains("seed-plain-sticky.bin"))
  }

  @Test(
    "A corpus file replays through the table-layout harness without a broken property",
    arguments: corpusFiles())
  func replay(file: String) throws {
    let bytes = [UInt8](try Data(contentsOf: corpusDirectory.appendingPathComponent(file)))
    let report = FuzzHarness.tableLayoutReport(bytes)
    #expect(report.failure == nil, "\(file): \(report.failure ?? "")")
  }
}

@Suite struct TableLayoutFuzzHarnessTests {
  @Test("Hand-written bytes decode to a table, a scroll, a rejected height and an update")
  func decodesOperations() {
    let bytes: [UInt8] = [
      0, 2, 0, 1,  // plain, iOS 6 metrics, no quirk, one section
      3, 0, 2, 6, 0, 1, 0,  // automatic header, 2 uniform rows of 44, no footer, expanded
      0, 0, 0, 0, 0, 0,  // no table header or footer, no insets, shown when empty
      0, 0, 3,  // scroll to y = -11 with an 844 pt viewport
      1, 2, 254, 0,  // set the header's height to NaN (240 + 14): rejected
      2, 1, 3, 0, 1, 0, 1, 0,  // delete row [0, 1] but report 2 rows after it
    ]
    let report = FuzzHarness.tableLayoutReport(bytes, traced: true)
    #expect(report.failure == nil)
    #expect(report.operations.count == 4)
    #expect(report.operations[0] == "build 1 sections -> ok")
    #expect(report.operations[1] == "scroll y=-11.0 h=844.0")
    #expect(
      report.operations[2]
        == "setHeight(nan, header 0) -> throws height of header 0 is nan; heights must be "
        + "finite and not negative")
    #expect(
      report.operations[3].hasSuffix(
        "-> throws Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
      ))
  }

  @Test("An invalid height in the description is rejected at build time")
  func invalidBuild() {
    let report = FuzzHarness.tableLayoutReport(
      [0, 0, 0, 1, 0, 2, 1, 254, 0, 1, 0, 0, 0, 0, 0, 0, 0], traced: true)
    #expect(report.failure == nil)
    #expect(
      report.operations == [
        "build -> throws height of row 0 in section 0 is nan; heights must be finite and not negative"
      ])
  }

  @Test("Random inputs never break a property", arguments: 0..<300 as Range<UInt64>)
  func randomInputs(seed: UInt64) {
    let report = FuzzHarness.tableLayoutReport(FuzzHarness.randomInput(seed: seed))
    #expect(report.failure == nil, "seed \(seed): \(report.failure ?? "")")
  }
}
