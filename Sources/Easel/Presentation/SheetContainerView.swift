import Foundation

/// The view a sheet presentation puts over the window (UIKit's transition view): the
/// dimming view, then the sheet. Touches on neither fall through to the presenting
/// view, as they do above a sheet's undimmed detents.
@MainActor
final class SheetContainerView: View {
    /// Black, at the alpha the sheet's position gives; a tap on it asks to dismiss.
    let dimmingView = View()
    /// The sheet: the presented view, rounded, with the grabber over it.
    let sheetView = SheetView()
    weak var sheet: SheetPresentationController?

    init(sheet: SheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        addSubview(dimmingView)
        addSubview(sheetView)
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        sheet?.layoutSheet()
    }

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A sheet's own view (UIKit's drop-shadow view): it clips the presented controller's
/// view, which fills it, to the sheet's corners, and shows the grabber over it.
@MainActor
final class SheetView: View {
    /// UIKit's grabber: a 36 × 5 point capsule, 5 points below the sheet's top edge.
    let grabber = View(frame: CGRect(x: 0, y: 5, width: 36, height: 5))

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.isHidden = true
        addSubview(grabber)
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The presented controller's view, below the grabber.
    var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { insertSubview(contentView, at: 0) }
        }
    }

    /// The sheet's drag begins outside scroll views; one that starts in a scroll view
    /// moves the sheet only where the sheet says so (at the scroll view's top edge),
    /// and scrolls it otherwise.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer else { return true }
        let location = pan.location(in: self)
        let translation = pan.translation(in: self)
        var view = hitTest(CGPoint(x: location.x - translation.x, y: location.y - translation.y), with: nil)
        while let current = view, current !== self {
            if let scrollView = current as? ScrollView {
                return sheet?.movesSheet(draggingIn: scrollView, by: translation) ?? false
            }
            view = current.superview
        }
        return true
    }

    /// The presentation this view shows (its container's).
    private var sheet: SheetPresentationController? { (superview as? SheetContainerView)?.sheet }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView?.frame = bounds
        grabber.center = CGPoint(x: bounds.midX, y: grabber.center.y)
    }
}
