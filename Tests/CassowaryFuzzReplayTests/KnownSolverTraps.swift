import SectionalTestSupport
import Testing

/// Whether this build has the solver's own invariant checks (`SECTIONAL_INTERNAL_CHECKS`).
let internalChecksAreOn: Bool = {
  #if SECTIONAL_INTERNAL_CHECKS
    return true
  #else
    return false
  #endif
}()

/// Corpus files whose replay makes the solver trap in its own invariant checks.
///
/// A trap ends the whole test process, so no test can record it. Under
/// `SECTIONAL_INTERNAL_CHECKS` these inputs are left out of the replays and reported by
/// ``KnownSolverTrapTests`` as a known issue; without the checks they replay as usual (no
/// contract property visibly breaks). Remove an entry once the solver no longer traps.
let trappingCorpusFiles: [String: String] = [
  // v0·(−2.5) − 99 >= 0 @249, v0 + 2.5 >= 0 @999, edit v0 @51, remove the first:
  // Engine+Checks.swift:58 "symbol N with negative cost is not a candidate" (04f5f41).
  "found-invariant-trap-after-remove.bin": "negative cost is not a candidate"
]

/// Random-input seeds (``FuzzHarness/randomInput(seed:)``) that trap the same way.
let trappingSeeds: Set<UInt64> = [8, 23, 29, 36]

/// `seeds` without the trapping ones when the internal checks are on.
func seedsSafeToRun(_ seeds: Range<UInt64>) -> [UInt64] {
  seeds.filter { !(internalChecksAreOn && trappingSeeds.contains($0)) }
}

@Suite struct KnownSolverTrapTests {
  @Test("Inputs that trap the solver's invariant checks replay cleanly without the checks")
  func trappingInputs() throws {
    let names = trappingCorpusFiles.keys.sorted() + trappingSeeds.sorted().map { "seed \($0)" }
    guard !internalChecksAreOn else {
      withKnownIssue("solver traps in its invariant checks; left out: \(names)") {
        Issue.record("\(names.count) inputs left out under SECTIONAL_INTERNAL_CHECKS")
      }
      return
    }
    for seed in trappingSeeds.sorted() {
      let report = FuzzHarness.solverReport(FuzzHarness.randomInput(seed: seed))
      expectingKnownBug(SolverFuzzHarnessTests.knownRandomFailure, always: false) {
        #expect(report.failure == nil, "seed \(seed): \(report.failure ?? "")")
      }
    }
    for file in trappingCorpusFiles.keys.sorted() {
      let report = FuzzHarness.solverReport(try corpusBytes(file))
      #expect(report.failure == nil, "\(file): \(report.failure ?? "")")
    }
  }
}
