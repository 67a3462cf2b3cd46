import Foundation
import SectionalInterfaceBuilder
import Testing

/// Unsupported features warn and the rest loads; broken references are errors naming both
/// ids and the line; malformed XML is an error with line and column; only a document that
/// is not XML or not an iOS Interface Builder document throws.
@Suite struct DiagnosticsTests {
  @Test("Unknown elements, attributes and values warn; everything else loads")
  func unsupportedFeatures() throws {
    let result = try parse(
      storyboard(
        """
        <viewController id="vc1" sceneMemberID="viewController">
        <view key="view" contentMode="sideways" shimmer="YES" id="v1">
        <subviews>
        <textField id="tf1" tag="7"><rect key="frame" x="1" y="2" width="3" height="4"/></textField>
        <label text="Hi" id="l1"><foo/><attributedString key="attributedText"/></label>
        </subviews>
        <variation key="heightClass=compact"/>
        <color key="glowColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
        <constraints>
        <constraint firstItem="tf1" firstAttribute="top" secondItem="v1" secondAttribute="top" id="k1"/>
        <constraint firstAttribute="sideways" constant="1" id="k2"/>
        </constraints>
        </view>
        </viewController>
        """))
    #expect(
      printed(result) == [
        "Test.storyboard:5: warning: unsupported attribute shimmer=\"YES\" on view \"v1\" (ignored)",
        "Test.storyboard:5: warning: unsupported value \"sideways\" for contentMode= on view \"v1\" (ignored)",
        "Test.storyboard:7: warning: unknown element <textField> \"tf1\" in view \"v1\" (loaded without its own properties)",
        "Test.storyboard:8: warning: unknown element <foo> in label \"l1\" (ignored)",
        "Test.storyboard:8: warning: attributed text in label \"l1\" is not supported (ignored)",
        "Test.storyboard:10: warning: a size-class variation in view \"v1\" is not supported (ignored)",
        "Test.storyboard:11: warning: unsupported colour glowColor in view \"v1\" (ignored)",
        "Test.storyboard:14: warning: constraint \"k2\" has unsupported firstAttribute \"sideways\" (dropped)",
      ])
    let view = try #require(result.document.object(withID: "v1"))
    #expect(view.subviews.map(\.id) == ["tf1", "l1"])
    #expect(view.subviews[0].kind == .unsupported)
    #expect(view.subviews[0].view.tag == 7)
    #expect(view.subviews[0].view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.constraints.map(\.id) == ["k1"])
    #expect(view.view.contentMode == nil)
  }

  @Test("Diagnostics print like a compiler's")
  func printing() {
    let diagnostic = IBDiagnostic(
      severity: .warning, fileName: "Main.storyboard", line: 42,
      message: "unknown element <foo> in view \"abc-de-fgh\" (ignored)", objectID: "abc-de-fgh")
    #expect(
      diagnostic.description
        == "Main.storyboard:42: warning: unknown element <foo> in view \"abc-de-fgh\" (ignored)")
    let located = IBDiagnostic(
      severity: .error, fileName: "A.xib", line: 3, column: 9, message: "malformed XML")
    #expect(located.description == "A.xib:3:9: error: malformed XML")
  }

  @Test("References to missing ids are errors naming both ids and the line")
  func missingReferences() throws {
    let result = try parse(
      storyboard(
        """
        <viewController id="vc1" sceneMemberID="viewController">
        <view key="view" id="v1">
        <constraints>
        <constraint firstItem="ghost" firstAttribute="top" secondItem="v1" secondAttribute="top" id="k1"/>
        <constraint firstAttribute="width" constant="10" id="k2"/>
        </constraints>
        <sections><tableViewSection id="gone"/></sections>
        </view>
        <connections>
        <outlet property="titleLabel" destination="nowhere" id="o1"/>
        <outlet property="hidden" destination="gone" id="o2"/>
        <segue destination="vc9" kind="show" identifier="next" id="g1"/>
        </connections>
        </viewController>
        """, attributes: " initialViewController=\"vc7\""))
    #expect(
      printed(result) == [
        "Test.storyboard:1: error: the initial view controller \"vc7\" does not exist (ignored)",
        "Test.storyboard:7: error: constraint \"k1\" in view \"v1\" refers to missing object \"ghost\" (dropped)",
        "Test.storyboard:10: warning: static table content in view \"v1\" is not supported (ignored)",
        "Test.storyboard:13: error: outlet \"titleLabel\" of viewController \"vc1\" refers to missing object \"nowhere\" (dropped)",
        "Test.storyboard:14: warning: outlet \"hidden\" of viewController \"vc1\" refers to \"gone\", which was ignored (dropped)",
        "Test.storyboard:15: error: show segue \"g1\" of viewController \"vc1\" refers to missing object \"vc9\" (dropped)",
      ])
    #expect(result.errors.count == 4)
    #expect(result.warnings.count == 2)
    #expect(result.errors[1].objectID == "v1")
    let controller = try #require(result.document.object(withID: "vc1"))
    #expect(controller.connections == [])
    #expect(controller.rootView?.constraints.map(\.id) == ["k2"])
    #expect(result.document.initialViewControllerID == nil)
  }

  @Test("Malformed XML: an error with line and column, and what came before still loads")
  func malformed() throws {
    let result = try parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
      <view id="v1"><rect key="frame" x="0" y="0" width="10" height="20"/></view>
      <view id="v2">
      <label id="l1"></view>
      </objects>
      </document>
      """, fileName: "Broken.xib")
    #expect(
      printed(result) == [
        "Broken.xib:6:23: error: malformed XML: an end tag does not match its start tag "
          + "(the document is read up to here)"
      ])
    #expect(result.document.objects.map(\.id) == ["v1", "v2"])
    #expect(result.document.objects[0].view.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(result.document.objects[1].subviews == [])
    #expect(result.document.objects[1].children.map(\.id) == ["l1"])
  }

  @Test("Not XML, not a document, or not an iOS document: an error is thrown")
  func thrown() {
    #expect(throws: IBLoadError.self) { try parse("this is not XML") }
    let cases: [(String, String)] = [
      ("", "Test.storyboard:1:1: error: not an XML document: the document is empty"),
      (
        "plain text",
        "Test.storyboard:1:1: error: not an XML document: the data is not an XML document"
      ),
      (
        "<plist version=\"1.0\"/>",
        "Test.storyboard:1: error: the root element is <plist>, not an Interface Builder <document>"
      ),
      (
        "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>",
        "Test.storyboard:1: error: document type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" is not an iOS storyboard or xib (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB or com.apple.InterfaceBuilder3.CocoaTouch.XIB)"
      ),
    ]
    for (text, expected) in cases {
      do {
        _ = try parse(text)
        Issue.record("no error for \(text)")
      } catch let error as IBLoadError {
        #expect(error.description == expected)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
    #expect(throws: IBLoadError.self) {
      try IBDocument.load(contentsOf: documentsDirectory.appendingPathComponent("Missing.xib"))
    }
  }

  @Test("Invalid numbers, flags and multipliers are reported and skipped")
  func invalidValues() throws {
    let result = try parse(
      storyboard(
        """
        <view id="v1" alpha="lots" hidden="maybe" tag="x">
        <constraints>
        <constraint firstAttribute="width" multiplier="1:0" id="k1"/>
        <constraint firstAttribute="width" priority="0" id="k2"/>
        <constraint firstAttribute="width" constant="nan" id="k3"/>
        </constraints>
        </view>
        """))
    #expect(
      printed(result) == [
        "Test.storyboard:4: warning: invalid integer \"x\" for tag= on view \"v1\" (ignored)",
        "Test.storyboard:4: warning: invalid flag \"maybe\" for hidden= on view \"v1\" (ignored)",
        "Test.storyboard:4: warning: invalid number \"lots\" for alpha= on view \"v1\" (ignored)",
        "Test.storyboard:6: warning: constraint \"k1\" has invalid multiplier \"1:0\" (dropped)",
        "Test.storyboard:7: warning: constraint \"k2\" has priority 0.0 outside 1…1000 (dropped)",
        "Test.storyboard:8: warning: invalid number \"nan\" for constant= on constraint \"k3\" (ignored)",
      ])
    let view = try #require(result.document.object(withID: "v1"))
    #expect(view.view.alpha == 1)
    #expect(view.constraints.map(\.id) == ["k3"])
    #expect(view.constraints.first?.constant == 0)
  }

  @Test("Invalid UTF-8 is an error at its byte, read as U+FFFD; the document loads")
  func invalidUTF8() throws {
    var bytes = [UInt8](
      storyboard(
        """
        <view id="v1"/>
        <label text="Ok" id="l1"/>
        <view id="vZ"/>
        """
      ).utf8)
    let index = try #require(bytes.firstIndex(of: UInt8(ascii: "Z")))
    bytes[index] = 0xE1
    let result = try IBDocument.parse(data: Data(bytes), fileName: "Bad.storyboard")
    #expect(
      printed(result) == [
        "Bad.storyboard:6:12: error: invalid UTF-8 (byte 0xe1, read as U+FFFD)"
      ])
    #expect(result.document.scenes.first?.objects.map(\.id) == ["v1", "l1", "v\u{FFFD}"])
    do {
      _ = try IBDocument.parse(data: Data([0xC7, 0x92, 0x92]), fileName: "Bad.xib")
      Issue.record("no error for a lone continuation byte")
    } catch let error as IBLoadError {
      #expect(
        error.description
          == "Bad.xib:1:3: error: not an XML document: invalid UTF-8 (byte 0x92, read as U+FFFD)")
    }
  }
}
