import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The header, footer or row under a hovering mouse pointer, or `nil`.
  ///
  /// Hosts with a mouse send hover events (the GTK window does); the element's view shows
  /// its hover highlight (`TableViewCell.isHovered`, `TableViewHeaderFooterView.isHovered`)
  /// while the pointer is over it. iOS has no hover on tables; iPadOS highlights cells under
  /// its pointer in much the same way.
  public var hoveredElement: LayoutElementKind? { hovered?.kind }

  /// Moves the hover to the element under `location` (window coordinates), or clears it.
  ///
  /// - Complexity: O(n) hit testing over the table's subviews, plus O(k) in the displayed
  ///   elements.
  func updateHover(at location: CGPoint?) {
    hoverLocation = location
    let found = location.flatMap { point -> (LayoutElementKind, View)? in
      let local = convert(point, from: nil)
      guard self.point(inside: local, with: nil) else { return nil }
      return element(containing: hitTest(local, with: nil))
    }
    if let hovered, hovered.view !== found?.1 { setHovered(false, hovered.view) }
    hovered = found.map { (kind: $0.0, view: $0.1) }
    if let found { setHovered(true, found.1) }
  }

  /// Moves the hover to what scrolled under a pointer that stayed still.
  func refreshHover() {
    if let hoverLocation { updateHover(at: hoverLocation) }
  }

  /// Ends the hover on a view that leaves the screen or is reused.
  func clearHover(ifShownBy view: View) {
    guard let hovered, hovered.view === view else { return }
    setHovered(false, view)
    self.hovered = nil
  }

  /// Turns the hover highlight of a header, footer or cell on or off.
  private func setHovered(_ isHovered: Bool, _ view: View) {
    (view as? TableViewHeaderFooterView)?.isHovered = isHovered
    (view as? TableViewCell)?.isHovered = isHovered
  }
}
