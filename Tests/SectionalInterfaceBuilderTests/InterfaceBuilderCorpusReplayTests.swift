import Foundation
import SectionalInterfaceBuilder
import SectionalTestSupport
import Testing

/// The committed reader corpus, found relative to this file (no resource bundle needed).
private let corpusDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fuzz/Corpus/interface-builder")

/// The names of the corpus files, sorted, so every file is its own test case.
private func corpusFiles() -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
  return names.filter { !$0.hasPrefix(".") }.sorted()
}

@Suite struct InterfaceBuilderCorpusReplayTests {
  @Test("The committed reader corpus holds the hand-made seeds")
  func corpusIsPresent() {
    let files = corpusFiles()
    #expect(files.count >= 10, "only \(files.count) files in \(corpusDirectory.path)")
    #expect(files.contains("seed-storyboard-navigation.storyboard"))
  }

  @Test(
    "A corpus file replays through the reader harness without a broken property",
    arguments: corpusFiles())
  func replay(file: String) throws {
    let bytes = [UInt8](try Data(contentsOf: corpusDirectory.appendingPathComponent(file)))
    let report = FuzzHarness.interfaceBuilderReport(bytes)
    #expect(report.failure == nil, "\(file): \(report.failure ?? "")")
  }

  @Test("The hand-written test documents replay through the harness too")
  func documents() throws {
    for name in ["CustomHeader.storyboard", "GroupedTable.xib", "SectionHeader.xib"] {
      let bytes = [UInt8](try Data(contentsOf: documentsDirectory.appendingPathComponent(name)))
      #expect(FuzzHarness.interfaceBuilderReport(bytes).failure == nil, "\(name)")
    }
  }

  @Test("Seeded random mutations of a seed never break a property", arguments: 0..<40)
  func mutations(seed: UInt64) throws {
    let url = corpusDirectory.appendingPathComponent("seed-xib-label.xib")
    var bytes = [UInt8](try Data(contentsOf: url))
    var rng = SplitMix64(seed: seed)
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      let index = Int.random(in: 0..<bytes.count, using: &rng)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: bytes[index] = UInt8.random(in: 0...255, using: &rng)
      case 1: bytes.remove(at: index)
      default: bytes.insert(contentsOf: [UInt8]("<\"=/>".utf8).shuffled(using: &rng), at: index)
      }
    }
    let report = FuzzHarness.interfaceBuilderReport(bytes)
    #expect(report.failure == nil, "seed \(seed): \(report.failure ?? "")")
  }

  @MainActor
  @Test(
    "A corpus file instantiates as a nib without a trap or a broken property",
    arguments: corpusFiles())
  func instantiate(file: String) throws {
    let bytes = [UInt8](try Data(contentsOf: corpusDirectory.appendingPathComponent(file)))
    let report = FuzzHarness.nibInstantiationReport(bytes)
    #expect(report.failure == nil, "\(file): \(report.failure ?? "")")
  }

  @MainActor
  @Test("The hand-written test documents instantiate as nibs, prototypes included")
  func instantiateDocuments() throws {
    let names = [
      "CustomHeader.storyboard", "FourLabelHeader.storyboard", "GroupedTable.xib",
      "SectionHeader.xib",
    ]
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: documentsDirectory.appendingPathComponent(name)))
      let report = FuzzHarness.nibInstantiationReport(bytes)
      #expect(report.failure == nil, "\(name): \(report.failure ?? "")")
    }
  }

  @MainActor
  @Test(
    "Seeded random mutations of a seed instantiate without a broken property", arguments: 0..<20)
  func instantiateMutations(seed: UInt64) throws {
    let url = corpusDirectory.appendingPathComponent("seed-storyboard-navigation.storyboard")
    var bytes = [UInt8](try Data(contentsOf: url))
    var rng = SplitMix64(seed: seed)
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      let index = Int.random(in: 0..<bytes.count, using: &rng)
      bytes[index] = [UInt8]("<\"=/> a1".utf8).randomElement(using: &rng)!
    }
    let report = FuzzHarness.nibInstantiationReport(bytes)
    #expect(report.failure == nil, "seed \(seed): \(report.failure ?? "")")
  }

  @Test("A broken property is reported: an unresolved reference is caught")
  func harnessCatchesUnresolvedReferences() {
    var document = IBDocument(kind: .xib, fileName: "X.xib")
    var view = IBObject(id: "v", element: "view", kind: .view, line: 1)
    view.constraints = [
      IBConstraint(id: "k", firstItem: "ghost", firstAttribute: .top, owner: "v", line: 1)
    ]
    document.objects = [view]
    #expect(FuzzHarness.unresolvedReference(in: document) == "constraint k refers to missing ghost")
  }
}
