import Observation
import Testing
import UIKit

/// What a badge shows, as an iOS 26 app keeps it: an `@Observable` model.
@Observable private final class CounterModel {
    var count = 0
    var tint: UIColor = .systemRed
    var width: CGFloat = 40
    var note = ""
}

/// A badge configured in `updateProperties()` and laid out in `layoutSubviews()` from
/// its model, as iOS 26 code writes it, logging each call.
private final class CounterView: UIView {
    let model: CounterModel
    let label = UILabel()
    var log: [String] = []

    init(model: CounterModel) {
        self.model = model
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateProperties() {
        super.updateProperties()
        log.append("updateProperties")
        label.text = "\(model.count)"
        backgroundColor = model.tint
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews")
        label.frame = CGRect(x: 0, y: 0, width: model.width, height: bounds.height)
    }
}

/// A controller whose root view is a badge, logging into the badge's log.
private final class CounterViewController: UIViewController {
    let model = CounterModel()

    override func loadView() {
        view = CounterView(model: model)
    }

    override func updateProperties() {
        super.updateProperties()
        (view as? CounterView)?.log.append("controller.updateProperties")
        title = "\(model.count) new"
    }
}

/// A swatch that draws its model's tint in `draw(_:)`.
private final class ObservedSwatchView: UIView {
    let model: CounterModel

    init(model: CounterModel) {
        self.model = model
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        model.tint.setFill()
        UIRectFill(bounds)
    }
}

/// iOS 26's properties pass: `updateProperties()` runs in the commit before layout,
/// when marked and when a view enters a window, a root view's controller first; with
/// automatic observation tracking, a change of an `@Observable` model read in
/// `updateProperties()`, `layoutSubviews()` or `draw(_:)` marks that work again.
@MainActor
@Suite struct UpdatePropertiesTests {
    private func shownBadge() -> (UIWindow, CounterView) {
        let window = makeWindow()
        let badge = CounterView(model: CounterModel())
        window.addSubview(badge)
        commit(window)
        return (window, badge)
    }

    @Test func aViewEnteringAWindowUpdatesItsPropertiesBeforeItsFirstLayout() {
        let (_, badge) = shownBadge()
        #expect(badge.log == ["updateProperties", "layoutSubviews"])
        #expect(badge.label.text == "0")
        #expect(badge.backgroundColor == .systemRed)
    }

    @Test func marksCoalesceIntoOneUpdateAndMarkNothingElse() {
        let (window, badge) = shownBadge()
        badge.log.removeAll()
        badge.setNeedsUpdateProperties()
        badge.setNeedsUpdateProperties()
        #expect(badge.log.isEmpty, "nothing runs before the commit")
        commit(window)
        #expect(badge.log == ["updateProperties"])
        commit(window)
        #expect(badge.log == ["updateProperties"])
    }

    @Test func updatePropertiesIfNeededRunsThePendingUpdateNow() {
        let (window, badge) = shownBadge()
        badge.log.removeAll()
        badge.updatePropertiesIfNeeded()
        #expect(badge.log.isEmpty, "nothing was pending")
        badge.setNeedsUpdateProperties()
        window.updatePropertiesIfNeeded()
        #expect(badge.log == ["updateProperties"])
        commit(window)
        #expect(badge.log == ["updateProperties"], "the commit finds nothing left")
    }

    @Test func aChangeOfAnObservedModelPropertyUpdatesTheViewWithoutBeingAskedTo() throws {
        let (window, badge) = shownBadge()
        badge.log.removeAll()
        badge.model.count = 5
        commit(window)
        #expect(badge.log == ["updateProperties"])
        #expect(badge.label.text == "5")
        badge.model.tint = .systemBlue
        commit(window)
        #expect(badge.backgroundColor == .systemBlue)
        let image = try frameImage(of: window)
        #expect(pixel(image, 39, 19) == UIColor.systemBlue.pixel, "the new tint is on screen")
        // A property neither method read changes nothing.
        badge.log.removeAll()
        badge.model.note = "unread"
        commit(window)
        #expect(badge.log.isEmpty)
    }

    @Test func aChangeOfAModelPropertyReadInLayoutSubviewsLaysTheViewOutAgain() {
        let (window, badge) = shownBadge()
        badge.log.removeAll()
        badge.model.width = 24
        commit(window)
        #expect(badge.log == ["layoutSubviews"])
        #expect(badge.label.frame.width == 24)
    }

    @Test func aChangeOfAModelPropertyReadInDrawRedrawsTheView() throws {
        let window = makeWindow()
        let model = CounterModel()
        let swatch = ObservedSwatchView(model: model)
        window.addSubview(swatch)
        commit(window)
        #expect(pixel(try frameImage(of: window), 10, 10) == UIColor.systemRed.pixel)
        model.tint = .systemGreen
        commit(window)
        #expect(pixel(try frameImage(of: window), 10, 10) == UIColor.systemGreen.pixel)
    }

    @Test func aRootViewsControllerUpdatesItsPropertiesJustBeforeItsView() {
        let window = makeWindow()
        let controller = CounterViewController()
        window.rootViewController = controller
        commit(window)
        let badge = controller.view as! CounterView
        #expect(Array(badge.log.prefix(2)) == ["controller.updateProperties", "updateProperties"])
        #expect(controller.title == "0 new")
        badge.log.removeAll()
        controller.model.count = 3
        commit(window)
        #expect(badge.log == ["controller.updateProperties", "updateProperties"])
        #expect(controller.title == "3 new")
        badge.log.removeAll()
        controller.setNeedsUpdateProperties()
        controller.updatePropertiesIfNeeded()
        #expect(badge.log == ["controller.updateProperties", "updateProperties"])
    }

    @Test func aViewThatIsGoneIsNotKeptByTheModelItRead() {
        let (window, badge) = shownBadge()
        weak var gone = badge
        let model = badge.model
        badge.removeFromSuperview()
        commit(window)
        _ = consume badge
        #expect(gone == nil)
        model.count = 9
        commit(window)
    }
}
