/// UIKit's `UIViewController`: Sectional's `ViewController`.
public typealias UIViewController = ViewController

/// UIKit's `UINavigationController`: Sectional's `NavigationController`.
public typealias UINavigationController = NavigationController

/// UIKit's `UITableViewController`: Sectional's `TableViewController`.
public typealias UITableViewController = TableViewController

/// UIKit's `UINavigationItem`: Sectional's `NavigationItem`.
public typealias UINavigationItem = NavigationItem

/// UIKit's `UIBarButtonItem`: Sectional's `BarButtonItem` (its style is
/// `UIBarButtonItem.Style`, nested as in UIKit).
public typealias UIBarButtonItem = BarButtonItem
