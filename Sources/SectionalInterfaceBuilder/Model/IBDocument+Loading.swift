import Foundation

extension IBDocument {
  /// Reads the storyboard or xib at `url`; diagnostics name the file by its last path
  /// component.
  ///
  /// Never traps: problems inside the document come back as diagnostics, and whatever can
  /// load, loads.
  ///
  /// - Throws: ``IBLoadError`` when the file cannot be read, is not XML, or is not an iOS
  ///   storyboard or xib.
  /// - Complexity: O(size of the document).
  public static func load(contentsOf url: URL) throws -> IBLoadResult {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw IBLoadError(
        IBDiagnostic(
          severity: .error, fileName: url.lastPathComponent, line: 1,
          message: "cannot read the file: \(error.localizedDescription)"))
    }
    return try parse(data: data, fileName: url.lastPathComponent)
  }

  /// Reads storyboard or xib `data`; `fileName` names it in diagnostics.
  ///
  /// - Throws: ``IBLoadError`` when the data is not XML or not an iOS storyboard or xib.
  /// - Complexity: O(size of the document).
  public static func parse(data: Data, fileName: String) throws -> IBLoadResult {
    try IBReader.read(data, fileName: fileName)
  }
}
