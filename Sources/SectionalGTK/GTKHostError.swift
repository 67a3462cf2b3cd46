/// Why a ``GTKHost`` could not open its window.
public enum GTKHostError: Error, Hashable, Sendable {
  /// `gtk_init_check` failed: there is no display to connect to (no `DISPLAY` or
  /// `WAYLAND_DISPLAY`, or the server refused the connection).
  case noDisplay
}
