// The `fuzz-solver` target (Fuzz/README.md). Under
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
    /// Replays every file named on the command line (``FuzzHarness/replayCommandLine(_:report:)``).
    static func main() throws {
      let status = try FuzzHarness.replayCommandLine(Array(CommandLine.arguments.dropFirst())) {
        FuzzHarness.solverReport($0, traced: $1)
      }
      if status != 0 { exit(status) }
    }
  }
#endif
