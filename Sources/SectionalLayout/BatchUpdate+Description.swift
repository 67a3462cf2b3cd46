extension BatchUpdate: CustomStringConvertible {
  /// The recorded operations in a fixed order, for traces and failure messages.
  ///
  /// For example `delete sections [1]; insert rows [[0, 2]]; row counts [3, 4]`; empty parts
  /// are left out, and an update with no operation reads `no changes`.
  ///
  /// - Complexity: O(k log k) for k recorded operations.
  public var description: String {
    var parts: [String] = []
    func add(_ name: String, _ items: [String]) {
      if !items.isEmpty { parts.append("\(name) [\(items.joined(separator: ", "))]") }
    }
    add("delete sections", deletedSections.sorted().map(String.init))
    add("insert sections", insertedSections.keys.sorted().map(String.init))
    add("reload sections", reloadedSections.keys.sorted().map(String.init))
    add("move sections", movedSections.sorted { $0.key < $1.key }.map { "\($0.key)→\($0.value)" })
    add("delete rows", deletedRows.sorted().map(\.description))
    add("insert rows", insertedRows.keys.sorted().map(\.description))
    add("reload rows", reloadedRows.keys.sorted().map(\.description))
    add("move rows", movedRows.sorted { $0.key < $1.key }.map { "\($0.key)→\($0.value)" })
    add(
      "collapse", collapsedSections.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    if let counts = rowCountsAfterUpdate {
      parts.append("row counts [\(counts.map(String.init).joined(separator: ", "))]")
    }
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}
