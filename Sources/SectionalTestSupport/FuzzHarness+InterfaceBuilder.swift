import Foundation
import SectionalInterfaceBuilder

extension FuzzHarness {
  /// The `fuzz-interface-builder` target: reads `bytes` as a storyboard and traps on the
  /// first violated property, so libFuzzer reports it as a crash.
  ///
  /// The properties are described at ``interfaceBuilderReport(_:traced:)``.
  public static func interfaceBuilder(_ bytes: UnsafeRawBufferPointer) {
    let report = interfaceBuilderReport(Array(bytes), traced: false)
    if let failure = report.failure {
      let traced = interfaceBuilderReport(Array(bytes), traced: true)
      fatalError(
        "FuzzHarness.interfaceBuilder: \(failure)\n" + traced.operations.joined(separator: "\n"))
    }
  }

  /// Reads `bytes` with `IBDocument.parse(data:fileName:)` twice and reports the first
  /// violated property.
  ///
  /// The input is the document itself. It checks:
  /// - reading never traps (a trap is libFuzzer's crash);
  /// - it throws only an `IBLoadError`, whose diagnostic is an error with a line ≥ 1;
  /// - every diagnostic names the file and has a line ≥ 1 (and a column ≥ 1 when it has one),
  ///   and prints as `File:line…: severity: message`;
  /// - every reference left in the model resolves: constraint items, connection
  ///   destinations and the initial view controller name objects of the document;
  /// - reading is deterministic: the second read gives an equal document and equal
  ///   diagnostics (or the same error).
  ///
  /// With `traced`, the report lists every diagnostic.
  ///
  /// - Complexity: the reader's cost, twice, plus O(objects × references).
  public static func interfaceBuilderReport(_ bytes: [UInt8], traced: Bool = false) -> FuzzReport {
    let fileName = "Fuzz.storyboard"
    let first = Result { try IBDocument.parse(data: Data(bytes), fileName: fileName) }
    let second = Result { try IBDocument.parse(data: Data(bytes), fileName: fileName) }
    var trace: [String] = []
    let failure: String?
    switch (first, second) {
    case (.success(let a), .success(let b)):
      if traced { trace = a.diagnostics.map(\.description) }
      failure =
        a != b
        ? "two reads of the same input differ"
        : a.diagnostics.lazy.compactMap { Self.problem(with: $0, fileName: fileName) }.first
          ?? Self.unresolvedReference(in: a.document)
    case (.failure(let a), .failure(let b)):
      let (errorA, errorB) = (a as? IBLoadError, b as? IBLoadError)
      if traced { trace = [errorA?.description ?? "\(a)"] }
      if let errorA, let errorB {
        failure =
          errorA != errorB
          ? "two reads threw different errors"
          : errorA.diagnostic.severity != .error
            ? "a thrown diagnostic is not an error"
            : Self.problem(with: errorA.diagnostic, fileName: fileName)
      } else {
        failure = "threw something other than IBLoadError: \(a)"
      }
    default:
      failure = "one read threw and the other did not"
    }
    let state: String
    switch first {
    case .success(let result):
      state =
        "\(result.document.topLevelObjects.count) objects, \(result.diagnostics.count) diagnostics"
    case .failure(let error): state = "threw \(error)"
    }
    return FuzzReport(operations: trace, failure: failure, finalState: state)
  }

  /// What is wrong with `diagnostic`, if anything.
  public static func problem(with diagnostic: IBDiagnostic, fileName: String) -> String? {
    if diagnostic.line < 1 { return "diagnostic without a line: \(diagnostic)" }
    if let column = diagnostic.column, column < 1 { return "diagnostic with column \(column)" }
    if diagnostic.fileName != fileName { return "diagnostic names another file: \(diagnostic)" }
    let prefix = "\(fileName):\(diagnostic.line)"
    if !diagnostic.description.hasPrefix(prefix) { return "diagnostic prints oddly: \(diagnostic)" }
    return nil
  }

  /// The first reference of `document` that names no object, described.
  public static func unresolvedReference(in document: IBDocument) -> String? {
    var ids: Set<String> = []
    document.forEachObject { ids.insert($0.id) }
    if let initial = document.initialViewControllerID, !ids.contains(initial) {
      return "initial view controller \(initial) does not exist"
    }
    var found: String?
    document.forEachObject { object in
      guard found == nil else { return }
      for constraint in object.constraints {
        for item in [constraint.firstItem, constraint.secondItem].compactMap(\.self)
        where !ids.contains(item) {
          found = "constraint \(constraint.id) refers to missing \(item)"
        }
      }
      for connection in object.connections where !ids.contains(connection.destination) {
        found = "connection \(connection.id) refers to missing \(connection.destination)"
      }
    }
    return found
  }
}
