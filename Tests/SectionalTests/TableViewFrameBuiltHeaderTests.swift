import Sectional
import Testing

/// A header built with frames and returned without `heightForHeaderInSection` (seed 004's
/// 81 pt ad) is as tall as the style's default header in every metric profile, as UIKit sizes
/// it (Documentation/TableMetrics.md § Estimates and self-sizing).
@MainActor
@Suite struct TableViewFrameBuiltHeaderTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Two sections whose headers are 81 pt views holding an 80 pt button; no height method.
  final class Ads: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let customView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 81))
      customView.addSubview(Button(frame: CGRect(x: 0, y: 0, width: 320, height: 80)))
      return customView
    }
  }

  private func header(
    _ style: TableView.Style, _ metrics: TableMetrics
  ) -> (rect: CGRect, frame: CGRect?, button: CGRect?) {
    let source = Ads()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
    table.metrics = metrics
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    let view = table.displayedHeaderView(forSection: 0)
    return (table.rectForHeader(inSection: 0), view?.frame, view?.subviews.first?.frame)
  }

  @Test("from iOS 15 the header is 28 pt in plain style and 17.5 pt in grouped style")
  func iOS15() {
    let plain = header(.plain, .iOS15)
    #expect(plain.rect.height == 28)
    #expect(plain.frame?.height == 28)
    #expect(plain.button == CGRect(x: 0, y: 0, width: 320, height: 80))
    #expect(header(.grouped, .iOS15).rect.height == 17.5)
  }

  @Test("in iOS 7 to 14 the header is 23 pt in plain style and 17.5 pt in grouped style")
  func iOS7to14() {
    #expect(header(.plain, .iOS7to14).rect.height == 23)
    #expect(header(.grouped, .iOS7to14).rect.height == 17.5)
  }

  @Test("up to iOS 6 the header is 22 pt in both styles")
  func iOS6() {
    #expect(header(.plain, .iOS6).rect.height == 22)
    #expect(header(.grouped, .iOS6).rect.height == 22)
  }
}
