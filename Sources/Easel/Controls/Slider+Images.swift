import EaselGraphics
import Foundation

/// Custom images for the slider's thumb and track, like `UISlider`'s image setters.
extension Slider {
    /// Sets the thumb's image for a state, like `UISlider.setThumbImage(_:for:)`: the
    /// thumb takes the image's size; `nil` goes back to the white capsule.
    public func setThumbImage(_ image: Image?, for state: State) { thumbImages[state.rawValue] = image }

    /// Sets the image of the track before the thumb for a state, like
    /// `UISlider.setMinimumTrackImage(_:for:)`, stretched (by its cap insets when
    /// resizable) from the track's start to the thumb's centre.
    public func setMinimumTrackImage(_ image: Image?, for state: State) { minimumTrackImages[state.rawValue] = image }

    /// Sets the image of the track after the thumb for a state, like
    /// `UISlider.setMaximumTrackImage(_:for:)`, stretched from the thumb's centre to
    /// the track's end.
    public func setMaximumTrackImage(_ image: Image?, for state: State) { maximumTrackImages[state.rawValue] = image }

    /// The thumb's image for a state (the normal state's when none is set for it), like
    /// `UISlider.thumbImage(for:)`.
    public func thumbImage(for state: State) -> Image? { image(in: thumbImages, for: state) }
    /// Like `UISlider.minimumTrackImage(for:)`.
    public func minimumTrackImage(for state: State) -> Image? { image(in: minimumTrackImages, for: state) }
    /// Like `UISlider.maximumTrackImage(for:)`.
    public func maximumTrackImage(for state: State) -> Image? { image(in: maximumTrackImages, for: state) }

    /// The thumb's image in the current state, like `UISlider.currentThumbImage`.
    public var currentThumbImage: Image? { thumbImage(for: state) }
    /// Like `UISlider.currentMinimumTrackImage`.
    public var currentMinimumTrackImage: Image? { minimumTrackImage(for: state) }
    /// Like `UISlider.currentMaximumTrackImage`.
    public var currentMaximumTrackImage: Image? { maximumTrackImage(for: state) }

    private func image(in images: [UInt: Image], for state: State) -> Image? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Draws the track split at `split`: the part after it in its image or, without
    /// one, the whole track in `maximumTrackTintColor`; then the part before it in its
    /// image or `minimumTrackTintColor`. Images are as tall as they are, centred on the
    /// track; tinted parts have round ends.
    func drawTrack(_ track: CGRect, split: CGFloat, in context: GraphicsContext) {
        let before = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let after = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        drawTrackPart(after, image: currentMaximumTrackImage, orFill: track, with: maximumTrackTintColor ?? .systemFill,
                      in: context)
        drawTrackPart(before, image: currentMinimumTrackImage, orFill: before, with: minimumTrackTintColor ?? .systemBlue,
                      in: context)
    }

    private func drawTrackPart(_ part: CGRect, image: Image?, orFill shape: CGRect, with color: Color,
                               in context: GraphicsContext) {
        if let image {
            let height = image.size.height
            return context.draw(image, in: CGRect(x: part.minX, y: part.midY - height / 2, width: part.width, height: height))
        }
        context.setFillColor(color)
        context.addPath(BezierPath(roundedRect: shape, cornerRadius: shape.height / 2))
        context.fillPath()
    }
}
