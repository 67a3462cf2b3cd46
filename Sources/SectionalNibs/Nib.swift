import Foundation
import Sectional
import SectionalInterfaceBuilder
import Synchronization

/// A xib read once and made into views as often as needed, as UIKit's `UINib`.
///
/// `Nib(nibName: "SectionHeader", bundle: .module)` reads `SectionHeader.xib` from the
/// bundle's resources (Xcode compiles xibs into binary nibs; Sectional reads the XML
/// itself). `instantiate(withOwner:options:)` makes the top-level objects: every view with
/// `init(coder:)`, its properties and subviews set, constraints activated, outlets and actions
/// connected to ``Outlet`` properties and ``NibActionTarget`` methods, runtime attributes set,
/// then `awakeFromNib()` sent (Documentation/InterfaceBuilder.md § Instantiation).
///
/// Nothing in a document makes it trap: what cannot load is reported as compiler-style
/// diagnostics (`SectionHeader.xib:12: warning: …`), through ``diagnosticHandler`` once per
/// nib, or returned by ``instantiateReportingDiagnostics(withOwner:options:)``.
public final class Nib: Sendable {
  /// A key of the options `instantiate(withOwner:options:)` takes, as `UINib.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A `[String: Any]` of objects for the document's placeholders other than File's Owner
    /// and First Responder, by placeholder identifier (`UINib.OptionsKey.externalObjects`).
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The document, or `nil` when it could not be read at all.
  public let document: IBDocument?
  /// What reading the document found (for a missing or unreadable file, the one error).
  public let diagnostics: [IBDiagnostic]
  /// Where images the document names are found: the bundle's resources, then
  /// `ImageCatalog.shared`.
  let images: ImageCatalog
  /// Whether the diagnostics were reported through ``diagnosticHandler`` already.
  private let reported = Mutex(false)

  /// The nib `name` (`name.xib`) in `bundle`'s resources, `Bundle.main` when `nil`, as
  /// `UINib(nibName:bundle:)`.
  ///
  /// Never fails, as UIKit's: a missing or unreadable file is an error diagnostic and
  /// instantiating the nib makes nothing.
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
    let bundle = bundleOrNil ?? .main
    let base = name.hasSuffix(".xib") ? String(name.dropLast(4)) : name
    guard let url = bundle.url(forResource: base, withExtension: "xib") else {
      let missing = IBDiagnostic(
        severity: .error, fileName: "\(base).xib", line: 1,
        message: "could not load the nib \"\(base)\": no \(base).xib in the bundle at "
          + "\(bundle.bundlePath)")
      self.init(document: nil, diagnostics: [missing], bundle: bundle)
      return
    }
    let read = DocumentRead(fileName: url.lastPathComponent) {
      try IBDocument.load(contentsOf: url)
    }
    self.init(document: read.document, diagnostics: read.diagnostics, bundle: bundle)
  }

  /// The nib whose xib text is `data`, as `UINib(data:bundle:)`; images come from `bundle`.
  public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
    let read = DocumentRead(fileName: "data.xib") {
      try IBDocument.parse(data: data, fileName: "data.xib")
    }
    self.init(document: read.document, diagnostics: read.diagnostics, bundle: bundleOrNil)
  }

  /// A nib of a document already read, with the diagnostics reading it found.
  public init(document: IBDocument?, diagnostics: [IBDiagnostic], bundle: Bundle?) {
    self.document = document
    self.diagnostics = diagnostics
    self.images = .searching(bundle)
  }

  /// Makes the nib's top-level objects, as `UINib.instantiate(withOwner:options:)`.
  ///
  /// `ownerOrNil` stands for the File's Owner placeholder (its outlets are connected to it);
  /// `options` may give ``OptionsKey/externalObjects``. The diagnostics of reading and of the
  /// first instantiation go to ``diagnosticHandler``.
  ///
  /// - Returns: the top-level objects in document order, placeholders excluded.
  @MainActor
  public func instantiate(withOwner ownerOrNil: Any?, options: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    let result = instantiateReportingDiagnostics(withOwner: ownerOrNil, options: options)
    let first = reported.withLock { reported in
      defer { reported = true }
      return !reported
    }
    if first {
      for diagnostic in result.diagnostics { Nib.diagnosticHandler(diagnostic) }
    }
    return result.topLevelObjects
  }

  /// Makes the nib's top-level objects as `instantiate(withOwner:options:)` does, and
  /// returns them with every diagnostic of reading and instantiating, reporting none.
  @MainActor
  public func instantiateReportingDiagnostics(
    withOwner ownerOrNil: Any?, options: [OptionsKey: Any]? = nil
  ) -> NibInstantiation {
    guard let document else {
      return NibInstantiation(topLevelObjects: [], diagnostics: diagnostics)
    }
    let loader = NibLoader(document: document, images: images)
    let external = options?[.externalObjects] as? [String: Any] ?? [:]
    let objects = loader.instantiateTopLevel(
      document.topLevelObjects, owner: ownerOrNil.map { $0 as AnyObject },
      externalObjects: external)
    return NibInstantiation(
      topLevelObjects: objects, diagnostics: diagnostics + loader.diagnostics)
  }

  /// Where `instantiate(withOwner:options:)` and table registrations report diagnostics; by
  /// default each is written to standard error as a line `File:line: severity: message`.
  @MainActor public static var diagnosticHandler: (IBDiagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }
}

/// The objects one instantiation of a ``Nib`` made, with what went wrong.
public struct NibInstantiation {
  /// The top-level objects, in document order, placeholders excluded.
  public var topLevelObjects: [AnyObject]
  /// The diagnostics of reading the document, then those of instantiating it.
  public var diagnostics: [IBDiagnostic]

  /// Creates a result.
  public init(topLevelObjects: [AnyObject], diagnostics: [IBDiagnostic]) {
    self.topLevelObjects = topLevelObjects
    self.diagnostics = diagnostics
  }
}
