import SectionalGraphics

extension View {
  /// The elements a screen reader visits inside this view, in reading order, with frames in
  /// this view's coordinates.
  ///
  /// The walk follows UIKit's rules: a hidden view (or one with alpha below 0.01) and
  /// everything in it is skipped; an accessibility element is visited and not looked into;
  /// a container with `accessibilityElementsHidden` is skipped; a container with
  /// `accessibilityElements` (set, or its class's default order, such as a table's) is read
  /// in that order; any other view's subviews are read top to bottom, then left to right,
  /// by their frames (Documentation/Accessibility.md § Reading order).
  ///
  /// - Complexity: O(n log n) in the views of the subtree that are not elements.
  public func accessibilityItems() -> [AccessibilityItem] {
    var items: [AccessibilityItem] = []
    let origin = convert(CGPoint.zero, to: nil)
    AccessibilityWalk.collect(self, origin: origin, into: &items)
    return items
  }
}

/// The walk behind `View.accessibilityItems()`.
@MainActor
enum AccessibilityWalk {
  static func collect(_ object: Responder, origin: CGPoint, into items: inout [AccessibilityItem]) {
    if let view = object as? View, view.isHidden || view.alpha < 0.01 { return }
    if object.isAccessibilityElement {
      let defaults = object.accessibilityDefaults
      let frame = object.accessibilityFrame.offsetBy(dx: -origin.x, dy: -origin.y)
      let node = AccessibilityNode(
        label: object.accessibilityLabel, value: object.accessibilityValue,
        hint: object.accessibilityHint, traits: object.accessibilityTraits, frame: frame,
        isExpanded: defaults.isExpanded)
      items.append(AccessibilityItem(object: object, node: node))
      return
    }
    if object.accessibilityElementsHidden { return }
    if let elements = object.accessibilityElements {
      for case let element as Responder in elements {
        collect(element, origin: origin, into: &items)
      }
      return
    }
    guard let view = object as? View else { return }
    let ordered = view.subviews.enumerated().sorted { a, b in
      let (p, q) = (a.element.frame, b.element.frame)
      if p.minY != q.minY { return p.minY < q.minY }
      if p.minX != q.minX { return p.minX < q.minX }
      return a.offset < b.offset
    }
    for (_, subview) in ordered { collect(subview, origin: origin, into: &items) }
  }
}
