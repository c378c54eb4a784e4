import Easel
import EaselScene
import Foundation

extension Snapshotting where Value == View {
    /// The view's accessibility image at its current size, at scale 1.
    public static var accessibilityImage: Snapshotting { accessibilityImage() }

    /// The view as `image(size:scale:)` renders it, with each accessibility element
    /// tinted, outlined and numbered in VoiceOver's order, beside a legend of what
    /// VoiceOver says for each number and its hint, as AccessibilitySnapshot draws it
    /// (see `AccessibilityImage`). Masks apply to the view's part of the image.
    public static func accessibilityImage(size: CGSize? = nil, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting { view, masks throws(SnapshotError) in
            try view.showingAlone(size: size, scale: scale) { window throws(SnapshotError) in
                let capture = try SnapshotCapture.showing(window, masks: masks)
                let image = AccessibilityImage.render(capture.image, elements: view.accessibilityElementsInVoiceOverOrder)
                return SnapshotCapture(image: image, maskedRects: capture.maskedRects)
            }
        }
    }
}
