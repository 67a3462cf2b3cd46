import SectionalUIKit
import Testing

/// A cell class as a UIKit app writes it for a nib, with the one-line outlet change
/// (`@IBOutlet weak var` becomes `@Outlet var`).
final class NoteCell: UITableViewCell {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @Outlet var noteLabel: UILabel!
  var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = noteLabel != nil
  }
}

/// `UINib` from the test bundle, registered with a table and dequeued, written as UIKit code.
@MainActor
@Suite struct NoteCellNibTests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  @Test("A cell registered with UINib(nibName:bundle:) is dequeued with its outlet connected")
  func dequeueFromNib() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    tableView.register(
      UINib(nibName: "NoteCell", bundle: .module), forCellReuseIdentifier: "NoteCell")
    let cell = try #require(
      tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: IndexPath(row: 0, section: 0))
        as? NoteCell)
    #expect(cell.awoke)
    #expect(cell.reuseIdentifier == "NoteCell")
    #expect(cell.noteLabel.text == "Note")
    #expect(cell.noteLabel.font == UIFont.preferredFont(forTextStyle: .body))
    #expect(cell.noteLabel.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
  }

  @Test("UINib.instantiate(withOwner:options:) returns the top-level cell")
  func instantiate() throws {
    let objects = UINib(nibName: "NoteCell", bundle: .module).instantiate(withOwner: nil)
    #expect(objects.count == 1)
    let cell = try #require(objects.first as? NoteCell)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
    cell.layoutIfNeeded()
    // Pinned to the content view's leading margin, which preserves the cell's 16 pt
    // (Documentation/LayoutGuides.md § Preserving the superview's margins).
    #expect(cell.noteLabel.frame.minX == 16)
    #expect(cell.noteLabel.frame.midY == 30)
  }
}
