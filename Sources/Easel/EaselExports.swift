// `import Easel` alone is enough to write a view: its API speaks in EaselGraphics'
// types (`Color`, `GraphicsContext`, `Image`, `BezierPath` …) and Foundation's
// geometry (`CGRect`, `CGFloat`), as UIKit's speaks in Core Graphics' and Foundation's.
@_exported import EaselGraphics
@_exported import Foundation
