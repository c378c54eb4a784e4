import Easel
import EaselGraphics
import Foundation

extension Snapshotting where Value == View {
    /// The view at its current size, at scale 1.
    public static var image: Snapshotting { image() }

    /// The view alone in a window of `size` points (its current size when `nil`) at
    /// `scale` pixels per point: it is laid out, drawn and composited by the window's
    /// commit as the run loop runs until idle, as on screen. Where the view is not
    /// opaque the window shows through, transparent, as in swift-snapshot-testing's
    /// images. The view is put back where it was afterwards. The window has the screen's
    /// traits (light, the default text size) with every trait `traits` specifies
    /// instead (`.init(userInterfaceStyle: .dark)`).
    public static func image(size: CGSize? = nil, scale: CGFloat = 1, traits: TraitCollection = TraitCollection())
        -> Snapshotting {
        Snapshotting { view, masks throws(SnapshotError) in
            try view.showingAlone(size: size, scale: scale, traits: traits) { window throws(SnapshotError) in
                try SnapshotCapture.showing(window, masks: masks)
            }
        }
    }
}

extension Snapshotting where Value == Layer {
    /// The view the layer backs, as `Snapshotting<View>.image(size:scale:traits:)` renders it.
    public static func image(size: CGSize? = nil, scale: CGFloat = 1, traits: TraitCollection = TraitCollection())
        -> Snapshotting {
        Snapshotting<View>.image(size: size, scale: scale, traits: traits).pullback { layer throws(SnapshotError) in
            guard let view = layer.delegate as? View else { throw .layerWithoutView }
            return view
        }
    }

    /// The layer's view at its current size, at scale 1.
    public static var image: Snapshotting { image() }
}
