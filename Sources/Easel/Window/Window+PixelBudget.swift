import EaselGraphics
import Foundation

/// The window's framebuffer within its `PixelBudget`. UIKit's screens are fixed, so
/// UIKit has no rule here; Easel's windows take any size and scale, and a size typed
/// by mistake (or a huge scale) must not allocate gigabytes or crash. A size that is
/// not finite gets no pixels; one over the budget gets the largest framebuffer the
/// budget holds, its top-left part, and both are reported as diagnostics.
extension Window {
    /// The framebuffer's size in pixels for `size` points at `scale`, and the
    /// diagnostic to report when it is not the whole window.
    static func framebufferSize(for size: CGSize, scale: CGFloat,
                                budget: PixelBudget) -> (width: Int, height: Int, diagnostic: String?) {
        var pixels = PixelBudget.pixels(of: size, scale: scale)
        guard pixels.width.isFinite, pixels.height.isFinite else {
            return (0, 0, "Window: a size of \(size.width) × \(size.height) points at scale \(scale) is not finite; "
                          + "the window has no pixels")
        }
        guard let excess = budget.excess(width: pixels.width, height: pixels.height) else {
            return (Int(pixels.width), Int(pixels.height), nil)
        }
        pixels.width = min(pixels.width, Double(budget.maximumSide))
        pixels.height = min(pixels.height, Double(budget.maximumSide))
        if pixels.width * pixels.height > Double(budget.maximumArea) {
            pixels.height = max(1, (Double(budget.maximumArea) / max(1, pixels.width)).rounded(.down))
        }
        return (Int(pixels.width), Int(pixels.height),
                "Window: the framebuffer would be \(excess); only its top-left "
                    + "\(PixelBudget.shown(pixels.width)) × \(PixelBudget.shown(pixels.height)) pixels are rendered")
    }
}
