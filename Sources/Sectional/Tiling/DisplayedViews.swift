import SectionalLayout
import SectionalViews

/// The header, footer and cell views a table shows, keyed by the element each shows, with
/// the elements and frames of the last tiling pass and the push progress of its pinned
/// headers.
///
/// The table's tiling adds and removes views; everything else looks them up through these
/// operations. The table stores it as a value, so a lookup on the per-frame path is a
/// dictionary read with nothing in between. Its operations never call out of the table's
/// state (no delegate, no view tree), so no access to it can overlap another.
struct DisplayedViews {
  /// The header views on screen, by section.
  private(set) var headers: [Int: View] = [:]
  /// The footer views on screen, by section.
  private(set) var footers: [Int: View] = [:]
  /// The cells on screen, by index path.
  private(set) var cells: [RowPosition: TableViewCell] = [:]
  /// The elements and frames of the last tiling pass, in drawing order.
  var elements: [LayoutElement] = []
  /// The push progress of each pinned header after the last tiling pass, by section.
  var pinnedHeaderProgress: [Int: Double] = [:]

  /// The header view on screen for `section`, if any.
  func header(_ section: Int) -> View? { headers[section] }

  /// The footer view on screen for `section`, if any.
  func footer(_ section: Int) -> View? { footers[section] }

  /// The cell on screen at `indexPath`, if any.
  func cell(at indexPath: RowPosition) -> TableViewCell? { cells[indexPath] }

  /// The row `cell` is on screen for, if it is on screen.
  func position(of cell: TableViewCell) -> RowPosition? {
    cells.first { $0.value === cell }?.key
  }

  /// The view on screen for a header, footer or row; `nil` for the table header and footer,
  /// which the table holds itself.
  func view(for kind: LayoutElementKind) -> View? {
    switch kind {
    case .header(let section): headers[section]
    case .footer(let section): footers[section]
    case .row(let indexPath): cells[indexPath]
    case .tableHeader, .tableFooter: nil
    }
  }

  /// Every header, footer and cell on screen with the element it shows: headers, then
  /// footers, then cells, each group in no particular order.
  var all: [(LayoutElementKind, View)] {
    headers.map { (.header(section: $0.key), $0.value) }
      + footers.map { (.footer(section: $0.key), $0.value) }
      + cells.map { (.row($0.key), $0.value as View) }
  }

  /// The element whose view is `view` itself, if it shows one.
  ///
  /// - Complexity: O(k) for k views on screen.
  func kind(of view: View) -> LayoutElementKind? {
    if let section = headers.first(where: { $0.value === view })?.key {
      return .header(section: section)
    }
    if let section = footers.first(where: { $0.value === view })?.key {
      return .footer(section: section)
    }
    if let indexPath = cells.first(where: { $0.value === view })?.key { return .row(indexPath) }
    return nil
  }

  /// The cells on screen, top to bottom.
  ///
  /// - Complexity: O(k log k) for k cells.
  var sortedCells: [TableViewCell] { cells.sorted { $0.key < $1.key }.map(\.value) }

  /// The positions of the cells on screen, in order.
  ///
  /// - Complexity: O(k log k) for k cells.
  var sortedRows: [RowPosition] { cells.keys.sorted() }

  /// The topmost pinned header's section after the last tiling pass, if one pins.
  var topPinnedSection: Int? { pinnedHeaderProgress.keys.min() }

  /// Records `view` as the header on screen for `section`.
  mutating func insertHeader(_ view: View, section: Int) { headers[section] = view }

  /// Records `view` as the footer on screen for `section`.
  mutating func insertFooter(_ view: View, section: Int) { footers[section] = view }

  /// Records `cell` as the cell on screen at `indexPath`.
  mutating func insertCell(_ cell: TableViewCell, at indexPath: RowPosition) {
    cells[indexPath] = cell
  }

  /// Forgets the header on screen for `section`.
  mutating func removeHeader(_ section: Int) { headers[section] = nil }

  /// Forgets the footer on screen for `section`.
  mutating func removeFooter(_ section: Int) { footers[section] = nil }

  /// Forgets the cell on screen at `indexPath`.
  mutating func removeCell(at indexPath: RowPosition) { cells[indexPath] = nil }

  /// Re-keys the views and pin progress by their indices after a batch update; returns the
  /// views whose element was deleted or reloaded, with their old kinds, which it forgets.
  mutating func remap(_ map: BatchIndexMap) -> [(LayoutElementKind, View)] {
    var departing: [(LayoutElementKind, View)] = []
    var newHeaders: [Int: View] = [:]
    var newFooters: [Int: View] = [:]
    var newCells: [RowPosition: TableViewCell] = [:]
    for (section, view) in headers {
      if case .header(let new)? = map.map(.header(section: section)) {
        newHeaders[new] = view
      } else {
        departing.append((.header(section: section), view))
      }
    }
    for (section, view) in footers {
      if case .footer(let new)? = map.map(.footer(section: section)) {
        newFooters[new] = view
      } else {
        departing.append((.footer(section: section), view))
      }
    }
    for (indexPath, cell) in cells {
      if case .row(let new)? = map.map(.row(indexPath)) {
        newCells[new] = cell
      } else {
        departing.append((.row(indexPath), cell))
      }
    }
    headers = newHeaders
    footers = newFooters
    cells = newCells
    pinnedHeaderProgress = Dictionary(
      uniqueKeysWithValues: pinnedHeaderProgress.compactMap { section, progress in
        guard map.update.reloadedSections[section] == nil, let new = map.newSection(section)
        else { return nil }
        return (new, progress)
      })
    return departing
  }
}
