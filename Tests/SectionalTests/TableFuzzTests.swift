import Foundation
import SectionalTestSupport
import Testing

@testable import Sectional

/// The committed table corpus, found relative to this file (no resource bundle needed).
private let corpusDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fuzz/Corpus/table")

/// The names of the corpus files, sorted, so every file is its own test case.
private func corpusFiles() -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
  return names.filter { !$0.hasPrefix(".") }.sorted()
}

/// The table fuzz harness: its committed corpus and seeded random inputs of public calls,
/// re-entrant ones included, each compared with a fresh table built from the same data.
@MainActor
@Suite(.serialized) struct TableFuzzTests {
  @Test("The committed table corpus holds the hand-made seeds")
  func corpusIsPresent() {
    #expect(corpusFiles().contains("seed-reentrant-batch.bin"))
  }

  @Test(
    "A corpus file replays through the table harness without a broken property",
    arguments: corpusFiles())
  func replay(file: String) throws {
    let bytes = [UInt8](try Data(contentsOf: corpusDirectory.appendingPathComponent(file)))
    let report = FuzzHarness.tableReport(bytes)
    #expect(report.failure == nil, "\(file): \(report.failure ?? "")")
  }

  @Test("Hand-written bytes decode to a table, a re-entrant batch and a check")
  func decodesOperations() {
    let report = FuzzHarness.tableReport(Self.reentrantBatch, traced: true)
    #expect(report.failure == nil)
    #expect(
      report.operations == [
        "build plain 2 sections",
        "hook in willDisplayHeader: action 1 (delete section 0, y 0.0)",
      ])
  }

  /// A plain table of two titled sections; a batch deleting section 0 armed in
  /// `willDisplayHeaderView`.
  static let reentrantBatch: [UInt8] = [
    0, 2,  // plain, two sections
    1, 0, 2, 0,  // titled, 28 pt header, 2 rows of 44
    1, 0, 3, 0,  // titled, 28 pt header, 3 rows of 44
    5, 2, 1, 1, 0, 0, 0, 0, 0,  // hook in willDisplayHeader: batch, delete section 0; y 0
  ]

  @Test(
    "Seeded random public and re-entrant calls leave the table equal to a fresh one",
    arguments: 0..<60 as Range<UInt64>)
  func randomInputs(seed: UInt64) {
    let report = FuzzHarness.tableReport(FuzzHarness.randomInput(seed: seed))
    #expect(report.failure == nil, "seed \(seed): \(report.failure ?? "")")
  }
}
