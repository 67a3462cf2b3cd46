import Sectional
import SectionalRecipes

extension GalleryApp {
  /// Turns a scene's activity into an event line and, except for plain header taps that
  /// lead to something else, a status line.
  ///
  /// Lines: `tap header <scene> <section>`, `pin <scene> <section>`,
  /// `collapse <scene> <section>` or `expand <scene> <section>`, `open <url>`. Status texts:
  /// "Tapped header <name>", "Pinned: <name>", "Collapsed section <name>" or "Expanded
  /// section <name>", "Opened <url>", where `<name>` is the scene's name for the section.
  func handle(_ activity: SceneActivity, sceneIndex index: Int) {
    let sceneName = GalleryScene.all[index].name
    let scene = sceneControllers[index]?.scene
    func name(_ section: Int) -> String { scene?.name(ofSection: section) ?? "\(section)" }
    switch activity {
    case .headerTapped(let section):
      emit("tap header \(sceneName) \(section)", status: "Tapped header \(name(section))")
    case .headerPinned(let section):
      emit("pin \(sceneName) \(section)", status: "Pinned: \(name(section))")
    case .sectionToggled(let section, let collapsed):
      emit(
        "\(collapsed ? "collapse" : "expand") \(sceneName) \(section)",
        status: "\(collapsed ? "Collapsed" : "Expanded") section \(name(section))")
    case .linkOpened(let url):
      emit("open \(url)", status: "Opened \(url)")
    }
  }

  /// Reports `scroll <screen> <offset>` (`<screen>` the scene's name, or `list`) when the top
  /// table's offset moved since the last report (whole offsets without a fraction).
  func reportScroll() {
    let y = currentTable.contentOffset.y
    let name = currentScreenName
    guard reportedOffsets[name] != y else { return }
    reportedOffsets[name] = y
    onEvent?("scroll \(name) \(Self.format(y))")
  }

  /// Passes `line` to `onEvent` and shows `status` in the status line.
  private func emit(_ line: String, status: String) {
    chromeView.statusLabel.text = status
    onEvent?(line)
  }

  /// `y` as text: an integer when it is whole, else the shortest decimal.
  static func format(_ y: Double) -> String {
    if y == y.rounded(), abs(y) < 1e15 { return String(Int(y)) }
    return String(y)
  }
}
