import Foundation
import Testing

@testable import sectional_gallery

@Suite struct GalleryOptionsTests {
  @Test("No arguments render every scene into ./gallery at 390 pt and 2x")
  func defaults() throws {
    let options = try GalleryOptions.parse([])
    #expect(
      options
        == GalleryOptions(
          outputDirectory: "gallery", scene: nil, width: 390, height: 844, offset: nil, scale: 2))
  }

  @Test("Flags set the directory, scene, width, height, offset and scale")
  func flags() throws {
    let options = try GalleryOptions.parse([
      "--png", "/tmp/out", "--scene", "starcraft", "--width", "320", "--height", "568",
      "--offset", "120.5", "--scale", "3",
    ])
    #expect(
      options
        == GalleryOptions(
          outputDirectory: "/tmp/out", scene: "starcraft", width: 320, height: 568,
          offset: 120.5, scale: 3, forcedMode: .png(directory: "/tmp/out")))
  }

  @Test("--help and -h ask for the help text, which names the navigation keys")
  func help() throws {
    #expect(try GalleryOptions.parse(["--help"]).showHelp)
    #expect(try GalleryOptions.parse(["-h"]).showHelp)
    #expect(try !GalleryOptions.parse([]).showHelp)
    #expect(
      GalleryOptions.helpText.contains("the back button or Escape                 back to the list")
    )
  }

  @Test("Bad values are rejected with a message naming the flag")
  func errors() {
    #expect(
      throws: GalleryOptions.UsageError(
        description: "--width needs a finite positive number, not 'nan'")
    ) {
      try GalleryOptions.parse(["--width", "nan"])
    }
    #expect(throws: GalleryOptions.UsageError(description: "--scale must be 1, 2 or 3, not 1.5")) {
      try GalleryOptions.parse(["--scale", "1.5"])
    }
    #expect(
      throws: GalleryOptions.UsageError(
        description: "--offset needs a finite number >= 0, not '-3'")
    ) {
      try GalleryOptions.parse(["--offset", "-3"])
    }
    #expect(throws: GalleryOptions.UsageError(description: "--height needs a value")) {
      try GalleryOptions.parse(["--height"])
    }
    #expect(throws: GalleryOptions.UsageError(description: "--png needs a value")) {
      try GalleryOptions.parse(["--png"])
    }
    #expect(throws: GalleryOptions.UsageError(description: "unknown argument '--frobnicate'")) {
      try GalleryOptions.parse(["--frobnicate"])
    }
  }

  @Test("--window and --terminal force their mode; two different mode flags are an error")
  func modeFlags() throws {
    #expect(try GalleryOptions.parse(["--window"]).forcedMode == .window)
    #expect(try GalleryOptions.parse(["--terminal", "--terminal"]).forcedMode == .terminal)
    #expect(
      throws: GalleryOptions.UsageError(
        description: "give only one of --window, --terminal and --png")
    ) {
      try GalleryOptions.parse(["--window", "--png", "out"])
    }
  }

  @Test("SECTIONAL_EXIT_AFTER_SECONDS becomes exitAfterSeconds when it is a positive number")
  func exitAfter() throws {
    #expect(try GalleryOptions.parse([]).exitAfterSeconds == nil)
    let options = try GalleryOptions.parse(
      [], environment: ["SECTIONAL_EXIT_AFTER_SECONDS": "2.5", "HOME": "/root"])
    #expect(options.exitAfterSeconds == 2.5)
    #expect(
      throws: GalleryOptions.UsageError(
        description: "SECTIONAL_EXIT_AFTER_SECONDS needs a finite positive number, not '0'")
    ) {
      try GalleryOptions.parse([], environment: ["SECTIONAL_EXIT_AFTER_SECONDS": "0"])
    }
  }

  @Test("Values too large to render are rejected with the limit: offset, width, height, exit time")
  func limits() throws {
    #expect(
      throws: GalleryOptions.UsageError(
        description: "--offset must be at most 10000000, not '1e300'")
    ) {
      try GalleryOptions.parse(["--offset", "1e300"])
    }
    #expect(
      throws: GalleryOptions.UsageError(description: "--width must be at most 4096, not '1e300'")
    ) {
      try GalleryOptions.parse(["--width", "1e300"])
    }
    #expect(
      throws: GalleryOptions.UsageError(description: "--height must be at most 4096, not '5000'")
    ) {
      try GalleryOptions.parse(["--height", "5000"])
    }
    #expect(
      throws: GalleryOptions.UsageError(
        description: "SECTIONAL_EXIT_AFTER_SECONDS must be at most 86400 (a day), not '1e300'")
    ) {
      try GalleryOptions.parse([], environment: ["SECTIONAL_EXIT_AFTER_SECONDS": "1e300"])
    }
    #expect(
      throws: GalleryOptions.UsageError(description: "--png needs a directory, not an empty path")
    ) {
      try GalleryOptions.parse(["--png", ""])
    }
    #expect(try GalleryOptions.parse(["--offset", "10000000"]).offset == 10_000_000)
  }

  @Test("An output directory under a regular file is refused with the system's reason")
  func unwritableOutput() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-output-\(getpid())").path
    _ = FileManager.default.createFile(atPath: file, contents: Data())
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(
      throws: GalleryOutput.Failure(
        description: "cannot create the output directory '\(file)/out/images': Not a directory")
    ) {
      try GalleryOutput.prepare("\(file)/out/images")
    }
  }
}
