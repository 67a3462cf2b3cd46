import Sectional
import SectionalGraphics

/// One change of the fuzz model and the table operation that reports it, decoded from the
/// input against the model as it is.
struct TableFuzzChange: CustomStringConvertible, Sendable {
  /// What changes.
  enum Kind: Int, CaseIterable {
    case insertSection, deleteSection, insertRow, deleteRow, moveSection, moveRow
    case reloadSection, reloadRow
  }

  /// What changes.
  var kind: Kind
  /// The section (old index for deletes, moves and reloads; new index for inserts).
  var section: Int
  /// The row, for row changes.
  var row: Int
  /// The destination section of a move.
  var toSection: Int
  /// The destination row of a row move.
  var toRow: Int
  /// The height of new or reloaded rows.
  var height: CGFloat

  var description: String {
    switch kind {
    case .insertSection: "insert section \(section)"
    case .deleteSection: "delete section \(section)"
    case .insertRow: "insert row [\(section), \(row)] of \(height)"
    case .deleteRow: "delete row [\(section), \(row)]"
    case .moveSection: "move section \(section) to \(toSection)"
    case .moveRow: "move row [\(section), \(row)] to [\(toSection), \(toRow)]"
    case .reloadSection: "reload section \(section) with rows of \(height)"
    case .reloadRow: "reload row [\(section), \(row)] with \(height)"
    }
  }

  /// Decodes a change that the model can take: 5 bytes (kind, section, row, target, height);
  /// a row change in a model without rows, or a section change without sections, becomes an
  /// insert.
  @MainActor
  static func decoded(from input: inout FuzzInput, model: FuzzTableModel) -> TableFuzzChange? {
    guard let kindByte = input.choice(below: Kind.allCases.count), let a = input.byte(),
      let b = input.byte(), let c = input.byte(),
      let height = input.element(of: TableFuzzRun.heights)
    else { return nil }
    let sections = model.sections
    var kind = Kind(rawValue: kindByte)!
    let rowSections = sections.indices.filter { !sections[$0].rows.isEmpty }
    if sections.isEmpty { kind = .insertSection }
    if rowSections.isEmpty, [.deleteRow, .moveRow, .reloadRow].contains(kind) {
      kind = sections.isEmpty ? .insertSection : .insertRow
    }
    var change = TableFuzzChange(
      kind: kind, section: 0, row: 0, toSection: 0, toRow: 0, height: height)
    switch kind {
    case .insertSection:
      change.section = Int(a) % (sections.count + 1)
    case .deleteSection, .reloadSection:
      change.section = Int(a) % sections.count
    case .moveSection:
      change.section = Int(a) % sections.count
      change.toSection = Int(b) % sections.count
    case .insertRow:
      change.section = Int(a) % sections.count
      change.row = Int(b) % (sections[change.section].rows.count + 1)
    case .deleteRow, .reloadRow:
      change.section = rowSections[Int(a) % rowSections.count]
      change.row = Int(b) % sections[change.section].rows.count
    case .moveRow:
      change.section = rowSections[Int(a) % rowSections.count]
      change.row = Int(b) % sections[change.section].rows.count
      change.toSection = Int(c) % sections.count
      let remaining =
        sections[change.toSection].rows.count - (change.toSection == change.section ? 1 : 0)
      change.toRow = Int(c / 7) % (remaining + 1)
    }
    return change
  }

  /// Whether the change still fits `model` (a deferred change runs after others).
  @MainActor
  func fits(_ model: FuzzTableModel) -> Bool {
    let count = model.sections.count
    func rows(_ section: Int) -> Int { model.sections[section].rows.count }
    switch kind {
    case .insertSection: return section <= count
    case .deleteSection, .reloadSection: return section < count
    case .moveSection: return section < count && toSection < count
    case .insertRow: return section < count && row <= rows(section)
    case .deleteRow, .reloadRow: return section < count && row < rows(section)
    case .moveRow:
      guard section < count, toSection < count, row < rows(section) else { return false }
      return toRow <= rows(toSection) - (toSection == section ? 1 : 0)
    }
  }

  /// Applies the change to the model.
  @MainActor
  func apply(to model: FuzzTableModel) {
    switch kind {
    case .insertSection:
      let section = model.makeSection(title: true, headerHeight: 28, rows: 2, height: height)
      model.sections.insert(section, at: self.section)
    case .deleteSection:
      model.sections.remove(at: section)
    case .insertRow:
      model.sections[section].rows.insert(model.makeRow(height: height), at: row)
    case .deleteRow:
      model.sections[section].rows.remove(at: row)
    case .moveSection:
      let moved = model.sections.remove(at: section)
      model.sections.insert(moved, at: toSection)
    case .moveRow:
      let moved = model.sections[section].rows.remove(at: row)
      model.sections[toSection].rows.insert(moved, at: toRow)
    case .reloadSection:
      for index in model.sections[section].rows.indices {
        model.sections[section].rows[index] = model.makeRow(height: height)
      }
    case .reloadRow:
      model.sections[section].rows[row] = model.makeRow(height: height)
    }
  }

  /// Tells the table about the change, as an app does inside a batch.
  @MainActor
  func record(in table: TableView) {
    let path = IndexPath(row: row, section: section)
    switch kind {
    case .insertSection: table.insertSections([section], with: .none)
    case .deleteSection: table.deleteSections([section], with: .none)
    case .insertRow: table.insertRows(at: [path], with: .none)
    case .deleteRow: table.deleteRows(at: [path], with: .none)
    case .moveSection: table.moveSection(section, toSection: toSection)
    case .moveRow:
      table.moveRow(at: path, to: IndexPath(row: toRow, section: toSection))
    case .reloadSection: table.reloadSections([section], with: .none)
    case .reloadRow: table.reloadRows(at: [path], with: .none)
    }
  }
}
