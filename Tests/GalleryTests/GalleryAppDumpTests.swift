import Sectional
import Testing

@testable import sectional_gallery

/// The app's text dump: the navigation stack, the status line and the top table's layout in
/// one snapshot.
@MainActor
@Suite struct GalleryAppDumpTests {
  @Test("contacts scrolled 234 pt: B pinned and named in the status line, C to F below it")
  func contactsPinned() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    recorded.app.send(
      Event(.scroll(delta: CGPoint(x: 0, y: 234), location: CGPoint(x: 200, y: 400))), pointer: 0)
    let expected = """
      gallery 390x844 screen contacts area (0, 0, 390, 816)
      navigation Sectional Gallery > Contacts
      status Pinned: B
      plain 390x772 offset 234 content 4248
      row [1, 0] (0, 232, 390, 44) TableViewCell "Ben Baker"
      row [1, 1] (0, 276, 390, 44) TableViewCell "Cleo Bell"
      row [1, 2] (0, 320, 390, 44) TableViewCell "Dan Brooks"
      row [1, 3] (0, 364, 390, 44) TableViewCell "Ann Brown"
      header 2 (0, 430, 390, 28) TableViewHeaderFooterView "C"
      row [2, 0] (0, 458, 390, 44) TableViewCell "Cleo Campbell"
      row [2, 1] (0, 502, 390, 44) TableViewCell "Dan Carter"
      header 3 (0, 568, 390, 28) TableViewHeaderFooterView "D"
      row [3, 0] (0, 596, 390, 44) TableViewCell "Dan Davis"
      row [3, 1] (0, 640, 390, 44) TableViewCell "Ann Diaz"
      row [3, 2] (0, 684, 390, 44) TableViewCell "Ben Dunn"
      header 4 (0, 750, 390, 28) TableViewHeaderFooterView "E"
      row [4, 0] (0, 778, 390, 44) TableViewCell "Ann Edwards"
      row [4, 1] (0, 822, 390, 44) TableViewCell "Ben Evans"
      header 5 (0, 888, 390, 28) TableViewHeaderFooterView "F"
      row [5, 0] (0, 916, 390, 44) TableViewCell "Ben Fisher"
      row [5, 1] (0, 960, 390, 44) TableViewCell "Cleo Flores"
      row [5, 2] (0, 1004, 390, 44) TableViewCell "Dan Ford"
      header 1 (0, 234, 390, 28) pinned 0 TableViewHeaderFooterView "B"
      section index A B C D E F G H I J K L M N O P Q R S T U V W X Y Z highlighted B

      """
    #expect(recorded.app.layoutDump() == expected)
  }
}
