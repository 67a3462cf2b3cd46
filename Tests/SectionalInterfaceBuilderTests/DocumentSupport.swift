import Foundation
import SectionalInterfaceBuilder

/// The folder of hand-written test documents, found relative to this file.
let documentsDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().appendingPathComponent("Documents")

/// Loads test document `name` from `Documents/`.
func loadDocument(_ name: String) throws -> IBLoadResult {
  try IBDocument.load(contentsOf: documentsDirectory.appendingPathComponent(name))
}

/// Parses `text` as a document named `fileName`.
func parse(_ text: String, fileName: String = "Test.storyboard") throws -> IBLoadResult {
  try IBDocument.parse(data: Data(text.utf8), fileName: fileName)
}

/// The printed diagnostics of `result`.
func printed(_ result: IBLoadResult) -> [String] {
  result.diagnostics.map(\.description)
}

/// A minimal storyboard around `objects` (one scene whose `<objects>` holds them); the
/// first object line is line 4.
func storyboard(_ objects: String, attributes: String = "") -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(attributes)>
  <scenes><scene sceneID="s1"><objects>
  \(objects)
  </objects></scene></scenes>
  </document>
  """
}
