// The `fuzz-interface-builder` target (Fuzz/README.md). Under
// `swift build --sanitize fuzzer -Xswiftc -DFUZZING --product fuzz-interface-builder` it is a
// libFuzzer target; under plain `swift build` it replays corpus files given on the command line.
import Foundation
import SectionalTestSupport

#if FUZZING
  /// libFuzzer's entry point: one input through the reader harness, then the nib loader's.
  ///
  /// A broken property traps. libFuzzer calls it on the main thread.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    FuzzHarness.interfaceBuilder(bytes)
    MainActor.assumeIsolated { FuzzHarness.nibInstantiation(bytes) }
    return 0
  }
#else
  /// Replays corpus files through the storyboard reader and nib loader harnesses, without
  /// libFuzzer.
  ///
  /// `fuzz-interface-builder [--trace] FILE...` prints one line per file (`--trace`: every
  /// diagnostic too) and exits 1 when any file breaks a property.
  @main enum Replay {
    /// Replays every file named on the command line (``FuzzHarness/replayCommandLine(_:report:)``).
    static func main() throws {
      let status = try FuzzHarness.replayCommandLine(Array(CommandLine.arguments.dropFirst())) {
        let read = FuzzHarness.interfaceBuilderReport($0, traced: $1)
        guard read.failure == nil else { return read }
        let (bytes, traced) = ($0, $1)
        return MainActor.assumeIsolated {
          FuzzHarness.nibInstantiationReport(bytes, traced: traced)
        }
      }
      if status != 0 { exit(status) }
    }
  }
#endif
