import SectionalUIKit
import Testing

/// UIKit code that piles up lower bounds on one view's width, tightest last, then takes the
/// tightest away again (Documentation/Solver.md § Single-variable bounds).
@MainActor
@Suite(.serialized) struct WidthBoundsUIKitTests {
  @Test(
    "2,000 width >= i constraints activated in ascending order size the view by the largest; deactivating it falls back to the next"
  )
  func ascendingWidthBounds() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    let shrink = box.widthAnchor.constraint(equalToConstant: 0)
    shrink.priority = .defaultLow
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.view.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      shrink,
    ])
    let bounds = (0..<2_000).map {
      box.widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat($0))
    }
    for bound in bounds { bound.isActive = true }
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 1_999, height: 10))
    bounds[1_999].isActive = false
    window.layoutIfNeeded()
    #expect(box.frame.width == 1_998)
    bounds[10].isActive = false
    bounds[1_998].isActive = false
    window.layoutIfNeeded()
    #expect(box.frame.width == 1_997)
  }
}
