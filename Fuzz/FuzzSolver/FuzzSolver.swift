// The `fuzz-solver` target (codebase-models.md §3.5). Under
// `swift build --sanitize fuzzer -Xswiftc -DFUZZING --product fuzz-solver` it is a libFuzzer
// target; under plain `swift build` it replays corpus files given on the command line.
import Foundation
import SectionalTestSupport

#if FUZZING
  /// libFuzzer's entry point: one input through the solver harness; a broken property traps.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.solver(UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }
#else
  /// Replays corpus files through the solver harness, without libFuzzer.
  ///
  /// `fuzz-solver [--trace] FILE...` prints one line per file (`--trace`: every decoded
  /// operation too) and exits 1 when any file breaks a property.
  /// `fuzz-solver --random SEED FILE` writes the input that the seeded property test
  /// `SolverFuzzHarnessTests.randomInputs` uses for `SEED`.
  @main enum Replay {
    /// Replays every file named on the command line.
    static func main() throws {
      var arguments = CommandLine.arguments.dropFirst()
      if arguments.first == "--random", arguments.count == 3, let seed = UInt64(arguments[2]) {
        let path = arguments[3]
        try Data(FuzzHarness.randomInput(seed: seed)).write(to: URL(fileURLWithPath: path))
        print("wrote the input of seed \(seed) to \(path)")
        return
      }
      let traced = arguments.first == "--trace"
      if traced { arguments = arguments.dropFirst() }
      var failures = 0
      for path in arguments {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let report = FuzzHarness.solverReport(bytes, traced: traced)
        for line in report.operations { print("  \(line)") }
        if let failure = report.failure {
          failures += 1
          print("\(path): FAILED: \(failure)")
        } else {
          print("\(path): ok")
        }
      }
      if failures > 0 { exit(1) }
    }
  }
#endif
