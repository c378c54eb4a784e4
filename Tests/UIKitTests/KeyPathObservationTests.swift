import Testing
import UIKit

/// Swift's key-path observation, as iOS code follows a scroll view's offset, a field's
/// text, or its own layer's bounds (a tag field re-laying out its tags).
final class ResizeWatchingScrollView: UIScrollView {
    var widths: [String] = []
    private var boundsObservation: NSKeyValueObservation?

    override init(frame: CGRect) {
        super.init(frame: frame)
        boundsObservation = observe(\.layer.bounds, options: [.old, .new]) { [weak self] _, change in
            guard change.oldValue?.size.width != change.newValue?.size.width else { return }
            self?.widths.append("\(change.oldValue?.width ?? -1) → \(change.newValue?.width ?? -1)")
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite struct KeyPathObservationTests {
    @Test func aScrollViewsOffsetIsObservedWithOldAndNewValues() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        var seen: [String] = []
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { view, change in
            #expect(view === scrollView && change.kind == .setting)
            seen.append("\(change.oldValue?.y ?? -1) → \(change.newValue?.y ?? -1)")
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        observation.invalidate()
        scrollView.contentOffset = .zero
        #expect(seen == ["0.0 → 50.0", "50.0 → 120.0"])
    }

    @Test func aViewObservesItsOwnLayersBounds() {
        let tags = ResizeWatchingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        tags.frame = CGRect(x: 0, y: 0, width: 240, height: 40)
        tags.frame = CGRect(x: 10, y: 0, width: 240, height: 60)
        #expect(tags.widths == ["200.0 → 240.0"])
    }

    @Test func aFieldsTextWithTheInitialValueAndARelease() {
        let field = UITextField()
        field.text = "a"
        var texts: [String?] = []
        var observation: NSKeyValueObservation? = field.observe(\.text, options: [.initial, .new]) { _, change in
            texts.append(change.newValue ?? nil)
        }
        field.text = "b"
        _ = observation
        observation = nil
        field.text = "c"
        #expect(texts == ["a", "b"])
    }

    @Test func aKeyPathThatPostsNoChangesIsReported() {
        let view = UIView()
        var calls = 0
        let (observation, messages) = Diagnostics.collect {
            view.observe(\.tag, options: [.new]) { _, _ in calls += 1 }
        }
        view.tag = 4
        #expect(calls == 0 && messages.count == 1)
        observation.invalidate()
    }
}
