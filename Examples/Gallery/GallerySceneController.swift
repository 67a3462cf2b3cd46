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
@MainActor
final class GallerySceneController: ViewController {
  /// The entry the scene was made from.
  let entry: GalleryScene
  /// The scene shown.
  let scene: any TableScene

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
      container.addSubview(content)
    }
    view = container
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
