import Foundation
import Sectional
import SectionalCairo
import SectionalSnapshotTesting
import Testing

/// PNG goldens of section headers whose titles are attributed text: mixed fonts and dynamic
/// colours, a blurred shadow under the title, an underlined count and a highlighted word,
/// sized by Auto Layout with Pango's measurements (Documentation/AttributedText.md).
@MainActor
@Suite struct AttributedHeaderSnapshotTests {
  /// A header with one multi-line label pinned to its content view's margins.
  final class Header: TableViewHeaderFooterView {
    let titleLabel = Label()

    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      titleLabel.numberOfLines = 0
      titleLabel.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(titleLabel)
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
        titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  /// The title of section `section`: a bold 22-point word with a soft shadow, a regular word
  /// in the system blue, a highlighted word and an underlined grey count.
  static func title(_ section: Int) -> NSAttributedString {
    let shadow = NSShadow()
    shadow.shadowColor = Color(white: 0, alpha: 0.45)
    shadow.shadowOffset = CGSize(width: 1, height: 2)
    shadow.shadowBlurRadius = 3
    let text = NSMutableAttributedString(
      string: section == 0 ? "Fruit" : "Vegetables",
      attributes: [.font: Font.boldSystemFont(ofSize: 22), .shadow: shadow])
    text.append(
      NSAttributedString(
        string: section == 0 ? " in season" : " grown locally, picked this week",
        attributes: [.font: Font.systemFont(ofSize: 15), .foregroundColor: Color.systemBlue]))
    text.append(
      NSAttributedString(
        string: " new",
        attributes: [
          .font: Font.systemFont(ofSize: 13, weight: .semibold),
          .backgroundColor: Color.systemYellow, .foregroundColor: Color.black, .kern: 1,
        ]))
    text.append(
      NSAttributedString(
        string: " \(section == 0 ? 12 : 7)",
        attributes: [
          .font: Font.systemFont(ofSize: 13), .foregroundColor: Color.secondaryLabel,
          .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
    return text
  }

  final class Source: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      var configuration = ListContentConfiguration.cell()
      configuration.text = indexPath.row == 0 ? "First" : "Second"
      cell.contentConfiguration = configuration
      return cell
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? Header
      header?.titleLabel.attributedText = AttributedHeaderSnapshotTests.title(section)
      return header
    }
  }

  let size = CGSize(width: 320, height: 300)

  /// The window with the table laid out, light or dark.
  func window(dark: Bool, source: Source) -> Window {
    let window = Window(frame: CGRect(origin: .zero, size: size))
    window.textMeasurer = PangoTextMetrics.shared
    if dark { window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark) }
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(Header.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.sectionHeaderHeight = TableView.automaticDimension
    table.estimatedSectionHeaderHeight = 40
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    return window
  }

  @Test("Headers size to their attributed titles: one line, and a title that wraps to two")
  func heights() throws {
    let source = Source()
    let window = window(dark: false, source: source)
    let table = try #require(window.rootView as? TableView)
    let first = try #require(table.headerView(forSection: 0) as? Header)
    let second = try #require(table.headerView(forSection: 1) as? Header)
    // A 22-point bold line is 26 points; the wrapped line holds 15- and 13-point runs (18).
    #expect(first.titleLabel.frame.size == CGSize(width: 304, height: 26))
    #expect(second.titleLabel.frame.size == CGSize(width: 304, height: 26 + 18))
    #expect(table.rectForHeader(inSection: 0).height == first.titleLabel.frame.height + 16)
  }

  @Test("Attributed header titles in light and dark")
  func lightAndDark() {
    let source = Source()
    assertSnapshot(
      of: window(dark: false, source: source).render(),
      as: .png(size: size, scale: 2, background: .white), named: "light")
    assertSnapshot(
      of: window(dark: true, source: source).render(),
      as: .png(size: size, scale: 2, background: .black), named: "dark")
  }
}
