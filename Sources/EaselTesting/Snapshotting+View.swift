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
            let size = size ?? view.bounds.size
            guard size.width > 0, size.height > 0, scale > 0, scale.isFinite else {
                throw .emptySize(width: Double(size.width), height: Double(size.height))
            }
            let placement = view.superview.map { ($0, $0.subviews.firstIndex { $0 === view } ?? 0, view.frame) }
            let window = Window(size: size, scale: scale)
            window.traitOverrides = TraitOverrides(traits)
            view.frame = CGRect(origin: .zero, size: size)
            window.addSubview(view)
            defer {
                view.removeFromSuperview()
                if let (superview, index, frame) = placement {
                    view.frame = frame
                    superview.insertSubview(view, at: index)
                }
            }
            return try SnapshotCapture.showing(window, masks: masks)
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
