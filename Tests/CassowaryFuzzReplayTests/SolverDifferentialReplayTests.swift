import Foundation
import SectionalTestSupport
import Testing

/// The committed differential corpus, found relative to this file.
private let differentialCorpus = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fuzz/Corpus/solver-differential")

/// The names of the differential corpus files, sorted.
private func differentialFiles() -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: differentialCorpus.path)) ?? []
  return names.filter { !$0.hasPrefix(".") }.sorted()
}

@Suite struct SolverDifferentialReplayTests {
  @Test("The committed differential corpus holds the hand-made seeds")
  func corpusIsPresent() {
    let files = differentialFiles()
    #expect(files.count >= 10, "only \(files.count) files in \(differentialCorpus.path)")
    #expect(files.contains("seed-redundant-equalities.bin"))
  }

  @Test(
    "A differential corpus file replays without disagreeing with a fresh solver",
    arguments: differentialFiles())
  func replay(file: String) throws {
    let bytes = [UInt8](try Data(contentsOf: differentialCorpus.appendingPathComponent(file)))
    let report = FuzzHarness.solverDifferentialReport(bytes)
    #expect(report.failure == nil, "\(file): \(report.failure ?? "")")
  }

  @Test("Hand-written bytes decode to the documented operations")
  func decodesOperations() {
    let bytes: [UInt8] = [
      0, 1, 0, 0, 0, 0, 1,  // add v0 + 8 == 0, required
      1, 1, 0, 0, 0, 0, 2,  // add v0 + 12 == 0, required: refused
      5, 1, 1,  // edit v1 @750
      6, 0, 3,  // suggest 16 for v1
      3, 0, 4,  // setConstant 20 for the first
      4, 0, 6,  // its priority to 750
      2, 0,  // remove it
    ]
    let report = FuzzHarness.solverDifferentialReport(bytes, traced: true)
    #expect(report.failure == nil)
    #expect(
      report.operations == [
        "add 1.0*v0 + 8.0 == 0 @required -> ok",
        "add 1.0*v0 + 12.0 == 0 @required -> unsatisfiable",
        "addEditVariable(v1, @750.0) -> ok",
        "suggestValue(16.0, v1) -> ok",
        "setConstant(20.0, 1.0*v0 + 8.0 == 0 @required) -> ok",
        "priority 1.0*v0 + 8.0 == 0 @required -> 750: ok",
        "remove 1.0*v0 + 20.0 == 0 @750 -> ok",
      ])
  }

  @Test("Seeded random inputs keep the solver in agreement with a fresh one")
  func randomInputs() {
    for seed in UInt64(1)...150 {
      let report = FuzzHarness.solverDifferentialReport(FuzzHarness.randomInput(seed: seed))
      #expect(report.failure == nil, "seed \(seed): \(report.failure ?? "")")
    }
  }
}
