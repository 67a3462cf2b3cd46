import CGtk4
import Foundation
import SectionalGraphics
import SectionalViews

/// The content's traits from the desktop: dark when GTK prefers a dark theme
/// (`gtk-application-prefer-dark-theme`) or the theme's name ends in `-dark`, the content size
/// category from the text scaling (`gtk-xft-dpi` over 96 dpi), and the surface's scale.
/// `SECTIONAL_APPEARANCE=dark|light` overrides the style (Documentation/Traits.md § Hosts).
extension GTKHost {
  /// The traits the desktop's settings give, with the style overridden by `environment`.
  static func desktopTraits(environment: [String: String], scale: Int) -> TraitCollection {
    var theme = ""
    if let name = sectional_gtk_setting_string("gtk-theme-name") {
      theme = String(cString: name)
      g_free(name)
    }
    let dpi = sectional_gtk_setting_int("gtk-xft-dpi")
    return traits(
      prefersDark: sectional_gtk_setting_bool("gtk-application-prefer-dark-theme") != 0,
      themeName: theme, xftDPI: Int(dpi), scale: scale, environment: environment)
  }

  /// The traits for given settings: `xftDPI` is GTK's 1024 × dots per inch (≤ 0 when unset,
  /// taken as 96).
  public static func traits(
    prefersDark: Bool, themeName: String, xftDPI: Int, scale: Int,
    environment: [String: String]
  ) -> TraitCollection {
    let desktopStyle: UserInterfaceStyle =
      prefersDark || themeName.lowercased().hasSuffix("-dark") ? .dark : .light
    let style = HostAppearance.style(fromEnvironment: environment) ?? desktopStyle
    let textScale = xftDPI > 0 ? Double(xftDPI) / 1024 / 96 : 1
    return TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: style),
      TraitCollection(
        preferredContentSizeCategory: HostAppearance.contentSizeCategory(forTextScale: textScale)),
      TraitCollection(displayScale: Double(max(1, scale))),
    ])
  }

  /// Gives the content the desktop's traits now; nothing once the window is closed.
  func applyDesktopTraits() {
    guard !isClosed else { return }
    let traits = Self.desktopTraits(
      environment: ProcessInfo.processInfo.environment, scale: scaleFactor)
    guard traits != content.hostTraitCollection else { return }
    content.hostTraitCollection = traits
    gtk_widget_queue_draw(area)
  }

  /// Follows changes of the settings that make the traits, and of the surface's scale.
  ///
  /// The settings object lives for the process, so its connections keep the host alive
  /// after its window closes; they do nothing then.
  func watchDesktopSettings() {
    let changed: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void =
      { _, _, data in
        MainActor.assumeIsolated { GTKHost.from(data).applyDesktopTraits() }
      }
    let callback = unsafeBitCast(changed, to: GCallback.self)
    if let settings = gtk_settings_get_default() {
      let instance = UnsafeMutableRawPointer(settings)
      for name in ["gtk-application-prefer-dark-theme", "gtk-theme-name", "gtk-xft-dpi"] {
        connect(instance, "notify::\(name)", callback)
      }
    }
    connect(UnsafeMutableRawPointer(area), "notify::scale-factor", callback)
  }
}
