import CGtk4
import SectionalViews

/// Maps GDK key values (`GDK_KEY_*`) to Sectional keys.
///
/// Named keys come first: the arrows, Page Up/Down, Home/End, Return/Enter, Space, Tab
/// (Shift-Tab arrives as `ISO_Left_Tab` and maps to `.tab`; the shift stays in the modifiers)
/// and Escape, each with its keypad twin. Any other key value that stands for a printable
/// Unicode scalar (per `gdk_keyval_to_unicode`, which needs no display) becomes
/// `.character`; control characters, Delete and keys with no character (F-keys, bare
/// modifiers) map to `nil`, and the host lets GTK handle them.
public enum GTKKeyMapping {
  /// The Sectional key for the GDK key value `keyval`, or `nil` when it has none.
  ///
  /// Named keys win over characters, so Space is `.space`, not `.character(" ")`.
  public static func key(forKeyval keyval: UInt32) -> KeyPress.Key? {
    if let named = namedKey(keyval) { return named }
    let scalarValue = gdk_keyval_to_unicode(keyval)
    guard scalarValue >= 0x20, scalarValue != 0x7F, !(0x80..<0xA0).contains(scalarValue),
      let scalar = Unicode.Scalar(scalarValue)
    else { return nil }
    return .character(String(Character(scalar)))
  }

  /// The key press for `keyval` with the GDK modifier mask `state`, or `nil` for a key
  /// Sectional does not name.
  ///
  /// The modifiers come from ``GTKModifierMapping/modifiers(forState:)``.
  public static func keyPress(keyval: UInt32, state: UInt32) -> KeyPress? {
    guard let key = key(forKeyval: keyval) else { return nil }
    return KeyPress(key, modifiers: GTKModifierMapping.modifiers(forState: state))
  }

  /// The named key for `keyval`, keypad variants included.
  private static func namedKey(_ keyval: UInt32) -> KeyPress.Key? {
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Up, GDK_KEY_KP_Up: .upArrow
    case GDK_KEY_Down, GDK_KEY_KP_Down: .downArrow
    case GDK_KEY_Left, GDK_KEY_KP_Left: .leftArrow
    case GDK_KEY_Right, GDK_KEY_KP_Right: .rightArrow
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
    case GDK_KEY_Home, GDK_KEY_KP_Home: .home
    case GDK_KEY_End, GDK_KEY_KP_End: .end
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: .enter
    case GDK_KEY_space, GDK_KEY_KP_Space: .space
    case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: .tab
    case GDK_KEY_Escape: .escape
    default: nil
    }
  }
}
