import CGtk4
import SectionalViews
import Testing

@testable import SectionalGTK

@Suite struct GTKKeyMappingTests {
  @Test("arrows, paging and Home/End keys map to their named keys, keypad twins too")
  func navigationKeys() {
    #expect(GTKKeyMapping.key(forKeyval: 0xFF52) == .upArrow)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF54) == .downArrow)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF51) == .leftArrow)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF53) == .rightArrow)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF55) == .pageUp)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF56) == .pageDown)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF50) == .home)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF57) == .end)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF97) == .upArrow)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF9B) == .pageDown)
  }

  @Test("Return, keypad Enter, Space, Tab, Shift-Tab and Escape map to named keys")
  func actionKeys() {
    #expect(GTKKeyMapping.key(forKeyval: 0xFF0D) == .enter)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF8D) == .enter)
    #expect(GTKKeyMapping.key(forKeyval: 0x0020) == .space)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF09) == .tab)
    #expect(GTKKeyMapping.key(forKeyval: 0xFE20) == .tab)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF1B) == .escape)
  }

  @Test("printable key values become the characters they type")
  func characters() {
    #expect(GTKKeyMapping.key(forKeyval: 0x0061) == .character("a"))
    #expect(GTKKeyMapping.key(forKeyval: 0x0051) == .character("Q"))
    #expect(GTKKeyMapping.key(forKeyval: 0x0037) == .character("7"))
    #expect(GTKKeyMapping.key(forKeyval: 0x00E4) == .character("ä"))
    #expect(GTKKeyMapping.key(forKeyval: 0x07E1) == .character("α"))
    #expect(GTKKeyMapping.key(forKeyval: 0x0100_20AC) == .character("€"))
  }

  @Test("function keys, bare modifiers, Delete and BackSpace have no Sectional key")
  func unmappedKeys() {
    #expect(GTKKeyMapping.key(forKeyval: 0xFFBE) == nil)
    #expect(GTKKeyMapping.key(forKeyval: 0xFFE1) == nil)
    #expect(GTKKeyMapping.key(forKeyval: 0xFFE3) == nil)
    #expect(GTKKeyMapping.key(forKeyval: 0xFFFF) == nil)
    #expect(GTKKeyMapping.key(forKeyval: 0xFF08) == nil)
  }

  @Test("a key press carries the modifiers of its state mask")
  func keyPressWithModifiers() {
    let press = GTKKeyMapping.keyPress(keyval: 0x0063, state: 1 << 2)
    #expect(press == KeyPress(.character("c"), modifiers: [.control]))
    let back = GTKKeyMapping.keyPress(keyval: 0xFE20, state: 1 << 0)
    #expect(back == KeyPress(.tab, modifiers: [.shift]))
    #expect(GTKKeyMapping.keyPress(keyval: 0xFFBE, state: 0) == nil)
  }

  @Test("the hexadecimal key values in these tests are GDK's own constants")
  func constantsMatchGDK() {
    #expect(GDK_KEY_Up == 0xFF52)
    #expect(GDK_KEY_KP_Page_Down == 0xFF9B)
    #expect(GDK_KEY_ISO_Left_Tab == 0xFE20)
    #expect(GDK_KEY_KP_Enter == 0xFF8D)
    #expect(GDK_KEY_EuroSign == 0x20AC)
  }
}
