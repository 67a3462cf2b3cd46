import SectionalTestSupport
import SectionalViews
import Testing

@testable import SectionalGTK

@Suite struct GTKModifierMappingTests {
  @Test("each GDK modifier bit maps to its Sectional modifier")
  func singleBits() {
    #expect(GTKModifierMapping.modifiers(forState: 1 << 0) == [.shift])
    #expect(GTKModifierMapping.modifiers(forState: 1 << 2) == [.control])
    #expect(GTKModifierMapping.modifiers(forState: 1 << 3) == [.alternate])
    #expect(GTKModifierMapping.modifiers(forState: 1 << 26) == [.command])
    #expect(GTKModifierMapping.modifiers(forState: 1 << 28) == [.command])
  }

  @Test("Caps Lock, Hyper and mouse-button bits are not modifiers")
  func ignoredBits() {
    #expect(GTKModifierMapping.modifiers(forState: 1 << 1) == [])
    #expect(GTKModifierMapping.modifiers(forState: 1 << 27) == [])
    #expect(GTKModifierMapping.modifiers(forState: 1 << 8 | 1 << 9 | 1 << 10) == [])
    #expect(GTKModifierMapping.modifiers(forState: 0) == [])
  }

  @Test("a random mask maps to exactly the modifiers of its modifier bits")
  func randomMasks() {
    for seed in UInt64(1)...200 {
      var random = SplitMix64(seed: seed)
      let state = UInt32(truncatingIfNeeded: random.next())
      var expected: KeyPress.Modifiers = []
      if state & 1 != 0 { expected.insert(.shift) }
      if state & 4 != 0 { expected.insert(.control) }
      if state & 8 != 0 { expected.insert(.alternate) }
      if state & (1 << 26 | 1 << 28) != 0 { expected.insert(.command) }
      #expect(GTKModifierMapping.modifiers(forState: state) == expected, "seed \(seed)")
    }
  }
}
