// Core Text's names on Linux, over Easel's text engine. `import CoreText` gives what
// Apple's module gives: Core Graphics, and Core Text's fonts, lines, runs, framesetters
// and frames. `UIKit` re-exports it, as Apple's UIKit headers import Core Text.
//
// Everything here lays out and draws with the engine that draws `NSAttributedString`
// (Pango through `TextLayout`), so a line Core Text measures is as wide and as tall as
// the same string measured by `NSAttributedString.size()`. String indices and ranges
// are UTF-16 offsets, as Core Foundation's strings count.
@_exported import CoreGraphics
import EaselGraphics
import Foundation

/// A range of a Core Foundation string or array, like `CFRange`: a start and a count,
/// in UTF-16 code units for a string. Not `Equatable`, as on iOS.
public struct CFRange: Sendable {
    /// The first index.
    public var location: CFIndex
    /// The number of items.
    public var length: CFIndex

    /// A range of `length` items from `location`.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }

    /// The empty range at 0, like `CFRange()`.
    public init() {
        self.init(location: 0, length: 0)
    }
}

/// A range of `length` items from `location`, like `CFRangeMake`.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}

/// Core Foundation's attributed string as Core Text's Swift API takes it, like
/// `CFAttributedString`: iOS code's `string as CFAttributedString` is Foundation's
/// `NSAttributedString` here.
public typealias CFAttributedString = NSAttributedString

/// Core Foundation's mutable attributed string, like `CFMutableAttributedString`:
/// Foundation's `NSMutableAttributedString` here.
public typealias CFMutableAttributedString = NSMutableAttributedString

/// The number of items of a Core Foundation array, like `CFArrayGetCount`: iOS code
/// counts the lines of `CTFrameGetLines(_:)` so.
public func CFArrayGetCount(_ array: CFArray) -> CFIndex {
    array.count
}
