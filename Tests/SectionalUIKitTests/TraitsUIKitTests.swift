import SectionalUIKit
import Testing

/// Trait code written as for UIKit: dynamic colours, preferred fonts, font metrics, overrides
/// and trait change callbacks.
@MainActor
@Suite struct TraitsUIKitTests {
  final class ThemedView: UIView {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
        changes += 1
      }
    }
  }

  @Test("UIColor's dynamic provider and resolvedColor(with:) as UIKit code writes them")
  func colors() {
    let accent = UIColor { traits in
      traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : .systemIndigo
    }
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(accent.resolvedColor(with: dark) == UIColor(white: 0.9, alpha: 1))
    #expect(UIColor.label.resolvedColor(with: dark) == .white)
    #expect(UIColor.systemGroupedBackground.resolvedColor(with: dark) == .black)
  }

  @Test("UIFont.preferredFont, UIFontMetrics and UIContentSizeCategory as UIKit code writes them")
  func fonts() {
    let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: traits).pointSize == 43)
    let metrics = UIFontMetrics(forTextStyle: .headline)
    #expect(metrics.scaledValue(for: 17, compatibleWith: traits) == 33)
    #expect(traits.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(UIFont.TextStyle.headline.rawValue == "UICTFontTextStyleHeadline")
  }

  @Test("overrideUserInterfaceStyle and traitCollectionDidChange as UIKit code uses them")
  func overrides() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = ThemedView()
    window.addSubview(view)
    window.hostTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    #expect(view.changes == 1)
    view.overrideUserInterfaceStyle = .light
    #expect(view.traitCollection.userInterfaceStyle == UIUserInterfaceStyle.light)
    #expect(view.changes == 2)
    var styles: [UIUserInterfaceStyle] = []
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (view: ThemedView, _: UITraitCollection) in
      styles.append(view.traitCollection.userInterfaceStyle)
    }
    view.overrideUserInterfaceStyle = .unspecified
    #expect(styles == [.dark])
  }

  final class ThemedScreen: UIViewController {
    var styles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      styles.append(UITraitCollection.current.userInterfaceStyle)
    }
  }

  @Test(
    "UITraitCollection.current, performAsCurrent and UIViewController traits as UIKit uses them")
  func currentAndControllers() {
    let screen = ThemedScreen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController = screen
    screen.overrideUserInterfaceStyle = .dark
    #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.styles == [.dark])
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let resolved = dark.performAsCurrent {
      UIColor.label.resolvedColor(with: UITraitCollection.current)
    }
    #expect(resolved == .white)
  }
}
