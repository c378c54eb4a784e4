// Core Graphics' names on Linux, over EaselGraphics. `import CoreGraphics` gives what
// Apple's module gives: the geometry types (Foundation's `CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`) and the drawing types, named as Core Graphics names them.
@_exported import EaselGraphics
@_exported import Foundation
