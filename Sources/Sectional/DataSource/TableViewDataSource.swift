/// The object that tells a ``TableView`` how many sections and rows it has and makes its cells,
/// as UIKit's `UITableViewDataSource`.
///
/// Only `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required;
/// the other methods have the defaults documented on them (protocol extensions stand in for
/// UIKit's optional methods).
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections.
  ///
  /// Default: 1, as in UIKit.
  func numberOfSections(in tableView: TableView) -> Int

  /// The number of rows in `section`.
  ///
  /// Required.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The cell to show at `indexPath`, usually from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  ///
  /// Required. The table calls it only for rows that are about to become visible.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

  /// The title of the header of `section`, drawn in the style's default look.
  ///
  /// Default: `nil` (no title). The table asks for every section's title on reload, as UIKit
  /// does (rdar 14829662), because a title decides whether an automatic header exists.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?

  /// The title of the footer of `section`, drawn in the style's default look.
  ///
  /// Default: `nil` (no title).
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?

  /// The titles of the section index drawn at the trailing edge (plain style only, as UIKit's
  /// `sectionIndexTitles(for:)`).
  ///
  /// Default: `nil`, no index. Asked on every reload.
  func sectionIndexTitles(for tableView: TableView) -> [String]?

  /// The section a tap or drag on the index title `title` at `index` scrolls to.
  ///
  /// Default: `index`, clamped to the sections, for indexes with one title per section.
  func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension TableViewDataSource {
  /// Returns 1, UIKit's default section count.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// Returns `nil`: no header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// Returns `nil`: no section index.
  public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

  /// Returns `index`, clamped to the table's sections.
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    min(max(0, index), max(0, numberOfSections(in: tableView) - 1))
  }

  /// Returns `nil`: no footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
