// Geometry is Foundation's: `CGFloat`, `CGPoint`, `CGSize` and `CGRect` (and `IndexPath`)
// are the types UIKit code names, so every module that imports SectionalGraphics sees them.
@_exported import Foundation
