import CGtk4

/// Signal plumbing: C callbacks cannot capture, so each connection carries the host as
/// retained user data, released by GLib when the handler is dropped (when the widget or
/// controller is finalized).
extension GTKHost {
  /// The host behind user data passed to a C callback.
  nonisolated static func from(_ data: UnsafeMutableRawPointer?) -> GTKHost {
    Unmanaged<GTKHost>.fromOpaque(data!).takeUnretainedValue()
  }

  /// The host as retained user data, for one connection.
  func retainedUserData() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// Connects `callback` to `signal` on `instance` (`g_signal_connect` is a macro that
  /// Swift cannot import, so this calls `g_signal_connect_data`).
  func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback) {
    let release: GClosureNotify = { data, _ in
      Unmanaged<GTKHost>.fromOpaque(data!).release()
    }
    g_signal_connect_data(
      instance, signal, callback, retainedUserData(), release, GConnectFlags(rawValue: 0))
  }

  /// Adds `controller` to the drawing area.
  func add(_ controller: OpaquePointer) {
    gtk_widget_add_controller(area, controller)
  }
}
