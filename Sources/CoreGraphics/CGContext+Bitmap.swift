import EaselGraphics
import Foundation

/// How a bitmap's pixels are laid out, like `CGBitmapInfo`: the alpha (its low five
/// bits, a `CGImageAlphaInfo`) and the byte order.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the `CGImageAlphaInfo`, like `CGBitmapInfo.alphaInfoMask`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point, like `CGBitmapInfo.floatComponents`.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order, like `CGBitmapInfo.byteOrderMask`.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Big-endian 32-bit words, the default, like `CGBitmapInfo.byteOrderDefault`.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words, little-endian, like `CGBitmapInfo.byteOrder16Little`.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit words, little-endian, like `CGBitmapInfo.byteOrder32Little`.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit words, big-endian, like `CGBitmapInfo.byteOrder16Big`.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit words, big-endian, like `CGBitmapInfo.byteOrder32Big`.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// Where a pixel's alpha is, like `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

extension CGContext {
    /// A bitmap context, like `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`:
    /// Core Graphics' y-up user space, one unit a pixel, its origin at the bottom-left.
    ///
    /// With `data`, the pixels are the caller's memory: its contents are the first
    /// pixels and every drawing call leaves its result there (Easel draws into a
    /// bitmap of its own and copies it, so a large context costs a copy a call); with
    /// `nil` the context keeps its own, read with `makeImage()`. The layouts Core
    /// Graphics draws into with 8-bit components are accepted: RGB with premultiplied
    /// or skipped alpha first or last in either byte order, and `alphaOnly`. Other
    /// combinations (unpremultiplied alpha, gray, other depths) give `nil` with a
    /// diagnostic, as Core Graphics reports an unsupported parameter combination.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let layout = Self.layout(alpha: alpha, byteOrder: info.intersection(.byteOrderMask), model: space.model)
        let bytesPerPixel = layout == .alphaOnly ? 1 : 4
        let rowBytes = bytesPerRow == 0 ? width * bytesPerPixel : bytesPerRow
        guard let layout, bitsPerComponent == 8, !info.contains(.floatComponents), width > 0, height > 0,
              rowBytes >= width * bytesPerPixel else {
            Diagnostics.report("CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:): "
                               + "unsupported parameter combination: \(bitsPerComponent) bits per component, "
                               + "\(width)×\(height) pixels, \(bytesPerRow) bytes per row, bitmap info \(bitmapInfo), "
                               + "\(space.model == .monochrome ? "gray" : "RGB") color space; no context is made")
            return nil
        }
        let bitmap = Bitmap(width: width, height: height)
        self.init(bitmap: bitmap, scale: 1, userSpace: Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))) { operation in
            Diagnostics.report("invalid context: \(operation) called on a bitmap context that has ended")
        }
        if let data {
            let mirror = BitmapMirror(data: data, bytesPerRow: rowBytes, layout: layout)
            mirror.load(into: bitmap)
            self.mirror = mirror
        }
    }

    /// Where the components of a pixel are stored for a Core Graphics bitmap layout,
    /// or `nil` for one Easel does not draw into.
    private static func layout(alpha: CGImageAlphaInfo?, byteOrder: CGBitmapInfo, model: CGColorSpaceModel)
        -> BitmapMirror.Layout?
    {
        guard let alpha else { return nil }
        if alpha == .alphaOnly { return .alphaOnly }
        guard model == .rgb else { return nil }
        // In a big-endian word, first is byte 0; a little-endian word reverses them.
        let littleEndian: Bool
        switch byteOrder {
        case .byteOrderDefault, .byteOrder32Big: littleEndian = false
        case .byteOrder32Little: littleEndian = true
        default: return nil
        }
        let word: (alpha: Int?, red: Int)
        switch alpha {
        case .premultipliedFirst: word = (0, 1)
        case .noneSkipFirst: word = (nil, 1)
        case .premultipliedLast: word = (3, 0)
        case .noneSkipLast: word = (nil, 0)
        default: return nil
        }
        func byte(_ index: Int) -> Int { littleEndian ? 3 - index : index }
        return .color(red: byte(word.red), green: byte(word.red + 1), blue: byte(word.red + 2),
                      alpha: word.alpha.map(byte))
    }

    /// The caller's memory the context draws into, like `CGContext.data`; `nil` when
    /// the context keeps its own pixels.
    public var data: UnsafeMutableRawPointer? { mirror?.data }
    /// The width in pixels of a bitmap context (0 for others), like `CGContext.width`.
    public var width: Int { bitmap?.width ?? 0 }
    /// The height in pixels of a bitmap context (0 for others), like `CGContext.height`.
    public var height: Int { bitmap?.height ?? 0 }
}
