import Foundation

extension Image {
    /// Decodes PNG or JPEG bytes, whichever the data starts as, as `UIImage(data:)`
    /// reads either (see `init(pngData:scale:budget:)` and
    /// `init(jpegData:scale:budget:)`); an error of the format tried says why not.
    package convenience init(decoding data: Data, scale: CGFloat, budget: PixelBudget = .standard) throws {
        if Self.isJPEG(data) {
            try self.init(jpegData: data, scale: scale, budget: budget)
        } else {
            try self.init(pngData: data, scale: scale, budget: budget)
        }
    }
}
