import EaselGraphics
import Foundation

/// An animation between a layer's appearance before a change and after it, like
/// `CATransition`.
///
/// Added to a layer with `Layer.add(_:forKey:)` (UIKit code uses the key
/// `kCATransition`), it shows the change made to the layer in the same transaction (a
/// new text, a swapped sublayer, `isHidden`), whether made before or after the call,
/// through a transition instead of at once. As in Core Animation, the old appearance is
/// what the screen showed when the transition was added: the layer's area of the
/// window's last frame (a bounding box under a rotation, with anything drawn over it),
/// shown by a layer beside it for the transition's time, while the layer itself shows
/// its new appearance:
/// - `.fade` fades the old appearance out over the new one (for opaque content Core
///   Animation's cross-dissolve exactly);
/// - `.push` slides the new appearance in from the `subtype`'s side as the old one
///   slides out at the other;
/// - `.moveIn` slides the new appearance in over the old one, which stays;
/// - `.reveal` slides the old appearance out, uncovering the new one, which stays.
///
/// The slides span the layer's width (from the right or left) or height (from the top
/// or bottom) in its superlayer's space; without a `subtype` they come from the left,
/// as Core Animation's do. `startProgress` and `endProgress` cut the transition short
/// at either end. The delegate hears the start and the stop as for any animation; a
/// layer that is not on screen (or has no superlayer) changes at once, and the
/// transition runs its time showing nothing else.
open class Transition: Animation {
    /// The kind of transition, like `CATransitionType`.
    public struct TransitionType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The old appearance fades out (`.fade`, Core Animation's default).
        public static let fade = TransitionType(rawValue: "fade")
        /// The new appearance slides in over the old (`.moveIn`).
        public static let moveIn = TransitionType(rawValue: "moveIn")
        /// The new appearance pushes the old one out (`.push`).
        public static let push = TransitionType(rawValue: "push")
        /// The old appearance slides away, uncovering the new (`.reveal`).
        public static let reveal = TransitionType(rawValue: "reveal")
    }

    /// The side a sliding transition comes from, like `CATransitionSubtype`.
    public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// From the right edge (`.fromRight`): the contents move leftwards.
        public static let fromRight = TransitionSubtype(rawValue: "fromRight")
        /// From the left edge (`.fromLeft`): the contents move rightwards.
        public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
        /// From the top edge (`.fromTop`): the contents move down.
        public static let fromTop = TransitionSubtype(rawValue: "fromTop")
        /// From the bottom edge (`.fromBottom`): the contents move up.
        public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
    }

    /// Which appearance an animation of the transition moves.
    enum Part { case new, old }

    /// The kind of transition, like `CATransition.type` (`.fade`).
    public var type = TransitionType.fade
    /// The side a slide comes from, like `CATransition.subtype` (`nil`: from the left).
    public var subtype: TransitionSubtype?
    /// Where in the transition it starts, 0…1, like `startProgress` (0).
    public var startProgress: Float = 0
    /// Where in the transition it ends, 0…1, like `endProgress` (1).
    public var endProgress: Float = 1
    /// The appearance this copy shows: the layer's new one, or the old one on the layer
    /// standing in for it.
    var part = Part.new
    /// The layer's size in its superlayer, which the slides span.
    var extent = CGSize.zero

    override func copyProperties(from other: Animation) {
        super.copyProperties(from: other)
        guard let other = other as? Transition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        part = other.part
        extent = other.extent
    }

    override func apply(progress: Double, time: TimeInterval, to layer: Layer) {
        let start = Double(min(1, max(0, startProgress))), end = Double(min(1, max(0, endProgress)))
        let shown = start + (end - start) * progress
        if part == .old { layer.opacity = type == .fade ? Float(1 - shown) : 1 }
        let slides = switch (type, part) {
        case (.push, _), (.moveIn, .new), (.reveal, .old): true
        default: false
        }
        guard slides else { return }
        // The new appearance comes from `side` and ends in place; the old one starts
        // in place and leaves at the opposite side.
        let side = sideOffset
        let share = part == .new ? 1 - shown : -shown
        let slide = Transform3D(translationX: side.x * share, y: side.y * share, z: 0)
        layer.transform = part == .new ? slide.concatenating(layer.transform) : layer.transform.concatenating(slide)
    }

    /// Where the new appearance starts, from its place: a width to the right for
    /// `.fromRight`, a height up for `.fromTop`.
    private var sideOffset: CGPoint {
        switch subtype {
        case .fromRight: CGPoint(x: extent.width, y: 0)
        case .fromTop: CGPoint(x: 0, y: -extent.height)
        case .fromBottom: CGPoint(x: 0, y: extent.height)
        default: CGPoint(x: -extent.width, y: 0)
        }
    }
}
