/// What an object is, with the properties of its own class.
public enum IBObjectKind: Sendable, Hashable {
  /// A plain `<view>` (`UIView`).
  case view
  /// A `<label>` (`UILabel`).
  case label(IBLabel)
  /// An `<imageView>` (`UIImageView`).
  case imageView(IBImageView)
  /// A `<button>` (`UIButton`).
  case button(IBButton)
  /// A `<stackView>` (`UIStackView`).
  case stackView(IBStackView)
  /// A `<tableView>` (`UITableView`).
  case tableView(IBTableView)
  /// A `<tableViewCell>` (`UITableViewCell`).
  case tableViewCell(IBTableViewCell)
  /// A cell's `<tableViewCellContentView key="contentView">`.
  case tableViewCellContentView
  /// A `<tableViewHeaderFooterView>` (`UITableViewHeaderFooterView`) and its reuse
  /// identifier.
  case tableViewHeaderFooterView(reuseIdentifier: String?)
  /// A `<navigationBar>` (`UINavigationBar`).
  case navigationBar(IBNavigationBar)
  /// A `<navigationItem>` (`UINavigationItem`).
  case navigationItem(IBNavigationItem)
  /// A `<barButtonItem>` (`UIBarButtonItem`).
  case barButtonItem(IBBarButtonItem)
  /// A `<viewController>` (`UIViewController`).
  case viewController(IBViewController)
  /// A `<tableViewController>` (`UITableViewController`).
  case tableViewController(IBViewController)
  /// A `<navigationController>` (`UINavigationController`); its root is the destination of
  /// its `rootViewController` relationship segue.
  case navigationController(IBViewController)
  /// A layout guide that constraints can refer to by id.
  case layoutGuide(IBLayoutGuideKind)
  /// A `<placeholder>` such as the File's Owner (`IBFilesOwner`) or First Responder
  /// (`IBFirstResponder`), by its placeholder identifier.
  case placeholder(String)
  /// A storyboard scene's `<exit>` (unwind segues' target).
  case exit
  /// An element the reader does not support, loaded with the common view properties and
  /// its children so that references to it resolve (a warning says so).
  case unsupported

  /// The UIKit class the element stands for, such as `UILabel`; `nil` for placeholders,
  /// layout guides and unsupported elements.
  public var uiKitClassName: String? {
    switch self {
    case .view: "UIView"
    case .label: "UILabel"
    case .imageView: "UIImageView"
    case .button: "UIButton"
    case .stackView: "UIStackView"
    case .tableView: "UITableView"
    case .tableViewCell: "UITableViewCell"
    case .tableViewCellContentView: "UITableViewCellContentView"
    case .tableViewHeaderFooterView: "UITableViewHeaderFooterView"
    case .navigationBar: "UINavigationBar"
    case .navigationItem: "UINavigationItem"
    case .barButtonItem: "UIBarButtonItem"
    case .viewController: "UIViewController"
    case .tableViewController: "UITableViewController"
    case .navigationController: "UINavigationController"
    case .layoutGuide, .placeholder, .exit, .unsupported: nil
    }
  }

  /// Whether the object is a view controller.
  public var isViewController: Bool {
    switch self {
    case .viewController, .tableViewController, .navigationController: true
    default: false
    }
  }
}

/// An `<imageView>`'s own properties (a `UIImageView`).
public struct IBImageView: Sendable, Hashable {
  /// The image's name (`image=`, or `<imageReference key="image" image=…>`).
  public var image: String?
  /// The highlighted image's name (`highlightedImage=`).
  public var highlightedImage: String?

  /// An image view with no image.
  public init() {}
}

/// Which layout guide a guide object is.
public enum IBLayoutGuideKind: String, Sendable, Hashable, CaseIterable {
  /// The safe area (`<viewLayoutGuide key="safeArea">`).
  case safeArea
  /// The layout margins guide (`<viewLayoutGuide key="layoutMargins">`).
  case layoutMargins
  /// A view controller's old top layout guide (`<viewControllerLayoutGuide type="top">`).
  case topLayoutGuide
  /// A view controller's old bottom layout guide (`type="bottom"`).
  case bottomLayoutGuide
}
