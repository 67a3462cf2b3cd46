import SectionalGraphics

/// What a navigation bar shows while its view controller is on top, as `UINavigationItem`:
/// the title, the bar button items on either side and the back button the next controller
/// shows.
///
/// Every change redraws the bar that shows the item.
@MainActor
open class NavigationItem {
  /// Creates an item with `title`, as `UINavigationItem(title:)`.
  public init(title: String) {
    self.title = title
  }

  /// Creates an item with no title.
  public init() {}

  /// Creates an item with an optional title (a view controller's navigation item).
  init(title: String?) {
    self.title = title
  }

  /// The title drawn in the middle of the bar.
  open var title: String? {
    didSet { itemDidChange() }
  }

  /// The item the back button shows when this item is just below the top one; `nil` (the
  /// default) titles the back button with ``backButtonTitle`` or ``title``.
  open var backBarButtonItem: BarButtonItem? {
    didSet { itemDidChange() }
  }

  /// The back button's title when this item is just below the top one and
  /// ``backBarButtonItem`` is `nil`; `nil` uses ``title``.
  open var backButtonTitle: String? {
    didSet { itemDidChange() }
  }

  /// Whether the bar hides the back button while this item is on top; `false` by default.
  open var hidesBackButton = false {
    didSet { itemDidChange() }
  }

  /// Whether the left items show beside the back button (`true`) or replace it (`false`, the
  /// default).
  open var leftItemsSupplementBackButton = false {
    didSet { itemDidChange() }
  }

  /// The items at the left of the bar, from the left edge inwards.
  open var leftBarButtonItems: [BarButtonItem]? {
    didSet { itemDidChange() }
  }

  /// The items at the right of the bar, from the right edge inwards.
  open var rightBarButtonItems: [BarButtonItem]? {
    didSet { itemDidChange() }
  }

  /// The first of ``leftBarButtonItems``; setting it replaces them all.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems`` (the rightmost); setting it replaces them all.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets ``hidesBackButton``; the change shows at once (`animated` is accepted for UIKit's
  /// signature).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets ``leftBarButtonItem``; the change shows at once.
  open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets ``rightBarButtonItem``; the change shows at once.
  open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets ``leftBarButtonItems``; the change shows at once.
  open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets ``rightBarButtonItems``; the change shows at once.
  open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// The title the back button shows when this item is just below the top one:
  /// ``backBarButtonItem``'s title, else ``backButtonTitle``, else ``title``, else "Back"
  /// for a missing or empty one.
  public var effectiveBackButtonTitle: String {
    let candidate = backBarButtonItem?.title ?? backButtonTitle ?? title
    guard let candidate, !candidate.isEmpty else { return "Back" }
    return candidate
  }

  /// The bar that shows the item (its handle: the item does not keep the bar alive).
  var barHandle: ItemHandle?

  /// Tells the bar that shows the item to rebuild its buttons and redraw.
  func itemDidChange() {
    (barHandle?.view as? NavigationBar)?.itemsDidChange()
  }
}
