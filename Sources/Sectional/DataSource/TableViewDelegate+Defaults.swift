import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableViewDelegate {
  /// Returns ``TableView/rowHeight``.
  ///
  /// The table notices that this default answered, and then reads ``TableView/rowHeight``
  /// for every row without asking again, as UIKit does when the delegate does not implement
  /// the method.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.defaultRowHeight()
  }

  /// Returns ``TableView/sectionHeaderHeight``; the table then stops asking (see
  /// ``tableView(_:heightForRowAt:)``).
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.defaultHeaderHeight()
  }

  /// Returns ``TableView/sectionFooterHeight``; the table then stops asking (see
  /// ``tableView(_:heightForRowAt:)``).
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.defaultFooterHeight()
  }

  /// Returns ``TableView/estimatedRowHeight``.
  ///
  /// The table notices that this default answered, and then reads
  /// ``TableView/estimatedRowHeight`` for every row without asking again.
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    tableView.defaultEstimatedRowHeight()
  }

  /// Returns ``TableView/estimatedSectionHeaderHeight``; the table then stops asking (see
  /// ``tableView(_:heightForRowAt:)``).
  public func tableView(
    _ tableView: TableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat {
    tableView.defaultEstimatedHeaderHeight()
  }

  /// Returns ``TableView/estimatedSectionFooterHeight``; the table then stops asking (see
  /// ``tableView(_:heightForRowAt:)``).
  public func tableView(
    _ tableView: TableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat {
    tableView.defaultEstimatedFooterHeight()
  }

  /// Returns `nil`: the default header look.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// Returns `nil`: the default footer look.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// Returns `indexPath`: the tapped row is selected.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Returns `indexPath`: the row is deselected.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Returns `true`: every row highlights.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectFooterInSection section: Int) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didPinHeaderInSection section: Int) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnpinHeaderInSection section: Int) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, pinnedHeaderInSection section: Int,
    didChangePushProgress progress: CGFloat
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
  ) {}
}
