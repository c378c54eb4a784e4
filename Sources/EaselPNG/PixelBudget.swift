import Foundation

/// How many pixels one image, framebuffer or backing store may hold, so that a size
/// typed by mistake (or a huge scale) is refused with a message instead of
/// allocating gigabytes.
///
/// UIKit has no documented budget, but Core Animation refuses a layer whose backing
/// store would be too large ("Ignoring bogus layer size") and draws nothing for it;
/// Easel does the same with a budget that is stated and settable. The default holds
/// a 16384 × 16384 image: 1 GiB of 32-bit pixels.
public struct PixelBudget: Hashable, Sendable, CustomStringConvertible {
    /// The longest side in pixels.
    public var maximumSide: Int
    /// The most pixels in all: of one image, or of one frame with all its backing
    /// stores where a caller adds them up.
    public var maximumArea: Int

    /// 16384 pixels a side and 16384 × 16384 (256 Mi) pixels in all.
    public static let standard = PixelBudget()

    /// A budget of `maximumSide` pixels a side and `maximumArea` pixels in all.
    public init(maximumSide: Int = 16384, maximumArea: Int = 16384 * 16384) {
        self.maximumSide = maximumSide
        self.maximumArea = maximumArea
    }

    /// The pixel size of `size` points at `scale` pixels per point, rounded up as a
    /// bitmap of that size is; infinite for sizes that are not finite.
    public static func pixels(of size: CGSize, scale: CGFloat) -> (width: Double, height: Double) {
        func side(_ points: CGFloat) -> Double {
            let pixels = Double(abs(points) * scale).rounded(.up)
            return pixels.isFinite ? pixels : .infinity
        }
        return (side(size.width), side(size.height))
    }

    /// Which part of a budget a size exceeds.
    public enum Excess: Sendable {
        /// A side is longer than `maximumSide`.
        case side
        /// The sides are within bounds but the area is over `maximumArea`.
        case area
    }

    /// What `width × height` pixels exceed, or `nil` when they fit.
    public func exceeded(width: Double, height: Double) -> Excess? {
        if width > Double(maximumSide) || height > Double(maximumSide) { return .side }
        if width * height > Double(maximumArea) { return .area }
        return nil
    }

    /// Why `width × height` pixels do not fit, or `nil` when they do:
    /// `"20000 × 20 pixels, over the limit of 16384 pixels a side"`.
    public func excess(width: Double, height: Double) -> String? {
        let shown = "\(Self.shown(width)) × \(Self.shown(height)) pixels"
        switch exceeded(width: width, height: height) {
        case .side: return "\(shown), over the limit of \(maximumSide) pixels a side"
        case .area: return "\(shown), over the limit of \(maximumArea) pixels in all"
        case nil: return nil
        }
    }

    /// The largest part of `pixels`, from the top left, that fits, and when that is
    /// not all of them the diagnostic that says so about `subject` ("Window: the
    /// framebuffer").
    package func fitted(_ pixels: (width: Double, height: Double),
                        subject: String) -> (width: Int, height: Int, diagnostic: String?) {
        guard let excess = excess(width: pixels.width, height: pixels.height) else {
            return (Int(pixels.width), Int(pixels.height), nil)
        }
        let width = min(pixels.width, Double(maximumSide))
        var height = min(pixels.height, Double(maximumSide))
        if width * height > Double(maximumArea) { height = max(1, (Double(maximumArea) / max(1, width)).rounded(.down)) }
        return (Int(width), Int(height), "\(subject) would be \(excess); only its top-left "
                    + "\(Self.shown(width)) × \(Self.shown(height)) pixels are rendered")
    }

    /// `"16384 pixels a side, 268435456 in all"`.
    public var description: String { "\(maximumSide) pixels a side, \(maximumArea) in all" }

    /// A pixel count as messages show it: whole, or in exponent form when too large
    /// to be one (`1e+300`).
    public static func shown(_ value: Double) -> String {
        value < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
