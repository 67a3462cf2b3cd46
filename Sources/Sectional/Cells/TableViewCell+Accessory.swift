import SectionalGraphics

extension TableViewCell {
  /// Draws the accessory in the trailing `accessoryWidth` of `rect` with lines.
  ///
  /// The chevron is 7 by 12 pt in `tertiaryLabel` grey, the check mark and the detail ring
  /// use the tint colour, centred vertically as UIKit's accessory views are.
  func drawAccessory(in rect: CGRect, into list: inout DisplayList) {
    guard accessoryType != .none else { return }
    let midY = rect.midY
    let chevronX = rect.maxX - layoutMargins.right - 7
    func chevron() {
      let color = Color.tertiaryLabel
      list.line(
        from: CGPoint(x: chevronX, y: midY - 6), to: CGPoint(x: chevronX + 7, y: midY),
        color: color, lineWidth: 2)
      list.line(
        from: CGPoint(x: chevronX + 7, y: midY), to: CGPoint(x: chevronX, y: midY + 6),
        color: color, lineWidth: 2)
    }
    func ring(at x: Double) {
      list.strokeRoundedRect(
        CGRect(x: x, y: midY - 11, width: 22, height: 22), cornerRadius: 11, color: tintColor,
        lineWidth: 1)
    }
    switch accessoryType {
    case .none:
      return
    case .disclosureIndicator:
      chevron()
    case .checkmark:
      let x = rect.maxX - layoutMargins.right - 14
      list.line(
        from: CGPoint(x: x, y: midY), to: CGPoint(x: x + 5, y: midY + 5), color: tintColor,
        lineWidth: 2)
      list.line(
        from: CGPoint(x: x + 5, y: midY + 5), to: CGPoint(x: x + 14, y: midY - 6), color: tintColor,
        lineWidth: 2)
    case .detailButton:
      ring(at: rect.maxX - layoutMargins.right - 22)
    case .detailDisclosureButton:
      chevron()
      ring(at: chevronX - 32)
    }
  }
}
