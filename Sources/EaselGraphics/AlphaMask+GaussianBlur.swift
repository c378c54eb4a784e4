@_implementationOnly import CCairo
import Foundation

/// Gaussian blur of a coverage mask: the blur of shadows.
extension AlphaMask {
    /// Blurs the coverage in place with a Gaussian of standard deviation `sigma` pixels,
    /// along rows then along columns. Coverage beyond the mask's edges counts as zero,
    /// so callers leave `blurReach(sigma:)` pixels of margin around what they draw.
    ///
    /// Below σ = 2 the kernel is the sampled Gaussian itself, out to 3σ. From σ = 2 up
    /// it is three successive box blurs per direction, sized as SVG's `feGaussianBlur`
    /// specifies (the approximation browsers use): within a few percent of the
    /// Gaussian, at a cost that does not grow with σ. Arithmetic is integer, so the
    /// result is the same on every machine.
    package func blur(sigma: CGFloat) {
        guard let kernel = BlurKernel(sigma: sigma), width > 0, height > 0 else { return }
        cairo_surface_flush(surface)
        let plane = Plane(pixels: data.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                          bytesPerRow: bytesPerRow)
        let scratch = Plane(pixels: .allocate(capacity: bytesPerRow * height), width: width, height: height,
                            bytesPerRow: bytesPerRow)
        let line = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: kernel.scratchLength(for: width))
        let sums = UnsafeMutableBufferPointer<Int>.allocate(capacity: width)
        defer {
            scratch.pixels.deallocate()
            line.deallocate()
            sums.deallocate()
        }
        for y in 0..<height {
            kernel.blurRow(plane.row(y), scratch: line)
        }
        kernel.blurColumns(plane, scratch: scratch, sums: sums)
        cairo_surface_mark_dirty(surface)
    }

    /// How many pixels `blur(sigma:)` spreads coverage in each direction; 0 for no blur.
    package static func blurReach(sigma: CGFloat) -> Int {
        BlurKernel(sigma: sigma)?.reach ?? 0
    }
}

/// Rows of 8-bit pixels.
private struct Plane {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let bytesPerRow: Int

    func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt8> {
        UnsafeMutableBufferPointer(start: pixels + y * bytesPerRow, count: width)
    }

    func copy(to other: Plane) {
        other.pixels.update(from: pixels, count: bytesPerRow * height)
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

    /// The pixels `blurRow` needs in its scratch buffer for a row of `count`.
    func scratchLength(for count: Int) -> Int {
        count + 2 * reach + 2
    }

    /// The 2²⁴-scaled reciprocal of a box's size, for rounding division by multiplying.
    private static func reciprocal(_ box: (left: Int, right: Int)) -> Int {
        let size = box.left + box.right + 1
        return ((1 << 24) + size / 2) / size
    }

    // The loops below use wrapping arithmetic so that they vectorize: sums stay below
    // 255 × 2¹⁶ and products below 2⁶³, so nothing wraps.

    /// Blurs one row in place; `scratch` holds `scratchLength(for:)` pixels.
    func blurRow(_ line: UnsafeMutableBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>) {
        let count = line.count
        switch self {
        case .gaussian(let weights):
            let radius = weights.count / 2
            for i in 0..<count { scratch[i] = line[i] }
            for i in 0..<count {
                var sum = 1 << 15
                for k in max(0, radius - i)..<min(weights.count, count - i + radius) {
                    sum &+= weights[k] &* Int(scratch[i + k - radius])
                }
                line[i] = UInt8(truncatingIfNeeded: min(255, sum >> 16))
            }
        case .boxes(let boxes):
            // `scratch` holds the line between `left` zeros and `right + 1` zeros, so
            // the sliding window needs no bounds checks.
            for box in boxes {
                let padded = UnsafeMutableBufferPointer(rebasing: scratch[0..<(box.left + count + box.right + 1)])
                padded.update(repeating: 0)
                for i in 0..<count { padded[box.left + i] = line[i] }
                let reciprocal = Self.reciprocal(box)
                var sum = 0
                for j in 0...box.right { sum &+= Int(padded[box.left + j]) }
                for i in 0..<count {
                    line[i] = UInt8(truncatingIfNeeded: min(255, (sum &* reciprocal &+ (1 << 23)) >> 24))
                    sum &+= Int(padded[box.left + i + box.right + 1]) &- Int(padded[i])
                }
            }
        }
    }

    /// Blurs every column of `plane` in place, a whole row at a time so that memory is
    /// read in order. `scratch` is a plane of the same layout, `sums` one `Int` per column.
    func blurColumns(_ plane: Plane, scratch: Plane, sums: UnsafeMutableBufferPointer<Int>) {
        let (width, height) = (plane.width, plane.height)
        switch self {
        case .gaussian(let weights):
            let radius = weights.count / 2
            plane.copy(to: scratch)
            for y in 0..<height {
                for x in 0..<width { sums[x] = 1 << 15 }
                for k in max(0, radius - y)..<min(weights.count, height - y + radius) {
                    let source = scratch.row(y + k - radius), weight = weights[k]
                    for x in 0..<width { sums[x] &+= weight &* Int(source[x]) }
                }
                let target = plane.row(y)
                for x in 0..<width { target[x] = UInt8(truncatingIfNeeded: min(255, sums[x] >> 16)) }
            }
        case .boxes(let boxes):
            // Rows beyond the edges read as this row of zeros, so one loop per row both
            // writes the average and slides the window.
            let zeros = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width)
            defer { zeros.deallocate() }
            zeros.update(repeating: 0)
            func source(_ y: Int) -> UnsafeMutableBufferPointer<UInt8> {
                y >= 0 && y < height ? scratch.row(y) : zeros
            }
            for box in boxes {
                plane.copy(to: scratch)
                let reciprocal = Self.reciprocal(box)
                for x in 0..<width { sums[x] = 0 }
                for j in 0...box.right {
                    let row = source(j)
                    for x in 0..<width { sums[x] &+= Int(row[x]) }
                }
                for y in 0..<height {
                    let target = plane.row(y)
                    let entering = source(y + box.right + 1), leaving = source(y - box.left)
                    for x in 0..<width {
                        let sum = sums[x]
                        target[x] = UInt8(truncatingIfNeeded: min(255, (sum &* reciprocal &+ (1 << 23)) >> 24))
                        sums[x] = sum &+ Int(entering[x]) &- Int(leaving[x])
                    }
                }
            }
        }
    }
}
