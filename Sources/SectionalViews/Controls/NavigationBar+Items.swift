import SectionalGraphics

// The bar's items, as `UINavigationBar`'s: a stack of navigation items whose top one gives the
// title and the bar button items, and a back button titled after the item below it. The
// positions are Sectional's (Documentation/ViewControllers.md § Navigation bar).
extension NavigationBar {
  /// The back button's chevron starts this far from the leading edge: 8 pt.
  public static let backButtonLeading: Double = 8
  /// Bar button items stay this far from the bar's edges: 16 pt.
  public static let itemMargin: Double = 16
  /// The space between neighbouring items, and between the items and the title: 8 pt.
  public static let itemSpacing: Double = 8

  /// The navigation items, bottom to top, as `UINavigationBar.items`; setting them is
  /// ``setItems(_:animated:)`` without animation.
  public var items: [NavigationItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }

  /// The item on top, whose title and bar button items show.
  public var topItem: NavigationItem? { storedItems.last }

  /// The item just below the top one, which titles the back button.
  public var backItem: NavigationItem? {
    storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil
  }

  /// Puts `item` on top.
  ///
  /// The bar shows it at once: `animated` is accepted for UIKit's signature (the navigation
  /// controller animates its content, not the bar).
  public func pushItem(_ item: NavigationItem, animated: Bool) {
    setItems(storedItems + [item], animated: animated)
  }

  /// Takes the top item off and returns it (`nil` when the bar has none), as
  /// `popItem(animated:)`.
  @discardableResult
  public func popItem(animated: Bool) -> NavigationItem? {
    guard let top = storedItems.last else { return nil }
    setItems(Array(storedItems.dropLast()), animated: animated)
    return top
  }

  /// Replaces the items, as `setItems(_:animated:)`; `nil` means none.
  public func setItems(_ items: [NavigationItem]?, animated: Bool) {
    let newItems = items ?? []
    for item in storedItems where !newItems.contains(where: { $0 === item }) {
      item.barHandle = nil
    }
    storedItems = newItems
    for item in newItems { item.barHandle = handle }
    itemsDidChange()
  }

  /// The title drawn in the middle: the top item's, or ``title`` when there are no items.
  var displayedTitle: String? {
    storedItems.isEmpty ? title : topItem?.title
  }

  /// Makes the buttons for the top item again and redraws.
  func itemsDidChange() {
    backButton?.removeFromSuperview()
    backButton = nil
    for button in leftItemButtons + rightItemButtons { button.removeFromSuperview() }
    leftItemButtons = []
    rightItemButtons = []
    if let top = topItem {
      let leftItems = top.leftBarButtonItems ?? []
      if let backItem, !top.hidesBackButton,
        leftItems.isEmpty || top.leftItemsSupplementBackButton
      {
        let button = NavigationBackButton()
        button.setTitle(backItem.effectiveBackButtonTitle, for: .normal)
        button.addAction(
          Action { [handle] _ in (handle.view as? NavigationBar)?.backTapped() },
          for: .touchUpInside)
        addSubview(button)
        backButton = button
      }
      leftItemButtons = leftItems.map(makeButton)
      rightItemButtons = (top.rightBarButtonItems ?? []).map(makeButton)
    }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// A tap on the back button: the navigation controller's pop, or the bar's own.
  func backTapped() {
    if let backAction {
      backAction()
    } else {
      popItem(animated: true)
    }
  }

  /// Makes, adds and returns the button of `item`.
  private func makeButton(for item: BarButtonItem) -> BarItemButton {
    item.barHandle = handle
    let button = BarItemButton(item: item)
    addSubview(button)
    return button
  }

  /// Sizes the buttons to fit and places them: the back button at ``backButtonLeading``,
  /// then the left items, the right items from the trailing margin inwards, each full height
  /// and ``itemSpacing`` apart; the title keeps clear of the wider side.
  func layoutItemButtons() {
    let height = bounds.height
    var leftEdge = NavigationBar.itemMargin - NavigationBar.itemSpacing
    var leftReach = 0.0
    if let backButton {
      let size = backButton.sizeThatFits(bounds.size)
      backButton.frame = CGRect(
        x: NavigationBar.backButtonLeading, y: 0, width: size.width, height: height)
      leftEdge = backButton.frame.maxX
      leftReach = leftEdge
    }
    for button in leftItemButtons {
      let size = button.sizeThatFits(bounds.size)
      button.frame = CGRect(
        x: leftEdge + NavigationBar.itemSpacing, y: 0, width: size.width, height: height)
      leftEdge = button.frame.maxX
      leftReach = leftEdge
    }
    var rightEdge = bounds.width - NavigationBar.itemMargin + NavigationBar.itemSpacing
    var rightReach = 0.0
    for button in rightItemButtons {
      let size = button.sizeThatFits(bounds.size)
      button.frame = CGRect(
        x: rightEdge - NavigationBar.itemSpacing - size.width, y: 0, width: size.width,
        height: height)
      rightEdge = button.frame.minX
      rightReach = bounds.width - rightEdge
    }
    let reach = max(leftReach, rightReach)
    let inset = reach > 0 ? reach + NavigationBar.itemSpacing : 0
    if inset != titleInset {
      titleInset = inset
      setNeedsDisplay()
    }
  }
}

/// The button of one bar button item: its title (17 pt, semibold for `.done`) or image in the
/// item's tint, disabled with the item.
@MainActor
final class BarItemButton: Button {
  /// The item the button shows and fires.
  let item: BarButtonItem

