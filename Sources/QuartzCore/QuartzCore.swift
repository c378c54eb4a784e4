// Core Animation's names on Linux, over Easel's layers. `import QuartzCore` gives what
// Apple's module gives: Core Graphics, and the layer types under their `CA` names.
@_exported import CoreGraphics
@_exported import Easel
