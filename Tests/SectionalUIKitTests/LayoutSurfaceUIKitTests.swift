import SectionalUIKit
import Testing

/// UIKit code for the layout surface: a settings-style screen that pins its content to the
/// safe area and the readable guide, sets directional margins, spaces a stack unevenly and
/// styles labels by container.
@MainActor
@Suite(.serialized) struct LayoutSurfaceUIKitTests {
  final class BadgeLabel: UILabel {}

  final class SettingsViewController: UIViewController {
    let stack = UIStackView()
    let heading = UILabel()
    let subtitle = UILabel()
    let body = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      stack.axis = .vertical
      stack.spacing = UIStackView.spacingUseSystem
      stack.translatesAutoresizingMaskIntoConstraints = false
      heading.text = "Title"
      subtitle.text = "Subtitle"
      for view in [heading, subtitle, body] { stack.addArrangedSubview(view) }
      stack.setCustomSpacing(20, after: subtitle)
      body.heightAnchor.constraint(equalToConstant: 100).isActive = true
      view.addSubview(stack)
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: 20, bottom: 0, trailing: 20)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      ])
    }
  }

  @Test("a screen pinned to the safe area and readable guide lays out as on an iPad")
  func settingsScreen() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    let controller = SettingsViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(controller.stack.frame.minY == 24)
    #expect(controller.stack.frame.minX == 176)
    #expect(controller.stack.frame.width == 672)
    #expect(controller.body.frame.minY - controller.subtitle.frame.maxY == 20)
    #expect(controller.subtitle.frame.minY - controller.heading.frame.maxY == 8)
    #expect(
      controller.stack.customSpacing(after: controller.heading) == UIStackView.spacingUseDefault)
  }

  @Test("appearance(whenContainedInInstancesOf:) styles labels inside a stack view only")
  func containedAppearance() {
    BadgeLabel.appearance(whenContainedInInstancesOf: [UIStackView.self]).textColor = .red
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stack = UIStackView()
    let inside = BadgeLabel()
    stack.addArrangedSubview(inside)
    let outside = BadgeLabel()
    window.addSubview(stack)
    window.addSubview(outside)
    #expect(inside.textColor == .red)
    #expect(outside.textColor == .label)
    BadgeLabel.appearance(whenContainedInInstancesOf: [UIStackView.self]).textColor = nil
  }

  @Test("a table measures separator insets from the automatic insets when asked")
  func separatorReference() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    #expect(table.separatorInsetReference == UITableView.SeparatorInsetReference.fromCellEdges)
    table.separatorInsetReference = .fromAutomaticInsets
    table.cellLayoutMarginsFollowReadableWidth = true
    #expect(table.readableCellMargins == (left: 16, right: 16))
    #expect(table.sectionIndexMinimumDisplayRowCount == 0)
  }

  /// A card cell whose badge is pinned to the content view's margins, as a UIKit cell's.
  final class CardCell: UITableViewCell {
    let badge = UIView()
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      badge.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        badge.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test("a cell's content view preserves the cell's margins; a plain view does not by default")
  func preservedMargins() {
    let cell = CardCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.contentView.preservesSuperviewLayoutMargins)
    #expect(cell.badge.frame == CGRect(x: 16, y: 8, width: 20, height: 20))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.layoutMargins = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
    let inner = UIView(frame: container.bounds)
    container.addSubview(inner)
    #expect(!inner.preservesSuperviewLayoutMargins)
    inner.preservesSuperviewLayoutMargins = true
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    inner.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
      dot.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
      dot.widthAnchor.constraint(equalToConstant: 4),
      dot.heightAnchor.constraint(equalToConstant: 4),
    ])
    container.layoutIfNeeded()
    #expect(dot.frame.origin == CGPoint(x: 24, y: 24))
  }
}
