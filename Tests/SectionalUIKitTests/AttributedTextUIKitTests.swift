import SectionalUIKit
import Testing

/// A section header as an iOS app writes one with styled text: a bold title and a grey
/// count in one `UILabel`, with a shadow and a paragraph style, sized by Auto Layout.
final class StyledTitleHeader: UITableViewHeaderFooterView {
  let titleLabel = UILabel()

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    titleLabel.numberOfLines = 0
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// "<title> <count>": the title bold and red, the count smaller and grey, with a shadow.
  func configure(title: String, count: Int) {
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
    shadow.shadowOffset = CGSize(width: 0, height: 1)
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineSpacing = 4
    let text = NSMutableAttributedString(
      string: title,
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red,
        .shadow: shadow, .paragraphStyle: paragraph,
      ])
    text.append(
      NSAttributedString(
        string: " \(count)",
        attributes: [
          .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.secondaryLabel,
          .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
    titleLabel.attributedText = text
  }
}

/// The screen: one table whose headers size themselves to their styled titles.
final class StyledHeadersScreen: UITableViewDataSource, UITableViewDelegate {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 400))
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 240, height: 400), style: .plain)
  let titles = ["Scores", "A title long enough to wrap onto two lines"]

  init() {
    tableView.register(
      StyledTitleHeader.self, forHeaderFooterViewReuseIdentifier: "StyledTitleHeader")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.sectionHeaderHeight = UITableView.automaticDimension
    tableView.estimatedSectionHeaderHeight = 30
    tableView.dataSource = self
    tableView.delegate = self
    window.rootView = tableView
  }

  func numberOfSections(in tableView: UITableView) -> Int { titles.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "StyledTitleHeader")
      as? StyledTitleHeader
    header?.configure(title: titles[section], count: section + 3)
    return header
  }
}

/// `UILabel.attributedText` written as UIKit code (Documentation/AttributedText.md).
@MainActor
@Suite(.serialized) struct AttributedTextUIKitTests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  @Test("Self-sizing headers take the height of their attributed titles, one line or two")
  func selfSizingHeaders() throws {
    let screen = StyledHeadersScreen()
    screen.window.layoutIfNeeded()
    let short = try #require(screen.tableView.headerView(forSection: 0) as? StyledTitleHeader)
    let long = try #require(screen.tableView.headerView(forSection: 1) as? StyledTitleHeader)
    // Measured in the largest font (17 pt bold): one 22-point line (21.25 rounded up); two lines and 4 between (46.5).
    #expect(short.titleLabel.frame.height == 22)
    #expect(long.titleLabel.frame.height == 47)
    #expect(short.frame.height == short.titleLabel.frame.height + 2 * short.titleLabel.frame.minY)
    #expect(long.frame.height - short.frame.height == 25)
  }

  @Test("The label reads back UIKit's attributes and takes on the title's style")
  func readBack() throws {
    let header = StyledTitleHeader(reuseIdentifier: nil)
    header.configure(title: "Scores", count: 3)
    let label = header.titleLabel
    #expect(label.text == "Scores 3")
    #expect(label.font == UIFont.boldSystemFont(ofSize: 17))
    #expect(label.textColor == UIColor.red)
    let text = try #require(label.attributedText)
    let count = text.attributes(at: 7, effectiveRange: nil)
    #expect(count[.font] as? UIFont == UIFont.systemFont(ofSize: 13))
    #expect(count[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
    #expect(
      (text.attributes(at: 0, effectiveRange: nil)[.shadow] as? NSShadow)?.shadowOffset
        == CGSize(width: 0, height: 1))
  }
}
