import Foundation

extension FuzzHarness {
  /// The corpus-replay command line every fuzz executable shares outside libFuzzer builds.
  ///
  /// `[--trace] FILE...` replays each file through `report`, printing one line per file
  /// (`--trace`: every decoded operation too); `--random SEED FILE` writes the bytes of
  /// ``randomInput(seed:)`` for `SEED`, the input a seeded property test used. Returns the
  /// exit status: 0 when every file passed, 1 when any broke a property.
  ///
  /// - Throws: file-system errors reading or writing a file.
  /// - Complexity: the harness's cost for each file.
  public static func replayCommandLine(
    _ arguments: [String], report: ([UInt8], Bool) -> FuzzReport
  ) throws -> Int32 {
    if arguments.count == 3, arguments[0] == "--random", let seed = UInt64(arguments[1]) {
      try Data(randomInput(seed: seed)).write(to: URL(fileURLWithPath: arguments[2]))
      print("wrote the input of seed \(seed) to \(arguments[2])")
      return 0
    }
    let traced = arguments.first == "--trace"
    var failures = 0
    for path in arguments.dropFirst(traced ? 1 : 0) {
      let result = report([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), traced)
      for line in result.operations { print("  \(line)") }
      if let failure = result.failure {
        failures += 1
        print("\(path): FAILED: \(failure)")
      } else {
        print("\(path): ok")
      }
    }
    return failures > 0 ? 1 : 0
  }
}
