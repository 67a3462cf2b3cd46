import Foundation

/// Turns the XML tree of a storyboard or xib into an ``IBDocument``, collecting
/// diagnostics instead of stopping at the first problem.
struct IBReader {
  /// The file name diagnostics use.
  let fileName: String
  /// What was found so far.
  var diagnostics: [IBDiagnostic] = []
  /// The document's recorded resources, read before the objects so that named colours get
  /// their fallback values.
  var resources = IBResources()
  /// Ids of elements skipped with a warning, so references to them are reported as
  /// references to something ignored rather than to something missing.
  var ignoredIDs: Set<String> = []

  /// Reads `data` as a storyboard or xib named `fileName`.
  ///
  /// - Throws: ``IBLoadError`` when the data is not XML or not an Interface Builder
  ///   document for iOS.
  static func read(_ data: Data, fileName: String) throws -> IBLoadResult {
    var reader = IBReader(fileName: fileName)
    let (root, syntaxError, encodingError) = XMLTreeBuilder.parse(data)
    guard let root else {
      let error =
        encodingError ?? syntaxError
        ?? XMLSyntaxError(line: 1, column: 1, message: "no root element")
      throw IBLoadError(
        IBDiagnostic(
          severity: .error, fileName: fileName, line: error.line, column: error.column,
          message: "not an XML document: \(error.message)"))
    }
    guard root.name == "document" else {
      throw IBLoadError(
        reader.diagnostic(
          .error, line: root.line,
          "the root element is <\(root.name)>, not an Interface Builder <document>"))
    }
    guard let type = root["type"], let kind = IBDocument.Kind(rawValue: type) else {
      let type = root["type"].map { "\"\($0)\"" } ?? "missing"
      throw IBLoadError(
        reader.diagnostic(
          .error, line: root.line,
          "document type \(type) is not an iOS storyboard or xib "
            + "(\(IBDocument.Kind.storyboard.rawValue) or \(IBDocument.Kind.xib.rawValue))"))
    }
    if let encodingError {
      reader.diagnostics.append(
        IBDiagnostic(
          severity: .error, fileName: fileName, line: encodingError.line,
          column: encodingError.column, message: encodingError.message))
    }
    if let syntaxError {
      reader.diagnostics.append(
        IBDiagnostic(
          severity: .error, fileName: fileName, line: syntaxError.line,
          column: syntaxError.column,
          message: "malformed XML: \(syntaxError.message) (the document is read up to here)"))
    }
    var document = reader.readDocument(root, kind: kind)
    reader.validate(&document)
    let ordered = reader.diagnostics.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }
    return IBLoadResult(document: document, diagnostics: ordered.map(\.element))
  }

  /// A diagnostic about this file.
  func diagnostic(
    _ severity: IBDiagnostic.Severity, line: Int, _ message: String, id: String? = nil
  ) -> IBDiagnostic {
    IBDiagnostic(
      severity: severity, fileName: fileName, line: line, message: message, objectID: id)
  }

  /// Records a warning.
  mutating func warn(_ line: Int, _ message: String, id: String? = nil) {
    diagnostics.append(diagnostic(.warning, line: line, message, id: id))
  }

  /// Records an error.
  mutating func error(_ line: Int, _ message: String, id: String? = nil) {
    diagnostics.append(diagnostic(.error, line: line, message, id: id))
  }

  /// How a diagnostic names an element: `view "abc-de-fgh"`, or `<view>` without an id.
  static func describe(_ node: XMLElementNode) -> String {
    node["id"].map { "\(node.name) \"\($0)\"" } ?? "<\(node.name)>"
  }

  /// Reads the `<document>` element.
  mutating func readDocument(_ root: XMLElementNode, kind: IBDocument.Kind) -> IBDocument {
    var document = IBDocument(kind: kind, fileName: fileName)
    document.toolsVersion = root["toolsVersion"]
    document.usesAutoLayout = root["useAutolayout"] == "YES"
    document.initialViewControllerID = root["initialViewController"]
    for child in root.children where child.name == "resources" {
      readResources(child)
    }
    document.resources = resources
    for child in root.children {
      switch child.name {
      case "scenes":
        for scene in child.children {
          guard scene.name == "scene" else {
            unknownElement(scene, in: child)
            continue
          }
          document.scenes.append(readScene(scene))
        }
      case "objects":
        document.objects += readObjects(child)
      case "resources", "device", "dependencies", "customFonts": continue
      default: unknownElement(child, in: root)
      }
    }
    return document
  }

  /// Reads a `<scene>`.
  mutating func readScene(_ node: XMLElementNode) -> IBScene {
    var scene = IBScene(id: node["sceneID"] ?? "", line: node.line)
    for child in node.children {
      switch child.name {
      case "objects": scene.objects += readObjects(child)
      case "point": continue
      default: unknownElement(child, in: node)
      }
    }
    return scene
  }

  /// Reads the objects of an `<objects>` list.
  mutating func readObjects(_ node: XMLElementNode) -> [IBObject] {
    node.children.compactMap { readObject($0, parent: node) }
  }

  /// Reads `<resources>`: named colours, system colours and image sizes.
  mutating func readResources(_ node: XMLElementNode) {
    for child in node.children {
      switch child.name {
      case "namedColor", "systemColor":
        guard let name = child["name"],
          let colorNode = child.children.first(where: { $0.name == "color" }),
          let color = readColor(colorNode, owner: child)
        else {
          warn(child.line, "<\(child.name)> without a name or a colour (ignored)")
          continue
        }
        if child.name == "namedColor" {
          resources.namedColors[name] = color
        } else {
          resources.systemColors[name] = color
        }
      case "image":
        guard let name = child["name"] else {
          warn(child.line, "<image> resource without a name (ignored)")
          continue
        }
        let width = number(child, "width") ?? 0
        let height = number(child, "height") ?? 0
        resources.images[name] = CGSize(width: width, height: height)
      default: unknownElement(child, in: node)
      }
    }
  }

  /// Warns that `child` of `parent` is not understood and skips it, remembering the ids
  /// inside it.
  mutating func unknownElement(_ child: XMLElementNode, in parent: XMLElementNode) {
    warn(
      child.line, "unknown element <\(child.name)> in \(Self.describe(parent)) (ignored)",
      id: parent["id"])
    rememberIgnored(child)
  }

  /// Records the ids of `node` and everything inside it as ignored.
  mutating func rememberIgnored(_ node: XMLElementNode) {
    if let id = node["id"] { ignoredIDs.insert(id) }
    for child in node.children { rememberIgnored(child) }
  }
}
