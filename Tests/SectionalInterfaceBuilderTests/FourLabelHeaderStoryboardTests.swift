import Foundation
import SectionalInterfaceBuilder
import Testing

/// Seed 002's storyboard header: a table header view with a vertical stack of four labels
/// pinned to its layout margins guide, and a button with a title per state.
@Suite struct FourLabelHeaderStoryboardTests {
  let result: IBLoadResult
  var document: IBDocument { result.document }

  init() throws {
    result = try loadDocument("FourLabelHeader.storyboard")
  }

  @Test("The table header view is the table's child with key tableHeaderView")
  func header() throws {
    #expect(result.diagnostics == [])
    let controller = try #require(document.initialViewController)
    #expect(controller.kind == .tableViewController(IBViewController()))
    let table = try #require(controller.rootView)
    guard case .tableView(let properties) = table.kind else {
      Issue.record("not a table view")
      return
    }
    #expect(properties.style == .insetGrouped)
    #expect(properties.separatorStyle == .none)
    #expect(properties.rowHeight == -1)
    let header = try #require(table.child(forKey: "tableHeaderView"))
    #expect(header.id == "hdr-02-hdr")
    #expect(header.view.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(
      header.view.layoutMargins
        == IBEdgeInsets(top: 8, left: 16, bottom: 8, right: 16, isDirectional: true))
    #expect(header.children.map(\.kind) == [.layoutGuide(.layoutMargins)])
    #expect(header.subviews.map(\.id) == ["hdr-02-stk", "hdr-02-btn"])
  }

  @Test("The vertical stack and its four labels, in order")
  func stack() throws {
    let stack = try #require(document.object(withID: "hdr-02-stk"))
    var expected = IBStackView()
    expected.axis = .vertical
    expected.alignment = .leading
    expected.spacing = 4
    #expect(stack.kind == .stackView(expected))
    #expect(stack.subviews.map(\.id) == ["hdr-02-la1", "hdr-02-la2", "hdr-02-la3", "hdr-02-la4"])
    let labels = stack.subviews.compactMap { object -> IBLabel? in
      if case .label(let label) = object.kind { label } else { nil }
    }
    #expect(
      labels.map(\.text) == ["First", "Second", "Third, a longer text\non two lines", "Fourth"])
    #expect(
      labels.map(\.font) == [
        .textStyle("UICTFontTextStyleHeadline"), .system(pointSize: 15, weight: nil),
        .italicSystem(pointSize: 13), .system(pointSize: 12, weight: .semibold),
      ])
    #expect(labels.map(\.numberOfLines) == [1, 0, 1, 1])
    #expect(labels[2].textColor == .systemColor("secondaryLabelColor"))
    let fourth = stack.subviews[3].view
    #expect(fourth.isHidden)
    #expect(fourth.alpha == 0.5)
    #expect(fourth.tag == 4)
  }

  @Test("Constraints to the margins guide, and a ratio multiplier")
  func constraints() throws {
    let header = try #require(document.object(withID: "hdr-02-hdr"))
    #expect(header.constraints.count == 6)
    #expect(header.constraints[0].secondItem == "hdr-02-mrg")
    #expect(
      header.constraints[5]
        == IBConstraint(
          id: "c02-btw", firstItem: "hdr-02-btn", firstAttribute: .width,
          secondItem: "hdr-02-stk", secondAttribute: .width, multiplier: 0.25, constant: -2,
          owner: "hdr-02-hdr", line: 57))
  }

  @Test("The button: system type, a title per state, an action")
  func button() throws {
    let object = try #require(document.object(withID: "hdr-02-btn"))
    guard case .button(let button) = object.kind else {
      Issue.record("not a button")
      return
    }
    #expect(button.buttonType == .system)
    #expect(button.states.map(\.state) == ["normal", "highlighted", "disabled"])
    #expect(button.state("normal")?.title == "More")
    #expect(button.state("highlighted")?.title == "More…")
    #expect(button.state("highlighted")?.titleColor == .systemColor("darkTextColor"))
    #expect(button.state("disabled")?.title == "None")
    #expect(button.state("selected") == nil)
    #expect(button.lineBreakMode == .middleTruncation)
    #expect(
      object.connections == [
        IBConnection(
          kind: .action(selector: "showMore:", eventType: "touchUpInside"), id: "act-02-mor",
          source: "hdr-02-btn", destination: "hdr-02-ctl", line: 45)
      ])
  }
}
