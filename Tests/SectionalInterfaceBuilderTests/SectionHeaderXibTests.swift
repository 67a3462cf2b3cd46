import Foundation
import SectionalInterfaceBuilder
import Testing

/// A UITableViewHeaderFooterView xib: reuse identifier, content view, named colour with its
/// fallback, a named font, layout margins and runtime attributes.
@Suite struct SectionHeaderXibTests {
  let result: IBLoadResult
  var document: IBDocument { result.document }

  init() throws {
    result = try loadDocument("SectionHeader.xib")
  }

  @Test("The header-footer view and its content view")
  func headerFooterView() throws {
    #expect(result.diagnostics == [])
    let header = try #require(document.object(withID: "sec-hf-vew"))
    #expect(header.kind == .tableViewHeaderFooterView(reuseIdentifier: "SectionHeader"))
    #expect(header.className == "SectionHeaderView")
    #expect(header.kind.uiKitClassName == "UITableViewHeaderFooterView")
    #expect(header.view.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    let content = try #require(header.contentView)
    #expect(content.kind == .view)
    #expect(content.view.layoutMargins == IBEdgeInsets(top: 6, left: 20, bottom: 6, right: 20))
    #expect(content.constraints.map(\.id) == ["csh-led", "csh-trl", "csh-cny"])
    #expect(header.connections.first?.destination == "sec-hf-lbl")
  }

  @Test("The label: named font, asset colour with the recorded fallback, white shadow")
  func label() throws {
    guard case .label(let label) = try #require(document.object(withID: "sec-hf-lbl")).kind else {
      Issue.record("not a label")
      return
    }
    var expected = IBLabel()
    expected.text = "Section"
    expected.textAlignment = .center
    expected.font = .named("AvenirNext-DemiBold", family: "Avenir Next", pointSize: 16)
    expected.textColor = .named(
      "SectionTitle", fallback: .rgb(0, 0.6, 0.2, alpha: 1, space: .sRGB))
    expected.shadowColor = .white(1, alpha: 1, space: .genericGamma22Gray)
    expected.shadowOffset = CGSize(width: 0, height: 1)
    #expect(label == expected)
    #expect(
      document.resources.namedColors == ["SectionTitle": .rgb(0, 0.6, 0.2, alpha: 1, space: .sRGB)]
    )
  }

  @Test("User-defined runtime attributes of every common type")
  func runtimeAttributes() throws {
    let header = try #require(document.object(withID: "sec-hf-vew"))
    #expect(
      header.runtimeAttributes.map(\.keyPath) == [
        "accessibilityHint", "layer.cornerRadius", "layer.masksToBounds", "layer.borderColor",
        "layer.shadowOffset", "anchor", "hitArea",
      ])
    #expect(
      header.runtimeAttributes.map(\.value) == [
        .string("Section title"), .number(4.5), .boolean(true),
        .color(.systemColor("separatorColor")), .size(width: 0, height: 2), .point(x: 0.5, y: 1),
        .rect(x: -4, y: -4, width: 328, height: 48),
      ])
    #expect(header.runtimeAttributes[1].line == 33)
  }
}
