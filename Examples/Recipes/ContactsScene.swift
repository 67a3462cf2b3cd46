import SectionalUIKit

/// The contacts scene (the sixth scene, not from a recipe post): an A–Z address book in plain style
/// with sticky letter headers (the default title headers) and a section index at the trailing edge.
///
/// Sectional's default plain-style title header draws no background, so a pinned letter would
/// overlap the rows scrolling under it; the scene gives each letter header an opaque
/// `secondarySystemBackground` backdrop in `willDisplayHeaderView`, as UIKit apps commonly do.
@MainActor
public final class ContactsScene: TableScene, UITableViewDataSource, UITableViewDelegate {
  /// The window holding the table.
  public let window: UIWindow
  /// The plain-style table with the section index.
  public let tableView: UITableView
  /// Hears header taps and pins (see `SceneActivity`); `nil` by default.
  public var onActivity: ((SceneActivity) -> Void)?
  /// The letters A to Z, one section each.
  public static let letters = (65...90).map { String(UnicodeScalar(UInt8($0))) }
  private static let surnames = [
    "Adams Allen Alvarez", "Baker Bell Brooks Brown", "Campbell Carter", "Davis Diaz Dunn",
    "Edwards Evans", "Fisher Flores Ford", "Garcia Gray Green Gomez", "Hall Harris Hughes",
    "Ingram", "Jackson James Jones", "Kelly Kim King", "Lee Lewis Lopez Long", "Martin Moore",
    "Nelson Nguyen", "Ortiz Owens", "Parker Perez Price Powell", "Quinn", "Reed Rivera Ross",
    "Scott Smith Stewart", "Taylor Thomas Turner", "Underwood", "Vasquez Vaughn",
    "Walker White Wood Wright", "Xu", "Young Yates", "Zhang Zimmerman",
  ].map { $0.split(separator: " ").map(String.init) }
  private static let givenNames = ["Ann", "Ben", "Cleo", "Dan"]

  /// Builds the scene: 26 sections of one to four contacts.
  public init(size: CGSize, textMeasurer: (any TextMeasuring)?) {
    window = .scene(size: size, textMeasurer: textMeasurer)
    tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.togglesSectionOnHeaderTap = true
    window.rootView = tableView
    window.layoutIfNeeded()
  }

  /// One section per letter.
  public func numberOfSections(in tableView: UITableView) -> Int { Self.letters.count }

  /// The letter's contacts.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.surnames[section].count
  }

  /// A default cell with "Given Surname".
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    let given = Self.givenNames[(indexPath.section + indexPath.row) % Self.givenNames.count]
    cell.textLabel?.text = "\(given) \(Self.surnames[indexPath.section][indexPath.row])"
    return cell
  }

  /// The section's letter, shown by the default sticky header.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    Self.letters[section]
  }

  /// A to Z, the section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { Self.letters }

  /// Gives a letter header without a backdrop an opaque `secondarySystemBackground` one.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    guard let header = view as? UITableViewHeaderFooterView, header.backgroundView == nil else {
      return
    }
    let backdrop = UIView()
    backdrop.backgroundColor = .secondarySystemBackground
    header.backgroundView = backdrop
  }
}
