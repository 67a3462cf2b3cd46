import SectionalGraphics

extension Snapshotting where Value == String, Format == String {
  /// Snapshots a string as a UTF-8 text file, compared line by line.
  ///
  /// A mismatch reports each differing line as `-` (reference) and `+` (actual) with its
  /// line number.
  public static var lines: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
  }
}

extension Snapshotting where Value == DisplayList, Format == String {
  /// Snapshots a display list as its text dump (``DisplayList/dump()``).
  public static var dump: Snapshotting {
    Snapshotting<String, String>.lines.pullback { $0.dump() }
  }
}

extension Diffing where Format == String {
  /// Stores strings as UTF-8 and compares them line by line.
  ///
  /// - Complexity: O(n) in the number of lines.
  public static var lines: Diffing {
    Diffing(
      toData: { Array($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { reference, actual in
        guard reference != actual else { return nil }
        return SnapshotDifference(message: lineDifference(reference, actual))
      })
  }
}

/// The differing lines of two texts, compared position by position, as `-`/`+` pairs.
///
/// - Complexity: O(n) in the number of lines.
func lineDifference(_ reference: String, _ actual: String) -> String {
  let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var output: [String] = []
  for index in 0..<Swift.max(old.count, new.count) {
    let a = index < old.count ? old[index] : nil
    let b = index < new.count ? new[index] : nil
    guard a != b else { continue }
    if let a { output.append("\(index + 1) - \(a)") }
    if let b { output.append("\(index + 1) + \(b)") }
  }
  return output.joined(separator: "\n")
}
