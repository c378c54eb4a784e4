import Foundation

/// Starts drawing into a new bitmap, like `UIGraphicsBeginImageContextWithOptions(_:_:_:)`:
/// a context of `size` points at `scale` pixels per point becomes current until
/// `UIGraphicsEndImageContext()`. A `scale` of 0 means the main screen's scale, which on
/// Linux, with no screen, is 1. With `opaque` the bitmap starts black instead of
/// transparent, as an opaque bitmap without alpha does on iOS.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContexts.begin(size: size, opaque: opaque, scale: scale == 0 ? 1 : scale)
}

/// Starts drawing into a new transparent bitmap at a scale of 1, like
/// `UIGraphicsBeginImageContext(_:)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    ImageContexts.begin(size: size, opaque: false, scale: 1)
}

/// An image of what has been drawn so far into the current context, like
/// `UIGraphicsGetImageFromCurrentImageContext()`; `nil` when the current context was not
/// made by `UIGraphicsBeginImageContextWithOptions` (a view's draw, a renderer's, none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContexts.imageOfCurrent()
}

/// Ends the drawing started by the last `UIGraphicsBeginImageContextWithOptions`, like
/// `UIGraphicsEndImageContext()`: its context stops being current and becomes invalid.
/// When the current context is not an image context, it does nothing but report it.
public func UIGraphicsEndImageContext() {
    ImageContexts.endCurrent()
}

/// The bitmaps of the contexts made by `UIGraphicsBeginImageContextWithOptions` and not
/// yet ended. A context is found by identity, so only the current context's image can
/// be read or ended, as in UIKit.
private enum ImageContexts {
    private final class Entry: @unchecked Sendable {
        let context: GraphicsContext
        let bitmap: Bitmap
        init(context: GraphicsContext, bitmap: Bitmap) {
            self.context = context
            self.bitmap = bitmap
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func begin(size: CGSize, opaque: Bool, scale: CGFloat) {
        let renderer = GraphicsImageRenderer(size: size, scale: scale)
        let (context, bitmap) = renderer.makeContext(subject: "UIGraphicsBeginImageContextWithOptions", ending: "image context")
        if opaque { context.fill(CGRect(origin: .zero, size: renderer.size)) }
        lock.withLock { entries[ObjectIdentifier(context)] = Entry(context: context, bitmap: bitmap) }
        context.pushCurrent()
    }

    static func imageOfCurrent() -> Image? {
        guard let entry = currentEntry() else { return nil }
        return Image(bitmap: entry.bitmap, scale: entry.context.scale)
    }

    static func endCurrent() {
        guard let entry = currentEntry() else {
            Diagnostics.report("UIGraphicsEndImageContext: the current context is not an image context")
            return
        }
        lock.withLock { entries[ObjectIdentifier(entry.context)] = nil }
        GraphicsContext.popCurrent()
        entry.context.invalidate()
    }

    private static func currentEntry() -> Entry? {
        guard let context = GraphicsContext.current else { return nil }
        return lock.withLock { entries[ObjectIdentifier(context)] }
    }
}
