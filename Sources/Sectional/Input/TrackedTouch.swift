import SectionalLayout
import SectionalViews

/// A touch the table follows for a tap: the element it began on, that element's view, and
/// whether the finger is inside it now.
@MainActor
struct TrackedTouch {
  /// The header, footer or row the touch began on.
  var kind: LayoutElementKind
  /// The view shown for it when the touch began.
  var view: View
  /// Whether the finger is inside the view now.
  var isInside: Bool
  /// The row the touch highlighted, when it began on a row the delegate let highlight; a
  /// touch on a row that may not highlight selects nothing.
  var highlightedRow: RowPosition?
}
