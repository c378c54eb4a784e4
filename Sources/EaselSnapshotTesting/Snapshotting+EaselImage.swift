import Easel
import EaselGraphics
import EaselTesting
import Foundation
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == View, Format == Image {
    /// The view at its current size, at scale 1, compared exactly.
    public static var image: Self { image() }

    /// The view alone in a window of `size` points at `scale` with `traits`, rendered
    /// through the window's run loop as `EaselTesting`'s `.image(size:scale:traits:)`
    /// renders it, like swift-snapshot-testing's
    /// `Snapshotting<UIView, UIImage>.image(precision:perceptualPrecision:size:traits:)`.
    /// Call it on the main actor, as UIKit's strategies require.
    public static func image(size: CGSize? = nil, scale: CGFloat = 1, traits: TraitCollection = TraitCollection(),
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Self {
        easel(EaselTesting.Snapshotting<View>.image(size: size, scale: scale, traits: traits),
              precision: precision, perceptualPrecision: perceptualPrecision)
    }
}

extension SnapshotTesting.Snapshotting where Value == ViewController, Format == Image {
    /// The controller on an iPhone 16e, compared exactly.
    public static var image: Self { image() }

    /// The controller as the root of a window on `device` (or `size` points large),
    /// with `traits`, its lifecycle run, as `EaselTesting`'s `.image(device:size:traits:)`
    /// renders it, like swift-snapshot-testing's
    /// `Snapshotting<UIViewController, UIImage>.image(on:traits:)`.
    public static func image(device: Device = .snapshotDefault, size: CGSize? = nil,
                             traits: TraitCollection = TraitCollection(), precision: Float = 1,
                             perceptualPrecision: Float = 1) -> Self {
        easel(EaselTesting.Snapshotting<ViewController>.image(device: device, size: size, traits: traits),
              precision: precision, perceptualPrecision: perceptualPrecision)
    }
}

extension SnapshotTesting.Snapshotting where Format == Image {
    /// A swift-snapshot-testing strategy over an EaselTesting one. A capture that
    /// fails (a view of no size) is reported as a test failure and stands as a 1×1
    /// transparent image, which matches no real reference.
    static func easel(_ strategy: EaselTesting.Snapshotting<Value>, precision: Float,
                      perceptualPrecision: Float) -> Self {
        Self(pathExtension: "png", diffing: .easelImage(precision: precision, perceptualPrecision: perceptualPrecision)) {
            value in
            // swift-snapshot-testing calls this synchronously on the caller's thread,
            // which `assumeIsolated` checks is the main one: nothing crosses threads.
            nonisolated(unsafe) let value = value, strategy = strategy
            return MainActor.assumeIsolated {
                do {
                    return try strategy.capture(value, []).image
                } catch {
                    reportSnapshotFailure("\(error)", attachments: [], fileID: #fileID, filePath: #filePath,
                                          line: #line, column: #column)
                    return Image(width: 1, height: 1, rgbaBytes: [0, 0, 0, 0])
                }
            }
        }
    }
}
