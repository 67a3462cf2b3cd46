import SectionalUIKit

/// The diffable scene: planets of the solar system by kind, in a plain table whose data source
/// is a `UITableViewDiffableDataSource`, written as UIKit code (a cell provider, snapshots,
/// `apply(_:animatingDifferences:)`).
///
/// The `s` key, or a tap on any section header, applies the next snapshot of a fixed cycle
/// (``changes``): a section is inserted, items are inserted, an item moves, items are deleted,
/// the section is deleted, and the table goes back to where it began. With an animator on the
/// table the difference animates: inserted and deleted rows and sections slide in from and
/// out to the left (``PlanetsDataSource``'s `defaultRowAnimation`), everything else slides
/// from its old place to its new one (Documentation/Recipes.md § The diffable planets scene).
@MainActor
public final class DiffablePlanetsScene: TableScene, UITableViewDelegate {
  /// The window holding the table.
  public let window: UIWindow
  /// The plain table; the `s` key applies the next snapshot.
  public let tableView: UITableView
  /// Hears header taps (see `SceneActivity`); `nil` by default.
  public var onActivity: ((SceneActivity) -> Void)?
  /// The table's data source, made with the scene; the table holds it weakly, so the scene
  /// keeps it.
  public private(set) lazy var dataSource = makeDataSource()
  /// How many changes of ``changes`` were applied since the scene was built (the next one is
  /// `changes[appliedChanges % changes.count]`).
  public private(set) var appliedChanges = 0
  /// The planets the cell provider made cells for, oldest first: applying a snapshot asks
  /// only for the rows it inserts that are on screen.
  public private(set) var providedPlanets: [String] = []

  /// What each step of the cycle does, in order, as the status line would name it.
  public static let changes = [
    "Insert the section Dwarf planets after Rocky",
    "Insert Haumea, Makemake and Eris after Pluto",
    "Move Earth before Mercury",
    "Delete Venus and Makemake",
    "Delete the section Dwarf planets",
    "Back to the first snapshot",
  ]

  /// Builds the scene and applies the first snapshot: rocky planets, gas giants, ice giants.
  public init(size: CGSize, textMeasurer: (any TextMeasuring)?) {
    window = .scene(size: size, textMeasurer: textMeasurer)
    let table = PlanetsTableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    tableView = table
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Planet")
    tableView.delegate = self
    table.onShuffleKey = { [unowned self] in applyNextChange() }
    dataSource.apply(Self.firstSnapshot(), animatingDifferences: false)
    window.rootView = tableView
    window.layoutIfNeeded()
  }

  /// The data source: a default cell per planet, named; rows and sections come and go
  /// sliding to and from the left.
  private func makeDataSource() -> PlanetsDataSource {
    let dataSource = PlanetsDataSource(tableView: tableView) {
      [unowned self] tableView, indexPath, planet in
      providedPlanets.append(planet)
      let cell = tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
      cell.textLabel?.text = planet
      return cell
    }
    dataSource.defaultRowAnimation = .left
    return dataSource
  }

  /// The snapshot the scene starts with and the cycle comes back to.
  public static func firstSnapshot() -> NSDiffableDataSourceSnapshot<PlanetKind, String> {
    var snapshot = NSDiffableDataSourceSnapshot<PlanetKind, String>()
    snapshot.appendSections([.rocky, .gasGiant, .iceGiant])
    snapshot.appendItems(["Mercury", "Venus", "Earth", "Mars"], toSection: .rocky)
    snapshot.appendItems(["Jupiter", "Saturn"], toSection: .gasGiant)
    snapshot.appendItems(["Uranus", "Neptune"], toSection: .iceGiant)
    return snapshot
  }

  /// Applies the next change of ``changes`` to the shown snapshot, animated when the table
  /// has an animator, and returns its description.
  @discardableResult
  public func applyNextChange() -> String {
    let step = appliedChanges % Self.changes.count
    var snapshot = dataSource.snapshot()
    switch step {
    case 0:
      snapshot.insertSections([.dwarf], afterSection: .rocky)
      snapshot.appendItems(["Ceres", "Pluto"], toSection: .dwarf)
    case 1: snapshot.insertItems(["Haumea", "Makemake", "Eris"], afterItem: "Pluto")
    case 2: snapshot.moveItem("Earth", beforeItem: "Mercury")
    case 3: snapshot.deleteItems(["Venus", "Makemake"])
    case 4: snapshot.deleteSections([.dwarf])
    default: snapshot = Self.firstSnapshot()
    }
    dataSource.apply(snapshot, animatingDifferences: true)
    appliedChanges += 1
    return Self.changes[step]
  }

  /// The kind's title, the section's header.
  public func name(ofSection section: Int) -> String {
    dataSource.sectionIdentifier(for: section)?.title ?? "\(section)"
  }

  /// Reports the tap to ``onActivity``, then applies the next change.
  public func tableView(_ tableView: UITableView, didSelectHeaderInSection section: Int) {
    onActivity?(.headerTapped(section: section))
    applyNextChange()
  }

  /// Reports the pin to ``onActivity``.
  public func tableView(_ tableView: UITableView, didPinHeaderInSection section: Int) {
    onActivity?(.headerPinned(section: section))
  }
}

/// The kinds of planet the diffable scene groups by: its section identifiers.
public enum PlanetKind: Hashable, Sendable {
  /// Mercury to Mars.
  case rocky
  /// Jupiter and Saturn.
  case gasGiant
  /// Uranus and Neptune.
  case iceGiant
  /// Ceres, Pluto and the other dwarf planets.
  case dwarf

  /// The section header's title.
  public var title: String {
    switch self {
    case .rocky: "Rocky"
    case .gasGiant: "Gas giants"
    case .iceGiant: "Ice giants"
    case .dwarf: "Dwarf planets"
    }
  }
}

/// The diffable scene's data source: UIKit's diffable data source, subclassed to title each
/// section with its kind, as UIKit apps do.
@MainActor
public final class PlanetsDataSource: UITableViewDiffableDataSource<PlanetKind, String> {
  /// The title of the section's kind.
  public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)?.title
  }
}

/// The diffable scene's table: the `s` key (without Control, Alt or Command) calls
/// ``onShuffleKey``; every other key does what a table's keys do.
@MainActor
final class PlanetsTableView: UITableView {
  /// Applies the scene's next change.
  var onShuffleKey: (() -> Void)?

  /// Takes `s`, as a UIKit subclass takes it in `pressesBegan`; passes every other key on.
  override func keyPressed(_ press: KeyPress, with event: Event?) -> Bool {
    guard press.key == .character("s"), let onShuffleKey,
      press.modifiers.isDisjoint(with: [.control, .alternate, .command])
    else { return super.keyPressed(press, with: event) }
    onShuffleKey()
    return true
  }
}
