import CPangoCairo

#if canImport(Glibc)
  import Glibc
#endif

/// Loads a fontconfig file into a font map of its own, through symbols looked up at run time.
///
/// The `CPangoCairo` module map exposes `pangocairo.h` only, which declares neither
/// fontconfig's `FcConfig*` functions nor `pango_fc_font_map_set_config`; both libraries are
/// already loaded as dependencies of libpangocairo, so their symbols are found with
/// `dlsym`. This keeps the pinning independent of `FONTCONFIG_FILE` and of which code
/// initialised fontconfig first.
enum FontconfigBridge {
  private typealias ConfigCreate = @convention(c) () -> OpaquePointer?
  private typealias ConfigParseAndLoad =
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32
  private typealias ConfigBuildFonts = @convention(c) (OpaquePointer?) -> Int32
  private typealias ConfigDestroy = @convention(c) (OpaquePointer?) -> Void
  private typealias FontMapSetConfig =
    @convention(c) (UnsafeMutablePointer<PangoFontMap>?, OpaquePointer?) -> Void

  /// Makes `fontMap` (a fontconfig-backed Pango font map) use only the configuration in
  /// the file at `path`.
  ///
  /// Returns false when a symbol is missing or fontconfig rejects the file; the font map is
  /// then left on the process-wide configuration.
  static func pin(_ fontMap: UnsafeMutablePointer<PangoFontMap>, toConfigurationFile path: String)
    -> Bool
  {
    guard let create = symbol("FcConfigCreate", as: ConfigCreate.self),
      let parse = symbol("FcConfigParseAndLoad", as: ConfigParseAndLoad.self),
      let build = symbol("FcConfigBuildFonts", as: ConfigBuildFonts.self),
      let destroy = symbol("FcConfigDestroy", as: ConfigDestroy.self),
      let setConfig = symbol("pango_fc_font_map_set_config", as: FontMapSetConfig.self),
      let config = create()
    else { return false }
    // The font map takes its own reference; ours is released either way.
    defer { destroy(config) }
    guard parse(config, path, 1) != 0, build(config) != 0 else { return false }
    setConfig(fontMap, config)
    return true
  }

  /// The function named `name` in the already loaded libraries, cast to `type`.
  private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(address, to: type)
  }
}
