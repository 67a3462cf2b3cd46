import Foundation
import Sectional
import SectionalInterfaceBuilder
import SectionalNibs

extension FuzzHarness {
  /// The instantiating half of `fuzz-interface-builder`: makes `bytes` into views and traps
  /// on the first violated property, so libFuzzer reports it as a crash.
  ///
  /// The properties are described at ``nibInstantiationReport(_:traced:)``.
  @MainActor
  public static func nibInstantiation(_ bytes: UnsafeRawBufferPointer) {
    let report = nibInstantiationReport(Array(bytes), traced: false)
    if let failure = report.failure {
      let traced = nibInstantiationReport(Array(bytes), traced: true)
      fatalError(
        "FuzzHarness.nibInstantiation: \(failure)\n" + traced.operations.joined(separator: "\n"))
    }
  }

  /// Reads `bytes` as a document, instantiates it as a nib twice (every top-level object of
  /// every scene, then one cell of every prototype a made table registered) and reports the
  /// first violated property.
  ///
  /// It checks:
  /// - instantiating never traps, whatever the document holds (a trap is libFuzzer's crash);
  /// - every diagnostic names the file and has a line ≥ 1;
  /// - every made object is a view, and every registered prototype dequeues a cell;
  /// - instantiation is deterministic: both runs give the same diagnostics and the same
  ///   number of objects.
  ///
  /// A document the reader rejects (it throws) has nothing to instantiate and passes.
  ///
  /// - Complexity: the reader's cost plus twice the loader's, O(objects + constraints).
  @MainActor
  public static func nibInstantiationReport(_ bytes: [UInt8], traced: Bool = false) -> FuzzReport {
    let fileName = "Fuzz.storyboard"
    guard let read = try? IBDocument.parse(data: Data(bytes), fileName: fileName) else {
      return FuzzReport(operations: [], failure: nil, finalState: "not a document")
    }
    let runs = (0..<2).map { _ in instantiateOnce(read) }
    var failure: String?
    if runs[0].descriptions != runs[1].descriptions || runs[0].objects != runs[1].objects {
      failure = "two instantiations of the same input differ"
    }
    failure =
      failure ?? runs[0].diagnostics.lazy.compactMap { problem(with: $0, fileName: fileName) }
      .first ?? runs[0].failure
    let state = "\(runs[0].objects) objects, \(runs[0].diagnostics.count) diagnostics"
    return FuzzReport(
      operations: traced ? runs[0].descriptions : [], failure: failure, finalState: state)
  }

  /// One instantiation of `read`: its diagnostics, how many objects it made, and the first
  /// broken property it saw.
  @MainActor
  private static func instantiateOnce(_ read: IBLoadResult) -> (
    diagnostics: [IBDiagnostic], descriptions: [String], objects: Int, failure: String?
  ) {
    let nib = Nib(document: read.document, diagnostics: read.diagnostics, bundle: nil)
    let result = nib.instantiateReportingDiagnostics(withOwner: nil)
    var failure: String?
    var tables: [TableView] = []
    for object in result.topLevelObjects {
      guard let view = object as? View else {
        failure = failure ?? "a top-level object is not a view: \(type(of: object))"
        continue
      }
      collectTables(in: view, into: &tables)
    }
    var made = result.topLevelObjects.count
    read.document.forEachObject { object in
      guard case .tableViewCell(let cell) = object.kind, let identifier = cell.reuseIdentifier,
        !identifier.isEmpty
      else { return }
      for table in tables where table.dequeueReusableCell(withIdentifier: identifier) != nil {
        made += 1
      }
    }
    return (result.diagnostics, result.diagnostics.map(\.description), made, failure)
  }

  /// Appends every table view in `view`'s subtree to `tables`.
  @MainActor
  private static func collectTables(in view: View, into tables: inout [TableView]) {
    if let table = view as? TableView { tables.append(table) }
    for subview in view.subviews { collectTables(in: subview, into: &tables) }
  }
}
