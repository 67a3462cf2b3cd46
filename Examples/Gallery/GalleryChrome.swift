import SectionalGraphics

/// The sizes and fonts of the gallery app's own chrome around its navigation controller: the
/// status line at the bottom and, where the navigation bar is too tall, a one-line title bar
/// at the top in its place.
///
/// Window hosts use ``points``: the navigation controller's own 44 pt bar shows titles and the
/// back button. A terminal host uses one sized in cells: a 44 pt bar would take 2.75 text rows,
/// so the navigation bar is hidden and the chrome's title line (one cell row, with a back
/// button) stands in for it.
struct GalleryChrome: Equatable, Sendable {
  /// The height of the chrome's title line; 0 keeps the navigation controller's own bar.
  var titleLineHeight: Double
  /// The status line's height; the navigation controller ends above it.
  var statusLineHeight: Double
  /// The font of the title line.
  var titleFont: Font
  /// The font of the status line.
  var statusFont: Font
  /// The space before and after the status text and the title line's back button.
  var horizontalPadding: Double
  /// The height of the list's rows (a title over a caption), or `nil` for the table's
  /// automatic height.
  var listRowHeight: Double?

  /// Whether the chrome draws the title line in place of the navigation bar.
  var replacesNavigationBar: Bool { titleLineHeight > 0 }

  /// The chrome for windows: no title line (the navigation bar shows) and a 28 pt status line
  /// in 13 pt text inset by 12 pt.
  static let points = GalleryChrome(
    titleLineHeight: 0, statusLineHeight: 28,
    titleFont: .systemFont(ofSize: 13, weight: .semibold), statusFont: .systemFont(ofSize: 13),
    horizontalPadding: 12, listRowHeight: nil)
}
