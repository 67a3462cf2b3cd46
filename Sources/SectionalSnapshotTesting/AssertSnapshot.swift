import Foundation
import Synchronization
import Testing

/// Checks `value` against the reference snapshot stored next to the test file, recording
/// the reference when there is none.
///
/// The reference lives at `__Snapshots__/<Suite>/<test>.<n>.<ext>` in the directory of the
/// calling test file (found through `#filePath`), where `<Suite>` is the test file's name
/// without `.swift`, `<test>` the test function's name, `<n>` counts the assertions in that
/// test from 1 (or is `name` when given; use names in parameterized tests) and `<ext>` is the
/// strategy's ``Snapshotting/pathExtension``.
///
/// - If `record` is true, or the environment has `SNAPSHOT_RECORD=1` (when `record` is nil),
///   the snapshot is written and the test **fails**, so that nothing is recorded silently.
/// - If the reference is missing it is recorded, and the test fails in the same way.
/// - Otherwise the snapshot is compared with the strategy's ``Diffing``. On a mismatch the
///   actual snapshot is written as `<test>.<n>.actual.<ext>`, with any artifacts (such as
///   `<test>.<n>.diff.png`), and the failure names them; after a match, such leftovers from
///   earlier failures are removed.
///
/// Failures are reported with Swift Testing's `Issue.record` at the caller's location.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: Bool? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  function: String = #function,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let file = SnapshotFile(
    filePath: filePath, function: function, name: name, pathExtension: strategy.pathExtension)
  do {
    let snapshot = try strategy.snapshot(value())
    let bytes = try strategy.diffing.toData(snapshot)
    let recording = record ?? (ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1")
    let manager = FileManager.default
    guard !recording, manager.fileExists(atPath: file.referencePath) else {
      let existed = manager.fileExists(atPath: file.referencePath)
      try file.write(bytes, to: file.referencePath)
      file.removeArtifacts(suffixes: ["diff.png"])
      let reason =
        existed ? "Recording is on (SNAPSHOT_RECORD=1)" : "No reference snapshot existed"
      Issue.record(
        "\(reason): recorded \(file.referencePath). Turn recording off and re-run to compare.",
        sourceLocation: location)
      return
    }
    let referenceBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file.referencePath)))
    if referenceBytes == bytes {
      file.removeArtifacts(suffixes: ["diff.png"])
      return
    }
    let reference = try strategy.diffing.fromData(referenceBytes)
    guard let difference = strategy.diffing.diff(reference, snapshot) else {
      file.removeArtifacts(suffixes: ["diff.png"])
      return
    }
    var written = [file.actualPath]
    try file.write(bytes, to: file.actualPath)
    for artifact in difference.artifacts {
      let path = file.artifactPath(suffix: artifact.suffix)
      try file.write(artifact.bytes, to: path)
      written.append(path)
    }
    Issue.record(
      """
      Snapshot does not match \(file.referencePath)
      \(difference.message)
      Wrote: \(written.joined(separator: ", "))
      """, sourceLocation: location)
  } catch {
    Issue.record("Snapshot \(file.referencePath) failed: \(error)", sourceLocation: location)
  }
}

/// The paths of one snapshot assertion's files.
struct SnapshotFile {
  /// `…/__Snapshots__/<Suite>/<test>.<n>`, without extension.
  let stem: String
  let pathExtension: String

  /// Assertions made so far per test function, for the `<n>` in file names.
  private static let counters = Mutex<[String: Int]>([:])

  init(filePath: String, function: String, name: String?, pathExtension: String) {
    let url = URL(fileURLWithPath: filePath)
    let suite = url.deletingPathExtension().lastPathComponent
    let test = function.split(separator: "(").first.map(String.init) ?? function
    let label =
      name
      ?? String(
        Self.counters.withLock { counters in
          let key = "\(filePath)#\(function)"
          counters[key, default: 0] += 1
          return counters[key]!
        })
    stem =
      url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(suite).appendingPathComponent("\(test).\(label)").path
    self.pathExtension = pathExtension
  }

  /// The reference snapshot, `<stem>.<ext>`.
  var referencePath: String { "\(stem).\(pathExtension)" }
  /// The snapshot written on a mismatch, `<stem>.actual.<ext>`.
  var actualPath: String { "\(stem).actual.\(pathExtension)" }
  /// An artifact written on a mismatch, `<stem>.<suffix>`.
  func artifactPath(suffix: String) -> String { "\(stem).\(suffix)" }

  /// Writes `bytes` to `path`, creating directories as needed.
  func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url, options: .atomic)
  }

  /// Removes the actual snapshot and the artifacts with `suffixes` left by an earlier failure.
  func removeArtifacts(suffixes: [String]) {
    for path in [actualPath] + suffixes.map(artifactPath(suffix:)) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
