// `import SectionalUIKit` stands in for `import UIKit`: it brings in Sectional (and through it
// the view, layout and graphics modules) and Foundation, and adds UIKit's spellings of their
// types (the `UI` and `NS` names in this module). A UIKit table screen compiles with this one
// import plus the edits Swift on Linux forces (Documentation/Porting.md).
@_exported import Foundation
@_exported import Sectional
@_exported import SectionalNibs
