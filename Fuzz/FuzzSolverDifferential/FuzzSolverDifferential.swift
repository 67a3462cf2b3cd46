// The `fuzz-solver-differential` target (Fuzz/README.md). Under
// `swift build --sanitize fuzzer -Xswiftc -DFUZZING --product fuzz-solver-differential` it is
// a libFuzzer target; under plain `swift build` it replays corpus files given on the command
// line.
import Foundation
import SectionalTestSupport

#if FUZZING
  /// libFuzzer's entry point: one input through the differential harness; a disagreement
  /// with a fresh solver traps.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.solverDifferential(UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }
#else
  /// Replays corpus files through the differential harness, without libFuzzer.
  ///
  /// `fuzz-solver-differential [--trace] FILE...` prints one line per file (`--trace`: every
  /// decoded operation too) and exits 1 when any file breaks a property.
  /// `fuzz-solver-differential --random SEED FILE` writes the input that the seeded property
  /// test `SolverDifferentialHarnessTests.randomInputs` uses for `SEED`.
  @main enum Replay {
    /// Replays every file named on the command line (``FuzzHarness/replayCommandLine(_:report:)``).
    static func main() throws {
      let status = try FuzzHarness.replayCommandLine(Array(CommandLine.arguments.dropFirst())) {
        FuzzHarness.solverDifferentialReport($0, traced: $1)
      }
      if status != 0 { exit(status) }
    }
  }
#endif
