import SectionalUIKit
import Testing

/// A storyboard's list controller, as a UIKit app writes it.
final class NotesViewController: UITableViewController {
  let notes = ["Groceries", "Ideas", "Books"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "NoteRow", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "showNote", sender is UITableViewCell,
      let note = segue.destination as? NoteViewController,
      let row = tableView.indexPathForSelectedRow?.row
    else { return }
    note.note = notes[row]
  }
}

/// The storyboard's note controller: the one-line outlet change, and the note set in
/// `viewDidLoad()`.
final class NoteViewController: UIViewController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @Outlet var noteLabel: UILabel!
  var note = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    noteLabel.text = note
  }
}

/// `UIStoryboard` from the test bundle, with a prototype cell's segue, written as UIKit code.
@MainActor
@Suite struct StoryboardUIKitTests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  @Test("Tapping a storyboard prototype row pushes the note scene with the prepared note")
  func storyboardScreen() throws {
    let storyboard = UIStoryboard(name: "Notes", bundle: .module)
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let list = try #require(navigation.topViewController as? NotesViewController)
    #expect(list.navigationItem.title == "Notes")
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.textLabel?.text == "Ideas")
    #expect(cell.accessibilityActivate())
    let note = try #require(navigation.topViewController as? NoteViewController)
    window.layoutIfNeeded()
    #expect(note.noteLabel.text == "Ideas")
    #expect(note.noteLabel.frame.origin == CGPoint(x: 16, y: 100))
    #expect(note.storyboard === storyboard)
  }
}
