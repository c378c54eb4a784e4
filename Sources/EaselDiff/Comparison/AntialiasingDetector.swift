/// Whether a pixel is anti-aliasing rather than content: pixelmatch's reading of
/// Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009).
///
/// A pixel is taken as anti-aliased when, among its eight neighbours, at most two equal
/// it, some are darker and some brighter, and the darkest or the brightest of them sits
/// in a flat area (three or more equal neighbours) in both images: the pixel is then a
/// blend on the slope between two flat colours. The neighbours are visited in
/// pixelmatch's order (column by column), which decides between equally dark ones.
struct AntialiasingDetector {
    /// Columns and rows of the compared area; neighbours outside it do not exist.
    let width: Int
    let height: Int

    /// Whether the pixel at (`x`, `y`) of `image` is anti-aliased, with `other` the
    /// image it is compared with.
    func isAntialiased(x x1: Int, y y1: Int, in image: PixelPlane, comparedWith other: PixelPlane) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[x1, y1]
        // A pixel on the image's edge has fewer neighbours; count the edge as one equal.
        var equalNeighbours = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQ.brightnessDelta(center, image[x, y])
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    (darkestX, darkestY) = (x, y)
                } else if delta > brightest {
                    brightest = delta
                    (brightestX, brightestY) = (x, y)
                }
            }
        }
        // Anti-aliasing lies between a darker and a brighter colour.
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(x: darkestX, y: darkestY, in: image) && hasManySiblings(x: darkestX, y: darkestY, in: other))
            || (hasManySiblings(x: brightestX, y: brightestY, in: image) && hasManySiblings(x: brightestX, y: brightestY, in: other))
    }

    /// Whether three or more of a pixel's neighbours (the image's edge counting as one)
    /// have exactly its colour: the pixel is in a flat area.
    func hasManySiblings(x x1: Int, y y1: Int, in image: PixelPlane) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[x1, y1]
        var equalNeighbours = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where (x != x1 || y != y1) && image[x, y] == center {
                equalNeighbours += 1
                if equalNeighbours > 2 { return true }
            }
        }
        return false
    }
}
