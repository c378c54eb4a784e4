// UIKit's names on Linux, over Easel. `import UIKit` gives what Apple's module gives
// iOS code: Foundation, Core Graphics, Core Text and Core Animation's names, and
// UIKit's views, controllers and drawing API, each the same object as Easel's.
// Easel's own names (`Window`, `lastFrame` …) come along, for the tests that render
// what UIKit code draws.
// Foundation's URL loading (`URLSession`, `URLRequest` …), which Linux keeps in a
// module of its own, comes too, as iOS code that loads an image expects.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Easel
@_exported import EaselGraphics
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import QuartzCore
