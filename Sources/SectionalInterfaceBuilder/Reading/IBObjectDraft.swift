/// An object being read: the common part, and every class's own properties until the
/// element name picks one of them.
struct IBObjectDraft {
  /// The object, with `kind` still `.unsupported`.
  var object: IBObject
  /// A label's properties.
  var label = IBLabel()
  /// An image view's properties.
  var imageView = IBImageView()
  /// A button's properties.
  var button = IBButton()
  /// A stack view's properties.
  var stack = IBStackView()
  /// A table view's properties.
  var table = IBTableView()
  /// A cell's properties.
  var cell = IBTableViewCell()
  /// A navigation bar's properties.
  var bar = IBNavigationBar()
  /// A navigation item's properties.
  var item = IBNavigationItem()
  /// A bar button item's properties.
  var barButton = IBBarButtonItem()
  /// A view controller's properties.
  var controller = IBViewController()
  /// A header-footer view's reuse identifier.
  var reuseIdentifier: String?
  /// A layout guide's kind.
  var guide: IBLayoutGuideKind?
  /// A placeholder's identifier.
  var placeholder: String?

  /// The object with the kind its element names.
  func finished() -> IBObject {
    var result = object
    switch object.element {
    case "view": result.kind = .view
    case "label": result.kind = .label(label)
    case "imageView": result.kind = .imageView(imageView)
    case "button": result.kind = .button(button)
    case "stackView": result.kind = .stackView(stack)
    case "tableView": result.kind = .tableView(table)
    case "tableViewCell": result.kind = .tableViewCell(cell)
    case "tableViewCellContentView": result.kind = .tableViewCellContentView
    case "tableViewHeaderFooterView":
      result.kind = .tableViewHeaderFooterView(reuseIdentifier: reuseIdentifier)
    case "navigationBar": result.kind = .navigationBar(bar)
    case "navigationItem": result.kind = .navigationItem(item)
    case "barButtonItem": result.kind = .barButtonItem(barButton)
    case "viewController": result.kind = .viewController(controller)
    case "tableViewController": result.kind = .tableViewController(controller)
    case "navigationController": result.kind = .navigationController(controller)
    case "viewLayoutGuide", "viewControllerLayoutGuide":
      result.kind = guide.map { .layoutGuide($0) } ?? .unsupported
    case "placeholder": result.kind = .placeholder(placeholder ?? "")
    case "exit": result.kind = .exit
    default: result.kind = .unsupported
    }
    return result
  }
}
