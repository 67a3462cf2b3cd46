import Foundation
import SectionalInterfaceBuilder

/// The ib suite: reading a storyboard (XML to `IBDocument`) with N prototype cells, and
/// loading it into views.
///
/// Workload A parses a generated storyboard: a navigation controller and a table view
/// controller whose table has N prototype cells, each a seed 000 "HeaderCell" (a content
/// view with an image view and two labels, 9 constraints, 3 outlets, fonts and colours).
/// Only `IBDocument.parse(data:fileName:)` is timed; the document text is made beforehand.
/// The result is checked: N cells, 9N constraints, 3N outlets and no diagnostic.
///
/// Workload B loads the same storyboard (InterfaceBuilderLoadBenchmarks.swift): parsing,
/// making the table view and one cell of each prototype. The goal is 50 cells in
/// ≤ 8 ms.
enum InterfaceBuilderSuite: BenchmarkSuite {
  static let name = "ib"
  static let summary = "storyboards with N prototype cells: reading (A), loading into views (B)"

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "AB"
    for letter in letters where letter != "A" && letter != "B" {
      throw BenchmarkFailure("ib: unknown workload '\(letter)' (use A or B)")
    }
    let sizes = options.sizes ?? [10, 50, 200]
    if letters.contains("A") {
      try harness.sweep(suite: name, workload: "A", sizes: sizes, body: parse(cells:))
    }
    if letters.contains("B") {
      try harness.sweep(suite: name, workload: "B", sizes: sizes) { n in
        try MainActor.assumeIsolated { try load(cells: n) }
      }
    }
  }

  /// One repetition: parses the storyboard with `n` cells and checks the result.
  static func parse(cells n: Int) throws -> Sample {
    let data = Data(storyboard(cells: n).utf8)
    let clock = ContinuousClock()
    let start = clock.now
    let result = try IBDocument.parse(data: data, fileName: "Bench.storyboard")
    let timed = (clock.now - start).seconds
    var cells = 0
    var constraints = 0
    var outlets = 0
    result.document.forEachObject { object in
      if case .tableViewCell = object.kind { cells += 1 }
      constraints += object.constraints.count
      outlets += object.connections.filter { $0.outletProperty != nil }.count
    }
    guard result.diagnostics.isEmpty, cells == n, constraints == 9 * n, outlets == 3 * n + 2
    else {
      throw BenchmarkFailure(
        "CHECK FAILED: ib A n=\(n): \(cells) cells, \(constraints) constraints, \(outlets) "
          + "outlets, diagnostics \(result.diagnostics.prefix(3))")
    }
    return Sample(
      timed: timed, checksum: Double(constraints), constraints: constraints,
      figures: [
        Figure(key: "us_per_cell", value: timed * 1e6 / Double(n), unit: "µs/cell"),
        Figure(key: "kib", name: "doc", value: Double(data.count) / 1024, unit: "KiB"),
      ])
  }

  /// A storyboard whose table view controller has `n` prototype cells.
  static func storyboard(cells n: Int) -> String {
    let prototypes = (0..<n).map(cell).joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
      initialViewController="nav">
      <scenes>
      <scene sceneID="s1"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
      <rect key="frame" x="0.0" y="48" width="414" height="44"/>
      </navigationBar>
      <connections><segue destination="tvc" kind="relationship" \
      relationship="rootViewController" id="root"/></connections>
      </navigationController>
      </objects></scene>
      <scene sceneID="s2"><objects>
      <tableViewController id="tvc" customClass="Bench" sceneMemberID="viewController">
      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" \
      style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" \
      sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl">
      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
      <color key="backgroundColor" systemColor="systemBackgroundColor"/>
      <prototypes>
      \(prototypes)
      </prototypes>
      <connections>
      <outlet property="dataSource" destination="tvc" id="ds"/>
      <outlet property="delegate" destination="tvc" id="dg"/>
      </connections>
      </tableView>
      </tableViewController>
      </objects></scene>
      </scenes>
      </document>
      """
  }

  /// Prototype cell `i`: an image view and two labels in a content view, with constraints.
  static func cell(_ i: Int) -> String {
    let (c, v, m, t, s) = ("c\(i)", "v\(i)", "m\(i)", "t\(i)", "s\(i)")
    return """
      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" \
      reuseIdentifier="Cell\(i)" rowHeight="68" id="\(c)" customClass="HeaderCell">
      <rect key="frame" x="0.0" y="28" width="414" height="68"/>
      <autoresizingMask key="autoresizingMask"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
      contentMode="center" tableViewCell="\(c)" id="\(v)">
      <rect key="frame" x="0.0" y="0.0" width="414" height="68"/>
      <subviews>
      <imageView clipsSubviews="YES" contentMode="scaleAspectFit" image="smiley-face" \
      translatesAutoresizingMaskIntoConstraints="NO" id="\(m)">
      <rect key="frame" x="16" y="10" width="48" height="48"/>
      <constraints><constraint firstAttribute="width" constant="48" id="\(m)w"/></constraints>
      </imageView>
      <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" text="Title \(i)" \
      textAlignment="natural" lineBreakMode="tailTruncation" \
      translatesAutoresizingMaskIntoConstraints="NO" id="\(t)">
      <rect key="frame" x="76" y="12" width="322" height="21"/>
      <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
      <color key="textColor" white="1" alpha="1" colorSpace="custom" \
      customColorSpace="genericGamma22GrayColorSpace"/>
      </label>
      <label opaque="NO" contentMode="left" text="Subtitle" numberOfLines="2" \
      translatesAutoresizingMaskIntoConstraints="NO" id="\(s)">
      <rect key="frame" x="76" y="37" width="322" height="18"/>
      <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
      <color key="textColor" red="0.9" green="0.95" blue="1" alpha="1" colorSpace="custom" \
      customColorSpace="sRGB"/>
      </label>
      </subviews>
      <constraints>
      <constraint firstItem="\(m)" firstAttribute="leading" secondItem="\(v)" \
      secondAttribute="leadingMargin" id="\(c)a"/>
      <constraint firstItem="\(m)" firstAttribute="centerY" secondItem="\(v)" \
      secondAttribute="centerY" id="\(c)b"/>
      <constraint firstItem="\(t)" firstAttribute="leading" secondItem="\(m)" \
      secondAttribute="trailing" constant="12" id="\(c)c"/>
      <constraint firstAttribute="trailingMargin" secondItem="\(t)" secondAttribute="trailing" \
      id="\(c)d"/>
      <constraint firstItem="\(t)" firstAttribute="top" secondItem="\(v)" secondAttribute="top" \
      constant="12" id="\(c)e"/>
      <constraint firstItem="\(s)" firstAttribute="top" secondItem="\(t)" \
      secondAttribute="bottom" constant="4" id="\(c)f"/>
      <constraint firstItem="\(s)" firstAttribute="leading" secondItem="\(t)" \
      secondAttribute="leading" id="\(c)g"/>
      <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="\(s)" \
      secondAttribute="bottom" constant="8" priority="750" id="\(c)h"/>
      </constraints>
      </tableViewCellContentView>
      <color key="backgroundColor" red="0.0" green="0.478" blue="1" alpha="1" \
      colorSpace="custom" customColorSpace="sRGB"/>
      <connections>
      <outlet property="title" destination="\(t)" id="\(c)o1"/>
      <outlet property="subtitle" destination="\(s)" id="\(c)o2"/>
      <outlet property="image" destination="\(m)" id="\(c)o3"/>
      </connections>
      </tableViewCell>
      """
  }
}
