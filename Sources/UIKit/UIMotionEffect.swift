import Easel
import Foundation

/// A change to a view's properties that follows how the device is tilted, like
/// `UIMotionEffect`: subclasses answer `keyPathsAndRelativeValues(forViewerOffset:)`.
///
/// Easel renders a device lying still in front of its viewer: the viewer offset is
/// always zero, so a view shows what its effects give for `UIOffset.zero`. For the
/// symmetric ranges parallax effects use (−10…10) that is nothing, and Easel applies
/// none (an asymmetric range, whose middle is not zero, is where this differs from a
/// device at rest); the effects are kept (`UIView.motionEffects`) and answer as
/// UIKit's do.
@preconcurrency @MainActor
open class UIMotionEffect {
    public init() {}

    /// The values to add to the view's key paths for a viewer at `viewerOffset` (each
    /// axis −1…1), like `UIMotionEffect.keyPathsAndRelativeValues(forViewerOffset:)`:
    /// none in the base class.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// An effect that moves one key path between two values as the device tilts along
/// one axis, like `UIInterpolatingMotionEffect`.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis the effect follows, like `UIInterpolatingMotionEffect.EffectType`.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    /// The key path the values are added to, like `keyPath` (`"center.x"`).
    public let keyPath: String
    /// The axis followed, like `type`.
    public let type: EffectType
    /// The value added at one end of the tilt (offset −1), like `minimumRelativeValue`.
    open var minimumRelativeValue: Any?
    /// The value added at the other end (offset 1), like `maximumRelativeValue`.
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` along the axis of `type`, like
    /// `UIInterpolatingMotionEffect(keyPath:type:)`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
    }

    /// The value between the minimum and maximum for the offset along the effect's axis
    /// (numbers, points, sizes and offsets interpolate component by component); `nil`
    /// when either is unset or they differ in kind.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (min(1, max(-1, offset)) + 1) / 2
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        let value: Any
        switch (minimumRelativeValue, maximumRelativeValue) {
        case let (a as CGPoint, b as CGPoint): value = CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
        case let (a as CGSize, b as CGSize): value = CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
        case let (a as UIOffset, b as UIOffset): value = UIOffset(horizontal: mix(a.horizontal, b.horizontal), vertical: mix(a.vertical, b.vertical))
        default:
            guard let a = Self.number(minimumRelativeValue), let b = Self.number(maximumRelativeValue) else { return nil }
            value = mix(a, b)
        }
        return [keyPath: value]
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }
}

/// Several effects applied together, like `UIMotionEffectGroup`.
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects in the group, like `motionEffects`.
    open var motionEffects: [UIMotionEffect]?

    /// Every effect's values for `viewerOffset`, merged (a later effect's value for the
    /// same key path wins).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let all = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        return all.isEmpty ? nil : all.reduce(into: [:]) { $0.merge($1) { _, later in later } }
    }
}

extension UIView {
    /// The view's motion effects, like `UIView.motionEffects` (see `UIMotionEffect`
    /// for what Easel applies).
    public var motionEffects: [UIMotionEffect] {
        get { objc_getAssociatedObject(self, motionEffectsKey) as? [UIMotionEffect] ?? [] }
        set { objc_setAssociatedObject(self, motionEffectsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Adds an effect, like `UIView.addMotionEffect(_:)`; adding one already there does
    /// nothing.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Removes an effect, like `UIView.removeMotionEffect(_:)`.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}

/// The key under which a view's motion effects are kept.
nonisolated(unsafe) private let motionEffectsKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
