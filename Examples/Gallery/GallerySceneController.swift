import Sectional
import SectionalRecipes

/// One gallery scene as a view controller the app pushes: its view holds the scene's content,
/// taken out of the window the scene built itself in.
///
/// Scenes are the seeds' controllers, each built in its own `Window` (the PNG renderer and the
/// snapshot tests draw that window). In the app the scene's root view moves into this
/// controller's view instead, with the window's background and tint colour, which scenes set
/// on their window (grouped colours' pastel, starcraft's theme tint); the view keeps the
/// content filling its bounds. The title is the scene's, so the navigation bar shows it.
///
/// A scene that draws its own navigation bar above its table (seed 003's StarCraft scene, whose
/// bar stands for its app's navigation controller) would show a second bar under the app's.
/// Here the app's bar is that bar: the scene's is taken out, its table fills the content, and
/// while the scene is on top the app's bar wears the scene bar's look (bar style, bar tint,
/// title attributes, which the scene's appearance proxy gave it), as the post's one bar does.
@MainActor
final class GallerySceneController: ViewController {
  /// The entry the scene was made from.
  let entry: GalleryScene
  /// The scene shown.
  let scene: any TableScene
  /// The navigation bar the scene drew above its table, taken out of the content; `nil` for
  /// scenes without one.
  private(set) var sceneBar: NavigationBar?
  /// The app bar's own look, kept while it wears the scene bar's.
  private var appBarLook: BarLook?

  /// Wraps `scene`, made from `entry`, titled with the entry's title.
  init(entry: GalleryScene, scene: any TableScene) {
    self.entry = entry
    self.scene = scene
    super.init(nibName: nil, bundle: nil)
    title = entry.title
  }

  /// Never made from an archive: the stub UIKit code writes for a controller made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Makes a view with the scene window's background and tint and moves the scene's root
  /// view into it.
  override func loadView() {
    let container = SceneContainerView()
    container.backgroundColor = scene.window.backgroundColor
    container.tintColor = scene.window.tintColor
    if let content = scene.window.rootView {
      scene.window.rootView = nil
      if let bar = content.subviews.first(where: { $0 is NavigationBar }) as? NavigationBar {
        bar.removeFromSuperview()
        sceneBar = bar
        scene.tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scene.tableView.frame = content.bounds
      }
      container.addSubview(content)
    }
    view = container
  }

  /// Gives the app's bar the scene bar's look, keeping its own to give back.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let sceneBar, let appBar = navigationController?.navigationBar else { return }
    if appBarLook == nil { appBarLook = BarLook(of: appBar) }
    BarLook(of: sceneBar).apply(to: appBar)
  }

  /// Gives the app's bar its own look back.
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard let look = appBarLook, let appBar = navigationController?.navigationBar else { return }
    look.apply(to: appBar)
    appBarLook = nil
  }
}

/// What a navigation bar looks like apart from its items: the properties an appearance proxy
/// sets on it.
@MainActor
struct BarLook {
  /// The bar style.
  var barStyle: BarStyle
  /// The bar tint colour.
  var barTintColor: Color?
  /// The title's text attributes.
  var titleTextAttributes: [NSAttributedString.Key: Any]?

  /// The look of `bar`.
  init(of bar: NavigationBar) {
    barStyle = bar.barStyle
    barTintColor = bar.barTintColor
    titleTextAttributes = bar.titleTextAttributes
  }

  /// Gives `bar` this look.
  func apply(to bar: NavigationBar) {
    bar.barStyle = barStyle
    bar.barTintColor = barTintColor
    bar.titleTextAttributes = titleTextAttributes
  }
}

/// A scene controller's view: its one subview, the scene's content, fills it.
@MainActor
final class SceneContainerView: View {
  /// Keeps the content filling the bounds.
  override func layoutSubviews() {
    super.layoutSubviews()
    for subview in subviews { subview.frame = bounds }
  }
}
