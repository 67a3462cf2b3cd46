/// A warning or error found while reading an Interface Builder document, with the place it
/// refers to.
///
/// Its `description` reads like a compiler's, so a test log or a terminal shows it as a
/// clickable location: `Main.storyboard:42: warning: unknown element <foo> in view
/// "abc-de-fgh" (ignored)`.
public struct IBDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How bad a diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    /// Something was not understood and was skipped; the rest of the document is intact.
    case warning
    /// Something is wrong in the document (malformed XML, a reference to a missing id);
    /// what it concerns did not load.
    case error
  }

  /// Whether this is a warning or an error.
  public var severity: Severity
  /// The document's file name, such as `Main.storyboard`.
  public var fileName: String
  /// The 1-based line the diagnostic refers to (the line where the element's start tag ends).
  public var line: Int
  /// The 1-based column, when the XML parser reported one (malformed XML).
  public var column: Int?
  /// What happened, naming the element and the object's id.
  public var message: String
  /// The id of the object concerned, when there is one.
  public var objectID: String?

  /// Creates a diagnostic.
  public init(
    severity: Severity, fileName: String, line: Int, column: Int? = nil, message: String,
    objectID: String? = nil
  ) {
    self.severity = severity
    self.fileName = fileName
    self.line = line
    self.column = column
    self.message = message
    self.objectID = objectID
  }

  /// `File:line[:column]: severity: message`.
  public var description: String {
    let place = column.map { "\(fileName):\(line):\($0)" } ?? "\(fileName):\(line)"
    return "\(place): \(severity.rawValue): \(message)"
  }
}

/// The error thrown when nothing of a document can load: the data is not XML at all, its
/// root is not an Interface Builder `<document>`, or the file cannot be read.
public struct IBLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The diagnostic that explains why, with the file and line.
  public var diagnostic: IBDiagnostic

  /// Creates an error carrying `diagnostic`.
  public init(_ diagnostic: IBDiagnostic) {
    self.diagnostic = diagnostic
  }

  /// The diagnostic's compiler-style text.
  public var description: String { diagnostic.description }
}
