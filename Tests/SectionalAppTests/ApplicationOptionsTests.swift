import Testing

@testable import SectionalApp

/// The app's command line and environment: which host it picks and the messages for mistakes
/// (Documentation/Apps.md § Choosing a host).
@Suite struct ApplicationOptionsTests {
  @Test("No flag leaves the choice to the environment; each flag forces its host")
  func flagsForceHosts() throws {
    #expect(try ApplicationOptions.parse([]).forcedMode == nil)
    #expect(try ApplicationOptions.parse(["--window"]).forcedMode == .window)
    #expect(try ApplicationOptions.parse(["--terminal"]).forcedMode == .terminal)
    #expect(try ApplicationOptions.parse(["--png", "out"]).forcedMode == .png(directory: "out"))
    #expect(try ApplicationOptions.parse(["--window", "--window"]).forcedMode == .window)
  }

  @Test("Mistakes are refused with one-line messages")
  func mistakes() {
    func message(_ arguments: [String], _ environment: [String: String] = [:]) -> String? {
      do {
        _ = try ApplicationOptions.parse(arguments, environment: environment)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(message(["--png"]) == "--png needs a directory")
    #expect(message(["--scene", "x"]) == "unknown argument '--scene'")
    #expect(
      message(["--window", "--png", "out"]) == "give only one of --window, --terminal and --png")
    #expect(
      message([], ["SECTIONAL_EXIT_AFTER_SECONDS": "soon"])
        == "SECTIONAL_EXIT_AFTER_SECONDS needs a finite positive number, not 'soon'")
    #expect(
      message([], ["SECTIONAL_EXIT_AFTER_SECONDS": "0"])
        == "SECTIONAL_EXIT_AFTER_SECONDS needs a finite positive number, not '0'")
    #expect(message([], ["SECTIONAL_EXIT_AFTER_SECONDS": "2.5"]) == nil)
  }

  @Test("Without a flag: a window with a display, else the terminal on a TTY, else PNGs in ./app")
  func chosenMode() {
    let none = ApplicationOptions()
    #expect(none.mode(environment: ["DISPLAY": ":1"], stdoutIsTTY: false) == .window)
    #expect(none.mode(environment: ["WAYLAND_DISPLAY": "w-0"], stdoutIsTTY: true) == .window)
    #expect(none.mode(environment: ["DISPLAY": ""], stdoutIsTTY: true) == .terminal)
    #expect(none.mode(environment: [:], stdoutIsTTY: false) == .png(directory: "app"))
    let forced = ApplicationOptions(forcedMode: .terminal)
    #expect(forced.mode(environment: ["DISPLAY": ":1"], stdoutIsTTY: false) == .terminal)
  }

  @Test("A PNG is named after the title in lower case, other characters as single dashes")
  func fileNames() {
    #expect(Application.fileName(for: "Planets") == "planets.png")
    #expect(Application.fileName(for: "  My First App! ") == "my-first-app.png")
    #expect(Application.fileName(for: "Café 2") == "caf-2.png")
    #expect(Application.fileName(for: "…") == "app.png")
  }
}
