import SectionalLayout
import SectionalViews

extension TableView {
  /// The views on screen in reading order.
  ///
  /// The table header view, then section by section the header, the rows and the footer,
  /// then the table footer view (Documentation/Accessibility.md § Tables). A pinned header
  /// is read with its section, where it belongs, not where it floats.
  ///
  /// - Complexity: O(k log k) for k views on screen.
  var accessibilityElementsInLayoutOrder: [Any] {
    func rank(_ kind: LayoutElementKind) -> (Int, Int, Int) {
      switch kind {
      case .tableHeader: (-1, 0, 0)
      case .header(let section): (section, 0, 0)
      case .row(let row): (row.section, 1, row.row)
      case .footer(let section): (section, 2, 0)
      case .tableFooter: (Int.max, 0, 0)
      }
    }
    var views: [Any] = []
    if let tableHeaderView, tableHeaderView.superview === self { views.append(tableHeaderView) }
    views += displayed.all.sorted { rank($0.0) < rank($1.0) }.map { $0.1 as Any }
    if let tableFooterView, tableFooterView.superview === self { views.append(tableFooterView) }
    return views
  }

  /// What a header exposes beyond its own defaults: whether its section is expanded, when
  /// header taps collapse sections; `nil` otherwise or when `view` is not a displayed header.
  func accessibilityExpandedState(ofHeader view: View) -> Bool? {
    guard togglesSectionOnHeaderTap, case .header(let section)? = displayed.kind(of: view),
      section < numberOfSections
    else { return nil }
    return !isSectionCollapsed(section)
  }

  /// Activates a displayed header, footer or cell as a tap would.
  ///
  /// A header tells the delegate and toggles its section when taps collapse sections; a row
  /// is selected and the delegate told. Returns `false` for a view the table does not
  /// display.
  func accessibilityActivate(_ view: View) -> Bool {
    guard let kind = displayed.kind(of: view) else { return false }
    switch kind {
    case .header(let section):
      performHeaderTap(section: section)
    case .footer(let section):
      tableDelegate?.tableView(self, didSelectFooterInSection: section)
    case .row(let row):
      selectAsUser(row)
    case .tableHeader, .tableFooter:
      return false
    }
    return true
  }

  /// A header tap's consequences, the same from a pointer, a key or assistive technology:
  /// the delegate hears of it, then the section collapses or expands when header taps
  /// toggle sections.
  func performHeaderTap(section: Int) {
    tableDelegate?.tableView(self, didSelectHeaderInSection: section)
    if togglesSectionOnHeaderTap, section < numberOfSections {
      setSection(section, collapsed: !isSectionCollapsed(section), animated: true)
    }
  }
}
