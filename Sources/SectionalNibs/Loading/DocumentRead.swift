import Foundation
import Sectional
import SectionalInterfaceBuilder

/// What nibs and storyboards keep of reading their file: the document, if it read, and every
/// diagnostic, so a broken file is reported instead of thrown (UIKit's initializers never
/// fail).
struct DocumentRead {
  /// The document, or nil when reading stopped.
  let document: IBDocument?
  /// What reading found, the stopping error last.
  let diagnostics: [IBDiagnostic]

  /// Reads with `read`; an error that stopped it becomes an error diagnostic naming
  /// `fileName` at line 1 unless it carries its own.
  init(fileName: String, _ read: () throws -> IBLoadResult) {
    do {
      let result = try read()
      (document, diagnostics) = (result.document, result.diagnostics)
    } catch let error as IBLoadError {
      (document, diagnostics) = (nil, [error.diagnostic])
    } catch {
      let failed = IBDiagnostic(
        severity: .error, fileName: fileName, line: 1, message: "\(error)")
      (document, diagnostics) = (nil, [failed])
    }
  }
}

extension ImageCatalog {
  /// The shared catalog that looks in `bundle`'s resources first, where a nib's or
  /// storyboard's images are.
  static func searching(_ bundle: Bundle?) -> ImageCatalog {
    var images = ImageCatalog.shared
    if let path = bundle?.resourcePath { images.searchDirectories.insert(path, at: 0) }
    return images
  }
}
