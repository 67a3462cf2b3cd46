import Foundation

/// What the numbers were measured with: build configuration, checks and machine.
enum BuildEnvironment {
  /// The optimization mode this binary was compiled with: `-Onone`, `-O` or `-Ounchecked`.
  ///
  /// `-Xswiftc` flags reach every module of the build, so this also describes `Cassowary`.
  static var optimization: String {
    // A table rather than branches: the branches fold away and draw "never executed" warnings.
    let modes = [
      (name: "-Onone", isOn: _isDebugAssertConfiguration()),
      (name: "-Ounchecked", isOn: _isFastAssertConfiguration()),
    ]
    return modes.first { $0.isOn }?.name ?? "-O"
  }

  /// Whether the build has `SECTIONAL_INTERNAL_CHECKS`, which makes every number meaningless.
  static var internalChecks: Bool {
    #if SECTIONAL_INTERNAL_CHECKS
      return true
    #else
      return false
    #endif
  }

  /// The CPU model from `/proc/cpuinfo`, or `unknown`.
  static var cpu: String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return "unknown"
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown"
  }

  /// The JSON `env` object, in the spirit of kiwibench's.
  static var json: [String: Any] {
    [
      "backend": "sectional-cassowary",
      "optimization": optimization,
      "internal_checks": internalChecks,
      "cpus": ProcessInfo.processInfo.activeProcessorCount,
      "cpu": cpu,
      "os": ProcessInfo.processInfo.operatingSystemVersionString,
    ]
  }

  /// Prints loud warnings to standard error when the build cannot give trustworthy numbers.
  ///
  /// swift-collections' benchmark tool refuses to trust a build with consistency checks on;
  /// this one says so on every run, at the start, and again at the end in `main`.
  static func warnIfUntrustworthy() {
    if internalChecks {
      complain(
        """
        *** SECTIONAL_INTERNAL_CHECKS IS ENABLED ***
        *** Invariant checks run in every solver mutation: these timings are NOT valid. ***
        """)
    }
    if optimization == "-Onone" {
      complain(
        "*** DEBUG BUILD (-Onone): use `swift run -c release` for numbers worth reporting ***")
    }
  }
}

/// Writes `message` and a newline to standard error.
func complain(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