  /// Makes the button of `item`.
  init(item: BarButtonItem) {
    self.item = item
    super.init(frame: .zero)
    titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    setTitle(item.title, for: .normal)
    setImage(item.image, for: .normal)
    if let tint = item.tintColor { tintColor = tint }
    isEnabled = item.isEnabled
    addAction(
      Action { action in
        guard let button = action.sender as? BarItemButton else { return }
        button.item.performAction(from: button)
      }, for: .touchUpInside)
  }

  /// Not archived: bar item buttons are made by their bar.
  required init?(coder: NSCoder) {
    preconditionFailure("a BarItemButton is made by its navigation bar, never decoded")
  }
}

/// The back button: a chevron and the title of the item below the top one, in the tint colour.
@MainActor
final class NavigationBackButton: Button {
  /// The chevron's box: 13 × 21 pt, its stroke 3 pt wide, then 6 pt to the title.
  static let chevronSize = CGSize(width: 13, height: 21)
  /// The chevron's stroke width.
  static let chevronLineWidth: Double = 3
  /// The space between the chevron and the title.
  static let chevronGap: Double = 6

  /// Makes a back button with the 17 pt system font and room for the chevron.
  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    titleLabel?.font = .systemFont(ofSize: 17)
    contentEdgeInsets = EdgeInsets(
      top: 0, left: Self.chevronSize.width + Self.chevronGap, bottom: 0, right: 0)
  }

  /// Not archived: back buttons are made by their bar.
  required init?(coder: NSCoder) {
    preconditionFailure("a NavigationBackButton is made by its navigation bar, never decoded")
  }

  /// Draws the chevron, vertically centred at the leading edge, in the title's colour.
  override func draw(_ rect: CGRect, into list: inout DisplayList) {
    let size = Self.chevronSize
    let inset = Self.chevronLineWidth / 2
    let top = CGPoint(x: size.width - inset, y: rect.midY - size.height / 2 + inset)
    let tip = CGPoint(x: inset, y: rect.midY)
    let bottom = CGPoint(x: size.width - inset, y: rect.midY + size.height / 2 - inset)
    let color = currentTitleColor
    list.line(from: top, to: tip, color: color, lineWidth: Self.chevronLineWidth)
    list.line(from: tip, to: bottom, color: color, lineWidth: Self.chevronLineWidth)
  }
}
