import SectionalCairo
import SectionalGraphics
import SectionalRecipes
import SectionalViews

/// One recipe on a canvas: its caption, then its views top to bottom, in a window.
@MainActor
struct GalleryPlate {
  /// The space around and between the views, in points.
  static let spacing = 12.0

  /// The window everything is drawn in.
  let window: Window

  /// Lays the recipe's views out at `width` in a window as tall as they need.
  init(recipe: RecipeHeaders.Recipe, width: Double) {
    if recipe.name == "starcraft" { Self.applyStarcraftTheme() }
    let root = View()
    root.backgroundColor = recipe.background
    let caption = Label()
    caption.text = recipe.caption
    caption.numberOfLines = 0
    caption.font = .systemFont(ofSize: 13)
    caption.textColor =
      recipe.name == "starcraft" ? Theme.Colors.lightTextColor.color : .secondaryLabel
    let captionHeight = PangoTextMetrics.shared.size(
      of: recipe.caption, font: caption.font, maxWidth: width - 2 * Self.spacing
    ).height
    caption.frame = Rect(
      x: Self.spacing, y: Self.spacing, width: width - 2 * Self.spacing, height: captionHeight)
    root.addSubview(caption)
    var y = caption.frame.maxY + Self.spacing
    for view in recipe.build(width) {
      view.frame.origin = Point(x: 0, y: y)
      root.addSubview(view)
      y = view.frame.maxY + Self.spacing
    }
    window = Window(frame: Rect(x: 0, y: 0, width: width, height: y))
    window.textMeasurer = PangoTextMetrics.shared
    if recipe.name == "starcraft" { window.tintColor = Theme.Colors.tintColor.color }
    window.rootView = root
  }

  /// What seed 003's `AppDelegate` does: the theme through appearance proxies.
  static func applyStarcraftTheme() {
    let navBarAppearance = NavigationBar.appearance()
    navBarAppearance.titleTextAttributes = NavigationBar.TextAttributes(
      font: Theme.Fonts.boldTitleFont.font, foregroundColor: Theme.Colors.tintColor.color)
    navBarAppearance.barStyle = .black
    navBarAppearance.barTintColor = Theme.Colors.foreground.color
  }

  /// Renders the window at `scale` and writes it as a PNG file at `path`.
  func write(to path: String, scale: Double) throws {
    let list = window.render()
    try CairoRenderer(scale: scale, background: .white).writePNG(
      list, size: window.frame.size, to: path)
  }
}
