extension TableLayout {
  /// The bytes the layout's storage has allocated: section records, section sums, row heights
  /// and row block sums, by capacity.
  ///
  /// Used by the benchmark to report bytes per row next to the resident memory it measures.
  ///
  /// - Complexity: O(1).
  public var storageBytes: Int {
    sections.capacity * MemoryLayout<SectionRecord>.stride + sectionHeights.storageBytes
      + rows.storageBytes
  }
}
