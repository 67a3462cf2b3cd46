import SectionalUIKit

/// Seed 002's screen: a table view controller whose table header holds a vertical stack view of
/// four labels, sized to fit in `viewDidLoad`.
///
/// Built in code: the post designed the header in Interface Builder with a design-time height
/// too small for its four labels (here 44 pt) and the stack view pinned to the header's edges.
final class FourLabelViewController: UITableViewController {
  let labels = (1...4).map { _ in UILabel() }
  let footerLabel = UILabel()

  override func viewDidLoad() {
    // Built in code: what the storyboard held.
    let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 44))
    let stack = UIStackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
    ])
    for (index, label) in labels.enumerated() {
      label.text = "Label \(index + 1)"
      label.numberOfLines = 0
    }
    tableView.tableHeaderView = header

    let footer = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 10))
    footerLabel.text = "Footer"
    footerLabel.translatesAutoresizingMaskIntoConstraints = false
    footer.addSubview(footerLabel)
    NSLayoutConstraint.activate([
      footerLabel.topAnchor.constraint(equalTo: footer.topAnchor, constant: 12),
      footerLabel.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16),
      footerLabel.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -12),
    ])
    tableView.tableFooterView = footer

    // The post's viewDidLoad:
    super.viewDidLoad()
    sizeHeaderToFit()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    5
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Cell")
      ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
    cell.textLabel?.text = "Row \(indexPath.row + 1)"
    return cell
  }
}
