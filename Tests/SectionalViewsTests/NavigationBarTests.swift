import SectionalGraphics
import Testing

@testable import SectionalViews

/// `NavigationBar` as UIKit's `UINavigationBar` starts out (the themed bar is the recipes'
/// `ThemeTests`).
@MainActor
@Suite struct NavigationBarTests {
  @Test("UINavigationBar's defaults without a theme")
  func defaults() {
    let bar = NavigationBar()
    #expect(bar.intrinsicContentSize == CGSize(width: -1, height: 44))
    #expect(bar.effectiveBarColor.resolvedColor(with: .standard) == Color(white: 1))
    #expect(
      bar.effectiveBarColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        == Color(white: 0.11))
    #expect(bar.titleColor == .label)
    #expect(bar.titleFont == .systemFont(ofSize: 17, weight: .semibold))
  }
}
