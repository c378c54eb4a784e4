import Foundation

extension Image {
    /// The frames of an animated image and the time one cycle through them takes.
    package struct Animation: Equatable, Sendable {
        package let frames: [Image]
        package let duration: TimeInterval
    }

    /// An image that cycles through `images` every `duration` seconds, like
    /// `UIImage.animatedImage(with:duration:)`: its size, scale and pixels are the first
    /// frame's (what draws when it is drawn as a still image), and an image view showing
    /// it animates through the frames in its window's time. `nil` for no images, as
    /// UIKit returns.
    public static func animatedImage(with images: [Image], duration: TimeInterval) -> Image? {
        guard let first = images.first else { return nil }
        return first.with { $0.animation = Animation(frames: images, duration: duration.isFinite ? max(0, duration) : 0) }
    }

    /// The frames of an animated image, like `UIImage.images`; `nil` for a still one.
    public var images: [Image]? { attributes.animation?.frames }

    /// The time one cycle through an animated image's frames takes, like
    /// `UIImage.duration`; 0 for a still image.
    public var duration: TimeInterval { attributes.animation?.duration ?? 0 }
}
