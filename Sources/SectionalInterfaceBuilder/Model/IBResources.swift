import Foundation

/// What a document's `<resources>` records about the named colours, system colours and
/// images it uses: the values Xcode saw when it saved the file, for use without the asset
/// catalogue.
public struct IBResources: Sendable, Hashable {
  /// Asset colours by name (`<namedColor name=…><color …/></namedColor>`).
  public var namedColors: [String: IBColor] = [:]
  /// System colours by name with their saved value (`<systemColor name=…>`).
  public var systemColors: [String: IBColor] = [:]
  /// Image sizes by name (`<image name=… width=… height=…>`).
  public var images: [String: CGSize] = [:]

  /// No resources.
  public init() {}
}
