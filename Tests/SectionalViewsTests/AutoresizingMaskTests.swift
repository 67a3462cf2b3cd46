import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct AutoresizingMaskTests {
  @Test("a flexible width and right margin share the growth in proportion to their sizes")
  func proportionalShare() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: CGRect(x: 20, y: 30, width: 100, height: 40))
    child.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
    root.addSubview(child)
    root.frame = CGRect(x: 0, y: 0, width: 440, height: 200)
    #expect(child.frame == CGRect(x: 20, y: 30, width: 150, height: 40))
  }

  @Test("flexible side margins keep a view centred and a flexible height takes all the change")
  func centredAndStretched() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: CGRect(x: 100, y: 0, width: 100, height: 40))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
    root.addSubview(child)
    root.bounds = CGRect(x: 0, y: 0, width: 400, height: 260)
    #expect(child.frame == CGRect(x: 150, y: 0, width: 100, height: 100))
  }

  @Test("flexible parts that are all 0 pt long share the change equally")
  func zeroLengthParts() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = View(frame: CGRect(x: 0, y: 10, width: 300, height: 20))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    root.addSubview(child)
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
    #expect(child.frame == CGRect(x: 50, y: 10, width: 300, height: 20))
  }

  @Test("an empty mask, or autoresizesSubviews off, leaves the frame alone")
  func noResizing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let fixed = View(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
    let masked = View(frame: CGRect(x: 10, y: 40, width: 50, height: 20))
    masked.autoresizingMask = [.flexibleWidth]
    root.addSubview(fixed)
    root.addSubview(masked)
    root.autoresizesSubviews = false
    root.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    #expect(masked.frame == CGRect(x: 10, y: 40, width: 50, height: 20))
    root.autoresizesSubviews = true
    root.frame = CGRect(x: 0, y: 0, width: 600, height: 100)
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    #expect(masked.frame == CGRect(x: 10, y: 40, width: 150, height: 20))
  }

  @Test("the mask's constraints are logged with UIKit's h= v= markers")
  func logMarkers() {
    let masks: [(View.AutoresizingMask, String)] = [
      ([], "h=--& v=--&"),
      ([.flexibleWidth, .flexibleHeight], "h=-&- v=-&-"),
      ([.flexibleLeftMargin, .flexibleRightMargin], "h=&-& v=--&"),
      ([.flexibleLeftMargin, .flexibleBottomMargin], "h=&-- v=--&"),
      ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], "h=--& v=&&&"),
    ]
    for (mask, marker) in masks {
      #expect(mask.logMarker == marker)
    }
  }

  @Test("a flexible width becomes width == superview.width - margins, a fixed origin minX == c")
  func constraintShapes() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let panel = View(frame: CGRect(x: 20, y: 10, width: 260, height: 50))
    panel.autoresizingMask = [.flexibleWidth]
    root.addSubview(panel)
    let label = SizedView(40, 20)
    panel.addSubview(label)
    label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8).isActive = true
    root.layoutIfNeeded()
    let engine = root.rootEngine!
    let made = engine.generated[ObjectIdentifier(panel)]!.map(\.description)
    let name = panel.layoutItemName
    let rootName = root.layoutItemName
    #expect(made[0].contains("h=-&- v=--& \(name).minX == 20   (active)"))
    #expect(made[1].contains("h=-&- v=--& \(name).minY == 10   (active)"))
    #expect(made[2].contains("h=-&- v=--& \(name).width == \(rootName).width - 40   (active)"))
    #expect(made[3].contains("h=-&- v=--& \(name).height == 50   (active)"))
  }

  @Test("Auto Layout inside an autoresizing view follows the superview's new size")
  func autoLayoutInside() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let panel = View(frame: CGRect(x: 20, y: 10, width: 260, height: 50))
    panel.autoresizingMask = [.flexibleWidth]
    root.addSubview(panel)
    let label = SizedView(40, 20)
    panel.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: panel.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 8, y: 0, width: 244, height: 20))
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
    root.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 20, y: 10, width: 360, height: 50))
    #expect(label.frame == CGRect(x: 8, y: 0, width: 344, height: 20))
  }

  @Test("a fitting solves the mask's constraints: a flexible height grows with the content")
  func fittingThroughMask() {
    let header = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    header.addSubview(inner)
    let content = SizedView(20, 10)
    inner.addSubview(content)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: inner.topAnchor),
      content.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
    ])
    let target = CGSize(width: 100, height: 0)
    func fit() -> CGSize {
      header.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      )
    }
    inner.autoresizingMask = [.flexibleHeight]
    #expect(fit() == CGSize(width: 100, height: 30))
    inner.autoresizingMask = [.flexibleTopMargin]
    #expect(fit() == CGSize(width: 100, height: 0))
  }
}
