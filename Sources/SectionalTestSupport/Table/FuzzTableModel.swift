import Sectional
import SectionalGraphics
import SectionalViews

/// The data source and delegate of the table fuzz harness and the re-entrancy tests: sections
/// of rows with explicit heights (valid or not), an optional hook that calls back into the
/// table from inside one of its callbacks, and a record of anything the table asked that the
/// model does not have.
@MainActor
package final class FuzzTableModel: TableViewDataSource, TableViewDelegate {
  /// One section: a stable identity, an optional title, its header height and its rows.
  package struct Section {
    /// The section's identity, shown in its title.
    package var id: Int
    /// The header title, or `nil`.
    package var title: String?
    /// What `heightForHeaderInSection` returns (may be NaN, negative or huge).
    package var headerHeight: CGFloat
    /// The rows.
    package var rows: [Row]
  }

  /// One row: a stable identity (its cell's text) and what `heightForRowAt` returns.
  package struct Row {
    /// The row's identity, shown as its cell's text.
    package var id: Int
    /// The height given for the row (may be NaN, negative or huge).
    package var height: CGFloat
  }

  /// A callback of the table in which the hook runs.
  package enum Callback: Int, CaseIterable, Sendable {
    /// `tableView(_:cellForRowAt:)`.
    case cellForRow
    /// `tableView(_:viewForHeaderInSection:)`.
    case viewForHeader
    /// `tableView(_:willDisplayHeaderView:forSection:)`.
    case willDisplayHeader
  }

  /// What `viewForHeaderInSection` returns.
  package enum HeaderMode: Int, CaseIterable, Sendable {
    /// `nil`: the default title view for titled sections.
    case titles
    /// One plain view made once, for every section.
    case sharedView
    /// One dequeued header view kept and returned for every section.
    case keptDequeued
    /// The table itself.
    case tableItself
  }

  /// The sections.
  package var sections: [Section] = []
  /// The identity the next section or row gets.
  package var nextID = 0
  /// Where the hook runs, and the hook (run once, then cleared).
  package var hook: (callback: Callback, action: (TableView) -> Void)?
  /// What header views the delegate returns.
  package var headerMode = HeaderMode.titles
  /// What the table asked that the model does not have, in order.
  package var violations: [String] = []
  /// The view returned for every section in ``HeaderMode/sharedView`` and
  /// ``HeaderMode/keptDequeued`` modes.
  private var sharedHeader: View?

  /// Creates an empty model.
  package init() {}

  /// A new section of `rows` rows of `height`, with the next identities.
  package func makeSection(title: Bool, headerHeight: CGFloat, rows: Int, height: CGFloat)
    -> Section
  {
    nextID += 1
    let id = nextID
    var section = Section(
      id: id, title: title ? "S\(id)" : nil, headerHeight: headerHeight, rows: [])
    for _ in 0..<rows { section.rows.append(makeRow(height: height)) }
    return section
  }

  /// A new row of `height` with the next identity.
  package func makeRow(height: CGFloat) -> Row {
    nextID += 1
    return Row(id: nextID, height: height)
  }

  /// Forgets the view shared between sections.
  package func resetHeaders() {
    headerMode = .titles
    sharedHeader = nil
  }

  /// Runs the hook if it waits for `callback`.
  private func runHook(_ callback: Callback, _ tableView: TableView) {
    guard let hook, hook.callback == callback else { return }
    self.hook = nil
    hook.action(tableView)
  }

  /// Whether the model has the row, recording a violation when it does not.
  private func has(_ indexPath: IndexPath, _ asked: String) -> Bool {
    if indexPath.section >= 0 && indexPath.section < sections.count && indexPath.row >= 0
      && indexPath.row < sections[indexPath.section].rows.count
    {
      return true
    }
    violations.append("\(asked) asked for row \(indexPath), which the model does not have")
    return false
  }

  /// Whether the model has the section, recording a violation when it does not.
  private func has(section: Int, _ asked: String) -> Bool {
    if section >= 0 && section < sections.count { return true }
    violations.append("\(asked) asked for section \(section), which the model does not have")
    return false
  }

  package func numberOfSections(in tableView: TableView) -> Int { sections.count }

  package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    has(section: section, "numberOfRowsInSection") ? sections[section].rows.count : 0
  }

  package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    has(section: section, "titleForHeaderInSection") ? sections[section].title : nil
  }

  package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text =
      has(indexPath, "cellForRowAt")
      ? "r\(sections[indexPath.section].rows[indexPath.row].id)" : "missing"
    runHook(.cellForRow, tableView)
    return cell
  }

  package func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    has(indexPath, "heightForRowAt") ? sections[indexPath.section].rows[indexPath.row].height : 0
  }

  package func tableView(_ tableView: TableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    has(section: section, "heightForHeaderInSection") ? sections[section].headerHeight : 0
  }

  package func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    runHook(.viewForHeader, tableView)
    switch headerMode {
    case .titles:
      return nil
    case .sharedView:
      if sharedHeader == nil { sharedHeader = View(frame: .zero) }
      return sharedHeader
    case .keptDequeued:
      if sharedHeader == nil {
        sharedHeader = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      }
      return sharedHeader
    case .tableItself:
      return tableView
    }
  }

  package func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {
    _ = has(section: section, "willDisplayHeaderView")
    runHook(.willDisplayHeader, tableView)
  }
}
