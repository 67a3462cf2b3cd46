import Testing

@testable import sectional_gallery

/// Which mode `sectional-gallery` runs in for each combination of flags, display variables
/// and standard output.
@Suite struct GalleryModeTests {
  private func mode(
    _ arguments: [String], _ environment: [String: String], tty: Bool
  ) throws -> GalleryMode {
    GalleryMode.choose(
      options: try GalleryOptions.parse(arguments), environment: environment, stdoutIsTTY: tty)
  }

  @Test("a display variable chooses the window, before a terminal")
  func display() throws {
    #expect(try mode([], ["DISPLAY": ":99"], tty: true) == .window)
    #expect(try mode([], ["WAYLAND_DISPLAY": "wayland-0"], tty: false) == .window)
  }

  @Test("without a display, a terminal on stdout chooses the terminal UI")
  func terminal() throws {
    #expect(try mode([], [:], tty: true) == .terminal)
    #expect(try mode([], ["DISPLAY": ""], tty: true) == .terminal)
  }

  @Test("without a display or a terminal, PNGs go to ./gallery or the --png directory")
  func png() throws {
    #expect(try mode([], ["TERM": "xterm"], tty: false) == .png(directory: "gallery"))
    #expect(try mode(["--png", "out"], ["DISPLAY": ":0"], tty: true) == .png(directory: "out"))
  }

  @Test("--window and --terminal win over what the environment suggests")
  func forced() throws {
    #expect(try mode(["--window"], [:], tty: false) == .window)
    #expect(try mode(["--terminal"], ["DISPLAY": ":0"], tty: false) == .terminal)
  }
}
