import Easel
import EaselGraphics
import EaselTesting
import Foundation
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == View, Format == String {
    /// The view and layer tree with frames, as `EaselTesting`'s `.hierarchy` writes it:
    /// swift-snapshot-testing's `recursiveDescription`, deterministic.
    public static var hierarchy: Self { easel(EaselTesting.TextSnapshotting<View>.hierarchy) }

    /// The layout dump of `easel render --layout-dump`, as `EaselTesting`'s `.layout`.
    public static var layout: Self { easel(EaselTesting.TextSnapshotting<View>.layout) }

    /// The trace of showing the view, one JSON object per line, as `EaselTesting`'s `.trace`.
    public static var trace: Self { easel(EaselTesting.TextSnapshotting<View>.trace) }

    /// The accessibility elements in VoiceOver's order, as `EaselTesting`'s
    /// `.accessibilityHierarchy`.
    public static var accessibilityHierarchy: Self { easel(EaselTesting.TextSnapshotting<View>.accessibilityHierarchy) }
}

extension SnapshotTesting.Snapshotting where Format == String {
    /// A swift-snapshot-testing text strategy (`.txt`, compared line by line) over an
    /// EaselTesting one. A capture that fails is reported as a test failure and stands
    /// as its message, which matches no real reference.
    static func easel(_ strategy: EaselTesting.TextSnapshotting<Value>) -> Self {
        SimplySnapshotting<String>.lines.pullback { value in
            // Called synchronously on the caller's thread, checked to be the main one.
            nonisolated(unsafe) let value = value, strategy = strategy
            return MainActor.assumeIsolated {
                do {
                    return try strategy.capture(value)
                } catch {
                    reportSnapshotFailure("\(error)", attachments: [], fileID: #fileID, filePath: #filePath,
                                          line: #line, column: #column)
                    return "\(error)\n"
                }
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == View, Format == Image {
    /// The view's accessibility image at its current size, at scale 1, compared exactly.
    public static var accessibilityImage: Self { accessibilityImage() }

    /// The view with its accessibility elements outlined and numbered in VoiceOver's
    /// order beside a legend, as `EaselTesting`'s `.accessibilityImage(size:scale:)`
    /// draws it (AccessibilitySnapshot's picture).
    public static func accessibilityImage(size: CGSize? = nil, scale: CGFloat = 1, precision: Float = 1,
                                          perceptualPrecision: Float = 1) -> Self {
        easel(EaselTesting.Snapshotting<View>.accessibilityImage(size: size, scale: scale),
              precision: precision, perceptualPrecision: perceptualPrecision)
    }
}
