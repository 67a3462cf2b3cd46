import Foundation
import SectionalCairo
import SectionalGraphics
import SectionalSnapshotTesting
import Testing

@Suite struct AssertSnapshotTests {
  /// The snapshot directory of this suite.
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/AssertSnapshotTests").path

  func exists(_ file: String) -> Bool {
    FileManager.default.fileExists(atPath: "\(directory)/\(file)")
  }

  func remove(_ files: [String]) {
    for file in files { try? FileManager.default.removeItem(atPath: "\(directory)/\(file)") }
  }

  @Test("A missing reference is recorded and fails; then it matches; a change fails")
  func textLifecycle() throws {
    let name = "lifecycle-\(getpid())"
    let files = ["textLifecycle.\(name).txt", "textLifecycle.\(name).actual.txt"]
    remove(files)
    defer { remove(files) }
    withKnownIssue {
      assertSnapshot(of: "alpha\nbeta\n", as: .lines, named: name)
    } matching: {
      saying($0, "No reference snapshot existed: recorded")
    }
    #expect(exists(files[0]))
    assertSnapshot(of: "alpha\nbeta\n", as: .lines, named: name)
    withKnownIssue {
      assertSnapshot(of: "alpha\ngamma\n", as: .lines, named: name)
    } matching: {
      saying($0, "Snapshot does not match") && saying($0, files[1])
    }
    #expect(exists(files[1]))
    assertSnapshot(of: "alpha\nbeta\n", as: .lines, named: name)
    #expect(!exists(files[1]), "a later match removes the leftover actual file")
  }

  @Test("Recording mode writes the snapshot and still fails the test")
  func recordingFails() {
    let name = "record-\(getpid())"
    let files = ["recordingFails.\(name).txt"]
    remove(files)
    defer { remove(files) }
    // The first call records because nothing existed, which fails too.
    withKnownIssue {
      assertSnapshot(of: "same", as: .lines, named: name, record: false)
    } matching: {
      saying($0, "No reference snapshot existed")
    }
    assertSnapshot(of: "same", as: .lines, named: name, record: false)
    withKnownIssue {
      assertSnapshot(of: "same", as: .lines, named: name, record: true)
    } matching: {
      saying($0, "Recording is on (SNAPSHOT_RECORD=1): recorded")
    }
  }

  @Test("A PNG mismatch writes the actual image and a difference image")
  func pngMismatchArtifacts() throws {
    let name = "png-\(getpid())"
    let files = [
      "pngMismatchArtifacts.\(name).png", "pngMismatchArtifacts.\(name).actual.png",
      "pngMismatchArtifacts.\(name).diff.png",
    ]
    remove(files)
    defer { remove(files) }
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: Color(white: 1))
    let strategy = Snapshotting<DisplayList, PixelImage>.png(size: CGSize(width: 4, height: 4))
    withKnownIssue {
      assertSnapshot(of: list, as: strategy, named: name)
    } matching: {
      saying($0, "No reference snapshot existed")
    }
    list.fill(CGRect(x: 1, y: 1, width: 1, height: 1), color: Color(red: 1, green: 0, blue: 0))
    withKnownIssue {
      assertSnapshot(of: list, as: strategy, named: name)
    } matching: {
      saying($0, files[1]) && saying($0, files[2])
    }
    #expect(exists(files[1]) && exists(files[2]))
    let difference = try PixelImage(contentsOfPNGFile: "\(directory)/\(files[2])")
    #expect(difference[1, 1] == 0xFFFF_0000)
    #expect(difference.pixels.filter { $0 == 0xFFFF_0000 }.count == 1)
    let lenient = Snapshotting<DisplayList, PixelImage>.png(
      size: CGSize(width: 4, height: 4),
      tolerance: PixelTolerance(channelDelta: 0, differingFraction: 1.0 / 16))
    assertSnapshot(of: list, as: lenient, named: name)
    #expect(!exists(files[1]) && !exists(files[2]), "a match within tolerance cleans up")
  }

  @Test("Pullback snapshots a value through a transform into an existing strategy")
  func pullback() throws {
    let strategy = Snapshotting<String, String>.lines.pullback { (number: Int) in "n=\(number)" }
    #expect(try strategy.snapshot(42) == "n=42")
    #expect(strategy.pathExtension == "txt")
    let difference = strategy.diffing.diff("a\nb\nc", "a\nB\nc")
    #expect(difference?.message == "2 - b\n2 + B")
    #expect(strategy.diffing.diff("same", "same") == nil)
  }
}

/// Whether the recorded issue's text contains `text`.
private func saying(_ issue: Issue, _ text: String) -> Bool {
  String(describing: issue).contains(text)
}
