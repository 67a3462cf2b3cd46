import SectionalGraphics

extension ScrollView {
  /// Which axes add the safe area to the adjusted content inset, by
  /// `contentInsetAdjustmentBehavior` (Documentation/LayoutGuides.md § Scroll views).
  ///
  /// `.always` both, `.never` neither, `.scrollableAxes` those that scroll (the content
  /// plus its inset is longer than the view, or it always bounces on that axis), and
  /// `.automatic` the vertical axis always and the horizontal one when it scrolls.
  var adjustedAxes: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: (false, false)
    case .always: (true, true)
    case .scrollableAxes: (scrollsVertically, scrollsHorizontally)
    case .automatic: (true, scrollsHorizontally)
    }
  }

  /// Whether the content scrolls vertically, without the safe area.
  private var scrollsVertically: Bool {
    alwaysBounceVertical || contentSize.height + contentInset.vertical > bounds.height
  }

  /// Whether the content scrolls horizontally, without the safe area.
  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal || contentSize.width + contentInset.horizontal > bounds.width
  }
}
