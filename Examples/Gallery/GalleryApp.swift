import Sectional
import SectionalRecipes

/// The interactive gallery both hosts show: a tab bar of the six scenes at the top, the
/// current scene's table below it and a status line at the bottom.
///
/// Tap a tab, press `1`–`6`, Left/Right or `[`/`]` to switch scenes (the last wraps to the
/// first). Pointer and scroll events over the scene area go to the scene's window in its own
/// coordinates (the area's origin subtracted); keys go to the scene's table first and reach
/// the app only when the table does not use them. The status line shows the scene's caption
/// until something happens ("Opened https://example.com/ads/sport", "Collapsed section C",
/// "Pinned: K"). Every app event is also passed to ``onEvent`` as one line (see
/// `GalleryApp+Activity.swift`), which hosts print so end-to-end tests can follow input.
///
/// Scenes are built on first show with the app's text measurer, given to ``tableSetup`` and
/// kept; each table animates on the app's ``animator``.
@MainActor
final class GalleryApp {
  /// The chrome's sizes and fonts.
  let chrome: GalleryChrome
  /// Called with one line per app event: `scene <name>`, `tap header <scene> <section>`,
  /// `open <url>`, `collapse <scene> <section>`, `expand <scene> <section>`,
  /// `pin <scene> <section>`, `scroll <scene> <offset>`.
  var onEvent: ((String) -> Void)?
  /// The host surface's size; change it through `resize(to:)`.
  var size: CGSize
  /// The window of the chrome (tab bar and status line), the app's full size.
  let chromeWindow = Window()
  /// The tab bar and status line.
  let chromeView: GalleryChromeView
  /// The clock ``animator`` reads: host time with idle gaps left out.
  let animationClock = GalleryAnimationClock()
  /// Runs every scene table's collapse and update animations.
  let animator: Animator
  /// Runs on each scene's table after the scene is made.
  let tableSetup: ((TableView) -> Void)?
  /// The index in `GalleryScene.all` of the scene shown.
  private(set) var sceneIndex: Int
  /// The scenes built so far, by index.
  private(set) var builtScenes: [Int: any TableScene] = [:]
  /// The last content offset reported per scene, so scrolls are reported once.
  var reportedOffsets: [Int: Double] = [:]
  /// Where each pointer's events go until it comes up: the scene window (with its origin in
  /// app coordinates) or the chrome.
  var pointerTargets: [Int: (window: Window, origin: CGPoint)] = [:]
  /// Whether the app changed something the windows do not know of (a scene switch).
  var needsRedraw = true
  /// Whether an animation ran through the last `advanceAnimations(to:)`.
  var wasAnimating = false

  /// The text measurer of the chrome and every scene; setting it re-measures them all.
  var textMeasurer: (any TextMeasuring)? {
    didSet {
      chromeWindow.textMeasurer = textMeasurer
      for scene in builtScenes.values { scene.window.textMeasurer = textMeasurer }
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

  /// Gives the chrome and every built scene's window ``windowTraits``.
  private func applyTraits() {
    let traits = windowTraits
    guard traits != chromeWindow.hostTraitCollection else { return }
    chromeWindow.hostTraitCollection = traits
    for scene in builtScenes.values { scene.window.hostTraitCollection = traits }
    needsRedraw = true
  }

  /// Creates the app at `size` showing `initialScene` (a `GalleryScene` name; the first scene
  /// when `nil` or unknown), text measured by `textMeasurer` (`nil` keeps
  /// `Label.defaultTextMeasurer`).
  ///
  /// `chrome` defaults to ``GalleryChrome/points``; `tableSetup` runs on each scene's table
  /// right after the scene is made (a terminal applies its metrics profile there).
  init(
    size: CGSize, textMeasurer: (any TextMeasuring)?, chrome: GalleryChrome = .points,
    tableSetup: ((TableView) -> Void)? = nil, initialScene: String? = nil
  ) {
    self.size = size
    self.textMeasurer = textMeasurer
    self.chrome = chrome
    self.tableSetup = tableSetup
    animator = Animator(clock: animationClock)
    sceneIndex = GalleryScene.all.firstIndex { $0.name == initialScene } ?? 0
    chromeView = GalleryChromeView(chrome: chrome, titles: GalleryScene.all.map(\.tabTitle))
    chromeWindow.textMeasurer = textMeasurer
    chromeWindow.frame = CGRect(origin: .zero, size: size)
    chromeWindow.rootView = chromeView
    chromeView.selectedIndex = sceneIndex
    chromeView.onSelectTab = { [unowned self] index in self.showScene(at: index) }
    chromeView.statusLabel.text = GalleryScene.all[sceneIndex].caption
    chromeWindow.layoutIfNeeded()
    _ = currentScene
  }

  /// The scene being shown, built on first use.
  var currentScene: any TableScene { scene(at: sceneIndex) }

  /// The name of the scene being shown.
  var currentSceneName: String { GalleryScene.all[sceneIndex].name }

  /// The status line's text.
  var statusText: String { chromeView.statusLabel.text ?? "" }

  /// The area the scene is shown in, between the tab bar and the status line.
  var sceneRect: CGRect {
    let top = min(chrome.tabBarHeight, size.height)
    let height = max(0, size.height - chrome.tabBarHeight - chrome.statusLineHeight)
    return CGRect(x: 0, y: top, width: size.width, height: height)
  }

  /// The scene at `index`, built (and sized to the scene area) when first asked for.
  func scene(at index: Int) -> any TableScene {
    if let scene = builtScenes[index] { return scene }
    let entry = GalleryScene.all[index]
    let scene = entry.make(sceneRect.size, textMeasurer)
    scene.window.hostTraitCollection = windowTraits
    tableSetup?(scene.tableView)
    scene.tableView.animator = animator
    // The table takes keys first even when it is not the root view (starcraft's sits under
    // a navigation bar in a container), as a first responder would.
    scene.window.keyView = scene.tableView
    scene.onActivity = { [unowned self] activity in self.handle(activity, sceneIndex: index) }
    scene.window.layoutIfNeeded()
    builtScenes[index] = scene
    reportedOffsets[index] = scene.tableView.contentOffset.y
    return scene
  }

  /// Shows the scene at `index` (sized to the scene area), selects its tab, puts its caption
  /// in the status line and reports `scene <name>`; nothing happens for the current scene.
  func showScene(at index: Int) {
    guard GalleryScene.all.indices.contains(index), index != sceneIndex else { return }
    sceneIndex = index
    let scene = currentScene
    scene.window.resize(to: sceneRect.size)
    scene.window.layoutIfNeeded()
    reportedOffsets[index] = scene.tableView.contentOffset.y
    chromeView.selectedIndex = index
    chromeView.statusLabel.text = GalleryScene.all[index].caption
    chromeWindow.layoutIfNeeded()
    needsRedraw = true
    onEvent?("scene \(currentSceneName)")
  }
}
