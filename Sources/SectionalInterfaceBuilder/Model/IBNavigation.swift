/// A `<navigationBar>`'s own properties (a `UINavigationBar`).
public struct IBNavigationBar: Sendable, Hashable {
  /// The bar style (`barStyle=`), such as `black`.
  public var barStyle: String?
  /// `isTranslucent` (`translucent=`).
  public var isTranslucent = true
  /// `prefersLargeTitles`.
  public var prefersLargeTitles = false
  /// The bar tint colour (`<color key="barTintColor">`).
  public var barTintColor: IBColor?

  /// A bar with UIKit's defaults.
  public init() {}
}

/// A `<navigationItem>`'s own properties (a `UINavigationItem`).
public struct IBNavigationItem: Sendable, Hashable {
  /// The title (`title=`).
  public var title: String?
  /// The large-title display mode (`largeTitleDisplayMode=`), such as `never`.
  public var largeTitleDisplayMode: String?

  /// An item with no title.
  public init() {}
}

/// A `<barButtonItem>`'s own properties (a `UIBarButtonItem`).
public struct IBBarButtonItem: Sendable, Hashable {
  /// The title (`title=`).
  public var title: String?
  /// The image's name (`image=`).
  public var image: String?
  /// The system item (`systemItem=`), such as `add`.
  public var systemItem: String?
  /// The style (`style=`), such as `done`.
  public var style: String?

  /// An item with nothing set.
  public init() {}
}

/// A view controller's own properties, shared by `<viewController>`,
/// `<tableViewController>` and `<navigationController>`.
public struct IBViewController: Sendable, Hashable {
  /// The identifier for `instantiateViewController(withIdentifier:)`
  /// (`storyboardIdentifier=`).
  public var storyboardIdentifier: String?
  /// The title (`title=`).
  public var title: String?
  /// `clearsSelectionOnViewWillAppear` of a table view controller, when given.
  public var clearsSelectionOnViewWillAppear: Bool?

  /// A controller with nothing set.
  public init() {}
}
