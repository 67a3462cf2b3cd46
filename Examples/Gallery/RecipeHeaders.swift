import SectionalGraphics
import SectionalRecipes
import SectionalViews

/// The header views of the five recipes (`../shared/seeds`), each written the way its seed
/// writes it with the `UI` prefix dropped, laid out by Auto Layout where the seed uses it.
///
/// These are the headers alone: the table scenes that scroll them arrive with the TableView.
@MainActor
enum RecipeHeaders {
  /// One recipe: its scene name, a one-line caption, and the views it shows, top to bottom.
  struct Recipe {
    /// The scene name of design.md.
    var name: String
    /// What the image shows.
    var caption: String
    /// Builds the views for a table of the given width.
    var build: @MainActor (Double) -> [View]
    /// The colour behind the views.
    var background: Color = .systemGroupedBackground
  }

  /// All recipes, in design.md's order.
  static let all: [Recipe] = [customHeader, groupedColors, headerFits, starcraft, newsAds]

  /// Seed 000: the 22 pt header built in code, then the 68 pt template header.
  static let customHeader = Recipe(
    name: "custom-header",
    caption: "Seed 000: a header built in code (22 pt) and one designed once as a template (68 pt)"
  ) { width in
    // 1. The view for the header.
    let headerView = View(frame: Rect(x: 0, y: 0, width: width, height: 22))
    // 2. A custom background colour and a border.
    headerView.backgroundColor = Color(white: 0.5, alpha: 1)
    headerView.borderColor = Color(white: 0.5, alpha: 1)
    headerView.borderWidth = 1
    // 3. A label.
    let headerLabel = Label()
    headerLabel.frame = Rect(x: 5, y: 2, width: width - 5, height: 18)
    headerLabel.backgroundColor = .clear
    headerLabel.textColor = .white
    headerLabel.font = .boldSystemFont(ofSize: 16)
    headerLabel.text = "This is the custom header view"
    headerLabel.textAlignment = .left
    // 4. Add the label to the header view.
    headerView.addSubview(headerLabel)

    let headerCell = CustomHeaderCell(frame: Rect(x: 0, y: 0, width: width, height: 68))
    headerCell.title.text = "Custom header from cell"
    headerCell.subtitle.text = "The subtitle"
    headerCell.image.image = Image(named: "smiley-face")
    return [headerView, headerCell]
  }

  /// Seed 001: 40 pt headers with a bluish-green bold title and a white shadow, only where a
  /// title exists, over the window's pastel colour.
  static let groupedColors = Recipe(
    name: "grouped-colors",
    caption: "Seed 001: titled sections get a 40 pt custom header; untitled ones none",
    build: { width in
      ["Fruit", nil, "Vegetables"].compactMap { title in
        title.map { groupedHeader(title: $0, width: width) }
      }
    },
    background: Color(red: 0.99, green: 0.93, blue: 0.85))

  /// Seed 001's `viewForHeaderInSection`, ported.
  static func groupedHeader(title sectionTitle: String, width: Double) -> View {
    let label = Label()
    label.frame = Rect(x: 20, y: 6, width: 300, height: 30)
    label.backgroundColor = .clear
    label.textColor = Color(hue: 136.0 / 360.0, saturation: 1.0, brightness: 0.60, alpha: 1.0)
    label.shadowColor = .white
    label.shadowOffset = Size(width: 0.0, height: 1.0)
    label.font = .boldSystemFont(ofSize: 16)
    label.text = sectionTitle
    let view = View(frame: Rect(x: 0, y: 0, width: width, height: 40))
    view.addSubview(label)
    return view
  }

  /// Seed 002: a table header holding a stack of four labels, sized to fit its content.
  static let headerFits = Recipe(
    name: "header-fits",
    caption: "Seed 002: a four-label stack sized by systemLayoutSizeFitting(compressed)"
  ) { width in
    let headerView = FourLabelHeader(frame: Rect(x: 0, y: 0, width: width, height: 44))
    // What the seed's sizeHeaderToFit() does.
    headerView.setNeedsLayout()
    headerView.layoutIfNeeded()
    let height = headerView.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height
    var frame = headerView.frame
    frame.size.height = height
    headerView.frame = frame
    return [headerView]
  }

  /// Seed 003: the themed navigation bar and a 66 pt `RaceHeaderView` per race.
  static let starcraft = Recipe(
    name: "starcraft",
    caption: "Seed 003: a Theme through appearance proxies, RaceHeaderView built with anchors",
    build: { width in
      let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: width, height: 44))
      bar.title = "Races"
      let headers = ["Terran", "Zerg", "Protoss"].map { race in
        let header = RaceHeaderView(frame: Rect(x: 0, y: 0, width: width, height: 66))
        header.label.text = race
        header.imageView.image = Image(named: race.lowercased())
        return header as View
      }
      return [bar] + headers
    },
    background: Theme.Colors.backgroundColor.color)

  /// Seed 004: an ad header, 70% opaque, floating over news rows.
  static let newsAds = Recipe(
    name: "news-ads",
    caption: "Seed 004: a tappable ad header at alpha 0.7 over the news rows under it"
  ) { width in
    let rows = View(frame: Rect(x: 0, y: 0, width: width, height: 4 * 44))
    rows.backgroundColor = .white
    for index in 0..<4 {
      let row = Label()
      row.frame = Rect(x: 16, y: Double(index) * 44 + 11, width: width - 32, height: 22)
      row.text = "News item \(index + 1): Sectional renders section headers on Linux"
      rows.addSubview(row)
    }
    // The header floats over the first rows, as a pinned header does while scrolling.
    let customView = View(frame: Rect(x: 0, y: 0, width: width, height: 81))
    customView.backgroundColor = Color(red: 1.0, green: 1.0, blue: 1.0, alpha: 0.7)
    let button = Button(frame: Rect(x: 0, y: 0, width: width, height: 80))
    button.alpha = 0.7
    button.setImage(Image(named: "ad-banner"), for: .normal)
    customView.addSubview(button)
    rows.addSubview(customView)
    return [rows]
  }
}
