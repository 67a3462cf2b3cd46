import Sectional

/// The gallery app's root screen: a table of the scenes, one row per `GalleryScene.all` entry
/// with its title and caption, whose chosen row asks for that scene to be pushed.
///
/// A `TableViewController` as a UIKit app's list screen is: the table is its view, it is the
/// table's data source and delegate, and the row selected before a push is cleared when the
/// list appears again (`clearsSelectionOnViewWillAppear`). Keys move the selection and open
/// the selected scene (``handleKey(_:)``), since the table itself takes arrow keys to scroll.
@MainActor
final class GalleryListController: TableViewController {
  /// The title of the list, in its navigation bar; the window has the same name.
  static let listTitle = "Sectional Gallery"

  /// Called with a scene's index in `GalleryScene.all` when its row is chosen.
  var onSelectScene: ((Int) -> Void)?

  /// Creates the list, titled ``listTitle``, whose back button on a pushed scene reads
  /// "Scenes": the full title would leave no room for the scene's title in a phone-wide bar.
  init() {
    super.init(style: .plain)
    title = Self.listTitle
    navigationItem.backButtonTitle = "Scenes"
  }

  /// Never made from an archive: the stub UIKit code writes for a controller made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// One row per scene.
  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    GalleryScene.all.count
  }

  /// A subtitle cell: the scene's title over its caption, with a disclosure chevron.
  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Scene")
      ?? TableViewCell(style: .subtitle, reuseIdentifier: "Scene")
    let scene = GalleryScene.all[indexPath.row]
    cell.textLabel?.text = scene.title
    cell.detailTextLabel?.text = scene.caption
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  /// Asks for the chosen scene.
  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    onSelectScene?(indexPath.row)
  }

  /// Takes the list's keys and returns whether it took `press`.
  ///
  /// Down and Up select the next and previous row (the first and the last when none is
  /// selected; they stop at the ends), Return, Enter or Space open the selected row, and
  /// `1`–`9` select and open that scene. Keys with Control, Alt or Command held are not taken.
  func handleKey(_ press: KeyPress) -> Bool {
    guard press.modifiers.isDisjoint(with: [.control, .alternate, .command]) else { return false }
    let count = GalleryScene.all.count
    let selected = tableView.indexPathForSelectedRow?.row
    switch press.key {
    case .downArrow:
      select(selected.map { min($0 + 1, count - 1) } ?? 0)
    case .upArrow:
      select(selected.map { max($0 - 1, 0) } ?? count - 1)
    case .enter, .space:
      guard let selected else { return false }
      onSelectScene?(selected)
    case .character(let text):
      guard let number = Int(text), (1...count).contains(number) else { return false }
      select(number - 1)
      onSelectScene?(number - 1)
    default:
      return false
    }
    return true
  }

  /// Selects row `row` (its cell shows it; the table does not scroll).
  private func select(_ row: Int) {
    tableView.selectRow(
      at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
  }
}
