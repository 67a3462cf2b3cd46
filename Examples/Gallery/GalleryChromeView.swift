import Sectional

/// The gallery app's chrome as views: a tab bar of one button per scene at the top and a
/// status line at the bottom, over a transparent middle where the app draws the scene.
///
/// The tabs share the width equally (edges rounded down to whole points); the selected tab's
/// title is in the tint colour over an indicator bar, the others in `secondaryLabel`.
@MainActor
final class GalleryChromeView: View {
  /// The sizes and fonts.
  let chrome: GalleryChrome
  /// The tab bar's background.
  let tabBar = View()
  /// One button per scene, in `GalleryScene.all` order.
  let tabs: [Button]
  /// The bar under the selected tab.
  let indicator = View()
  /// The status line's background.
  let statusBar = View()
  /// The status text.
  let statusLabel = Label()
  /// Called with a tab's index when a tap on it ends inside it.
  var onSelectTab: ((Int) -> Void)?

  /// The index of the highlighted tab.
  var selectedIndex = 0 {
    didSet {
      guard selectedIndex != oldValue else { return }
      updateSelection()
      setNeedsLayout()
    }
  }

  /// Creates the chrome with a tab per title.
  init(chrome: GalleryChrome, titles: [String]) {
    self.chrome = chrome
    tabs = titles.map { title in
      let button = Button()
      button.setTitle(title, for: .normal)
      button.titleLabel?.font = chrome.tabFont
      return button
    }
    super.init(frame: .zero)
    tabBar.backgroundColor = .secondarySystemBackground
    statusBar.backgroundColor = .secondarySystemBackground
    statusLabel.font = chrome.statusFont
    statusLabel.textColor = .label
    addSubview(tabBar)
    for (index, tab) in tabs.enumerated() {
      tab.addAction(
        Action { [weak self] _ in self?.onSelectTab?(index) }, for: .touchUpInside)
      tabBar.addSubview(tab)
    }
    tabBar.addSubview(indicator)
    addSubview(statusBar)
    statusBar.addSubview(statusLabel)
    updateSelection()
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// The frame of tab `index` in the chrome's coordinates.
  func tabFrame(at index: Int) -> CGRect {
    let width = bounds.width
    let count = Double(tabs.count)
    let minX = (width * Double(index) / count).rounded(.down)
    let maxX = (width * Double(index + 1) / count).rounded(.down)
    return CGRect(x: minX, y: 0, width: maxX - minX, height: chrome.tabBarHeight)
  }

  /// Places the tab bar, tabs, indicator and status line for the current bounds.
  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    tabBar.frame = CGRect(x: 0, y: 0, width: width, height: chrome.tabBarHeight)
    for index in tabs.indices { tabs[index].frame = tabFrame(at: index) }
    let selected = tabFrame(at: selectedIndex)
    indicator.frame = CGRect(
      x: selected.minX, y: chrome.tabBarHeight - chrome.indicatorHeight, width: selected.width,
      height: chrome.indicatorHeight)
    statusBar.frame = CGRect(
      x: 0, y: max(0, bounds.height - chrome.statusLineHeight), width: width,
      height: chrome.statusLineHeight)
    statusLabel.frame = CGRect(
      x: chrome.horizontalPadding, y: 0, width: max(0, width - 2 * chrome.horizontalPadding),
      height: chrome.statusLineHeight)
  }

  /// Colours the selected tab's title and the indicator with the tint, the rest grey.
  private func updateSelection() {
    for (index, tab) in tabs.enumerated() {
      tab.setTitleColor(index == selectedIndex ? tintColor : .secondaryLabel, for: .normal)
      tab.isSelected = index == selectedIndex
    }
    indicator.backgroundColor = chrome.indicatorHeight > 0 ? tintColor : nil
  }
}
