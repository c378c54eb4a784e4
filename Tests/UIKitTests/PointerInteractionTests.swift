import Testing
import UIKit

/// A segmented control that lifts its indicator and highlights its segments under an
/// iPad's pointer, as BetterSegmentedControl does.
private final class SegmentsControl: UIControl {
    let indicatorView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    let segmentViews = [UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 30))]
    private(set) var pointerInteractionView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(indicatorView)
        segmentViews.forEach(addSubview)
        addInteraction(UIPointerInteraction(delegate: self))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension SegmentsControl: UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        let view = request.location.x < 50 ? indicatorView : segmentViews[0]
        pointerInteractionView = view
        return .init(rect: view.frame)
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = pointerInteractionView else { return nil }
        if view === indicatorView { return .init(effect: .lift(.init(view: view))) }
        return .init(effect: .highlight(.init(view: view)))
    }
}

/// An interaction of the app's own that logs what the view tells it.
private final class LoggingInteraction: UIInteraction {
    private(set) weak var view: UIView?
    var log: [String] = []

    func willMove(to view: UIView?) { log.append("willMove \(view?.accessibilityIdentifier ?? "nil")") }
    func didMove(to view: UIView?) {
        self.view = view
        log.append("didMove \(view?.accessibilityIdentifier ?? "nil")")
    }
}

/// `UIInteraction` and `UIPointerInteraction`: interactions are added to and removed
/// from views in UIKit's order; with no pointer here (a touch screen), a pointer
/// interaction's delegate is never asked.
@MainActor @Suite struct PointerInteractionTests {
    @Test func aControlAddsAPointerInteractionThatNoPointerEverAsks() throws {
        let control = SegmentsControl(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let interaction = try #require(control.interactions.first as? UIPointerInteraction)
        #expect(control.interactions.count == 1 && interaction.view === control && interaction.isEnabled)
        #expect(interaction.delegate === control)
        interaction.invalidate()
        #expect(control.pointerInteractionView == nil, "no pointer hovers, so the delegate is not asked")
    }

    @Test func interactionsAreToldWhenTheyMoveAndBelongToOneView() {
        let first = UIView(), second = UIView()
        first.accessibilityIdentifier = "first"
        second.accessibilityIdentifier = "second"
        let interaction = LoggingInteraction()
        first.addInteraction(interaction)
        first.addInteraction(interaction)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty && second.interactions.count == 1 && interaction.view === second)
        second.interactions = []
        #expect(interaction.log == ["willMove first", "didMove first", "willMove nil", "didMove nil",
                                    "willMove second", "didMove second", "willMove nil", "didMove nil"])
        #expect(interaction.view == nil)
    }

    @Test func previewsStandWhereTheirViewIs() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 20))
        container.addSubview(badge)
        let preview = UITargetedPreview(view: badge)
        #expect(preview.target.container === container && preview.target.center == CGPoint(x: 40, y: 20))
        #expect(preview.size == CGSize(width: 40, height: 20) && preview.parameters.visiblePath == nil)
        let (_, messages) = Diagnostics.collect { _ = UITargetedPreview(view: UIView()) }
        #expect(messages == ["UITargetedPreview(view:parameters:): View has no superview to be previewed in; it is its own container"])
        #expect(UIPointerEffect.lift(preview).preview === preview && UIPointerEffect.hover(preview).preview === preview)
        _ = UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
        _ = UIPointerStyle(effect: .highlight(preview), shape: .roundedRect(badge.frame))
        #expect(UIPointerShape.defaultCornerRadius == 8)
    }
}
