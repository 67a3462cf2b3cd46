import Foundation
import Sectional
import SectionalNibs

/// The root of `Scores.storyboard`: three rows of "ScoreCell", and a log of what the storyboard
/// and the table do to it, in order.
final class ScoresController: TableViewController {
  @Outlet var footnote: Label?
  /// What happened, in order.
  var events: [String] = []
  /// What `shouldPerformSegue(withIdentifier:sender:)` answers.
  var allowsSegues = true
  /// The segues `prepare(for:sender:)` saw, with their senders.
  var prepared: [(segue: StoryboardSegue, sender: Any?)] = []

  override func awakeFromNib() {
    super.awakeFromNib()
    events.append("awakeFromNib (view loaded: \(isViewLoaded))")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad (footnote: \(footnote?.text ?? "nil"))")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ScoreCell", for: indexPath)
    cell.textLabel?.text = "Score \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelectRowAt \(indexPath.row)")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    events.append("shouldPerformSegue \(identifier)")
    return allowsSegues
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    events.append("prepare \(segue.identifier ?? "nil") → \(type(of: segue.destination))")
    prepared.append((segue, sender))
    let text = (sender as? TableViewCell)?.textLabel?.text
    (segue.destination as? ScoreDetailController)?.score = text
  }
}

/// The detail scene of `Scores.storyboard`: a name label outlet and a "reload:" action.
final class ScoreDetailController: ViewController, NibActionTarget {
  @Outlet var nameLabel: Label?
  /// The score the source's `prepare(for:sender:)` handed over.
  var score: String?
  /// The senders of `reload(_:)`.
  var reloadSenders: [Button] = []
  /// The segues `prepare(for:sender:)` saw.
  var prepared: [StoryboardSegue] = []

  static let nibActions = ["reload:": NibAction(ScoreDetailController.reload)]

  func reload(_ sender: Button) {
    reloadSenders.append(sender)
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    prepared.append(segue)
  }
}
