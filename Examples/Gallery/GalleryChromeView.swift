import Sectional

/// The gallery app's chrome as views: a status line at the bottom and, when the chrome
/// replaces the navigation bar (``GalleryChrome/replacesNavigationBar``), a title line at the
/// top with a back button on its leading side and the top screen's title in the middle, over
/// a transparent middle where the app draws its navigation controller.
@MainActor
final class GalleryChromeView: View {
  /// The sizes and fonts.
  let chrome: GalleryChrome
  /// The title line's background (zero height without a title line).
  let titleBar = View()
  /// The title line's back button, hidden on the list.
  let backButton = Button()
  /// The title line's title.
  let titleLabel = Label()
  /// The status line's background.
  let statusBar = View()
  /// The status text.
  let statusLabel = Label()
  /// Called when a tap on the back button ends inside it.
  var onBack: (() -> Void)?

  /// Creates the chrome.
  init(chrome: GalleryChrome) {
    self.chrome = chrome
    super.init(frame: .zero)
    titleBar.backgroundColor = .secondarySystemBackground
    statusBar.backgroundColor = .secondarySystemBackground
    backButton.setTitle("< Back", for: .normal)
    backButton.titleLabel?.font = chrome.titleFont
    backButton.addAction(Action { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
    titleLabel.font = chrome.titleFont
    titleLabel.textColor = .label
    titleLabel.textAlignment = .center
    statusLabel.font = chrome.statusFont
    statusLabel.textColor = .label
    if chrome.replacesNavigationBar {
      addSubview(titleBar)
      titleBar.addSubview(titleLabel)
      titleBar.addSubview(backButton)
    }
    addSubview(statusBar)
    statusBar.addSubview(statusLabel)
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Shows `title` in the title line, and the back button when `canGoBack`.
  func showTitle(_ title: String, canGoBack: Bool) {
    titleLabel.text = title
    backButton.isHidden = !canGoBack
    setNeedsLayout()
  }

  /// Places the title line, its button and title, and the status line for the current bounds.
  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let lineHeight = chrome.titleLineHeight
    titleBar.frame = CGRect(x: 0, y: 0, width: width, height: lineHeight)
    titleLabel.frame = CGRect(x: 0, y: 0, width: width, height: lineHeight)
    let backWidth = backButton.sizeThatFits(CGSize(width: width, height: lineHeight)).width
    backButton.frame = CGRect(
      x: chrome.horizontalPadding, y: 0, width: min(backWidth, width), height: lineHeight)
    statusBar.frame = CGRect(
      x: 0, y: max(0, bounds.height - chrome.statusLineHeight), width: width,
      height: chrome.statusLineHeight)
    statusLabel.frame = CGRect(
      x: chrome.horizontalPadding, y: 0, width: max(0, width - 2 * chrome.horizontalPadding),
      height: chrome.statusLineHeight)
  }
}
