import CCairo
import Foundation

/// Gaussian blur of a coverage mask: the blur of shadows.
extension AlphaMask {
    /// Blurs the coverage in place with a Gaussian of standard deviation `sigma` pixels,
    /// horizontally then vertically. Coverage beyond the mask's edges counts as zero, so
    /// callers leave `blurReach(sigma:)` pixels of margin around what they draw.
    ///
    /// Below σ = 2 the kernel is the sampled Gaussian itself, out to 3σ. From σ = 2 up
    /// it is three successive box blurs per direction, sized as SVG's `feGaussianBlur`
    /// specifies (the approximation browsers use): within a few percent of the
    /// Gaussian, at a cost that does not grow with σ. Arithmetic is integer, so the
    /// result is the same on every machine.
    package func blur(sigma: CGFloat) {
        guard let kernel = BlurKernel(sigma: sigma), width > 0, height > 0 else { return }
        cairo_surface_flush(surface)
        let column = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: height)
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(width, height))
        defer {
            column.deallocate()
            scratch.deallocate()
        }
        for y in 0..<height {
            kernel.apply(to: row(y), scratch: scratch)
        }
        let base = data.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            for y in 0..<height { column[y] = base[y * bytesPerRow + x] }
            kernel.apply(to: column, scratch: scratch)
            for y in 0..<height { base[y * bytesPerRow + x] = column[y] }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// How many pixels `blur(sigma:)` spreads coverage in each direction; 0 for no blur.
    package static func blurReach(sigma: CGFloat) -> Int {
        BlurKernel(sigma: sigma)?.reach ?? 0
    }
}

/// The separable kernel `AlphaMask.blur(sigma:)` runs along each row and column.
private enum BlurKernel {
    /// Sampled Gaussian weights summing to 2¹⁶, centered on the middle entry.
    case gaussian(weights: [Int])
    /// Successive box blurs, each averaging `left` pixels before and `right` after.
    case boxes([(left: Int, right: Int)])

    /// `nil` when `sigma` blurs nothing.
    init?(sigma: CGFloat) {
        guard sigma.isFinite, sigma > 0 else { return nil }
        if sigma < 2 {
            let radius = Int((3 * sigma).rounded(.up))
            let samples = (-radius...radius).map { exp(-Double($0 * $0) / (2 * Double(sigma * sigma))) }
            let total = samples.reduce(0, +)
            var weights = samples.map { Int(($0 / total * 65536).rounded()) }
            weights[radius] += 65536 - weights.reduce(0, +)
            self = .gaussian(weights: weights)
            return
        }
        let size = Int((Double(sigma) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let half = size / 2
        if size % 2 == 1 {
            self = .boxes(Array(repeating: (half, half), count: 3))
        } else {
            self = .boxes([(half, half - 1), (half - 1, half), (half, half)])
        }
    }

    var reach: Int {
        switch self {
        case .gaussian(let weights): weights.count / 2
        case .boxes(let boxes): boxes.reduce(0) { $0 + max($1.left, $1.right) }
        }
    }

    /// Blurs `line` in place; `scratch` holds at least `line.count` bytes.
    func apply(to line: UnsafeMutableBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>) {
        let count = line.count
        switch self {
        case .gaussian(let weights):
            let radius = weights.count / 2
            for i in 0..<count { scratch[i] = line[i] }
            for i in 0..<count {
                var sum = 1 << 15
                for k in max(0, radius - i)..<min(weights.count, count - i + radius) {
                    sum += weights[k] * Int(scratch[i + k - radius])
                }
                line[i] = UInt8(min(255, sum >> 16))
            }
        case .boxes(let boxes):
            for box in boxes {
                for i in 0..<count { scratch[i] = line[i] }
                let size = box.left + box.right + 1
                let reciprocal = ((1 << 24) + size / 2) / size
                var sum = 0
                for j in 0...min(box.right, count - 1) { sum += Int(scratch[j]) }
                for i in 0..<count {
                    line[i] = UInt8(min(255, (sum * reciprocal + (1 << 23)) >> 24))
                    let entering = i + box.right + 1
                    let leaving = i - box.left
                    if entering < count { sum += Int(scratch[entering]) }
                    if leaving >= 0 { sum -= Int(scratch[leaving]) }
                }
            }
        }
    }
}
