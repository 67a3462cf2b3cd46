import SectionalUIKit
import Testing

/// UIKit code for a scroll-aware table screen: a `UITableViewDelegate` that implements
/// `scrollViewDidScroll` and `scrollViewWillEndDragging`, as apps write them.
@MainActor
@Suite struct ScrollViewUIKitTests {
  final class Controller: NSObject, UITableViewDataSource, UITableViewDelegate {
    var lastOffset: CGFloat = 0
    var snapped = false

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      lastOffset = scrollView.contentOffset.y
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      // Snap to a whole row, as paging lists do.
      targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
      snapped = true
    }
  }

  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  @Test("UIKit's scroll names compile and a snapping delegate decides where a fling stops")
  func snapping() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.decelerationRate = .fast
    #expect(table.decelerationRate == UIScrollView.DecelerationRate(rawValue: 0.99))
    #expect(
      table.contentInsetAdjustmentBehavior == UIScrollView.ContentInsetAdjustmentBehavior.automatic)
    let clock = ManualClock()
    table.animator = Animator(clock: clock)
    let controller = Controller()
    table.dataSource = controller
    table.delegate = controller
    window.rootView = table
    window.layoutIfNeeded()
    for (phase, y, time) in [
      (TouchPhase.began, 400.0, 0.0), (.moved, 380, 0.03125), (.moved, 250, 0.0625),
      (.ended, 250, 0.0625),
    ] {
      window.send(UIEvent(.pointer(phase, location: CGPoint(x: 160, y: y)), timestamp: time))
    }
    while table.animator?.isAnimating == true {
      clock.advance(by: 1.0 / 60)
      table.animator?.step()
    }
    #expect(controller.snapped)
    #expect(table.contentOffset.y.truncatingRemainder(dividingBy: 44) == 0)
    #expect(controller.lastOffset == table.contentOffset.y)
    #expect(!table.isDecelerating)
  }

  @Test("a navigation child's table rests below a notch's safe area and stays at the top")
  func automaticInset() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UITableViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = controller.tableView!
    #expect(table.contentInsetAdjustmentBehavior == .automatic)
    #expect(table.contentOffset == CGPoint(x: 0, y: 0))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    // No rows, yet the bottom band is added: the table is a navigation child's view.
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: 0))
  }
}
