import SectionalTestSupport
import Testing

@testable import Sectional

/// Registration, templates and reuse queues for headers, footers and cells.
@MainActor
@Suite struct TableViewReuseTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A header that counts its resets.
  final class CountingHeader: TableViewHeaderFooterView {
    var resets = 0

    override func prepareForReuse() {
      super.prepareForReuse()
      resets += 1
    }
  }

  @Test("a registered class is made once and handed out again after it is enqueued")
  func classReuse() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "Ad")
    let first = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Ad"))
    #expect(first is CountingHeader)
    #expect(first.reuseIdentifier == "Ad")
    #expect((first as? CountingHeader)?.resets == 0)
    table.enqueue(first, asRow: false)
    let second = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Ad"))
    #expect(second === first)
    #expect((second as? CountingHeader)?.resets == 1)
    #expect(table.createdHeaderFooterViewCount(forIdentifier: "Ad") == 1)
  }

  @Test("prepareForReuse clears the labels of a dequeued title view")
  func prepareClears() throws {
    let header = TableViewHeaderFooterView(reuseIdentifier: "H")
    header.textLabel?.text = "Old"
    header.detailTextLabel?.text = "Older"
    header.prepareForReuse()
    #expect(header.textLabel?.text == nil)
    #expect(header.detailTextLabel?.text == nil)
  }

  @Test("a header template gets the identifier and may build any header class")
  func headerTemplate() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(
      template: {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.contentView.backgroundColor = .systemTeal
        return header
      }, forHeaderFooterViewReuseIdentifier: "Teal")
    let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Teal"))
    #expect(header.reuseIdentifier == "Teal")
    #expect(header.contentView.backgroundColor == .systemTeal)
  }

  @Test("a cell template's cells carry the identifier and are reset on reuse")
  func cellTemplate() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(
      template: { TableViewCell(style: .subtitle, reuseIdentifier: nil) },
      forCellReuseIdentifier: "Subtitle")
    let cell = table.dequeueReusableCell(
      withIdentifier: "Subtitle", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "Subtitle")
    #expect(cell.style == .subtitle)
    cell.textLabel?.text = "Stale"
    cell.isSelected = true
    table.enqueue(cell, asRow: true)
    let again = table.dequeueReusableCell(
      withIdentifier: "Subtitle", for: IndexPath(row: 1, section: 0))
    #expect(again === cell)
    #expect(again.textLabel?.text == nil)
    #expect(again.isSelected == false)
  }

  @Test("re-registering an identifier drops the views queued for the old factory")
  func reregister() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "X")
    let old = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "X"))
    table.enqueue(old, asRow: false)
    table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "X")
    let fresh = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "X"))
    #expect(fresh !== old)
    #expect(!(fresh is CountingHeader))
  }

  @Test("dequeuing an unregistered header identifier returns nil, as UIKit's")
  func unregisteredHeader() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Missing") == nil)
  }

  @Test("dequeuing an unregistered cell identifier without an index path returns nil")
  func unregisteredCellIsNil() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(table.dequeueReusableCell(withIdentifier: "Nope") == nil)
  }

  @Test("dequeuing an unregistered cell identifier for an index path traps with UIKit's message")
  func unregisteredCell() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        text.contains(
          "unable to dequeue a cell with identifier Nope - must register a nib or a class for "
            + "the identifier or connect a prototype cell in a storyboard"))
    }
  }
}
