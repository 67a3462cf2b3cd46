import SectionalUIKit

/// Seed 000's controller: section 0 shows a header built in code (a 22 pt grey bar with a
/// white bold label at hand-set frames), the others the 68 pt template header dequeued from
/// the `CustomHeaderCell` prototype, with `heightForHeaderInSection` giving both heights.
@MainActor
public final class CustomHeaderScene: TableScene, UITableViewDataSource, UITableViewDelegate {
  /// The window holding the table.
  public let window: UIWindow
  /// The plain-style table.
  public let tableView: UITableView
  /// Hears header taps and pins (see `SceneActivity`); `nil` by default.
  public var onActivity: ((SceneActivity) -> Void)?

  /// Builds the scene: 4 sections of 10 rows, the table filling the window.
  public init(size: CGSize, textMeasurer: (any TextMeasuring)?) {
    window = .scene(size: size, textMeasurer: textMeasurer)
    tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.register(
      UINib(nibName: "CustomHeaderCell", bundle: .module), forCellReuseIdentifier: "HeaderCell")
    tableView.dataSource = self
    tableView.delegate = self
    window.rootView = tableView
    window.layoutIfNeeded()
  }

  /// Four sections.
  public func numberOfSections(in tableView: UITableView) -> Int { 4 }

  /// Ten rows per section.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

  /// A default cell titled with its position.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Section \(indexPath.section), row \(indexPath.row)"
    return cell
  }

  /// 22 pt for the code-built header, 68 pt for the template (the prototype's height).
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    section == 0 ? 22 : 68
  }

  /// The seed's two headers: built in code for section 0, dequeued from the prototype after.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    if section == 0 {
      // 1. The view for the header.
      let headerView = UIView(
        frame: CGRect(x: 0, y: 0, width: tableView.frame.size.width, height: 22))
      // 2. A custom background colour and a border.
      headerView.backgroundColor = UIColor(white: 0.5, alpha: 1)
      headerView.borderColor = UIColor(white: 0.5, alpha: 1)
      headerView.borderWidth = 1
      // 3. A label.
      let headerLabel = UILabel()
      headerLabel.frame = CGRect(x: 5, y: 2, width: tableView.frame.size.width - 5, height: 18)
      headerLabel.backgroundColor = .clear
      headerLabel.textColor = .white
      headerLabel.font = .boldSystemFont(ofSize: 16)
      headerLabel.text = "This is the custom header view"
      headerLabel.textAlignment = .left
      // 4. Add the label to the header view.
      headerView.addSubview(headerLabel)
      return headerView
    }
    let headerCell = tableView.dequeueReusableCell(withIdentifier: "HeaderCell")
    guard let headerCell = headerCell as? CustomHeaderCell else { return headerCell }
    headerCell.title.text = "Custom header from cell"
    headerCell.subtitle.text = "The subtitle of section \(section)"
    headerCell.image.image = UIImage(named: "smiley-face")
    return headerCell
  }
}
