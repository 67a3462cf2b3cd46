import SectionalGraphics

extension TableLayout {
  /// Applies a batch of inserts, deletes, moves, reloads and collapse changes at once, with
  /// UIKit's batch semantics (see ``BatchUpdate``).
  ///
  /// Everything is validated before anything changes. An inconsistent batch throws
  /// ``LayoutError/invalidUpdate(_:)`` with UIKit's text, for example "Invalid update: invalid
  /// number of sections. The number of sections contained in the table view after the update
  /// (X) must be equal to the number of sections contained in the table view before the update
  /// (Y), plus or minus the number of sections inserted or deleted (I inserted, D deleted).",
  /// and the layout is left exactly as it was. Sections whose rows change store their rows one
  /// by one afterwards.
  ///
  /// - Throws: ``LayoutError/invalidUpdate(_:)`` for an inconsistent batch;
  ///   ``LayoutError/invalidHeight(_:)`` for a bad height in an inserted or reloaded element.
  /// - Complexity: O(n + operations) for n sections and stored rows: the layout is rebuilt.
  public mutating func performBatchUpdates(_ update: BatchUpdate) throws(LayoutError) {
    let sections = try UpdatePlanner(layout: self, update: update).newSections()
    let spec = TableSpec(
      style: style, metrics: metrics, quirks: quirks, sections: sections,
      tableHeaderHeight: tableHeaderHeight, tableFooterHeight: tableFooterHeight,
      contentInset: contentInset, pinningInsets: pinningInsets,
      emptySectionHeaders: emptySectionHeaders, emptySectionFooters: emptySectionFooters)
    self = try TableLayout(spec: spec, width: width, applyingQuirks: false)
  }

  /// Replaces the content insets and keeps every height, measured and estimated ones included
  /// (UIKit re-lays out, never reloads, when `contentInset` changes).
  ///
  /// - Throws: ``LayoutError/invalidHeight(_:)`` for a negative or non-finite inset.
  /// - Complexity: O(n + stored rows): the layout is rebuilt from its own description.
  public mutating func setContentInset(_ contentInset: EdgeInsets) throws(LayoutError) {
    var spec = self.spec
    spec.contentInset = contentInset
    self = try TableLayout(spec: spec, width: width, applyingQuirks: false)
  }

  /// Collapses or expands one section in place.
  ///
  /// The rows keep their heights; the sections below move by the rows' total height.
  ///
  /// - Throws: ``LayoutError/invalidIndex(_:)`` if the section does not exist.
  /// - Complexity: O(log n).
  public mutating func setCollapsed(_ isCollapsed: Bool, forSection section: Int)
    throws(LayoutError)
  {
    guard section >= 0 && section < sections.count else {
      throw .invalidIndex("section \(section) out of range 0..<\(sections.count)")
    }
    if isCollapsed {
      sections[section].flags.insert(.collapsed)
    } else {
      sections[section].flags.remove(.collapsed)
    }
    _ = sectionHeights.set(sectionHeight(section), at: section)
    checkInvariants()
  }
}
