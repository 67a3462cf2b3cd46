import CGtk4
import SectionalViews

/// Maps a GDK modifier mask (`GdkModifierType` bits) to Sectional modifiers.
///
/// Shift → `.shift`, Control → `.control`, Alt (`GDK_ALT_MASK`, the Mod1 key) →
/// `.alternate`, and Super or Meta → `.command`. Caps Lock, Hyper and the mouse-button bits
/// are dropped: they are states, not modifiers of a key press.
public enum GTKModifierMapping {
  /// The modifiers held down in the GDK modifier mask `state`.
  public static func modifiers(forState state: UInt32) -> KeyPress.Modifiers {
    var modifiers: KeyPress.Modifiers = []
    if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
    if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
    if state & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.alternate) }
    if state & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue) != 0 {
      modifiers.insert(.command)
    }
    return modifiers
  }
}
