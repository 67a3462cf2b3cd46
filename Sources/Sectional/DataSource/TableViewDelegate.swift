/// The object that gives a ``TableView`` its heights and custom header and footer views and
/// hears about display and selection, as UIKit's `UITableViewDelegate`.
///
/// Every method is optional; the defaults are documented on each (protocol extensions stand in
/// for UIKit's optional methods). Height defaults read the table's properties, which is what
/// UIKit does when the delegate does not implement a height method. It refines
/// `ScrollViewDelegate`, as UIKit's does, so the table's one delegate also hears scrolling.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of the row at `indexPath`.
  ///
  /// Default: ``TableView/rowHeight``. ``TableView/automaticDimension`` sizes the cell: it
  /// starts at its estimate and is measured with `systemLayoutSizeFitting` at the table's
  /// width when it first shows (a cell whose content has no constraints gets the profile's
  /// 44 pt, `UITableConstants_IOS`).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// The height of the header of `section`.
  ///
  /// Default: ``TableView/sectionHeaderHeight``. ``TableView/automaticDimension`` gives a
  /// titled section the profile's header height (UIKit's `automaticDimension`: "a height that
  /// fits the value returned from titleForHeaderInSection… if the title is not nil"); an
  /// untitled one starts at its estimate and is measured from its custom view when it shows
  /// (no view: no header; estimate 0: no header, as UIKit's disabled estimation). `0` hides
  /// the header in plain style.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat

  /// The height of the footer of `section`.
  ///
  /// Default: ``TableView/sectionFooterHeight``, with the same automatic rule as headers,
  /// keyed on `titleForFooterInSection`.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat

  /// The first guess for the height of the row at `indexPath`, used until it is measured.
  ///
  /// Default: ``TableView/estimatedRowHeight``; ``TableView/automaticDimension`` means the
  /// row's profile height (44 pt). Only asked for rows whose height is automatic.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

  /// The first guess for the height of an untitled automatic header, used until it is measured.
  ///
  /// Default: ``TableView/estimatedSectionHeaderHeight``; ``TableView/automaticDimension``
  /// means the profile's header height; `0` disables self-sizing (no header).
  func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat

  /// The first guess for the height of an untitled automatic footer, used until it is measured.
  ///
  /// Default: ``TableView/estimatedSectionFooterHeight``, with the header's rules.
  func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

  /// A custom view for the header of `section`.
  ///
  /// Default: `nil`, which shows the title (if any) in a ``TableViewHeaderFooterView`` in the
  /// style's default look. A returned view is sized to the header's frame. Return a dequeued
  /// view (``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``) to have it reused.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?

  /// A custom view for the footer of `section`.
  ///
  /// Default: `nil`, which shows the footer title (if any) in the default look.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

  /// Called when a person selected the row at `indexPath` (a tap, or Return or Space on the
  /// focused row), after ``tableView(_:willSelectRowAt:)`` and the deselection of the other
  /// rows; never for ``TableView/selectRow(at:animated:scrollPosition:)``.
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)

  /// Called before a person's tap or key selects the row at `indexPath`: return it, another
  /// row to select instead, or `nil` to select nothing (Documentation/Selection.md § A tap).
  ///
  /// Default: returns `indexPath`.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// Called before a person's tap deselects the row at `indexPath` (another row was selected
  /// without multiple selection, or the row was tapped again with it): return it, another
  /// selected row to deselect instead, or `nil` to keep it selected.
  ///
  /// Default: returns `indexPath`.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// Called after a person's tap deselected the row at `indexPath`; never for
  /// ``TableView/deselectRow(at:animated:)``.
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)

  /// Whether a touch going down on (or the keyboard focusing) the row at `indexPath` may
  /// highlight it; a row that may not highlight is not selected by that tap either.
  ///
  /// Default: `true`.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// Called after the row at `indexPath` was highlighted by a touch or the keyboard's focus.
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)

  /// Called after the row at `indexPath` lost its highlight (the touch lifted or slid off,
  /// or the focus moved on).
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)

  /// Called after a cell left the visible area (and went back to its reuse queue), with the
  /// index path it showed.
  ///
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)

  /// Called when a tap ends inside the header of `section`: touch-up inside fires, a finger that
  /// slides out and lifts outside does not (UIKit's button semantics, Documentation/Recipes.md §
  /// 004).
  ///
  /// Not in UIKit, which has no header taps. Default: does nothing.
  func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int)

  /// Called when a tap ends inside the footer of `section`, with the header's rules.
  ///
  /// Not in UIKit. Default: does nothing.
  func tableView(_ tableView: TableView, didSelectFooterInSection section: Int)

  /// Called when the header of `section` starts being pinned (displaced from its natural
  /// frame to stick to the top of the visible area).
  ///
  /// Not in UIKit, whose floating state is private (Documentation/StickyHeaders.md § Whether a
  /// header is floating). Default: does nothing.
  func tableView(_ tableView: TableView, didPinHeaderInSection section: Int)

  /// Called when the header of `section` stops being pinned (it rests again or left the
  /// screen).
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, didUnpinHeaderInSection section: Int)

  /// Called when a pinned header's push progress changes: 0 while it pins freely, growing to 1
  /// as the next section pushes it out (TableLayout's `LayoutElement/pushProgress`).
  ///
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, pinnedHeaderInSection section: Int,
    didChangePushProgress progress: CGFloat)

  /// Called before a cell is added to the visible area.
  ///
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

  /// Called before a header view is added to the visible area.
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)

  /// Called before a footer view is added to the visible area.
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)

  /// Called after a header view left the visible area (and went back to its reuse queue).
  ///
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)

  /// Called after a footer view left the visible area (and went back to its reuse queue).
  ///
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
}
