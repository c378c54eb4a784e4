import Easel
import Foundation

extension View {
    /// Runs `body` with the view alone in a window of `size` points (its current size
    /// when `nil`) at `scale` pixels per point, and puts the view back where it was
    /// afterwards: how every view strategy shows its subject.
    func showingAlone<Result>(
        size: CGSize?, scale: CGFloat, traits: TraitCollection = TraitCollection(),
        _ body: (Window) throws(SnapshotError) -> Result
    ) throws(SnapshotError) -> Result {
        let size = size ?? bounds.size
        guard size.width > 0, size.height > 0, scale > 0, scale.isFinite else {
            throw .emptySize(width: Double(size.width), height: Double(size.height))
        }
        let placement = superview.map { superview in
            (superview, superview.subviews.firstIndex { $0 === self } ?? 0, frame)
        }
        let window = Window(size: size, scale: scale)
        window.traitOverrides = TraitOverrides(traits)
        frame = CGRect(origin: .zero, size: size)
        window.addSubview(self)
        defer {
            removeFromSuperview()
            if let (superview, index, frame) = placement {
                self.frame = frame
                superview.insertSubview(self, at: index)
            }
        }
        return try body(window)
    }
}
