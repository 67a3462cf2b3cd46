import SectionalGraphics

/// The sizes and fonts of the gallery app's own chrome: the tab bar at the top and the status
/// line at the bottom, with the scene's table between them.
///
/// Window hosts use ``points``; a terminal host makes one sized in cells (each height one
/// cell, fonts the cell font) so the chrome takes one text row each.
struct GalleryChrome: Equatable, Sendable {
  /// The tab bar's height; the scene area starts below it.
  var tabBarHeight: Double
  /// The status line's height; the scene area ends above it.
  var statusLineHeight: Double
  /// The font of the tab titles.
  var tabFont: Font
  /// The font of the status line.
  var statusFont: Font
  /// The thickness of the bar under the selected tab; 0 draws none.
  var indicatorHeight: Double
  /// The space before and after the status text.
  var horizontalPadding: Double

  /// The chrome for windows: a 44 pt tab bar (UIKit's compact bar height) with 13 pt semibold
  /// titles over a 2 pt indicator, and a 28 pt status line in 13 pt text inset by 12 pt.
  static let points = GalleryChrome(
    tabBarHeight: 44, statusLineHeight: 28, tabFont: .systemFont(ofSize: 13, weight: .semibold),
    statusFont: .systemFont(ofSize: 13), indicatorHeight: 2, horizontalPadding: 12)
}
