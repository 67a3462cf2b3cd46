import SectionalGraphics

extension HostContent {
  /// Where the text of the element with the accessibility focus starts, in content
  /// coordinates, or `nil` when no element has it or the focused one is not among
  /// ``accessibilityItems()`` (off screen, hidden, or in another window).
  ///
  /// The point is the top-left corner of the first line of the element's first text (its
  /// first label with text, depth first, or the element itself when it is a label), where a
  /// terminal puts its cursor so that screen readers which follow the cursor read the
  /// element (Documentation/Accessibility.md § Terminal). An element without a label gives
  /// its frame's origin.
  ///
  /// - Complexity: that of ``accessibilityItems()``, plus a walk of the element's subtree.
  public func accessibilityFocusTextStart() -> CGPoint? {
    guard let focused = Accessibility.focusedElement(using: nil) as? Responder,
      let item = accessibilityItems().first(where: { $0.object === focused })
    else { return nil }
    let frame = item.node.frame
    guard let view = focused as? View, let label = view.firstLabelWithText() else {
      return frame.origin
    }
    let textFrame = label.convert(label.bounds, to: view)
    let textSize = label.intrinsicContentSize
    let textWidth = min(textSize.width, textFrame.width)
    let x: Double =
      switch label.resolvedAlignment {
      case .right: textFrame.maxX - textWidth
      case .center: textFrame.midX - textWidth / 2
      default: textFrame.minX
      }
    // A label centres its text vertically, as it draws it.
    let y =
      textFrame.minY
      + ((textFrame.height - min(textSize.height, textFrame.height)) / 2)
      .rounded(.down)
    return CGPoint(x: frame.minX + x, y: frame.minY + y)
  }
}

extension View {
  /// This view when it is a label with text, else the first such label in its visible
  /// subtree, depth first in subview order.
  func firstLabelWithText() -> Label? {
    if let label = self as? Label, let text = label.text, !text.isEmpty { return label }
    for subview in storedSubviews where !subview.isHidden && subview.alpha > 0 {
      if let label = subview.firstLabelWithText() { return label }
    }
    return nil
  }
}
