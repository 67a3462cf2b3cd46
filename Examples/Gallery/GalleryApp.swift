import Sectional
import SectionalRecipes

/// The interactive gallery both hosts show, built as a UIKit app is.
///
/// A navigation controller's root is a table of the scenes (``GalleryListController``);
/// choosing a row pushes that scene's view controller (``GallerySceneController``), and the
/// back button or Escape pops back to the list. A status line runs along the bottom.
///
/// Pointer and scroll events over the navigation controller's area go to its window in its own
/// coordinates (the area's origin subtracted); keys go to the top screen's table first (the
/// list takes its own keys before that, ``GalleryListController/handleKey(_:)``) and reach the
/// app only when nothing used them. The status line shows the scene's caption until something
/// happens ("Opened https://example.com/ads/sport", "Collapsed section C", "Pinned: K"). Every
/// app event is also passed to ``onEvent`` as one line (see `GalleryApp+Activity.swift`),
/// which hosts print so end-to-end tests can follow input.
///
/// Scenes are built on first push with the app's text measurer, given to ``tableSetup`` and
/// kept; each table, and the navigation controller's slides, animate on the app's
/// ``animator``.
@MainActor
final class GalleryApp {
  /// The chrome's sizes and fonts.
  let chrome: GalleryChrome
  /// Called with one line per app event.
  ///
  /// The lines: `scene <name>` (a push), `list` (back on the list),
  /// `tap header <scene> <section>`, `open <url>`, `collapse <scene> <section>`,
  /// `expand <scene> <section>`, `pin <scene> <section>`, `scroll <screen> <offset>`.
  var onEvent: ((String) -> Void)?
  /// The host surface's size; change it through `resize(to:)`.
  var size: CGSize
  /// The window of the chrome (status line, and the title line where it replaces the bar),
  /// the app's full size.
  let chromeWindow = Window()
  /// The status line and the title line.
  let chromeView: GalleryChromeView
  /// The window the navigation controller fills, ``contentRect`` in app coordinates.
  let window = Window()
  /// The app's navigation controller: the list at the root, a scene above it once chosen.
  let navigationController: NavigationController
  /// The root screen: the list of scenes.
  let listController = GalleryListController()
  /// The clock ``animator`` reads: host time with idle gaps left out.
  let animationClock = GalleryAnimationClock()
  /// Runs the navigation slides and every scene table's animations.
  let animator: Animator
  /// Runs on each table (the list's and every scene's) after it is made.
  let tableSetup: ((TableView) -> Void)?
  /// The scene controllers built so far, by index in `GalleryScene.all`.
  private(set) var sceneControllers: [Int: GallerySceneController] = [:]
  /// The last content offset reported per screen name, so scrolls are reported once.
  var reportedOffsets: [String: Double] = [:]
  /// Where each pointer's events go until it comes up: the navigation window (with its
  /// origin in app coordinates) or the chrome.
  var pointerTargets: [Int: (window: Window, origin: CGPoint)] = [:]
  /// Whether the app changed something the windows do not know of.
  var needsRedraw = true
  /// Whether an animation ran through the last `advanceAnimations(to:)`.
  var wasAnimating = false
  /// The top controller the app last reported, to notice pushes and pops from any source.
  private var reportedTop: ViewController?

  /// The text measurer of the chrome and the navigation window; setting it re-measures them.
  var textMeasurer: (any TextMeasuring)? {
    didSet {
      chromeWindow.textMeasurer = textMeasurer
      window.textMeasurer = textMeasurer
      needsRedraw = true
    }
  }

  /// The traits the host detected (dark or light, text size, scale).
  var hostTraitCollection = TraitCollection() {
    didSet { applyTraits() }
  }
  /// The traits the user chose with flags or keys, which win over the host's.
  var chosenTraits = TraitCollection() {
    didSet { applyTraits() }
  }
  /// What the windows get: the chosen traits, the host's where none was chosen.
  var windowTraits: TraitCollection { chosenTraits.completing(hostTraitCollection) }

  /// Gives the chrome and the navigation window ``windowTraits``.
  private func applyTraits() {
    let traits = windowTraits
    guard traits != chromeWindow.hostTraitCollection else { return }
    chromeWindow.hostTraitCollection = traits
    window.hostTraitCollection = traits
    needsRedraw = true
  }

