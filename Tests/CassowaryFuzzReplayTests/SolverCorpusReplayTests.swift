import Foundation
import SectionalTestSupport
import Testing

/// The committed solver corpus, found relative to this file (no resource bundle needed).
private let corpusDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fuzz/Corpus/solver")

/// The names of the corpus files, sorted, so every file is its own test case.
private func corpusFiles() -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
  return names.filter { !$0.hasPrefix(".") }.sorted()
}

/// The bytes of corpus file `name`; throws when it cannot be read.
func corpusBytes(_ name: String) throws -> [UInt8] {
  [UInt8](try Data(contentsOf: corpusDirectory.appendingPathComponent(name)))
}

@Suite struct SolverCorpusReplayTests {
  @Test("The committed solver corpus holds the hand-made seeds")
  func corpusIsPresent() {
    let files = corpusFiles()
    #expect(files.count >= 20, "only \(files.count) files in \(corpusDirectory.path)")
    #expect(files.contains("seed-chain-required.bin"))
  }

  @Test(
    "A corpus file replays through the solver harness without a broken property",
    arguments: corpusFiles())
  func replay(file: String) throws {
    let bytes = try corpusBytes(file)
    let report = FuzzHarness.solverReport(bytes)
    #expect(report.failure == nil, "\(file): \(report.failure ?? "")")
  }
}
