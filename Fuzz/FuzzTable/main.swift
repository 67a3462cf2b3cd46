// The `fuzz-table` target (Fuzz/README.md). Under
// `swift build --sanitize fuzzer -Xswiftc -DFUZZING --product fuzz-table` it is a libFuzzer
// target; under plain `swift build` it replays corpus files given on the command line.
import Foundation
import SectionalTestSupport

#if FUZZING
  /// libFuzzer's entry point: one input through the table harness; a broken property traps.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { FuzzHarness.table(bytes) }
    return 0
  }
#else
  /// Replays corpus files through the table harness, without libFuzzer.
  ///
  /// `fuzz-table [--trace] FILE...` prints one line per file (`--trace`: every decoded
  /// operation too) and exits 1 when any file breaks a property.
  /// `fuzz-table --random SEED FILE` writes the input that the seeded property test
  /// `TableFuzzHarnessTests.randomInputs` uses for `SEED`.
  @main enum Replay {
    /// Replays every file named on the command line (``FuzzHarness/replayCommandLine(_:report:)``).
    @MainActor
    static func main() throws {
      let status = try FuzzHarness.replayCommandLine(Array(CommandLine.arguments.dropFirst())) {
        FuzzHarness.tableReport($0, traced: $1)
      }
      if status != 0 { exit(status) }
    }
  }
#endif
