/// pixelmatch 8's `windowSize`: the most differing pixels in any N×N window of the
/// compared area, so that a few scattered differences over a large image can be told
/// from a dense patch (an allowance of `maxDiffPixels` per window).
struct DensestWindow {
    /// The window's side, at most the area's smaller side (as pixelmatch clamps it).
    let side: Int
    private let width: Int
    private let height: Int
    /// One byte per pixel of the area: 1 where a difference was counted.
    private var counted: [UInt8]

    /// A window of `windowSize` pixels a side over an area of `size`.
    init(windowSize: Int, over size: PixelSize) {
        width = size.width
        height = size.height
        side = max(1, min(windowSize, size.width, size.height))
        counted = [UInt8](repeating: 0, count: size.width * size.height)
    }

    @inline(__always)
    mutating func countDifference(x: Int, y: Int) {
        counted[y &* width &+ x] = 1
    }

    /// The most counted differences any window holds: column sums over the last
    /// `side` rows are kept as the window moves down, and a running sum of `side`
    /// columns as it moves across each band of rows.
    var largestCount: Int {
        guard width > 0, height > 0 else { return 0 }
        var columns = [Int](repeating: 0, count: width)
        var largest = 0
        for y in 0..<height {
            for x in 0..<width {
                columns[x] += Int(counted[y * width + x])
                if y >= side { columns[x] -= Int(counted[(y - side) * width + x]) }
            }
            guard y >= side - 1 else { continue }
            var sum = 0
            for x in 0..<width {
                sum += columns[x]
                if x >= side { sum -= columns[x - side] }
                if x >= side - 1 { largest = max(largest, sum) }
            }
        }
        return largest
    }
}
