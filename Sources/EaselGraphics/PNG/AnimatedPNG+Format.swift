import Foundation

extension AnimatedPNG {
    /// `frames` in one pixel format, as APNG's single header requires: Easel's encoder
    /// leaves the alpha channel out of an opaque image, so when some frames have one
    /// and others not (a view fading out), the opaque frames are encoded again with it.
    /// Their pixels do not change.
    public static func sharingOneFormat(_ frames: [Frame]) throws(PNGError) -> [Frame] {
        let withAlpha = frames.map { $0.png.count > 25 && $0.png[25] == 6 } // IHDR's colour type
        guard withAlpha.contains(true), withAlpha.contains(false) else { return frames }
        var uniform: [Frame] = []
        for (frame, hasAlpha) in zip(frames, withAlpha) {
            guard !hasAlpha else {
                uniform.append(frame)
                continue
            }
            let image = try Image(pngData: frame.png)
            guard let png = image.pngData(keepingAlpha: true) else { throw .unsupported(file: nil, reason: "an empty frame") }
            uniform.append(Frame(png: png, delayNumerator: frame.delayNumerator, delayDenominator: frame.delayDenominator))
        }
        return uniform
    }
}
