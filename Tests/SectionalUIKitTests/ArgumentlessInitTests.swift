import SectionalUIKit
import Testing

/// Views made with no arguments, as programmatic-layout code writes them (`let tableView =
/// UITableView()` before pinning it with constraints): each starts with a zero frame and
/// UIKit's defaults.
@MainActor
@Suite("UIKit views made with no arguments")
struct ArgumentlessInitTests {
  @Test("UIScrollView() and UITableView() start with a zero frame; the table is plain")
  func scrollAndTable() {
    let scroll = UIScrollView()
    #expect(scroll.frame == .zero)
    let table = UITableView()
    #expect(table.frame == .zero)
    #expect(table.style == .plain)
    let grouped = UITableView(frame: .zero, style: .insetGrouped)
    #expect(grouped.style == .insetGrouped)
  }

  @Test("UITableViewCell() and UITableViewHeaderFooterView() have no reuse identifier")
  func cellAndHeader() {
    let cell = UITableViewCell()
    #expect(cell.reuseIdentifier == nil)
    #expect(cell.textLabel != nil)
    let header = UITableViewHeaderFooterView()
    #expect(header.reuseIdentifier == nil)
  }
}
