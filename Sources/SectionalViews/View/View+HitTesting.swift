import SectionalGraphics

extension View {
  /// Whether the view takes part in hit testing at all.
  ///
  /// UIKit's rule: hidden views, views with alpha below 0.01 and views with user interaction
  /// disabled are skipped along with their subtrees.
  public var isHitTestable: Bool {
    !isHidden && alpha >= 0.01 && isUserInteractionEnabled
  }

}
