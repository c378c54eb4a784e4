import Testing
import UIKit

/// A pill whose corner radius follows its height, kept in `bounds`'s observer, as
/// countless iOS views do: Auto Layout's size reaches it.
private final class PillView: UIView {
    private(set) var boundsChanges: [CGSize] = []
    private let fill = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        fill.colors = [UIColor.systemBlue.cgColor, UIColor.systemBlue.cgColor]
        layer.addSublayer(fill)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var bounds: CGRect {
        didSet {
            boundsChanges.append(bounds.size)
            layer.cornerRadius = bounds.height / 2
            fill.frame = bounds
        }
    }
}

/// A view that records what its `frame` and `center` observers see.
private final class RecordingView: UIView {
    private(set) var frames: [CGRect] = []
    private(set) var centers: [CGPoint] = []

    override var frame: CGRect {
        didSet { frames.append(frame) }
    }

    override var center: CGPoint {
        didSet { centers.append(center) }
    }
}

/// A view that clamps its center to whole points in its setter.
private final class SnappingView: UIView {
    override var center: CGPoint {
        get { super.center }
        set { super.center = CGPoint(x: newValue.x.rounded(), y: newValue.y.rounded()) }
    }
}

/// A badge whose text follows its tint, in `tintColor`'s observer.
private final class TintedBadge: UIView {
    let label = UILabel()
    override var tintColor: UIColor! {
        didSet { label.textColor = tintColor }
    }
}

/// Adds `view` to `window`, placed by Auto Layout constraints at `x`, `y` with a fixed size.
@MainActor
private func place(_ view: UIView, in window: UIWindow, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: height),
    ])
}

/// `frame`, `bounds`, `center` and `tintColor` can be overridden, as on iOS, and layout
/// goes through `center` and `bounds` (not `frame`), so only their observers see it.
@MainActor @Suite struct GeometryOverrideTests {
    @Test func autoLayoutReachesABoundsObserver() throws {
        let window = makeWindow(width: 100, height: 60, scale: 1)
        let pill = PillView()
        place(pill, in: window, x: 10, y: 10, width: 80, height: 40)
        commit(window)
        #expect(pill.boundsChanges == [CGSize(width: 80, height: 40)])
        #expect(pill.layer.cornerRadius == 20)
        // The gradient layer's frame change animates (an implicit action of a layer
        // that no view backs), so the frame is read once it has settled.
        window.eventLoop.runUntilIdle()
        let image = try frameImage(of: window)
        #expect(pixel(image, 50, 30) == rgb(0, 122, 255))
        #expect(pixel(image, 5, 5) == .white)
    }

    @Test func layoutSetsCenterAndBoundsButNotFrame() {
        let window = makeWindow(width: 100, height: 100)
        let view = RecordingView()
        place(view, in: window, x: 10, y: 20, width: 30, height: 40)
        commit(window)
        #expect(view.frames.isEmpty)
        #expect(view.centers == [CGPoint(x: 25, y: 40)])
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.frames == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        #expect(view.centers == [CGPoint(x: 25, y: 40), CGPoint(x: 5, y: 5)])
    }

    @Test func anOverridingSetterDecidesWhatLayoutStores() {
        let window = makeWindow(width: 100, height: 100)
        let view = SnappingView()
        place(view, in: window, x: 10.3, y: 10, width: 20, height: 20)
        commit(window)
        #expect(view.center == CGPoint(x: 20, y: 20))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func aTintObserverSeesSetsButNotInheritance() {
        let badge = TintedBadge()
        badge.tintColor = .systemRed
        #expect(badge.label.textColor == .systemRed)
        let holder = UIView()
        holder.tintColor = .systemGreen
        holder.addSubview(badge)
        #expect(badge.label.textColor == .systemRed)
        badge.tintColor = nil
        #expect(badge.tintColor == .systemGreen)
        #expect(badge.label.textColor == .systemGreen)
    }
}
