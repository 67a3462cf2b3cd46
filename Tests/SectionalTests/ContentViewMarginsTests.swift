import Sectional
import Testing

/// Which content views preserve their owner's layout margins, as UIKit's do
/// (Documentation/LayoutGuides.md § Preserving the superview's margins).
@MainActor
@Suite struct ContentViewMarginsTests {
  /// A view pinned to `owner`'s margins guide, added to `owner`.
  private func pinnedContent(in owner: View) -> View {
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    owner.addSubview(content)
    let guide = owner.layoutMarginsGuide
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return content
  }

  @Test("a cell's content view preserves the cell's 16 pt side margins in its margins guide")
  func cellContentView() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    #expect(cell.contentView.preservesSuperviewLayoutMargins)
    let content = pinnedContent(in: cell.contentView)
    cell.layoutIfNeeded()
    #expect(cell.contentView.layoutMargins == EdgeInsets(all: 8))
    #expect(content.frame == CGRect(x: 16, y: 8, width: 288, height: 28))
  }

  @Test("beside an accessory the content view's trailing margin falls back to its own 8 pt")
  func cellWithAccessory() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.accessoryType = .disclosureIndicator
    let content = pinnedContent(in: cell.contentView)
    cell.layoutIfNeeded()
    // The content view is 290 pt wide (30 pt accessory); the cell's 16 pt margin lies
    // beyond its edge, so its own 8 pt stays.
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 290, height: 44))
    #expect(content.frame == CGRect(x: 16, y: 8, width: 266, height: 28))
  }

  @Test("a cell's content view follows the cell's margins when they change")
  func cellMarginsChange() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    let content = pinnedContent(in: cell.contentView)
    cell.layoutIfNeeded()
    cell.layoutMargins = EdgeInsets(top: 12, left: 40, bottom: 4, right: 20)
    cell.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 40, y: 12, width: 260, height: 40))
  }

  @Test("a header or footer view's content view does not preserve its margins")
  func headerContentView() {
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    #expect(!header.contentView.preservesSuperviewLayoutMargins)
  }
}
