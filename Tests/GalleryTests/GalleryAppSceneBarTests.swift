import Sectional
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// A scene that draws its own navigation bar (seed 003's StarCraft scene) shows one bar in the
/// app: the app's, in the scene bar's look while the scene is on top.
@MainActor
@Suite struct GalleryAppSceneBarTests {
  /// The navigation bars in `view`'s subtree, `view` included.
  private func bars(in view: View) -> [NavigationBar] {
    ((view as? NavigationBar).map { [$0] } ?? []) + view.subviews.flatMap { bars(in: $0) }
  }

  @Test("the StarCraft scene pushed: one bar, the app's, and the table fills the area below it")
  func oneBar() throws {
    let recorded = try RecordedGalleryApp(scene: "starcraft")
    let app = recorded.app
    #expect(bars(in: app.window).count == 1)
    #expect(bars(in: app.window).first === app.navigationController.navigationBar)
    let table = try #require(app.currentScene?.tableView)
    #expect(
      table.convert(table.bounds, to: app.window) == CGRect(x: 0, y: 44, width: 390, height: 772))
    // The scene's bar is out of the tree; the app's bar shows the scene's title.
    let scene = try #require(app.currentScene as? StarcraftScene)
    #expect(scene.navigationBar.superview == nil)
    #expect(scene.navigationBar.title == "Races")
  }

  @Test(
    "while the StarCraft scene is on top the app's bar wears its theme; back on the list, its own look"
  )
  func barLook() throws {
    let recorded = try RecordedGalleryApp()
    let app = recorded.app
    let bar = app.navigationController.navigationBar
    bar.barStyle = .default
    bar.barTintColor = .systemRed
    bar.titleTextAttributes = [.foregroundColor: Color.systemBlue]
    app.showScene(at: 3)
    #expect(app.currentScreenName == "starcraft")
    #expect(bar.barStyle == .black)
    #expect(bar.barTintColor == Theme.Colors.foreground.color)
    #expect(bar.titleTextAttributes?[.font] as? Font == Theme.Fonts.boldTitleFont.font)
    #expect(bar.titleTextAttributes?[.foregroundColor] as? Color == Theme.Colors.tintColor.color)
    #expect(app.advanceAnimations(to: 1))
    #expect(!app.advanceAnimations(to: 1.35))
    #expect(app.goBack())
    #expect(app.currentScreenName == "list")
    #expect(bar.barStyle == .default)
    #expect(bar.barTintColor == .systemRed)
    #expect(bar.titleTextAttributes?[.foregroundColor] as? Color == .systemBlue)
    #expect(bar.titleTextAttributes?[.font] == nil)
  }

  @Test("a scene without a bar of its own leaves the app's bar as it is")
  func otherScenes() throws {
    let recorded = try RecordedGalleryApp()
    let app = recorded.app
    let bar = app.navigationController.navigationBar
    bar.barTintColor = .systemRed
    app.showScene(at: 5)
    #expect(app.currentScreenName == "contacts")
    #expect(bar.barTintColor == .systemRed)
    #expect(bars(in: app.window).count == 1)
  }
}
