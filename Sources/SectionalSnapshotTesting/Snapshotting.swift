/// A way to turn a value into a stored snapshot and to compare two snapshots: the core of
/// ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``.
///
/// Modelled on swift-snapshot-testing's `Snapshotting<Value, Format>`: a strategy is a
/// function from the value to a `Format` (a `String`, a ``PixelImage``) plus a ``Diffing``
/// that stores, loads and compares that format, and the file extension. New strategies are
/// usually a ``pullback(_:)`` of an existing one: `.dump` for display lists is `.lines`
/// pulled back along `DisplayList.dump()`, and `.png(size:)` is `.image` pulled back along a
/// Cairo render.
public struct Snapshotting<Value, Format> {
  /// The extension of snapshot files, without the dot, such as `txt` or `png`.
  public var pathExtension: String
  /// How snapshots of this format are stored, loaded and compared.
  public var diffing: Diffing<Format>
  /// Produces the snapshot of a value.
  public var snapshot: (Value) throws -> Format

  /// Creates a strategy from its file extension, diffing and snapshot function.
  public init(
    pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue` that first turns it into a `Value` with `transform`, then
  /// snapshots that as this strategy does.
  ///
  /// For example a strategy for a table can be the `.lines` strategy pulled back along a
  /// function that prints the table.
  public func pullback<NewValue>(
    _ transform: @escaping (NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      try snapshot(transform($0))
    }
  }
}

/// How snapshots of one format are turned into file bytes and back, and compared.
public struct Diffing<Format> {
  /// The bytes stored in a snapshot file.
  public var toData: (Format) throws -> [UInt8]
  /// The snapshot stored in a file's bytes.
  public var fromData: ([UInt8]) throws -> Format
  /// Compares a reference with a new snapshot: nil when they match (within any tolerance
  /// the diffing has), otherwise what differs.
  public var diff: (_ reference: Format, _ actual: Format) -> SnapshotDifference?

  /// Creates a diffing from its three functions.
  public init(
    toData: @escaping (Format) throws -> [UInt8],
    fromData: @escaping ([UInt8]) throws -> Format,
    diff: @escaping (_ reference: Format, _ actual: Format) -> SnapshotDifference?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

/// What differs between a reference snapshot and a new one.
public struct SnapshotDifference: Sendable {
  /// A human-readable description, such as a line diff or a pixel count.
  public var message: String
  /// Extra files to write next to the reference on failure, by suffix (such as
  /// `diff.png`, written as `<test>.<n>.diff.png`).
  public var artifacts: [(suffix: String, bytes: [UInt8])]

  /// Creates a difference with a message and optional artifacts.
  public init(message: String, artifacts: [(suffix: String, bytes: [UInt8])] = []) {
    self.message = message
    self.artifacts = artifacts
  }
}