  /// Creates the app at `size` showing the list, with `initialScene` (a `GalleryScene` name)
  /// pushed on it when it names a scene, text measured by `textMeasurer` (`nil` keeps
  /// `Label.defaultTextMeasurer`).
  ///
  /// `chrome` defaults to ``GalleryChrome/points``; `tableSetup` runs on each table right
  /// after it is made (a terminal applies its metrics profile there).
  init(
    size: CGSize, textMeasurer: (any TextMeasuring)?, chrome: GalleryChrome = .points,
    tableSetup: ((TableView) -> Void)? = nil, initialScene: String? = nil
  ) {
    self.size = size
    self.textMeasurer = textMeasurer
    self.chrome = chrome
    self.tableSetup = tableSetup
    animator = Animator(clock: animationClock)
    navigationController = NavigationController(rootViewController: listController)
    chromeView = GalleryChromeView(chrome: chrome)
    chromeWindow.textMeasurer = textMeasurer
    chromeWindow.frame = CGRect(origin: .zero, size: size)
    chromeWindow.rootView = chromeView
    chromeView.onBack = { [unowned self] in self.goBack() }
    window.textMeasurer = textMeasurer
    window.frame = CGRect(origin: .zero, size: contentRect.size)
    navigationController.animator = animator
    navigationController.isNavigationBarHidden = chrome.replacesNavigationBar
    listController.loadViewIfNeeded()
    tableSetup?(listController.tableView)
    if let height = chrome.listRowHeight { listController.tableView.rowHeight = height }
    listController.tableView.animator = animator
    listController.onSelectScene = { [unowned self] index in self.showScene(at: index) }
    if let index = GalleryScene.all.firstIndex(where: { $0.name == initialScene }) {
      navigationController.setViewControllers(
        [listController, sceneController(at: index)], animated: false)
    }
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    noteTopController(reporting: false)
    chromeWindow.layoutIfNeeded()
  }

  /// The scene on top of the navigation stack, or `nil` on the list.
  var currentScene: (any TableScene)? { currentSceneController?.scene }

  /// The index in `GalleryScene.all` of the scene on top, or `nil` on the list.
  var currentSceneIndex: Int? {
    let top = navigationController.topViewController
    return sceneControllers.first { $0.value === top }?.key
  }

  /// The name of what is on top: the scene's, or `list`.
  var currentScreenName: String {
    currentSceneIndex.map { GalleryScene.all[$0].name } ?? "list"
  }

  /// The table of the screen on top: the scene's, or the list's.
  var currentTable: TableView { currentScene?.tableView ?? listController.tableView }

  /// The status line's text.
  var statusText: String { chromeView.statusLabel.text ?? "" }

  /// The area the navigation controller fills: below the title line (if the chrome has one)
  /// and above the status line.
  var contentRect: CGRect {
    let top = min(chrome.titleLineHeight, size.height)
    let height = max(0, size.height - chrome.titleLineHeight - chrome.statusLineHeight)
    return CGRect(x: 0, y: top, width: size.width, height: height)
  }

  /// The scene controller at `index`, with its scene built (at the size below the bar, with
  /// the app's traits) when first asked for.
  func sceneController(at index: Int) -> GallerySceneController {
    if let controller = sceneControllers[index] { return controller }
    let entry = GalleryScene.all[index]
    let barHeight = chrome.replacesNavigationBar ? 0 : NavigationBar.standardHeight
    let sceneSize = CGSize(
      width: contentRect.width, height: max(0, contentRect.height - barHeight))
    let scene = entry.make(sceneSize, textMeasurer)
    scene.window.hostTraitCollection = windowTraits
    tableSetup?(scene.tableView)
    scene.tableView.animator = animator
    scene.onActivity = { [unowned self] activity in self.handle(activity, sceneIndex: index) }
    scene.window.layoutIfNeeded()
    let controller = GallerySceneController(entry: entry, scene: scene)
    sceneControllers[index] = controller
    return controller
  }

  /// The controller on top when it is a scene's.
  private var currentSceneController: GallerySceneController? {
    navigationController.topViewController as? GallerySceneController
  }
}

extension GalleryApp {
  /// Pushes the scene at `index` onto the list, sliding it in; nothing happens unless the list
  /// is on top.
  func showScene(at index: Int) {
    guard GalleryScene.all.indices.contains(index),
      navigationController.topViewController === listController
    else { return }
    navigationController.pushViewController(sceneController(at: index), animated: true)
    noteTopController(reporting: true)
  }

  /// Pops back to the list, sliding the scene off; returns whether there was a scene to pop.
  @discardableResult
  func goBack() -> Bool {
    guard navigationController.popViewController(animated: true) != nil else { return false }
    noteTopController(reporting: true)
    return true
  }

  /// Brings the app up to date with the top controller when it changed (a push, the back
  /// button, Escape): keys go to its table, the chrome shows its title, the status line the
  /// scene's caption or the list's hint, and, when `reporting`, `scene <name>` or `list` is
  /// reported.
  func noteTopController(reporting: Bool) {
    guard let top = navigationController.topViewController, top !== reportedTop else { return }
    reportedTop = top
    window.keyView = currentTable
    reportedOffsets[currentScreenName] = currentTable.contentOffset.y
    let index = currentSceneIndex
    chromeView.showTitle(top.title ?? "", canGoBack: index != nil)
    chromeView.statusLabel.text = index.map { GalleryScene.all[$0].caption } ?? Self.listHint
    chromeWindow.layoutIfNeeded()
    needsRedraw = true
    guard reporting else { return }
    onEvent?(index.map { "scene \(GalleryScene.all[$0].name)" } ?? "list")
  }

  /// The status line on the list.
  static let listHint = "Choose a scene: click a row, or Up/Down and Return"
}
