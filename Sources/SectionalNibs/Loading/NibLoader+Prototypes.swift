import Sectional
import SectionalInterfaceBuilder

extension NibLoader {
  /// Registers a table's prototype cell under its reuse identifier, so that
  /// `dequeueReusableCell(withIdentifier:)` makes it from the document as UIKit does for a
  /// storyboard's prototypes.
  ///
  /// Each new cell is a fresh instantiation of the prototype (its own loader, so its outlets
  /// and actions connect within the cell); the diagnostics of the first one are reported
  /// through ``Nib/diagnosticHandler``, later ones repeat them and are not.
  func registerPrototype(_ prototype: IBObject, _ cell: IBTableViewCell, in table: TableView) {
    guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else {
      warn(
        prototype.line,
        "prototype cell \"\(prototype.id)\" has no reuse identifier (not registered)",
        prototype.id)
      return
    }
    let document = document
    let images = images
    let reported = ReportedFlag()
    let context = storyboardContext
    table.register(
      template: {
        let loader = NibLoader(document: document, images: images)
        loader.storyboardContext = context
        let made = loader.instantiate(prototype)
        if !reported.value {
          reported.value = true
          for diagnostic in loader.diagnostics { Nib.diagnosticHandler(diagnostic) }
        }
        return made as? TableViewCell ?? TableViewCell(style: .default, reuseIdentifier: identifier)
      }, forCellReuseIdentifier: identifier)
  }
}

/// Whether a prototype's diagnostics were reported already.
@MainActor
final class ReportedFlag {
  /// `true` once reported.
  var value = false
}
